"""Random cases for the list conformance tests (visibility and scroll anchoring).

Visibility case (`v0000…`): one scroll container, absolutely positioned items inside its
content box, an offset within the range, a threshold-free comparison of ratios:

    {"id", "viewport": {w,h}, "contentSize": {w,h}, "offset": {x,y},
     "insets": {top,left,bottom,right} | None,     # None: region "viewport"; else "safeArea",
                                                   # modelled in the page by IntersectionObserver
                                                   # rootMargin = -insets
     "items": [{"x","y","width","height"}]}        # content order = DOM order

Anchoring case (`a0000…`): a scroll container whose children are a normal-flow column of rows
(heights only), a scroll-padding-top, an initial scrollTop, and one change:

    {"id", "viewport": {w,h}, "paddingTop", "initial", "rows": [h…],
     "change": {"op": "insert", "at": i, "heights": [h…]}
             | {"op": "remove", "at": i, "count": n}
             | {"op": "resize", "at": i, "height": h}}

Changes are mostly above the optimal viewing region (the case the issue names), some anywhere
below the anchor, and the initial offset is sometimes 0 (no anchoring: suppression trigger)
and sometimes the maximum. All lengths are integer CSS px.
"""

from __future__ import annotations

import os
import random

DEFAULT_VISIBILITY_N = 320
DEFAULT_ANCHORING_N = 240
DEFAULT_SEED = 20261130


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def visibility_case(rng: random.Random, cid: str) -> dict:
    W, H = rng.randint(100, 500), rng.randint(100, 600)
    CW = W if rng.random() < 0.6 else rng.randint(W, 3 * W)
    CH = rng.choice([rng.randint(50, H), rng.randint(H, 5 * H), rng.randint(H, 5 * H)])
    CH = max(CH, 1)
    MX, MY = max(0, CW - W), max(0, CH - H)
    r = rng.random()
    sy = 0 if r < 0.1 else MY if r < 0.2 else rng.randint(0, MY)
    sx = 0 if MX == 0 or rng.random() < 0.5 else rng.randint(0, MX)
    items = []
    for _ in range(rng.randint(1, 25)):
        kind = rng.random()
        if kind < 0.08:
            w, h = 0, 0
        elif kind < 0.14:
            w, h = rng.randint(1, CW), 0
        elif kind < 0.18:
            w, h = 0, rng.randint(1, CH)
        else:
            w, h = rng.randint(1, CW), rng.randint(1, max(1, min(CH, 2 * H)))
        # Near the view most of the time, so that partial overlaps are common.
        if rng.random() < 0.7:
            y = rng.randint(max(0, sy - h), max(0, min(CH - h, sy + H)))
        else:
            y = rng.randint(0, CH - h)
        x = rng.randint(0, CW - w)
        items.append({"x": x, "y": y, "width": w, "height": h})
    insets = None
    if rng.random() < 0.35:
        insets = {"top": rng.randint(0, H // 3), "left": rng.randint(0, W // 4) if rng.random() < 0.3 else 0,
                  "bottom": rng.randint(0, H // 3), "right": 0}
    return {"id": cid, "viewport": {"width": W, "height": H}, "contentSize": {"width": CW, "height": CH},
            "offset": {"x": sx, "y": sy}, "insets": insets, "items": items}


def anchoring_case(rng: random.Random, cid: str) -> dict:
    W, H = rng.randint(150, 400), rng.randint(150, 600)
    rows = [rng.randint(1, 160) for _ in range(rng.randint(8, 40))]
    total = sum(rows)
    if total <= H:
        rows.append(H + rng.randint(1, 400) - total)
        total = sum(rows)
    padding = 0 if rng.random() < 0.5 else rng.randint(1, H // 2)
    M = total - H
    r = rng.random()
    initial = 0 if r < 0.1 else M if r < 0.2 else rng.randint(1, M)
    # Rows entirely above the optimal viewing region [initial + padding, initial + H).
    tops = [sum(rows[:i]) for i in range(len(rows))]
    above = [i for i in range(len(rows)) if tops[i] + rows[i] <= initial + padding]
    anywhere = rng.random() < 0.2 or not above
    pool = list(range(len(rows))) if anywhere else above
    at = rng.choice(pool)
    op = rng.choice(["insert", "insert", "remove", "resize", "resize"])
    if op == "insert":
        change = {"op": "insert", "at": at, "heights": [rng.randint(1, 200) for _ in range(rng.randint(1, 5))]}
    elif op == "remove":
        n = 1 if anywhere else rng.randint(1, max(1, sum(1 for i in above if i >= at)))
        n = min(n, len(rows) - at)
        change = {"op": "remove", "at": at, "count": n}
    else:
        change = {"op": "resize", "at": at, "height": rng.randint(0, 300)}
    return {"id": cid, "viewport": {"width": W, "height": H}, "paddingTop": padding, "initial": initial,
            "rows": rows, "change": change}


def generate(nv: int | None = None, na: int | None = None, seed: int | None = None) -> tuple[list, list]:
    nv = env_int("LISTS_VISIBILITY_N", DEFAULT_VISIBILITY_N) if nv is None else nv
    na = env_int("LISTS_ANCHORING_N", DEFAULT_ANCHORING_N) if na is None else na
    seed = env_int("CONFORMANCE_SEED", DEFAULT_SEED) if seed is None else seed
    rng = random.Random(seed)
    vis = [visibility_case(rng, f"v{i:04d}") for i in range(nv)]
    anc = [anchoring_case(rng, f"a{i:04d}") for i in range(na)]
    return vis, anc


def rows_after(case: dict) -> tuple[list[int], list[int | None]]:
    """The row heights after the change, and for each row before, its index after (None: removed).

    New rows get index positions too; ids are assigned by the service side from these maps.
    """
    rows, c = list(case["rows"]), case["change"]
    mapping: list[int | None] = list(range(len(rows)))
    if c["op"] == "insert":
        n = len(c["heights"])
        rows[c["at"]:c["at"]] = c["heights"]
        mapping = [i if i < c["at"] else i + n for i in range(len(case["rows"]))]
    elif c["op"] == "remove":
        del rows[c["at"]:c["at"] + c["count"]]
        mapping = [i if i < c["at"] else None if i < c["at"] + c["count"] else i - c["count"]
                   for i in range(len(case["rows"]))]
    else:
        rows[c["at"]] = c["height"]
    return rows, mapping
