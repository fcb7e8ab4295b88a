"""POST /v1/scroll/snap and /v1/scroll/animation over HTTP: worked answers, caps, and malformed
bodies refused with the exact code and pointer (the server keeps answering afterwards)."""
import json
import math
import os
import sys

import pytest

SNAP = "/v1/scroll/snap"
ANIMATION = "/v1/scroll/animation"

CAROUSEL = {"viewport": {"width": 300, "height": 200}, "contentSize": {"width": 1500, "height": 200},
            "items": [{"id": f"card-{i}", "frame": {"x": 20 + i * 240, "y": 0, "width": 220, "height": 200}}
                      for i in range(6)]}


def body(base, **changes):
    out = json.loads(json.dumps(base))
    out.update(changes)
    return out


# ---- snap: answers -------------------------------------------------------------------------

def test_paging_fling_moves_one_page_and_reports_the_velocity(server):
    status, answer = server.post_json(SNAP, {"viewport": {"width": 320, "height": 480},
                                             "contentSize": {"width": 1280, "height": 480},
                                             "velocity": {"x": 3000, "y": 0}, "behavior": {"paging": {}}})
    assert status == 200, answer
    assert answer["projectedOffset"]["x"] == pytest.approx(1497)  # 3000 · 0.499
    assert answer["contentOffset"] == {"x": 320, "y": 0}
    assert answer["snappedTo"] == {"page": {"x": 1, "y": 0}}
    assert answer["velocity"]["x"] == pytest.approx(320 / 0.499)


def test_css_center_snap_echoes_the_item_id(server):
    request = body(CAROUSEL, velocity={"x": 800, "y": 0},
                   behavior={"css": {"type": "mandatory", "axis": "x"}})
    for item in request["items"]:
        item["snapAlign"] = "center"
    status, answer = server.post_json(SNAP, request)
    assert status == 200, answer
    # projection 800 · 0.499 = 399.2; centres at 130 + 240·i − 150 = -20 (clipped to 0), 220, 460 …:
    # 460 is nearest the projection
    assert answer["contentOffset"] == {"x": 460, "y": 0}
    assert answer["snappedTo"] == {"id": "card-2"}


def test_viewAligned_alwaysByOne_and_android_model(server):
    request = body(CAROUSEL, velocity={"x": 5000, "y": 0}, flingModel="android",
                   behavior={"viewAligned": {"align": "start", "limit": "alwaysByOne"}})
    status, answer = server.post_json(SNAP, request)
    assert status == 200, answer
    assert answer["contentOffset"] == {"x": 260, "y": 0}   # card-1's start 260 (one item)
    assert answer["snappedTo"] == {"id": "card-1"}


def test_integer_ids_are_echoed_as_integers(server):
    request = {"viewport": {"width": 100, "height": 200}, "contentSize": {"width": 100, "height": 1000},
               "items": [{"id": 7, "frame": {"x": 0, "y": 300, "width": 100, "height": 100}}],
               "proposedOffset": {"x": 0, "y": 280}, "behavior": {"css": {"type": "proximity"}}}
    status, answer = server.post_json(SNAP, request)
    assert status == 200, answer
    assert answer["snappedTo"] == {"id": 7}
    assert answer["contentOffset"] == {"x": 0, "y": 300}


def test_no_behavior_clamps_the_projection(server):
    status, answer = server.post_json(SNAP, body(CAROUSEL, delta={"x": 5000, "y": 0}, items=None))
    assert status == 200, answer
    assert answer == {"projectedOffset": {"x": 5000, "y": 0}, "contentOffset": {"x": 1200, "y": 0},
                      "snappedTo": None, "velocity": {"x": answer["velocity"]["x"], "y": 0}}


# ---- animation: answers --------------------------------------------------------------------

def test_spring_frames_start_at_from_end_at_to_and_report_overshoot(server):
    status, answer = server.post_json(ANIMATION, {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 100},
                                                  "curve": "bouncy"})
    assert status == 200, answer
    frames = answer["frames"]
    assert frames[0] == {"t": 0, "x": 0, "y": 0, "vx": 0, "vy": 0}
    assert frames[-1] == {"t": answer["duration"], "x": 0, "y": 100, "vx": 0, "vy": 0}
    assert answer["settled"] is True
    assert answer["overshoot"]["y"] == pytest.approx(100 * math.exp(-0.7 * math.pi / math.sqrt(0.51)), abs=1e-6)
    assert all(abs(f["t"] - i / 60) < 1e-12 for i, f in enumerate(frames[:-1]))


