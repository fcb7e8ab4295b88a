"""Run writing-mode, chain and if-needed cases through Chromium in one headless launch.

Each case gets a fresh DOM under `#root` (html/body: margin 0, overflow hidden, so the window
has nothing to scroll):

    .sc (outermost)   position relative, overflow scroll, no border/padding/scrollbars,
                      writing-mode, direction, scroll-padding as the case says
      .content        sized, position relative, overflow clip
        .sc (inner)   position absolute at the case's frame (physical left/top)
          .content
            #t        the target: position absolute, left/top/width/height, scroll-margin

Offsets are measured physically — the scrollport's left/top minus the content's, from
`getBoundingClientRect` — so the page never converts CSSOM `scrollLeft` signs itself; it also
reports `scrollLeft`/`scrollTop` for the service's `scrollPosition`. The initial offset is set
as `scrollLeft = physical − physical-at-rest`. Then `t.scrollIntoView({block, inline})` (or
`t.scrollIntoViewIfNeeded(center)`) and every container's offsets are read.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

from browser import BrowserError, find_chromium

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>writing modes, chains, if-needed</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
.sc { position: relative; overflow: scroll; border: 0; padding: 0; margin: 0;
      scrollbar-width: none; box-sizing: content-box; }
.sc::-webkit-scrollbar { display: none; }
.content { position: relative; overflow: clip; margin: 0; padding: 0; border: 0; }
#t { position: absolute; margin: 0; padding: 0; border: 0; box-sizing: content-box; }
</style></head>
<body><div id="root"></div>
<pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  try {
    const cases = JSON.parse(document.getElementById("cases").textContent);
    const root = document.getElementById("root");
    const px = (v) => v + "px";
    const box = (b) => `${b.top}px ${b.right}px ${b.bottom}px ${b.left}px`;
    const phys = (s) => {
      const a = s.sc.getBoundingClientRect(), b = s.content.getBoundingClientRect();
      return [a.left - b.left, a.top - b.top];
    };
    const results = [];
    for (const k of cases) {
      const r = { id: k.id };
      try {
        root.textContent = "";
        const n = k.containers.length;
        const scs = new Array(n);
        let parent = root;
        for (let i = n - 1; i >= 0; i--) {
          const c = k.containers[i];
          const sc = document.createElement("div"); sc.className = "sc";
          const content = document.createElement("div"); content.className = "content";
          sc.style.writingMode = c.writingMode; sc.style.direction = c.direction;
          sc.style.width = px(c.viewport.width); sc.style.height = px(c.viewport.height);
          sc.style.scrollPadding = box(c.scrollPadding);
          content.style.width = px(c.contentSize.width); content.style.height = px(c.contentSize.height);
          if (i < n - 1) {
            const f = k.containers[i + 1].frame;
            sc.style.position = "absolute"; sc.style.left = px(f.x); sc.style.top = px(f.y);
          }
          sc.appendChild(content); parent.appendChild(sc); parent = content;
          scs[i] = { sc, content };
        }
        const t = document.createElement("div"); t.id = "t";
        t.style.left = px(k.target.x); t.style.top = px(k.target.y);
        t.style.width = px(k.target.width); t.style.height = px(k.target.height);
        t.style.scrollMargin = box(k.margin);
        parent.appendChild(t);
        r.rest = []; r.initial = []; r.client = []; r.scrollSize = [];
        for (let i = 0; i < n; i++) {
          const s = scs[i], c = k.containers[i];
          const rest = phys(s);
          r.rest.push(rest);
          s.sc.scrollLeft = c.initial.x - rest[0];
          s.sc.scrollTop = c.initial.y - rest[1];
          r.initial.push(phys(s));
          r.client.push([s.sc.clientWidth, s.sc.clientHeight]);
          r.scrollSize.push([s.sc.scrollWidth, s.sc.scrollHeight]);
        }
        if (k.ifNeeded) t.scrollIntoViewIfNeeded(k.ifNeeded.center);
        else t.scrollIntoView({ block: k.block, inline: k.inline, behavior: "instant" });
        r.result = scs.map(phys);
        r.scrollPosition = scs.map((s) => [s.sc.scrollLeft, s.sc.scrollTop]);
        r.window = [window.scrollX, window.scrollY];
      } catch (e) {
        r.error = String(e && e.stack || e);
      }
      results.push(r);
    }
    root.textContent = "";
    out.textContent = "RESULTS:" + JSON.stringify({ userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio, results });
  } catch (e) {
    out.textContent = "FAILED:" + String(e && e.stack || e);
  }
})();
</script></body></html>
"""


def build_page(cases: list[dict]) -> str:
    payload = json.dumps(cases, separators=(",", ":")).replace("</", "<\\/")
    return PAGE.replace("__CASES__", payload)


def run_cases(cases: list[dict], scale: float = 1, chromium: str | None = None,
              keep_dir: str | None = None, timeout: float = 120.0) -> dict:
    """All `cases` in one Chromium launch at device scale factor `scale`.

    Returns {"results": {id: result}, "seconds", "devicePixelRatio", ...}; a result has `rest`,
    `initial`, `result` (physical [x, y] per container, innermost first), `scrollPosition`,
    `client`, `scrollSize`, `window`, or `error`.
    """
    chromium = chromium or find_chromium()
    if not chromium:
        raise BrowserError("no Chromium found (set CHROMIUM_BIN)")
    work = tempfile.mkdtemp(prefix="scrollquery-flow-")
    try:
        page = os.path.join(keep_dir or work, "flow.html")
        if keep_dir:
            os.makedirs(keep_dir, exist_ok=True)
        with open(page, "w", encoding="utf-8") as f:
            f.write(build_page(cases))
        cmd = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--mute-audio",
            f"--force-device-scale-factor={scale}", "--window-size=1280,1024", "--hide-scrollbars",
            f"--user-data-dir={os.path.join(work, 'profile')}",
            "--dump-dom", "file://" + os.path.abspath(page),
        ]
        started = time.monotonic()
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired as e:
            raise BrowserError(f"chromium did not finish in {timeout}s") from e
        seconds = time.monotonic() - started
        dom = proc.stdout.decode("utf-8", "replace")
        m = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
        if not m:
            tail = proc.stderr.decode("utf-8", "replace")[-3000:]
            raise BrowserError(f"no <pre id=out> in chromium's DOM dump (exit {proc.returncode}); "
                               f"stderr tail:\n{tail}")
        text = html.unescape(m.group(1))
        if not text.startswith("RESULTS:"):
            raise BrowserError(f"page script did not finish: {text[:3000]}")
        data = json.loads(text[len("RESULTS:"):])
        if keep_dir:
            with open(os.path.join(keep_dir, "flow-results.json"), "w") as f:
                json.dump(data, f, indent=1)
        data["results"] = {r["id"]: r for r in data["results"]}
        data["seconds"] = seconds
        return data
    finally:
        shutil.rmtree(work, ignore_errors=True)
