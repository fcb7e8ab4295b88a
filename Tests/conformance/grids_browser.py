"""Run the grid and sticky-section cases in one headless Chromium launch.

The page holds one scroll container `#sc` (no border, no padding, no scrollbars, `overflow:
scroll`, `scroll-padding` per layout) whose content is rebuilt for every layout:

    grid      a `display: grid` div (position relative, its own padding, `row-gap`,
              `column-gap`, `grid-template-columns: repeat(n, 1fr)` or `repeat(auto-fill,
              minmax(w, 1fr))`, `grid-auto-rows: auto`, `align-items: start`), holding `count`
              divs `itemHeight` high (or `aspect-ratio`); full-span ones are `grid-column: 1 / -1` and
              `fullSpan.height` high.
    sections  a column of section blocks (in a position: relative list, so `offsetTop` is
              in content coordinates), each a header (`position: sticky; top: 0` when the
              layout is pinned; none when 0 high), its rows (`margin-top` = spacing after the
              first), its footer.

Per probe the script sets the target's (a row's or a header's) `scroll-margin`, `scrollTop =
initial`, reads it back and the target's box as drawn, calls `scrollIntoView({block, inline:
"nearest", behavior: "instant"})` and reads `scrollLeft`/`scrollTop`. Per stuck probe it sets `scrollTop` and reads, from
`getBoundingClientRect`, every section block that spans the scroller's top edge and its header's
top relative to the scroller's. Layout facts (`clientHeight`, `scrollHeight`, the resolved
column count, each section block's box) go along for the sanity checks.
"""

from __future__ import annotations

from browser import by_id, embed, run_page

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>grid and sticky-section conformance</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
#sc { position: relative; overflow: scroll; border: 0; padding: 0; margin: 0;
      scrollbar-width: none; box-sizing: content-box; }
#sc::-webkit-scrollbar { display: none; }
.grid { display: grid; position: relative; grid-auto-rows: auto; align-items: start;
        margin: 0; border: 0; box-sizing: content-box; }
