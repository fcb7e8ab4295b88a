"""`grid` and `lanes` (compact grids and masonry) over HTTP, on every endpoint that takes `items`.

1. The spec is exact at the edges: for each body the request schema accepts it exactly when the
   server does (200, or 404 for a target past the grid, named "(404)") — except the rules JSON
   Schema cannot state (openapi.yaml `Grid`, `Lanes`), checked for their code and pointer.
2. Worked answers: the issue's 50,000-photo grid on each endpoint, a stored grid, the phone
   rotating from 4 to 6 columns, and masonry lanes (numbers in the comments).
"""
import os

import pytest

from bodies import changed
from serverprocess import REPO
from spec import assert_schema_accepts_exactly_what_the_server_accepts, validator


PHONE = {"viewport": {"width": 390, "height": 844}}
#: The issue's grid: 50,000 photos, 4 columns, 120-point cells, 8-point spacing. 12,500 rows:
#: 12,500·120 + 12,499·8 = 1,599,992 tall; row r at 128·r.
PHOTOS = {"count": 50000, "columns": 4, "itemHeight": 120, "spacing": {"row": 8, "column": 8},
          "padding": {"top": 0, "bottom": 0, "left": 0, "right": 0}}
OFFSET = dict(PHONE, grid=PHOTOS, target={"index": 12345})
#: The issue's masonry: 3 lanes, spacing 8, an unknown height estimated at 240.
FEED = {"count": 3, "spacing": 8, "sizes": [310, 240, None, 180, 200], "estimatedSize": 240}


def grid(**changes):
    return changed(OFFSET, grid=changed(PHOTOS, **changes))


CASES = {
    "minimal": OFFSET,
    "the issue's full form": grid(fullSpan={"indexes": [0, 37, 120], "height": 32}),
    "with contentSize": changed(OFFSET, contentSize={"width": 390, "height": 9000}),
    "items null beside": changed(OFFSET, items=None),
    "stack null beside": changed(OFFSET, stack=None),
    "grid and items": changed(OFFSET, items=[]),
    "grid and stack": changed(OFFSET, stack={"sizes": [1]}),
    "grid and lanes": changed(OFFSET, lanes=FEED),
    "grid and layout": changed(OFFSET, layout="sha256-" + "0" * 64),
    "grid null, no contentSize": changed(OFFSET, grid=None, target={"edge": "top"}),
    "columns minimumWidth": grid(columns={"minimumWidth": 90}),
    "columns maximumWidth": grid(columns={"maximumWidth": 90}),
    "columns maximumWidth with minimumWidth null": grid(columns={"maximumWidth": 90, "minimumWidth": None}),
    "columns both widths": grid(columns={"minimumWidth": 90, "maximumWidth": 100}),
    "columns empty object": grid(columns={}),
    "columns zero": grid(columns=0),
    "columns negative": grid(columns=-4),
    "columns fractional": grid(columns=2.5),
    "columns integral float": grid(columns=4.0),
    "columns past the bound": grid(columns=1000001),
    "minimumWidth zero": grid(columns={"minimumWidth": 0}),
    "columns null": grid(columns=None),
    "count missing": changed(OFFSET, grid={k: v for k, v in PHOTOS.items() if k != "count"}),
    "count negative": grid(count=-1),
    "count zero, top": changed(OFFSET, grid=changed(PHOTOS, count=0), target={"edge": "top"}),
    "itemHeight missing": changed(OFFSET, grid={k: v for k, v in PHOTOS.items() if k != "itemHeight"}),
    "aspectRatio instead": changed(OFFSET, grid=dict({k: v for k, v in PHOTOS.items() if k != "itemHeight"}, aspectRatio=0.75)),
    "itemHeight and aspectRatio": grid(aspectRatio=1),
    "itemHeight null, aspectRatio": grid(itemHeight=None, aspectRatio=1),
    "aspectRatio zero": grid(itemHeight=None, aspectRatio=0),
    "itemHeight negative": grid(itemHeight=-1),
    "cellWidths integer": grid(cellWidths="integer"),
    "cellWidths unknown": grid(cellWidths="round"),
    "spacing one number": grid(spacing=8),
    "spacing negative": grid(spacing={"row": -1}),
    "spacing null": grid(spacing=None),
    "padding": grid(padding={"top": 8, "left": 16, "bottom": None}),
    "padding negative": grid(padding={"top": -1}),
    "fullSpan empty": grid(fullSpan={"indexes": []}),
    "fullSpan null": grid(fullSpan=None),
    "fullSpan without height": grid(fullSpan={"indexes": [3]}),
    "fullSpan index negative": grid(fullSpan={"indexes": [-1], "height": 32}),
    "fullSpan index fractional": grid(fullSpan={"indexes": [1.5], "height": 32}),
    "fullSpan unknown member": grid(fullSpan={"indexes": [1], "height": 32, "span": 2}),
    "ids strings": changed(OFFSET, grid=changed(PHOTOS, count=3, ids=["a", "b", "c"]), target={"id": "c"}),
    "ids boolean": changed(OFFSET, grid=changed(PHOTOS, count=1, ids=[True]), target={"index": 0}),
    "unknown member": grid(rows=3),
    "grid not an object": changed(OFFSET, grid=[1]),
    "index past the grid (404)": changed(OFFSET, target={"index": 50000}),
    "lanes": changed(PHONE, lanes=FEED, target={"index": 4}),
    "lanes uniform": changed(PHONE, lanes={"count": 2, "sizes": {"uniform": 100, "count": 9}}, target={"index": 8}),
    "lanes ids and estimate": changed(PHONE, lanes={"count": 2, "ids": ["a", "b"], "estimatedSize": 50}, target={"id": "b"}),
    "lanes ties earlierItem": changed(PHONE, lanes=changed(FEED, ties="earlierItem"), target={"index": 4}),
    "lanes ties unknown": changed(PHONE, lanes=changed(FEED, ties="random"), target={"index": 4}),
    "lanes zero": changed(PHONE, lanes=changed(FEED, count=0), target={"index": 4}),
    "lanes 1001": changed(PHONE, lanes=changed(FEED, count=1001), target={"index": 4}),
    "lanes count missing": changed(PHONE, lanes={"sizes": [1]}, target={"index": 0}),
    "lanes no sizes, no ids": changed(PHONE, lanes={"count": 2}, target={"index": 0}),
    "lanes spacing negative": changed(PHONE, lanes=changed(FEED, spacing=-1), target={"index": 4}),
    "lanes and items": changed(PHONE, lanes=FEED, items=[], target={"index": 4}),
}


