"""CSS scroll anchoring's suppression trigger, "the scroll offset of the scrollable element being
zero", against Chromium: where is zero when the content has a top inset, and does a horizontal
offset count?

A CSS scroller's top inset is its `padding-top`: the rows start below it and scroll with it, so
`scrollTop` 0 is the ScrollQuery offset −inset (the range minimum) and the ScrollQuery offset 0
is `scrollTop` = inset. Each case sets `padding-top`, `scrollLeft` and `scrollTop` on a
container of 100-point rows, inserts a 100-point row above the first, and reads `scrollTop`
(which runs layout and the anchoring adjustment); `/v1/scroll/transition` (`semantics: "css"`,
`keep: "auto"`) gets the same change with `contentInsets.top` = the padding.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from browser import embed, run_page  # noqa: E402
from service import post_json  # noqa: E402

PAGE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>anchoring suppression</title>
<style>
html, body { margin: 0; padding: 0; border: 0; overflow: hidden; }
.sc { position: absolute; left: 0; top: 0; overflow: scroll; border: 0; margin: 0;
      padding-left: 0; padding-right: 0; padding-bottom: 0;
      scrollbar-width: none; box-sizing: content-box; }
.sc::-webkit-scrollbar { display: none; }
.sc > div { margin: 0; padding: 0; border: 0; }
</style></head>
<body><pre id="out">NOT RUN</pre>
<script type="application/json" id="cases">__CASES__</script>
<script>
"use strict";
(function () {
  const out = document.getElementById("out");
  try {
    const cases = JSON.parse(document.getElementById("cases").textContent);
    const results = [];
    for (const k of cases) {
      const sc = document.createElement("div");
      sc.className = "sc";
      sc.style.width = k.viewport.width + "px";
      sc.style.height = k.viewport.height + "px";
      sc.style.paddingTop = k.paddingTop + "px";
      const row = (h) => {
        const d = document.createElement("div");
        d.style.height = h + "px";
        d.style.width = k.rowWidth + "px";
        return d;
      };
      for (const h of k.rows) sc.appendChild(row(h));
      document.body.appendChild(sc);
      sc.scrollLeft = k.scrollLeft;
      sc.scrollTop = k.scrollTop;
      const r = { id: k.id, before: [sc.scrollLeft, sc.scrollTop] };
      sc.insertBefore(row(k.inserted), sc.children[0]);
      r.after = [sc.scrollLeft, sc.scrollTop];
      sc.remove();
      results.push(r);
    }
    out.textContent = "RESULTS:" + JSON.stringify({ results });
  } catch (e) {
    out.textContent = "FAILED:" + String(e && e.stack || e);
  }
})();
</script></body></html>
"""

VIEWPORT = {"width": 300, "height": 400}
ROWS = [100] * 20
INSERTED = 100


def case(cid, padding_top, scroll_left, scroll_top, row_width=300):
    return {"id": cid, "viewport": VIEWPORT, "paddingTop": padding_top, "scrollLeft": scroll_left,
            "scrollTop": scroll_top, "rowWidth": row_width, "rows": ROWS, "inserted": INSERTED}


# (case, Chromium's scrollTop after the insertion): the expectations document what Chromium 156
# does; the service is compared with whatever Chromium answers.
CASES = [
    (case("inset47-scrollTop0", 47, 0, 0), 0),        # offset −47, the range minimum: suppressed
    (case("inset47-scrollTop10", 47, 0, 10), 110),    # offset −37: anchored
    (case("inset47-scrollTop47", 47, 0, 47), 147),    # offset 0 is not the trigger: anchored
    (case("noInset-scrollTop0", 0, 0, 0), 0),
    (case("scrolledAcross-scrollTop0", 0, 50, 0, row_width=600), 0),    # x plays no part
    (case("scrolledAcross-scrollTop30", 0, 50, 30, row_width=600), 130),
]


def transition_request(k: dict) -> dict:
    width, inset = k["rowWidth"], k["paddingTop"]
    frames = lambda rows, ids: [  # noqa: E731
        {"id": i, "frame": {"x": 0, "y": sum(rows[:n]), "width": width, "height": h}}
        for n, (i, h) in enumerate(zip(ids, rows))]
    after = [k["inserted"], *k["rows"]]
    return {
        "before": {
            "viewport": k["viewport"],
            "contentSize": {"width": width, "height": sum(k["rows"])},
            "contentInsets": {"top": inset},
            "contentOffset": {"x": k["scrollLeft"], "y": k["scrollTop"] - inset},
            "items": frames(k["rows"], list(range(len(k["rows"])))),
        },
        "after": {
            "contentSize": {"width": width, "height": sum(after)},
            "items": frames(after, ["new", *range(len(k["rows"]))]),
        },
        "keep": "auto",
        "semantics": "css",
    }


@pytest.fixture(scope="module")
def chromium(chromium_binary):
    data, _, _ = run_page(embed(PAGE, [k for k, _ in CASES]), "anchoring-suppression", chromium_binary)
    return {r["id"]: r for r in data["results"]}


@pytest.mark.parametrize("k,expected", CASES, ids=[k["id"] for k, _ in CASES])
def test_chromium_suppresses_anchoring_only_at_the_block_origin(chromium, k, expected):
    r = chromium[k["id"]]
    assert r["before"] == [k["scrollLeft"], k["scrollTop"]], "the harness did not set the offset"
    assert r["after"] == [k["scrollLeft"], expected]


@pytest.mark.parametrize("k,expected", CASES, ids=[k["id"] for k, _ in CASES])
def test_transition_css_auto_keeps_the_scrollTop_chromium_keeps(chromium, service_url, k, expected):
    status, answer = post_json(service_url, "/v1/scroll/transition", transition_request(k))
    assert status == 200, answer
    scroll_top = answer["contentOffset"]["y"] + k["paddingTop"]
    assert scroll_top == chromium[k["id"]]["after"][1]
    assert answer["contentOffset"]["x"] == k["scrollLeft"]
