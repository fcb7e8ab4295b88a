"""The ScrollQuery side of the grid and sticky-section conformance tests: the requests (in the
forms issue 44 fixes), the comparisons (±0.5 px, inside the issue's 1 px) and the report.

* grid probe → `POST /v1/scroll/offset` with the `grid`, `target` `{"index": i}` (or `{"id": i}`:
  a grid without ids has the index ids), `semantics: "css"`; its `contentOffset` against
  Chromium's `scrollLeft`/`scrollTop`.
* section probe → the same with `sections`, `pinnedHeaders` and `target` `{"section", "item"}`
  (a row), or `{"section"}` / `{"section", "item": "header"}` (its header: Chromium aligns a
  sticky header where it is drawn at the starting offset, stuck or pushed out).
* stuck probe → `POST /v1/scroll/visibility` with the sections at the offset; its
  `pinnedHeader` `{"section", "y"}` against the header `position: sticky` holds at the top
  (absent or `null` when no header is pinned).

No request sends `contentSize`: it follows from the grid or the sections.
"""

from __future__ import annotations

import json

from grids_generate import grid_model, header_top, sections_model, stuck_header
from service import post_json as post

TOLERANCE = 0.5


def _offset_request(case: dict, probe: dict) -> dict:
    return {
        "viewport": dict(case["viewport"]),
        "scrollPadding": {"top": case["scrollPadding"]["top"], "bottom": case["scrollPadding"]["bottom"],
                          "left": 0, "right": 0},
        "contentOffset": {"x": 0, "y": probe["initial"]},
        "anchor": {"block": probe["block"], "inline": "nearest"},
        "margin": {"top": probe["margin"]["top"], "bottom": probe["margin"]["bottom"], "left": 0, "right": 0},
        "semantics": "css",
    }


def grid_body(grid: dict) -> dict:
    body = {k: grid[k] for k in ("count", "columns", "itemHeight", "aspectRatio", "spacing", "padding")
            if grid[k] is not None}
    if grid.get("fullSpan"):
        body["fullSpan"] = grid["fullSpan"]
    return body


def sections_body(sections: list[dict]) -> list[dict]:
    """Each section as `{header?, count, itemHeight}` (uniform rows) or `{header?, sizes}`, with
    `spacing` and `footer` when not 0 (a section without a header leaves `header` out)."""
    out = []
    for s in sections:
        body: dict = {"header": s["header"]} if s["header"] else {}
        if s["uniform"]:
            body["count"] = len(s["sizes"])
            body["itemHeight"] = s["sizes"][0] if s["sizes"] else 44
        else:
            body["sizes"] = s["sizes"]
        if s["spacing"]:
            body["spacing"] = s["spacing"]
        if s["footer"]:
            body["footer"] = s["footer"]
        out.append(body)
    return out


def grid_request(case: dict, probe: dict, _measured: dict | None = None) -> dict:
    body = _offset_request(case, probe)
    body["grid"] = grid_body(case["grid"])
    body["target"] = {probe["by"]: probe["index"]}
    return body


def section_request(case: dict, probe: dict, _measured: dict | None = None) -> dict:
    body = _offset_request(case, probe)
    body["sections"] = sections_body(case["sections"])
    body["pinnedHeaders"] = case["pinned"]
    if probe["item"] == "header":  # both spellings of the header, in turn
        body["target"] = {"section": probe["section"]} if probe["initial"] % 2 else {
            "section": probe["section"], "item": "header"}
    else:
        body["target"] = {"section": probe["section"], "item": probe["item"]}
    return body


def frames_request(case: dict, probe: dict, measured: dict) -> dict:
    """The same probe as a flat list of frames (`items`, the target by index) laid out by the
    harness's own model (a grid with an aspect ratio: the target's box and the grid's height as
    Chromium measured them): what the service answered before issue 44. A mismatch here is
    the harness's, not the grid's or the sections'."""
    body = _offset_request(case, probe)
    W = case["viewport"]["width"]
    if "grid" in case and not case["grid"]["itemHeight"]:
        # Aspect ratio: the target as Chromium measured it (1/64 px), alone.
        frames, index, height = [tuple(measured["box"])], 0, measured["contentExact"]
    elif "grid" in case:
        m = grid_model(case["grid"], W)
        frames = [(t, h) for t, h in zip(m["top"], m["height"])]
        index, height = probe["index"], m["contentHeight"]
    else:
        m = sections_model(case["sections"])
        frames = [(t, h) for rows, s in zip(m["row"], case["sections"]) for t, h in zip(rows, s["sizes"])]
        if probe["item"] == "header":
            # A header where it is drawn at the starting offset (stuck or pushed out, when pinned).
            k = probe["section"]
            frames.append((header_top(case["sections"], m, k, probe["initial"], case["pinned"]),
                           case["sections"][k]["header"]))
            index = len(frames) - 1
        else:
            index = sum(len(s["sizes"]) for s in case["sections"][:probe["section"]]) + probe["item"]
        height = m["contentHeight"]
    body["contentSize"] = {"width": W, "height": height}
    body["items"] = [{"id": i, "frame": {"x": 0, "y": t, "width": W, "height": h}} for i, (t, h) in enumerate(frames)]
    body["target"] = {"index": index}
    return body