@pytest.mark.parametrize("name", CASES)
def test_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    assert_schema_accepts_exactly_what_the_server_accepts(
        server, "/v1/scroll/offset", "ScrollOffsetRequest", name, CASES[name])


#: Schema-valid bodies the server refuses by the rules the spec states in words.
BEYOND_SCHEMA = [
    ("ids of another length", dict(grid=changed(PHOTOS, count=3, ids=[1, 2])), 400, "invalid_field", "/grid/ids"),
    ("a repeated id", dict(grid=changed(PHOTOS, count=3, ids=["a", "b", "a"])), 400, "duplicate_id", "/grid/ids/2"),
    ("a full-span index past the count", dict(grid=changed(PHOTOS, fullSpan={"indexes": [3, 50000], "height": 32})),
     400, "invalid_field", "/grid/fullSpan/indexes/1"),
    ("a full-span index repeated", dict(grid=changed(PHOTOS, fullSpan={"indexes": [37, 0, 37], "height": 32})),
     400, "invalid_field", "/grid/fullSpan/indexes/2"),
    ("a grid past 1e12", dict(grid=changed(PHOTOS, count=1000000000, itemHeight=10000)), 400, "invalid_field", "/grid"),
    ("more than a billion items", dict(grid=changed(PHOTOS, count=1000000001)), 413, "too_many_items", "/grid/count"),
    ("lanes ids of another length", dict(lanes=changed(FEED, ids=[1])), 400, "invalid_field", "/lanes/ids"),
    ("lanes without an estimate", dict(lanes={"count": 2, "sizes": [1, None]}), 400, "missing_field", "/lanes/estimatedSize"),
    ("lanes past 1e12", dict(lanes={"count": 1, "sizes": [10 ** 12, 10 ** 12]}), 400, "invalid_field", "/lanes"),
]


