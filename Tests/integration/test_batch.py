"""POST /v1/batch on the live server: each result is, byte for byte, what the endpoint answers for
the same request on its own (the shared fields merged in); a bad request is its own error result,
pointing into the batch; invalid JSON anywhere fails the batch; --max-batch (and
SCROLLQUERY_MAX_BATCH) bounds the request count with 413 too_many_requests."""
import json

import pytest

from spec import SPEC


PATH = "/v1/batch"
SHARED = {
    "viewport": {"width": 390, "height": 844},
    "contentSize": {"width": 390, "height": 3000},
    "contentInsets": {"top": 47, "bottom": 34},
    "items": [{"id": f"m{i}", "frame": {"x": 0, "y": 120 * i, "width": 390, "height": 120}} for i in range(25)],
}
#: Each `op` and the path of the endpoint that declares it (`x-batch-op` in openapi.yaml).
ENDPOINTS = {item["post"]["x-batch-op"]: path for path, item in SPEC["paths"].items()
             if "x-batch-op" in item.get("post", {})}
#: The fields a batch's top level owns: in a request of a batch they are `unknown_field`.
BATCH_OWNED = set(SPEC["components"]["schemas"]["BatchRequest"]["properties"]) - {
    "requests", "viewport", "contentSize", "contentInsets", "scrollPadding", "contentOffset"}


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def alone(server, op, request):
    """The endpoint's own answer (status, body bytes) to the request with the shared fields."""
    own = {key: value for key, value in request.items() if key != "op"}
    if op == "animation":
        body = dict(own)
        if "offsetRequest" in body:
            body["offsetRequest"] = {**SHARED, **body["offsetRequest"]}
        path = "/v1/scroll/animation"
    else:
        body = {**SHARED, **own}
        path = ENDPOINTS[op]
    status, _, data = server.request("POST", path, compact(body))
    return status, data


def as_result(status, data, index):
    """An endpoint's answer as a batch result: the body, or the error with its status and the
    pointer leading into the batch."""
    if status == 200:
        return data
    error = json.loads(data)["error"]
    error["pointer"] = f"/requests/{index}" + error["pointer"]
    return compact({"error": error, "status": status})


def batch(server, requests, **shared):
    return server.request("POST", PATH, compact({**SHARED, **shared, "requests": requests}))


MIXED = [
    {"op": "offset", "target": {"id": "m12"}, "anchor": "center"},
    {"op": "offset", "target": {"id": "nobody"}},
    {"op": "visibility", "contentOffset": {"x": 0, "y": 700}, "prefetchDistance": 300},
    {"op": "offset", "target": {"index": 0}, "anchor": "middle"},
    {"op": "snap", "velocity": {"x": 0, "y": 1500}, "behavior": {"viewAligned": {"limit": "alwaysByOne"}}},
    {"op": "offset", "target": {"next": {"after": "m24", "wrap": True}}, "contentOffset": {"x": 0, "y": 2190}},
    {"op": "animation", "offsetRequest": {"target": {"index": 20}}, "curve": "smooth", "framesPerSecond": 20},
    {"op": "animation", "offsetRequest": {"target": {"index": 99}}},
    {"op": "visibility", "threshold": 1.5},
    {"op": "offset", "viewport": {"width": 844, "height": 390}, "target": {"edge": "bottom"}},
]


def test_mixedGoodAndBadRequests_eachResultIsTheEndpointsOwnAnswer(server):
    requests = MIXED
    expected = [as_result(*alone(server, request["op"], request), index) for index, request in enumerate(requests)]
    assert [json.loads(result).get("status", 200) for result in expected] == [200, 404, 200, 400, 200, 200, 200, 404, 400, 200]
    status, headers, data = batch(server, requests)
    assert status == 200
    assert headers["content-type"] == "application/json"
    assert data == b'{"results":[' + b",".join(expected) + b"]}"


def test_aSharedStack_isDecodedOnce_andAnswersAsTheEndpointsDo(server):
    stack = {"viewport": {"width": 390, "height": 844},
             "stack": {"spacing": 8, "sizes": {"uniform": 100, "count": 1000000}}}
    requests = [{"op": "offset", "target": {"index": 999999}, "anchor": "bottom"},
                {"op": "offset", "target": {"id": 500000}, "viewport": {"width": 320, "height": 480}},
                {"op": "visibility", "contentOffset": {"x": 0, "y": 54000000}},
                {"op": "offset", "target": {"id": 1000000}}]
    expected = []
    for index, request in enumerate(requests):
        own = {key: value for key, value in request.items() if key != "op"}
        path = ENDPOINTS[request["op"]]
        expected.append(as_result(*server.request("POST", path, compact({**stack, **own}))[::2], index))
    assert [json.loads(result).get("status", 200) for result in expected] == [200, 200, 200, 404]
    status, _, data = server.request("POST", PATH, compact({**stack, "requests": requests}))
    assert status == 200
    assert data == b'{"results":[' + b",".join(expected) + b"]}"


