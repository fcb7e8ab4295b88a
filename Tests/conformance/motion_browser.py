"""Chromium's side of the motion conformance: CSS easing progress and CSS Scroll Snap resting
positions, many cases per page load, in one headless launch.

Easing: for each curve an `Element.animate()` effect (duration 1000 ms, `fill: both`) is paused
and its `currentTime` set to each sample time; `effect.getComputedTiming().progress` is read.

Two-axis snapping (`snap2d`, and `snapaxes`: lists, grids, feeds of carousels): the same
container with `scroll-snap-type: both …`, items aligned on both axes, laid out at a start offset
(snapped when snapping is turned on), then `scrollTo({left, top})` and `scrollBy({left, top})`
from where it rested.

Snapping: one scroll container `#sc` (overflow scroll, no scrollbars, `scroll-snap-type: y
mandatory|proximity`, `scroll-padding`) holding a sized content div with absolutely positioned
items (`scroll-snap-align: <block> none`, `scroll-margin`). Per case the items are rebuilt, the
initial `scrollTop` set (it snaps too) and read back, then `scrollTo({top})` is called and the
resting `scrollTop` read; then the initial position is restored and `scrollBy({top})` is called.
All results go as JSON into `<pre id=out>`, which `chromium --headless --dump-dom` prints.
"""

from __future__ import annotations


import browser

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>motion conformance</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
#sc { position: relative; overflow: scroll; border: 0; padding: 0; margin: 0;
      scrollbar-width: none; box-sizing: content-box; scroll-behavior: auto; }
#sc::-webkit-scrollbar { display: none; }
#content { position: relative; overflow: clip; margin: 0; padding: 0; border: 0; }
.it { position: absolute; margin: 0; padding: 0; border: 0; box-sizing: content-box; }
#anim { width: 10px; height: 10px; }
</style></head>
<body><div id="sc"><div id="content"></div></div><div id="anim"></div>
<pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  try {
    const cases = JSON.parse(document.getElementById("cases").textContent);
    const easing = [];
    const anim = document.getElementById("anim");
    for (const k of cases.easing) {
      const r = { id: k.id };
      try {
        const a = anim.animate([{ opacity: 0 }, { opacity: 1 }],
                               { duration: 1000, easing: k.easing, fill: "both" });
        a.pause();
        r.progress = k.times.map((ms) => { a.currentTime = ms; return a.effect.getComputedTiming().progress; });
        a.cancel();
      } catch (e) { r.error = String(e && e.stack || e); }
      easing.push(r);
    }
    const sc = document.getElementById("sc");
    const content = document.getElementById("content");
    const px = (v) => v + "px";
    const box = (b) => `${b.top}px ${b.right}px ${b.bottom}px ${b.left}px`;
    // A case's scroller and snap areas, at offset 0 with snapping off; `align` gives an area's
    // scroll-snap-align (block then inline).
    const layOut = (k, align) => {
      sc.style.scrollSnapType = "none";
      sc.scrollLeft = 0; sc.scrollTop = 0;
      sc.style.width = px(k.viewport.width);
      sc.style.height = px(k.viewport.height);
      sc.style.scrollPadding = box(k.scrollPadding);
      content.style.width = px(k.contentSize.width);
      content.style.height = px(k.contentSize.height);
      content.textContent = "";
      for (const it of k.items) {
        const d = document.createElement("div");
        d.className = "it";
        d.style.left = px(it.frame.x); d.style.top = px(it.frame.y);
        d.style.width = px(it.frame.width); d.style.height = px(it.frame.height);
        d.style.scrollMargin = box(it.margin);
        d.style.scrollSnapAlign = align(it);
        content.appendChild(d);
      }
    };
    const snap = [];
    for (const k of cases.snap) {
      const r = { id: k.id };
      try {
        layOut(k, (it) => it.snapAlign + " none");
        sc.style.scrollSnapType = "y " + k.type;
        sc.scrollTop = k.initial;
        const initial = sc.scrollTop;
        r.initial = initial;
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollSize = [sc.scrollWidth, sc.scrollHeight];
        sc.scrollTo({ top: k.proposed, behavior: "instant" });
        r.scrollTo = sc.scrollTop;
        sc.scrollTop = initial;
        r.initialAgain = sc.scrollTop;
        sc.scrollBy({ top: k.delta, behavior: "instant" });
        r.scrollBy = sc.scrollTop;
      } catch (e) { r.error = String(e && e.stack || e); }
      snap.push(r);
    }
    // Both axes: lay out at `start` (0, 0 if absent) with snapping off, turn it on (which snaps
    // the start too: read back as `initial`), then scrollTo and scrollBy from where it rested.
    const both = (list) => list.map((k) => {
      const r = { id: k.id };
      try {
        layOut(k, (it) => it.snapAlign.y + " " + it.snapAlign.x);
        if (k.start) { sc.scrollLeft = k.start[0]; sc.scrollTop = k.start[1]; }
        sc.style.scrollSnapType = "both " + k.type;
        r.initial = [sc.scrollLeft, sc.scrollTop];
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollSize = [sc.scrollWidth, sc.scrollHeight];
        sc.scrollTo({ left: k.proposed[0], top: k.proposed[1], behavior: "instant" });
        r.scrollTo = [sc.scrollLeft, sc.scrollTop];
        sc.scrollBy({ left: k.delta[0], top: k.delta[1], behavior: "instant" });
        r.scrollBy = [sc.scrollLeft, sc.scrollTop];
      } catch (e) { r.error = String(e && e.stack || e); }
      return r;
    });
    const snap2d = both(cases.snap2d || []);
    const snapaxes = both(cases.snapaxes || []);
    out.textContent = "RESULTS:" + JSON.stringify({ userAgent: navigator.userAgent, easing, snap, snap2d, snapaxes });
  } catch (e) {
    out.textContent = "FAILED:" + String(e && e.stack || e);
  }
})();
</script></body></html>
"""


def run(cases: dict, chromium: str | None = None, keep_dir: str | None = None, timeout: float = 120.0) -> dict:
    """Run `cases` ({"easing": [...], "snap": [...], "snap2d": [...], "snapaxes": [...]}) in one
    Chromium launch.

    Returns {"easing": {id: result}, "snap": …, "snap2d": …, "snapaxes": …, "seconds", "userAgent"}.
    """
    data, seconds, _ = browser.run_page(browser.embed(PAGE, cases), "motion", chromium, keep_dir, timeout)
    return {
        "easing": browser.by_id(data["easing"]),
        "snap": browser.by_id(data["snap"]),
        "snap2d": browser.by_id(data.get("snap2d", [])),
        "snapaxes": browser.by_id(data.get("snapaxes", [])),
        "seconds": seconds,
        "userAgent": data["userAgent"],
    }
