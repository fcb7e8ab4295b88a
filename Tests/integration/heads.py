"""Random HTTP/1.1 connections for the request-head fuzzer: `scripts/head_fuzz.py` runs it for a
while, `test_request_heads.py` runs a short seeded pass in the integration suite.

A connection is one or two requests back to back (the second pipelined behind the first), with
odd methods, paths and query strings, the header fields the server reads (Content-Type,
Content-Length, Transfer-Encoding, Expect, X-Request-Id, Origin, Authorization,
Access-Control-Request-*), odd values, and bodies. The server must answer every request of it,
never with a 500, and never close a connection unanswered — which it logs as "Application
reported internal error" when its access handler gives up. Every answer must be framed exactly
(Content-Length), every answer of ours must carry a request id, its JSON must parse and its error
bodies be openapi.yaml's `Error`; only libmicrohttpd's own documented pages are exempt. Under /v1,
a request without the bearer token gets 401 (CORS preflights aside), however its path is escaped.
On the server without filters, each answer of ours is the refusal openapi.yaml's paths and the
body limit call for (404, 405, 415, 413, checked in that order), or no such refusal when none applies.
The access log must stay one JSON object a line, whatever bytes the method and path held.

Framing is never left open, so the server never has a reason to wait: a body is exactly its
Content-Length, or valid chunks, or absent; a Content-Length that is not a body's is invalid or
over any limit; and the connection's last request asks for `Connection: close`. A connection
that does not end is a hang, not a slow client.
"""
import json
import random
import re
import socket
import urllib.parse

from spec import SPEC

#: The bearer token of the first server (`server_flags`).
TOKEN = b"t0ken"
METHODS = [b"GET", b"HEAD", b"POST", b"OPTIONS", b"PUT", b"DELETE", b"PATCH", b"TRACE", b"post", b"G\xffT"]
FIELDS = [
    b"Content-Type", b"content-type", b"Expect", b"X-Request-Id", b"x-request-id", b"Origin", b"Authorization",
    b"Access-Control-Request-Method", b"Access-Control-Request-Headers", b"Accept", b"Host",
]
VALUES = [
    b"application/json", b"application/json; charset=utf-8", b"text/plain", b"100-continue", b"Bearer " + TOKEN,
    b"Bearer x", b"http://localhost", b"POST", b"Content-Type, Authorization", b"abc-123_DEF.ghi", b"",
    b"18446744073709551616",
]
#: Pieces of odd paths, names and values: separators, escapes, a combining mark, U+0F76, bytes
#: that are not UTF-8, a NUL.
PIECES = [
    b"a", b"/", b"%", b"%00", b"%ff", b"%2F", b"\xcc\x81", b"\xe0\xbd\xb6", b"~", b"?", b"&", b"=", b";", b",",
    b"\t", b"\xff", b"\x00", b"0", b"9", b"-", b".", b"*", b"\"", b"\\", b"json",
]
BODIES = [
    b'{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},'
    b'"items":[{"id":0,"frame":{"x":0,"y":0,"width":390,"height":200}}],"target":{"id":0}}',
    b'{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"requests":[]}',
    b"{}", b"[", b'{"a":1}', b"\xff\xfe",
]


def _odd(rnd, most):
    return b"".join(rnd.choice(PIECES) for _ in range(rnd.randint(1, most)))


