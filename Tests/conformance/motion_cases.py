"""Seeded random cases for the motion conformance: cubic-bézier easing samples and CSS Scroll Snap
layouts (see motion_browser.py for how Chromium runs them, motion_service.py for the requests).

Env: MOTION_EASING_N (curves, default 40, 6 times each → 240 samples + the named curves),
MOTION_SNAP_N (layouts, default 200, each a scrollTo and a scrollBy → 400 comparisons),
MOTION_SNAP2D_N (two-axis layouts, default 100, each a scrollTo and a scrollBy),
MOTION_AXES_N (two-axis lists, grids, feeds, covering and nested layouts: default 50 of each of
the six families, each a scrollTo and a scrollBy),
MOTION_SEED (default 20261130).
"""

from __future__ import annotations

import os
import random

DEFAULT_EASING_N = 40
DEFAULT_SNAP_N = 200
DEFAULT_SNAP2D_N = 100
DEFAULT_SEED = 20261130
TIMES_PER_CURVE = 6
NAMED = {"linear": "linear", "ease": "ease", "easeIn": "ease-in", "easeOut": "ease-out", "easeInOut": "ease-in-out"}


def _env(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default


def easing_cases(n: int | None = None, seed: int | None = None) -> list[dict]:
    rng = random.Random((seed if seed is not None else _env("MOTION_SEED", DEFAULT_SEED)) + 1)
    n = n if n is not None else _env("MOTION_EASING_N", DEFAULT_EASING_N)
    cases = []
    for name, css in NAMED.items():
        cases.append({"id": f"named-{name}", "curve": name, "easing": css,
                      "times": [0, 1, 100, 250, 333, 500, 667, 750, 900, 999, 1000]})
    for i in range(n):
        x1, x2 = round(rng.random(), 3), round(rng.random(), 3)
        y1, y2 = round(rng.uniform(-1, 2), 3), round(rng.uniform(-1, 2), 3)
        times = sorted(rng.sample(range(1, 1000), TIMES_PER_CURVE))
        cases.append({"id": f"b{i:04d}", "curve": {"cubicBezier": [x1, y1, x2, y2]},
                      "easing": f"cubic-bezier({x1}, {y1}, {x2}, {y2})", "times": times})
    return cases


def snap_cases(n: int | None = None, seed: int | None = None) -> list[dict]:
    """Random vertical layouts: 3–10 items stacked with gaps (some overlapping the next, some
    taller than the viewport), random block alignment and margins, padding, strictness."""
    rng = random.Random(seed if seed is not None else _env("MOTION_SEED", DEFAULT_SEED))
    n = n if n is not None else _env("MOTION_SNAP_N", DEFAULT_SNAP_N)
    cases = []
    for i in range(n):
        vw, vh = rng.choice([200, 240, 300]), rng.randrange(150, 401, 10)
        pad = {"top": rng.choice([0, 0, 10, 25, 40]), "left": 0,
               "bottom": rng.choice([0, 0, 15, 30]), "right": 0}
        items, y = [], rng.choice([0, 20, 50])
        for j in range(rng.randrange(3, 11)):
            h = rng.choice([40, 60, 80, 100, 120, 150]) if rng.random() > 0.12 else rng.randrange(vh, 2 * vh + 200, 10)
            x = rng.choice([0, 0, 0, 20, vw + 30])
            items.append({
                "id": f"i{j}",
                "frame": {"x": x, "y": y, "width": rng.choice([50, 100, vw]), "height": h},
                "margin": {"top": rng.choice([0, 0, 0, 10, 30]), "left": 0,
                           "bottom": rng.choice([0, 0, 20]), "right": 0},
                "snapAlign": rng.choice(["start", "start", "center", "end", "none"]),
            })
            y += h + rng.choice([0, 10, 30, 90, 200])
        content_h = y + rng.choice([0, 50, 300])
        max_top = max(0, content_h - vh)
        case = {
            "id": f"s{i:04d}",
            "type": rng.choice(["mandatory", "mandatory", "proximity"]),
            "viewport": {"width": vw, "height": vh},
            "contentSize": {"width": vw, "height": content_h},
            "scrollPadding": pad,
            "items": items,
            "initial": rng.randrange(0, max_top + 1),
            "proposed": rng.randrange(-50, max_top + 60),
            "delta": rng.choice([-1, 1]) * rng.randrange(1, max(2, vh)),
        }
        cases.append(case)
    return cases


def snap2d_cases(n: int | None = None, seed: int | None = None) -> list[dict]:
    """Random two-axis layouts (`scroll-snap-type: both`): 2–7 items scattered over the
    content, each with its own block and inline alignment; a `scrollTo({left, top})` target and
    a `scrollBy({left, top})` delta."""
    rng = random.Random((seed if seed is not None else _env("MOTION_SEED", DEFAULT_SEED)) + 2)
    n = n if n is not None else _env("MOTION_SNAP2D_N", DEFAULT_SNAP2D_N)
    names = ["start", "center", "end", "none"]
    cases = []
    for i in range(n):
        vw, vh = rng.choice([200, 250, 300]), rng.choice([150, 200, 260])
        cw, ch = rng.choice([600, 900, 1400]), rng.choice([600, 900, 1400])
        items = []
        for j in range(rng.randrange(2, 8)):
            items.append({
                "id": f"i{j}",
                "frame": {"x": rng.randrange(0, cw - 50, 10), "y": rng.randrange(0, ch - 50, 10),
                          "width": rng.choice([50, 100, 150, 350]), "height": rng.choice([50, 100, 150, 300])},
                "margin": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                "snapAlign": {"x": rng.choice(names), "y": rng.choice(names)},
            })
        cases.append({
            "id": f"d{i:04d}",
            "type": rng.choice(["mandatory", "proximity"]),
            "viewport": {"width": vw, "height": vh},
            "contentSize": {"width": cw, "height": ch},
            "scrollPadding": {"top": 0, "left": 0, "bottom": 0, "right": 0},
            "items": items,
            "proposed": [rng.randrange(-20, cw), rng.randrange(-20, ch)],
            "delta": [rng.randrange(-300, 300), rng.randrange(-300, 300)],
        })
    return cases


AXES_FAMILIES = ("vlist", "hlist", "grid", "feed", "large", "nested")
DEFAULT_AXES_N = 50


def _zero_box() -> dict:
    return {"top": 0, "left": 0, "bottom": 0, "right": 0}


def _area(j: int, x: float, y: float, w: float, h: float, ax: str, ay: str, margin: dict | None = None) -> dict:
    return {"id": f"i{j}", "frame": {"x": x, "y": y, "width": w, "height": h},
            "margin": margin or _zero_box(), "snapAlign": {"x": ax, "y": ay}}


def _list_items(rng: random.Random, cross: int, port: int) -> tuple[list[dict], int]:
    """A list along its main axis, as (main start, main length, cross start, cross length,
    main align, cross align, margin before/after) rows; some rows longer than the snapport."""
    rows, pos = [], rng.choice([0, 0, 12, 40])
    main_align = rng.choice(["start", "start", "center", "end", "mixed"])
    cross_align = rng.choice(["start", "start", "center", "end", "mixed"])
    names = ["start", "center", "end"]
    for j in range(rng.randrange(8, 61)):
        length = rng.choice([44, 44, 60, 88, 120, 200, 300]) if rng.random() > 0.1 else rng.randrange(port, 2 * port + 150, 10)
        inset = 0 if rng.random() < 0.8 else rng.choice([8, 16])
        rows.append({
            "start": pos, "length": length, "cross": inset, "crossLength": cross - 2 * inset,
            "main": rng.choice(names + ["none"] * (rng.random() < 0.1)) if main_align == "mixed" else main_align,
            "crossAlign": rng.choice(names) if cross_align == "mixed" else cross_align,
            "margin": (rng.choice([0, 0, 0, 8]), rng.choice([0, 0, 0, 8])),
        })
        pos += length + rng.choice([0, 0, 0, 1, 8, 16])
    return rows, pos + rng.choice([0, 0, 20])


def _axes_case(rng: random.Random, family: str, i: int) -> dict:
    pad = _zero_box()
    items = []
    if family in ("vlist", "hlist"):
        # A list whose content is exactly as wide (tall) as the viewport: the cross axis cannot
        # scroll, yet `scroll-snap-type: both` snaps on it too.
        vw, vh = rng.choice([240, 320, 390]), rng.choice([300, 480, 700])
        if family == "hlist":
            vw, vh = rng.choice([320, 600, 900]), rng.choice([160, 220, 300])
        main_port, cross = (vh, vw) if family == "vlist" else (vw, vh)
        if rng.random() < 0.4:
            pad = {"top": rng.choice([0, 20, 47]), "bottom": rng.choice([0, 34]), "left": rng.choice([0, 0, 10]), "right": 0}
        port = main_port - (pad["top"] + pad["bottom"] if family == "vlist" else pad["left"] + pad["right"])
        rows, length = _list_items(rng, cross, port)
        for j, r in enumerate(rows):
            before, after = r["margin"]
            if family == "vlist":
                items.append(_area(j, r["cross"], r["start"], r["crossLength"], r["length"], r["crossAlign"], r["main"],
                                   {"top": before, "left": 0, "bottom": after, "right": 0}))
            else:
                items.append(_area(j, r["start"], r["cross"], r["length"], r["crossLength"], r["main"], r["crossAlign"],
                                   {"top": 0, "left": before, "bottom": 0, "right": after}))
        size = {"width": vw, "height": max(vh, length)} if family == "vlist" else {"width": max(vw, length), "height": vh}
    elif family == "grid":
        vw, vh = rng.choice([300, 390, 600]), rng.choice([300, 500, 700])
        cw, ch = rng.choice([80, 100, 150, 200]), rng.choice([80, 100, 150, 200])
        gap = rng.choice([0, 0, 8, 20])
        cols, nrows = rng.randrange(2, 9), rng.randrange(3, 16)
        ax, ay = rng.choice(["start", "start", "center", "end"]), rng.choice(["start", "start", "center", "end"])
        j = 0
        for r in range(nrows):
            for c in range(cols):
                items.append(_area(j, c * (cw + gap), r * (ch + gap), cw, ch, ax, ay))
                j += 1
        size = {"width": max(vw, cols * (cw + gap) - gap), "height": max(vh, nrows * (ch + gap) - gap)}
    elif family == "feed":
        # A vertical feed of posts as wide as the viewport, with rows of cards (carousels)
        # running off to the right: only those rows make the content wider than the viewport.
        vw, vh = rng.choice([320, 390]), rng.choice([480, 700, 844])
        y, j, width = 0, 0, vw
        card_align = rng.choice(["start", "center"])
        post_x = rng.choice(["start", "start", "none"])
        for _ in range(rng.randrange(4, 16)):
            if rng.random() < 0.35:
                cw, chh, gap = rng.choice([150, 240, 300]), rng.choice([120, 200]), rng.choice([8, 12, 16])
                x = rng.choice([0, 16])
                row_align = rng.choice(["start", "none"]) if rng.random() < 0.5 else "start"
                for _ in range(rng.randrange(3, 9)):
                    items.append(_area(j, x, y, cw, chh, card_align, row_align)); j += 1
                    x += cw + gap
                width = max(width, x - gap + rng.choice([0, 16]))
                y += chh + rng.choice([0, 8, 16])
            else:
                h = rng.choice([60, 120, 250, 400]) if rng.random() > 0.1 else rng.randrange(vh, 2 * vh, 10)
                items.append(_area(j, 0, y, vw, h, post_x, rng.choice(["start", "start", "center", "end"]))); j += 1
                y += h + rng.choice([0, 8, 16])
        size = {"width": width, "height": max(vh, y)}
    elif family == "nested":
        # Sections that are snap areas themselves (some taller or wider than the snapport),
        # each holding a few cards that snap too: areas nested in areas, ties between them.
        vw, vh = rng.choice([300, 390]), rng.choice([300, 450, 600])
        names = ["start", "center", "end"]
        y, j, width = 0, 0, vw
        for _ in range(rng.randrange(2, 7)):
            sw = rng.choice([vw, vw, vw + rng.choice([100, 300])])
            sh = rng.choice([200, 300, vh, vh + 200, 2 * vh])
            items.append(_area(j, 0, y, sw, sh, rng.choice(names + ["none"]), rng.choice(names))); j += 1
            for _ in range(rng.randrange(1, 5)):
                w, h = rng.choice([60, 100, 150]), rng.choice([50, 100, 150])
                x = rng.randrange(0, max(1, sw - w), 10)
                yy = y + rng.randrange(0, max(1, sh - h), 10)
                items.append(_area(j, x, yy, w, h, rng.choice(names), rng.choice(names))); j += 1
            width = max(width, sw)
            y += sh + rng.choice([0, 0, 20])
        size = {"width": width, "height": max(vh, y)}
    else:  # "large": areas larger than the snapport on one axis, among smaller ones
        vw, vh = rng.choice([250, 300, 390]), rng.choice([200, 300, 450])
        cw, ch = rng.choice([vw, 600, 1200]), rng.choice([vh, 900, 1600])
        names = ["start", "center", "end"]
        for j in range(rng.randrange(3, 10)):
            kind = rng.random()
            if kind < 0.35:  # wider than the snapport
                w, h = rng.randrange(vw, max(vw + 10, cw + 1), 10), rng.choice([60, 100, 150])
            elif kind < 0.7:  # taller than the snapport
                w, h = rng.choice([60, 100, 150]), rng.randrange(vh, max(vh + 10, ch + 1), 10)
            else:
                w, h = rng.choice([50, 100, 150]), rng.choice([50, 100, 150])
            x = rng.randrange(0, max(1, cw - min(w, cw) + 1), 10)
            y = rng.randrange(0, max(1, ch - min(h, ch) + 1), 10)
            items.append(_area(j, x, y, w, h, rng.choice(names), rng.choice(names)))
        size = {"width": cw, "height": ch}
    v = {"width": vw, "height": vh}
    max_x, max_y = max(0, size["width"] - vw), max(0, size["height"] - vh)
    return {
        "id": f"{family[0]}{i:04d}",
        "family": family,
        "type": rng.choice(["mandatory", "mandatory", "proximity"]),
        "viewport": v, "contentSize": size, "scrollPadding": pad, "items": items,
        "start": [rng.randrange(0, max_x + 1), rng.randrange(0, max_y + 1)],
        # An axis that cannot scroll is mostly sent as 0 (`scrollTo({left: 0, top})`), sometimes
        # off by a little; a `scrollBy` mostly leaves it alone.
        "proposed": [_target(rng, max_x), _target(rng, max_y)],
        "delta": [_step(rng, max_x), _step(rng, max_y)],
    }


def _target(rng: random.Random, max_offset: int) -> int:
    if max_offset == 0:
        return rng.choice([0, 0, 0, rng.randrange(-20, 40)])
    return rng.randrange(-20, max_offset + 40)


def _step(rng: random.Random, max_offset: int) -> int:
    if max_offset == 0:
        return rng.choice([0, 0, 0, rng.randrange(-50, 50)])
    return rng.randrange(-400, 400)


def snap_axes_cases(n: int | None = None, seed: int | None = None) -> list[dict]:
    """`scroll-snap-type: both` on real layouts, `n` of each family: vertical and horizontal
    lists whose cross axis cannot scroll (`vlist`, `hlist`), grids (`grid`), feeds with rows of
    cards running off the side (`feed`), areas larger than the snapport on one axis (`large`),
    sections that snap holding cards that snap (`nested`).
    Each starts at its `start` offset, then a `scrollTo({left, top})` and a `scrollBy` from there."""
    rng = random.Random((seed if seed is not None else _env("MOTION_SEED", DEFAULT_SEED)) + 3)
    n = n if n is not None else _env("MOTION_AXES_N", DEFAULT_AXES_N)
    return [_axes_case(rng, family, i) for i in range(n) for family in AXES_FAMILIES]