def visibility_request(case: dict, stuck: dict) -> dict:
    return {"viewport": dict(case["viewport"]), "sections": sections_body(case["sections"]),
            "pinnedHeaders": case["pinned"], "contentOffset": {"x": 0, "y": stuck["offset"]}}


# --- the page laid out what was asked --------------------------------------------------------

def grid_sanity(case: dict, r: dict) -> list[str]:
    if "error" in r:
        return [f"JS error: {r['error']}"]
    W, H = case["viewport"]["width"], case["viewport"]["height"]
    m = grid_model(case["grid"], W)
    want = {"columns": m["columns"], "client": [W, H]}
    if m["exact"]:
        want.update({"scrollSize": [W, max(H, m["contentHeight"])], "contentHeight": m["contentHeight"]})
    problems = [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]
    for p, q in zip(case["probes"], r["probes"]):
        if not m["exact"]:  # aspect ratio: Chromium's 1/64 px lengths drift from the model's
            if abs(q["box"][0] - m["top"][p["index"]]) > 0.02 * len(m["rows"]) + 1 or q["initial"] != p["initial"]:
                problems.append(f"{p['id']}: item {p['index']} at {q['box']} from {q['initial']}, "
                                f"want about {m['top'][p['index']]} from {p['initial']}")
            continue
        box = [m["top"][p["index"]], m["height"][p["index"]]]
        if q["box"] != box or q["initial"] != p["initial"]:
            problems.append(f"{p['id']}: item {p['index']} at {q['box']} from {q['initial']}, "
                            f"want {box} from {p['initial']}")
    return problems


def sections_sanity(case: dict, r: dict) -> list[str]:
    if "error" in r:
        return [f"JS error: {r['error']}"]
    W, H = case["viewport"]["width"], case["viewport"]["height"]
    m = sections_model(case["sections"])
    want = {"client": [W, H], "scrollSize": [W, max(H, m["contentHeight"])],
            "blocks": [[t, b - t] for t, b in zip(m["top"], m["bottom"])]}
    problems = [f"{k}: got {r.get(k)}, want {w}" for k, w in want.items() if r.get(k) != w]
    for p, q in zip(case["probes"], r["probes"]):
        k, j = p["section"], p["item"]
        if j == "header":
            box = [header_top(case["sections"], m, k, p["initial"], case["pinned"]), case["sections"][k]["header"]]
        else:
            box = [m["row"][k][j], case["sections"][k]["sizes"][j]]
        if q["box"] != box or q["initial"] != p["initial"]:
            problems.append(f"{p['id']}: {j} of section {k} at {q['box']} from {q['initial']}, "
                            f"want {box} from {p['initial']}")
    for p, q in zip(case["stuck"], r["stuck"]):
        if q["offset"] != p["offset"] or len(q["spanning"]) > 1:
            problems.append(f"{p['id']}: offset {q['offset']} (want {p['offset']}), spanning {q['spanning']}")
        elif case["pinned"]:
            # The harness's own model of sticky positioning must agree with what it measured.
            expected = stuck_header(case["sections"], m, p["offset"])
            got = q["spanning"][0] if q["spanning"] and q["spanning"][0]["y"] is not None else None
            if expected != got:
                problems.append(f"{p['id']}: stuck {got}, the model says {expected}")
    return problems


def browser_pinned(case: dict, q: dict) -> dict | None:
    """What Chromium shows stuck at the top: the section spanning the top edge and its header's
    viewport y, or None without sticky headers (or with no section there)."""
    if not case["pinned"] or not q["spanning"] or q["spanning"][0]["y"] is None:
        return None
    return q["spanning"][0]


# --- comparisons ----------------------------------------------------------------------------

def _offset(status: int, resp) -> list | None:
    if status == 200 and isinstance(resp, dict):
        off = resp.get("contentOffset")
        if isinstance(off, dict) and all(isinstance(off.get(k), (int, float)) for k in "xy"):
            return [off["x"], off["y"]]
    return None


