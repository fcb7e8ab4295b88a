"""`stack` (compact layouts) and `layout` (stored layout ids) over HTTP, on every endpoint that
takes `items`.

1. The spec is exact at the edges: for each body the request schema accepts it exactly when the
   server does (200, or 404 for a well-formed id of a layout this server does not hold, named
   "(404)") — except the stack rules JSON Schema cannot state (openapi.yaml `Stack`), which are
   checked for their code and pointer instead.
2. Worked answers on each endpoint (numbers in the comments), and 404 `unknown_layout` with the
   pointer inside the body.
"""

import pytest

from bodies import changed
from spec import assert_schema_accepts_exactly_what_the_server_accepts, validator


LIMIT = 10 ** 12
PHONE = {"viewport": {"width": 390, "height": 844}}
#: VStack(spacing: 20) of 50 rows 100 tall: 5980 tall, row i at 120·i.
ROWS = {"spacing": 20, "sizes": {"uniform": 100, "count": 50}}
UNKNOWN = "sha256-" + "0" * 64
OFFSET = dict(PHONE, stack=ROWS, target={"index": 30})


def stack(**changes):
    return changed(OFFSET, stack=changed(ROWS, **changes))


CASES = {
    "minimal": OFFSET,
    "with contentSize": changed(OFFSET, contentSize={"width": 390, "height": 9000}),
    "contentSize null": changed(OFFSET, contentSize=None),
    "items null beside": changed(OFFSET, items=None),
    "layout null beside": changed(OFFSET, layout=None),
    "items and stack": changed(OFFSET, items=[]),
    "stack null, no contentSize": changed(OFFSET, stack=None, target={"edge": "top"}),
    "stack not an object": changed(OFFSET, stack=[1]),
    "horizontal": stack(axis="horizontal"),
    "axis unknown": stack(axis="diagonal"),
    "axis null": stack(axis=None),
    "spacing -1e12 (one row)": changed(OFFSET, stack={"spacing": -LIMIT, "sizes": [1]}, target={"index": 0}),
    "spacing below -1e12": stack(spacing=-LIMIT - 1),
    "padding": stack(padding={"top": 8, "left": 16, "bottom": None}),
    "padding negative": stack(padding={"top": -1}),
    "crossSize 0": stack(crossSize=0),
    "crossSize negative": stack(crossSize=-1),
    "crossSize null": stack(crossSize=None),
    "sizes list with null and estimate": changed(OFFSET, stack={"sizes": [1, None, 3], "estimatedSize": 5}, target={"index": 2}),
    "sizes list negative": changed(OFFSET, stack={"sizes": [1, -1]}, target={"index": 0}),
    "sizes list string": changed(OFFSET, stack={"sizes": ["1"]}, target={"index": 0}),
    "sizes empty (404)": changed(OFFSET, stack={"sizes": []}, target={"index": 0}),
    "uniform without count": stack(sizes={"uniform": 5}),
    "uniform count fractional": stack(sizes={"uniform": 5, "count": 1.5}),
    "uniform count integral float": stack(sizes={"uniform": 5, "count": 31.0}),
    "uniform count negative": stack(sizes={"uniform": 5, "count": -1}),
    "uniform unknown member": stack(sizes={"uniform": 5, "count": 31, "each": 1}),
    "sizes a number": stack(sizes=5),
    "no sizes, no ids": changed(OFFSET, stack={"spacing": 1}),
    "ids alone with estimate": changed(OFFSET, stack={"ids": ["a", "b"], "estimatedSize": 44}, target={"id": "b"}),
    "ids boolean": changed(OFFSET, stack={"sizes": [1], "ids": [True]}, target={"index": 0}),
    "ids fractional": changed(OFFSET, stack={"sizes": [1], "ids": [1.5]}, target={"index": 0}),
    "ids null": stack(ids=None),
    "measured": stack(measured={"0": 50, "49": None}),
    "measured key with a leading zero": stack(measured={"01": 50}),
    "measured key signed": stack(measured={"-1": 50}),
    "measured negative": stack(measured={"3": -1}),
    "measured not an object": stack(measured=[50]),
    "estimatedSize negative": stack(estimatedSize=-1),
    "unknown member": stack(height=100),
    "layout id (404)": changed(PHONE, layout=UNKNOWN, target={"index": 0}),
    "layout id uppercase": changed(PHONE, layout="sha256-" + "A" * 64, target={"index": 0}),
    "layout id short": changed(PHONE, layout="sha256-00", target={"index": 0}),
    "layout a number": changed(PHONE, layout=7, target={"index": 0}),
    "layout and stack": changed(OFFSET, layout=UNKNOWN),
    "layout with contentSize (404)": changed(PHONE, layout=UNKNOWN, contentSize={"width": 1, "height": 1}, target={"index": 0}),
    "index past the stack (404)": changed(OFFSET, target={"index": 50}),
}


