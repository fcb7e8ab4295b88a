"""Writing modes, direction, chains and ifNeeded over HTTP: worked answers, and the endpoints
that refuse `direction`/`writingMode` (they cannot honour them yet)."""
import pytest

VIEW = {"viewport": {"width": 200, "height": 100}, "contentSize": {"width": 1000, "height": 800}}
RECT = {"rect": {"x": 400, "y": 300, "width": 50, "height": 20}}


@pytest.mark.parametrize("mode,direction,offset,position", [
    # block start / inline start; origin (800, 0) for rtl horizontal-tb, (800, 700) for
    # vertical-rl rtl; target x [400, 450], y [300, 320].
    ("horizontal-tb", "ltr", {"x": 400, "y": 300}, {"left": 400, "top": 300}),
    ("horizontal-tb", "rtl", {"x": 250, "y": 300}, {"left": -550, "top": 300}),
    ("vertical-rl", "ltr", {"x": 250, "y": 300}, {"left": -550, "top": 300}),
    ("vertical-rl", "rtl", {"x": 250, "y": 220}, {"left": -550, "top": -480}),
    ("vertical-lr", "rtl", {"x": 400, "y": 220}, {"left": 400, "top": -480}),
    ("sideways-lr", "ltr", {"x": 400, "y": 220}, {"left": 400, "top": -480}),
])
def test_logicalStartStart_inEveryFlow(server, mode, direction, offset, position):
    status, body = server.post_json("/v1/scroll/offset", {
        **VIEW, "target": RECT, "anchor": {"block": "start", "inline": "start"}, "semantics": "css",
        "writingMode": mode, "direction": direction})
    assert status == 200, body
    assert body["contentOffset"] == offset
    assert body["scrollPosition"] == position


def test_ifNeeded_leavesAVisibleAxisAlone(server):
    status, body = server.post_json("/v1/scroll/offset", {
        **VIEW, "contentOffset": {"x": 380, "y": 0}, "target": RECT, "anchor": "center", "mode": "ifNeeded"})
    assert status == 200, body
    assert body["contentOffset"] == {"x": 380, "y": 260}


def test_chain_nearestContainer_keepsTheAncestorsOffset(server):
    ancestor = {"viewport": {"width": 300, "height": 300}, "contentSize": {"width": 300, "height": 3000},
                "contentOffset": {"x": 0, "y": 40}, "frame": {"x": 0, "y": 1000, "width": 200, "height": 100}}
    status, body = server.post_json("/v1/scroll/offset", {
        **VIEW, "target": RECT, "ancestors": [ancestor], "container": "nearest"})
    assert status == 200, body
    assert body["contentOffset"] == {"x": 250, "y": 220}
    assert [a["contentOffset"] for a in body["ancestors"]] == [{"x": 0, "y": 40}]


@pytest.mark.parametrize("path,body,pointer", [
    ("/v1/scroll/visibility", {**VIEW, "direction": "rtl"}, "/direction"),
    ("/v1/scroll/visibility", {**VIEW, "writingMode": "horizontal-tb"}, "/writingMode"),
    ("/v1/scroll/transition", {"before": {**VIEW, "direction": "rtl"}, "after": {}}, "/before/direction"),
    ("/v1/scroll/transition", {"before": VIEW, "after": {"writingMode": "vertical-rl"}}, "/after/writingMode"),
])
def test_endpointsThatCannotHonourTheFlow_refuseIt(server, path, body, pointer):
    status, answer = server.post_json(path, body)
    assert status == 400, answer
    assert answer["error"]["code"] == "conflicting_fields"
    assert answer["error"]["pointer"] == pointer
