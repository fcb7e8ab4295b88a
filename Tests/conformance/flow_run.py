#!/usr/bin/env python3
"""Writing modes × direction × logical anchors, scroll chains and if-needed: `/v1/scroll/offset`
(`semantics: "css"`, `displayScale: 1`) vs Chromium's `scrollIntoView` /
`scrollIntoViewIfNeeded`, every container of the chain, offsets and CSSOM scroll positions.

    python3 Tests/conformance/flow_run.py                  # start .build/release/scroll-query-server
    python3 Tests/conformance/flow_run.py --flow 2000 --chains 1000 --if-needed 500 --seed 7

Prints "N cases, M mismatches" last; exits 1 on mismatches, 2 on setup errors.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import flow_browser  # noqa: E402
import flow_generate  # noqa: E402
import flow_service  # noqa: E402
import service  # noqa: E402


def movement(cases: list[dict], results: dict) -> str:
    """How many containers Chromium moved, per kind: a suite where nothing moves proves little."""
    moved = collections.Counter()
    total = collections.Counter()
    for c in cases:
        r = results[c["id"]]
        for i in range(len(c["containers"])):
            key = (c["kind"], "innermost" if i == 0 else "ancestor")
            total[key] += 1
            moved[key] += r["result"][i] != r["initial"][i]
    return ", ".join(f"{k[0]} {k[1]}: {moved[k]}/{total[k]} moved" for k in sorted(total))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--flow", type=int, default=int(os.environ.get("FLOW_N", 2000)))
    ap.add_argument("--chains", type=int, default=int(os.environ.get("CHAIN_N", 1000)))
    ap.add_argument("--if-needed", type=int, default=int(os.environ.get("IFNEEDED_N", 500)))
    ap.add_argument("--device-pixels", type=int, default=int(os.environ.get("DPX_N", 1000)),
                    help="fractional layouts per device scale factor (1, 2, 3, 2.625, 1.5)")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--url", default=os.environ.get("SCROLLQUERY_URL"))
    ap.add_argument("--keep", metavar="DIR")
    args = ap.parse_args(argv)
    cases = flow_generate.generate(args.flow, args.if_needed, args.chains, args.seed)
    try:
        data = flow_browser.run_cases(cases, keep_dir=args.keep)
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    print(f"chromium: {len(cases)} cases in {data['seconds']:.2f}s")
    problems = [(c["id"], p) for c in cases if (p := flow_service.sanity_problems(c, data["results"][c["id"]]))]
    if problems:
        for cid, p in problems[:20]:
            print(f"harness problem in {cid}: {p}", file=sys.stderr)
        return 2
    print("  " + movement(cases, data["results"]))
    try:
        with service.serving(args.url) as url:
            bad = flow_service.compare(cases, data["results"], url)
            dpx = flow_generate.generate_dpx(args.device_pixels, args.seed)
            dpx_lines = []
            for scale in flow_generate.DEVICE_SCALES + [1.5]:
                dpx_data = flow_browser.run_cases(dpx, scale=scale)
                dpx_bad = flow_service.compare_dpx(dpx, dpx_data["results"], url, scale)
                dpx_lines.append(f"DSF {scale}: {len(dpx) - len(dpx_bad)}/{len(dpx)} equal")
                if dpx_bad:
                    print(flow_service.format_mismatches(dpx_bad, len(dpx)))
                bad += dpx_bad
    except browser.BrowserError as e:
        print(f"chromium failed: {e}", file=sys.stderr)
        return 2
    except service.ServiceUnavailable as e:
        print(e, file=sys.stderr)
        return 2
    kinds = collections.Counter(c["kind"] for c in cases)
    bad_kinds = collections.Counter(m["case"]["kind"] for m in bad)
    if bad:
        print(flow_service.format_mismatches([m for m in bad if m["case"]["kind"] != "dpx"], len(cases)))
    print(", ".join(f"{k}: {kinds[k] - bad_kinds[k]}/{kinds[k]} equal" for k in ("flow", "ifneeded", "chain")))
    print("device pixels (fractional layouts, ±0.001 px): " + ", ".join(dpx_lines))
    total = len(cases) + len(dpx) * len(dpx_lines)
    print(f"{total} cases, {len(bad)} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
