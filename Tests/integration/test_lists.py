"""The list endpoints over HTTP: `/v1/scroll/visibility`, `/v1/scroll/transition` and the
relative targets of `/v1/scroll/offset` (next, previous, page).

1. The spec is exact at the edges: for each body, the request schema accepts it exactly when the
   server does (200, or 404 for a well-formed request naming a missing item: "(404)" cases).
2. Malformed bodies get 400 with the precise code and JSON pointer, and the server keeps working.
3. Worked answers a client relies on (numbers in the comments).
"""

import pytest

from bodies import changed as merged
from spec import assert_schema_accepts_exactly_what_the_server_accepts


LIMIT = 10 ** 12
PHONE = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 2000}}
ROWS = [{"id": f"r{i}", "frame": {"x": 0, "y": 100 * i, "width": 390, "height": 100}} for i in range(20)]


VIS = dict(PHONE, items=ROWS, contentOffset={"x": 0, "y": 250})
TRANS = {"before": dict(PHONE, items=ROWS, contentOffset={"x": 0, "y": 250}), "after": {}}
OFFSET = dict(PHONE, items=ROWS, target={"next": {"after": "r3"}})

CASES = {
    "/v1/scroll/visibility": ("VisibilityRequest", {
        "minimal": merged(PHONE),
        "threshold 0": merged(VIS, threshold=0),
        "threshold 1": merged(VIS, threshold=1),
        "threshold above 1": merged(VIS, threshold=1.0001),
        "threshold negative": merged(VIS, threshold=-0.1),
        "threshold null": merged(VIS, threshold=None),
        "threshold string": merged(VIS, threshold="0.5"),
        "region safeArea": merged(VIS, region="safeArea"),
        "region unknown": merged(VIS, region="window"),
        "region null": merged(VIS, region=None),
        "prefetch 1e12": merged(VIS, prefetchDistance=LIMIT),
        "prefetch above 1e12": merged(VIS, prefetchDistance=LIMIT * 1.5),
        "prefetch negative": merged(VIS, prefetchDistance=-1),
        "insets negative": merged(VIS, contentInsets={"top": -10}),
        "padding negative": merged(VIS, scrollPadding={"top": -1}),
        "no contentSize": merged(VIS, contentSize=...),
        "items null": merged(VIS, items=None),
        "unknown field": merged(VIS, anchor="top"),
    }),
    "/v1/scroll/transition": ("TransitionRequest", {
        "minimal": TRANS,
        "after changes everything": merged(TRANS, after={"viewport": {"width": 844, "height": 390},
                                                         "contentSize": {"width": 844, "height": 1000},
                                                         "contentInsets": {"bottom": 300},
                                                         "scrollPadding": {"top": 10}, "items": []}),
        "after fields null": merged(TRANS, after={"viewport": None, "contentSize": None, "items": None}),
        "after contentOffset null": merged(TRANS, after={"contentOffset": None}),
        "after contentOffset": merged(TRANS, after={"contentOffset": {"x": 0, "y": 0}}),
        "after viewport zero": merged(TRANS, after={"viewport": {"width": 0, "height": 1}}),
        "after null": merged(TRANS, after=None),
        "no after": merged(TRANS, after=...),
        "no before": merged(TRANS, before=...),
        "before without viewport": merged(TRANS, before={"contentSize": {"width": 1, "height": 1}}),
        "keep each name": merged(TRANS, keep="firstVisible"),
        "keep unknown name": merged(TRANS, keep="middle"),
        "keep id": merged(TRANS, keep={"id": "r5"}),
        "keep id unknown (404)": merged(TRANS, keep={"id": "zz"}),
        "keep id removed (404)": merged(TRANS, after={"items": []}, keep={"id": "r5"}),
        "keep empty object": merged(TRANS, keep={}),
        "keep id null": merged(TRANS, keep={"id": None}),
        "keep null": merged(TRANS, keep=None),
        "keep number": merged(TRANS, keep=1),
        "semantics css": merged(TRANS, semantics="css"),
        "semantics unknown": merged(TRANS, semantics="android"),
        "unknown field": merged(TRANS, anchor="top"),
    }),
    "/v1/scroll/offset": ("ScrollOffsetRequest", {
        "next": OFFSET,
        "next wrap null": merged(OFFSET, target={"next": {"after": "r19", "wrap": None}}),
        "next wrap number": merged(OFFSET, target={"next": {"after": "r19", "wrap": 1}}),
        "next unknown id (404)": merged(OFFSET, target={"next": {"after": "zz"}}),
        "next without after": merged(OFFSET, target={"next": {}}),
        "previous": merged(OFFSET, target={"previous": {"before": "r0", "wrap": True}}),
        "previous with after": merged(OFFSET, target={"previous": {"after": "r0"}}),
        "next with anchor and margin": merged(OFFSET, anchor="center", margin={"top": 4}),
        "page": merged(OFFSET, target={"page": "down"}),
        "page overlap 1e12": merged(OFFSET, target={"page": "up", "overlap": LIMIT}),
        "page overlap negative": merged(OFFSET, target={"page": "up", "overlap": -1}),
        "page overlap null": merged(OFFSET, target={"page": "left", "overlap": None}),
        "page unknown": merged(OFFSET, target={"page": "forward"}),
        "page with anchor": merged(OFFSET, target={"page": "down"}, anchor="top"),
        "overlap without page": merged(OFFSET, target={"id": "r1", "overlap": 3}),
        "overlap null with id": merged(OFFSET, target={"id": "r1", "overlap": None}),
        "page and next": merged(OFFSET, target={"page": "down", "next": {"after": "r1"}}),
    }),
}

