"""Random cases for the writing-mode, scroll-chain and if-needed conformance tests.

Every case is a chain of 1–3 scroll containers, innermost first, around one target:

    {"id", "kind": "flow" | "ifneeded" | "chain", "note",
     "containers": [{"viewport": {width,height}, "contentSize": {width,height},
                     "scrollPadding": {top,right,bottom,left}, "initial": {x,y},   # physical
                     "writingMode", "direction",
                     "frame": {x,y,width,height}}  # ancestors only: the previous container's
                                                    # scrollport in this one's content
                    …],
     "target": {x,y,width,height},                  # in the innermost content, physical
     "margin": {top,right,bottom,left},
     "block", "inline",                             # scrollIntoView's ScrollLogicalPosition
     "ifNeeded": null | {"center": bool}}           # scrollIntoViewIfNeeded(center) instead

Every length is an integer CSS px, the offsets physical (from the content's top-left corner).
The outermost container fits the 1280×1024 window.
"""

from __future__ import annotations

import os
import random

WRITING_MODES = ["horizontal-tb", "vertical-rl", "vertical-lr", "sideways-rl", "sideways-lr"]
DIRECTIONS = ["ltr", "rtl"]
POSITIONS = ["start", "center", "end", "nearest"]
DEFAULT_FLOW_N = 500
DEFAULT_IFNEEDED_N = 150
DEFAULT_CHAIN_N = 250
DEFAULT_SEED = 20261201


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _box(rng: random.Random, hi: int, p_zero: float = 0.4) -> dict:
    return {k: (0 if rng.random() < p_zero else rng.randint(0, hi)) for k in ("top", "right", "bottom", "left")}