def test_sampleTimes_are_answered_in_order(server):
    status, answer = server.post_json(ANIMATION, {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 1},
                                                  "curve": "ease", "duration": 1, "sampleTimes": [0.5, 0, 2]})
    assert status == 200, answer
    ys = [f["y"] for f in answer["frames"]]
    assert ys[0] == pytest.approx(0.8024033877399112, abs=1e-9)
    assert ys[1:] == [0, 1]


def test_a_long_motion_spreads_its_frames_within_maxFrames(server):
    status, answer = server.post_json(ANIMATION, {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 100},
                                                  "curve": "linear", "duration": 60, "framesPerSecond": 240,
                                                  "maxFrames": 5})
    assert status == 200, answer
    assert [f["t"] for f in answer["frames"]] == [0, 15, 30, 45, 60]


def test_undamped_spring_stops_at_the_60_second_cap_unsettled(server):
    status, answer = server.post_json(ANIMATION, {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 10},
                                                  "curve": {"spring": {"stiffness": 100, "damping": 0}}})
    assert status == 200, answer
    assert answer["settled"] is False and answer["duration"] == 60
    assert len(answer["frames"]) == 1000


def test_offsetRequest_answer_becomes_to_and_its_offset_from(server):
    offset_request = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 3000},
                      "contentOffset": {"x": 0, "y": 100},
                      "items": [{"id": "row-9", "frame": {"x": 0, "y": 1200, "width": 390, "height": 100}}],
                      "target": {"id": "row-9"}, "anchor": "top"}
    status, answer = server.post_json(ANIMATION, {"offsetRequest": offset_request, "curve": "smooth",
                                                  "sampleTimes": [0, 60]})
    assert status == 200, answer
    assert [(f["x"], f["y"]) for f in answer["frames"]] == [(0, 100), (0, 1200)]


def test_offsetRequest_ifNeeded_with_a_visible_target_stays_where_the_offset_endpoint_says(server):
    offset_request = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 3000},
                      "contentOffset": {"x": 0, "y": 100}, "mode": "ifNeeded",
                      "items": [{"id": "row-3", "frame": {"x": 0, "y": 300, "width": 390, "height": 100}}],
                      "target": {"id": "row-3"}, "anchor": "top"}
    status, offset = server.post_json("/v1/scroll/offset", offset_request)
    assert status == 200, offset
    assert offset["contentOffset"] == {"x": 0, "y": 100}
    status, answer = server.post_json(ANIMATION, {"offsetRequest": offset_request, "curve": "smooth",
                                                  "sampleTimes": [0, 60]})
    assert status == 200, answer
    assert [(f["x"], f["y"]) for f in answer["frames"]] == [(0, 100), (0, 100)]


def test_offsetRequest_missing_item_is_404_inside_offsetRequest(server):
    status, answer = server.post_json(ANIMATION, {"from": {"x": 0, "y": 0}, "offsetRequest": {
        "viewport": {"width": 10, "height": 10}, "contentSize": {"width": 10, "height": 100}, "target": {"id": "x"}}})
    assert status == 404, answer
    assert answer["error"]["code"] == "target_not_found"
    assert answer["error"]["pointer"] == "/offsetRequest/target/id"


# ---- snapRequest: a fling that snaps, then springs there -----------------------------------

PAGER = {"viewport": {"width": 1920, "height": 1080}, "contentSize": {"width": 9600, "height": 1080},
         "contentOffset": {"x": 1920, "y": 0}, "velocity": {"x": -6000, "y": 0}, "behavior": {"paging": {}}}


