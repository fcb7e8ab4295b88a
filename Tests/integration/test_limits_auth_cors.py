"""Server-wide limits (body size, buffered bytes, connections, idle timeout), bearer auth and CORS,
each checked on the live server; every limit is crossed by one."""
import json
import os
import select
import socket
import subprocess
import tempfile
import threading
import time

import pytest

from serverprocess import DEFAULT_BIN, REPO, wait_until

VALID = {
    "viewport": {"width": 100, "height": 100},
    "contentSize": {"width": 100, "height": 1000},
    "target": {"edge": "bottom"},
}
ORIGIN = "https://app.example"
TOKEN = "s3cret-token"


def padded(size):
    """A valid request body of exactly `size` bytes (JSON whitespace before the closing brace)."""
    compact = json.dumps(VALID, separators=(",", ":")).encode()
    assert size >= len(compact)
    return compact[:-1] + b" " * (size - len(compact)) + b"}"


def error_of(data):
    return json.loads(data)["error"]


def post_head(length):
    return (b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Connection: close\r\nContent-Length: %d\r\n\r\n" % length)


def read_all(sock):
    chunks = []
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def status_of(answer):
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else None


# --- limits -----------------------------------------------------------------------------------

def test_maxBodyBytes_acceptsN_andRefusesNPlusOne(started):
    server = started("--max-body-bytes", "1000")
    status, _, _ = server.request("POST", "/v1/scroll/offset", padded(1000))
    assert status == 200
    status, _, data = server.request("POST", "/v1/scroll/offset", padded(1001))
    assert status == 413 and error_of(data)["code"] == "payload_too_large"


def test_maxItems_acceptsN_andRefusesNPlusOne_with413AtItems(started):
    server = started("--max-items", "3")
    frame = {"x": 0, "y": 0, "width": 10, "height": 10}
    body = lambda count: dict(VALID, items=[{"id": i, "frame": frame} for i in range(count)])
    status, _, _ = server.request("POST", "/v1/scroll/offset", body(3))
    assert status == 200
    status, _, data = server.request("POST", "/v1/scroll/offset", body(4))
    assert status == 413
    assert error_of(data) == {"code": "too_many_items", "message": "items must have at most 3 elements", "pointer": "/items"}


def test_maxJSONDepth_acceptsN_andRefusesNPlusOne(started):
    # The body is one level and `viewport`/`target` objects a second; a rect inside `target` a third.
    server = started("--max-json-depth", "2")
    status, _, _ = server.request("POST", "/v1/scroll/offset", dict(VALID, target={"id": 1}, items=None))
    assert status == 404  # two levels deep: decoded (and the id not found)
    status, _, data = server.request("POST", "/v1/scroll/offset", dict(VALID, target={"rect": {"x": 0, "y": 0, "width": 1, "height": 1}}))
    assert status == 400 and error_of(data)["code"] == "nesting_too_deep"
    assert "deeper than 2 levels" in error_of(data)["message"]


def test_maxConnections_servesN_andHoldsTheNextOneUntilOneCloses(started):
    # One worker thread, so the limit is not divided between workers.
    server = started("--max-connections", "2", "--threads", "1")
    held = [socket.create_connection((server.host, server.port), timeout=5) for _ in range(2)]
    try:
        for sock in held:  # a partial head keeps each connection open and counted
            sock.sendall(b"GET /healthz HTTP/1.1\r\n")
        time.sleep(0.3)  # let the server accept both before the third arrives
        with socket.create_connection((server.host, server.port), timeout=10) as third:
            third.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            # At the limit the server stops accepting: the third waits in the kernel's backlog.
            assert select.select([third], [], [], 1.0)[0] == []
            held[0].sendall(b"Host: x\r\nConnection: close\r\n\r\n")
            assert status_of(read_all(held[0])) == 200  # the held ones are still served
            assert status_of(read_all(third)) == 200  # and once one closes, the third is accepted
    finally:
        for sock in held:
            sock.close()


def test_connectionTimeout_keepsAConnectionIdleForLess_andClosesOneIdleForLonger(started):
    server = started("--connection-timeout", "2")
    with socket.create_connection((server.host, server.port), timeout=10) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        time.sleep(0.5)  # idle well under the timeout: still open
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        # Now idle past the timeout: the server closes (the 10 s socket timeout is only a guard).
        assert read_all(sock) == b""


def vm_hwm_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise AssertionError("no VmHWM")


# The server's own memory besides request bodies (code, heap, thread stacks, the decoder's work
# on a whitespace-padded body). Measured on the debug build: 13 MiB peak after start-up, 23 MiB
# after one 10 MB upload; eight concurrent 10 MB uploads without a budget peak at 87 MiB.
FIXED_OVERHEAD_BYTES = 24 * 1024 * 1024


def test_bufferedBytesBudget_refusesUploadsPastIt_with503_andBoundsMemory(started):
    budget, size, uploads = 20_000_000, 10_000_000, 8
    server = started("--max-buffered-bytes", str(budget))
    body = padded(size)
    sockets = [socket.create_connection((server.host, server.port), timeout=30) for _ in range(uploads)]
    try:
        for sock in sockets:  # every head first: the budget is decided on them
            sock.sendall(post_head(size))
        def answered_already():  # refused on the head, before any body was sent
            return [i for i, sock in enumerate(sockets) if select.select([sock], [], [], 0)[0]]

        wait_until(lambda: len(answered_already()) >= uploads - 2, timeout=10)
        answers = {index: read_all(sockets[index]) for index in answered_already()}
        senders = [threading.Thread(target=sockets[i].sendall, args=(body,))
                   for i in range(uploads) if i not in answers]
        for sender in senders:
            sender.start()
        for sender in senders:
            sender.join()
        for index, sock in enumerate(sockets):
            if index not in answers:
                answers[index] = read_all(sock)
    finally:
        for sock in sockets:
            sock.close()
    statuses = sorted(status_of(answer) for answer in answers.values())
    assert statuses == [200] * 2 + [503] * (uploads - 2), statuses  # exactly two 10 MB bodies fit in 20 MB
    for answer in answers.values():
        head, _, data = answer.partition(b"\r\n\r\n")
        if status_of(answer) == 503:
            assert b"\r\nRetry-After: 1\r\n" in head
            assert error_of(data)["code"] == "overloaded"
        else:
            assert json.loads(data)["contentOffset"] == {"x": 0, "y": 900}
    # The budget is returned when requests complete: a new upload of the same size fits.
    assert wait_until(lambda: server.request("POST", "/v1/scroll/offset", body, timeout=30)[0] == 200)
    assert vm_hwm_kib(server.process.pid) * 1024 < budget + FIXED_OVERHEAD_BYTES


def test_chunkedUploadPastTheBudget_is503(started):
    server = started("--max-buffered-bytes", "100000", "--max-body-bytes", "1000000")
    big = padded(300_000)
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(big[i:i + 65536]), big[i:i + 65536]) for i in range(0, len(big), 65536))
    answer = server.raw(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks + b"0\r\n\r\n")
    assert status_of(answer) == 503, answer[:200]
    assert b"overloaded" in answer
    # What the refused upload held is returned when its connection is done with.
    assert wait_until(lambda: server.request("POST", "/v1/scroll/offset", padded(90_000))[0] == 200)


