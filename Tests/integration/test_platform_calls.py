"""Flutter, Jetpack Compose and Android Views on POST /v1/scroll/offset (issue 36): every `call`,
`reverseLayout`, right-to-left, padding (`contentInsets`) and sticky-header (`scrollPadding`)
case over HTTP, worked by hand from the rules in ../shared/research/other-platforms.md; the
refusals with their pointers; batches and `offsetRequest`; and, for every body here, openapi.yaml
accepting it exactly when the server does.

The scene of most cases (as in the research note): a vertical list 800 tall, content 3000,
current offset 1000; "pad 50/30" is the platform's padding top 50 / bottom 30 as `contentInsets`
(range [-50, 2230]); "sticky 60" a pinned sliver or sticky header as `scrollPadding.top`.
"""
import os

import pytest

from serverprocess import REPO
from spec import validator

VALIDATOR = validator("ScrollOffsetRequest")
RESPONSE = validator("ScrollOffsetResponse")

PAD = {"top": 50, "bottom": 30}
STICKY = {"top": 60}


def body(semantics, start=None, length=100, call=None, pad=None, sticky=None, offset=1000, **extra):
    request = {"viewport": {"width": 400, "height": 800}, "contentSize": {"width": 400, "height": 3000},
               "semantics": semantics}
    if offset is not None:
        request["contentOffset"] = {"x": 0, "y": offset}
    if start is not None:
        request["items"] = [{"id": "t", "frame": {"x": 0, "y": start, "width": 400, "height": length}}]
        request["target"] = {"id": "t"}
    if call is not None:
        request["call"] = call
    if pad is not None:
        request["contentInsets"] = pad
    if sticky is not None:
        request["scrollPadding"] = sticky
    request.update(extra)
    return request


def horizontal(semantics, start, length, call=None, offset=1000, **extra):
    """A horizontal list: viewport 800 wide, content 3000 wide, y has no range."""
    request = {"viewport": {"width": 800, "height": 100}, "contentSize": {"width": 3000, "height": 100},
               "semantics": semantics,
               "items": [{"id": "t", "frame": {"x": start, "y": 0, "width": length, "height": 100}}],
               "target": {"id": "t"}}
    if offset is not None:
        request["contentOffset"] = {"x": offset, "y": 0}
    if call is not None:
        request["call"] = call
    request.update(extra)
    return request


def answer(server, request):
    status, data = server.post_json("/v1/scroll/offset", request)
    assert status == 200, data
    assert not list(VALIDATOR.iter_errors(request)), "the spec refuses a body the server answers"
    assert not list(RESPONSE.iter_errors(data)), list(RESPONSE.iter_errors(data))[:2]
    return data


def ensure(alignment=None, policy=None):
    call = {"name": "ensureVisible"}
    if alignment is not None:
        call["alignment"] = alignment
    if policy is not None:
        call["alignmentPolicy"] = policy
    return call


