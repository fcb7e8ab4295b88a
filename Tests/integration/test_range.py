"""POST /v1/scroll/range on the live server: the range, the visible rect at the offset and how far
the view can still scroll toward each edge, worked by hand; a bad field is a 400 with its code and
pointer; in a batch, `op: range` answers as the endpoint does alone."""
import json

import pytest

PATH = "/v1/scroll/range"
PHONE = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 3000},
         "contentInsets": {"top": 47, "bottom": 34}}


def test_midway_edgesRunToEachEndOfTheRange(server):
    # range y: −47 … 3000 + 34 − 844 = 2190; at 1000: top 1047, bottom 1190
    status, answer = server.post_json(PATH, {**PHONE, "contentOffset": {"x": 0, "y": 1000}})
    assert status == 200
    assert answer == {
        "range": {"min": {"x": 0, "y": -47}, "max": {"x": 0, "y": 2190}},
        "contentOffset": {"x": 0, "y": 1000},
        "visibleRect": {"x": 0, "y": 1000, "width": 390, "height": 844},
        "edges": {"top": 1047, "bottom": 1190, "left": 0, "right": 0},
        "scrollable": {"x": False, "y": True},
    }


def test_noOffset_answersAtTheScrollOrigin(server):
    status, answer = server.post_json(PATH, PHONE)
    assert status == 200
    assert answer["contentOffset"] == {"x": 0, "y": -47}
    assert answer["edges"] == {"top": 0, "bottom": 2237, "left": 0, "right": 0}


def test_rtlCarousel_restsAtItsRightEnd(server):
    # range x: 0 … 1280 − 320 = 960; rtl's scroll origin is the maximum: nothing left to the right
    status, answer = server.post_json(PATH, {"viewport": {"width": 320, "height": 480},
                                             "contentSize": {"width": 1280, "height": 480}, "direction": "rtl"})
    assert status == 200
    assert answer["contentOffset"] == {"x": 960, "y": 0}
    assert answer["edges"] == {"top": 0, "bottom": 0, "left": 960, "right": 0}
    assert answer["scrollable"] == {"x": True, "y": False}


def test_anOffsetPastTheEnd_isAnsweredAsSent_itsEdgeThereIsZero(server):
    status, answer = server.post_json(PATH, {**PHONE, "contentOffset": {"x": 0, "y": 2300}})
    assert status == 200
    assert answer["contentOffset"] == {"x": 0, "y": 2300}
    assert answer["visibleRect"]["y"] == 2300
    assert answer["edges"] == {"top": 2347, "bottom": 0, "left": 0, "right": 0}


def test_aStack_givesTheContentSize(server):
    # 50 rows of 100 with 8 between: 50 · 100 + 49 · 8 = 5392; max 5392 − 844 = 4548
    status, answer = server.post_json(PATH, {"viewport": {"width": 390, "height": 844},
                                             "stack": {"spacing": 8, "sizes": {"uniform": 100, "count": 50}}})
    assert status == 200
    assert answer["range"]["max"] == {"x": 0, "y": 4548}


@pytest.mark.parametrize("body,code,pointer", [
    ({**PHONE, "viewport": {"width": 0, "height": 844}}, "invalid_field", "/viewport/width"),
    ({"viewport": {"width": 390, "height": 844}}, "missing_field", "/contentSize"),
    ({**PHONE, "target": {"index": 0}}, "unknown_field", "/target"),
])
def test_aBadField_is400_withItsCodeAndPointer(server, body, code, pointer):
    status, answer = server.post_json(PATH, body)
    assert status == 400
    assert (answer["error"]["code"], answer["error"]["pointer"]) == (code, pointer)


def test_inABatch_opRange_answersAsTheEndpointDoesAlone(server):
    requests = [{"op": "range", "contentOffset": {"x": 0, "y": 1000}}, {"op": "range"},
                {"op": "range", "contentOffset": {"x": 0, "y": "far"}}]
    status, _, data = server.request("POST", "/v1/batch", {**PHONE, "requests": requests})
    assert status == 200
    results = json.loads(data)["results"]
    for request, result in zip(requests[:2], results):
        own = {key: value for key, value in request.items() if key != "op"}
        assert result == server.post_json(PATH, {**PHONE, **own})[1]
    assert results[2]["status"] == 400
    assert (results[2]["error"]["code"], results[2]["error"]["pointer"]) == ("invalid_type", "/requests/2/contentOffset/y")
