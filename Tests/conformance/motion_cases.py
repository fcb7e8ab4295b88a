"""Seeded random cases for the motion conformance: cubic-bézier easing samples and CSS Scroll Snap
layouts (see motion_browser.py for how Chromium runs them, motion_service.py for the requests).

Env: MOTION_EASING_N (curves, default 40, 6 times each → 240 samples + the named curves),
MOTION_SNAP_N (layouts, default 200, each a scrollTo and a scrollBy → 400 comparisons),
MOTION_SNAP2D_N (two-axis layouts, default 100, each a scrollTo and a scrollBy),
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
