"""Malformed bodies: each gets the right 4xx status, code and pointer, and the server keeps
answering correctly afterwards (one bad request must never disturb anything else)."""
import copy
import json

import pytest

from spec import SPEC

PATH = "/v1/scroll/offset"

BASE = {
    "viewport": {"width": 390, "height": 844},
    "contentSize": {"width": 390, "height": 2000},
    "items": [{"id": i, "frame": {"x": 0, "y": i * 100, "width": 390, "height": 100}} for i in range(20)],
    "target": {"id": 7},
    "anchor": "top",
}
# Row 7 starts at y = 700; anchor top puts it at the top of the 844-tall area: offset (0, 700).
BASE_ANSWER = {"x": 0, "y": 700}


def with_changes(mutate):
    body = copy.deepcopy(BASE)
    mutate(body)
    return json.dumps(body).encode()


def dropping(*path):
    def mutate(body):
        node = body
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    return with_changes(mutate)


def setting(value, *path):
    def mutate(body):
        node = body
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return with_changes(mutate)


def raw(text):
    return text.encode() if isinstance(text, str) else text


BASE_TEXT = json.dumps(BASE)

# (name, body bytes, status, code, pointer)
CASES = [
    ("empty body", b"", 400, "empty_body", ""),
    ("whitespace only", b" \n\t ", 400, "empty_body", ""),
    ("truncated after key", raw('{"viewport":'), 400, "invalid_json", "/viewport"),
    ("truncated halfway", raw(BASE_TEXT[: len(BASE_TEXT) // 2]), 400, "invalid_json", None),
    ("truncated string", raw('{"semantics":"swif'), 400, "invalid_json", "/semantics"),
    ("top-level array", raw("[]"), 400, "invalid_type", ""),
    ("top-level string", raw('"hello"'), 400, "invalid_type", ""),
    ("top-level null", raw("null"), 400, "invalid_type", ""),
    ("trailing comma", raw('{"viewport":{"width":1,"height":1},}'), 400, "invalid_json", None),
    ("single quotes", raw("{'viewport':1}"), 400, "invalid_json", ""),
    ("NaN literal", raw('{"viewport":{"width":NaN,"height":1}}'), 400, "invalid_json", "/viewport/width"),
    ("Infinity literal", raw('{"viewport":{"width":Infinity,"height":1}}'), 400, "invalid_json", "/viewport/width"),
    ("leading zero", raw('{"viewport":{"width":0390,"height":1}}'), 400, "invalid_json", "/viewport/width"),
    ("bare minus", raw('{"viewport":{"width":-,"height":1}}'), 400, "invalid_json", "/viewport/width"),
    ("trailing garbage", raw(BASE_TEXT + " x"), 400, "invalid_json", ""),
    ("two documents", raw(BASE_TEXT + BASE_TEXT), 400, "invalid_json", ""),
    ("invalid utf-8", b'{"semantics":"\xff\xfe"}', 400, "invalid_json", "/semantics"),
    ("control char in string", b'{"semantics":"a\x01b"}', 400, "invalid_json", "/semantics"),
    ("lone surrogate", raw('{"semantics":"\\ud800"}'), 400, "invalid_json", "/semantics"),
    ("byte order mark", b"\xef\xbb\xbf" + raw(BASE_TEXT), 400, "invalid_json", ""),
    ("deep arrays", raw("[" * 100 + "]" * 100), 400, "nesting_too_deep", None),
    ("deep objects in a field", raw('{"anchor":' + '{"x":' * 80 + "1" + "}" * 81), 400, "nesting_too_deep", None),
    ("duplicate key", raw('{"viewport":{"width":1,"height":1},"viewport":{"width":1,"height":1}}'),
     400, "duplicate_key", "/viewport"),
    ("overflowing number", setting(0, "viewport", "width").replace(b'"width": 0', b'"width": 1e999'),
     400, "invalid_number", "/viewport/width"),
    ("negative overflow", raw(BASE_TEXT.replace('"target": {"id": 7}', '"target": {"point": {"x": -1e999, "y": 0}}')),
     400, "invalid_number", "/target/point/x"),
    ("huge finite number", setting(1e300, "contentSize", "height"), 400, "invalid_field", "/contentSize/height"),
    ("missing viewport", dropping("viewport"), 400, "missing_field", "/viewport"),
    ("missing contentSize", dropping("contentSize"), 400, "missing_field", "/contentSize"),
    ("missing target", dropping("target"), 400, "missing_field", "/target"),
    ("missing viewport height", dropping("viewport", "height"), 400, "missing_field", "/viewport/height"),
    ("width is a string", setting("390", "viewport", "width"), 400, "invalid_type", "/viewport/width"),
    ("width is a boolean", setting(True, "viewport", "width"), 400, "invalid_type", "/viewport/width"),
    ("viewport is an array", setting([390, 844], "viewport"), 400, "invalid_type", "/viewport"),
    ("zero viewport width", setting(0, "viewport", "width"), 400, "invalid_field", "/viewport/width"),
    ("negative viewport height", setting(-1, "viewport", "height"), 400, "invalid_field", "/viewport/height"),
    ("negative content height", setting(-5, "contentSize", "height"), 400, "invalid_field", "/contentSize/height"),
    ("negative scroll padding", setting({"top": -1}, "scrollPadding"), 400, "invalid_field", "/scrollPadding/top"),
    ("items is an object", setting({}, "items"), 400, "invalid_type", "/items"),
    ("item without id", dropping("items", 2, "id"), 400, "missing_field", "/items/2/id"),
    ("item without frame", dropping("items", 4, "frame"), 400, "missing_field", "/items/4/frame"),
    ("negative item height", setting(-10, "items", 3, "frame", "height"), 400, "invalid_field", "/items/3/frame/height"),
    ("fractional id", setting(1.5, "items", 0, "id"), 400, "invalid_type", "/items/0/id"),
    ("boolean id", setting(False, "items", 0, "id"), 400, "invalid_type", "/items/0/id"),
    ("id beyond 2^53", setting(1e20, "items", 0, "id"), 400, "invalid_type", "/items/0/id"),
    ("duplicate ids", setting(3, "items", 5, "id"), 400, "duplicate_id", "/items/5/id"),
    ("unknown top-level field", setting({"top": 1}, "contentInset"), 400, "unknown_field", "/contentInset"),
    ("unknown frame field", setting(1, "items", 0, "frame", "z"), 400, "unknown_field", "/items/0/frame/z"),
    ("empty target", setting({}, "target"), 400, "missing_field", "/target"),
    ("two targets", setting({"id": 7, "index": 2}, "target"), 400, "conflicting_fields", "/target/index"),
    ("unknown target kind", setting({"row": 7}, "target"), 400, "unknown_field", "/target/row"),
    ("unknown edge", setting({"edge": "middle"}, "target"), 400, "invalid_enum", "/target/edge"),
    ("fractional index", setting({"index": 1.5}, "target"), 400, "invalid_type", "/target/index"),
    ("unknown anchor name", setting("middle", "anchor"), 400, "invalid_enum", "/anchor"),
    ("anchor is an array", setting([0, 1], "anchor"), 400, "invalid_type", "/anchor"),
    ("unknown per-axis anchor", setting({"x": 0, "y": "middle"}, "anchor"), 400, "invalid_enum", "/anchor/y"),
    ("per-axis anchor too large", setting({"y": 1e7}, "anchor"), 400, "invalid_field", "/anchor/y"),
    ("anchor with an edge target", setting({"edge": "bottom"}, "target"), 400, "conflicting_fields", "/anchor"),
    ("unknown semantics", setting("webkit", "semantics"), 400, "invalid_enum", "/semantics"),
    ("zero display scale", setting(0, "displayScale"), 400, "invalid_field", "/displayScale"),
    ("display scale string", setting("2x", "displayScale"), 400, "invalid_type", "/displayScale"),
    ("content offset without y", setting({"x": 0}, "contentOffset"), 400, "missing_field", "/contentOffset/y"),
    ("unknown direction", setting("right-to-left", "direction"), 400, "invalid_enum", "/direction"),
    ("writing mode with swiftui", setting("vertical-rl", "writingMode"), 400, "conflicting_fields", "/writingMode"),
    ("unknown writing mode", setting("vertical", "writingMode"), 400, "invalid_enum", "/writingMode"),
    ("physical and logical anchor", setting({"y": 0, "block": "start"}, "anchor"), 400, "conflicting_fields",
     "/anchor/block"),
    ("logical name on a physical axis", setting({"y": "start"}, "anchor"), 400, "invalid_enum", "/anchor/y"),
    ("unknown mode", setting("whenNeeded", "mode"), 400, "invalid_enum", "/mode"),
    ("mode with an edge target", with_changes(lambda b: b.update(target={"edge": "top"}, anchor=None, mode="ifNeeded")),
     400, "conflicting_fields", "/mode"),
    ("unknown container", setting("outermost", "container"), 400, "invalid_enum", "/container"),
    ("ancestor without a frame", setting([{"viewport": {"width": 390, "height": 844},
                                           "contentSize": {"width": 390, "height": 3000}}], "ancestors"),
     400, "missing_field", "/ancestors/0/frame"),
    ("ancestor with items", setting([{"viewport": {"width": 1, "height": 1}, "items": []}], "ancestors"),
     400, "unknown_field", "/ancestors/0/items"),
    ("ancestor writing mode with swiftui", setting([{"viewport": {"width": 390, "height": 844},
                                                     "contentSize": {"width": 390, "height": 3000},
                                                     "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
                                                     "writingMode": "sideways-lr"}], "ancestors"),
     400, "conflicting_fields", "/ancestors/0/writingMode"),
    ("chain deeper than 32", setting([{"viewport": {"width": 390, "height": 844},
                                       "contentSize": {"width": 390, "height": 844},
                                       "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}] * 33, "ancestors"),
     400, "invalid_field", "/ancestors/32"),
    ("unknown id", setting({"id": "seven"}, "target"), 404, "target_not_found", "/target/id"),
    ("index out of range", setting({"index": 20}, "target"), 404, "target_not_found", "/target/index"),
    ("negative index", setting({"index": -1}, "target"), 404, "target_not_found", "/target/index"),
    ("id without items", dropping("items"), 404, "target_not_found", "/target/id"),
]


SPEC_ERROR_CODES = set(SPEC["components"]["schemas"]["Error"]["properties"]["error"]["properties"]["code"]["enum"])


def assert_still_answers(server):
    status, body = server.post_json(PATH, BASE)
    assert status == 200, body
    assert body["contentOffset"] == BASE_ANSWER


def test_there_are_at_least_forty_distinct_malformed_bodies():
    assert len({case[1] for case in CASES}) >= 40


@pytest.mark.parametrize("name,body,status,code,pointer", CASES, ids=[case[0] for case in CASES])
def test_malformed_body_isAnsweredWithPreciseError_andServerKeepsWorking(server, name, body, status, code, pointer):
    got_status, headers, data = server.request("POST", PATH, body, {"Content-Type": "application/json"})
    assert got_status == status, data
    assert headers["content-type"].startswith("application/json")
    error = json.loads(data)["error"]
    assert error["code"] == code, error
    assert error["code"] in SPEC_ERROR_CODES  # the spec lists every code the server sends
    assert isinstance(error["message"], str) and error["message"]
    if pointer is not None:
        assert error["pointer"] == pointer, error
    assert_still_answers(server)


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "application/jsonx", None])
def test_post_withoutJSONContentType_is415(server, content_type):
    headers = {"Content-Type": content_type} if content_type else {}
    connection_body = json.dumps(BASE).encode()
    if content_type is None:
        # http.client adds no Content-Type unless asked; send raw to be sure.
        request = (f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: {len(connection_body)}\r\n"
                   "Connection: close\r\n\r\n").encode() + connection_body
        answer = server.raw(request)
        assert answer.startswith(b"HTTP/1.1 415"), answer[:200]
        assert b'"unsupported_media_type"' in answer
    else:
        status, _, data = server.request("POST", PATH, connection_body, headers)
        assert status == 415, data
        assert json.loads(data)["error"]["code"] == "unsupported_media_type"
    assert_still_answers(server)


def test_post_withJSONCharsetParameter_isAccepted(server):
    status, _, data = server.request("POST", PATH, BASE, {"Content-Type": "Application/JSON; charset=utf-8"})
    assert status == 200, data
