"""`sections` and `pinnedHeaders` over HTTP: the issue's contacts example on a real server.

The contacts list: sections of 40-pt sticky headers over 56-pt rows (12, 3 and 10 rows) in a
390 × 300 viewport. Section 0 spans 0–712, section 1 712–920 (rows at 752, 808, 864), section 2
920–1520; the range is 0…1220. Kim is row 1 of section 1 (flat index 1 + 12 + 1 + 1 = 15), at
808–864: "just below its header" is offset 768 (the header stuck at 768–808).

1. The spec is exact at the edges: for each body the request schema accepts it exactly when the
   server does (200, or 404 for a target that names nothing, named "(404)"), but for the
   section rules JSON Schema cannot state (openapi.yaml `Section`), checked for code and pointer.
2. Kim per platform: where each platform's own call leaves him (docs/sections.md).
3. Visibility: which header is pinned where, including the push-out; no row hidden behind the
   header is ever first visible.
4. Stored section lists, batch, transition, snap and animation take sections.
"""
import json
import os
import sys

import jsonschema
import pytest

from serverprocess import REPO
from bodies import changed
from spec import SPEC, assert_schema_accepts_exactly_what_the_server_accepts, validator

sys.path.insert(0, os.path.join(REPO, "scripts"))
from layout_id import layout_id  # noqa: E402


VIEW = {"viewport": {"width": 390, "height": 300}}
CONTACTS = [{"header": 40, "count": 12, "itemHeight": 56}, {"header": 40, "count": 3, "itemHeight": 56},
            {"header": 40, "count": 10, "itemHeight": 56}]
KIM = {"section": 1, "item": 1}
OFFSET = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, target=KIM)


CASES = {
    "minimal": OFFSET,
    "without pinnedHeaders": changed(OFFSET, pinnedHeaders=None),
    "with contentSize": changed(OFFSET, contentSize={"width": 390, "height": 3000}),
    "header target": changed(OFFSET, target={"section": 1}),
    "header target by name": changed(OFFSET, target={"section": 1, "item": "header"}),
    "flat index": changed(OFFSET, target={"index": 15}),
    "sizes with estimates": changed(OFFSET, sections=[{"header": 40, "sizes": [56, None], "estimatedSize": 44}], target={"section": 0, "item": 1}),
    "footer": changed(OFFSET, sections=[{"count": 1, "itemHeight": 56, "footer": 20}], target={"section": 0, "item": "footer"}),
    "empty list, edge target": changed(OFFSET, sections=[], target={"edge": "top"}),
    "section past the list (404)": changed(OFFSET, target={"section": 3}),
    "item past its section (404)": changed(OFFSET, target={"section": 1, "item": 3}),
    "footer it has not (404)": changed(OFFSET, target={"section": 1, "item": "footer"}),
    "negative header": changed(OFFSET, sections=[{"header": -1, "count": 1, "itemHeight": 5}]),
    "negative itemHeight": changed(OFFSET, sections=[{"count": 1, "itemHeight": -5}]),
    "count fractional": changed(OFFSET, sections=[{"count": 1.5, "itemHeight": 5}]),
    "unknown section member": changed(OFFSET, sections=[{"count": 1, "itemHeight": 5, "rows": 3}]),
    "sections not an array": changed(OFFSET, sections={"count": 1}),
    "sections and items": changed(OFFSET, items=[]),
    "sections and stack": changed(OFFSET, stack={"sizes": [1]}),
    "pinnedHeaders not a boolean": changed(OFFSET, pinnedHeaders="yes"),
    "item without section": changed(OFFSET, target={"index": 0, "item": 1}),
    "item a word": changed(OFFSET, target={"section": 0, "item": "middle"}),
}


@pytest.mark.parametrize("name", CASES)
def test_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    assert_schema_accepts_exactly_what_the_server_accepts(
        server, "/v1/scroll/offset", "ScrollOffsetRequest", name, CASES[name])


#: Schema-valid bodies the server refuses by the rules `Section` and `Sections` state in words.
BEYOND_SCHEMA = [
    ("no count, no sizes", [{"header": 40}], 400, "missing_field", "/sections/0/count"),
    ("itemHeight with sizes", [{"sizes": [1], "itemHeight": 5}], 400, "conflicting_fields", "/sections/0/itemHeight"),
    ("count other than sizes", [{"sizes": [1, 2], "count": 3}], 400, "invalid_field", "/sections/0/count"),
    ("a row without a size", [{"count": 2}], 400, "missing_field", "/sections/0/estimatedSize"),
    ("past 1e12", [{"count": 3, "itemHeight": 4e11}], 400, "invalid_field", "/sections/0"),
    ("more than --max-items", [{"count": 1000000, "itemHeight": 1}, {"header": 1, "count": 0}], 413, "too_many_items", "/sections"),
]