# (case, request, resting contentOffset.y (or .x for horizontal lists), platformScrollPosition)
CASES = [
    # --- Flutter: items align to the viewport edge; padding scrolls away; pinned slivers shrink.
    ("flutter default = ensureVisible(0), pad: first item at the edge",
     body("flutter", 0, pad=PAD), 0, 50),
    ("flutter ensureVisible(0), pad + pinned 60",
     body("flutter", 1030, call=ensure(0), pad=PAD, sticky=STICKY), 970, 1020),
    ("flutter ensureVisible(0.5) centres in the whole viewport",
     body("flutter", 2000, call=ensure(0.5)), 1650, 1650),
    ("flutter ensureVisible(1), pad: end at the viewport's end",
     body("flutter", 2000, call=ensure(1), pad=PAD), 1300, 1350),
    ("flutter ensureVisible explicit policy named",
     body("flutter", 2000, call=ensure(0, "explicit")), 2000, 2000),
    ("flutter keepVisibleAtEnd, covering item moves forward",
     body("flutter", 900, 1000, call=ensure(policy="keepVisibleAtEnd")), 1100, 1100),
    ("flutter keepVisibleAtEnd, item above: no move",
     body("flutter", 500, call=ensure(policy="keepVisibleAtEnd")), 1000, 1000),
    ("flutter keepVisibleAtEnd ignores alignment, item below",
     body("flutter", 2000, call=ensure(0.5, "keepVisibleAtEnd")), 1300, 1300),
    ("flutter keepVisibleAtStart, item below: no move",
     body("flutter", 2000, call=ensure(policy="keepVisibleAtStart")), 1000, 1000),
    ("flutter keepVisibleAtStart, item above",
     body("flutter", 500, call=ensure(policy="keepVisibleAtStart")), 500, 500),
    ("flutter showOnScreen, pad, tall item above: least movement",
     body("flutter", 400, 1000, call={"name": "showOnScreen"}, pad=PAD), 600, 650),
    ("flutter showOnScreen, visible item: no move",
     body("flutter", 1200, call={"name": "showOnScreen"}), 1000, 1000),
    ("flutter showOnScreen, pinned 60 covers the item",
     body("flutter", 1020, call={"name": "showOnScreen"}, sticky=STICKY), 960, 960),
    ("flutter jumpTo, pad: pixels count from the range minimum",
     body("flutter", call={"name": "jumpTo", "pixels": 1234.5}, pad=PAD), 1184.5, 1234.5),
    ("flutter jumpTo past the end springs back",
     body("flutter", call={"name": "jumpTo", "pixels": 99999}, pad=PAD), 2230, 2280),
    ("flutter jumpTo, reversed: pixels from the bottom",
     body("flutter", call={"name": "jumpTo", "pixels": 100}, reverseLayout=True), 2100, 100),
    ("flutter reverse, ensureVisible(0), pad: visual bottom edge",
     body("flutter", 2000, call=ensure(0), pad=PAD, reverseLayout=True), 1300, 930),
    ("flutter reverse, ensureVisible(1): visual top edge",
     body("flutter", 2000, call=ensure(1), reverseLayout=True), 2000, 200),
    ("flutter reverse, unrounded at displayScale 3",
     body("flutter", 2000.1, call=ensure(0), reverseLayout=True, displayScale=3), 1300.1, 899.9),
    # --- Compose: scrollToItem honours contentPadding at the start; bringIntoView does not.
    ("compose default = scrollToItem, sticky 60: lands under the header",
     body("compose", 1020, sticky=STICKY), 1020, 1020),
    ("compose scrollToItem, pad: below the padding",
     body("compose", 1030, call={"name": "scrollToItem"}, pad=PAD), 980, 1030),
    ("compose scrollToItem(scrollOffset 30)",
     body("compose", 500, call={"name": "scrollToItem", "scrollOffset": 30}), 530, 530),
    ("compose scrollToItem(scrollOffset -20)",
     body("compose", 500, call={"name": "scrollToItem", "scrollOffset": -20}), 480, 480),
    ("compose scrollToItem(scrollOffset 60 px) at density 2",
     body("compose", 500, call={"name": "scrollToItem", "scrollOffset": 60}, displayScale=2), 530, 1060),
    ("compose scrollToItem past the end: scroll-back",
     body("compose", 2900, call={"name": "scrollToItem"}, pad=PAD), 2230, 2280),
    ("compose scrollToItem, whole px at density 3 (3000.3 px -> 3000)",
     body("compose", 1000.1, call={"name": "scrollToItem"}, displayScale=3), 1000, 3000),
    ("compose scrollToItem, reversed, pad: above the bottom padding",
     body("compose", 2000, call={"name": "scrollToItem"}, pad=PAD, reverseLayout=True), 1330, 900),
    ("compose scrollToItem(scrollOffset 30), reversed: pushed further down",
     body("compose", 2000, call={"name": "scrollToItem", "scrollOffset": 30}, reverseLayout=True), 1270, 930),
    ("compose bringIntoView, pad: padding ignored, visible item stays",
     body("compose", 1780, 15, call={"name": "bringIntoView"}, pad=PAD), 1000, 1050),
    ("compose bringIntoView, pad, long item: full-viewport container",
     body("compose", 1100, 720, call={"name": "bringIntoView", "spec": "default"}, pad=PAD), 1020, 1070),
    ("compose bringIntoView, sticky 60: clears the header",
     body("compose", 1020, 80, call={"name": "bringIntoView"}, sticky=STICKY), 960, 960),
    ("compose bringIntoView tv: leading edge at 30 %",
     body("compose", 900, 1000, call={"name": "bringIntoView", "spec": "tv"}), 660, 660),
    ("compose bringIntoView tv moves a visible item",
     body("compose", 1400, 100, call={"name": "bringIntoView", "spec": "tv"}), 1160, 1160),
    # --- Android: RecyclerView aligns inside its padding; ScrollView against the whole view.
    ("android default = smoothScrollToPosition(any): tall item, start inside",
     body("android", 1100, 1000), 1300, 1300),
    ("android smoothScrollToPosition any, covering item: start",
     body("android", 900, 1000, call={"name": "smoothScrollToPosition", "snap": "any"}), 900, 900),
    ("android smoothScrollToPosition start, pad",
     body("android", 2000, call={"name": "smoothScrollToPosition", "snap": "start"}, pad=PAD), 1950, 2000),
    ("android smoothScrollToPosition end, pad",
     body("android", 2000, call={"name": "smoothScrollToPosition", "snap": "end"}, pad=PAD), 1330, 1380),
    ("android smoothScrollToPosition start, margin (ItemDecoration 8)",
     body("android", 2000, call={"name": "smoothScrollToPosition", "snap": "start"}, margin={"top": 8}), 1992, 1992),
    ("android smoothScrollToPosition start, sticky ignored",
     body("android", 2000, call={"name": "smoothScrollToPosition", "snap": "start"}, sticky=STICKY), 2000, 2000),
    ("android scrollToPosition, laid-out item longer than the area: start",
     body("android", 1100, 1000, call={"name": "scrollToPosition"}), 1100, 1100),
    ("android scrollToPosition, item below: end",
     body("android", 2000, call={"name": "scrollToPosition"}), 1300, 1300),
    ("android scrollToPosition, visible item: no move",
     body("android", 1200, call={"name": "scrollToPosition"}), 1000, 1000),
    ("android scrollToPosition, pad, item above: start inside the padding",
     body("android", 500, call={"name": "scrollToPosition"}, pad=PAD), 450, 500),
    ("android scrollToPosition, reversed, laid-out long item: end",
     body("android", 900, 1000, call={"name": "scrollToPosition"}, reverseLayout=True), 1100, 1100),
    ("android scrollToPositionWithOffset(25)",
     body("android", 2000, call={"name": "scrollToPositionWithOffset", "offset": 25}), 1975, 1975),
    ("android scrollToPositionWithOffset(25 px), pad, density 2.5",
     body("android", 2000, call={"name": "scrollToPositionWithOffset", "offset": 25}, pad=PAD, displayScale=2.5),
     1940, 4975),
    ("android scrollToPositionWithOffset(25), reversed: from the padded bottom",
     body("android", 2000, call={"name": "scrollToPositionWithOffset", "offset": 25}, pad=PAD,
          reverseLayout=True), 1355, 875),
    ("android requestChildRectangleOnScreen, tall item above: start",
     body("android", 400, 1000, call={"name": "requestChildRectangleOnScreen"}), 400, 400),
    ("android requestChildRectangleOnScreen, tall item inside: start kept",
     body("android", 1100, 1000, call={"name": "requestChildRectangleOnScreen"}), 1100, 1100),
    ("android requestChildRectangleOnScreen, pad: inside the padding",
     body("android", 1790, 40, call={"name": "requestChildRectangleOnScreen"}, pad=PAD), 1060, 1110),
    ("android ScrollView, pad: the whole view counts as visible",
     body("android", 1010, 30, call={"name": "ScrollView.requestChildRectangleOnScreen"}, pad=PAD), 1000, 1050),
    ("android ScrollView, fadingEdge 12",
     body("android", 2000, call={"name": "ScrollView.requestChildRectangleOnScreen", "fadingEdge": 12}), 1312, 1312),
    ("android ScrollView, fadingEdge 30 px at density 2.5",
     body("android", 2000, call={"name": "ScrollView.requestChildRectangleOnScreen", "fadingEdge": 30},
          displayScale=2.5), 1312, 3280),
    ("android whole px at density 2.625 (5250.2625 px -> 5250)",
     body("android", 2000.1, call={"name": "smoothScrollToPosition", "snap": "start"}, displayScale=2.625),
     2000, 5250),
]