def _request(rnd, last):
    # A fifth of the requests are a valid offset query, with the token, a wrong one or none, so
    # that successes are common enough for the token check to mean something (`problems`); odd
    # path endings and fields may still spoil them.
    plausible = rnd.random() < 0.2
    method = b"POST" if plausible else rnd.choice(METHODS)
    path = b"/v1/scroll/offset" if plausible else rnd.choice(PATHS)
    shape = rnd.random()
    if shape < 0.25:
        path += _odd(rnd, 12)
    elif shape < 0.4:
        path += b"?" + _odd(rnd, 24)
    fields = []
    if plausible:
        fields.append(b"Content-Type: application/json")
        fields += rnd.choice([[], [b"Authorization: Bearer " + TOKEN], [b"Authorization: bearer  " + TOKEN],
                              [b"Authorization: Bearer x"], [b"Authorization: Basic " + TOKEN]])
    for _ in range(rnd.randint(0, 6)):
        # A name never starts with a blank: that line would continue the one before it (obsolete
        # folding), which could turn the `Connection: close` into something else.
        name = rnd.choice(FIELDS) if rnd.random() < 0.85 else b"X" + _odd(rnd, 8).replace(b":", b"")
        value = rnd.choice(VALUES) if rnd.random() < 0.7 else _odd(rnd, 30)
        fields.append(name.replace(b"\r", b"").replace(b"\n", b"") + b": " + value.replace(b"\r", b"").replace(b"\n", b""))
    if rnd.random() < 0.25:
        fields.append(b"Expect: 100-continue")
    body = b""
    framing = rnd.random()
    if framing < 0.45 or plausible and framing < 0.9:
        body = BODIES[0] if plausible else rnd.choice(BODIES)
        fields.append(b"Content-Length: " + str(len(body)).encode())
    elif framing < 0.55 or plausible:
        body = BODIES[0] if plausible else rnd.choice(BODIES)
        body = b"%x\r\n" % len(body) + body + b"\r\n0\r\n\r\n"
        fields.append(b"Transfer-Encoding: chunked")
    elif framing < 0.65:
        # Refused before any body is read: not a number, or over every limit.
        fields.append(b"Content-Length: " + rnd.choice([b"abc", b"-1", b"1e3", b"18446744073709551616", b"1000000000000"]))
    if last:
        fields.append(b"Connection: close")
    rnd.shuffle(fields)
    return method + b" " + path + b" HTTP/1.1\r\nHost: x\r\n" + b"".join(f + b"\r\n" for f in fields) + b"\r\n" + body


def connection_requests(rnd):
    """What one connection sends: one request, or (a third of the time) two back to back."""
    if rnd.random() < 0.33:
        return [_request(rnd, last=False), _request(rnd, last=True)]
    return [_request(rnd, last=True)]