@pytest.mark.parametrize("name,sections,status,code,pointer", BEYOND_SCHEMA, ids=[row[0] for row in BEYOND_SCHEMA])
def test_rulesBeyondTheSchema_codeAndPointer(server, name, sections, status, code, pointer):
    request = changed(VIEW, sections=sections, target={"edge": "top"})
    assert not list(validator("ScrollOffsetRequest").iter_errors(request)), name
    got, data = server.post_json("/v1/scroll/offset", request)
    assert (got, data["error"]["code"], data["error"]["pointer"]) == (status, code, pointer), data


def test_pinnedHeaders_withOtherItems_isAConflict(server):
    body = changed(VIEW, stack={"sizes": [56]}, pinnedHeaders=True, target={"index": 0})
    status, data = server.post_json("/v1/scroll/offset", body)
    assert (status, data["error"]["code"], data["error"]["pointer"]) == (400, "conflicting_fields", "/pinnedHeaders")


# MARK: - Kim just below his header, per platform

KIM_PER_PLATFORM = [
    # Chromium's scrollIntoView ignores sticky offsets: Kim lands under the stuck header…
    ("css", {"semantics": "css"}, 808),
    # …unless scroll-padding-top covers it.
    ("css, scroll-padding-top 40", {"semantics": "css", "scrollPadding": {"top": 40}}, 768),
    ("uikit scrollToItem .top", {"semantics": "uikit", "anchor": "top"}, 808),
    ("swiftui anchor top (unverified)", {"semantics": "swiftui", "anchor": "top"}, 808),
    # getOffsetToReveal subtracts maxScrollObstructionExtentBefore: the pinned header.
    ("flutter ensureVisible", {"semantics": "flutter"}, 768),
    ("flutter showOnScreen from below", {"semantics": "flutter", "call": {"name": "showOnScreen"},
                                         "contentOffset": {"x": 0, "y": 1000}}, 768),
    # scrollToItem does not subtract the sticky header.
    ("compose scrollToItem", {"semantics": "compose"}, 808),
    # bringIntoView does (LazyLayoutBringIntoViewSpec: offset − stickySize).
    ("compose bringIntoView from below", {"semantics": "compose", "call": {"name": "bringIntoView"},
                                          "contentOffset": {"x": 0, "y": 1000}}, 768),
    # RecyclerView has no pinned headers.
    ("android scrollToPositionWithOffset", {"semantics": "android",
                                            "call": {"name": "scrollToPositionWithOffset", "offset": 0}}, 808),
]


@pytest.mark.parametrize("name,extra,y", KIM_PER_PLATFORM, ids=[row[0] for row in KIM_PER_PLATFORM])
def test_kim_perPlatform(server, name, extra, y):
    status, data = server.post_json("/v1/scroll/offset", dict(OFFSET, **extra))
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": y}, data
    assert data["targetRect"] == {"x": 0, "y": 808, "width": 390, "height": 56}
    # Where the answer leaves Kim: visible, and covered by the header exactly when y is 808.
    status, seen = server.post_json("/v1/scroll/visibility", dict(VIEW, sections=CONTACTS, pinnedHeaders=True,
                                                                   contentOffset={"x": 0, "y": y}))
    assert seen["pinnedHeader"] == {"section": 1, "y": 0}
    kim = next(item for item in seen["items"] if item["id"] == 15)
    assert kim["coveredByPinnedHeader"] == (40 if y == 808 else 0)


# MARK: - A header as the target

FOUR = [{"header": 40, "count": 6, "itemHeight": 50}] * 4  # section s spans 340·s … 340·(s + 1)

#: (semantics, start offset, target, block, answer): css aligns the header where it is drawn at
#: the request's offset (Chromium, Tests/conformance): at 500 section 1's header is stuck at
#: 500; at 660 its section's end (680) has pushed it to 640; at 0 it is in its place, 340.
#: The other semantics align its place in the flow.
HEADER_TARGETS = [
    ("css", 500, {"section": 1}, "start", 500),
    ("css", 500, {"section": 1, "item": "header"}, "end", 340),
    ("css", 500, {"index": 7}, "center", 420),
    ("css", 660, {"section": 1}, "start", 640),
    ("css", 0, {"section": 1}, "start", 340),
    ("uikit", 500, {"section": 1}, "top", 340),
    ("swiftui", 500, {"section": 1}, "top", 340),
]


