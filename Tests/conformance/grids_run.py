#!/usr/bin/env python3
"""Grids and sticky sections (issue 44): `/v1/scroll/offset` (`semantics: "css"`) with a `grid`
or `sections` vs Chromium's `scrollIntoView` on a CSS grid / a list of sections with
`position: sticky` headers, and `/v1/scroll/visibility`'s `pinnedHeader` vs the header stuck
at the top.

    python3 Tests/conformance/grids_run.py               # start .build/release/scroll-query-server
    python3 Tests/conformance/grids_run.py --grids 3000 --sticky 3000 --seed 7
    python3 Tests/conformance/grids_run.py --browser-only  # Chromium side and the harness checks only
    SCROLLQUERY_URL=http://127.0.0.1:8080 python3 Tests/conformance/grids_run.py

Prints "N cases, M mismatches" last; exits 1 on mismatches, 2 on setup errors.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import grids_browser  # noqa: E402
import grids_generate  # noqa: E402
import grids_service  # noqa: E402
import service  # noqa: E402


def movement(grids: list[dict], sections: list[dict], data: dict) -> str:
    """How often Chromium moved, and how often a header was being pushed out: a suite where
    nothing moves proves little."""
    moved = sum(q["result"][1] != q["initial"] for c in grids for q in data["grids"][c["id"]]["probes"])
    smoved = sum(q["result"][1] != q["initial"] for c in sections for q in data["sections"][c["id"]]["probes"])
    pushed = sum(1 for c in sections for q in data["sections"][c["id"]]["stuck"]
                 if (p := grids_service.browser_pinned(c, q)) and p["y"] < 0)
    full = sum(1 for c in grids if c["grid"]["fullSpan"])
    auto = sum(1 for c in grids if isinstance(c["grid"]["columns"], dict))
    return (f"grids: {moved} probes moved, {full} layouts with full-span items, {auto} auto-fill; "
            f"sections: {smoved} probes moved, {pushed} stuck headers being pushed out")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # More than the pytest run in `make test` (150 + 150 layouts): the CLI is `make conformance`.
    ap.add_argument("--grids", type=int, default=int(os.environ.get("GRIDS_N", 1000)),
                    help="grid layouts, 4 probes each (default $GRIDS_N or 1000)")
    ap.add_argument("--sticky", type=int, default=int(os.environ.get("STICKY_N", 1000)),
                    help="section lists, 4 row + 1 header offset probes and 4 pinned-header probes each "
                         "(default $STICKY_N or 1000)")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--url", default=os.environ.get("SCROLLQUERY_URL"))
    ap.add_argument("--keep", metavar="DIR", help="keep the HTML page and browser results in DIR")
    ap.add_argument("--browser-only", action="store_true", help="run Chromium and the harness checks only")
    args = ap.parse_args(argv)

    grids, sections = grids_generate.generate(args.grids, args.sticky, args.seed)
    started = time.monotonic()
    try:
        data = grids_browser.run_cases(grids, sections, keep_dir=args.keep)
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    counts = grids_service.count_probes(grids, sections)
    print(f"chromium: {len(grids)} grids + {len(sections)} section lists "
          f"({', '.join(f'{n} {k}' for k, n in counts.items())}) in {data['seconds']:.2f}s")
    problems = [(c["id"], p) for c in grids if (p := grids_service.grid_sanity(c, data["grids"][c["id"]]))]
    problems += [(c["id"], p) for c in sections
                 if (p := grids_service.sections_sanity(c, data["sections"][c["id"]]))]
    if data.get("window") != [0, 0]:
        problems.append(("page", [f"the window scrolled to {data.get('window')}"]))
    if problems:
        for cid, p in problems[:20]:
            print(f"harness problem in {cid}: {p}", file=sys.stderr)
        return 2
    print("  " + movement(grids, sections, data))
    if args.browser_only:
        return 0

    try:
        with service.serving(args.url) as url:
            frames_bad = (grids_service.compare_frames(grids, data["grids"], url)
                          + grids_service.compare_frames(sections, data["sections"], url))
            if frames_bad:  # the harness's model is wrong: nothing below would mean anything
                print(grids_service.format_mismatches("probes as frames", frames_bad,
                                                      counts["grid offsets"] + counts["section offsets"]))
                return 2
            bad = {"grid offsets": grids_service.compare_grids(grids, data["grids"], url),
                   "aspect-ratio grid offsets": grids_service.compare_aspect_grids(grids, data["grids"], url),
                   "section offsets": grids_service.compare_section_offsets(sections, data["sections"], url),
                   "header offsets": grids_service.compare_header_offsets(sections, data["sections"], url),
                   "pinned headers": grids_service.compare_stuck(sections, data["sections"], url)}
    except service.ServiceUnavailable as e:
        print(e, file=sys.stderr)
        return 2
    for kind, mismatches in bad.items():
        if mismatches:
            print(grids_service.format_mismatches(kind, mismatches, counts[kind]))
    print(", ".join(f"{k}: {counts[k] - len(bad[k])}/{counts[k]} equal" for k in counts))
    print(f"total {time.monotonic() - started:.2f}s")
    total, wrong = sum(counts.values()), sum(len(m) for m in bad.values())
    print(f"{total} cases, {wrong} mismatches")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
