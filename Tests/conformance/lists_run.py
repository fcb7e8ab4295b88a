#!/usr/bin/env python3
"""List conformance: `/v1/scroll/visibility` vs IntersectionObserver, `/v1/scroll/transition`
(`semantics: "css"`, `keep: "auto"`) vs Chromium's scroll anchoring.

    python3 Tests/conformance/lists_run.py            # start .build/release/scroll-query-server
    SCROLLQUERY_URL=http://127.0.0.1:8080 python3 Tests/conformance/lists_run.py
    python3 Tests/conformance/lists_run.py --visibility 2000 --anchoring 3000 --seed 7

Prints "N visibility cases, M anchoring cases, K mismatches" last; exits 1 on mismatches, 2 on
setup errors.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import lists_browser  # noqa: E402
import lists_generate  # noqa: E402
import lists_service  # noqa: E402
import service  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # More than the pytest run in `make test` (320 + 240): the CLI is `make conformance`.
    ap.add_argument("--visibility", type=int, default=int(os.environ.get("LISTS_VISIBILITY_N", 1000)),
                    help="visibility layouts (default $LISTS_VISIBILITY_N or 1000)")
    ap.add_argument("--anchoring", type=int, default=int(os.environ.get("LISTS_ANCHORING_N", 1000)),
                    help="anchoring changes (default $LISTS_ANCHORING_N or 1000)")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--url", default=os.environ.get("SCROLLQUERY_URL"))
    ap.add_argument("--keep", metavar="DIR", help="keep the HTML page and browser results in DIR")
    args = ap.parse_args(argv)

    visibility, anchoring = lists_generate.generate(args.visibility, args.anchoring, args.seed)
    started = time.monotonic()
    try:
        data = lists_browser.run_cases(visibility, anchoring, keep_dir=args.keep)
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    print(f"chromium: {len(visibility)} layouts + {len(anchoring)} changes in {data['seconds']:.2f}s")
    problems = [(c["id"], p) for c in anchoring if (p := lists_service.anchoring_sanity(c, data["anchoring"][c["id"]]))]
    problems += [(c["id"], p) for c in visibility
                 if (p := lists_service.visibility_sanity(c, data["visibility"][c["id"]]))]
    if problems:
        for cid, p in problems[:20]:
            print(f"harness problem in {cid}: {p}", file=sys.stderr)
        return 2
    zero = sum(1 for c in anchoring if c["initial"] == 0)
    moved = sum(1 for c in anchoring if data["anchoring"][c["id"]]["result"] != c["initial"])
    print(f"  anchoring cases at offset 0: {zero}; cases where Chromium moved the offset: {moved}")

    try:
        with service.serving(args.url) as url:
            vis_bad = lists_service.compare_visibility(visibility, data["visibility"], url)
            anc_bad = lists_service.compare_anchoring(anchoring, data["anchoring"], url)
    except service.ServiceUnavailable as e:
        print(e, file=sys.stderr)
        return 2
    if vis_bad:
        print(lists_service.format_mismatches("visibility", vis_bad, len(visibility)))
    if anc_bad:
        print(lists_service.format_mismatches("anchoring", anc_bad, len(anchoring)))
    print(f"total {time.monotonic() - started:.2f}s")
    print(f"{len(visibility)} visibility cases, {len(anchoring)} anchoring cases, "
          f"{len(vis_bad) + len(anc_bad)} mismatches")
    return 1 if vis_bad or anc_bad else 0


if __name__ == "__main__":
    sys.exit(main())