@pytest.mark.parametrize("op", SPEC["components"]["schemas"]["BatchOperation"]["properties"]["op"]["enum"])
def test_eachOp_answersItsEndpointsSpecExample_asTheEndpointDoesAlone(server, op):
    """Every `op` of the spec's enum names an endpoint (`x-batch-op`) whose request example, its
    items and flow moved to the batch's top level, answers in a batch byte for byte as alone."""
    assert op in ENDPOINTS, f"openapi.yaml: no operation declares x-batch-op: {op}"
    path = ENDPOINTS[op]
    example = SPEC["paths"][path]["post"]["requestBody"]["content"]["application/json"]["example"]
    status, _, own = server.request("POST", path, compact(example))
    assert status == 200, own
    top = {key: value for key, value in example.items() if key in BATCH_OWNED}
    request = {"op": op, **{key: value for key, value in example.items() if key not in BATCH_OWNED}}
    status, _, data = server.request("POST", PATH, compact({**top, "requests": [request]}))
    assert status == 200
    assert data == b'{"results":[' + own + b"]}"


def test_theSpecsOps_areItsXBatchOps_inPathOrder():
    enum = SPEC["components"]["schemas"]["BatchOperation"]["properties"]["op"]["enum"]
    assert enum == list(ENDPOINTS), "openapi.yaml: BatchOperation's op enum against the paths' x-batch-op"


def test_requestsWithoutAValidOp_areErrorResults_theOthersAnswered(server):
    status, _, data = batch(server, [{"op": "transition"}, 7, {"target": {"index": 0}}, {"op": "offset", "target": {"index": 0}}])
    assert status == 200
    results = json.loads(data)["results"]
    assert [result.get("status") for result in results] == [400, 400, 400, None]
    assert [(r["error"]["code"], r["error"]["pointer"]) for r in results[:3]] == [
        ("invalid_enum", "/requests/0/op"), ("invalid_type", "/requests/1"), ("missing_field", "/requests/2/op")]
    assert "contentOffset" in results[3]


WHOLE_BATCH_FAILURES = [
    (b'{"requests":[{"op":"offset","target":{"index":0},"x":tru}]}', "invalid_json", "/requests/0/x"),
    (b'{"requests":[{"op":"nope","target":[1,}]}', "invalid_json", "/requests/0/target/1"),
    (b'{"requests":[{"op":"offset","op":"snap"}]}', "duplicate_key", "/requests/0/op"),
    (b'{"requests":[]', "invalid_json", ""),
    (b'{"requests":{}}', "invalid_type", "/requests"),
    (b'{"viewport":{"width":0,"height":1},"requests":[]}', "invalid_field", "/viewport/width"),
    (b'{"items":[]}', "missing_field", "/requests"),
]


@pytest.mark.parametrize("body,code,pointer", WHOLE_BATCH_FAILURES)
def test_invalidJSONAnywhere_orATopLevelProblem_failsTheWholeBatch(server, body, code, pointer):
    status, _, data = server.request("POST", PATH, body)
    assert status == 400
    error = json.loads(data)["error"]
    assert (error["code"], error["pointer"]) == (code, pointer)


def edge_requests(count):
    return [{"op": "offset", "target": {"edge": "top"}}] * count


@pytest.mark.parametrize("flags,variable", [(["--max-batch", "3"], None), ([], "3"), (["--max-batch", "3"], "1")])
def test_maxBatch_answersN_andRefusesNPlusOne_with413AtRequests(started, monkeypatch, flags, variable):
    if variable is not None:
        monkeypatch.setenv("SCROLLQUERY_MAX_BATCH", variable)  # the flag, when given, wins
    server = started(*flags)
    status, _, data = batch(server, edge_requests(3))
    assert status == 200 and len(json.loads(data)["results"]) == 3
    status, _, data = batch(server, edge_requests(4))
    assert status == 413
    assert json.loads(data)["error"] == {
        "code": "too_many_requests", "message": "requests must have at most 3 elements", "pointer": "/requests"}
