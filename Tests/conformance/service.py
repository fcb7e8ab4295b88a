"""The ScrollQuery side of the conformance test: request building, server launch, comparison."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
import urllib.error
import urllib.request

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ENDPOINT = "/v1/scroll/offset"
TOLERANCE = 0.5
ANCHOR = {"start": 0, "center": 0.5, "end": 1, "nearest": "nearest"}


def request_for(case: dict) -> dict:
    """The POST /v1/scroll/offset body for `case` (the contract the brief fixes)."""
    t = case["target"]
    return {
        "viewport": dict(case["viewport"]),
        "contentSize": dict(case["contentSize"]),
        "scrollPadding": dict(case["scrollPadding"]),
        "contentOffset": {"x": case["initial"]["x"], "y": case["initial"]["y"]},
        "target": {"rect": {"x": t["x"], "y": t["y"], "width": t["width"], "height": t["height"]}},
        "margin": dict(case["margin"]),
        "anchor": {"x": ANCHOR[case["inline"]], "y": ANCHOR[case["block"]]},
        "semantics": "css",
    }


def post_json(base_url: str, path: str, body: dict, timeout: float = 10.0) -> tuple[int, object]:
    """POST `body` as JSON to `path`; returns (status, parsed JSON or raw text)."""
    data = json.dumps(body).encode()
    req = urllib.request.Request(base_url.rstrip("/") + path, data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            status, raw = resp.status, resp.read()
    except urllib.error.HTTPError as e:
        status, raw = e.code, e.read()
    text = raw.decode("utf-8", "replace")
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def post(base_url: str, body: dict, timeout: float = 10.0) -> tuple[int, object]:
    """POST `body` to the offset endpoint."""
    return post_json(base_url, ENDPOINT, body, timeout)


def compare(cases: list[dict], browser_results: dict, base_url: str) -> tuple[list[dict], float]:
    """Ask the service about every case; returns (mismatches, seconds spent posting).

    A mismatch is {"case", "request", "browser": [x, y], "service": [x, y] | None,
    "status", "response"} for any case whose service answer is more than TOLERANCE from the
    browser's on either axis, or that did not get a 200 with a numeric contentOffset.
    """
    mismatches = []
    started = time.monotonic()
    for case in cases:
        r = browser_results[case["id"]]
        body = request_for(case)
        status, resp = post(base_url, body)
        got = None
        if status == 200 and isinstance(resp, dict):
            off = resp.get("contentOffset")
            if isinstance(off, dict) and all(isinstance(off.get(k), (int, float)) for k in "xy"):
                got = [off["x"], off["y"]]
        want = r["result"]
        if got is None or abs(got[0] - want[0]) > TOLERANCE or abs(got[1] - want[1]) > TOLERANCE:
            mismatches.append({"case": case, "request": body, "browser": want, "service": got,
                               "status": status, "response": resp})
    return mismatches, time.monotonic() - started


def _axes_off(m: dict) -> str:
    if m["service"] is None:
        return "error"
    axes = [name for i, name in enumerate(("x", "y"))
            if abs(m["service"][i] - m["browser"][i]) > TOLERANCE]
    return "+".join(axes)


def format_mismatches(mismatches: list[dict], total: int) -> str:
    lines = [f"{len(mismatches)} of {total} cases differ from Chromium (tolerance {TOLERANCE}px):"]
    for m in mismatches:
        c = m["case"]
        lines.append("")
        lines.append(f"--- {c['id']}: {c['note']}  [inline={c['inline']} block={c['block']}, "
                     f"off on {_axes_off(m)}]")
        lines.append(f"    request : {json.dumps(m['request'], separators=(',', ':'))}")
        lines.append(f"    chromium: scrollLeft={m['browser'][0]} scrollTop={m['browser'][1]}")
        if m["service"] is not None:
            lines.append(f"    service : x={m['service'][0]} y={m['service'][1]}")
        else:
            resp = m["response"] if isinstance(m["response"], str) else json.dumps(m["response"])
            lines.append(f"    service : HTTP {m['status']} {resp[:500]}")
    lines.append("")
    lines.append(f"{len(mismatches)} mismatches in {total} cases")
    return "\n".join(lines)


# One way to start the server for every suite: Tests/integration/serverprocess.py.
sys.path.insert(0, os.path.join(REPO_ROOT, "Tests", "integration"))
from serverprocess import DEFAULT_BIN, Server  # noqa: E402,F401


class ServiceUnavailable(RuntimeError):
    pass


@contextlib.contextmanager
def serving(url: str | None, binary: str | None = None):
    """Yields `url` when one is given, else the URL of a server started for the block from
    `binary` (default $SCROLLQUERY_BIN) and stopped after it."""
    if url:
        yield url
        return
    try:
        server = Server(binary=binary)
    except (FileNotFoundError, RuntimeError) as e:
        raise ServiceUnavailable(f"cannot start the server: {e}") from e
    try:
        yield server.url
    finally:
        server.stop()
