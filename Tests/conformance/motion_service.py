"""The ScrollQuery side of the motion conformance: requests for each case, comparison, report.

Easing: `POST /v1/scroll/animation` from (0, 0) to (0, 1) over 1 s with `sampleTimes` = the
browser's sample instants; the frames' y is the progress, which must be within 1e-6 of
`getComputedTiming().progress`.

Snapping: `POST /v1/scroll/snap` with the layout, `behavior: {"css": {type, axis: "y"}}` and
`proposedOffset` (vs `scrollTo({top})`) or `delta` (vs `scrollBy({top})`) from the starting offset; the `contentOffset.y` must be within 0.5 px of the browser's `scrollTop`.

Two axes (`snap2d`, `snapaxes`): `behavior: {"css": {type}}` (the default axis, `both`),
`proposedOffset` from the browser's start, then `delta` from the service's own `scrollTo`
answer; both coordinates within 0.5 px of `scrollLeft`/`scrollTop`.
"""

from __future__ import annotations

import json
import time
from service import post_json as post

EASING_TOLERANCE = 1e-6
SNAP_TOLERANCE = 0.5


def easing_request(case: dict) -> dict:
    body = {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 1}, "curve": case["curve"],
            "sampleTimes": [t / 1000 for t in case["times"]]}
    if case["curve"] in ("linear", "ease", "easeIn", "easeOut", "easeInOut") or "cubicBezier" in case["curve"]:
        body["duration"] = 1
    return body


def snap_request(case: dict, start: float, kind: str) -> dict:
    """`kind`: "initial" (setting scrollTop from 0), "scrollTo" or "scrollBy" (from `start`)."""
    body = {
        "viewport": case["viewport"], "contentSize": case["contentSize"],
        "scrollPadding": case["scrollPadding"],
        "contentOffset": {"x": 0, "y": start},
        "items": case["items"],
        "behavior": {"css": {"type": case["type"], "axis": "y"}},
    }
    if kind == "initial":
        body["proposedOffset"] = {"x": 0, "y": case["initial"]}
    elif kind == "scrollTo":
        body["proposedOffset"] = {"x": 0, "y": case["proposed"]}
    else:
        body["delta"] = {"x": 0, "y": case["delta"]}
    return body


def compare_easing(cases: list[dict], results: dict, base_url: str) -> tuple[list[dict], int, float]:
    """(mismatches, samples compared, largest difference)."""
    mismatches, samples, worst = [], 0, 0.0
    for case in cases:
        r = results[case["id"]]
        body = easing_request(case)
        status, resp = post(base_url, "/v1/scroll/animation", body)
        got = None
        if status == 200 and isinstance(resp, dict) and isinstance(resp.get("frames"), list):
            got = [f.get("y") for f in resp["frames"]]
        want = r.get("progress")
        if got is None or want is None or len(got) != len(want):
            mismatches.append({"case": case["id"], "request": body, "status": status, "response": resp,
                               "browser": want})
            continue
        for t, g, w in zip(case["times"], got, want):
            samples += 1
            diff = abs(g - w)
            worst = max(worst, diff)
            if diff > EASING_TOLERANCE:
                mismatches.append({"case": case["id"], "easing": case["easing"], "ms": t, "service": g, "browser": w})
    return mismatches, samples, worst


def compare_snap(cases: list[dict], results: dict, base_url: str) -> tuple[list[dict], int, int]:
    """(mismatches, comparisons, exact matches).

    The browser's starting offset is itself snapped (setting `scrollTop` snaps), and may be
    fractional where `scrollTop` reads a whole number; so the service computes it too — a
    `proposedOffset` of the requested start, compared with the browser like the others — and
    `scrollBy`'s `delta` starts from the service's own answer.
    """
    mismatches, count, exact = [], 0, 0
    for case in cases:
        r = results[case["id"]]
        start = 0.0
        for kind in ("initial", "scrollTo", "scrollBy"):
            body = snap_request(case, start, kind)
            status, resp = post(base_url, "/v1/scroll/snap", body)
            got = None
            if status == 200 and isinstance(resp, dict):
                off = resp.get("contentOffset")
                if isinstance(off, dict) and isinstance(off.get("y"), (int, float)):
                    got = off["y"]
            want = r.get(kind)
            if kind == "initial" and got is not None:
                start = got
            count += 1
            if got is not None and want is not None and abs(got - want) <= SNAP_TOLERANCE:
                exact += got == want
                continue
            mismatches.append({"case": case["id"], "kind": kind, "type": case["type"], "request": body,
                               "browser": want, "service": got, "status": status, "response": resp})
    return mismatches, count, exact


