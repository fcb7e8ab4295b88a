#!/usr/bin/env python3
"""Motion conformance: cubic-bézier easing and CSS Scroll Snap, ScrollQuery vs Chromium.

    python3 Tests/conformance/run_motion.py             # start .build/release/scroll-query-server
    SCROLLQUERY_URL=http://127.0.0.1:8080 python3 Tests/conformance/run_motion.py

Prints "N easing samples, M snap comparisons, K mismatches" last; exits 1 on mismatches, 2 on
setup errors. Env: MOTION_EASING_N, MOTION_SNAP_N, MOTION_SNAP2D_N, MOTION_AXES_N, MOTION_SEED, SCROLLQUERY_URL,
SCROLLQUERY_BIN, CHROMIUM_BIN.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import motion_browser  # noqa: E402
import motion_cases  # noqa: E402
import motion_service  # noqa: E402
import service  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="ScrollQuery motion vs Chromium")
    ap.add_argument("--url", default=os.environ.get("SCROLLQUERY_URL"))
    ap.add_argument("--keep", metavar="DIR", help="keep the HTML page and browser results in DIR")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    cases = {"easing": motion_cases.easing_cases(), "snap": motion_cases.snap_cases(),
             "snap2d": motion_cases.snap2d_cases(), "snapaxes": motion_cases.snap_axes_cases()}
    try:
        results = motion_browser.run(cases, keep_dir=args.keep)
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    print(f"chromium: {len(cases['easing'])} curves, "
          f"{len(cases['snap']) + len(cases['snap2d']) + len(cases['snapaxes'])} snap layouts in "
          f"{results['seconds']:.2f}s ({results['userAgent']})")
    bad = [(c["id"], p) for c in cases["snap"] if (p := motion_service.sanity_problems(c, results["snap"][c["id"]]))]
    bad += [(c["id"], results["easing"][c["id"]]["error"]) for c in cases["easing"] if "error" in results["easing"][c["id"]]]
    bad += [(c["id"], p) for key in ("snap2d", "snapaxes") for c in cases[key]
            if (p := motion_service.sanity_problems_2d(c, results[key][c["id"]]))]
    if bad:
        print(f"harness problems: {bad[:10]}", file=sys.stderr)
        return 2
    try:
        with service.serving(args.url) as url:
            out = motion_service.run_all(url, cases, results)
    except service.ServiceUnavailable as e:
        print(e, file=sys.stderr)
        return 2
    easing_bad, samples, worst = out["easing"]
    snap_bad, comparisons, exact = out["snap"]
    snap2d_bad, comparisons2d, exact2d = out["snap2d"]
    axes_bad, comparisons_axes, exact_axes = out["snapaxes"]
    print(f"easing: {samples} samples over {len(cases['easing'])} curves, largest difference {worst:.3g}, "
          f"{len(easing_bad)} beyond {motion_service.EASING_TOLERANCE}")
    print(f"snap: {comparisons} resting positions (initial scrollTop, scrollTo, scrollBy), {exact} identical, "
          f"{len(snap_bad)} beyond {motion_service.SNAP_TOLERANCE}px")
    print(f"snap on both axes: {comparisons2d} positions (scrollTo, scrollBy), {exact2d} identical, "
          f"{len(snap2d_bad)} beyond {motion_service.SNAP_TOLERANCE}px")
    families = motion_service.by_family(cases["snapaxes"], axes_bad)
    print(f"snap on both axes, lists/grids/feeds/covering/nested: {comparisons_axes} positions, {exact_axes} identical, "
          f"{len(axes_bad)} beyond {motion_service.SNAP_TOLERANCE}px ("
          + ", ".join(f"{k} {n - b}/{n}" for k, (n, b) in families.items()) + ")")
    for name, bad_list in (("easing", easing_bad), ("snap", snap_bad), ("snap2d", snap2d_bad), ("snapaxes", axes_bad)):
        if bad_list:
            print(f"{name} " + motion_service.format_mismatches(bad_list))
    total_bad = len(easing_bad) + len(snap_bad) + len(snap2d_bad) + len(axes_bad)
    print(f"total {time.monotonic() - t0:.2f}s")
    print(f"{samples} easing samples, {comparisons + comparisons2d + comparisons_axes} snap comparisons, {total_bad} mismatches")
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
