"""Stored layouts on the live server: POST /v1/layouts → 201 with the id a client computes too,
GET/DELETE, queries by id (404 unknown_layout when absent), edits, and LRU eviction under a
small --layout-cache-bytes."""
import json
import os
import sys

import pytest

from serverprocess import REPO, Server

sys.path.insert(0, os.path.join(REPO, "scripts"))
from layout_id import layout_id  # noqa: E402

VIEW = {"viewport": {"width": 390, "height": 600}}
STACK = {"stack": {"axis": "vertical", "spacing": 20, "sizes": {"uniform": 100, "count": 1000}}}


def store(server, body):
    status, headers, data = server.request("POST", "/v1/layouts", body)
    assert status == 201, data
    answer = json.loads(data)
    assert headers["location"] == "/v1/layouts/" + answer["layoutId"]
    return answer


def offset(server, layout, target, **extra):
    return server.post_json("/v1/scroll/offset", {**VIEW, "layout": layout, "target": target, **extra})


@pytest.mark.parametrize("body", [
    STACK,
    {"stack": {"sizes": [44, None, 60], "estimatedSize": 50, "ids": ["a", "b", "c"], "padding": {"top": 8}}},
    {"stack": {"axis": "horizontal", "sizes": [1.5, 2.25], "crossSize": 30, "measured": {"0": 3}}},
    {"items": [{"id": "m1", "frame": {"x": 0, "y": 0, "width": 390, "height": 80}},
               {"id": 7, "frame": {"x": 0, "y": 90, "width": 390, "height": 120}}],
     "contentSize": {"width": 390, "height": 400}},
], ids=["uniform-stack", "estimated-stack", "horizontal-measured", "items"])
def test_storeLayout_answersTheIDTheClientComputes(server, body):
    assert store(server, body)["layoutId"] == layout_id(body)


def test_storeLayout_sameLayoutDifferentlyWrittenGetsTheSameID(server):
    compact = store(server, STACK)["layoutId"]
    spelt = json.dumps({"stack": {"sizes": [100.0] * 1000, "spacing": 2e1}}, indent=2)
    status, _, data = server.request("POST", "/v1/layouts", spelt)
    assert status == 201 and json.loads(data)["layoutId"] == compact


def test_storedLayout_answersQueriesLikeTheInlineLayout(server):
    layout = store(server, STACK)["layoutId"]
    for target in [{"id": 500}, {"index": 999}, {"edge": "bottom"}, {"next": {"id": 3}}]:
        by_id = offset(server, layout, target, anchor="center")
        inline = server.post_json("/v1/scroll/offset", {**VIEW, **STACK, "target": target, "anchor": "center"})
        assert by_id == inline, target
    status, answer = offset(server, layout, {"id": 500}, anchor="top")
    assert status == 200 and answer["contentOffset"] == {"x": 0, "y": 500 * 120}
    status, visible = server.post_json("/v1/scroll/visibility", {**VIEW, "layout": layout, "contentOffset": {"x": 0, "y": 1200}})
    assert status == 200 and visible["firstVisible"] == 10


def test_getLayout_describesIt_andDeleteForgetsIt(server):
    body = {"stack": {"sizes": [10, None], "estimatedSize": 30, "crossSize": 100, "padding": {"left": 5, "right": 5}}}
    layout = store(server, body)["layoutId"]
    status, _, data = server.request("GET", "/v1/layouts/" + layout)
    details = json.loads(data)
    assert status == 200
    assert {k: details[k] for k in ("layoutId", "itemCount", "contentSize", "kind", "estimatedCount")} == {
        "layoutId": layout, "itemCount": 2, "contentSize": {"width": 110, "height": 40},
        "kind": "stack", "estimatedCount": 1}
    assert details["costBytes"] > 0
    status, headers, data = server.request("DELETE", "/v1/layouts/" + layout)
    assert (status, data) == (204, b"")
    for method in ("GET", "DELETE"):
        status, _, data = server.request(method, "/v1/layouts/" + layout)
        assert status == 404 and json.loads(data)["error"]["code"] == "unknown_layout", method
    status, error = offset(server, layout, {"index": 0})
    assert status == 404 and error["error"]["code"] == "unknown_layout" and error["error"]["pointer"] == "/layout"


def test_stackWithoutCrossSize_reportsTheCrossLengthAsFollowingTheViewport(server):
    answer = store(server, {"stack": {"sizes": [10, 20], "spacing": 5}})
    assert answer["contentSize"] == {"width": None, "height": 35}
    answer = store(server, {"stack": {"axis": "horizontal", "sizes": [10, 20], "spacing": 5}})
    assert answer["contentSize"] == {"width": 35, "height": None}


