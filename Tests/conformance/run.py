#!/usr/bin/env python3
"""CSS conformance: ScrollQuery `semantics: "css"` against Chromium's scrollIntoView.

    python3 Tests/conformance/run.py                    # start .build/release/scroll-query-server
    SCROLLQUERY_URL=http://127.0.0.1:8080 python3 Tests/conformance/run.py
    python3 Tests/conformance/run.py --browser-only     # Chromium side only, prints samples

Prints "N cases, M mismatches" last; exits 1 when M > 0 (2 on setup errors).
Env: SCROLLQUERY_URL, SCROLLQUERY_BIN, CONFORMANCE_N, CONFORMANCE_SEED, CHROMIUM_BIN.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import generate  # noqa: E402
import service  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="ScrollQuery css semantics vs Chromium scrollIntoView")
    ap.add_argument("--n", type=int, default=None, help="random cases (default $CONFORMANCE_N or %d)"
                    % generate.DEFAULT_N)
    ap.add_argument("--seed", type=int, default=None, help="seed (default $CONFORMANCE_SEED or %d)"
                    % generate.DEFAULT_SEED)
    ap.add_argument("--url", default=os.environ.get("SCROLLQUERY_URL"),
                    help="service base URL (default $SCROLLQUERY_URL; else start the server)")
    ap.add_argument("--bin", default=None, help="server binary (default $SCROLLQUERY_BIN or %s)"
                    % service.DEFAULT_BIN)
    ap.add_argument("--browser-only", action="store_true", help="skip the service; print samples")
    ap.add_argument("--keep", metavar="DIR", help="keep the HTML page and browser results in DIR")
    ap.add_argument("--json", metavar="FILE", help="write the mismatches as JSON to FILE")
    args = ap.parse_args(argv)

    cases = generate.generate(args.n, args.seed)
    t0 = time.monotonic()
    try:
        data = browser.run_cases(cases, keep_dir=args.keep)
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    results = data["results"]
    print(f"chromium: {len(cases)} cases in {data['seconds']:.2f}s ({data['userAgent']})")

    bad = 0
    for c in cases:
        problems = browser.sanity_problems(c, results[c["id"]])
        if problems:
            bad += 1
            print(f"harness problem in {c['id']}: {problems}", file=sys.stderr)
        if "chromium" in c and results[c["id"]].get("result") != c["chromium"]:
            bad += 1
            print(f"{c['id']}: Chromium now answers {results[c['id']].get('result')}, "
                  f"the edge case expects {c['chromium']} ({c['note']})", file=sys.stderr)
    if bad:
        print(f"{bad} harness/edge-expectation problems", file=sys.stderr)
        return 2

    if args.browser_only:
        shown = [c for c in cases if c["id"].startswith("edge-")][:12] + \
                [c for c in cases if c["id"].startswith("r")][:8]
        for c in shown:
            r = results[c["id"]]
            print(f"  {c['id']:<45} inline={c['inline']:<7} block={c['block']:<7} "
                  f"initial={r['initial']} -> {r['result']}")
        print(f"{len(cases)} cases, browser only ({time.monotonic() - t0:.2f}s)")
        return 0

    server = None
    url = args.url
    try:
        if not url:
            try:
                server = service.Server(binary=args.bin)
            except (FileNotFoundError, RuntimeError) as e:
                print(f"cannot start the server: {e}", file=sys.stderr)
                return 2
            url = server.url
            print(f"started {server.binary} at {url}")
        mismatches, secs = service.compare(cases, results, url)
    finally:
        if server:
            server.stop()
    print(f"service: {len(cases)} requests in {secs:.2f}s")
    if mismatches:
        print(service.format_mismatches(mismatches, len(cases)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(mismatches, f, indent=1)
    print(f"total {time.monotonic() - t0:.2f}s")
    print(f"{len(cases)} cases, {len(mismatches)} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
