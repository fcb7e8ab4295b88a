#!/usr/bin/env python3
"""Schemathesis against the real server: every check, every operation of openapi.yaml.

    scripts/api_fuzz.py [--max-examples N] [--seed S] [--url BASE_URL] [-- extra schemathesis args]

Without --url it starts the built server ($SCROLLQUERY_BIN, default .build/release) on a free port
and stops it afterwards. Prints schemathesis' report; exits non-zero on any failure.
`make api-fuzz` runs it with API_FUZZ_EXAMPLES (default 1000) examples per operation; the
integration suite runs a short, seeded pass against its session server (test_api_fuzz.py).
"""
import argparse
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTEGRATION = os.path.join(REPO, "Tests", "integration")
sys.path.insert(0, INTEGRATION)

from serverprocess import Server  # noqa: E402


def schemathesis_command(base_url, max_examples, seed=None, extra=()):
    command = [
        sys.executable, "-c", "import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())",
        "--config-file", os.path.join(INTEGRATION, "schemathesis.toml"),
        "run", os.path.join(REPO, "openapi.yaml"),
        "--url", base_url,
        "--checks", "all",
        "--max-examples", str(max_examples),
        "--continue-on-failure",
        "--workers", "1",
        "--request-timeout", "30",
        "--generation-database", "none",  # nothing written to the work tree; runs independent
        "--suppress-health-check", "too_slow",  # timing-based: a loaded machine must not fail the run
        "--no-color",
    ]
    if seed is not None:
        command += ["--seed", str(seed)]
    return command + list(extra)


def schemathesis_env():
    """The environment with the hooks module (unique item ids) importable and loaded."""
    env = dict(os.environ)
    env["SCHEMATHESIS_HOOKS"] = "schemathesis_hooks"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [INTEGRATION, env.get("PYTHONPATH")]))
    env.setdefault("COLUMNS", "120")
    return env


def run(base_url, max_examples, seed=None, extra=(), capture=False):
    """Runs schemathesis; returns (exit status, output if captured).

    It runs in a scratch directory: Schemathesis keeps a `.schemathesis/` cache in its working
    directory, which has no place in the work tree."""
    with tempfile.TemporaryDirectory(prefix="api-fuzz-") as scratch:
        result = subprocess.run(
            schemathesis_command(base_url, max_examples, seed, extra), env=schemathesis_env(), cwd=scratch,
            stdin=subprocess.DEVNULL, text=True,
            stdout=subprocess.PIPE if capture else None, stderr=subprocess.STDOUT if capture else None)
    return result.returncode, result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-examples", type=int, default=int(os.environ.get("API_FUZZ_EXAMPLES", "1000")))
    parser.add_argument("--seed", type=int, default=os.environ.get("API_FUZZ_SEED") or None)
    parser.add_argument("--url", help="test this running server instead of starting one")
    parser.add_argument("extra", nargs="*", help="more schemathesis options, after --")
    args = parser.parse_args()
    if args.url:
        status, _ = run(args.url, args.max_examples, args.seed, args.extra)
        return status
    server = Server()
    try:
        print(f"api-fuzz: {server.binary} on {server.base_url}, {args.max_examples} examples per operation",
              flush=True)
        status, _ = run(server.base_url, args.max_examples, args.seed, args.extra)
    finally:
        server.stop()
    return status


if __name__ == "__main__":
    sys.exit(main())
