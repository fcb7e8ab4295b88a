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

import html
import json
import os
import re
import subprocess
import tempfile
import shutil
import time

from browser import BrowserError, find_chromium

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
    payload = json.dumps({"visibility": visibility, "anchoring": anchoring}, separators=(",", ":"))
    return PAGE.replace("__CASES__", payload.replace("</", "<\\/"))


def run_cases(visibility: list[dict], anchoring: list[dict], chromium: str | None = None,
              keep_dir: str | None = None, timeout: float = 120.0) -> dict:
    """Both kinds of cases in one launch: {"visibility": {id: r}, "anchoring": {id: r}, ...}."""
    chromium = chromium or find_chromium()
    if not chromium:
        raise BrowserError("no Chromium found (set CHROMIUM_BIN)")
    work = tempfile.mkdtemp(prefix="scrollquery-lists-")
    try:
        if keep_dir:
            os.makedirs(keep_dir, exist_ok=True)
        page = os.path.join(keep_dir or work, "lists.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(build_page(visibility, anchoring))
        cmd = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--mute-audio",
            "--force-device-scale-factor=1", "--window-size=1280,1024", "--hide-scrollbars",
            "--virtual-time-budget=10000",
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
            with open(os.path.join(keep_dir, "lists-results.json"), "w") as f:
                json.dump(data, f, indent=1)
        data["visibility"] = {r["id"]: r for r in data["visibility"]}
        data["anchoring"] = {r["id"]: r for r in data["anchoring"]}
        data["seconds"] = seconds
        return data
    finally:
        shutil.rmtree(work, ignore_errors=True)