def exchange(host, port, payload, timeout=5.0):
    """Sends `payload` on a new connection and reads until the server closes it; None if it is
    still open after `timeout` seconds."""
    with socket.create_connection((host, port), timeout=timeout) as sock:
        try:
            sock.sendall(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # closed early, after an answer to what it had read; read what was sent
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except ConnectionResetError:
            pass
        except socket.timeout:
            return None
        return answer


#: What libmicrohttpd answers itself, from its own HTML pages, with `Connection: close` and no
#: request id (README, "Errors the HTTP library answers itself").
LIBRARY_STATUSES = {400, 413, 414, 431, 505}
#: Of those, the ones libmicrohttpd 0.9.75 sends with its status line and header fields twice:
#: a Content-Length that is not a number (400) or past 2^64 − 1 (413). Its `parse_connection_headers`
#: queues the error answer and builds its head, then the state machine moves on as if the headers
#: were fine and builds the head again when it starts the reply.
LIBRARY_DOUBLED_HEAD = {400, 413}


_SPEC = SPEC

#: The `code` values openapi.yaml lists for the Error schema.
ERROR_CODES = set(_SPEC["components"]["schemas"]["Error"]["properties"]["error"]["properties"]["code"]["enum"])

#: openapi.yaml's paths as (segments, methods, whether a POST there reads a JSON body): the routes
#: the server must resolve a request against.
SPEC_ROUTES = [(path.encode().split(b"/"), {method.upper().encode() for method in operations if method != "parameters"},
                "application/json" in operations.get("post", {}).get("requestBody", {}).get("content", {}))
               for path, operations in _SPEC["paths"].items()]


#: A value for each path parameter of openapi.yaml when the fuzzer sends that path.
PATH_PARAMETER_VALUES = {b"{layoutId}": b"sha256-" + b"0" * 64}
#: Every path of openapi.yaml (parameters filled in), then paths that are no route.
PATHS = [b"/".join(PATH_PARAMETER_VALUES.get(segment, segment) for segment in segments)
         for segments, _, _ in SPEC_ROUTES] + [b"/v1", b"/v1beta"]


def _fields(request):
    """The request line's method and path (decoded as the server decodes it: unless it holds
    `%00`, `unescapeUnlessNUL`), and its header fields as (lower-case name, value) pairs."""
    head = request.split(b"\r\n\r\n", 1)[0].split(b"\r\n")
    parts = head[0].split(b" ")
    method, target = (parts[0], parts[1]) if len(parts) >= 3 else (parts[0], b"")
    path = target.split(b"?", 1)[0]
    if b"%00" not in path:
        path = urllib.parse.unquote_to_bytes(path)
    return method, path, _header_fields(head[1:])


def _header_fields(lines):
    """Header field lines as (lower-case name, value without the blanks around it) pairs."""
    fields = []
    for line in lines:
        name, _, value = line.partition(b":")
        fields.append((name.lower(), value.strip(b" \t")))
    return fields


def spec_routes_at(path):
    """The entries of SPEC_ROUTES whose pattern matches `path` (a `{parameter}` segment matches
    any segment but an empty one)."""
    return [route for route in SPEC_ROUTES if _segments_match(route[0], path)]


def _segments_match(pattern, path):
    segments = path.split(b"/")
    return len(segments) == len(pattern) and all(
        piece == expected or (expected.startswith(b"{") and expected.endswith(b"}") and piece)
        for piece, expected in zip(segments, pattern))


def _is_json_media_type(value):
    """`MediaType.isJSON`: `application/json` in any case, blanks around it, parameters after `;`."""
    essence = value.split(b";", 1)[0].strip(b" \t")
    return essence.lower() == b"application/json"


def expected_refusal(request, max_body_bytes):
    """The answer a server without filters owes `request` before its handler runs, in the order
    `RequestAdmission` checks: no route at the path → 404 `not_found`; a route, but not for the
    method (HEAD is answered wherever GET is) → 405; a JSON body route without a JSON
    Content-Type → 415; a declared Content-Length over `max_body_bytes` → 413. `("admitted", None)`
    when none applies, and None when the request is one this model does not read the way the
    server does (a NUL or a tab in its head, an ambiguous or library-refused framing, Content-Type
    twice)."""
    head = request.split(b"\r\n\r\n", 1)[0]
    if b"\x00" in head or b"\t" in head.split(b"\r\n", 1)[0]:
        return None
    method, path, fields = _fields(request)
    lengths = [value for name, value in fields if name == b"content-length"]
    types = [value for name, value in fields if name == b"content-type"]
    if (len(lengths) > 1 or len(types) > 1 or any(name == b"transfer-encoding" for name, _ in fields) and lengths
            or lengths and not lengths[0].isdigit()):
        return None
    routes = [(methods, reads_json) for _, methods, reads_json in spec_routes_at(path)]
    if not routes:
        return 404, "not_found"
    reads_json = next((json_body for methods, json_body in routes if method in methods), None)
    if reads_json is None:
        return 405, "method_not_allowed"
    if reads_json and not (types and _is_json_media_type(types[0])):
        return 415, "unsupported_media_type"
    if lengths and int(lengths[0]) > max_body_bytes:
        return 413, "payload_too_large"
    return "admitted", None


def responses(answer, methods):
    """The responses in `answer` to requests with `methods`, in order, as (status, header fields
    with lower-case names, body, whether the head came twice), and the bytes after the last one
    that make no complete response (Content-Length frames every body; a HEAD, 1xx, 204 or 304
    answer has none). A head sent twice in a row (libmicrohttpd's answer to a bad Content-Length,
    `LIBRARY_DOUBLED_HEAD`) is read as one."""
    found = []
    answered = 0
    rest = answer
    while rest:
        head, blank, after = rest.partition(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        status_line = re.fullmatch(rb"HTTP/1\.1 (\d{3}) [^\r\n]*", lines[0])
        if not blank or not status_line:
            break
        doubled = after.startswith(head + b"\r\n\r\n")
        if doubled:
            after = after[len(head) + 4:]
        status = int(status_line.group(1))
        fields = dict(_header_fields(lines[1:]))
        bodiless = status < 200 or status in (204, 304) or methods[answered:answered + 1] == [b"HEAD"]
        declared = fields.get(b"content-length", b"0")
        if not bodiless and (not declared.isdigit() or len(after) < int(declared)):
            break
        length = 0 if bodiless else int(declared)
        found.append((status, fields, after[:length], doubled))
        rest = after[length:]
        answered += status >= 200
    return found, rest


def statuses(answer, methods):
    """The status codes of the responses in `answer` (`responses`), in order."""
    return [status for status, _, _, _ in responses(answer, methods)[0]]


def _response_problems(status, fields, body, doubled):
    """What is wrong with one final response: libmicrohttpd's own pages are only the documented
    ones; each of ours carries a request id, the fields its status calls for and a Content-Type
    for its body, and a JSON body parses, as an Error when it is one."""
    if b"x-request-id" not in fields:
        if doubled and status not in LIBRARY_DOUBLED_HEAD:
            return [f"libmicrohttpd's own {status} with its head twice"]
        if status in LIBRARY_STATUSES and fields.get(b"connection", b"").lower() == b"close":
            return []
        return [f"a {status} without X-Request-Id that is not one of libmicrohttpd's own answers"]
    if doubled:
        return [f"a {status} of ours with its head twice"]
    # RFC 9110: a 405 lists the methods the resource takes, a 401 says how to authenticate.
    for needs, name in ((405, b"allow"), (401, b"www-authenticate")):
        if status == needs and not fields.get(name):
            return [f"a {status} without {name.decode()}"]
    if body and not fields.get(b"content-type"):
        return [f"a {status} with a body and no Content-Type"]
    if not body or not fields.get(b"content-type", b"").startswith(b"application/json"):
        return []
    try:
        document = json.loads(body)
    except ValueError:
        return [f"a {status} whose JSON body does not parse: {body[:200]!r}"]
    if status < 400:
        return []
    error = document.get("error") if isinstance(document, dict) and document.keys() == {"error"} else None
    if (not isinstance(error, dict) or not {"code", "message"} <= error.keys() <= {"code", "message", "pointer"}
            or any(not isinstance(value, str) for value in error.values()) or error["code"] not in ERROR_CODES):
        return [f"a {status} whose body is not an Error of openapi.yaml: {body[:200]!r}"]
    return []


def _protected_without_token(request):
    """Whether `request` asks for /v1 or a path under it, as the server reads the path, and no
    Authorization field of it presents `TOKEN`."""
    _, path, fields = _fields(request)
    presented = any(name == b"authorization" and re.fullmatch(rb"(?i)bearer +" + re.escape(TOKEN), value)
                    for name, value in fields)
    return (path == b"/v1" or path.startswith(b"/v1/")) and not presented


def _refusal_problems(status, body, request, max_body_bytes):
    """An answer of ours that is not the refusal `expected_refusal` says `request` is owed, or
    that refuses an admitted request as if it were not."""
    expected = expected_refusal(request, max_body_bytes)
    if expected is None:
        return []
    # An answer to HEAD has no body, so only its status is compared.
    try:
        code = json.loads(body)["error"]["code"] if body else None
    except (ValueError, KeyError, TypeError):
        code = "(none)"
    if expected[0] == "admitted":
        if status in (405, 413, 415) or (status, code) == (404, "not_found"):
            return [f"a {status} {code} to a request the routes and limits admit"]
        return []
    if status != expected[0] or body and code != expected[1]:
        return [f"a {status} {code} where the routes and limits call for {expected[0]} {expected[1]}"]
    return []


def problems(answer, requests, token_required=False, max_body_bytes=None):
    """What is wrong with one connection's answer (`exchange`'s result) to `requests`; with
    `token_required`, also an answer of ours other than 401 to a request under /v1 without the
    token (the filters answer before routing and the body; a CORS preflight, `OPTIONS`, before
    the token is asked for); with `max_body_bytes` (a server without filters), also an answer of
    ours other than the refusal `expected_refusal` calls for."""
    if answer is None:
        return ["the connection was still open after its last request"]
    parsed, rest = responses(answer, [request.split(b" ", 1)[0] for request in requests])
    codes = [status for status, _, _, _ in parsed]
    found = []
    if not codes:
        found.append("closed without an answer")
    elif codes[-1] == 100:
        found.append("closed after 100 Continue, without an answer")
    if 500 in codes:
        found.append("a 500")
    if rest:
        found.append(f"bytes that make no complete response: {rest[:200]!r}")
    finals = [response for response in parsed if response[0] >= 200]
    for (status, fields, body, doubled), request in zip(finals, requests):
        found += _response_problems(status, fields, body, doubled)
        if (token_required and status != 401 and b"x-request-id" in fields and not request.startswith(b"OPTIONS ")
                and _protected_without_token(request)):
            found.append(f"a {status}, not 401, under /v1 without the bearer token")
        if max_body_bytes is not None and b"x-request-id" in fields:
            found += _refusal_problems(status, body, request, max_body_bytes)
    return found


#: What libmicrohttpd logs when the access handler gives up on a request (returns `MHD_NO`): the
#: connection is closed without an answer.
INTERNAL_ERROR = "Application reported internal error"


def server_flags(token_path):
    """The two servers the fuzzer talks to: bearer auth, a CORS origin (filters answer first) and
    the access log (each odd method and path written as JSON), and one worker with a 4 KiB body
    limit (413s, one daemon's state for every connection)."""
    return [("--auth-token-file", str(token_path), "--cors-origin", "http://localhost", "--access-log"),
            ("--threads", "1", "--max-body-bytes", "4096")]


def run(servers, rnd, more):
    """Sends `connection_requests(rnd)` to `servers` in turn while `more(count)` holds; returns how
    many connections were sent and each problem with the bytes that caused it, then what is wrong
    with each server afterwards (`server_problems`)."""
    count = 0
    found = []
    token_required = ["--auth-token-file" in server.process.args for server in servers]
    body_limits = [_refusals_predicted(server.process.args) for server in servers]
    while more(count):
        turn = count % len(servers)
        requests = connection_requests(rnd)
        payload = b"".join(requests)
        answer = exchange(servers[turn].host, servers[turn].port, payload)
        found += [(problem, payload) for problem in problems(answer, requests, token_required[turn], body_limits[turn])]
        count += 1
        if count % 1000 == 0:
            found += [(problem, b"") for logged in servers for problem in access_log_problems(logged)]
    for server in servers:
        found += [(problem, b"") for problem in server_problems(server)]
    return count, found


def _refusals_predicted(args):
    """The body limit of a server started with `args` when `expected_refusal` predicts its
    refusals: it has one (`--max-body-bytes`) and no filters that answer first."""
    args = [str(arg) for arg in args]
    if "--max-body-bytes" not in args or {"--auth-token-file", "--cors-origin"} & set(args):
        return None
    return int(args[args.index("--max-body-bytes") + 1])


#: The fields of an access-log line (Sources/HTTPServer/AccessLog.swift).
ACCESS_LOG_FIELDS = {"method": str, "path": str, "status": int, "bytes_in": int, "bytes_out": int,
                     "duration_us": int, "request_id": str}


def access_log_problems(server):
    """The access-log lines a server has written since the last look that are not one JSON object
    of the documented fields (taken as they are read, so a long run does not keep them all)."""
    found = []
    for line in server.take_output():
        try:
            entry = json.loads(line)
        except ValueError:
            entry = None
        if not isinstance(entry, dict) or entry.keys() != ACCESS_LOG_FIELDS.keys() or any(
                type(entry[name]) is not kind for name, kind in ACCESS_LOG_FIELDS.items()):
            found.append(f"access-log line {line!r} is not a JSON object of the documented fields")
    return found


def server_problems(server):
    """What is wrong with a server after a run: `/healthz` not answering 200, connections it
    closed unanswered (`INTERNAL_ERROR` in its stderr), or an access-log line on its stdout that
    is not one JSON object of the documented fields."""
    found = access_log_problems(server)
    status = server.request("GET", "/healthz")[0]
    if status != 200:
        found.append(f"/healthz answered {status} after the run")
    server.stderr.seek(0)
    unanswered = server.stderr.read().count(INTERNAL_ERROR)
    if unanswered:
        found.append(f"{unanswered} connections closed unanswered (\"{INTERNAL_ERROR}\" in stderr)")
    return found
