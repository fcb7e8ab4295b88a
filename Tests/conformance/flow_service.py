"""The service side of the writing-mode / chain / if-needed conformance: requests, comparison."""

from __future__ import annotations

import json

from service import post

TOLERANCE = 0.01  # displayScale 1: Chromium at DSF 1 rests on whole pixels, and so must we


def request_for(case: dict, scale: float = 1) -> dict:
    """The POST /v1/scroll/offset body for `case`: logical anchors, `ancestors` for a chain."""
    def view(c: dict) -> dict:
        v = {
            "viewport": dict(c["viewport"]), "contentSize": dict(c["contentSize"]),
            "scrollPadding": dict(c["scrollPadding"]), "contentOffset": dict(c["initial"]),
        }
        if "frame" in c:
            v["frame"] = dict(c["frame"])
        v["direction"] = c["direction"]
        v["writingMode"] = c["writingMode"]
        return v

    body = view(case["containers"][0])
    t = case["target"]
    body["target"] = {"rect": {"x": t["x"], "y": t["y"], "width": t["width"], "height": t["height"]}}
    body["margin"] = dict(case["margin"])
    body["anchor"] = {"block": case["block"], "inline": case["inline"]}
    body["semantics"] = "css"
    body["displayScale"] = scale
    if case["ifNeeded"]:
        body["mode"] = "ifNeeded"
    if len(case["containers"]) > 1:
        body["ancestors"] = [view(c) for c in case["containers"][1:]]
    return body


def sanity_problems(case: dict, r: dict) -> list[str]:
    if "error" in r:
        return [f"JS error: {r['error']}"]
    problems = []
    for i, c in enumerate(case["containers"]):
        v, s = c["viewport"], c["contentSize"]
        want = {
            "initial": [c["initial"]["x"], c["initial"]["y"]],
            "client": [v["width"], v["height"]],
            "scrollSize": [max(v["width"], s["width"]), max(v["height"], s["height"])],
        }
        problems += [f"container {i} {key}: got {r[key][i]}, want {w}" for key, w in want.items() if r[key][i] != w]
    if r["window"] != [0, 0]:
        problems.append(f"window scrolled: {r['window']}")
    return problems


def _answers(resp: object) -> list[dict] | None:
    if not isinstance(resp, dict) or "contentOffset" not in resp:
        return None
    return [resp] + list(resp.get("ancestors", []))


def dpx_sanity_problems(case: dict, r: dict) -> list[str]:
    """Fractional layouts: only that the page ran and the window stayed put."""
    if "error" in r:
        return [f"JS error: {r['error']}"]
    return [] if r["window"] == [0, 0] else [f"window scrolled: {r['window']}"]


def compare_dpx(cases: list[dict], results: dict, base_url: str, scale: float,
                tolerance: float = 0.001) -> list[dict]:
    """Device-pixel cases: every container's `contentOffset` vs its `scrollLeft`/`scrollTop`
    (horizontal-tb ltr, so physical) within ±0.001 CSS px (Chromium reports 32-bit floats)."""
    bad = []
    for case in cases:
        r = results[case["id"]]
        body = request_for(case, scale)
        status, resp = post(base_url, body)
        want = r["scrollPosition"]
        answers = _answers(resp) if status == 200 else None
        got = [[a["contentOffset"]["x"], a["contentOffset"]["y"]] for a in answers] if answers else None
        if (got is None or len(got) != len(want)
                or any(abs(g - w) > tolerance for gi, wi in zip(got, want) for g, w in zip(gi, wi))):
            bad.append({"case": case, "request": body, "status": status, "response": resp,
                        "browser": want, "browserScrollPosition": want})
    return bad


def compare(cases: list[dict], results: dict, base_url: str, tolerance: float = TOLERANCE) -> list[dict]:
    """Mismatches: any container whose offset (or CSSOM scroll position) differs from Chromium's."""
    bad = []
    for case in cases:
        r = results[case["id"]]
        body = request_for(case)
        status, resp = post(base_url, body)
        answers = _answers(resp) if status == 200 else None
        ok = answers is not None and len(answers) == len(case["containers"])
        if ok:
            for i, a in enumerate(answers):
                got = [a["contentOffset"]["x"], a["contentOffset"]["y"]]
                pos = [a["scrollPosition"]["left"], a["scrollPosition"]["top"]]
                if any(abs(g - w) > tolerance for g, w in zip(got + pos, r["result"][i] + r["scrollPosition"][i])):
                    ok = False
        if not ok:
            bad.append({"case": case, "request": body, "status": status, "response": resp,
                        "browser": r["result"], "browserScrollPosition": r["scrollPosition"]})
    return bad


def format_mismatches(bad: list[dict], total: int, limit: int = 15) -> str:
    lines = [f"{len(bad)} of {total} cases differ from Chromium:"]
    for m in bad[:limit]:
        c = m["case"]
        lines.append(f"--- {c['id']} ({c['note']}, block={c['block']} inline={c['inline']})")
        lines.append(f"    request : {json.dumps(m['request'], separators=(',', ':'))}")
        lines.append(f"    chromium: {m['browser']} scroll positions {m['browserScrollPosition']}")
        answers = _answers(m["response"])
        if answers:
            lines.append("    service : " + str([[a["contentOffset"]["x"], a["contentOffset"]["y"]] for a in answers]))
        else:
            lines.append(f"    service : HTTP {m['status']} {json.dumps(m['response'])[:400]}")
    return "\n".join(lines)