@pytest.mark.parametrize("name,layout,status,code,pointer", BEYOND_SCHEMA, ids=[row[0] for row in BEYOND_SCHEMA])
def test_rulesBeyondTheSchema_codeAndPointer(server, name, layout, status, code, pointer):
    request = dict(PHONE, target={"edge": "top"}, **layout)
    if name == "more than a billion items":
        assert list(validator("ScrollOffsetRequest").iter_errors(request)), "the schema states this bound"
    else:
        assert not list(validator("ScrollOffsetRequest").iter_errors(request)), name
    got, data = server.post_json("/v1/scroll/offset", request)
    assert (got, data["error"]["code"], data["error"]["pointer"]) == (status, code, pointer), data


# MARK: - The photo grid on each endpoint


def test_offset_photo12345(server):
    # 12,345 = 4·3086 + 1: row 3086 at 3086·128 = 395,008, column 1 at 1·(91.5 + 8) = 99.5
    # (cells (390 − 3·8) / 4 = 91.5 wide). Centred: 395,008 + 60 − 422 = 394,646.
    status, data = server.post_json("/v1/scroll/offset", dict(OFFSET, anchor="top"))
    assert status == 200, data
    assert data["targetRect"] == {"x": 99.5, "y": 395008, "width": 91.5, "height": 120}
    assert data["contentOffset"] == {"x": 0, "y": 395008}
    assert data["range"]["max"] == {"x": 0, "y": 1599992 - 844}
    status, data = server.post_json("/v1/scroll/offset", dict(OFFSET, anchor="center"))
    assert data["contentOffset"] == {"x": 0, "y": 394646}


def test_offset_aspectRatioGrid_underCss_isChromiumsLayoutInSixtyFourthsOfAPixel(server):
    # One 473 px column of 1.41 photos: Chromium makes each ⌊473·64·100/141⌋/64 = 335.453125
    # tall (Float ratio 141/100, LayoutUnits), so photo 216 starts at 48 + 216·(335.453125 + 2)
    # = 72,937.875 and, under 126 px of scroll padding, Chromium scrolls to 72,812. Exact
    # lengths (473/1.41 = 335.4609… a photo) put it 1.7 px lower.
    body = {"viewport": {"width": 494, "height": 570},
            "grid": {"count": 221, "columns": 1, "aspectRatio": 1.41, "spacing": {"row": 2, "column": 0},
                     "padding": {"top": 48, "bottom": 34, "left": 12, "right": 9}},
            "contentOffset": {"x": 0, "y": 8563}, "scrollPadding": {"top": 126, "bottom": 52},
            "target": {"index": 216}, "anchor": {"block": "start", "inline": "nearest"}}
    status, data = server.post_json("/v1/scroll/offset", dict(body, semantics="css"))
    assert status == 200, data
    assert data["targetRect"] == {"x": 12, "y": 72937.875, "width": 473, "height": 335.453125}
    assert data["contentOffset"] == {"x": 0, "y": 72812}
    status, data = server.post_json("/v1/scroll/offset", dict(body, semantics="swiftui"))
    assert data["targetRect"]["y"] == pytest.approx(48 + 216 * (473 / 1.41 + 2))


def test_visibility_countsPhotos_notRows(server):
    # At 395,008 an 844-tall viewport meets rows 3086…3092 (3092 starts at 395,776): 28
    # photos, 12,344…12,371; the last row shows 76 of its 120 points.
    body = dict(PHONE, grid=PHOTOS, contentOffset={"x": 0, "y": 395008})
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200, data
    assert (data["firstVisible"], data["lastVisible"], data["visibleCount"]) == (12344, 12371, 28)
    assert [item["id"] for item in data["items"]][:5] == [12344, 12345, 12346, 12347, 12348]
    assert data["items"][-1]["visibleFraction"] == pytest.approx(76 / 120)


def test_tenMillionPhotos_answerLikeAThousand(server):
    # Photo 9,999,999: row 2,499,999 at 319,999,872, column 3 at 298.5.
    body = dict(PHONE, grid=changed(PHOTOS, count=10_000_000), target={"index": 9_999_999}, anchor="top")
    status, data = server.post_json("/v1/scroll/offset", body)
    assert status == 200, data
    assert data["targetRect"] == {"x": 298.5, "y": 319999872, "width": 91.5, "height": 120}
    status, data = server.post_json(
        "/v1/scroll/visibility", dict(PHONE, grid=changed(PHOTOS, count=10_000_000), contentOffset={"x": 0, "y": 319999872}))
    assert (data["firstVisible"], data["lastVisible"]) == (9_999_996, 9_999_999)