# Horizontal lists (x scrolls, y does not): right-to-left, and reversed.
HORIZONTAL = [
    ("android requestChildRectangleOnScreen, ltr: start (left) kept",
     horizontal("android", 1100, 1000, call={"name": "requestChildRectangleOnScreen"}), 1100, 1100),
    ("android requestChildRectangleOnScreen, rtl: right edge favoured",
     horizontal("android", 1100, 1000, call={"name": "requestChildRectangleOnScreen"}, direction="rtl"), 1300, 900),
    ("android scrollToPositionWithOffset(25), rtl: from the right edge",
     horizontal("android", 2000, 100, call={"name": "scrollToPositionWithOffset", "offset": 25}, direction="rtl"),
     1325, 875),
    ("android rtl + reverseLayout starts at the left again",
     horizontal("android", 2000, 100, call={"name": "scrollToPositionWithOffset", "offset": 25}, direction="rtl",
                reverseLayout=True), 1975, 1975),
    ("flutter rtl ensureVisible(0): the item's right edge at the right",
     horizontal("flutter", 2000, 100, call=ensure(0), direction="rtl"), 1300, 900),
    ("compose rtl scrollToItem: the item's right edge at the right",
     horizontal("compose", 2000, 100, direction="rtl"), 1300, 900),
    ("flutter rtl without contentOffset: the list rests at its start (right)",
     horizontal("flutter", 2000, 100, call={"name": "showOnScreen"}, direction="rtl", offset=None), 2000, 200),
    ("compose ltr without contentOffset: rests at the left",
     horizontal("compose", 200, 100, call={"name": "bringIntoView"}, offset=None), 0, 0),
]