def _compare_offsets(cases: list[dict], results: dict, base_url: str, build, which=lambda probe: True,
                     tolerance: float = TOLERANCE) -> list[dict]:
    mismatches = []
    for case in cases:
        for probe, r in zip(case["probes"], results[case["id"]]["probes"]):
            if not which(probe):
                continue
            body = build(case, probe, {**r, "contentExact": results[case["id"]].get("contentExact")})
            status, resp = post(base_url, "/v1/scroll/offset", body)
            got, want = _offset(status, resp), r["result"]
            if got is None or any(abs(g - w) > tolerance for g, w in zip(got, want)):
                mismatches.append({"case": probe["id"], "kind": "offset", "request": body, "browser": want,
                                   "service": got, "status": status, "response": resp})
    return mismatches


def has_aspect_ratio(case: dict) -> bool:
    return case["grid"]["aspectRatio"] is not None


def compare_grids(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    """The grids whose items have a height: every block length a whole pixel (±0.5 px)."""
    return _compare_offsets([c for c in cases if not has_aspect_ratio(c)], results, base_url, grid_request)


def compare_aspect_grids(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    """The grids whose items take `aspect-ratio`: Chromium lays them out in 1/64 px, and so
    does the service under `semantics: "css"` (ScrollCore's `LayoutUnitGrid`), so the bound is
    the same ±0.5 px."""
    return _compare_offsets([c for c in cases if has_aspect_ratio(c)], results, base_url, grid_request)


def is_header(probe: dict) -> bool:
    return probe.get("item") == "header"


def compare_section_offsets(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    """The row probes."""
    return _compare_offsets(cases, results, base_url, section_request, lambda p: not is_header(p))


def compare_header_offsets(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    """The header probes: Chromium aligns a sticky header where it is drawn at the starting
    offset (stuck at the top, or pushed out), not where it sits in the flow."""
    return _compare_offsets(cases, results, base_url, section_request, is_header)


def compare_frames(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    """Every probe as plain `items` (see `frames_request`)."""
    return _compare_offsets(cases, results, base_url, frames_request)


def service_pinned(status: int, resp) -> tuple[bool, dict | None]:
    """(answered, pinnedHeader as {"section", "y"} or None)."""
    if status != 200 or not isinstance(resp, dict):
        return False, None
    p = resp.get("pinnedHeader")
    if p is None:
        return True, None
    if isinstance(p, dict) and isinstance(p.get("section"), int) and isinstance(p.get("y"), (int, float)):
        return True, {"section": p["section"], "y": p["y"]}
    return False, None


def compare_stuck(cases: list[dict], results: dict, base_url: str) -> list[dict]:
    mismatches = []
    for case in cases:
        for probe, r in zip(case["stuck"], results[case["id"]]["stuck"]):
            body = visibility_request(case, probe)
            status, resp = post(base_url, "/v1/scroll/visibility", body)
            ok, got = service_pinned(status, resp)
            want = browser_pinned(case, r)
            if got is None or want is None:
                same = ok and got is None and want is None
            else:
                same = got["section"] == want["section"] and abs(got["y"] - want["y"]) <= TOLERANCE
            if not same:
                mismatches.append({"case": probe["id"], "kind": "pinnedHeader", "request": body, "browser": want,
                                   "service": got, "status": status, "response": resp})
    return mismatches


def count_probes(grids: list[dict], sections: list[dict]) -> dict:
    return {"grid offsets": sum(len(c["probes"]) for c in grids if not has_aspect_ratio(c)),
            "aspect-ratio grid offsets": sum(len(c["probes"]) for c in grids if has_aspect_ratio(c)),
            "section offsets": sum(1 for c in sections for p in c["probes"] if not is_header(p)),
            "header offsets": sum(1 for c in sections for p in c["probes"] if is_header(p)),
            "pinned headers": sum(len(c["stuck"]) for c in sections)}


def format_mismatches(kind: str, mismatches: list[dict], total: int, limit: int = 20) -> str:
    lines = [f"{len(mismatches)} of {total} {kind} differ from Chromium:"]
    for m in mismatches[:limit]:
        lines.append(f"--- {m['case']}: chromium {m['browser']} service {m['service']} (HTTP {m['status']})")
        lines.append(f"    request : {json.dumps(m['request'], separators=(',', ':'))[:3000]}")
        if m["service"] is None:
            resp = m["response"] if isinstance(m["response"], str) else json.dumps(m["response"])
            lines.append(f"    response: {resp[:600]}")
    return "\n".join(lines)