def test_snapRequest_spring_starts_at_the_snap_velocity_and_rests_where_the_snap_does(server):
    status, snap = server.post_json(SNAP, PAGER)
    assert status == 200, snap
    # Page 0; the fling that rests there from 1920 is −1920·1000·0.002/0.998 = −3847.70 pt/s,
    # not the −6000 sent: the finger's flick would overshoot page 0.
    assert snap["contentOffset"] == {"x": 0, "y": 0} and snap["snappedTo"] == {"page": {"x": 0, "y": 0}}
    assert math.isclose(snap["velocity"]["x"], -1920 * 1000 * 0.002 / 0.998, rel_tol=1e-12)
    status, answer = server.post_json(ANIMATION, {"snapRequest": PAGER, "curve": "smooth", "sampleTimes": [0, 60]})
    assert status == 200, answer
    first, last = answer["frames"]
    assert (first["x"], first["y"]) == (1920, 0)
    assert math.isclose(first["vx"], snap["velocity"]["x"], rel_tol=1e-12)
    assert (last["x"], last["y"], last["vx"]) == (0, 0, 0)
    assert answer["settled"] is True


def test_snapRequest_initialVelocity_sent_replaces_the_snaps(server):
    status, answer = server.post_json(ANIMATION, {"snapRequest": PAGER, "curve": "smooth",
                                                  "initialVelocity": {"x": -6000, "y": 0}, "sampleTimes": [0]})
    assert status == 200, answer
    assert answer["frames"][0]["vx"] == -6000


def test_snapRequest_in_a_batch_reads_the_batchs_scroll_view(server):
    batch = {"viewport": PAGER["viewport"], "contentSize": PAGER["contentSize"], "contentOffset": PAGER["contentOffset"],
             "items": [], "requests": [
                 {"op": "snap", "velocity": PAGER["velocity"], "behavior": PAGER["behavior"]},
                 {"op": "animation", "curve": "smooth", "sampleTimes": [0, 60],
                  "snapRequest": {"velocity": PAGER["velocity"], "behavior": PAGER["behavior"]}}]}
    status, answer = server.post_json("/v1/batch", batch)
    assert status == 200, answer
    snap, animation = answer["results"]
    assert math.isclose(animation["frames"][0]["vx"], snap["velocity"]["x"], rel_tol=1e-12)
    assert animation["frames"][-1]["x"] == snap["contentOffset"]["x"] == 0


def test_snapRequest_unknown_layout_is_404_inside_snapRequest(server):
    status, answer = server.post_json(ANIMATION, {"snapRequest": {
        "viewport": {"width": 10, "height": 10}, "layout": "sha256-" + "0" * 64, "velocity": {"x": 1, "y": 0}}})
    assert status == 404, answer
    assert answer["error"]["code"] == "unknown_layout"
    assert answer["error"]["pointer"] == "/snapRequest/layout"


def test_snappedTo_page_is_an_index_not_an_offset(server):
    # Pages of 300 counted from the range minimum −50 (a 50-point leading inset): a proposed
    # offset of 700 is (700 + 50)/300 = 2.5 pages in, rounds to page 3, which rests at
    # −50 + 3·300 = 850. `page` is 3, the index; `contentOffset` is the offset.
    status, answer = server.post_json(SNAP, {"viewport": {"width": 300, "height": 200},
                                             "contentSize": {"width": 1500, "height": 200},
                                             "contentInsets": {"left": 50},
                                             "proposedOffset": {"x": 700, "y": 0}, "behavior": {"paging": {}}})
    assert status == 200, answer
    assert answer["contentOffset"] == {"x": 850, "y": 0}
    assert answer["snappedTo"] == {"page": {"x": 3, "y": 0}}


# ---- malformed -----------------------------------------------------------------------------

SNAP_BASE = {"viewport": {"width": 300, "height": 200}, "contentSize": {"width": 1500, "height": 200},
             "velocity": {"x": 100, "y": 0}}
ANIM_BASE = {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 10}}