# Reversed vertical lists without a contentOffset rest at their start, the bottom.
RESTING = [
    ("flutter reversed, no contentOffset: showOnScreen from the bottom",
     body("flutter", 2000, call={"name": "showOnScreen"}, offset=None, reverseLayout=True), 2000, 200),
    ("compose reversed, no contentOffset: a visible item stays",
     body("compose", 2500, call={"name": "bringIntoView"}, offset=None, reverseLayout=True), 2200, 0),
    ("android reversed, no contentOffset: snap any",
     body("android", 100, offset=None, reverseLayout=True), 100, 2100),
]


def axis_of(request):
    return "x" if request["viewport"]["width"] == 800 else "y"


@pytest.mark.parametrize("name,request_body,resting,position", CASES + HORIZONTAL + RESTING,
                         ids=[case[0] for case in CASES + HORIZONTAL + RESTING])
def test_platformCall_restsWhereThePlatformDoes(server, name, request_body, resting, position):
    data = answer(server, request_body)
    assert data["contentOffset"][axis_of(request_body)] == pytest.approx(resting, abs=1e-9), data
    assert data["platformScrollPosition"] == pytest.approx(position, abs=1e-9), data


def test_everyCall_isCovered():
    calls = {(case[1]["semantics"], (case[1].get("call") or {}).get("name", "default"))
             for case in CASES + HORIZONTAL + RESTING}
    assert calls >= {
        ("flutter", "default"), ("flutter", "ensureVisible"), ("flutter", "showOnScreen"), ("flutter", "jumpTo"),
        ("compose", "default"), ("compose", "scrollToItem"), ("compose", "bringIntoView"),
        ("android", "default"), ("android", "smoothScrollToPosition"), ("android", "scrollToPosition"),
        ("android", "scrollToPositionWithOffset"), ("android", "requestChildRectangleOnScreen"),
        ("android", "ScrollView.requestChildRectangleOnScreen")}


def test_answer_hasTheFieldsOfEverySemanticsThenPlatformScrollPosition(server):
    data = answer(server, body("compose", 1030, pad=PAD))
    assert list(data) == ["contentOffset", "idealOffset", "clamped", "range", "visibleRect", "targetRect",
                          "platformScrollPosition"]


def test_jumpTo_answer_hasNoTargetRect(server):
    data = answer(server, body("flutter", call={"name": "jumpTo", "pixels": 10}))
    assert "targetRect" not in data and data["platformScrollPosition"] == 10


def test_nextTarget_answersTargetIdAfterThePosition(server):
    request = body("android", 2000)
    request["items"].append({"id": "u", "frame": {"x": 0, "y": 2100, "width": 400, "height": 100}})
    request["target"] = {"next": {"after": "t"}}
    data = answer(server, request)
    assert list(data)[-2:] == ["platformScrollPosition", "targetId"] and data["targetId"] == "u"
    assert data["contentOffset"]["y"] == 1400


def test_otherSemantics_answerExactlyAsBefore(server):
    data = answer(server, body("swiftui", 2000, pad=PAD))
    assert "platformScrollPosition" not in data and data["contentOffset"]["y"] == 1330


