#!/usr/bin/env python3
"""Writes the fuzz seed corpus (Fuzz/corpus/) from the bodies the project already documents
and tests: every curl example of the README, bench/request.json, and every body of
Tests/integration/test_malformed_bodies.py and of the malformed motion cases of
Tests/integration/test_motion_endpoints.py, and the batches of Tests/integration/test_batch.py.
Files named unit-* (bodies harvested once from the
Swift unit tests, see Fuzz/README.md) are left alone.

Each seed is the endpoint byte followed by the body (FuzzInput.swift, FuzzHarness.swift): the
POST routes of makeRoutes() in order, each under the default limits and then under the
harness's tight limits: '0' /v1/scroll/offset, '1' the same with tight limits, '2'
/v1/scroll/visibility, and so on (POST_ROUTES below; CorpusReplayTests checks the order).

Run it again after adding README examples or malformed cases: python3 scripts/fuzz-seeds.py
"""
import os
import re
import shlex
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(REPO, "Fuzz", "corpus")
# New routes are appended (makeRoutes() puts them last), so every existing seed keeps its meaning.
POST_ROUTES = ["/v1/scroll/offset", "/v1/scroll/visibility", "/v1/scroll/transition",
               "/v1/scroll/snap", "/v1/scroll/animation", "/v1/batch", "/v1/layouts",
               "/v1/layouts/{layoutId}/edits"]
ENDPOINTS = {path: bytes([ord("0") + 2 * index]) for index, path in enumerate(POST_ROUTES)}
# The same endpoints under FuzzHarness.tightLimits (4 items, depth 5): the valid examples again,
# so the fuzzer starts next to the limits.
TIGHT_ENDPOINTS = {path: bytes([ord("0") + 2 * index + 1]) for index, path in enumerate(POST_ROUTES)}
GENERATED_PREFIXES = ("readme-", "bench-", "malformed-", "tight-", "motion-", "batch-")


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def readme_seeds():
    with open(os.path.join(REPO, "README.md")) as readme:
        text = readme.read()
    for number, line in enumerate(l for l in text.splitlines() if l.startswith("curl ") and " -d " in l):
        words = shlex.split(line)
        url = next(w for w in words if w.startswith("http"))
        path = "/" + url.split("/", 3)[3]
        body = words[words.index("-d") + 1].encode()
        if path in ENDPOINTS:
            yield f"readme-{number + 1}", ENDPOINTS[path] + body
            yield f"tight-readme-{number + 1}", TIGHT_ENDPOINTS[path] + body


def bench_seeds():
    with open(os.path.join(REPO, "bench", "request.json"), "rb") as request:
        body = request.read().strip()
        yield "bench-request", ENDPOINTS["/v1/scroll/offset"] + body
        yield "tight-bench-request", TIGHT_ENDPOINTS["/v1/scroll/offset"] + body


def malformed_seeds():
    sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))
    import test_malformed_bodies as cases  # noqa: E402

    prefix = ENDPOINTS[cases.PATH]
    yield "malformed-base", prefix + cases.BASE_TEXT.encode()
    for name, body, *_ in cases.CASES:
        yield f"malformed-{slug(name)}", prefix + body


def motion_seeds():
    """The bodies of Tests/integration/test_motion_endpoints.py's malformed cases (the
    10001-element one left out: over the harness's length limit anyway)."""
    sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))
    import json
    import test_motion_endpoints as cases  # noqa: E402

    for name, path, body, *_ in cases.MALFORMED:
        data = (body if isinstance(body, str) else json.dumps(body, separators=(",", ":"))).encode()
        if len(data) < 4096:
            yield f"motion-{slug(name)}", ENDPOINTS[path] + data
    yield "motion-snap-base", ENDPOINTS[cases.SNAP] + json.dumps(cases.SNAP_BASE, separators=(",", ":")).encode()
    yield "motion-animation-base", ENDPOINTS[cases.ANIMATION] + json.dumps(cases.ANIM_BASE, separators=(",", ":")).encode()


def batch_seeds():
    """The mixed batch of Tests/integration/test_batch.py (also under the tight limits, whose
    3-request cap it passes), a small one within the cap, and the bodies that fail a whole batch."""
    sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))
    import json
    import test_batch as cases  # noqa: E402

    path = cases.PATH
    mixed = json.dumps({**cases.SHARED, "requests": cases.MIXED}, separators=(",", ":")).encode()
    yield "batch-mixed", ENDPOINTS[path] + mixed
    yield "tight-batch-mixed", TIGHT_ENDPOINTS[path] + mixed
    small = {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 1000},
             "items": [{"id": i, "frame": {"x": 0, "y": 100 * i, "width": 390, "height": 100}} for i in range(3)],
             "requests": [{"op": "offset", "target": {"id": 2}}, {"op": "visibility", "contentOffset": {"x": 0, "y": 50}},
                          {"op": "snap", "delta": {"x": 0, "y": 120}, "behavior": {"viewAligned": {}}}]}
    yield "tight-batch-small", TIGHT_ENDPOINTS[path] + json.dumps(small, separators=(",", ":")).encode()
    for number, (body, *_) in enumerate(cases.WHOLE_BATCH_FAILURES):
        yield f"batch-failure-{number + 1}", ENDPOINTS[path] + body


def main():
    os.makedirs(CORPUS, exist_ok=True)
    for name in os.listdir(CORPUS):
        if name.startswith(GENERATED_PREFIXES):
            os.remove(os.path.join(CORPUS, name))
    count = 0
    for name, data in [*readme_seeds(), *bench_seeds(), *malformed_seeds(), *motion_seeds(), *batch_seeds()]:
        with open(os.path.join(CORPUS, name), "wb") as seed:
            seed.write(data)
        count += 1
    print(f"wrote {count} seeds to {os.path.relpath(CORPUS, REPO)}")


if __name__ == "__main__":
    main()