MALFORMED = [
    ("snap: no intent", SNAP, {k: v for k, v in SNAP_BASE.items() if k != "velocity"}, 400, "missing_field", "/velocity"),
    ("snap: two intents", SNAP, body(SNAP_BASE, delta={"x": 1, "y": 0}), 400, "conflicting_fields", "/delta"),
    ("snap: rate 1", SNAP, body(SNAP_BASE, decelerationRate=1), 400, "invalid_field", "/decelerationRate"),
    ("snap: rate below 0.001", SNAP, body(SNAP_BASE, decelerationRate=0.0001), 400, "invalid_field", "/decelerationRate"),
    ("snap: rate name", SNAP, body(SNAP_BASE, decelerationRate="slow"), 400, "invalid_enum", "/decelerationRate"),
    ("snap: fling model", SNAP, body(SNAP_BASE, flingModel="ios"), 400, "invalid_enum", "/flingModel"),
    ("snap: behavior string", SNAP, body(SNAP_BASE, behavior="paging"), 400, "invalid_enum", "/behavior"),
    ("snap: behavior empty", SNAP, body(SNAP_BASE, behavior={}), 400, "missing_field", "/behavior"),
    ("snap: two behaviors", SNAP, body(SNAP_BASE, behavior={"paging": {}, "css": {"type": "mandatory"}}), 400,
     "conflicting_fields", "/behavior/css"),
    ("snap: page size 0", SNAP, body(SNAP_BASE, behavior={"paging": {"pageSize": {"width": 0, "height": 1}}}), 400,
     "invalid_field", "/behavior/paging/pageSize/width"),
    ("snap: css type missing", SNAP, body(SNAP_BASE, behavior={"css": {}}), 400, "missing_field", "/behavior/css/type"),
    ("snap: mandatory proximity", SNAP, body(SNAP_BASE, behavior={"css": {"type": "mandatory", "proximity": 10}}), 400,
     "conflicting_fields", "/behavior/css/proximity"),
    ("snap: limit", SNAP, body(SNAP_BASE, behavior={"viewAligned": {"limit": "sometimes"}}), 400, "invalid_enum",
     "/behavior/viewAligned/limit"),
    ("snap: item snapAlign", SNAP, body(SNAP_BASE, items=[{"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
                                                           "snapAlign": "middle"}]), 400, "invalid_enum", "/items/0/snapAlign"),
    ("snap: item snapAlign axis", SNAP, body(SNAP_BASE, items=[{"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
                                                                "snapAlign": {"z": "start"}}]), 400, "unknown_field", "/items/0/snapAlign/z"),
    ("snap: item unknown key", SNAP, body(SNAP_BASE, items=[{"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
                                                             "align": "start"}]), 400, "unknown_field", "/items/0/align"),
    ("snap: duplicate id", SNAP, body(SNAP_BASE, items=[{"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
                                                        {"id": 1, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]),
     400, "duplicate_id", "/items/1/id"),
    ("snap: velocity not finite", SNAP, '{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"velocity":{"x":1e999,"y":0}}',
     400, "invalid_number", "/velocity/x"),
    ("snap: unknown field", SNAP, body(SNAP_BASE, fling=1), 400, "unknown_field", "/fling"),
    ("snap: viewport missing", SNAP, {k: v for k, v in SNAP_BASE.items() if k != "viewport"}, 400, "missing_field", "/viewport"),
    ("animation: from missing", ANIMATION, {"to": {"x": 0, "y": 0}}, 400, "missing_field", "/from"),
    ("animation: no destination", ANIMATION, {"from": {"x": 0, "y": 0}}, 400, "missing_field", "/to"),
    ("animation: to and offsetRequest", ANIMATION, body(ANIM_BASE, offsetRequest={}), 400, "conflicting_fields",
     "/offsetRequest"),
    ("animation: to and snapRequest", ANIMATION, body(ANIM_BASE, snapRequest=SNAP_BASE), 400, "conflicting_fields",
     "/snapRequest"),
    ("animation: snapRequest invalid", ANIMATION, {"snapRequest": body(SNAP_BASE, decelerationRate=1)}, 400,
     "invalid_field", "/snapRequest/decelerationRate"),
    ("animation: offsetRequest invalid", ANIMATION, {"offsetRequest": {"viewport": {"width": 0, "height": 1}}}, 400,
     "invalid_field", "/offsetRequest/viewport/width"),
    ("animation: curve name", ANIMATION, body(ANIM_BASE, curve="springy"), 400, "invalid_enum", "/curve"),
    ("animation: curve empty", ANIMATION, body(ANIM_BASE, curve={}), 400, "missing_field", "/curve"),
    ("animation: bezier x", ANIMATION, body(ANIM_BASE, curve={"cubicBezier": [1.5, 0, 1, 1]}), 400, "invalid_field",
     "/curve/cubicBezier/0"),
    ("animation: bezier 3", ANIMATION, body(ANIM_BASE, curve={"cubicBezier": [0, 0, 1]}), 400, "invalid_field",
     "/curve/cubicBezier"),
    ("animation: bezier 5", ANIMATION, body(ANIM_BASE, curve={"cubicBezier": [0, 0, 1, 1, 1]}), 400, "invalid_field",
     "/curve/cubicBezier/4"),
    ("animation: spring mixed", ANIMATION, body(ANIM_BASE, curve={"spring": {"response": 0.5, "bounce": 0.2}}), 400,
     "conflicting_fields", "/curve/spring/bounce"),
    ("animation: spring empty", ANIMATION, body(ANIM_BASE, curve={"spring": {}}), 400, "missing_field", "/curve/spring"),
    ("animation: spring no damping", ANIMATION, body(ANIM_BASE, curve={"spring": {"stiffness": 10}}), 400, "missing_field",
     "/curve/spring/damping"),
    ("animation: bounce -1", ANIMATION, body(ANIM_BASE, curve={"spring": {"bounce": -1}}), 400, "invalid_field",
     "/curve/spring/bounce"),
    ("animation: duration with spring", ANIMATION, body(ANIM_BASE, curve="smooth", duration=1), 400,
     "conflicting_fields", "/duration"),
    ("animation: epsilon with curve", ANIMATION, body(ANIM_BASE, epsilon=1), 400, "conflicting_fields", "/epsilon"),
    ("animation: velocity with curve", ANIMATION, body(ANIM_BASE, initialVelocity={"x": 1, "y": 0}), 400,
     "conflicting_fields", "/initialVelocity"),
    ("animation: duration 61", ANIMATION, body(ANIM_BASE, duration=61), 400, "invalid_field", "/duration"),
    ("animation: fps 241", ANIMATION, body(ANIM_BASE, framesPerSecond=241), 400, "invalid_field", "/framesPerSecond"),
    ("animation: maxFrames 1", ANIMATION, body(ANIM_BASE, maxFrames=1), 400, "invalid_field", "/maxFrames"),
    ("animation: maxFrames 15001", ANIMATION, body(ANIM_BASE, maxFrames=15001), 400, "invalid_field", "/maxFrames"),
    ("animation: maxFrames fraction", ANIMATION, body(ANIM_BASE, maxFrames=10.5), 400, "invalid_type", "/maxFrames"),
    ("animation: sampleTimes and fps", ANIMATION, body(ANIM_BASE, framesPerSecond=30, sampleTimes=[0]), 400,
     "conflicting_fields", "/sampleTimes"),
    ("animation: sample time 61", ANIMATION, body(ANIM_BASE, sampleTimes=[0, 61]), 400, "invalid_field", "/sampleTimes/1"),
    ("animation: too many sample times", ANIMATION, body(ANIM_BASE, sampleTimes=[0] * 10001), 413, "too_many_items",
     "/sampleTimes"),
    ("snap: css takes 1000 items", SNAP, body(SNAP_BASE, behavior={"css": {"type": "mandatory"}}, items=[
        {"id": i, "frame": {"x": 0, "y": i, "width": 1, "height": 1}} for i in range(1001)]), 413, "too_many_items", "/items"),
    ("animation: invalid JSON outranks", ANIMATION, '{"from": 1, "to": }', 400, "invalid_json", None),
]


@pytest.mark.parametrize("name,path,request_body,status,code,pointer", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_motion_body_is_refused_with_pointer(server, name, path, request_body, status, code, pointer):
    data = request_body if isinstance(request_body, str) else json.dumps(request_body)
    got_status, headers, raw = server.request("POST", path, data.encode(), {"Content-Type": "application/json"})
    assert got_status == status, raw
    error = json.loads(raw)["error"]
    assert error["code"] == code, error
    if pointer is not None:
        assert error["pointer"] == pointer, error
    ok_status, _ = server.post_json(path, SNAP_BASE if path == SNAP else ANIM_BASE)
    assert ok_status == 200


# ---- the README's plot ---------------------------------------------------------------------

def test_the_committed_spring_plot_is_what_the_service_draws(server):
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
    import plot_spring
    drawn = plot_spring.svg(server.post_json(ANIMATION, plot_spring.EXAMPLE)[1],
                            server.post_json(ANIMATION, plot_spring.FINE)[1])
    with open(plot_spring.OUT) as f:
        assert f.read() == drawn, "rerun scripts/plot_spring.py"