REFUSALS = [
    ("call with swiftui", body("swiftui", 2000, call={"name": "ensureVisible"}), "conflicting_fields", "/call"),
    ("call with no semantics", {**body("swiftui", 2000, call={"name": "jumpTo", "pixels": 1}), "semantics": None},
     "conflicting_fields", "/call"),
    ("reverseLayout with uikit", body("uikit", 2000, reverseLayout=True), "conflicting_fields", "/reverseLayout"),
    ("reverseLayout false with css", body("css", 2000, reverseLayout=False), "conflicting_fields", "/reverseLayout"),
    ("a compose call with flutter", body("flutter", 2000, call={"name": "scrollToItem"}),
     "conflicting_fields", "/call/name"),
    ("a flutter call with android", body("android", 2000, call={"name": "showOnScreen"}),
     "conflicting_fields", "/call/name"),
    ("an android call with compose", body("compose", 2000, call={"name": "scrollToPosition"}),
     "conflicting_fields", "/call/name"),
    ("alignment with showOnScreen", body("flutter", 2000, call={"name": "showOnScreen", "alignment": 0.5}),
     "unknown_field", "/call/alignment"),
    ("pixels with ensureVisible", body("flutter", 2000, call={"name": "ensureVisible", "pixels": 3}),
     "unknown_field", "/call/pixels"),
    ("offset with scrollToItem", body("compose", 2000, call={"name": "scrollToItem", "offset": 3}),
     "unknown_field", "/call/offset"),
    ("scrollOffset with scrollToPositionWithOffset",
     body("android", 2000, call={"name": "scrollToPositionWithOffset", "offset": 1, "scrollOffset": 3}),
     "unknown_field", "/call/scrollOffset"),
    ("snap with scrollToPosition", body("android", 2000, call={"name": "scrollToPosition", "snap": "start"}),
     "unknown_field", "/call/snap"),
    ("fadingEdge with RecyclerView's call",
     body("android", 2000, call={"name": "requestChildRectangleOnScreen", "fadingEdge": 1}),
     "unknown_field", "/call/fadingEdge"),
    ("spec with scrollToItem", body("compose", 2000, call={"name": "scrollToItem", "spec": "tv"}),
     "unknown_field", "/call/spec"),
    ("a key no call takes", body("flutter", 2000, call={"name": "ensureVisible", "duration": 1}),
     "unknown_field", "/call/duration"),
    ("no name", body("flutter", 2000, call={"alignment": 1}), "missing_field", "/call/name"),
    ("jumpTo without pixels", body("flutter", call={"name": "jumpTo"}), "missing_field", "/call/pixels"),
    ("scrollToPositionWithOffset without offset", body("android", 2000, call={"name": "scrollToPositionWithOffset"}),
     "missing_field", "/call/offset"),
    ("a call name no platform has", body("android", 2000, call={"name": "scrollIntoView"}),
     "invalid_enum", "/call/name"),
    ("a policy Flutter lacks", body("flutter", 2000, call={"name": "ensureVisible", "alignmentPolicy": "nearest"}),
     "invalid_enum", "/call/alignmentPolicy"),
    ("alignment above 1e6", body("flutter", 2000, call={"name": "ensureVisible", "alignment": 1e6 + 1}),
     "invalid_field", "/call/alignment"),
    ("a negative fadingEdge",
     body("android", 2000, call={"name": "ScrollView.requestChildRectangleOnScreen", "fadingEdge": -1}),
     "invalid_field", "/call/fadingEdge"),
    ("a spec Compose lacks", body("compose", 2000, call={"name": "bringIntoView", "spec": "pivot"}),
     "invalid_enum", "/call/spec"),
    ("call not an object", body("compose", 2000, call="scrollToItem"), "invalid_type", "/call"),
    ("reverseLayout not a boolean", body("compose", 2000, reverseLayout="yes"), "invalid_type", "/reverseLayout"),
    ("jumpTo with a target", body("flutter", 2000, call={"name": "jumpTo", "pixels": 1}),
     "conflicting_fields", "/target"),
    ("jumpTo with a margin", body("flutter", call={"name": "jumpTo", "pixels": 1}, margin={"top": 1}),
     "conflicting_fields", "/margin"),
    ("no target", body("compose"), "missing_field", "/target"),
    ("an anchor", body("flutter", 2000, anchor="center"), "conflicting_fields", "/anchor"),
    ("a mode", body("android", 2000, mode="ifNeeded"), "conflicting_fields", "/mode"),
    ("a container", body("android", 2000, container="nearest"), "conflicting_fields", "/container"),
    ("ancestors", body("compose", 2000, ancestors=[]), "conflicting_fields", "/ancestors"),
    ("an edge target", {**body("flutter"), "target": {"edge": "top"}}, "conflicting_fields", "/target"),
    ("a point target", {**body("compose"), "target": {"point": {"x": 0, "y": 1}}}, "conflicting_fields", "/target"),
    ("a vertical writing mode", body("android", 2000, writingMode="vertical-rl"),
     "conflicting_fields", "/writingMode"),
]


