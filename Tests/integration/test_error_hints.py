"""Errors that say what to fix, over HTTP: an unknown field names the known field it most likely
misspells, a target id of the other JSON type than the request's ids says which type they are
(inline items, a stored layout, a stack without ids, a batch), and a transition's
`after.contentOffset` says why it is refused, and an item named in a platform `call` says it goes
in `target`. The codes are those of openapi.yaml."""
import pytest

PHONE = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 2000}}
FRAME = {"x": 0, "y": 0, "width": 390, "height": 100}


def items(*ids):
    return [{"id": id_, "frame": FRAME} for id_ in ids]


@pytest.mark.parametrize("path,body,pointer,message", [
    ("/v1/scroll/offset", {**PHONE, "contentInset": {"top": 47}, "target": {"index": 0}},
     "/contentInset", "contentInset is not a known field; did you mean contentInsets?"),
    ("/v1/scroll/offset", {**PHONE, "items": [{"id": 1, "frame": {**FRAME, "hieght": 1}}], "target": {"index": 0}},
     "/items/0/frame/hieght", "hieght is not a known field; did you mean height?"),
    ("/v1/scroll/offset", {**PHONE, "target": {"index": 0}, "Semantics": "css"},
     "/Semantics", "Semantics is not a known field; did you mean semantics?"),
    ("/v1/scroll/visibility", {**PHONE, "items": items(1), "viewprot": {"width": 1, "height": 1}},
     "/viewprot", "viewprot is not a known field; did you mean viewport?"),
    ("/v1/scroll/offset", {**PHONE, "target": {"index": 0}, "animated": True},
     "/animated", "animated is not a known field"),
])
def test_an_unknown_field_names_the_nearest_known_one(server, path, body, pointer, message):
    status, answer = server.post_json(path, body)
    assert status == 400, answer
    assert answer == {"error": {"code": "unknown_field", "message": message, "pointer": pointer}}


@pytest.mark.parametrize("layout,target,pointer,message", [
    ({"items": items("1", "2")}, {"id": 1}, "/target/id",
     'no item has id 1 (a number); this request\'s ids are strings, e.g. "1"'),
    ({"items": items(1, 2)}, {"id": "2"}, "/target/id",
     'no item has id "2" (a string); this request\'s ids are numbers, e.g. 2'),
    ({"stack": {"sizes": [100, 100, 100]}}, {"id": "2"}, "/target/id",
     'no item has id "2" (a string); this request\'s ids are numbers, e.g. 2'),
    ({"stack": {"sizes": [100, 100], "ids": ["a", "b"]}}, {"next": {"after": 0}}, "/target/next/after",
     'no item has id 0 (a number); this request\'s ids are strings, e.g. "a"'),
    ({"items": items("1", 2)}, {"id": 1}, "/target/id",
     'no item has id 1 (a number); this request\'s ids include "1" (a string)'),
    ({"items": items("1", "2")}, {"id": "3"}, "/target/id", 'no item has id "3"'),
])
def test_a_target_id_of_the_other_type_says_which_type_the_ids_are(server, layout, target, pointer, message):
    status, answer = server.post_json("/v1/scroll/offset", {**PHONE, **layout, "target": target})
    assert status == 404, answer
    assert answer == {"error": {"code": "target_not_found", "message": message, "pointer": pointer}}


def test_a_stored_layouts_ids_give_the_same_hint(server):
    status, stored = server.post_json("/v1/layouts", {"items": items(10, 20)})
    assert status == 201, stored
    status, answer = server.post_json(
        "/v1/scroll/offset", {**PHONE, "layout": stored["layoutId"], "target": {"id": "20"}})
    assert status == 404, answer
    assert answer["error"]["message"] == 'no item has id "20" (a string); this request\'s ids are numbers, e.g. 20'


def test_a_batch_request_gives_the_hint_in_its_result(server):
    body = {**PHONE, "items": items("7"), "requests": [{"op": "offset", "target": {"id": 7}}]}
    status, answer = server.post_json("/v1/batch", body)
    assert status == 200, answer
    assert answer["results"] == [{"status": 404, "error": {
        "code": "target_not_found", "pointer": "/requests/0/target/id",
        "message": 'no item has id 7 (a number); this request\'s ids are strings, e.g. "7"'}}]


def test_a_keep_id_of_the_other_type_says_which_type_befores_ids_are(server):
    body = {"before": {**PHONE, "items": items("7")}, "after": {}, "keep": {"id": 7}}
    status, answer = server.post_json("/v1/scroll/transition", body)
    assert status == 404, answer
    assert answer == {"error": {
        "code": "target_not_found", "pointer": "/keep/id",
        "message": 'no item in before.items has id 7 (a number); before\'s ids are strings, e.g. "7"'}}


def test_content_offset_in_after_says_the_offset_is_the_answer(server):
    body = {"before": {**PHONE, "items": items("a")}, "after": {"contentOffset": {"x": 0, "y": 10}}}
    status, answer = server.post_json("/v1/scroll/transition", body)
    assert status == 400, answer
    assert answer == {"error": {
        "code": "unknown_field", "pointer": "/after/contentOffset",
        "message": "contentOffset is not accepted in after: the offset after the change is what this endpoint answers"}}


CALL_HINT = ('{key} is not a parameter of call: the item goes in target, e.g. "target": {{"{target}": 20}}; '
             "call takes name and the named call's own parameters")


@pytest.mark.parametrize("path,body,pointer,key,target", [
    ("/v1/scroll/offset", {**PHONE, "items": items(1), "semantics": "compose",
                           "call": {"name": "scrollToItem", "index": 0}}, "/call/index", "index", "index"),
    ("/v1/scroll/offset", {**PHONE, "items": items(1), "semantics": "android",
                           "call": {"name": "scrollToPositionWithOffset", "offset": 0, "position": 0}},
     "/call/position", "position", "index"),
    ("/v1/batch", {**PHONE, "items": items(1), "requests": [
        {"op": "offset", "semantics": "flutter", "call": {"name": "ensureVisible", "id": 1}}]},
     "/requests/0/call/id", "id", "id"),
])
def test_an_item_sent_in_call_says_it_goes_in_target(server, path, body, pointer, key, target):
    status, answer = server.post_json(path, body)
    error = {"code": "unknown_field", "message": CALL_HINT.format(key=key, target=target), "pointer": pointer}
    if path == "/v1/batch":
        assert status == 200, answer
        assert answer["results"] == [{"status": 400, "error": error}]
    else:
        assert status == 400, answer
        assert answer == {"error": error}