@pytest.mark.parametrize("semantics,start,target,block,y", HEADER_TARGETS)
def test_headerTarget_cssAlignsItWhereItIsDrawn(server, semantics, start, target, block, y):
    body = {"viewport": {"width": 300, "height": 200}, "sections": FOUR, "pinnedHeaders": True,
            "contentOffset": {"x": 0, "y": start}, "target": target, "semantics": semantics,
            "anchor": {"block": block} if semantics == "css" else block}
    status, data = server.post_json("/v1/scroll/offset", body)
    assert status == 200, data
    assert data["contentOffset"] == {"x": 0, "y": y}, data
    # Without pinned headers the header is an ordinary block: its place in the flow.
    status, data = server.post_json("/v1/scroll/offset", dict(body, pinnedHeaders=False))
    assert data["targetRect"]["y"] == 340


# MARK: - Visibility: the pinned header and what it covers

#: (offset, pinned section, its y in the viewport): stuck, then pushed out by its section's end.
PINNED = [
    (0, 0, 0),
    (300, 0, 0),
    (672, 0, 0),
    (690, 0, -18),
    (711, 0, -39),
    (712, 1, 0),
    (870, 1, 0),
    (900, 1, -20),
    (1220, 2, 0),
]


@pytest.mark.parametrize("offset,section,y", PINNED)
def test_visibility_whichHeaderIsPinnedWhere(server, offset, section, y):
    body = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, contentOffset={"x": 0, "y": offset})
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200, data
    assert data["pinnedHeader"] == {"section": section, "y": y}
    header = next(item for item in data["items"] if item.get("item") == "header" and item["section"] == section)
    # Drawn at offset + y; the part above the viewport is not shown.
    assert (header["visibleRect"]["y"], header["visibleRect"]["height"]) == (offset + max(y, 0), 40 + min(y, 0))
    # No row wholly behind the header is visible, let alone first.
    for item in data["items"]:
        if item["coveredByPinnedHeader"] >= item["visibleRect"]["height"] > 0:
            assert not item["visible"], item
    first = next(item for item in data["items"] if item["visible"])
    assert first["id"] == data["firstVisible"]
    assert not (first["coveredByPinnedHeader"] >= first["visibleRect"]["height"] > 0)


def test_visibility_answerMatchesTheSpec(server):
    body = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, contentOffset={"x": 0, "y": 690})
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200
    jsonschema.Draft202012Validator(
        {"$ref": "#/components/schemas/VisibilityResponse", "components": SPEC["components"]}).validate(data)
    assert data["items"][1] == {"id": 12, "visibleFraction": 0, "visibleRect": {"x": 0, "y": 690, "width": 390, "height": 22},
                                "visible": False, "section": 0, "item": 11, "coveredByPinnedHeader": 22}


def test_visibility_aboveTheList_noHeaderIsPinned(server):
    body = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, contentInsets={"top": 50}, contentOffset={"x": 0, "y": -60})
    status, data = server.post_json("/v1/scroll/visibility", body)
    assert status == 200
    assert data["pinnedHeader"] is None


# MARK: - Stored section lists and the other endpoints


def test_storedSections_answerAsInline_andRefuseEdits(server):
    status, stored = server.post_json("/v1/layouts", {"sections": CONTACTS, "pinnedHeaders": True})
    assert status in (200, 201), stored
    assert stored["itemCount"] == 28
    assert stored["contentSize"] == {"width": None, "height": 1520}
    layout_id = stored["layoutId"]
    status, _, details = server.request("GET", f"/v1/layouts/{layout_id}")
    assert status == 200
    assert json.loads(details)["kind"] == "sections"
    inline = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, contentOffset={"x": 0, "y": 690})
    by_id = dict(VIEW, layout=layout_id, contentOffset={"x": 0, "y": 690})
    assert server.post_json("/v1/scroll/visibility", by_id) == server.post_json("/v1/scroll/visibility", inline)
    status, data = server.post_json("/v1/scroll/offset", dict(VIEW, layout=layout_id, target=KIM, semantics="flutter"))
    assert (status, data["contentOffset"]["y"]) == (200, 768)
    status, data = server.post_json(f"/v1/layouts/{layout_id}/edits", [{"remove": {"ids": [3]}}])
    assert (status, data["error"]["code"]) == (409, "layout_conflict"), data


