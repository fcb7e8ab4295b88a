"""HTTP-level behaviour of the live server: routing, limits, operational endpoints, shutdown."""
import json
import os
import signal
import socket
import threading
import time

from heads import exchange, statuses
from serverprocess import REPO, Server, wait_until
from spec import SPEC, validator

VALID = {
    "viewport": {"width": 100, "height": 100},
    "contentSize": {"width": 100, "height": 1000},
    "target": {"edge": "bottom"},
}


def error_of(data):
    return json.loads(data)["error"]


def test_healthz_answersOk(server):
    status, headers, data = server.request("GET", "/healthz")
    assert status == 200
    assert headers["content-type"].startswith("application/json")
    assert json.loads(data) == {"status": "ok"}


def test_openapi_isServed_andEqualsTheFileInTheRepo(server):
    status, headers, data = server.request("GET", "/openapi.yaml")
    assert status == 200
    assert "yaml" in headers["content-type"]
    with open(os.path.join(REPO, "openapi.yaml"), "rb") as spec:
        assert data == spec.read()


def test_unknownPath_is404_withJSONError(server):
    status, headers, data = server.request("GET", "/v1/nope")
    assert status == 404
    assert headers["content-type"].startswith("application/json")
    assert error_of(data)["code"] == "not_found"


def test_queryString_doesNotChangeTheRoute(server):
    status, _, _ = server.request("GET", "/healthz?verbose=1")
    assert status == 200


def test_wrongMethod_is405_withAllowHeader(server):
    status, headers, data = server.request("GET", "/v1/scroll/offset")
    assert status == 405
    assert headers["allow"] == "POST"
    assert error_of(data)["code"] == "method_not_allowed"
    status, headers, data = server.request("POST", "/healthz", {})
    assert status == 405
    assert headers["allow"] == "GET, HEAD"