@pytest.mark.parametrize("name", CASES)
def test_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    assert_schema_accepts_exactly_what_the_server_accepts(
        server, "/v1/scroll/offset", "ScrollOffsetRequest", name, CASES[name])


#: Schema-valid stacks the server refuses by the rules the spec states in words (`Stack`).
BEYOND_SCHEMA = [
    ("ids of another length", {"sizes": [1, 2], "ids": [1]}, 400, "invalid_field", "/stack/ids"),
    ("a repeated id", {"sizes": [1, 2, 3], "ids": ["a", "b", "a"]}, 400, "duplicate_id", "/stack/ids/2"),
    ("measured past the count", {"sizes": [1, 2], "measured": {"2": 5}}, 400, "invalid_field", "/stack/measured/2"),
    ("an item without a size", {"sizes": [1, None]}, 400, "missing_field", "/stack/estimatedSize"),
    ("ids alone", {"ids": [1, 2]}, 400, "missing_field", "/stack/estimatedSize"),
    ("past 1e12", {"sizes": [LIMIT, LIMIT]}, 400, "invalid_field", "/stack"),
    ("more than --max-items", {"sizes": {"uniform": 1, "count": 1000001}}, 413, "too_many_items", "/stack/sizes/count"),
]


@pytest.mark.parametrize("name,body,status,code,pointer", BEYOND_SCHEMA, ids=[row[0] for row in BEYOND_SCHEMA])
def test_rulesBeyondTheSchema_codeAndPointer(server, name, body, status, code, pointer):
    request = changed(PHONE, stack=body, target={"edge": "top"})
    assert not list(validator("ScrollOffsetRequest").iter_errors(request)), name
    got, data = server.post_json("/v1/scroll/offset", request)
    assert (got, data["error"]["code"], data["error"]["pointer"]) == (status, code, pointer), data


# MARK: - Each endpoint


def test_offset_estimatedTarget(server):
    # Measured 120, 64, 88, the rest guessed at 44: row 40 at 272 + 37·44 = 1900, on guesses.
    body = {"viewport": {"width": 390, "height": 844}, "target": {"index": 40}, "anchor": "top",
            "stack": {"sizes": {"count": 200}, "estimatedSize": 44, "measured": {"0": 120, "1": 64, "2": 88}}}
    status, data = server.post_json("/v1/scroll/offset", body)
    assert status == 200, data
    assert data["targetRect"] == {"x": 0, "y": 1900, "width": 390, "height": 44}
    assert data["estimated"] is True
    assert data["range"]["max"]["y"] == 272 + 197 * 44 - 844
    status, data = server.post_json("/v1/scroll/offset", changed(body, target={"index": 1}))
    assert (data["targetRect"]["y"], data["estimated"]) == (120, False)