def test_fullSpanHeaders_inTheGrid(server):
    # Headers at 0, 37 and 120, 32 tall: rows [0] [1…4] … [33…36] [37] …; 36 cells after the
    # first header take 9 rows, so header 37 is row 10, with one header above:
    # y = 10·8 + 9·120 + 32 = 1192, as wide as the grid.
    body = dict(PHONE, grid=changed(PHOTOS, fullSpan={"indexes": [0, 37, 120], "height": 32}), target={"index": 37},
                anchor="top")
    status, data = server.post_json("/v1/scroll/offset", body)
    assert status == 200, data
    assert data["targetRect"] == {"x": 0, "y": 1192, "width": 390, "height": 32}


def test_batch_onePhotoGrid_manyQuestions(server):
    body = dict(PHONE, grid=PHOTOS, requests=[
        {"op": "offset", "target": {"index": 12345}, "anchor": "top"},
        {"op": "visibility", "contentOffset": {"x": 0, "y": 395008}},
        {"op": "offset", "target": {"id": 49999}, "anchor": "bottom"},
    ])
    status, data = server.post_json("/v1/batch", body)
    assert status == 200, data
    first, visible, last = data["results"]
    assert first["contentOffset"]["y"] == 395008
    assert visible["firstVisible"] == 12344
    # The last photo ends the content: the bottom of the range, 1,599,148.
    assert last["contentOffset"]["y"] == 1599992 - 844


def test_snap_toARow(server):
    # viewAligned start from 0, proposed 1000: rows start at 128·k, and 1024 (row 8) is nearer
    # than 896.
    body = dict(PHONE, grid=PHOTOS, contentOffset={"x": 0, "y": 0}, proposedOffset={"x": 0, "y": 1000},
                behavior={"viewAligned": {}})
    status, data = server.post_json("/v1/scroll/snap", body)
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": 1024}


def test_animation_toAPhoto(server):
    body = {"offsetRequest": dict(OFFSET, anchor="top"), "curve": "linear", "framesPerSecond": 4}
    status, data = server.post_json("/v1/scroll/animation", body)
    assert status == 200, data
    assert data["frames"][-1]["y"] == 395008


def test_transition_thePhoneRotates_fourToSixColumns_keepsTheFirstPhotoOfTheFirstLine(server):
    # Portrait, 4 columns, at 395,058: the first visible line is row 3086 (395,008…395,128), its
    # first photo 12,344, 50 points above the top. Landscape (844 × 390), 6 columns: 12,344 is in
    # row 12,344 ÷ 6 = 2057 at 263,296, so the offset becomes 263,346 — the photo (and its line)
    # keeps its place, as Compose keeps the first item of the first visible line.
    body = {"before": dict(PHONE, grid=PHOTOS, contentOffset={"x": 0, "y": 395058}),
            "after": {"viewport": {"width": 844, "height": 390}, "grid": changed(PHOTOS, columns=6)},
            "keep": "firstVisible"}
    status, data = server.post_json("/v1/scroll/transition", body)
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": 263346}
    assert data["anchor"]["id"] == 12344


def test_transition_aspectRatioGrid_underCss_keepsItsAnchorInSixtyFourthsOfAPixel(server):
    # The 1.41 photos of the offset case above. At 72,938 photo 216 (72,937.875 in layout units)
    # starts 0.125 above the top. At 400 wide the column is 379 px and each photo
    # ⌊379·64·100/141⌋/64 = 268.78125 tall, so 216 starts at 48 + 216·270.78125 = 58,536.75 and
    # the offset that keeps it 0.125 above the top is 58,536.875. Exact lengths anchor it 1.57
    # below the top instead.
    grid = {"count": 221, "columns": 1, "aspectRatio": 1.41, "spacing": {"row": 2, "column": 0},
            "padding": {"top": 48, "bottom": 34, "left": 12, "right": 9}}
    body = {"before": {"viewport": {"width": 494, "height": 570}, "grid": grid, "contentOffset": {"x": 0, "y": 72938}},
            "after": {"viewport": {"width": 400, "height": 570}}, "keep": "firstVisible"}
    status, data = server.post_json("/v1/scroll/transition", dict(body, semantics="css"))
    assert status == 200, data
    assert data["anchor"] == {"id": 216, "before": -0.125, "after": -0.125}
    assert data["contentOffset"] == {"x": 0, "y": 58536.875}
    status, data = server.post_json("/v1/scroll/transition", dict(body, semantics="swiftui"))
    assert data["anchor"]["before"] == pytest.approx(48 + 216 * (473 / 1.41 + 2) - 72938)