def test_batch_answersEachRequestOverOneSectionList(server):
    body = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, requests=[
        {"op": "offset", "target": KIM, "semantics": "flutter"},
        {"op": "offset", "target": KIM, "semantics": "compose"},
        {"op": "visibility", "contentOffset": {"x": 0, "y": 900}},
    ])
    status, data = server.post_json("/v1/batch", body)
    assert status == 200, data
    results = data["results"]
    assert results[0]["contentOffset"]["y"] == 768
    assert results[1]["contentOffset"]["y"] == 808
    assert results[2]["pinnedHeader"] == {"section": 1, "y": -20}


def test_transition_keepsTheReader_throughARotation(server):
    # Offset 800: Kim's neighbour row 0 of section 1 (752–808) is first visible under the
    # header… the transition keeps the first visible item's place as for any list.
    before = dict(VIEW, sections=CONTACTS, pinnedHeaders=True, contentOffset={"x": 0, "y": 800})
    status, data = server.post_json("/v1/scroll/transition", {
        "before": before, "after": {"viewport": {"width": 844, "height": 300}}, "keep": "firstVisible"})
    assert status == 200, data
    assert data["contentOffset"]["y"] == 800


def test_snapAndAnimation_takeSections(server):
    status, data = server.post_json("/v1/scroll/animation", {
        "offsetRequest": dict(OFFSET, semantics="flutter"), "duration": 0.25})
    assert status == 200, data
    status, data = server.post_json("/v1/scroll/snap", dict(
        VIEW, sections=CONTACTS, contentOffset={"x": 0, "y": 790}, delta={"x": 0, "y": 0},
        behavior={"viewAligned": {"align": "start"}}))
    assert status == 200, data


SECTION_LAYOUTS = [
    {"sections": CONTACTS, "pinnedHeaders": True},
    {"sections": CONTACTS},
    {"sections": [{"header": 40, "sizes": [56, None, 30.5], "estimatedSize": 44, "spacing": 2, "footer": 12},
                  {"count": 0}, {"count": 3, "estimatedSize": 44}, {"header": 0.1, "count": 5, "itemHeight": 0.1}],
     "contentSize": {"width": 390, "height": 5000}},
    {"sections": []},
    {"sections": [{"header": 40, "headerId": "A", "count": 2, "itemHeight": 56, "ids": ["ada", "al"]},
                  {"count": 1, "itemHeight": 56, "ids": [7], "footer": 10, "footerId": "end"}]},
    {"sections": [{"header": 40, "headerId": 0, "count": 2, "itemHeight": 56, "ids": [1, 2]}]},
]


@pytest.mark.parametrize("body", SECTION_LAYOUTS, ids=[str(index) for index in range(len(SECTION_LAYOUTS))])
def test_layoutId_theClientComputesTheServersId(server, body):
    status, stored = server.post_json("/v1/layouts", body)
    assert status == 201, stored
    assert stored["layoutId"] == layout_id(body)


def test_layoutId_doesNotDependOnTheSpelling(server):
    uniform = {"sections": [{"header": 40, "count": 3, "itemHeight": 56}]}
    listed = {"sections": [{"header": 40, "sizes": [56, 56, 56], "count": 3}]}
    assert server.post_json("/v1/layouts", uniform)[1]["layoutId"] == server.post_json("/v1/layouts", listed)[1]["layoutId"]


def test_ids_nameTheParts_andAreAllOrNothing(server):
    sections = [{"header": 40, "headerId": "A", "count": 2, "itemHeight": 56, "ids": ["ada", "al"]},
                {"header": 40, "headerId": "K", "count": 2, "itemHeight": 56, "ids": ["kai", "kim"]},
                {"header": 40, "headerId": "M", "count": 3, "itemHeight": 56, "ids": ["max", "mia", "mo"]}]
    small = {"viewport": {"width": 390, "height": 100}}
    status, data = server.post_json("/v1/scroll/offset", dict(small, sections=sections, pinnedHeaders=True,
                                                              target={"id": "kim"}, semantics="flutter"))
    assert (status, data["contentOffset"]["y"]) == (200, 248 - 40), data
    status, data = server.post_json("/v1/scroll/visibility", dict(VIEW, sections=sections, pinnedHeaders=True,
                                                                  contentOffset={"x": 0, "y": 0}))
    assert [item["id"] for item in data["items"]] == ["A", "ada", "al", "K", "kai", "kim"]
    del sections[0]["headerId"]
    status, data = server.post_json("/v1/scroll/offset", dict(VIEW, sections=sections, target={"id": "kim"}))
    assert (status, data["error"]["code"], data["error"]["pointer"]) == (400, "missing_field", "/sections/0/headerId")
