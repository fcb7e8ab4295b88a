"""Edits of a stored stack sent without ids keep the reader's row: a transition from the stored
layout to the one its edits made (or from one edited layout to the next) matches rows by the
implicit ids the edits keep, not by index. A 200,000-row stack estimated at 44, a 390×844
viewport, the reader on row 150,000 (y 6,600,000); nothing sends ids."""
import json

import pytest

ROWS = 200_000
READER = 150_000
VIEW = {"viewport": {"width": 390, "height": 844}}
BASE = {"stack": {"sizes": {"count": ROWS}, "estimatedSize": 44}}


def store(server, body):
    status, _, data = server.request("POST", "/v1/layouts", body)
    assert status == 201, data
    return json.loads(data)["layoutId"]


def edit(server, layout, edits):
    status, _, data = server.request("POST", f"/v1/layouts/{layout}/edits", edits)
    assert status == 201, data
    return json.loads(data)["layoutId"]


def transition(server, before, after, keep="firstVisible", y=READER * 44, **extra):
    return server.post_json("/v1/scroll/transition", {
        "before": {**VIEW, "layout": before, "contentOffset": {"x": 0, "y": y}},
        "after": {"layout": after}, "keep": keep, **extra})


@pytest.fixture(scope="module")
def base(server):
    return store(server, BASE)


def estimates(count):
    return [None] * count


def test_loadMoreAbove_movesTheOffsetByTheInsertedRows(server, base):
    # 10 rows of 44 at 1000: row 150,000 is 440 lower, and the answer keeps it, by every rule
    # that follows the reader's row (keep auto is swiftui's: the first visible row).
    edited = edit(server, base, [{"insert": {"at": 1000, "sizes": estimates(10)}}])
    for keep, extra in [("firstVisible", {}), ("auto", {}), ("auto", {"semantics": "css"}), ({"id": READER}, {})]:
        status, answer = transition(server, base, edited, keep, **extra)
        assert status == 200, answer
        assert answer["delta"] == {"x": 0, "y": 440}, keep
        assert answer["contentOffset"] == {"x": 0, "y": READER * 44 + 440}
        assert answer["anchor"] == {"id": READER, "before": 0, "after": 0}


def test_insertBelowTheViewport_movesNothing(server, base):
    edited = edit(server, base, [{"insert": {"at": 190_000, "sizes": estimates(10)}}])
    status, answer = transition(server, base, edited)
    assert status == 200 and answer["delta"] == {"x": 0, "y": 0}
    assert answer["anchor"] == {"id": READER, "before": 0, "after": 0}


def test_insertsAboveAndBelowThatGiveTheSameSizes_areTwoLayouts(server, base):
    # Every row is an estimate of 44, so both inserts give 200,010 rows of 44; only the rows'
    # identity tells them apart, and each transition answers for its own insert.
    above = edit(server, base, [{"insert": {"at": 1000, "sizes": estimates(10)}}])
    below = edit(server, base, [{"insert": {"at": 190_000, "sizes": estimates(10)}}])
    end = edit(server, base, [{"insert": {"at": ROWS, "sizes": estimates(10)}}])
    assert len({above, below, end}) == 3
    assert transition(server, base, above)[1]["delta"]["y"] == 440
    assert transition(server, base, below)[1]["delta"]["y"] == 0


def test_removeRowsAbove_movesTheOffsetUp(server, base):
    edited = edit(server, base, [{"remove": {"ids": [10, 20, 30]}}])
    status, answer = transition(server, base, edited)
    assert status == 200 and answer["delta"] == {"x": 0, "y": -132}
    assert answer["anchor"] == {"id": READER, "before": 0, "after": 0}


def test_removeTheAnchorRow_keepsTheNextRowOnScreen_asWithSentIDs(server, base):
    # Row 150,000 is gone: the first visible row still there, 150,001 (44 down the screen), stays.
    edited = edit(server, base, [{"remove": {"ids": [READER]}}])
    status, answer = transition(server, base, edited)
    assert status == 200 and answer["delta"] == {"x": 0, "y": -44}
    assert answer["anchor"] == {"id": READER + 1, "before": 44, "after": 44}
    # Kept by id, the removed row is not found — what the same stack with sent ids answers.
    status, error = transition(server, base, edited, keep={"id": READER})
    assert status == 404 and error["error"]["code"] == "target_not_found" and error["error"]["pointer"] == "/keep/id"
    with_ids = store(server, {"stack": {**BASE["stack"], "ids": [f"r{i}" for i in range(ROWS)]}})
    edited_ids = edit(server, with_ids, [{"remove": {"ids": [f"r{READER}"]}}])
    status, sent = transition(server, with_ids, edited_ids)
    assert status == 200 and (sent["delta"], sent["anchor"]["before"], sent["anchor"]["after"]) == (answer["delta"], 44, 44)
    assert sent["anchor"]["id"] == f"r{READER + 1}"


def test_resizeRowsAbove_movesTheOffsetByTheChange(server, base):
    # Row 5 measured at 100 (+56), row 6 at 0 (−44): +12.
    edited = edit(server, base, [{"resize": {"id": 5, "size": 100}}, {"resize": {"id": 6, "size": 0}}])
    status, answer = transition(server, base, edited)
    assert status == 200 and answer["delta"] == {"x": 0, "y": 12}


def test_severalEditsInOneRequest_addUp(server, base):
    # 10 rows above (+440), row 0 measured at 144 (+100), 5 rows at the top (+220), 3 rows
    # below the viewport (0), then row 7 of the result removed (−44): +716.
    edits = [{"insert": {"at": 1000, "sizes": estimates(10)}}, {"resize": {"id": 0, "size": 144}},
             {"insert": {"at": 0, "sizes": estimates(5)}}, {"insert": {"at": 199_000, "sizes": [60, 60, 60]}},
             {"remove": {"ids": [7]}}]
    edited = edit(server, base, edits)
    status, answer = transition(server, base, edited)
    assert status == 200 and answer["delta"] == {"x": 0, "y": 716}
    assert answer["anchor"] == {"id": READER, "before": 0, "after": 0}


def test_chainedEdits_keepTheRowFromAnyLayoutOfTheChain(server, base):
    # base → 10 rows at 1000 → 5 rows at 0 → a row above removed. Row 150,000 of the base is at
    # 150,010, then 150,015, then 150,014.
    first = edit(server, base, [{"insert": {"at": 1000, "sizes": estimates(10)}}])
    second = edit(server, first, [{"insert": {"at": 0, "sizes": estimates(5)}}])
    third = edit(server, second, [{"remove": {"ids": [2000]}}])
    cases = [
        (base, first, READER * 44, 440),
        (base, second, READER * 44, 660),
        (base, third, READER * 44, 616),
        (first, second, (READER + 10) * 44, 220),
        (second, third, (READER + 15) * 44, -44),
        (third, base, (READER + 14) * 44, -616),  # back to the base: the edits undone
    ]
    for before, after, y, delta in cases:
        status, answer = transition(server, before, after, y=y)
        assert status == 200 and answer["delta"] == {"x": 0, "y": delta}, (before, after)
        assert answer["anchor"]["before"] == answer["anchor"]["after"] == 0


def test_aRowTheEditInserted_isNotInTheStoredLayout(server, base):
    edited = edit(server, base, [{"insert": {"at": 1000, "sizes": estimates(10)}}])
    status, error = transition(server, edited, base, keep={"id": 1005}, y=1000 * 44)
    assert status == 404 and error["error"]["pointer"] == "/keep/id"