@pytest.mark.parametrize("name,request_body,code,pointer", REFUSALS, ids=[case[0] for case in REFUSALS])
def test_refusal_namesTheField(server, name, request_body, code, pointer):
    status, data = server.post_json("/v1/scroll/offset", request_body)
    assert status == 400, data
    assert (data["error"]["code"], data["error"]["pointer"]) == (code, pointer), data
    assert list(VALIDATOR.iter_errors(request_body)), "the spec accepts a body the server refuses"


def test_batch_requestsTakeEveryPlatform(server):
    shared = {"viewport": {"width": 400, "height": 800}, "contentSize": {"width": 400, "height": 3000},
              "contentInsets": PAD, "contentOffset": {"x": 0, "y": 1000},
              "items": [{"id": "t", "frame": {"x": 0, "y": 2000, "width": 400, "height": 100}}]}
    requests = [{"op": "offset", "target": {"id": "t"}, "semantics": semantics}
                for semantics in ("swiftui", "uikit", "css", "flutter", "compose", "android")]
    requests.append({"op": "offset", "target": {"id": "t"}, "semantics": "uikit", "call": {"name": "jumpTo"}})
    status, data = server.post_json("/v1/batch", {**shared, "requests": requests})
    assert status == 200, data
    results = data["results"]
    assert [r["contentOffset"]["y"] for r in results[:6]] == [1330, 1330, 1950, 2000, 1950, 1330]
    assert [r.get("platformScrollPosition") for r in results[:6]] == [None, None, None, 2050, 2000, 1380]
    assert results[6]["error"]["pointer"] == "/requests/6/call" and results[6]["status"] == 400


def test_animation_offsetRequest_endsWhereThePlatformRests(server):
    offset_request = body("flutter", 2000, call=ensure(0.5))
    status, data = server.post_json("/v1/scroll/animation", {
        "curve": "linear", "duration": 0.1, "framesPerSecond": 10, "offsetRequest": offset_request})
    assert status == 200, data
    assert data["frames"][-1]["y"] == 1650
    status, data = server.post_json("/v1/scroll/animation", {
        "curve": "linear", "duration": 0.1, "offsetRequest": {**offset_request, "call": {"name": "jumpTo"}}})
    assert status == 400 and data["error"]["pointer"] == "/offsetRequest/call/pixels", data


# docs/scrolling.md "The same request under all six semantics": each row's request, and the
# numbers the guide shows for it must be the service's.
DOC_ROWS = {
    "first item 0–100, padding 50/30": (0, 100, PAD, None),
    "item 1030–1130, padding 50/30, sticky header 60": (1030, 100, PAD, STICKY),
    "item below, 2000–2100": (2000, 100, None, None),
    "item above, 500–600": (500, 100, None, None),
    "tall item 1100–2100, starts inside": (1100, 1000, None, None),
    "covering item 900–1900": (900, 1000, None, None),
    "item 1780–1795 behind the bottom padding 50/30": (1780, 15, PAD, None),
}
SIX = ("swiftui", "uikit", "css", "flutter", "compose", "android")


def doc_table(path=("docs", "scrolling.md")):
    with open(os.path.join(REPO, *path), encoding="utf-8") as guide:
        lines = guide.read().split("\n")
    header = "| request | `swiftui` | `uikit` | `css` | `flutter` | `compose` | `android` |"
    start = lines.index(header) + 2
    rows = {}
    for line in lines[start:]:
        if not line.startswith("| "):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


@pytest.mark.parametrize("path,whole", [(("docs", "scrolling.md"), True), (("README.md",), False)])
def test_sixSemanticsTable_showsTheServiceNumbers(server, path, whole):
    """The guide's table has every row; the README's, some of them: both show the service's numbers."""
    rows = doc_table(path)
    assert set(rows) == set(DOC_ROWS) if whole else rows and set(rows) <= set(DOC_ROWS)
    for label in rows:
        start, length, pad, sticky = DOC_ROWS[label]
        for semantics, shown in zip(SIX, rows[label]):
            data = answer(server, body(semantics, start, length, pad=pad, sticky=sticky))
            number = lambda value: f"{value:g}"
            expected = number(data["contentOffset"]["y"])
            if "platformScrollPosition" in data:
                expected += f" ({number(data['platformScrollPosition'])})"
            assert shown == expected, (label, semantics, data)
