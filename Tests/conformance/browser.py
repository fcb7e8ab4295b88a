"""Run conformance cases through Chromium's `Element.scrollIntoView` in one headless launch.

The page holds one scroll container that is reconfigured for every case:

    html, body        margin 0, overflow hidden; the window is larger than any container,
                      so the page has nothing to scroll (checked per case: scrollX/Y stay 0)
    #sc               the scroll container: position relative, overflow scroll, no border,
                      no padding, no scrollbars (scrollbar-width none + ::-webkit-scrollbar)
      #content        the sized content div: position relative, overflow clip (a target that
                      sticks out does not grow the scroll range)
        #t            the target: position absolute, left/top/width/height, scroll-margin

For each case the script sets the sizes, `scrollLeft`/`scrollTop`, calls
`t.scrollIntoView({block, inline, behavior: "instant"})` and reads the container's
`scrollLeft`/`scrollTop`, plus some layout facts that `sanity_problems` checks. All results go
as JSON into `<pre id=out>`, which `chromium --headless --dump-dom` prints.
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

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>scrollIntoView conformance</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
#sc { position: relative; overflow: scroll; border: 0; padding: 0; margin: 0;
      scrollbar-width: none; box-sizing: content-box; }
#sc::-webkit-scrollbar { display: none; }
#content { position: relative; overflow: clip; margin: 0; padding: 0; border: 0; }
#t { position: absolute; margin: 0; padding: 0; border: 0; box-sizing: content-box; }
</style></head>
<body><div id="sc"><div id="content"><div id="t"></div></div></div>
<pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  try {
    const cases = JSON.parse(document.getElementById("cases").textContent);
    const sc = document.getElementById("sc");
    const content = document.getElementById("content");
    const t = document.getElementById("t");
    const px = (v) => v + "px";
    const box = (b) => `${b.top}px ${b.right}px ${b.bottom}px ${b.left}px`;
    const results = [];
    for (const k of cases) {
      const r = { id: k.id };
      try {
        window.scrollTo(0, 0);
        sc.scrollLeft = 0; sc.scrollTop = 0;
        sc.style.width = px(k.viewport.width);
        sc.style.height = px(k.viewport.height);
        sc.style.scrollPadding = box(k.scrollPadding);
        content.style.width = px(k.contentSize.width);
        content.style.height = px(k.contentSize.height);
        t.style.left = px(k.target.x);
        t.style.top = px(k.target.y);
        t.style.width = px(k.target.width);
        t.style.height = px(k.target.height);
        t.style.scrollMargin = box(k.margin);
        sc.scrollLeft = k.initial.x;
        sc.scrollTop = k.initial.y;
        r.initial = [sc.scrollLeft, sc.scrollTop];
        r.client = [sc.clientWidth, sc.clientHeight];
        r.scrollSize = [sc.scrollWidth, sc.scrollHeight];
        r.targetBox = [t.offsetLeft, t.offsetTop, t.offsetWidth, t.offsetHeight];
        t.scrollIntoView({ block: k.block, inline: k.inline, behavior: "instant" });
        r.result = [sc.scrollLeft, sc.scrollTop];
        r.window = [window.scrollX, window.scrollY];
      } catch (e) {
        r.error = String(e && e.stack || e);
      }
      results.push(r);
    }
    out.textContent = "RESULTS:" + JSON.stringify({ userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio, inner: [innerWidth, innerHeight], results });
  } catch (e) {
    out.textContent = "FAILED:" + String(e && e.stack || e);
  }
})();
</script></body></html>
"""

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


class BrowserError(RuntimeError):
    pass


def find_chromium() -> str | None:
    """$CHROMIUM_BIN, else the first Chromium on PATH."""
    env = os.environ.get("CHROMIUM_BIN")
    if env:
        return env
    for name in CHROMIUM_CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


def embed(page: str, cases) -> str:
    """`page` with `__CASES__` replaced by `cases` as JSON, escaped so it cannot end the
    `<script>` early."""
    return page.replace("__CASES__", json.dumps(cases, separators=(",", ":")).replace("</", "<\\/"))


def build_page(cases: list[dict]) -> str:
    return embed(PAGE, cases)


def run_page(page_html: str, name: str, chromium: str | None = None, keep_dir: str | None = None,
             timeout: float = 120.0, extra_flags: tuple[str, ...] = ()) -> tuple[dict, float, str]:
    """Loads `page_html` in one headless Chromium launch and returns what its script reported.

    Every suite's page runs its cases and writes `RESULTS:<json>` into `<pre id="out">`; the DOM
    is dumped when the page settles. Returns (that JSON, wall seconds of the launch, the Chromium
    used). With `keep_dir`, the page (`NAME.html`) and the raw results (`NAME-results.json`) are
    kept there for inspection.
    """
    chromium = chromium or find_chromium()
    if not chromium:
        raise BrowserError("no Chromium found (set CHROMIUM_BIN)")
    work = tempfile.mkdtemp(prefix=f"scrollquery-{name}-")
    try:
        if keep_dir:
            os.makedirs(keep_dir, exist_ok=True)
        page = os.path.join(keep_dir or work, f"{name}.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(page_html)
        cmd = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--mute-audio",
            "--force-device-scale-factor=1", "--window-size=1280,1024", "--hide-scrollbars",
            *extra_flags,
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
            with open(os.path.join(keep_dir, f"{name}-results.json"), "w") as f:
                json.dump(data, f, indent=1)
        return data, seconds, chromium
    finally:
        shutil.rmtree(work, ignore_errors=True)


def by_id(results: list[dict]) -> dict:
    """A page's result list keyed by case id."""
    return {r["id"]: r for r in results}


def run_cases(cases: list[dict], chromium: str | None = None, keep_dir: str | None = None,
              timeout: float = 120.0) -> dict:
    """Run all `cases` in one Chromium launch.

    Returns {"results": {id: result}, "seconds": wall time of the launch, "userAgent", ...}.
    Each result has `initial`, `result` ([scrollLeft, scrollTop]), `window`, `client`,
    `scrollSize`, `targetBox`, or `error`.
    """
    data, seconds, chromium = run_page(build_page(cases), "conformance", chromium, keep_dir, timeout)
    data["results"] = by_id(data["results"])
    data["seconds"] = seconds
    data["chromium"] = chromium
    return data


def sanity_problems(case: dict, r: dict) -> list[str]:
    """Ways the browser run did not set up `case` as intended (empty when all is well)."""
    if "error" in r:
        return [f"JS error: {r['error']}"]
    v, c, t, i = case["viewport"], case["contentSize"], case["target"], case["initial"]
    want = {
        "initial": [i["x"], i["y"]],
        "client": [v["width"], v["height"]],
        "scrollSize": [max(v["width"], c["width"]), max(v["height"], c["height"])],
        "targetBox": [t["x"], t["y"], t["width"], t["height"]],
        "window": [0, 0],
    }
    return [f"{key}: got {r.get(key)}, want {w}" for key, w in want.items() if r.get(key) != w]