def test_edits_storeANewLayout_equalToPostingTheResultWhole(server):
    base = store(server, {"stack": {"sizes": [40, 60], "ids": ["a", "b"], "spacing": 8}})["layoutId"]
    edits = [{"insert": {"at": 2, "sizes": [80], "ids": ["c"]}}, {"remove": {"ids": ["a"]}},
             {"resize": {"id": "b", "size": 65}}]
    status, headers, data = server.request("POST", f"/v1/layouts/{base}/edits", edits)
    assert status == 201, data
    edited = json.loads(data)
    whole = {"stack": {"sizes": [65, 80], "ids": ["b", "c"], "spacing": 8}}
    assert edited["layoutId"] == layout_id(whole) != base
    assert edited["itemCount"] == 2 and headers["location"] == "/v1/layouts/" + edited["layoutId"]
    # The original is still there, unchanged.
    assert server.request("GET", "/v1/layouts/" + base)[0] == 200
    # And the chat flow: where the offset goes when the new layout replaces the old one.
    status, moved = server.post_json("/v1/scroll/transition", {
        "before": {**VIEW, "layout": base, "contentOffset": {"x": 0, "y": 0}},
        "after": {"layout": edited["layoutId"]}, "keep": {"id": "b"}})
    assert status == 200, moved


def test_edits_problemsHaveStatusCodeAndPointer(server):
    base = store(server, {"stack": {"sizes": [1, 2, 3], "ids": ["a", "b", "c"]}})["layoutId"]
    cases = [
        ([{"remove": {"ids": ["zz"]}}], 409, "layout_conflict", "/0/remove/ids/0"),
        ([{"insert": {"at": 9, "sizes": [1], "ids": ["d"]}}], 409, "layout_conflict", "/0/insert/at"),
        ([{"insert": {"at": 0, "sizes": [1], "ids": ["a"]}}], 409, "layout_conflict", "/0/insert/ids/0"),
        ([{"insert": {"at": 0, "sizes": [1], "ids": ["d", "e"]}}], 400, "invalid_field", "/0/insert/ids"),
        ([{"resize": {"id": "a", "size": -1}}], 400, "invalid_field", "/0/resize/size"),
        ('[{"resize": ', 400, "invalid_json", None),
    ]
    for edits, status, code, pointer in cases:
        got, _, data = server.request("POST", f"/v1/layouts/{base}/edits", edits)
        error = json.loads(data)["error"]
        assert (got, error["code"]) == (status, code), edits
        if pointer is not None:
            assert error["pointer"] == pointer, edits
    missing = "sha256-" + "0" * 64
    got, _, data = server.request("POST", f"/v1/layouts/{missing}/edits", [])
    assert got == 404 and json.loads(data)["error"]["code"] == "unknown_layout"


def test_storeLayout_refusesBadBodies(server):
    cases = [
        ({}, 400, "missing_field", "/items"),
        ({"items": [], "stack": {"sizes": []}}, 400, "conflicting_fields", "/stack"),
        ({"stack": {"sizes": [1]}, "viewport": {"width": 1, "height": 1}}, 400, "unknown_field", "/viewport"),
        ({"stack": {"sizes": [-1]}}, 400, "invalid_field", "/stack/sizes/0"),
        ({"items": [{"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
                    {"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}, 400, "duplicate_id", "/items/1/id"),
    ]
    for body, status, code, pointer in cases:
        got, _, data = server.request("POST", "/v1/layouts", body)
        error = json.loads(data)["error"]
        assert (got, error["code"], error["pointer"]) == (status, code, pointer), body


def test_layoutCache_evictsTheLeastRecentlyUsed_andRefusesALayoutLargerThanItAll(server):
    def sized(count, first):
        return {"stack": {"sizes": [first] + [1.5] * (count - 1)}}
    # What one 2,000-item stack costs, as the server counts it: the cache holds three and a half.
    probe = store(server, sized(2000, 0))["layoutId"]
    cost = json.loads(server.request("GET", "/v1/layouts/" + probe)[2])["costBytes"]
    small = Server("--layout-cache-bytes", str(cost * 7 // 2))
    try:
        a = store(small, sized(2000, 1))["layoutId"]
        b = store(small, sized(2000, 2))["layoutId"]
        c = store(small, sized(2000, 3))["layoutId"]
        assert offset(small, a, {"index": 0})[0] == 200  # a query is a use: a is now newer than b
        d = store(small, sized(2000, 4))["layoutId"]
        statuses = {name: small.request("GET", "/v1/layouts/" + layout)[0]
                    for name, layout in (("a", a), ("b", b), ("c", c), ("d", d))}
        assert statuses == {"a": 200, "b": 404, "c": 200, "d": 200}
        status, _, data = small.request("POST", "/v1/layouts", sized(8000, 5))
        assert status == 413 and json.loads(data)["error"]["code"] == "layout_too_large"
        assert small.request("GET", "/v1/layouts/" + d)[0] == 200  # refusing evicts nothing
    finally:
        small.stop()