# --- bearer auth ------------------------------------------------------------------------------

@pytest.fixture
def token_file():
    with tempfile.NamedTemporaryFile("w", suffix=".token", delete=False) as file:
        file.write(TOKEN + "\n")  # the trailing newline an editor adds is not part of the token
    yield file.name
    os.unlink(file.name)


def test_auth_v1RoutesNeedTheBearerToken_healthAndSpecStayOpen(started, token_file):
    server = started("--auth-token-file", token_file)
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic " + TOKEN},
                    {"Authorization": "Bearer " + TOKEN + "x"}, {"Authorization": "Bearer " + TOKEN[:-1]}):
        status, response_headers, data = server.request("POST", "/v1/scroll/offset", VALID, headers)
        assert status == 401, headers
        assert response_headers["www-authenticate"] == "Bearer"
        assert error_of(data)["code"] == "unauthorized"
        assert TOKEN.encode() not in data
    for scheme in ("Bearer", "bearer"):
        status, _, _ = server.request("POST", "/v1/scroll/offset", VALID, {"Authorization": f"{scheme} {TOKEN}"})
        assert status == 200
    assert server.request("GET", "/v1/nope")[0] == 401  # the route table is not revealed either
    assert server.request("GET", "/healthz")[0] == 200
    assert server.request("GET", "/openapi.yaml")[0] == 200
    server.stderr.seek(0)
    assert TOKEN not in server.stderr.read()


