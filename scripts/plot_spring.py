#!/usr/bin/env python3
"""Draws the README's spring animation as an SVG: the position over time at 240 frames per
second (the line) and the 12 frames per second the README example returns (the dots), with
`to` and the overshoot marked. Asks a running server, or starts .build/release/scroll-query-server.

    python3 scripts/plot_spring.py                  # writes docs/spring-bouncy.svg
    python3 scripts/plot_spring.py --check          # exit 1 if the committed file differs
    SCROLLQUERY_URL=http://127.0.0.1:8080 python3 scripts/plot_spring.py
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.request

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
OUT = os.path.join(REPO, "docs", "spring-bouncy.svg")
# The README example, and the same motion sampled finely for the line.
EXAMPLE = {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 300}, "initialVelocity": {"x": 0, "y": -400},
           "curve": "bouncy", "framesPerSecond": 12}
FINE = dict(EXAMPLE, framesPerSecond=240)

W, H = 640, 360
LEFT, RIGHT, TOP, BOTTOM = 56, 20, 24, 40


def post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url.rstrip("/") + "/v1/scroll/animation", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())


def svg(example: dict, fine: dict) -> str:
    t_max = fine["duration"]
    ys = [f["y"] for f in fine["frames"]]
    y_lo, y_hi = min(0.0, min(ys)), max(ys) * 1.05

    def px(t: float) -> float:
        return LEFT + (W - LEFT - RIGHT) * t / t_max

    def py(y: float) -> float:
        return TOP + (H - TOP - BOTTOM) * (1 - (y - y_lo) / (y_hi - y_lo))

    def num(v: float) -> str:
        return f"{v:.2f}"

    line = " ".join(f"{num(px(f['t']))},{num(py(f['y']))}" for f in fine["frames"])
    dots = "\n".join(f'  <circle cx="{num(px(f["t"]))}" cy="{num(py(f["y"]))}" r="3.5" fill="#d1495b"/>'
                     for f in example["frames"])
    over = example["overshoot"]["y"] if example["overshoot"] else 0
    ticks = []
    for i in range(0, int(t_max * 10) + 1):
        t = i / 10
        ticks.append(f'  <line x1="{num(px(t))}" y1="{H - BOTTOM}" x2="{num(px(t))}" y2="{H - BOTTOM + 4}" stroke="#555"/>')
        if i % 2 == 0:
            ticks.append(f'  <text x="{num(px(t))}" y="{H - BOTTOM + 17}" text-anchor="middle">{t:.1f}</text>')
    for y in (0, 100, 200, 300):
        ticks.append(f'  <text x="{LEFT - 8}" y="{num(py(y) + 4)}" text-anchor="end">{y}</text>')
        ticks.append(f'  <line x1="{LEFT}" y1="{num(py(y))}" x2="{W - RIGHT}" y2="{num(py(y))}" stroke="#eee"/>')
    tick_text = "\n".join(ticks)
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="11">
  <rect width="{W}" height="{H}" fill="#fff"/>
{tick_text}
  <line x1="{LEFT}" y1="{num(py(300))}" x2="{W - RIGHT}" y2="{num(py(300))}" stroke="#2e86ab" stroke-dasharray="4 3"/>
  <line x1="{LEFT}" y1="{num(py(300 + over))}" x2="{W - RIGHT}" y2="{num(py(300 + over))}" stroke="#d1495b" stroke-dasharray="2 3"/>
  <text x="{W - RIGHT}" y="{num(py(300 + over) - 5)}" text-anchor="end" fill="#d1495b">overshoot {over:.2f} pt</text>
  <line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{H - BOTTOM}" stroke="#555"/>
  <line x1="{LEFT}" y1="{H - BOTTOM}" x2="{W - RIGHT}" y2="{H - BOTTOM}" stroke="#555"/>
  <polyline points="{line}" fill="none" stroke="#2e86ab" stroke-width="2"/>
{dots}
  <text x="{(LEFT + W - RIGHT) / 2:.0f}" y="{H - 6}" text-anchor="middle">t (s) — bouncy spring, 0 → 300 pt, initial velocity −400 pt/s; dots: the 12 fps frames, settled at {example["duration"]:.3f} s</text>
  <text x="14" y="{(TOP + H - BOTTOM) / 2:.0f}" text-anchor="middle" transform="rotate(-90 14 {(TOP + H - BOTTOM) / 2:.0f})">y (pt)</text>
</svg>
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed SVG instead of writing")
    args = ap.parse_args(argv)
    url = os.environ.get("SCROLLQUERY_URL")
    server = None
    if not url:
        sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))
        from serverprocess import Server
        server = Server()
        url = server.base_url
    try:
        text = svg(post(url, EXAMPLE), post(url, FINE))
    finally:
        if server:
            server.stop()
    if args.check:
        with open(OUT) as f:
            same = f.read() == text
        print("docs/spring-bouncy.svg is up to date" if same else "docs/spring-bouncy.svg differs: rerun scripts/plot_spring.py")
        return 0 if same else 1
    with open(OUT, "w") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUT, REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
