#!/usr/bin/env python3
"""Random request heads against the real server (Tests/integration/heads.py says what is sent and
what is checked).

    scripts/head_fuzz.py [--seconds S] [--seed N]

Starts the built server ($SCROLLQUERY_BIN, default .build/release) twice on free ports, as
`heads.server_flags` says, and sends connections to both for S seconds (default 60), checking each
answer (`heads.problems`) and each access-log line; then checks that each server still answers
/healthz and never closed a connection unanswered. Prints each problem with the bytes that caused
it and exits non-zero if there was one. `make head-fuzz` runs it; the integration suite runs a
short seeded pass (test_request_heads.py).
"""
import argparse
import os
import random
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))

from heads import TOKEN, run, server_flags  # noqa: E402
from serverprocess import Server  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    with tempfile.NamedTemporaryFile("w", suffix=".token") as token:
        token.write(TOKEN.decode())
        token.flush()
        servers = [Server(*flags) for flags in server_flags(token.name)]
        try:
            deadline = time.monotonic() + args.seconds
            count, found = run(servers, random.Random(seed), lambda _: time.monotonic() < deadline)
        finally:
            codes = [server.stop() for server in servers]
    for problem, payload in found:
        print(f"{problem}: {payload[:600]!r}" if payload else problem)
    if any(codes):
        found.append(("exit codes after SIGTERM", b""))
        print(f"exit codes after SIGTERM: {codes}")
    print(f"head-fuzz: {count} connections in {args.seconds:g} s, seed {seed}: "
          + ("no problem" if not found else f"{len(found)} problems"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
