"""A short, seeded pass of the request-head fuzzer (heads.py; `make head-fuzz` runs it for longer)."""
import random

import pytest

from heads import PATHS, SPEC_ROUTES, TOKEN, expected_refusal, problems, run, server_flags, spec_routes_at


def test_randomRequestHeads_areEachAnsweredInWellFormedResponses_andNoConnectionIsClosedUnanswered(started, tmp_path):
    token = tmp_path / "token"
    token.write_bytes(TOKEN)
    servers = [started(*flags) for flags in server_flags(token)]
    count, found = run(servers, random.Random(20261202), lambda sent: sent < 3000)
    assert count == 3000
    assert found[:5] == []


def test_theFuzzerSendsEveryPathOfTheSpec_andPathsThatAreNoRoute():
    sent = [route[0] for path in PATHS for route in spec_routes_at(path)]
    assert [b"/".join(pattern) for pattern, _, _ in SPEC_ROUTES if pattern not in sent] == []
    assert [path for path in PATHS if not spec_routes_at(path)] == [b"/v1", b"/v1beta"]


def _post(path, content_type=b"application/json", length=2):
    fields = (b"Content-Type: " + content_type + b"\r\n" if content_type is not None else b"")
    return b"POST " + path + b" HTTP/1.1\r\nHost: x\r\n" + fields + b"Content-Length: %d\r\n\r\n{}" % length


@pytest.mark.parametrize("request_bytes, expected", [
    (b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n", (404, "not_found")),
    (b"GET /v1/scroll/offset HTTP/1.1\r\nHost: x\r\n\r\n", (405, "method_not_allowed")),
    (b"post /v1/scroll/offset HTTP/1.1\r\nHost: x\r\n\r\n", (405, "method_not_allowed")),
    (b"HEAD /healthz HTTP/1.1\r\nHost: x\r\n\r\n", ("admitted", None)),
    (b"DELETE /v1/layouts/anything HTTP/1.1\r\nHost: x\r\n\r\n", ("admitted", None)),
    (_post(b"/v1/layouts//edits"), (404, "not_found")),
    (_post(b"/v1/scroll/offset", b"text/plain", 5000), (415, "unsupported_media_type")),
    (_post(b"/v1/scroll/offset", None, 5000), (415, "unsupported_media_type")),
    (_post(b"/v1/scroll/offset", b" Application/JSON ; charset=utf-8", 5000), (413, "payload_too_large")),
    (_post(b"/v1/scroll/offset", b"application/json", 4096), ("admitted", None)),
    (_post(b"/v1/scroll%2Foffset"), ("admitted", None)),
    (_post(b"/v1/scroll/offset%00"), (404, "not_found")),
    (_post(b"/v1/layouts/sha256-0/edits?x=%00"), ("admitted", None)),
    (_post(b"/v1/batch", b"application/json\r\nContent-Type: text/plain"), None),
    (_post(b"/v1/batch", b"application/json", 0).replace(b"Content-Length: 0", b"Content-Length: abc"), None),
])
def test_expectedRefusal_readsTheSpecsRoutes_thenTheMethod_thenTheMediaType_thenTheBodyLimit(request_bytes, expected):
    assert expected_refusal(request_bytes, 4096) == expected


def test_anAnswerOtherThanTheRefusalOwed_isAProblem():
    request = b"GET /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    body = b'{"error":{"code":"not_found","message":"No resource at /v1/scroll/offset."}}'
    answer = (b"HTTP/1.1 404 Not Found\r\nX-Request-Id: 1\r\nContent-Type: application/json\r\n"
              b"Content-Length: %d\r\n\r\n" % len(body) + body)
    assert problems(answer, [request], max_body_bytes=4096) == [
        "a 404 not_found where the routes and limits call for 405 method_not_allowed"]
    assert problems(answer, [request]) == []
