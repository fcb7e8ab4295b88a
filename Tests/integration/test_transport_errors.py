"""The answers libmicrohttpd 0.9.75 gives by itself, before the service sees a request.

For these the library builds the response from compiled-in HTML pages and calls no hook of ours
(there is no option to replace the pages in 0.9.75), so they are the one place where an error is
not the service's JSON. Each is listed, with the same status and page title, in the README
("Errors the HTTP library answers itself") and in openapi.yaml (`info.description`); this table
keeps all three honest. After each one the server must still answer normally.
"""
import re

import pytest

from heads import exchange, responses

POST_HEAD = b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"

# (case, raw request, status, words of the HTML page)
CASES = [
    ("non-numeric Content-Length", POST_HEAD + b"Content-Length: abc\r\n\r\n{}",
     400, b"wrong value for <b>Content-Length</b>"),
    ("negative Content-Length", POST_HEAD + b"Content-Length: -1\r\n\r\n{}",
     400, b"wrong value for <b>Content-Length</b>"),
    ("Content-Length past 2^64", POST_HEAD + b"Content-Length: 99999999999999999999999\r\n\r\n{}",
     413, b"too large value for <b>Content-Length</b>"),
    ("request line without a version", b"GET /healthz\r\n\r\n",
     400, b"syntactically incorrect"),
    ("header line without a colon", b"GET /healthz HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n",
     400, b"syntactically incorrect"),
    ("HTTP major version 2", b"GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n",
     505, b"version is not supported"),
    ("headers over the connection memory", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 40000 + b"\r\n\r\n",
     431, b"too big for the memory constraints"),
    ("URL over the connection memory", b"GET /" + b"a" * 40000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
     414, b"too big for the memory constraints"),
    ("malformed chunk size", POST_HEAD + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
     400, b"chunked encoding was syntactically incorrect"),
]


def test_aTwelveKilobyteHead_stillFitsTheConnectionMemory(server):
    # The pool is 16 KiB (ServerConfiguration.defaultConnectionMemoryBytes): ordinary large heads
    # (cookies, tokens) must still be served.
    answer = server.raw(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 12288 + b"\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]


@pytest.mark.parametrize("case,request_bytes,status,page", CASES, ids=[c[0] for c in CASES])
def test_libraryAnswersItself_withItsStatusAndPage_andTheServerCarriesOn(server, case, request_bytes, status, page):
    answer = server.raw(request_bytes)
    match = re.match(rb"HTTP/1\.1 (\d{3}) ", answer)
    assert match, f"{case}: no status line in {answer[:200]!r}"
    assert int(match.group(1)) == status
    assert page in answer
    assert b"Connection: close" in answer
    assert server.request("GET", "/healthz")[0] == 200


CONTENT_LENGTH_CASES = [case for case in CASES if "Content-Length" in case[0]]


@pytest.mark.parametrize("case,request_bytes,status,page", CONTENT_LENGTH_CASES, ids=[c[0] for c in CONTENT_LENGTH_CASES])
def test_contentLengthRefusals_sendTheirHeadTwice_aLibmicrohttpd0975Defect(server, case, request_bytes, status, page):
    # README, "Errors the HTTP library answers itself": the head is built when the header is
    # refused and again when the reply starts. When this fails, libmicrohttpd has changed: update
    # the README, openapi.yaml and heads.LIBRARY_DOUBLED_HEAD.
    answer = exchange(server.host, server.port, request_bytes)
    head, _, rest = answer.partition(b"\r\n\r\n")
    again, _, body = rest.partition(b"\r\n\r\n")
    assert again == head and head.startswith(b"HTTP/1.1 %d " % status), answer[:400]
    assert page in body and len(body) == int(re.search(rb"Content-Length: (\d+)", head).group(1))
    assert [doubled for _, _, _, doubled in responses(answer, [b"POST"])[0]] == [True]


def test_unparseableRequestLine_isClosedWithoutAnAnswer(server):
    assert server.raw(b"GARBAGE\r\n\r\n") == b""
    assert server.request("GET", "/healthz")[0] == 200


def test_everyStatusTheLibraryAnswersWith_isListedInTheSpec():
    from spec import SPEC
    description = SPEC["info"]["description"]
    for case, _, status, _ in CASES:
        assert f"| {status} |" in description, case


# Framing libmicrohttpd would accept ambiguously (request smuggling) or read until the client
# closes: the service refuses it itself, as JSON, and closes the connection.
FRAMING = [
    ("two Content-Lengths that disagree", POST_HEAD + b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
     400, "invalid_framing"),
    ("Content-Length 0 then 5, a smuggled request behind",
     POST_HEAD + b"Content-Length: 0\r\nContent-Length: 5\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
     400, "invalid_framing"),
    ("Transfer-Encoding with Content-Length", POST_HEAD + b"Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
     400, "invalid_framing"),
    ("a transfer coding other than chunked", POST_HEAD + b"Transfer-Encoding: gzip\r\n\r\n{}",
     501, "unsupported_transfer_encoding"),
]


@pytest.mark.parametrize("case,request_bytes,status,code", FRAMING, ids=[c[0] for c in FRAMING])
def test_ambiguousFraming_isRefusedAsJSON_andTheConnectionClosed(server, case, request_bytes, status, code):
    import json
    answer = server.raw(request_bytes)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status), case
    assert b"\r\nConnection: close" in head
    assert json.loads(body)["error"]["code"] == code
    assert answer.count(b"HTTP/1.1 ") == 1, "nothing after the refusal may be answered as a request"
    assert server.request("GET", "/healthz")[0] == 200