BOUNDARY = [(path, name) for path, (_, cases) in CASES.items() for name in cases]


@pytest.mark.parametrize("path,name", BOUNDARY, ids=[f"{p.rsplit('/', 1)[1]}: {n}" for p, n in BOUNDARY])
def test_schemaAccepts_exactlyWhatTheServerAccepts(server, path, name):
    schema, cases = CASES[path]
    assert_schema_accepts_exactly_what_the_server_accepts(server, path, schema, name, cases[name])


MALFORMED = [
    ("/v1/scroll/visibility", '{"viewport":{"width":1,"height":1},"contentSize":', "invalid_json", "/contentSize"),
    ("/v1/scroll/visibility", merged(VIS, threshold=2), "invalid_field", "/threshold"),
    ("/v1/scroll/visibility", merged(VIS, region=3), "invalid_type", "/region"),
    ("/v1/scroll/visibility", merged(VIS, items=[{"id": 1, "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}]),
     "invalid_field", "/items/0/frame/width"),
    ("/v1/scroll/visibility", merged(VIS, contentOffset={"x": 0, "y": 1e13}), "invalid_field", "/contentOffset/y"),
    ("/v1/scroll/visibility", '{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1e999}}',
     "invalid_number", "/contentSize/height"),
    ("/v1/scroll/transition", merged(TRANS, after={"items": [{"id": "a"}]}), "missing_field", "/after/items/0/frame"),
    ("/v1/scroll/transition", merged(TRANS, after={"contentOffset": {"x": 0, "y": 1}}), "unknown_field",
     "/after/contentOffset"),
    ("/v1/scroll/transition", merged(TRANS, before=merged(TRANS["before"], items=ROWS + ROWS[:1])), "duplicate_id",
     "/before/items/20/id"),
    ("/v1/scroll/transition", merged(TRANS, keep={"id": [1]}), "invalid_type", "/keep/id"),
    ("/v1/scroll/transition", '{"before":{},"before":{}}', "duplicate_key", "/before"),
    ("/v1/scroll/transition", "", "empty_body", ""),
    ("/v1/scroll/offset", merged(OFFSET, target={"next": {"after": "r1", "wrap": "yes"}}), "invalid_type",
     "/target/next/wrap"),
    ("/v1/scroll/offset", merged(OFFSET, target={"page": "down", "overlap": "1"}), "invalid_type", "/target/overlap"),
]


@pytest.mark.parametrize("path,body,code,pointer", MALFORMED, ids=[f"{m[0].rsplit('/', 1)[1]}-{m[2]}-{i}"
                                                                   for i, m in enumerate(MALFORMED)])
def test_malformed_isAPreciseError_andTheServerKeepsWorking(server, path, body, code, pointer):
    status, data = server.post_json(path, body)
    assert status == 400, data
    assert data["error"]["code"] == code, data
    assert data["error"]["pointer"] == pointer, data
    assert server.request("GET", "/healthz")[0] == 200


def test_visibility_overManySortedRows_listsOnlyTheShownRun(server):
    # 20,000 rows of 10: the view 844 tall at 100,005 shows rows 10,000…10,084 (85 rows).
    rows = [{"id": i, "frame": {"x": 0, "y": 10 * i, "width": 390, "height": 10}} for i in range(20000)]
    body = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 200000},
            "contentOffset": {"x": 0, "y": 100005}, "items": rows, "threshold": 1}
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200, data
    assert [item["id"] for item in data["items"]] == list(range(10000, 10085))
    # Rows 10,000 and 10,084 are cut in half: threshold 1 leaves 10,001…10,083.
    assert (data["firstVisible"], data["lastVisible"], data["visibleCount"]) == (10001, 10083, 83)


def test_transition_rowGrowsAboveTheReader_swiftuiAndCssKeepItStill_uikitJumps(server):
    # Row r1 grows by 60 (self-sizing); at 250 the reader looks at r2 (200…300), which moves to 260.
    after = [dict(r, frame=dict(r["frame"])) for r in ROWS]
    after[1]["frame"]["height"] = 160
    for row in after[2:]:
        row["frame"]["y"] += 60
    for semantics, y in (("swiftui", 310), ("css", 310), ("uikit", 250)):
        body = merged(TRANS, after={"contentSize": {"width": 390, "height": 2060}, "items": after}, semantics=semantics)
        status, data = server.post_json("/v1/scroll/transition", body)
        assert status == 200, data
        assert data["contentOffset"] == {"x": 0, "y": y}, (semantics, data)


def test_offset_edgeBottom_ofAChatWithInsets_isContentPlusInsetLessViewport(server):
    # The check: 2000 + 34 − 844 = 1190.
    body = dict(PHONE, contentInsets={"top": 47, "bottom": 34}, target={"edge": "bottom"})
    status, data = server.post_json("/v1/scroll/offset", body)
    assert status == 200 and data["contentOffset"] == {"x": 0, "y": 1190}, data


# The visibility contract, as openapi.yaml states it at the top of /v1/scroll/visibility: a phone
# with a 47-point top and a 34-point bottom inset, rows of 100, at offset 200 (view 200…1044).
INSET_PHONE = dict(VIS, contentInsets={"top": 47, "bottom": 34}, contentOffset={"x": 0, "y": 200})


def visibility(server, **changes):
    status, data = server.post_json("/v1/scroll/visibility", merged(INSET_PHONE, **changes))
    assert status == 200, data
    return data


def test_visibility_firstAndLastVisible_followThreshold(server):
    # r10 (1000…1100) shows 44 of 100: listed, but under the default 0.5 it is not visible.
    data = visibility(server)
    assert [item["id"] for item in data["items"]] == [f"r{i}" for i in range(2, 11)]
    assert (data["firstVisible"], data["lastVisible"], data["visibleCount"]) == ("r2", "r9", 8)
    data = visibility(server, threshold=0.4)
    assert (data["firstVisible"], data["lastVisible"], data["visibleCount"]) == ("r2", "r10", 9)


def test_visibility_defaultRegion_isTheWholeViewport_insetsDoNotShrinkIt(server):
    # r2 (200…300) lies under the 47-point top inset's band 200…247: wholly in the viewport,
    # 53 of it in the safe area 247…1010.
    fraction = lambda data, row: next(i["visibleFraction"] for i in data["items"] if i["id"] == row)  # noqa: E731
    assert fraction(visibility(server), "r2") == 1
    safe = visibility(server, region="safeArea")
    assert fraction(safe, "r2") == 0.53
    assert (safe["firstVisible"], safe["lastVisible"]) == ("r2", "r9")  # r10 shows 10 of the safe area


def test_visibility_distanceToTop_isMeasuredFromTheRangeMinimum(server):
    # At rest under the top inset the offset is −47, the range minimum: 0 from the top.
    edges = visibility(server, contentOffset={"x": 0, "y": -47})["edges"]
    assert (edges["distanceToTop"], edges["atTop"]) == (0, True)
    edges = visibility(server, contentOffset={"x": 0, "y": 0})["edges"]
    assert (edges["distanceToTop"], edges["atTop"]) == (47, False)
    # The bottom: 2000 + 34 − 844 = 1190 is the range maximum.
    assert edges["distanceToBottom"] == 1190
