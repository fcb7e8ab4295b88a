"""Run the list conformance cases in one headless Chromium launch.

Scroll anchoring cases run first, synchronously: for each, a fresh scroll container (no
scrollbars, `scroll-padding-top`, `overflow-anchor: auto`) whose children are plain block rows
of the given heights; `scrollTop` is set and read back (layout is clean, so the anchor is
chosen from this layout at the next one), the change is made (rows inserted, removed or
resized — never a property of the anchor or its ancestors, which would suppress anchoring),
and `scrollTop` is read again: reading it runs layout and, with it, the scroll anchoring
adjustment. The container is then removed, so no case inherits another's anchor.

Visibility cases then run all at once: one container per case (stacked at the page origin;
an observer with an explicit root does not care where the root is on screen), each with an
`IntersectionObserver` rooted at the container (`rootMargin` = −insets for the safe-area
cases, `threshold: [0]`) observing every item. The first notification of each observer
reports every target's `intersectionRatio` for the current offset; when all have reported,
the results go into `<pre id=out>`. `--virtual-time-budget` lets the renderer run the frames
that deliver the notifications before `--dump-dom` prints the DOM.
"""

from __future__ import annotations


from browser import by_id, embed, run_page

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>list conformance</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
.sc { position: absolute; left: 0; top: 0; overflow: scroll; border: 0; padding: 0; margin: 0;
      scrollbar-width: none; box-sizing: content-box; }
.sc::-webkit-scrollbar { display: none; }
.sc > div { margin: 0; padding: 0; border: 0; }
.content { position: relative; }
.content > div { position: absolute; margin: 0; padding: 0; border: 0; }
</style></head>
<body>
<pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  const fail = (e) => { out.textContent = "FAILED:" + String(e && e.stack || e); };
  try {
    const data = JSON.parse(document.getElementById("cases").textContent);
    const px = (v) => v + "px";
    const row = (h) => { const d = document.createElement("div"); d.style.height = px(h); return d; };
    const anchoring = [];
    for (const k of data.anchoring) {
      const r = { id: k.id };
      try {
        const sc = document.createElement("div");
        sc.className = "sc";
        sc.style.width = px(k.viewport.width);
        sc.style.height = px(k.viewport.height);
        sc.style.scrollPaddingTop = px(k.paddingTop);
        for (const h of k.rows) sc.appendChild(row(h));
        document.body.appendChild(sc);
        sc.scrollTop = k.initial;
        r.initial = sc.scrollTop;
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollHeight = sc.scrollHeight;
        const c = k.change, kids = () => Array.from(sc.children);
        if (c.op === "insert") {
          const ref = kids()[c.at] || null;
          for (const h of c.heights) sc.insertBefore(row(h), ref);
        } else if (c.op === "remove") {
          kids().slice(c.at, c.at + c.count).forEach((d) => d.remove());
        } else {
          kids()[c.at].style.height = px(c.height);
        }
        r.result = sc.scrollTop;
        r.scrollHeightAfter = sc.scrollHeight;
        sc.remove();
      } catch (e) {
        r.error = String(e && e.stack || e);
      }
      anchoring.push(r);
    }

    const visibility = [];
    let pending = data.visibility.length;
    const finish = () => {
      out.textContent = "RESULTS:" + JSON.stringify({ userAgent: navigator.userAgent,
        devicePixelRatio: window.devicePixelRatio, anchoring, visibility });
    };
    if (pending === 0) finish();
    for (const k of data.visibility) {
      const sc = document.createElement("div");
      sc.className = "sc";
      sc.style.width = px(k.viewport.width);
      sc.style.height = px(k.viewport.height);
      const content = document.createElement("div");
      content.className = "content";
      content.style.width = px(k.contentSize.width);
      content.style.height = px(k.contentSize.height);
      const targets = k.items.map((it) => {
        const d = document.createElement("div");
        d.style.left = px(it.x); d.style.top = px(it.y);
        d.style.width = px(it.width); d.style.height = px(it.height);
        content.appendChild(d);
        return d;
      });
      sc.appendChild(content);
      document.body.appendChild(sc);
      sc.scrollLeft = k.offset.x;
      sc.scrollTop = k.offset.y;
      const r = { id: k.id, offset: [sc.scrollLeft, sc.scrollTop], client: [sc.clientWidth, sc.clientHeight],
                  ratios: new Array(targets.length).fill(null) };
      const i = k.insets || { top: 0, right: 0, bottom: 0, left: 0 };
      const margin = `${-i.top}px ${-i.right}px ${-i.bottom}px ${-i.left}px`;
      let done = false;
      const io = new IntersectionObserver((entries) => {
        try {
          for (const e of entries) r.ratios[targets.indexOf(e.target)] = e.isIntersecting ? e.intersectionRatio : 0;
          if (!done && r.ratios.every((v) => v !== null)) {
            done = true;
            io.disconnect();
            visibility.push(r);
            if (--pending === 0) finish();
          }
        } catch (e) { fail(e); }
      }, { root: sc, rootMargin: margin, threshold: [0] });
      targets.forEach((t) => io.observe(t));
    }
  } catch (e) {
    fail(e);
  }
})();
</script></body></html>
"""


def build_page(visibility: list[dict], anchoring: list[dict]) -> str:
    return embed(PAGE, {"visibility": visibility, "anchoring": anchoring})


def run_cases(visibility: list[dict], anchoring: list[dict], chromium: str | None = None,
              keep_dir: str | None = None, timeout: float = 120.0) -> dict:
    """Both kinds of cases in one launch: {"visibility": {id: r}, "anchoring": {id: r}, ...}."""
    # Virtual time lets the page wait for IntersectionObserver callbacks without real delays.
    data, seconds, _ = run_page(build_page(visibility, anchoring), "lists", chromium, keep_dir, timeout,
                                extra_flags=("--virtual-time-budget=10000",))
    data["visibility"] = by_id(data["visibility"])
    data["anchoring"] = by_id(data["anchoring"])
    data["seconds"] = seconds
    return data
