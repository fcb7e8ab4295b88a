"""openapi.yaml is exact at the edges: for each body below, the request schema accepts it exactly
when the server does (200, or 404 for a well-formed request naming a missing item).

Schemathesis explores at random (test_api_fuzz.py); these pin the boundaries the spec states,
so a drift on either side shows up as a named case. Duplicate ids and duplicate keys are left
out: they are the two rules JSON Schema cannot express (the spec says so).
"""

import pytest

from bodies import changed
from spec import assert_schema_accepts_exactly_what_the_server_accepts


BASE = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 2000},
        "items": [{"id": "a", "frame": {"x": 0, "y": 700, "width": 390, "height": 100}}],
        "target": {"id": "a"}}
LIMIT = 10 ** 12


def with_(**changes):
    return changed(BASE, **changes)


CASES = {
    # viewport: (0, 1e12]
    "viewport 1e12": with_(viewport={"width": LIMIT, "height": 844}),
    "viewport above 1e12": with_(viewport={"width": LIMIT + 1, "height": 844}),
    "viewport 0": with_(viewport={"width": 0, "height": 844}),
    "viewport smallest double": with_(viewport={"width": 5e-324, "height": 844}),
    "viewport null": with_(viewport=None),
    # contentSize, frames: [0, 1e12]
    "content 0": with_(contentSize={"width": 0, "height": 0}),
    "content negative": with_(contentSize={"width": -1e-9, "height": 0}),
    "content 1e12": with_(contentSize={"width": LIMIT, "height": LIMIT}),
    "frame origin -1e12": with_(items=[{"id": "a", "frame": {"x": -LIMIT, "y": 0, "width": 1, "height": 1}}]),
    "frame origin below -1e12": with_(items=[{"id": "a", "frame": {"x": -LIMIT - 1, "y": 0, "width": 1, "height": 1}}]),
    "frame null": with_(items=[{"id": "a", "frame": None}]),
    # insets may be negative, padding not; members and objects nullable
    "insets negative": with_(contentInsets={"top": -LIMIT, "left": None}),
    "insets below -1e12": with_(contentInsets={"top": -LIMIT - 1}),
    "insets null": with_(contentInsets=None),
    "padding 0 and null": with_(scrollPadding={"top": 0, "bottom": None}),
    "padding negative": with_(scrollPadding={"top": -1}),
    "content offset null": with_(contentOffset=None),
    "content offset without y": with_(contentOffset={"x": 0}),
    "items null": with_(items=None, target={"edge": "top"}),
    "items element null": with_(items=[None]),
    # ids: string or integer within ±2^53, see ItemID
    "integer id 2^53": with_(items=[{"id": 2 ** 53, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    "integer id 2^53 + 1": with_(items=[{"id": 2 ** 53 + 1, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    "integer id 2^53 + 2": with_(items=[{"id": 2 ** 53 + 2, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    "integral float id": with_(items=[{"id": 7.0, "frame": BASE["items"][0]["frame"]}], target={"id": 7}),
    "integer id -2^53 as a float": with_(items=[{"id": -2.0 ** 53, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    "fractional id": with_(items=[{"id": 7.5, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    "boolean id": with_(items=[{"id": True, "frame": BASE["items"][0]["frame"]}], target={"index": 0}),
    # targets: exactly one member not null
    "target id and null edge": with_(target={"id": "a", "edge": None}),
    "target id and index": with_(target={"id": "a", "index": 0}),
    "target all null": with_(target={"id": None, "index": None}),
    "target empty": with_(target={}),
    "target page and overlap": with_(target={"page": "down", "overlap": 10}),
    "target page and null overlap": with_(target={"page": "down", "overlap": None}),
    "target edge and overlap": with_(target={"edge": "top", "overlap": 10}),
    "target id and overlap": with_(target={"id": "a", "overlap": 10}),
    "target id and null overlap": with_(target={"id": "a", "overlap": None}),
    "target null page and overlap": with_(target={"id": "a", "page": None, "overlap": 10}),
    "target edge and null id": with_(target={"edge": "top", "id": None}),
    "target edge and point": with_(target={"edge": "top", "point": {"x": 0, "y": 0}}),
    "target next and null previous": with_(target={"next": {"after": "a"}, "previous": None}),
    "index far out (404)": with_(target={"index": 10 ** 300}),
    "index negative (404)": with_(target={"index": -1}),
    "index integral float": with_(target={"index": 0.0}),
    "index fractional": with_(target={"index": 0.5}),
    "missing id (404)": with_(target={"id": "b"}),
    # anchor and margin: only with id, index, rect targets
    "anchor with rect": with_(target={"rect": {"x": 0, "y": 0, "width": 1, "height": 1}}, anchor="center"),
    "anchor with edge": with_(target={"edge": "top"}, anchor="center"),
    "null anchor with edge": with_(target={"edge": "top"}, anchor=None),
    "margin with point": with_(target={"point": {"x": 0, "y": 0}}, margin={"top": 1}),
    "null margin with point": with_(target={"point": {"x": 0, "y": 0}}, margin=None),
    "anchor per axis 1e6": with_(anchor={"x": 10 ** 6, "y": -(10 ** 6)}),
    "anchor per axis above 1e6": with_(anchor={"y": 10 ** 6 + 1}),
    "anchor per axis nearest and null": with_(anchor={"x": "nearest", "y": None}),
    "anchor empty object": with_(anchor={}),
    "anchor unknown axis": with_(anchor={"z": 0}),
    "margin negative": with_(margin={"top": -5}),
    # enums and the rest
    "semantics null": with_(semantics=None),
    "semantics unknown": with_(semantics="webkit"),
    "display scale 1e12": with_(displayScale=LIMIT),
    "display scale above 1e12": with_(displayScale=LIMIT * 1.5),
    "display scale 0": with_(displayScale=0),
    "display scale null": with_(displayScale=None),
    "unknown field": with_(color="red"),
    "unknown nested field": with_(viewport={"width": 1, "height": 1, "depth": 1}),
    "not an object": [BASE],
}


@pytest.mark.parametrize("name", CASES)
def test_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    assert_schema_accepts_exactly_what_the_server_accepts(
        server, "/v1/scroll/offset", "ScrollOffsetRequest", name, CASES[name])
