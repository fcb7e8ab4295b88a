"""Operations: /metrics (parsed by prometheus-client's own text parser), /readyz, /version,
X-Request-Id on every answer, the access log, and graceful drain on SIGTERM."""
import http.client
import json
import re
import signal
import socket
import time

import pytest
from prometheus_client.parser import text_string_to_metric_families

from serverprocess import Server, wait_until
from spec import SPEC

VALID = {"viewport": {"width": 320, "height": 480}, "contentSize": {"width": 320, "height": 1000},
         "target": {"point": {"x": 0, "y": 900}}}
GENERATED_ID = re.compile(r"[0-9a-f]{15}")


def families(server):
    status, headers, body = server.request("GET", "/metrics")
    assert status == 200
    assert headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8"
    return {family.name: family for family in text_string_to_metric_families(body.decode())}


def sample_value(server, family, name, **labels):
    for sample in families(server)[family].samples:
        if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
            return sample.value
    return None


def test_metrics_parse_andCountRequestsByRouteAndStatus(server):
    for _ in range(3):
        assert server.request("GET", "/healthz")[0] == 200
    assert server.request("POST", "/v1/scroll/offset", {})[0] == 400
    assert server.request("GET", "/no/such/path")[0] == 404

    def counted():
        return (sample_value(server, "scrollquery_http_requests", "scrollquery_http_requests_total",
                             route="/healthz", status="200", method="GET") or 0) >= 3 \
            and (sample_value(server, "scrollquery_http_requests", "scrollquery_http_requests_total",
                              route="/v1/scroll/offset", status="400") or 0) >= 1 \
            and (sample_value(server, "scrollquery_http_requests", "scrollquery_http_requests_total",
                              route="unmatched", status="404") or 0) >= 1
    assert wait_until(counted)

    found = families(server)
    assert found["scrollquery_http_request_duration_seconds"].type == "histogram"
    buckets = [s for s in found["scrollquery_http_request_duration_seconds"].samples
               if s.name.endswith("_bucket") and s.labels["route"] == "/healthz"]
    assert [s.labels["le"] for s in buckets][-1] == "+Inf"
    assert [s.value for s in buckets] == sorted(s.value for s in buckets)  # cumulative
    assert buckets[-1].value >= 3
    body_in = sample_value(server, "scrollquery_http_request_body_bytes", "scrollquery_http_request_body_bytes_total",
                           route="/v1/scroll/offset")
    assert body_in >= 2
    assert found["scrollquery_http_requests_in_flight"].samples[0].value >= 1  # this scrape itself
    assert found["scrollquery_http_open_connections"].samples[0].value >= 1
    assert found["scrollquery_ready"].samples[0].value == 1
    info = found["scrollquery_build_info"].samples[0]
    assert info.value == 1
    assert set(info.labels) == {"version", "revision", "swift", "libmicrohttpd"}


def test_readyz_andVersion(server):
    status, _, body = server.request("GET", "/readyz")
    assert (status, json.loads(body)) == (200, {"status": "ready"})
    status, headers, body = server.request("GET", "/version")
    version = json.loads(body)
    assert status == 200 and headers["content-type"] == "application/json"
    assert version["version"] == SPEC["info"]["version"]
    assert version["libmicrohttpd"] == "0.9.75"
    assert re.fullmatch(r"[0-9a-f]{7,64}|unknown", version["revision"])
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?", version["swift"])


@pytest.mark.parametrize("method, path, body, status", [
    ("GET", "/healthz", None, 200),
    ("POST", "/v1/scroll/offset", VALID, 200),
    ("POST", "/v1/scroll/offset", "{", 400),
    ("GET", "/nowhere", None, 404),
    ("DELETE", "/healthz", None, 405),
])
def test_requestID_generatedWhenAbsent_onEveryAnswer(server, method, path, body, status):
    got, headers, _ = server.request(method, path, body)
    assert got == status
    assert GENERATED_ID.fullmatch(headers["x-request-id"])


