#!/usr/bin/env python3
"""Random request heads against the real server (Tests/integration/heads.py says what is sent and
what is checked).

    scripts/head_fuzz.py [--seconds S] [--seed N]

Starts the built server ($SCROLLQUERY_BIN, default .build/release) twice on free ports: once
with bearer auth and a CORS origin, once with one worker and a 4 KiB body limit. (Not with
`--access-log`: `Server` reads only the first line of stdout, and a log that fills the pipe
would stop the server.) Sends connections to both for S
seconds (default 60), then checks that each server still answers /healthz and never logged
"Application reported internal error". Prints each problem with the bytes that caused it and
exits non-zero if there was one. `make head-fuzz` runs it; the integration suite runs a short
seeded pass (test_request_heads.py).
"""
import argparse
import os
import random
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))

from heads import connection_bytes, exchange, problems  # noqa: E402
from serverprocess import Server  # noqa: E402

INTERNAL_ERROR = "Application reported internal error"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    rnd = random.Random(seed)
    with tempfile.NamedTemporaryFile("w", suffix=".token") as token:
        token.write("t0ken")
        token.flush()
        servers = [Server("--auth-token-file", token.name, "--cors-origin", "http://localhost"),
                   Server("--threads", "1", "--max-body-bytes", "4096")]
        failures = 0
        connections = 0
        try:
            deadline = time.monotonic() + args.seconds
            while time.monotonic() < deadline:
                server = servers[connections % 2]
                payload = connection_bytes(rnd)
                for problem in problems(exchange(server.host, server.port, payload)):
                    failures += 1
                    print(f"{problem}: {payload[:600]!r}")
                connections += 1
            for server in servers:
                status, _, _ = server.request("GET", "/healthz")
                if status != 200:
                    failures += 1
                    print(f"/healthz answered {status} after the run")
                server.stderr.seek(0)
                unanswered = server.stderr.read().count(INTERNAL_ERROR)
                if unanswered:
                    failures += 1
                    print(f"{unanswered} connections closed unanswered (\"{INTERNAL_ERROR}\" in stderr)")
        finally:
            codes = [server.stop() for server in servers]
        if any(codes):
            failures += 1
            print(f"exit codes after SIGTERM: {codes}")
    print(f"head-fuzz: {connections} connections in {args.seconds:g} s, seed {seed}: "
          + ("no problem" if failures == 0 else f"{failures} problems"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
