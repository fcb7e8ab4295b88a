"""Random cases for the grid and sticky-section conformance tests (issue 44).

Grid layout (`g0000…`): one scroll container holding a CSS grid (`display: grid`) of `count`
items, its own padding, `gap`, and columns either `repeat(n, 1fr)` or
`repeat(auto-fill, minmax(w, 1fr))`; every item is `itemHeight` high, the full-span items
(`grid-column: 1 / -1`) `fullSpanHeight`; rows are `grid-auto-rows: auto` (as tall as their
tallest item). Four probes per layout, one per block alignment, each a `scrollIntoView` of one
item from its own starting `scrollTop`, some with a `scroll-margin`:

    {"id", "viewport": {w,h}, "scrollPadding": {top,bottom},
     "grid": {"count", "columns": n | {"minimumWidth": w}, "itemHeight" | None, "aspectRatio" | None,
              "spacing": {"row", "column"}, "padding": {top,bottom,left,right},
              "fullSpan": {"indexes": [...], "height"} | None},
     "probes": [{"id", "index", "by": "index" | "id", "block", "initial", "margin": {top,bottom}}]}

Section layout (`s0000…`): one scroll container holding one block per section: a header
(`position: sticky; top: 0` when `pinned`, else static) followed by the section's rows
(`spacing` apart), then the footer if any. Probes: `scrollIntoView` of a row (four, one per
alignment) and of a header (one, often while it is stuck), and `scrollTop` set to an offset at
which the stuck header is read (four; half of them just above a section's end, where the next
section pushes the header out):

    {"id", "viewport": {w,h}, "scrollPadding": {top,bottom}, "pinned": bool,
     "sections": [{"header", "sizes": [...], "uniform", "spacing", "footer"}],  # header/footer 0: none
     "probes": [{"id", "section", "item": j | "header", "block", "initial", "margin": {top,bottom}}],
     "stuck": [{"id", "offset"}]}

A `uniform` section is sent as `count` and `itemHeight`, the others as `sizes`.

All lengths are integer CSS px. `grid_model` and `sections_model` give the geometry CSS lays
out (the harness checks the page against them before any answer is compared).
"""

from __future__ import annotations

import os
import random
from typing import Any

DEFAULT_GRIDS_N = 150
DEFAULT_STICKY_N = 150
DEFAULT_SEED = 20261207
ALIGNMENTS = ("start", "center", "end", "nearest")
ASPECT_SHARE = 0.15  # grids whose items take `aspect-ratio` instead of a height


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _pad(rng: random.Random, hi: int) -> int:
    return 0 if rng.random() < 0.4 else rng.randint(1, hi)


# --- geometry -------------------------------------------------------------------------------

