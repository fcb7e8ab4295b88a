#!/usr/bin/env python3
"""Writes the fuzz seed corpus (Fuzz/corpus/) from the bodies the project already documents
and tests: every curl example of the README and the guides (docs/*.md), bench/request.json and
bench/spellings/, and every body of
Tests/integration/test_malformed_bodies.py and of the malformed motion cases of
Tests/integration/test_motion_endpoints.py, and the batches of Tests/integration/test_batch.py.
Files named unit-* (bodies harvested once from the
Swift unit tests, see Fuzz/README.md) are left alone.

Each seed is a first line naming the POST endpoint by its path, then the body (FuzzInput.swift,
FuzzHarness.swift): `/v1/scroll/offset\n{...}` under the server's default limits,
`/v1/scroll/offset tight\n{...}` under the harness's tight limits. The paths are checked against
openapi.yaml's POST operations, so a seed never names an endpoint the server does not have.

Run it again after adding README examples or malformed cases: python3 scripts/fuzz-seeds.py
"""
import os
import re
import shlex
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(REPO, "Fuzz", "corpus")


def spec_post_paths():
    """The paths openapi.yaml gives a `post` operation (read line by line: paths at two spaces,
    operations at four)."""
    paths, path, in_paths = set(), None, False
    with open(os.path.join(REPO, "openapi.yaml")) as spec:
        for line in spec.read().splitlines():
            if line == "paths:":
                in_paths = True
            elif in_paths and line and not line.startswith(" "):
                break
            elif in_paths and line.startswith("  /") and line.endswith(":"):
                path = line[2:-1]
            elif in_paths and line == "    post:":
                paths.add(path)
    return paths


POST_PATHS = spec_post_paths()


def header(path, tight=False):
    """The first line of a seed for `path` (FuzzInput.header(path:tight:))."""
    if path not in POST_PATHS:
        raise SystemExit(f"{path} is no POST operation of openapi.yaml")
    return (path + (" tight" if tight else "") + "\n").encode()


class _Headers:
    def __init__(self, tight):
        self.tight = tight

    def __getitem__(self, path):
        return header(path, self.tight)

    def __contains__(self, path):
        return path in POST_PATHS


ENDPOINTS = _Headers(tight=False)
# The same endpoints under FuzzHarness.tightLimits (4 items, depth 5): the valid examples again,
# so the fuzzer starts next to the limits.
TIGHT_ENDPOINTS = _Headers(tight=True)
GENERATED_PREFIXES = ("readme-", "bench-", "malformed-", "tight-", "motion-", "batch-")


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def documented_examples():
    """The text of README.md, then of each guide under docs/, in name order."""
    docs = os.path.join(REPO, "docs")
    for path in [os.path.join(REPO, "README.md"), *sorted(
            os.path.join(docs, name) for name in os.listdir(docs) if name.endswith(".md"))]:
        with open(path) as document:
            yield document.read()


def readme_seeds():
    """Every curl POST example of README.md and the guides, numbered in that order."""
    lines = (l for text in documented_examples() for l in text.splitlines() if l.startswith("curl ") and " -d " in l)
    for number, line in enumerate(lines):
        words = shlex.split(line)
        url = next(w for w in words if w.startswith("http"))
        path = "/" + url.split("/", 3)[3]
        body = words[words.index("-d") + 1].encode()
        if path in ENDPOINTS:
            yield f"readme-{number + 1}", ENDPOINTS[path] + body
            yield f"tight-readme-{number + 1}", TIGHT_ENDPOINTS[path] + body


def bench_seeds():
    """bench/request.json and the four spellings of bench/spellings/ (compact, spaced, pretty)."""
    with open(os.path.join(REPO, "bench", "request.json"), "rb") as request:
        body = request.read().strip()
        yield "bench-request", ENDPOINTS["/v1/scroll/offset"] + body
        yield "tight-bench-request", TIGHT_ENDPOINTS["/v1/scroll/offset"] + body
    spellings = os.path.join(REPO, "bench", "spellings")
    for name in sorted(os.listdir(spellings)):
        with open(os.path.join(spellings, name), "rb") as request:
            yield f"bench-{name.removesuffix('.json')}", ENDPOINTS["/v1/scroll/offset"] + request.read().strip()


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