def test_transition_adaptiveColumns_followTheViewport(server):
    # minimumWidth 120, spacing 8: portrait floor(398 / 128) = 3 columns, landscape
    # floor(852 / 128) = 6. At 128,000 (row 1000 exactly), photo 3000 is first; with 6 columns it
    # is in row 500 at 64,000.
    adaptive = changed(PHOTOS, columns={"minimumWidth": 120})
    body = {"before": dict(PHONE, grid=adaptive, contentOffset={"x": 0, "y": 128000}),
            "after": {"viewport": {"width": 844, "height": 390}}, "keep": "firstVisible"}
    status, data = server.post_json("/v1/scroll/transition", body)
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": 64000}
    assert data["anchor"]["id"] == 3000


# MARK: - Stored grids


def test_storedGrid_answersAsTheInlineOne_andIsNotEditedInPlace(server):
    status, summary = server.post_json("/v1/layouts", {"grid": PHOTOS})
    assert status in (200, 201), summary
    assert summary["itemCount"] == 50000
    assert summary["contentSize"] == {"width": None, "height": 1599992}
    stored = server.post_json("/v1/scroll/offset", dict(PHONE, layout=summary["layoutId"], target={"index": 12345}))
    inline = server.post_json("/v1/scroll/offset", OFFSET)
    assert stored == inline
    status, details = server.request("GET", f"/v1/layouts/{summary['layoutId']}")[0:3:2]
    assert status == 200
    assert b'"kind":"grid"' in details
    status, data = server.post_json(f"/v1/layouts/{summary['layoutId']}/edits", [{"remove": {"ids": [0]}}])
    assert (status, data["error"]["code"]) == (409, "layout_conflict"), data


# MARK: - Lanes


def test_lanes_shortestLane_offsetAndVisibility(server):
    # Seeds 0, 1, 2 at the top (item 2 estimated at 240); 3 goes under item 1 (lane 1 ends at
    # 240) at 248 and ends at 428; 4: lanes end at 310, 428, 240 → lane 2 at 248, ends 448.
    # Lanes (390 − 16) / 3 = 124.67 wide; lane 2 at 2·132.67 = 265.33.
    status, data = server.post_json("/v1/scroll/offset", dict(PHONE, lanes=FEED, target={"index": 4}, anchor="top"))
    assert status == 200, data
    assert data["targetRect"]["y"] == 248
    assert data["targetRect"]["x"] == pytest.approx(2 * (374 / 3 + 8))
    assert data["estimated"] is True
    status, data = server.post_json(
        "/v1/scroll/visibility", dict(PHONE, viewport={"width": 390, "height": 50}, lanes=FEED,
                                      contentOffset={"x": 0, "y": 300}))
    # 300…350 meets item 0 (0…310), item 3 (248…428) and item 4 (248…448); items 1 and 2 end at 240.
    assert [item["id"] for item in data["items"]] == [0, 3, 4]
    assert data["geometry"]["contentSize"] == {"width": 390, "height": 448}


@pytest.mark.parametrize("body", [
    {"grid": PHOTOS},
    {"grid": changed(PHOTOS, spacing=8, fullSpan={"indexes": [120, 0, 37], "height": 32}, ids=None)},
    {"grid": {"count": 3, "columns": {"minimumWidth": 90}, "aspectRatio": 0.75, "cellWidths": "integer",
              "ids": ["a", "b", "c"]}},
    {"grid": {"count": 3, "columns": {"maximumWidth": 90}, "itemHeight": 50}, "contentSize": {"width": 1, "height": 2}},
    {"lanes": FEED},
    {"lanes": {"count": 2, "sizes": {"uniform": 100, "count": 4}, "ids": [0, 1, 2, 3], "ties": "earlierItem"}},
])
def test_layoutID_computedByTheClient_isTheServers(server, body):
    import sys
    sys.path.insert(0, os.path.join(REPO, "scripts"))
    from layout_id import layout_id
    status, summary = server.post_json("/v1/layouts", body)
    assert status in (200, 201), summary
    assert summary["layoutId"] == layout_id(body)