def grid_columns(grid: dict, width: int) -> int:
    """The column count CSS resolves: `repeat(n, 1fr)` gives n; `repeat(auto-fill,
    minmax(w, 1fr))` gives max(1, floor((available + gap) / (w + gap))) (css-grid-1 §7.2.3.2),
    with `available` the grid's content-box width."""
    cols = grid["columns"]
    if isinstance(cols, int):
        return cols
    p, gap = grid["padding"], grid["spacing"]["column"]
    available = width - p["left"] - p["right"]
    return max(1, (available + gap) // (cols["minimumWidth"] + gap))


def grid_model(grid: dict, width: int) -> dict:
    """Sparse auto-placement: items fill a row left to right; a full-span item that does not
    start a row starts the next one (the rest of the row stays empty) and the item after it
    starts a new row. Returns {"columns", "rows": [heights], "top": [per item], "height":
    per item, "contentHeight"}.

    With `aspectRatio` an item is as high as its column's width over the ratio; this model
    takes the exact `(available − gaps) / n`, where Chromium lays out in 1/64 px (LayoutUnit),
    so its lengths are approximate then (`exact` False)."""
    n = grid_columns(grid, width)
    item_h = grid["itemHeight"]
    if item_h is None:
        p, gap = grid["padding"], grid["spacing"]["column"]
        item_h = (width - p["left"] - p["right"] - (n - 1) * gap) / n / grid["aspectRatio"]
    full = set(grid["fullSpan"]["indexes"]) if grid.get("fullSpan") else set()
    fh = grid["fullSpan"]["height"] if full else 0
    row_of: list[int] = []
    rows: list[float] = []
    row, col = 0, 0
    for i in range(grid["count"]):
        if i in full:
            if col:
                row, col = row + 1, 0
            row_of.append(row)
            while len(rows) <= row:
                rows.append(0)
            rows[row] = max(rows[row], fh)
            row, col = row + 1, 0
        else:
            row_of.append(row)
            while len(rows) <= row:
                rows.append(0)
            rows[row] = max(rows[row], item_h)
            col += 1
            if col == n:
                row, col = row + 1, 0
    gap, p = grid["spacing"]["row"], grid["padding"]
    tops, y = [], p["top"]
    for h in rows:
        tops.append(y)
        y += h + gap
    inner = sum(rows) + gap * max(0, len(rows) - 1)
    heights = [fh if i in full else item_h for i in range(grid["count"])]
    return {"columns": n, "rows": rows, "top": [tops[r] for r in row_of], "height": heights,
            "contentHeight": p["top"] + inner + p["bottom"], "exact": grid["itemHeight"] is not None}


def sections_model(sections: list[dict]) -> dict:
    """Blocks one after another: section s starts where s−1 ends; inside it the header (none
    when 0 high), the rows (`spacing` between neighbours), the footer. Returns {"top": [section
    tops], "bottom": [...], "row": [[row tops]], "contentHeight"}."""
    tops, bottoms, rows, y = [], [], [], 0
    for s in sections:
        tops.append(y)
        y += s["header"]
        mine, r = [], y
        for h in s["sizes"]:
            mine.append(r)
            r += h + s["spacing"]
        rows.append(mine)
        y += max(0, sum(s["sizes"]) + (len(s["sizes"]) - 1) * s["spacing"]) if s["sizes"] else 0
        y += s["footer"]
        bottoms.append(y)
    return {"top": tops, "bottom": bottoms, "row": rows, "contentHeight": y}


def header_top(sections: list[dict], model: dict, k: int, offset: int, pinned: bool) -> int:
    """Section k's header's top in content coordinates with the scroller at `offset`: its
    place in the flow, or with `position: sticky; top: 0` the scroller's top edge, kept inside
    its section block (CSS Positioned Layout 3 §3.4)."""
    if not pinned:
        return model["top"][k]
    return max(model["top"][k], min(offset, model["bottom"][k] - sections[k]["header"]))


def stuck_header(sections: list[dict], model: dict, offset: int) -> dict | None:
    """The header `position: sticky; top: 0` holds at the scroller's top: the section whose
    block spans the scroller's top edge, and its header's top in viewport coordinates, kept
    inside its section (so negative while the section's end pushes it out); None in a section
    without a header."""
    for k, s in enumerate(sections):
        if model["top"][k] <= offset < model["bottom"][k]:
            if not s["header"]:
                return None
            return {"section": k, "y": header_top(sections, model, k, offset, True) - offset}
    return None


# --- cases ----------------------------------------------------------------------------------

def _initial(rng: random.Random, max_offset: int) -> int:
    r = rng.random()
    return 0 if r < 0.1 else max_offset if r < 0.2 else rng.randint(0, max_offset)


def _margin(rng: random.Random) -> dict:
    if rng.random() < 0.8:
        return {"top": 0, "bottom": 0}
    return {"top": _pad(rng, 30), "bottom": _pad(rng, 30)}


def _scroll_padding(rng: random.Random, H: int, header: int | None = None) -> dict:
    r = rng.random()
    if r < 0.35:
        return {"top": 0, "bottom": 0}
    if header is not None and r < 0.7:
        return {"top": header, "bottom": 0}  # the usual fix for rows landing under the header
    top = rng.randint(0, H // 3)
    return {"top": top, "bottom": _pad(rng, H // 4)}


def grid_case(rng: random.Random, cid: str) -> dict:
    W, H = rng.randint(120, 700), rng.randint(120, 700)
    padding = {"top": _pad(rng, 60), "bottom": _pad(rng, 60), "left": _pad(rng, 40), "right": _pad(rng, 40)}
    available = W - padding["left"] - padding["right"]
    spacing = {"row": _pad(rng, 24), "column": _pad(rng, 24)}
    if rng.random() < 0.55:
        n = rng.randint(1, 8)
        # Keep every 1fr column at least 8 px wide, so the grid never overflows sideways.
        while n > 1 and available - (n - 1) * spacing["column"] < 8 * n:
            n -= 1
        columns: int | dict = n
    else:
        columns = {"minimumWidth": rng.randint(24, max(24, min(240, available)))}
    count = rng.randint(1, 320)
    full: dict[str, Any] | None = None
    if rng.random() < 0.55:
        k = rng.randint(1, min(12, count))
        indexes = set(rng.sample(range(count), k))
        if rng.random() < 0.3:
            indexes.add(0)
        if rng.random() < 0.2 and count > 2:  # two full-span items in a row
            i = rng.randrange(count - 1)
            indexes.update((i, i + 1))
        full = {"indexes": sorted(indexes), "height": rng.randint(10, 90)}
    grid: dict[str, Any] = {"count": count, "columns": columns, "itemHeight": rng.randint(12, 220),
                            "aspectRatio": None, "spacing": spacing, "padding": padding, "fullSpan": full}
    if rng.random() < ASPECT_SHARE:
        ratio = rng.choice([1, 0.75, 1.5, 16 / 9]) if rng.random() < 0.5 else round(rng.uniform(0.4, 3), 2)
        grid["itemHeight"], grid["aspectRatio"] = None, ratio
    model = grid_model(grid, W)
    # The model is approximate with an aspect ratio: keep the starting offsets inside the range.
    # (Chromium's 1/64 px heights fall short of the model's by up to 1/32 px a row.)
    slack = 0 if model["exact"] else 2 + len(model["rows"]) / 32
    max_offset = max(0, int(model["contentHeight"] - slack) - H)
    sp = _scroll_padding(rng, H)
    probes = []
    for a, block in enumerate(rng.sample(ALIGNMENTS, len(ALIGNMENTS))):
        if full and rng.random() < 0.25:
            index = rng.choice(full["indexes"])
        else:
            index = rng.randrange(count)
        probes.append({"id": f"{cid}{'abcd'[a]}", "index": index, "by": "id" if rng.random() < 0.2 else "index",
                       "block": block, "initial": _initial(rng, max_offset), "margin": _margin(rng)})
    return {"id": cid, "viewport": {"width": W, "height": H}, "scrollPadding": sp, "grid": grid,
            "probes": probes}


def sections_case(rng: random.Random, cid: str) -> dict:
    W, H = rng.randint(150, 500), rng.randint(150, 600)
    header = rng.randint(16, 64)
    uniform_rows = rng.random() < 0.5
    row_h = rng.randint(16, 120)
    footers = rng.random() < 0.2
    spacing = rng.randint(1, 12) if rng.random() < 0.25 else 0
    sections = []
    for _ in range(rng.randint(1, 25)):
        count = 0 if rng.random() < 0.06 else rng.randint(1, 16)
        r = rng.random()
        h = header if r < 0.85 else 0 if r < 0.92 else rng.randint(12, 80)
        if uniform_rows or rng.random() < 0.3:
            uniform, sizes = True, [row_h if uniform_rows else rng.randint(16, 120)] * count
        else:
            uniform, sizes = False, [rng.randint(12, 140) for _ in range(count)]
        sections.append({"header": h, "sizes": sizes, "uniform": uniform, "spacing": spacing,
                         "footer": rng.randint(8, 40) if footers and rng.random() < 0.7 else 0})
    if not any(sec["sizes"] for sec in sections):  # a list without rows has nothing to scroll to
        sections[0]["sizes"] = [row_h] * rng.randint(1, 8)
    return _finish_sections(rng, cid, W, H, header, sections)


def _finish_sections(rng: random.Random, cid: str, W: int, H: int, header: int, sections: list[dict]) -> dict:
    model = sections_model(sections)
    max_offset = max(0, model["contentHeight"] - H)
    with_rows = [s for s, sec in enumerate(sections) if sec["sizes"]]
    probes = []
    for a, block in enumerate(rng.sample(ALIGNMENTS, len(ALIGNMENTS))):
        s = rng.choice(with_rows)
        probes.append({"id": f"{cid}{'abcd'[a]}", "section": s, "item": rng.randrange(len(sections[s]["sizes"])),
                       "block": block, "initial": _initial(rng, max_offset), "margin": _margin(rng)})
    with_header = [s for s, sec in enumerate(sections) if sec["header"]]
    if with_header:
        # The header itself, from an offset where it is often stuck or being pushed out.
        s = rng.choice(with_header)
        initial = rng.randint(model["top"][s], model["bottom"][s]) if rng.random() < 0.6 else _initial(rng, max_offset)
        probes.append({"id": f"{cid}e", "section": s, "item": "header", "block": rng.choice(ALIGNMENTS),
                       "initial": max(0, min(max_offset, initial)), "margin": _margin(rng)})
    stuck = []
    for a in range(4):
        if a % 2 == 0 and max_offset > 0:
            # Just above a section's end: the next section's header pushes this one out.
            k = rng.randrange(len(sections))
            offset = model["bottom"][k] - rng.randint(0, sections[k]["header"] + 4)
        else:
            offset = _initial(rng, max_offset)
        stuck.append({"id": f"{cid}{'pqrs'[a]}", "offset": max(0, min(max_offset, offset))})
    return {"id": cid, "viewport": {"width": W, "height": H},
            "scrollPadding": _scroll_padding(rng, H, header), "pinned": rng.random() < 0.9,
            "sections": sections, "probes": probes, "stuck": stuck}


def generate(ng: int | None = None, ns: int | None = None, seed: int | None = None) -> tuple[list, list]:
    """(grid layouts, section layouts); counts from GRIDS_N / STICKY_N, seed CONFORMANCE_SEED."""
    ng = env_int("GRIDS_N", DEFAULT_GRIDS_N) if ng is None else ng
    ns = env_int("STICKY_N", DEFAULT_STICKY_N) if ns is None else ns
    seed = env_int("CONFORMANCE_SEED", DEFAULT_SEED) if seed is None else seed
    rng = random.Random(seed)
    grids = [grid_case(rng, f"g{i:04d}") for i in range(ng)]
    sections = [sections_case(rng, f"s{i:04d}") for i in range(ns)]
    return grids, sections