KINDS_2D = ("scrollTo", "scrollBy")


def compare_snap2d(cases: list[dict], results: dict, base_url: str) -> tuple[list[dict], int, int]:
    """Two axes: the service's `scrollTo` answer from the browser's start, then its `scrollBy`
    answer from its own `scrollTo` answer. (mismatches, comparisons, exact matches)"""
    mismatches, count, exact = [], 0, 0
    for case in cases:
        r = results[case["id"]]
        start = r.get("initial", [0, 0])
        for kind in KINDS_2D:
            body = {"viewport": case["viewport"], "contentSize": case["contentSize"],
                    "scrollPadding": case["scrollPadding"], "contentOffset": {"x": start[0], "y": start[1]},
                    "items": case["items"], "behavior": {"css": {"type": case["type"]}}}
            if kind == "scrollTo":
                body["proposedOffset"] = {"x": case["proposed"][0], "y": case["proposed"][1]}
            else:
                body["delta"] = {"x": case["delta"][0], "y": case["delta"][1]}
            status, resp = post(base_url, "/v1/scroll/snap", body)
            got = None
            if status == 200 and isinstance(resp, dict) and isinstance(resp.get("contentOffset"), dict):
                got = [resp["contentOffset"].get("x"), resp["contentOffset"].get("y")]
            want = r.get(kind)
            count += 1
            if got is not None and want is not None and all(abs(g - w) <= SNAP_TOLERANCE for g, w in zip(got, want)):
                exact += got == want
                if kind == "scrollTo":
                    start = got
                continue
            if kind == "scrollTo" and got is not None:
                start = got
            mismatches.append({"case": case["id"], "kind": kind, "type": case["type"], "request": body,
                               "browser": want, "service": got, "status": status, "response": resp})
    return mismatches, count, exact


def by_family(cases: list[dict], mismatches: list[dict]) -> dict[str, tuple[int, int]]:
    """{family: (comparisons, mismatches)} for the two-axis layouts (two comparisons each)."""
    family = {c["id"]: c.get("family", "scattered") for c in cases}
    out: dict[str, list[int]] = {}
    for c in cases:
        out.setdefault(family[c["id"]], [0, 0])[0] += len(KINDS_2D)
    for m in mismatches:
        out[family[m["case"]]][1] += 1
    return {k: (v[0], v[1]) for k, v in out.items()}


def sanity_problems_2d(case: dict, r: dict) -> list[str]:
    """Ways the page did not lay out a two-axis case as asked."""
    if "error" in r:
        return [f"JS error: {r['error']}"]
    v, c = case["viewport"], case["contentSize"]
    want = {"client": [v["width"], v["height"]],
            "scrollSize": [max(v["width"], c["width"]), max(v["height"], c["height"])]}
    return [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]


def format_mismatches(mismatches: list[dict], limit: int = 20) -> str:
    lines = [f"{len(mismatches)} mismatches:"]
    for m in mismatches[:limit]:
        lines.append(json.dumps(m, separators=(",", ":"))[:1500])
    if len(mismatches) > limit:
        lines.append(f"… and {len(mismatches) - limit} more")
    return "\n".join(lines)


def sanity_problems(case: dict, r: dict) -> list[str]:
    """Ways the page did not lay out a snap case as asked."""
    if "error" in r:
        return [f"JS error: {r['error']}"]
    v, c = case["viewport"], case["contentSize"]
    want = {"client": [v["width"], v["height"]],
            "scrollSize": [max(v["width"], c["width"]), max(v["height"], c["height"])]}
    problems = [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]
    if r.get("initialAgain") != r.get("initial"):
        problems.append(f"restoring the start offset gave {r.get('initialAgain')}, not {r.get('initial')}")
    return problems


def run_all(base_url: str, cases: dict, results: dict) -> dict:
    started = time.monotonic()
    easing = compare_easing(cases["easing"], results["easing"], base_url)
    snap = compare_snap(cases["snap"], results["snap"], base_url)
    snap2d = compare_snap2d(cases.get("snap2d", []), results.get("snap2d", {}), base_url)
    snapaxes = compare_snap2d(cases.get("snapaxes", []), results.get("snapaxes", {}), base_url)
    return {"easing": easing, "snap": snap, "snap2d": snap2d, "snapaxes": snapaxes,
            "seconds": time.monotonic() - started}