def _container(rng: random.Random, vw: tuple[int, int], vh: tuple[int, int], flows: bool) -> dict:
    W, H = rng.randint(*vw), rng.randint(*vh)
    cw = W if rng.random() < 0.15 else W + rng.randint(1, 3 * W)
    ch = H if rng.random() < 0.15 else H + rng.randint(1, 3 * H)
    return {
        "viewport": {"width": W, "height": H},
        "contentSize": {"width": cw, "height": ch},
        "scrollPadding": _box(rng, max(1, min(W, H) // 4)),
        "initial": {"x": rng.randint(0, cw - W), "y": rng.randint(0, ch - H)},
        "writingMode": rng.choice(WRITING_MODES) if flows else "horizontal-tb",
        "direction": rng.choice(DIRECTIONS) if flows else "ltr",
    }


def _target_in(rng: random.Random, c: dict, near_view: bool) -> dict:
    cw, ch = c["contentSize"]["width"], c["contentSize"]["height"]
    w = rng.randint(1, max(1, c["viewport"]["width"] * 3 // 2))
    h = rng.randint(1, max(1, c["viewport"]["height"] * 3 // 2))
    w, h = min(w, cw), min(h, ch)
    if near_view:
        # Around the current view: visible, partly visible, or just outside.
        x = c["initial"]["x"] + rng.randint(-w - 20, c["viewport"]["width"] + 20)
        y = c["initial"]["y"] + rng.randint(-h - 20, c["viewport"]["height"] + 20)
        x, y = max(0, min(x, cw - w)), max(0, min(y, ch - h))
    else:
        x, y = rng.randint(0, cw - w), rng.randint(0, ch - h)
    return {"x": x, "y": y, "width": w, "height": h}


def flow_case(rng: random.Random, cid: str) -> dict:
    c = _container(rng, (80, 600), (80, 600), True)
    return {
        "id": cid, "kind": "flow", "note": f"{c['writingMode']} {c['direction']}", "containers": [c],
        "target": _target_in(rng, c, rng.random() < 0.4), "margin": _box(rng, 20, 0.6),
        "block": rng.choice(POSITIONS), "inline": rng.choice(POSITIONS), "ifNeeded": None,
    }


def ifneeded_case(rng: random.Random, cid: str) -> dict:
    c = _container(rng, (80, 600), (80, 600), rng.random() < 0.5)
    center = rng.random() < 0.5
    return {
        "id": cid, "kind": "ifneeded", "note": f"ifNeeded({str(center).lower()}) {c['writingMode']} {c['direction']}",
        "containers": [c], "target": _target_in(rng, c, rng.random() < 0.8), "margin": _box(rng, 20, 0.6),
        "block": "center" if center else "nearest", "inline": "center" if center else "nearest",
        "ifNeeded": {"center": center},
    }


def chain_case(rng: random.Random, cid: str) -> dict:
    depth = rng.choice([2, 2, 3])
    flows = rng.random() < 0.4
    # Outermost first, each inner one inside the previous one's content.
    outer = _container(rng, (300, 900), (300, 700), flows)
    chain = [outer]
    for _ in range(depth - 1):
        parent = chain[-1]
        pw, ph = parent["contentSize"]["width"], parent["contentSize"]["height"]
        inner = _container(rng, (40, max(40, min(pw, 400))), (40, max(40, min(ph, 400))), flows)
        iw, ih = inner["viewport"]["width"], inner["viewport"]["height"]
        if iw > pw or ih > ph:
            break
        inner["frame_in_parent"] = {"x": rng.randint(0, pw - iw), "y": rng.randint(0, ph - ih)}
        chain.append(inner)
    containers = []
    for i in range(len(chain) - 1, -1, -1):  # innermost first
        c = dict(chain[i])
        pos = c.pop("frame_in_parent", None)
        if containers:
            prev = containers[-1]
            c["frame"] = {**chain[i + 1]["frame_in_parent"],
                          "width": prev["viewport"]["width"], "height": prev["viewport"]["height"]}
        containers.append(c)
        del pos
    inner = containers[0]
    return {
        "id": cid, "kind": "chain", "note": f"chain of {len(containers)}", "containers": containers,
        "target": _target_in(rng, inner, rng.random() < 0.3), "margin": _box(rng, 15, 0.6),
        "block": rng.choice(POSITIONS), "inline": rng.choice(POSITIONS), "ifNeeded": None,
    }


def _frac(rng: random.Random, lo: float, hi: float) -> float:
    """A fractional CSS length as pages have them: tenths, or eighths now and then."""
    v = rng.uniform(lo, hi)
    return round(v * 8) / 8 if rng.random() < 0.3 else round(v, 1)


def dpx_case(rng: random.Random, cid: str) -> dict:
    """One horizontal-tb ltr container with fractional geometry (device-pixel cases: compared
    through `scrollLeft`/`scrollTop`, which is the physical offset in horizontal-tb ltr)."""
    W, H = _frac(rng, 80, 600), _frac(rng, 80, 600)
    cw = W + _frac(rng, 0, 3 * W) if rng.random() < 0.9 else W
    ch = H + _frac(rng, 0, 3 * H) if rng.random() < 0.9 else H
    pad = {k: (0 if rng.random() < 0.5 else _frac(rng, 0, min(W, H) / 4)) for k in ("top", "right", "bottom", "left")}
    c = {"viewport": {"width": W, "height": H}, "contentSize": {"width": cw, "height": ch},
         "scrollPadding": pad, "initial": {"x": _frac(rng, 0, cw - W), "y": _frac(rng, 0, ch - H)},
         "writingMode": "horizontal-tb", "direction": "ltr"}
    w, h = min(_frac(rng, 0.5, W * 1.2), cw), min(_frac(rng, 0.5, H * 1.2), ch)
    t = {"x": _frac(rng, 0, cw - w), "y": _frac(rng, 0, ch - h), "width": w, "height": h}
    margin = {k: (0 if rng.random() < 0.6 else _frac(rng, 0, 20)) for k in ("top", "right", "bottom", "left")}
    return {"id": cid, "kind": "dpx", "note": "fractional", "containers": [c], "target": t, "margin": margin,
            "block": rng.choice(POSITIONS), "inline": rng.choice(POSITIONS), "ifNeeded": None}


def dpx_chain_case(rng: random.Random, cid: str) -> dict:
    """A chain of 2–3 horizontal-tb ltr containers with every length made fractional."""
    case = chain_case(rng, cid)
    frac = lambda v: round(v + rng.choice([0, 0.1, 0.25, 0.3, 0.5, 0.7, 0.875]), 3)  # noqa: E731
    for c in case["containers"]:
        c["writingMode"], c["direction"] = "horizontal-tb", "ltr"
        for key in ("viewport", "contentSize", "initial"):
            c[key] = {a: frac(b) for a, b in c[key].items()}
        c["scrollPadding"] = {a: (frac(b) if b else 0) for a, b in c["scrollPadding"].items()}
    for i, c in enumerate(case["containers"][1:], 1):
        inner = case["containers"][i - 1]["viewport"]
        c["frame"] = {"x": frac(c["frame"]["x"]), "y": frac(c["frame"]["y"]),
                      "width": inner["width"], "height": inner["height"]}
    case["target"] = {a: frac(b) for a, b in case["target"].items()}
    case["kind"], case["note"] = "dpx", "fractional " + case["note"]
    return case


DEVICE_SCALES = [1, 2, 3, 2.625]
DEFAULT_DPX_N = 150


def generate_dpx(n: int | None = None, seed: int | None = None) -> list[dict]:
    """`n` fractional cases (two thirds one container, a third chains), the same for every
    device scale factor."""
    n = env_int("DPX_N", DEFAULT_DPX_N) if n is None else n
    rng = random.Random((env_int("CONFORMANCE_SEED", DEFAULT_SEED) if seed is None else seed) + 1)
    return [dpx_chain_case(rng, f"d{i:04d}") if i % 3 == 2 else dpx_case(rng, f"d{i:04d}") for i in range(n)]


def generate(flow_n: int | None = None, ifneeded_n: int | None = None, chain_n: int | None = None,
             seed: int | None = None) -> list[dict]:
    flow_n = env_int("FLOW_N", DEFAULT_FLOW_N) if flow_n is None else flow_n
    ifneeded_n = env_int("IFNEEDED_N", DEFAULT_IFNEEDED_N) if ifneeded_n is None else ifneeded_n
    chain_n = env_int("CHAIN_N", DEFAULT_CHAIN_N) if chain_n is None else chain_n
    rng = random.Random(env_int("CONFORMANCE_SEED", DEFAULT_SEED) if seed is None else seed)
    cases = [flow_case(rng, f"w{i:04d}") for i in range(flow_n)]
    cases += [ifneeded_case(rng, f"n{i:04d}") for i in range(ifneeded_n)]
    cases += [chain_case(rng, f"c{i:04d}") for i in range(chain_n)]
    return cases