def test_head_isAnsweredForEveryGetRoute_withTheGetHeaders_andNoBody(server):
    for path in ("/healthz", "/openapi.yaml"):
        _, get_headers, get_body = server.request("GET", path)
        answer = server.raw(b"HEAD %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path.encode())
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 200"), head
        assert body == b""
        assert b"\r\nContent-Length: %d" % len(get_body) in head
        assert b"\r\nContent-Type: " + get_headers["content-type"].encode() in head


def test_pathWithAnEncodedNUL_matchesNoRoute(server):
    for path in (b"/healthz%00x", b"/healthz%00", b"/v1/scroll/offset%00"):
        answer = server.raw(b"GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path)
        assert answer.startswith(b"HTTP/1.1 404"), (path, answer[:100])
        assert error_of(answer.partition(b"\r\n\r\n")[2])["code"] == "not_found"


def test_notFoundMessage_quotesAShortEscapedExcerptOfThePath(server):
    status, _, data = server.request("GET", "/" + "x" * 5000 + "%0A")
    assert status == 404
    message = error_of(data)["message"]
    assert len(message.encode()) < 120 and message.endswith("….")
    status, _, data = server.request("GET", "/a%0Ab")
    assert error_of(data)["message"] == "No resource at /a%0Ab."


def test_routesAnswered_equalPathsInOpenAPI(server):
    """Every (path, method) in the spec is served, every other method on those paths is 405
    with an Allow header naming exactly the spec's methods (the spec lists HEAD beside GET),
    and paths outside the spec are 404."""
    spec = SPEC
    methods = {"get", "head", "post", "put", "delete", "patch"}
    layout = {"stack": {"sizes": {"uniform": 10, "count": 10}}}
    for template, operations in spec["paths"].items():
        allowed = {m.upper() for m in operations if m in methods}
        for method in allowed:
            # A path parameter names a layout stored just before (a DELETE may have removed it).
            status, _, data = server.request("POST", "/v1/layouts", layout)
            path = template.replace("{layoutId}", json.loads(data)["layoutId"])
            # Each operation's own example body (the spec's), else the offset request.
            operation = operations[method.lower()]
            example = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("example")
            body = (example if example is not None else VALID) if method == "POST" else None
            success = min(int(code) for code in operation["responses"] if code.startswith("2"))
            status, _, _ = server.request(method, path, body)
            assert status == success, (method, path, status)
        path = template.replace("{layoutId}", "sha256-" + "0" * 64)
        for method in {m.upper() for m in methods} - allowed:
            status, headers, _ = server.request(method, path, VALID if method != "GET" else None)
            assert status == 405, (method, path)
            assert set(headers["allow"].replace(" ", "").split(",")) == allowed
    for path in ["/v1", "/v1/scroll", "/v1/scroll/offset/", "/healthz/", "/openapi.json", "/V1/SCROLL/OFFSET"]:
        status, _, _ = server.request("GET", path)
        assert status == 404, path


def test_openapiSpec_isValid():
    from openapi_spec_validator import validate
    validate(SPEC)


def test_successfulResponse_matchesTheSpecSchema(server):
    request = dict(VALID, target={"rect": {"x": 0, "y": 500, "width": 100, "height": 50}}, anchor="center")
    status, body = server.post_json("/v1/scroll/offset", request)
    assert status == 200
    validator("ScrollOffsetResponse").validate(body)
    assert set(body) == {"contentOffset", "idealOffset", "clamped", "range", "visibleRect", "targetRect"}


def test_bodyOverLimit_is413_byContentLength_andByChunks():
    small = Server("--max-body-bytes", "1024")
    try:
        big = json.dumps(dict(VALID, items=[{"id": i, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}
                                            for i in range(100)])).encode()
        assert len(big) > 1024
        status, _, data = small.request("POST", "/v1/scroll/offset", big)
        assert status == 413
        assert error_of(data)["code"] == "payload_too_large"
        # Chunked: no Content-Length, the limit is enforced while the body accumulates.
        chunks = b"".join(b"%x\r\n%s\r\n" % (len(big[i:i + 256]), big[i:i + 256]) for i in range(0, len(big), 256))
        request = (b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks + b"0\r\n\r\n")
        answer = small.raw(request)
        assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
        assert b"payload_too_large" in answer
        # Within the limit it still works, chunked too.
        ok = json.dumps(VALID).encode()
        request = (b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                   + b"%x\r\n%s\r\n0\r\n\r\n" % (len(ok), ok))
        assert small.raw(request).startswith(b"HTTP/1.1 200")
    finally:
        assert small.stop() == 0


def test_keepAlive_servesSeveralRequestsOnOneConnection(server):
    import http.client
    connection = http.client.HTTPConnection(server.host, server.port, timeout=5)
    try:
        for _ in range(5):
            connection.request("POST", "/v1/scroll/offset", json.dumps(VALID), {"Content-Type": "application/json"})
            response = connection.getresponse()
            assert response.status == 200
            assert json.loads(response.read())["contentOffset"] == {"x": 0, "y": 900}
    finally:
        connection.close()


def test_concurrentClients_allGetCorrectAnswers(server):
    failures = []

    def client(n):
        for k in range(20):
            body = dict(VALID, target={"point": {"x": 0, "y": n * 20 + k}})
            status, answer = server.post_json("/v1/scroll/offset", body)
            if status != 200 or answer["contentOffset"]["y"] != n * 20 + k:
                failures.append((n, k, status, answer))

    threads = [threading.Thread(target=client, args=(n,)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_expectContinue_withoutABody_andAPipelinedRequest_answersBoth(server):
    # libmicrohttpd 0.9.75 sends "100 Continue" to a bodiless request that asks for it, and,
    # when the next request's bytes are already read, calls the handler with none of them
    # before the request's final call. That call once ran the handler early, and libmicrohttpd
    # refused its response, so the connection was closed with no answer (found by a fuzzer of
    # request heads).
    for first, status in [(b"GET /healthz", 200), (b"GET /nope", 404), (b"POST /healthz", 405)]:
        answer = exchange(server.host, server.port,
                          first + b" HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n"
                          b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert answer is not None and statuses(answer, [first.split()[0], b"GET"]) == [100, status, 200], answer


def test_abortedUpload_doesNotDisturbTheServer(server):
    with socket.create_connection((server.host, server.port), timeout=5) as sock:
        sock.sendall(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100000\r\n\r\n{\"viewport\":")
    status, body = server.post_json("/v1/scroll/offset", VALID)
    assert status == 200 and body["contentOffset"] == {"x": 0, "y": 900}


def test_sigterm_finishesInFlightRequest_andExitsZero():
    instance = Server()
    sock = socket.create_connection((instance.host, instance.port), timeout=5)
    try:
        body = json.dumps(VALID).encode()
        head = (b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body))
        sock.sendall(head + body[:10])  # the request is in flight
        time.sleep(0.3)  # let the server accept it and read the head
        instance.process.send_signal(signal.SIGTERM)
        sock.sendall(body[10:])
        answer = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
        assert instance.process.wait(timeout=10) == 0
    finally:
        sock.close()
        instance.stop()


def test_sigint_exitsZero():
    instance = Server()
    assert instance.stop(signal.SIGINT) == 0


def test_oneWorker_answersRequestsArrivingTogetherOnAMultipleOf128Connections(started):
    # libmicrohttpd 0.9.75's own epoll loop takes at most 128 events per epoll_wait and, when it
    # gets 128, waits again with the idle timeout before serving any of them: with 256 requests
    # ready at once and nothing else to come, a worker sat out the whole connection timeout.
    # The workers' own loop (Sources/CWorkerLoop/worker_loop.c) waits only when libmicrohttpd has
    # nothing to do. Stopping the server while the requests are sent makes them all ready
    # together, as under load.
    server = started("--threads", "1", "--connection-timeout", "30")
    request = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    sockets = [socket.create_connection((server.host, server.port), timeout=10) for _ in range(256)]
    try:
        for sock in sockets:  # every connection accepted and served once
            sock.sendall(request)
            assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        os.kill(server.process.pid, signal.SIGSTOP)
        try:
            stopped = lambda: open(f"/proc/{server.process.pid}/stat").read().rsplit(") ", 1)[1][0] == "T"
            assert wait_until(stopped)  # kill only asks; every thread stopped before the requests go out
            for sock in sockets:
                sock.sendall(request)
        finally:
            os.kill(server.process.pid, signal.SIGCONT)
        # The 10 s socket timeout is a guard: a stalled worker answers only after 30 s.
        for sock in sockets:
            assert sock.recv(65536).startswith(b"HTTP/1.1 200")
    finally:
        for sock in sockets:
            sock.close()