def test_auth_refusesBeforeReadingTheBody(started, token_file):
    server = started("--auth-token-file", token_file)
    with socket.create_connection((server.host, server.port), timeout=5) as sock:
        sock.sendall(post_head(10_000_000))  # the body never follows
        answer = read_all(sock)
    assert status_of(answer) == 401


def test_auth_tokenFromTheEnvironment(started, monkeypatch):
    monkeypatch.setenv("SCROLLQUERY_AUTH_TOKEN", TOKEN)
    server = started()
    assert server.request("POST", "/v1/scroll/offset", VALID)[0] == 401
    assert server.request("POST", "/v1/scroll/offset", VALID, {"Authorization": "Bearer " + TOKEN})[0] == 200


def test_auth_emptyTokenFile_isAUsageError():
    binary = os.environ.get("SCROLLQUERY_BIN", DEFAULT_BIN)
    binary = binary if os.path.isabs(binary) else os.path.join(REPO, binary)
    with tempfile.NamedTemporaryFile("w") as empty:
        empty.write("\n")
        empty.flush()
        result = subprocess.run([binary, "--port", "0", "--auth-token-file", empty.name],
                                capture_output=True, text=True, timeout=10)
    assert result.returncode == 2
    assert "token" in result.stderr


# --- CORS -------------------------------------------------------------------------------------

def preflight(server, origin, method="POST"):
    return server.request("OPTIONS", "/v1/scroll/offset", headers={
        "Origin": origin, "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": "content-type, authorization"})


def test_cors_withoutTheFlag_sendsNoCORSHeader_andOptionsStays405(server):
    status, headers, _ = preflight(server, ORIGIN)
    assert status == 405
    status, headers, _ = server.request("GET", "/healthz", headers={"Origin": ORIGIN})
    assert status == 200
    assert not any(name.startswith("access-control-") for name in headers)


def test_cors_allowedOrigin_getsPreflightAndAllowOrigin_othersGetNothing(started, token_file):
    server = started("--cors-origin", ORIGIN, "--cors-origin", "http://localhost:3000",
                     "--auth-token-file", token_file)
    status, headers, data = preflight(server, ORIGIN)  # no Authorization: preflights carry none
    assert status == 204 and data == b""
    assert headers["access-control-allow-origin"] == ORIGIN
    assert set(headers["access-control-allow-methods"].replace(" ", "").split(",")) >= {"GET", "HEAD", "POST"}
    assert headers["access-control-allow-headers"] == "Content-Type, Authorization"
    assert int(headers["access-control-max-age"]) > 0
    assert headers["vary"] == "Origin"
    status, headers, _ = server.request("POST", "/v1/scroll/offset", VALID,
                                        {"Origin": ORIGIN, "Authorization": "Bearer " + TOKEN})
    assert status == 200
    assert headers["access-control-allow-origin"] == ORIGIN and headers["vary"] == "Origin"
    # Errors carry it too, so a page can read why it was refused.
    status, headers, _ = server.request("POST", "/v1/scroll/offset", VALID, {"Origin": ORIGIN})
    assert status == 401 and headers["access-control-allow-origin"] == ORIGIN
    status, headers, _ = server.request("GET", "/healthz", headers={"Origin": "http://localhost:3000"})
    assert headers["access-control-allow-origin"] == "http://localhost:3000"
    for other in ("https://evil.example", "https://app.example.evil", "null"):
        status, headers, _ = preflight(server, other)
        assert status == 401  # not a preflight we answer: it goes on to auth like any /v1 request
        assert not any(name.startswith("access-control-") for name in headers)
        status, headers, _ = server.request("GET", "/healthz", headers={"Origin": other})
        assert status == 200 and "access-control-allow-origin" not in headers and "vary" not in headers
