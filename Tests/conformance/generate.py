"""Case generator for the CSS scrollIntoView conformance test.

A *case* is one scroll container and one target in it, plus the scrollIntoView options:

    {
      "id": "r0007" | "edge-a-...",
      "note": "what the case is about",
      "viewport": {"width": W, "height": H},           # the container's size (no border, no scrollbars)
      "contentSize": {"width": CW, "height": CH},      # the sized content div
      "scrollPadding": {"top", "left", "bottom", "right"},
      "margin": {"top", "left", "bottom", "right"},    # the target's scroll-margin
      "target": {"x", "y", "width", "height"},         # absolutely positioned in the content
      "initial": {"x": scrollLeft0, "y": scrollTop0},  # set before the call, within range
      "inline": "start" | "center" | "end" | "nearest",
      "block":  "start" | "center" | "end" | "nearest",
    }

All lengths are integer CSS px. The content div has `overflow: clip`, so a target that sticks
out past the content does not grow the scrollable overflow: the scroll range is always
`max(0, content - viewport)` on each axis, exactly what the service is told.

Random cases come from `random.Random(seed)`; the hand-built edge cases (`edge_cases()`) always
come first. `N`/`seed` default to the env vars CONFORMANCE_N / CONFORMANCE_SEED.

    python3 Tests/conformance/generate.py [--n N] [--seed S] > cases.json
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

DEFAULT_N = 400
DEFAULT_SEED = 20241130
ALIGNMENTS = ("start", "center", "end", "nearest")

# Per-axis generation works on these keys; `combine` maps them to the case's x/y fields.
#   V viewport, C content, pl/pt leading/trailing scroll-padding, ml/mt leading/trailing
#   scroll-margin, s initial offset, p target position, l target length, kind (for notes).


def env_n() -> int:
    return int(os.environ.get("CONFORMANCE_N", DEFAULT_N))


def env_seed() -> int:
    return int(os.environ.get("CONFORMANCE_SEED", DEFAULT_SEED))


def _pad(rng: random.Random, hi: int) -> int:
    return 0 if rng.random() < 0.3 else rng.randint(1, hi)


def _axis(rng: random.Random) -> dict:
    """One axis of a random case."""
    V = rng.randint(100, 600)
    ck = rng.random()
    if ck < 0.15:
        C = rng.randint(10, V - 1)  # content smaller than the viewport: no scrolling
        ckind = "content<viewport"
    elif ck < 0.22:
        C = V
        ckind = "content=viewport"
    else:
        C = rng.randint(V + 1, min(4 * V, 2400))
        ckind = "content>viewport"

    if rng.random() < 0.15:
        pl = pt = 0
    else:
        while True:
            pl, pt = _pad(rng, 60), _pad(rng, 60)
            if pl + pt < V:  # keep a non-empty alignment area
                break
    ml, mt = (0, 0) if rng.random() < 0.25 else (_pad(rng, 40), _pad(rng, 40))
    A = V - pl - pt  # the alignment area's length
    M = max(0, C - V)  # the largest offset

    r = rng.random()
    s = 0 if r < 0.2 else M if r < 0.3 else rng.randint(0, M)

    # Target length.
    lk = rng.choices(
        ["small", "any", "zero", "area", "area-with-margin", "larger-than-area", "larger-than-viewport"],
        weights=[30, 15, 6, 8, 8, 12, 8],
    )[0]
    if lk == "small":
        l = rng.randint(1, max(1, min(A, 80)))
    elif lk == "any":
        l = rng.randint(1, max(1, C))
    elif lk == "zero":
        l = 0
    elif lk == "area":
        l = A
    elif lk == "area-with-margin":
        l = A - ml - mt
        if l < 0:
            l, lk = A, "area"
    elif lk == "larger-than-area":
        l = rng.randint(A + 1, A + 1 + max(1, A // 2))
    else:
        l = rng.randint(V + 1, 2 * V)

    # Target position, relative to the view [s, s+V) and the alignment area [s+pl, s+V-pt).
    pk = rng.choices(
        ["random", "content-start", "content-end", "inside-area", "before-view", "after-view",
         "partial-before", "partial-after", "covering", "overhang"],
        weights=[25, 8, 8, 10, 10, 10, 9, 9, 6, 5],
    )[0]
    a0, a1 = s + pl, s + V - pt
    cand = None
    if pk == "content-start":
        cand = 0
    elif pk == "content-end":
        cand = C - l
    elif pk == "inside-area" and l <= A:
        cand = rng.randint(a0, a1 - l)
    elif pk == "before-view" and s - l >= 0:
        cand = rng.randint(0, s - l)
    elif pk == "after-view" and s + V <= C - l:
        cand = rng.randint(s + V, C - l)
    elif pk == "partial-before" and l >= 2:
        # start before the area's start, end inside the area
        lo, hi = max(0, a0 - l + 1), min(a0 - 1, a1 - l)
        if lo <= hi:
            cand = rng.randint(lo, hi)
    elif pk == "partial-after" and l >= 2:
        lo, hi = max(a0 + 1, a1 - l + 1), a1 - 1
        if lo <= hi:
            cand = rng.randint(lo, hi)
    elif pk == "covering" and l > A:
        lo, hi = max(0, a1 - l), a0
        if lo <= hi:
            cand = rng.randint(lo, hi)
    elif pk == "overhang":
        lo = max(0, C - l + 1)
        if lo <= C - 1:
            cand = rng.randint(lo, C - 1)  # sticks out past the content's end
    if cand is None:
        pk = "random"
        cand = rng.randint(0, max(0, C - l))
    p = cand
    return dict(V=V, C=C, pl=pl, pt=pt, ml=ml, mt=mt, s=s, p=p, l=l,
                kind=f"{ckind},{lk},{pk}")


def combine(cid: str, x: dict, y: dict, inline: str, block: str, note: str = "") -> dict:
    """Build a case from a horizontal axis `x` and a vertical axis `y` (dicts as `_axis` makes)."""
    for ax in (x, y):
        M = max(0, ax["C"] - ax["V"])
        assert 0 <= ax["s"] <= M, (cid, ax)
        assert ax["l"] >= 0 and ax["V"] > 0 and ax["C"] > 0, (cid, ax)
    return {
        "id": cid,
        "note": note or f"x[{x.get('kind', '')}] y[{y.get('kind', '')}]",
        "viewport": {"width": x["V"], "height": y["V"]},
        "contentSize": {"width": x["C"], "height": y["C"]},
        "scrollPadding": {"top": y["pl"], "left": x["pl"], "bottom": y["pt"], "right": x["pt"]},
        "margin": {"top": y["ml"], "left": x["ml"], "bottom": y["mt"], "right": x["mt"]},
        "target": {"x": x["p"], "y": y["p"], "width": x["l"], "height": y["l"]},
        "initial": {"x": x["s"], "y": y["s"]},
        "inline": inline,
        "block": block,
    }


def ax(V, C, p, l, s=0, pl=0, pt=0, ml=0, mt=0, kind=""):
    return dict(V=V, C=C, p=p, l=l, s=s, pl=pl, pt=pt, ml=ml, mt=mt, kind=kind)


# A neutral horizontal axis for edge cases that probe the block axis: target fully visible,
# so every inline alignment but start/end leaves x alone; we use "nearest" (no move).
_QUIET_X = ax(V=300, C=300, p=10, l=50)


def edge_cases() -> list[dict]:
    """Hand-built cases probing questions (a)-(d) and some corners. Ids start with `edge-`.

    Each probes the *block* axis (y) with a quiet inline axis, plus a mirrored inline-axis
    version (`-x` suffix) where it matters.
    """
    out: list[dict] = []

    def add(cid, y, block, note, inline="nearest", x=None, mirror=True, expect=None):
        # `expect`: the offset Chromium 156 was seen to pick on the probed axis (the quiet
        # axis stays at 0); the test pins it so a Chromium change shows up.
        case = combine(f"edge-{cid}", x or _QUIET_X, y, inline, block, note)
        if expect is not None:
            case["chromium"] = [0, expect]
        out.append(case)
        if mirror:
            # the same geometry on the inline axis; the block axis becomes the quiet one
            case = combine(f"edge-{cid}-x", y, _QUIET_X, block, inline, note + " (inline axis)")
            if expect is not None:
                case["chromium"] = [expect, 0]
            out.append(case)

    # (a) target exactly as long as the area, partially visible, nearest.
    # view/area [100, 300) (H=200, no padding); target 200 long.
    add("a1-equal-len-sticks-out-after", ax(200, 1000, p=250, l=200, s=100), "nearest",
        "(a) target length == area length, sticks out past the end, nearest", expect=250)
    add("a2-equal-len-sticks-out-before", ax(200, 1000, p=50, l=200, s=100), "nearest",
        "(a) target length == area length, sticks out before the start, nearest", expect=50)
    # with padding: area = 200-30-20 = 150 at [130, 280); target 150 long
    add("a3-equal-len-padding-after", ax(200, 1000, p=200, l=150, s=100, pl=30, pt=20), "nearest",
        "(a) target length == area length (viewport minus scroll-padding), sticks out after, nearest", expect=170)
    add("a4-equal-len-padding-before", ax(200, 1000, p=60, l=150, s=100, pl=30, pt=20), "nearest",
        "(a) target length == area length (viewport minus scroll-padding), sticks out before, nearest", expect=30)
    # target + scroll-margin == area: 150 = 110 + 25 + 15
    add("a5-equal-len-with-margin-after", ax(200, 1000, p=225, l=110, s=100, pl=30, pt=20, ml=25, mt=15),
        "nearest", "(a) target+scroll-margin length == area length, sticks out after, nearest", expect=170)
    add("a6-equal-len-with-margin-before", ax(200, 1000, p=90, l=110, s=100, pl=30, pt=20, ml=25, mt=15),
        "nearest", "(a) target+scroll-margin length == area length, sticks out before, nearest", expect=35)
    add("a7-equal-len-exactly-in-area", ax(200, 1000, p=130, l=150, s=100, pl=30, pt=20), "nearest",
        "(a) target length == area length, exactly covering the area, nearest", expect=100)
    add("a8-equal-len-fully-outside-after", ax(200, 1000, p=600, l=200, s=100), "nearest",
        "(a) target length == area length, fully below the view, nearest", expect=600)

    # (b) zero-height target outside the view, nearest.
    add("b1-zero-after-view", ax(200, 1000, p=500, l=0, s=0), "nearest",
        "(b) zero-length target below the view, nearest", expect=301)
    add("b2-zero-before-view", ax(200, 1000, p=50, l=0, s=300), "nearest",
        "(b) zero-length target above the view, nearest", expect=50)
    add("b3-zero-on-view-end", ax(200, 1000, p=200, l=0, s=0), "nearest",
        "(b) zero-length target exactly on the view's end edge, nearest", expect=1)
    add("b4-zero-on-view-start", ax(200, 1000, p=300, l=0, s=300), "nearest",
        "(b) zero-length target exactly on the view's start edge, nearest", expect=300)
    add("b5-zero-inside", ax(200, 1000, p=100, l=0, s=0), "nearest",
        "(b) zero-length target inside the view, nearest", expect=0)
    add("b6-zero-after-with-padding", ax(200, 1000, p=190, l=0, s=0, pl=10, pt=30), "nearest",
        "(b) zero-length target inside the view but after the padded area, nearest", expect=21)
    add("b7-zero-after-with-margin", ax(200, 1000, p=500, l=0, s=0, ml=10, mt=20), "nearest",
        "(b) zero-length target with scroll-margin below the view, nearest", expect=321)
    # Chromium lays a 1px target over a zero-length one: center is 500.5 - 100 -> 401
    for al, e in (("start", 500), ("center", 401), ("end", 301)):
        add(f"b8-zero-after-{al}", ax(200, 1000, p=500, l=0, s=0), al,
            f"(b) zero-length target below the view, {al}", mirror=False, expect=e)

    # (c) target longer than the area, covering it on both ends, nearest.
    add("c1-covering-both", ax(200, 1000, p=50, l=400, s=100), "nearest",
        "(c) target longer than the area covering both ends, nearest", expect=100)
    add("c2-covering-flush-start", ax(200, 1000, p=100, l=400, s=100), "nearest",
        "(c) target longer than the area, start flush with the area's start, nearest", expect=100)
    add("c3-covering-flush-end", ax(200, 1000, p=0, l=300, s=100), "nearest",
        "(c) target longer than the area, end flush with the area's end, nearest", expect=100)
    add("c4-covering-padding", ax(200, 1000, p=120, l=170, s=100, pl=30, pt=20), "nearest",
        "(c) target covers the padded area [130,280) but not the view [100,300), nearest", expect=100)
    add("c5-longer-sticks-out-before", ax(200, 1000, p=0, l=250, s=100), "nearest",
        "(c') target longer than the area, starts before and ends inside, nearest", expect=50)
    add("c6-longer-sticks-out-after", ax(200, 1000, p=200, l=250, s=100), "nearest",
        "(c') target longer than the area, starts inside and ends after, nearest", expect=200)
    add("c7-longer-fully-after", ax(200, 1000, p=500, l=300, s=100), "nearest",
        "(c') target longer than the area, fully below the view, nearest", expect=500)
    add("c8-longer-fully-before", ax(200, 1000, p=0, l=300, s=600), "nearest",
        "(c') target longer than the area, fully above the view, nearest", expect=100)

    # (d) scroll-padding shrinks the area for start / center / end (and nearest).
    # H=200, padding top 30, bottom 50 -> area [30, 150) of the viewport, length 120.
    # start: 500-30; center: 510-(30+60); end: 520-150; nearest aligns the end here.
    for al, e in (("start", 470), ("center", 420), ("end", 370), ("nearest", 370)):
        add(f"d1-padding-{al}", ax(200, 1000, p=500, l=20, s=0, pl=30, pt=50), al,
            f"(d) scroll-padding 30/50, target below the view, {al}", expect=e)
    # margin box [493, 531): start 493-30; center 512-90; end 531-150
    for al, e in (("start", 463), ("center", 422), ("end", 381)):
        add(f"d2-padding-margin-{al}", ax(200, 1000, p=500, l=20, s=0, pl=30, pt=50, ml=7, mt=11), al,
            f"(d) scroll-padding 30/50 and scroll-margin 7/11, {al}", expect=e)
    for al, e in (("start", 500), ("center", 410), ("end", 320)):
        add(f"d3-no-padding-{al}", ax(200, 1000, p=500, l=20, s=0), al,
            f"(d) control: no scroll-padding, {al}", mirror=False, expect=e)
    # odd area: center lands on 409.5, which Chromium rounds to 410
    for al, e in (("start", 500), ("center", 410), ("end", 319)):
        add(f"d4-half-pixel-{al}", ax(201, 1000, p=500, l=20, s=0), al,
            f"(d) odd viewport, {al} (center lands on .5)", mirror=False, expect=e)
    add("d5-padding-nearest-inside-view-outside-area", ax(200, 1000, p=160, l=20, s=0, pl=30, pt=50),
        "nearest", "(d) target visible in the viewport but inside the bottom scroll-padding, nearest", expect=30)

    # Degenerate areas: scroll-padding that adds up to the viewport (area length 0) or more.
    # Chromium then behaves as if the area had length 0 at its leading edge (viewport + top pad).
    for pads, tag in (((60, 40), "zero"), ((60, 60), "negative")):
        for al, e in (("start", 440), ("center", 450), ("end", 460), ("nearest", 440)):
            add(f"f-{tag}-area-{al}", ax(100, 1000, p=500, l=20, s=0, pl=pads[0], pt=pads[1]), al,
                f"scroll-padding {pads[0]}/{pads[1]} in a 100px viewport ({tag}-length area), {al}",
                expect=e)
        add(f"f-{tag}-area-nearest-back", ax(100, 1000, p=300, l=20, s=300, pl=pads[0], pt=pads[1]),
            "nearest", f"scroll-padding {pads[0]}/{pads[1]} in a 100px viewport, target in view, nearest",
            expect=260)

    # Clamping corners.
    add("e1-start-clamped-at-max", ax(200, 400, p=380, l=20, s=0), "start",
        "start alignment past the max offset is clamped", expect=200)
    add("e2-end-clamped-at-zero", ax(200, 400, p=0, l=20, s=100, pl=20), "end",
        "end alignment below zero is clamped", expect=0)
    add("e3-content-smaller", ax(300, 100, p=50, l=20, s=0), "center",
        "content smaller than the viewport: never scrolls", expect=0)
    add("e4-target-overhangs-content", ax(200, 400, p=350, l=200, s=0), "start",
        "target sticks out past the content's end (content clips it)", expect=200)
    add("e5-margin-past-content-start", ax(200, 1000, p=5, l=20, s=300, ml=40), "start",
        "scroll-margin reaches before the content's start", expect=0)
    return out


def random_cases(n: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    cases = []
    for i in range(n):
        x, y = _axis(rng), _axis(rng)
        inline, block = rng.choice(ALIGNMENTS), rng.choice(ALIGNMENTS)
        cases.append(combine(f"r{i:04d}", x, y, inline, block))
    return cases


def generate(n: int | None = None, seed: int | None = None, edges: bool = True) -> list[dict]:
    """The edge cases followed by `n` random cases from `seed`."""
    n = env_n() if n is None else n
    seed = env_seed() if seed is None else seed
    return (edge_cases() if edges else []) + random_cases(n, seed)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=None, help=f"random cases (default $CONFORMANCE_N or {DEFAULT_N})")
    ap.add_argument("--seed", type=int, default=None, help=f"seed (default $CONFORMANCE_SEED or {DEFAULT_SEED})")
    ap.add_argument("--no-edges", action="store_true", help="leave out the hand-built edge cases")
    args = ap.parse_args(argv)
    json.dump(generate(args.n, args.seed, edges=not args.no_edges), sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