def test_requestID_echoedWhenAcceptable_replacedOtherwise(server):
    for sent in ["abc-123", "x" * 128, "trace id with spaces", "~!@#$%^&*()"]:
        assert server.request("GET", "/healthz", headers={"X-Request-Id": sent})[1]["x-request-id"] == sent
    for refused in ["x" * 129, "caf\u00e9".encode().decode("latin-1")]:
        got = server.request("GET", "/healthz", headers={"X-Request-Id": refused})[1]["x-request-id"]
        assert GENERATED_ID.fullmatch(got), got
    ids = {server.request("GET", "/healthz")[1]["x-request-id"] for _ in range(20)}
    assert len(ids) == 20


def _slow_post(server, request_id, pause):
    """POSTs `VALID` with its body sent `pause` seconds after the head; returns the seconds the
    client waited from the first byte sent to the whole answer read."""
    body = json.dumps(VALID).encode()
    began = time.monotonic()
    with socket.create_connection((server.host, server.port), timeout=10) as upload:
        upload.sendall(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                       b"Connection: close\r\nX-Request-Id: %s\r\nContent-Length: %d\r\n\r\n"
                       % (request_id.encode(), len(body)))
        time.sleep(pause)
        upload.sendall(body)
        answer = b""
        while chunk := upload.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 200 ")
    return time.monotonic() - began


def test_accessLog_oneJSONLinePerRequest_onStdout():
    server = Server("--access-log")
    try:
        # The body follows the head 0.25 s later: the request lasts from its head to its answer.
        waited = _slow_post(server, "log-me", 0.25)
        server.request("GET", "/no%22where")
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=15) == 0
        lines = [json.loads(line) for line in server.take_output()]
    finally:
        server.stop()
    posted = next(line for line in lines if line["request_id"] == "log-me")
    assert set(posted) == {"method", "path", "status", "bytes_in", "bytes_out", "duration_us", "request_id"}
    assert (posted["method"], posted["path"], posted["status"]) == ("POST", "/v1/scroll/offset", 200)
    assert posted["bytes_in"] == len(json.dumps(VALID)) and posted["bytes_out"] > 0
    assert isinstance(posted["duration_us"], int)
    assert 250_000 <= posted["duration_us"] <= waited * 1e6, (posted["duration_us"], waited)
    missing = next(line for line in lines if line["status"] == 404)
    assert missing["path"] == '/no"where' and GENERATED_ID.fullmatch(missing["request_id"])


def _half_sent_upload(server):
    body = json.dumps(VALID).encode()
    upload = socket.create_connection((server.host, server.port), timeout=10)
    upload.sendall(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: %d\r\n\r\n" % len(body) + body[:10])
    in_flight = lambda: sample_value(server, "scrollquery_http_requests_in_flight",  # noqa: E731
                                     "scrollquery_http_requests_in_flight") >= 2   # the upload + the scrape
    assert wait_until(in_flight)
    return upload, body


def test_sigterm_midUpload_notReadyFirst_refusesNewConnections_finishesTheUpload_exits0():
    server = Server("--drain-seconds", "10")
    try:
        keep_alive = http.client.HTTPConnection(server.host, server.port, timeout=10)
        keep_alive.request("GET", "/readyz")
        assert keep_alive.getresponse().read() and True
        upload, body = _half_sent_upload(server)

        server.process.send_signal(signal.SIGTERM)

        def draining():
            keep_alive.request("GET", "/readyz")
            response = keep_alive.getresponse()
            response.read()
            if response.status == 503:
                assert response.getheader("Connection") == "close"
                return True
            assert response.status == 200
            return False
        assert wait_until(draining)

        def refused():
            try:
                socket.create_connection((server.host, server.port), timeout=2).close()
                return False
            except ConnectionRefusedError:
                return True
        assert wait_until(refused)
        assert server.process.poll() is None  # still finishing the upload

        upload.sendall(body[10:])
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            chunk = upload.recv(65536)
            if not chunk:
                break
            answer += chunk
        upload.close()
        head, _, payload = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 200")
        assert json.loads(payload)["contentOffset"] == {"x": 0, "y": 520}
        assert server.process.wait(timeout=15) == 0
    finally:
        server.stop()


def test_sigterm_uploadNeverFinished_cutAfterDrainSeconds_exits3():
    server = Server("--drain-seconds", "1")
    try:
        upload, _ = _half_sent_upload(server)
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=15) == 3
        upload.close()
    finally:
        server.stop()
