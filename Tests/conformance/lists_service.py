"""The ScrollQuery side of the list conformance tests: requests, comparison, report."""

from __future__ import annotations

import json

from lists_generate import rows_after
from service import post_json as post

RATIO_TOLERANCE = 0.01
OFFSET_TOLERANCE = 0.5


def visibility_request(case: dict) -> dict:
    body = {
        "viewport": case["viewport"],
        "contentSize": case["contentSize"],
        "contentOffset": case["offset"],
        "items": [{"id": i, "frame": f} for i, f in enumerate(case["items"])],
        "threshold": 0,
    }
    if case["insets"]:
        body["contentInsets"] = case["insets"]
        body["region"] = "safeArea"
    return body


def _frames(rows: list[int], width: int, ids: list) -> list[dict]:
    out, y = [], 0
    for h, i in zip(rows, ids):
        out.append({"id": i, "frame": {"x": 0, "y": y, "width": width, "height": h}})
        y += h
    return out


def transition_request(case: dict) -> dict:
    W, H = case["viewport"]["width"], case["viewport"]["height"]
    before_rows = case["rows"]
    after_rows, mapping = rows_after(case)
    after_ids: list = [None] * len(after_rows)
    for old, new in enumerate(mapping):
        if new is not None:
            after_ids[new] = old
    after_ids = [i if i is not None else f"new{k}" for k, i in enumerate(after_ids)]
    return {
        "before": {
            "viewport": {"width": W, "height": H},
            "contentSize": {"width": W, "height": sum(before_rows)},
            "scrollPadding": {"top": case["paddingTop"]},
            "contentOffset": {"x": 0, "y": case["initial"]},
            "items": _frames(before_rows, W, list(range(len(before_rows)))),
        },
        "after": {
            "contentSize": {"width": W, "height": sum(after_rows)},
            "items": _frames(after_rows, W, after_ids),
        },
        "keep": "auto",
        "semantics": "css",
    }


def anchoring_sanity(case: dict, r: dict) -> list[str]:
    if "error" in r:
        return [f"JS error: {r['error']}"]
    want = {"initial": case["initial"], "client": [case["viewport"]["width"], case["viewport"]["height"]],
            "scrollHeight": sum(case["rows"]), "scrollHeightAfter": max(sum(rows_after(case)[0]),
                                                                         case["viewport"]["height"])}
    return [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]


def visibility_sanity(case: dict, r: dict) -> list[str]:
    want = {"offset": [case["offset"]["x"], case["offset"]["y"]],
            "client": [case["viewport"]["width"], case["viewport"]["height"]]}
    return [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]


def compare_visibility(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    mismatches = []
    for case in cases:
        body = visibility_request(case)
        status, resp = post(base_url, "/v1/scroll/visibility", body)
        browser = results[case["id"]]["ratios"]
        got = None
        if status == 200 and isinstance(resp, dict) and isinstance(resp.get("items"), list):
            shown = {it["id"]: it["visibleFraction"] for it in resp["items"]}
            got = [shown.get(i, 0) for i in range(len(case["items"]))]
        if got is None or any(abs(g - b) > RATIO_TOLERANCE for g, b in zip(got, browser)):
            mismatches.append({"case": case["id"], "request": body, "browser": browser, "service": got,
                               "status": status, "response": resp})
    return mismatches


def compare_anchoring(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    mismatches = []
    for case in cases:
        body = transition_request(case)
        status, resp = post(base_url, "/v1/scroll/transition", body)
        want = results[case["id"]]["result"]
        got = None
        if status == 200 and isinstance(resp, dict) and isinstance(resp.get("contentOffset"), dict):
            got = resp["contentOffset"].get("y")
        if not isinstance(got, (int, float)) or abs(got - want) > OFFSET_TOLERANCE:
            mismatches.append({"case": case["id"], "change": case["change"], "request": body,
                               "browser": want, "service": got, "status": status, "response": resp})
    return mismatches


def format_mismatches(kind: str, mismatches: list[dict], total: int) -> str:
    lines = [f"{len(mismatches)} of {total} {kind} cases differ from Chromium:"]
    for m in mismatches[:20]:
        lines.append(f"--- {m['case']}: chromium {m['browser']} service {m['service']} "
                     f"(HTTP {m['status']}) {json.dumps(m.get('change', ''))}")
        lines.append(f"    request : {json.dumps(m['request'], separators=(',', ':'))[:2000]}")
        if m["service"] is None:
            lines.append(f"    response: {str(m['response'])[:500]}")
    return "\n".join(lines)