def test_offset_withoutEstimates_answersAsItemsDo(server):
    items = [{"id": i, "frame": {"x": 0, "y": 120 * i, "width": 390, "height": 100}} for i in range(50)]
    as_items = changed(PHONE, contentSize={"width": 390, "height": 5980}, items=items, target={"id": 30})
    as_stack = changed(PHONE, stack=ROWS, target={"id": 30})
    assert server.request("POST", "/v1/scroll/offset", as_stack)[2] == server.request("POST", "/v1/scroll/offset", as_items)[2]


def test_visibility_stack(server):
    # Rows at 0, 120, 240, …: at 200 a 300-tall viewport shows 200…500: row 1 (120…220) 20/100,
    # rows 2 and 3 whole, row 4 (480…580) 20/100.
    body = dict(PHONE, viewport={"width": 390, "height": 300}, stack=dict(ROWS, estimatedSize=100), contentOffset={"x": 0, "y": 200})
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200, data
    assert [(item["id"], item["visibleFraction"], item["estimated"]) for item in data["items"]] == [
        (1, 0.2, False), (2, 1, False), (3, 1, False), (4, 0.2, False)]
    assert data["geometry"]["contentSize"] == {"width": 390, "height": 5980}


def test_snap_stack(server):
    # viewAligned start, proposed 440 from 0: row 4 (at 480) is nearest; rows 0…3 and 4 are
    # whole in the 844-tall viewport, so `always` lets it go there.
    body = dict(PHONE, stack=ROWS, contentOffset={"x": 0, "y": 0}, proposedOffset={"x": 0, "y": 440},
                behavior={"viewAligned": {}})
    status, data = server.post_json("/v1/scroll/snap", body)
    assert status == 200, data
    assert (data["contentOffset"], data["snappedTo"]) == ({"x": 0, "y": 480}, {"id": 4})


def test_transition_stacks(server):
    # Two rows inserted on top (ids 100, 101, then the old 0…49): the first visible row at
    # 250 (row 2, 240…340) moves down 240, and so does the offset.
    ids = [100, 101] + list(range(50))
    body = {"before": dict(PHONE, stack=ROWS, contentOffset={"x": 0, "y": 250}),
            "after": {"stack": dict(ROWS, sizes={"uniform": 100, "count": 52}, ids=ids)},
            "keep": "firstVisible"}
    status, data = server.post_json("/v1/scroll/transition", body)
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": 490}
    assert data["anchor"] == {"id": 2, "before": -10, "after": -10}


def test_animation_offsetRequestWithAStack(server):
    body = {"offsetRequest": dict(PHONE, stack=ROWS, target={"index": 30}, anchor="top"), "curve": "linear",
            "framesPerSecond": 4}
    status, data = server.post_json("/v1/scroll/animation", body)
    assert status == 200, data
    assert data["frames"][-1]["y"] == 3600


@pytest.mark.parametrize("path,body,pointer", [
    ("/v1/scroll/offset", dict(PHONE, layout=UNKNOWN, target={"index": 0}), "/layout"),
    ("/v1/scroll/visibility", dict(PHONE, layout=UNKNOWN), "/layout"),
    ("/v1/scroll/snap", dict(PHONE, layout=UNKNOWN, velocity={"x": 0, "y": 0}), "/layout"),
    ("/v1/scroll/transition", {"before": dict(PHONE, layout=UNKNOWN), "after": {}}, "/before/layout"),
    ("/v1/scroll/transition", {"before": dict(PHONE, stack=ROWS), "after": {"layout": UNKNOWN}}, "/after/layout"),
    ("/v1/scroll/animation", {"offsetRequest": dict(PHONE, layout=UNKNOWN, target={"index": 0})}, "/offsetRequest/layout"),
])
def test_unknownLayout_404(server, path, body, pointer):
    status, data = server.post_json(path, body)
    assert status == 404, data
    assert (data["error"]["code"], data["error"]["pointer"]) == ("unknown_layout", pointer)
    assert UNKNOWN in data["error"]["message"]
