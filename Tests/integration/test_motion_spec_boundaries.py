"""openapi.yaml is exact at the edges of the motion endpoints: the request schema accepts each
body below exactly when the server does (200, or 404 for an offsetRequest naming a missing
item). Schemathesis explores at random (test_api_fuzz.py); these pin the stated boundaries."""
import os

import jsonschema
import pytest
import yaml

from serverprocess import REPO
from bodies import changed as with_

with open(os.path.join(REPO, "openapi.yaml")) as spec_file:
    SPEC = yaml.safe_load(spec_file)


def validator(schema):
    return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{schema}", "components": SPEC["components"]})


SNAP_VALIDATOR = validator("ScrollSnapRequest")
ANIMATION_VALIDATOR = validator("ScrollAnimationRequest")

SNAP = {"viewport": {"width": 300, "height": 200}, "contentSize": {"width": 1500, "height": 200},
        "items": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 100, "height": 200}}],
        "velocity": {"x": 500, "y": 0}}
ANIM = {"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 100}}
ITEM = {"id": "a", "frame": {"x": 0, "y": 0, "width": 100, "height": 200}}
OFFSET_REQUEST = {"viewport": {"width": 10, "height": 10}, "contentSize": {"width": 10, "height": 100},
                  "items": [{"id": "r", "frame": {"x": 0, "y": 50, "width": 10, "height": 10}}], "target": {"id": "r"}}


SNAP_CASES = {
    "velocity": SNAP,
    "proposedOffset and null velocity": with_(SNAP, velocity=None, proposedOffset={"x": 1, "y": 0}),
    "delta and null others": with_(SNAP, velocity=None, proposedOffset=None, delta={"x": 1, "y": 0}),
    "no intent": with_(SNAP, velocity=...),
    "all intents null": with_(SNAP, velocity=None, delta=None),
    "two intents": with_(SNAP, delta={"x": 1, "y": 0}),
    "rate 0.001": with_(SNAP, decelerationRate=0.001),
    "rate below 0.001": with_(SNAP, decelerationRate=0.00099),
    "rate just below 1": with_(SNAP, decelerationRate=0.9999999999),
    "rate 1": with_(SNAP, decelerationRate=1),
    "rate fast": with_(SNAP, decelerationRate="fast"),
    "rate null": with_(SNAP, decelerationRate=None),
    "rate unknown": with_(SNAP, decelerationRate="slow"),
    "model android": with_(SNAP, flingModel="android"),
    "model null": with_(SNAP, flingModel=None),
    "model unknown": with_(SNAP, flingModel="ios"),
    "behavior none": with_(SNAP, behavior="none"),
    "behavior null": with_(SNAP, behavior=None),
    "behavior empty": with_(SNAP, behavior={}),
    "behavior all null": with_(SNAP, behavior={"paging": None, "css": None}),
    "paging empty": with_(SNAP, behavior={"paging": {}}),
    "paging and null css": with_(SNAP, behavior={"paging": {}, "css": None}),
    "paging and css": with_(SNAP, behavior={"paging": {}, "css": {"type": "mandatory"}}),
    "viewAligned and null paging": with_(SNAP, behavior={"viewAligned": {}, "paging": None}),
    "css proximity null type proximity": with_(SNAP, behavior={"css": {"type": "proximity", "proximity": None}}),
    "paging null size": with_(SNAP, behavior={"paging": {"pageSize": None}}),
    "page 0.001": with_(SNAP, behavior={"paging": {"pageSize": {"width": 0.001, "height": 1}}}),
    "page below 0.001": with_(SNAP, behavior={"paging": {"pageSize": {"width": 0.0009, "height": 1}}}),
    "page without height": with_(SNAP, behavior={"paging": {"pageSize": {"width": 1}}}),
    "paging by a 0.001 viewport": with_(SNAP, viewport={"width": 0.001, "height": 0.001}, behavior={"paging": {}}),
    "paging by a viewport below 0.001": with_(SNAP, viewport={"width": 300, "height": 5e-324}, behavior={"paging": {}}),
    "paging by a viewport below 0.001, null size": with_(SNAP, viewport={"width": 0.0009, "height": 1},
                                                         behavior={"paging": {"pageSize": None}}),
    "paging a viewport below 0.001 by a page size": with_(SNAP, viewport={"width": 300, "height": 5e-324},
                                                         behavior={"paging": {"pageSize": {"width": 1, "height": 1}}}),
    "viewport below 0.001 without paging": with_(SNAP, viewport={"width": 300, "height": 5e-324}, behavior="none"),
    "viewAligned empty": with_(SNAP, behavior={"viewAligned": {}}),
    "viewAligned null members": with_(SNAP, behavior={"viewAligned": {"align": None, "limit": None}}),
    "viewAligned align none": with_(SNAP, behavior={"viewAligned": {"align": "none"}}),
    "viewAligned limit alwaysByFew": with_(SNAP, behavior={"viewAligned": {"limit": "alwaysByFew"}}),
    "css mandatory": with_(SNAP, behavior={"css": {"type": "mandatory"}}),
    "css mandatory null proximity": with_(SNAP, behavior={"css": {"type": "mandatory", "proximity": None}}),
    "css mandatory proximity": with_(SNAP, behavior={"css": {"type": "mandatory", "proximity": 5}}),
    "css proximity 0": with_(SNAP, behavior={"css": {"type": "proximity", "proximity": 0}}),
    "css proximity negative": with_(SNAP, behavior={"css": {"type": "proximity", "proximity": -1}}),
    "css no type": with_(SNAP, behavior={"css": {"axis": "x"}}),
    "css null type": with_(SNAP, behavior={"css": {"type": None}}),
    "css axis null": with_(SNAP, behavior={"css": {"type": "proximity", "axis": None}}),
    "css axis z": with_(SNAP, behavior={"css": {"type": "proximity", "axis": "z"}}),
    "item margin and align": with_(SNAP, items=[dict(ITEM, margin={"top": -3}, snapAlign="center")]),
    "item align per axis": with_(SNAP, items=[dict(ITEM, snapAlign={"x": "end", "y": None})]),
    "item align empty object": with_(SNAP, items=[dict(ITEM, snapAlign={})]),
    "item align null": with_(SNAP, items=[dict(ITEM, snapAlign=None, margin=None)]),
    "item align unknown": with_(SNAP, items=[dict(ITEM, snapAlign="middle")]),
    "item align number": with_(SNAP, items=[dict(ITEM, snapAlign=1)]),
    "item unknown key": with_(SNAP, items=[dict(ITEM, color="red")]),
    "velocity above 1e12": with_(SNAP, velocity={"x": 1e12 + 1, "y": 0}),
    "velocity 1e12": with_(SNAP, velocity={"x": 1e12, "y": -1e12}),
    "unknown field": with_(SNAP, spring={}),
}

ANIM_CASES = {
    "plain": ANIM,
    "no from": with_(ANIM, **{"from": ...}),
    "no to": with_(ANIM, to=...),
    "to null": with_(ANIM, to=None),
    "offsetRequest": with_(ANIM, to=..., offsetRequest=OFFSET_REQUEST),
    "offsetRequest without from": with_(ANIM, to=..., offsetRequest=OFFSET_REQUEST, **{"from": ...}),
    "offsetRequest with null to": with_(ANIM, to=None, offsetRequest=OFFSET_REQUEST),
    "offsetRequest and to": with_(ANIM, offsetRequest=OFFSET_REQUEST),
    "offsetRequest and to without from": with_(ANIM, offsetRequest=OFFSET_REQUEST, **{"from": ...}),
    "to without from": with_(ANIM, **{"from": ...}),
    "to with null from": with_(ANIM, **{"from": None}),
    "offsetRequest edge": with_(ANIM, to=..., offsetRequest=with_(OFFSET_REQUEST, target={"edge": "bottom"})),
    "offsetRequest missing item (404)": with_(ANIM, to=..., offsetRequest=with_(OFFSET_REQUEST, target={"id": "q"})),
    "offsetRequest invalid": with_(ANIM, to=..., offsetRequest=with_(OFFSET_REQUEST, target=...)),
    "snapRequest": with_(ANIM, to=..., snapRequest=SNAP),
    "snapRequest with a spring": with_(ANIM, to=..., snapRequest=SNAP, curve="bouncy"),
    "snapRequest with a spring and a velocity": with_(ANIM, to=..., snapRequest=SNAP, curve="bouncy",
                                                       initialVelocity={"x": -3, "y": 0}),
    "snapRequest without from": with_(ANIM, to=..., snapRequest=SNAP, **{"from": ...}),
    "snapRequest with null to and offsetRequest": with_(ANIM, to=None, offsetRequest=None, snapRequest=SNAP),
    "snapRequest and to": with_(ANIM, snapRequest=SNAP),
    "snapRequest and offsetRequest": with_(ANIM, to=..., snapRequest=SNAP, offsetRequest=OFFSET_REQUEST),
    "snapRequest paging": with_(ANIM, to=..., snapRequest=with_(SNAP, behavior={"paging": {}})),
    "snapRequest without an intent": with_(ANIM, to=..., snapRequest=with_(SNAP, velocity=...)),
    "snapRequest with two intents": with_(ANIM, to=..., snapRequest=with_(SNAP, delta={"x": 1, "y": 0})),
    "snapRequest null": with_(ANIM, to=..., snapRequest=None),
    "curve null": with_(ANIM, curve=None),
    "curve linear": with_(ANIM, curve="linear"),
    "curve snappy": with_(ANIM, curve="snappy"),
    "curve unknown": with_(ANIM, curve="springy"),
    "curve empty": with_(ANIM, curve={}),
    "curve both null": with_(ANIM, curve={"cubicBezier": None, "spring": None}),
    "bezier": with_(ANIM, curve={"cubicBezier": [0.1, -5, 0.9, 1e6]}),
    "bezier and null spring": with_(ANIM, curve={"cubicBezier": [0, 0, 1, 1], "spring": None}),
    "bezier x above 1": with_(ANIM, curve={"cubicBezier": [1.01, 0, 1, 1]}),
    "bezier y above 1e6": with_(ANIM, curve={"cubicBezier": [0, 1e6 + 1, 1, 1]}),
    "bezier 3": with_(ANIM, curve={"cubicBezier": [0, 0, 1]}),
    "bezier 5": with_(ANIM, curve={"cubicBezier": [0, 0, 1, 1, 0]}),
    "bezier null element": with_(ANIM, curve={"cubicBezier": [0, None, 1, 1]}),
    "spring response only": with_(ANIM, curve={"spring": {"response": 0.3}}),
    "spring dampingFraction only": with_(ANIM, curve={"spring": {"dampingFraction": 0.3}}),
    "spring response 0.001": with_(ANIM, curve={"spring": {"response": 0.001, "dampingFraction": 100}}),
    "spring response below": with_(ANIM, curve={"spring": {"response": 0.0009}}),
    "spring damping fraction above 100": with_(ANIM, curve={"spring": {"dampingFraction": 100.5}}),
    "spring bounce -0.99": with_(ANIM, curve={"spring": {"bounce": -0.99}}),
    "spring bounce -1": with_(ANIM, curve={"spring": {"bounce": -1}}),
    "spring bounce 1": with_(ANIM, curve={"spring": {"duration": 0.2, "bounce": 1}}),
    "spring mixed": with_(ANIM, curve={"spring": {"response": 0.3, "bounce": 0}}),
    "spring mixed with null": with_(ANIM, curve={"spring": {"response": 0.3, "bounce": None}}),
    "spring all null": with_(ANIM, curve={"spring": {"response": None}}),
    "spring empty": with_(ANIM, curve={"spring": {}}),
    "spring physical": with_(ANIM, curve={"spring": {"stiffness": 170, "damping": 26}}),
    "spring physical mass null": with_(ANIM, curve={"spring": {"mass": None, "stiffness": 1e9, "damping": 1e9}}),
    "spring physical extremes": with_(ANIM, curve={"spring": {"mass": 0.001, "stiffness": 0.001, "damping": 0}}),
    "spring physical no damping": with_(ANIM, curve={"spring": {"stiffness": 1}}),
    "spring mass only": with_(ANIM, curve={"spring": {"mass": 1}}),
    "spring response and mass": with_(ANIM, curve={"spring": {"response": 0.3, "mass": 1}}),
    "spring response and damping": with_(ANIM, curve={"spring": {"response": 0.3, "stiffness": None, "damping": 1}}),
    "spring response and physical": with_(ANIM, curve={"spring": {"response": 0.3, "stiffness": 1, "damping": 1}}),
    "spring physical and null response": with_(ANIM, curve={"spring": {"response": None, "stiffness": 1, "damping": 1}}),
    "spring stiffness 0": with_(ANIM, curve={"spring": {"stiffness": 0, "damping": 1}}),
    "spring with velocity": with_(ANIM, curve="bouncy", initialVelocity={"x": -1e12, "y": 5}),
    "spring with epsilon": with_(ANIM, curve="bouncy", epsilon=1e-6),
    "spring epsilon below": with_(ANIM, curve="bouncy", epsilon=1e-7),
    "spring with duration": with_(ANIM, curve="bouncy", duration=1),
    "spring with null duration": with_(ANIM, curve="bouncy", duration=None),
    "curve with zero velocity": with_(ANIM, initialVelocity={"x": 0, "y": 0}),
    "curve with velocity": with_(ANIM, initialVelocity={"x": 0, "y": 1}),
    "curve with epsilon": with_(ANIM, epsilon=0.5),
    "curve with null epsilon": with_(ANIM, epsilon=None),
    "duration 0.001": with_(ANIM, duration=0.001),
    "duration below": with_(ANIM, duration=0.0009),
    "duration 60": with_(ANIM, duration=60),
    "duration above 60": with_(ANIM, duration=60.01),
    "fps 240": with_(ANIM, framesPerSecond=240),
    "fps above 240": with_(ANIM, framesPerSecond=240.5),
    "fps 0": with_(ANIM, framesPerSecond=0),
    "fps tiny": with_(ANIM, framesPerSecond=1e-9),
    "maxFrames 2": with_(ANIM, maxFrames=2),
    "maxFrames 1": with_(ANIM, maxFrames=1),
    "maxFrames 15000": with_(ANIM, maxFrames=15000),
    "maxFrames above": with_(ANIM, maxFrames=15001),
    "maxFrames integral float": with_(ANIM, maxFrames=20.0),
    "maxFrames fraction": with_(ANIM, maxFrames=20.5),
    "sampleTimes": with_(ANIM, sampleTimes=[0, 60, 0.5]),
    "sampleTimes empty": with_(ANIM, sampleTimes=[]),
    "sampleTimes negative": with_(ANIM, sampleTimes=[-0.1]),
    "sampleTimes and fps": with_(ANIM, sampleTimes=[0], framesPerSecond=30),
    "sampleTimes and null fps": with_(ANIM, sampleTimes=[0], framesPerSecond=None),
    "sampleTimes null and fps": with_(ANIM, sampleTimes=None, framesPerSecond=30, maxFrames=10),
    "sampleTimes and maxFrames": with_(ANIM, sampleTimes=[0], maxFrames=10),
    "unknown field": with_(ANIM, easing="ease"),
}


def check(server, path, validator_, name, body):
    status, _, data = server.request("POST", path, body)
    schema_errors = [error.message for error in validator_.iter_errors(body)]
    accepted = status in (200, 404)
    assert status in (200, 400, 404), (status, data)
    assert accepted == (not schema_errors), (name, status, data, schema_errors[:3])
    assert ("(404)" in name) == (status == 404), (status, data)


@pytest.mark.parametrize("name", SNAP_CASES)
def test_snap_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    check(server, "/v1/scroll/snap", SNAP_VALIDATOR, name, SNAP_CASES[name])


@pytest.mark.parametrize("name", ANIM_CASES)
def test_animation_schemaAccepts_exactlyWhatTheServerAccepts(server, name):
    check(server, "/v1/scroll/animation", ANIMATION_VALIDATOR, name, ANIM_CASES[name])