.grid > div, .list div { margin: 0; padding: 0; border: 0; box-sizing: content-box; }
.list { position: relative; margin: 0; padding: 0; border: 0; }
.sticky { position: sticky; top: 0; }
</style></head>
<body><div id="sc"></div>
<pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  try {
    const data = JSON.parse(document.getElementById("cases").textContent);
    const sc = document.getElementById("sc");
    const px = (v) => v + "px";
    const div = (h) => { const d = document.createElement("div"); d.style.height = px(h); return d; };
    const setup = (k) => {
      sc.scrollTop = 0;
      sc.style.width = px(k.viewport.width);
      sc.style.height = px(k.viewport.height);
      sc.style.scrollPadding = `${k.scrollPadding.top}px 0px ${k.scrollPadding.bottom}px 0px`;
    };
    const probe = (el, p) => {
      el.style.scrollMargin = `${p.margin.top}px 0px ${p.margin.bottom}px 0px`;
      sc.scrollTop = p.initial;
      // The box as drawn (a stuck header away from its place in the flow), in content coordinates.
      const b = el.getBoundingClientRect();
      const r = { id: p.id, initial: sc.scrollTop, box: [b.top - sc.getBoundingClientRect().top + sc.scrollTop, b.height] };
      el.scrollIntoView({ block: p.block, inline: "nearest", behavior: "instant" });
      r.result = [sc.scrollLeft, sc.scrollTop];
      el.style.scrollMargin = "";
      return r;
    };

    const grids = [];
    for (const k of data.grids) {
      const r = { id: k.id };
      try {
        setup(k);
        const g = k.grid, grid = document.createElement("div");
        grid.className = "grid";
        grid.style.gridTemplateColumns = typeof g.columns === "number" ? `repeat(${g.columns}, 1fr)`
          : `repeat(auto-fill, minmax(${g.columns.minimumWidth}px, 1fr))`;
        grid.style.rowGap = px(g.spacing.row);
        grid.style.columnGap = px(g.spacing.column);
        const p = g.padding;
        grid.style.padding = `${p.top}px ${p.right}px ${p.bottom}px ${p.left}px`;
        const full = new Set(g.fullSpan ? g.fullSpan.indexes : []);
        const items = [];
        for (let i = 0; i < g.count; i++) {
          const d = full.has(i) ? div(g.fullSpan.height) : g.aspectRatio ? document.createElement("div") : div(g.itemHeight);
          if (!full.has(i) && g.aspectRatio) d.style.aspectRatio = String(g.aspectRatio);
          if (full.has(i)) d.style.gridColumn = "1 / -1";
          items.push(d);
          grid.appendChild(d);
        }
        sc.replaceChildren(grid);
        r.columns = getComputedStyle(grid).gridTemplateColumns.split(" ").length;
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollSize = [sc.scrollWidth, sc.scrollHeight];
        r.contentHeight = grid.offsetHeight;
        r.contentExact = grid.getBoundingClientRect().height;
        r.probes = k.probes.map((q) => probe(items[q.index], q));
      } catch (e) {
        r.error = String(e && e.stack || e);
      }
      grids.push(r);
    }

    const sections = [];
    for (const k of data.sections) {
      const r = { id: k.id };
      try {
        setup(k);
        const list = document.createElement("div");
        list.className = "list";
        const blocks = [], headers = [], rows = [];
        for (const s of k.sections) {
          const b = document.createElement("div");
          const h = s.header ? div(s.header) : null;
          if (h && k.pinned) h.className = "sticky";
          if (h) b.appendChild(h);
          const mine = s.sizes.map((size, j) => {
            const d = div(size);
            if (j > 0) d.style.marginTop = px(s.spacing);
            b.appendChild(d);
            return d;
          });
          if (s.footer) b.appendChild(div(s.footer));
          blocks.push(b); headers.push(h); rows.push(mine);
          list.appendChild(b);
        }
        sc.replaceChildren(list);
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollSize = [sc.scrollWidth, sc.scrollHeight];
        r.blocks = blocks.map((b) => [b.offsetTop, b.offsetHeight]);
        r.probes = k.probes.map((q) => probe(q.item === "header" ? headers[q.section] : rows[q.section][q.item], q));
        r.stuck = k.stuck.map((q) => {
          sc.scrollTop = q.offset;
          const top = sc.getBoundingClientRect().top, s = { id: q.id, offset: sc.scrollTop, spanning: [] };
          blocks.forEach((b, i) => {
            const br = b.getBoundingClientRect();
            if (br.top - top <= 0 && br.bottom - top > 0) {
              s.spanning.push({ section: i, y: headers[i] ? headers[i].getBoundingClientRect().top - top : null });
            }
          });
          return s;
        });
      } catch (e) {
        r.error = String(e && e.stack || e);
      }
      sections.push(r);
    }
    sc.replaceChildren();
    out.textContent = "RESULTS:" + JSON.stringify({ userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio, window: [window.scrollX, window.scrollY], grids, sections });
  } catch (e) {
    out.textContent = "FAILED:" + String(e && e.stack || e);
  }
})();
</script></body></html>
"""


def build_page(grids: list[dict], sections: list[dict]) -> str:
    return embed(PAGE, {"grids": grids, "sections": sections})


def run_cases(grids: list[dict], sections: list[dict], chromium: str | None = None,
              keep_dir: str | None = None, timeout: float = 240.0) -> dict:
    """Both kinds of layouts in one launch: {"grids": {id: r}, "sections": {id: r}, "seconds", ...}."""
    data, seconds, chromium = run_page(build_page(grids, sections), "grids", chromium, keep_dir, timeout)
    data["grids"] = by_id(data["grids"])
    data["sections"] = by_id(data["sections"])
    data["seconds"] = seconds
    data["chromium"] = chromium
    return data
