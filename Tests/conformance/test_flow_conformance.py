"""Writing modes, scroll chains and if-needed against Chromium: every container's resting
offset and CSSOM scroll position from `/v1/scroll/offset` (`semantics: "css"`,
`displayScale: 1`) must equal what `scrollIntoView` / `scrollIntoViewIfNeeded` leave
(±0.01 px). One Chromium launch runs every case (see flow_browser.py).

Device pixels: 150 fractional layouts (DPX_N) at device scale factors 1, 2, 3 and 2.625, each
in its own launch, `displayScale` = the factor, exact to ±0.001 CSS px.

FLOW_N / IFNEEDED_N / CHAIN_N / DPX_N / CONFORMANCE_SEED change the cases.
"""

from __future__ import annotations

import collections
import itertools
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import flow_browser  # noqa: E402
import flow_generate  # noqa: E402
import flow_service  # noqa: E402
import service  # noqa: E402


@pytest.fixture(scope="module")
def cases():
    return flow_generate.generate()


@pytest.fixture(scope="module")
def chromium(cases):
    if not browser.find_chromium():
        pytest.fail("no Chromium found: install Debian's `chromium` or set CHROMIUM_BIN")
    return flow_browser.run_cases(cases)


@pytest.fixture(scope="module")
def service_url(request):
    url = os.environ.get("SCROLLQUERY_URL")
    if url:
        return url
    try:
        server = service.Server()
    except (FileNotFoundError, RuntimeError) as e:
        pytest.fail(f"cannot start the server: {e}")
    request.addfinalizer(server.stop)
    return server.url


def test_enough_cases(cases):
    kinds = collections.Counter(c["kind"] for c in cases)
    assert kinds["flow"] >= min(400, flow_generate.env_int("FLOW_N", 400))
    assert kinds["ifneeded"] >= min(100, flow_generate.env_int("IFNEEDED_N", 100))
    assert kinds["chain"] >= min(200, flow_generate.env_int("CHAIN_N", 200))


def test_every_writing_mode_direction_and_anchor_is_covered(cases):
    seen = {(c["containers"][0]["writingMode"], c["containers"][0]["direction"], c["block"], c["inline"])
            for c in cases if c["kind"] == "flow"}
    want = set(itertools.product(flow_generate.WRITING_MODES, flow_generate.DIRECTIONS,
                                 flow_generate.POSITIONS, flow_generate.POSITIONS))
    assert len(seen) >= 0.9 * len(want), f"only {len(seen)} of {len(want)} combinations"


def test_harness_sets_up_every_case(cases, chromium):
    problems = {c["id"]: p for c in cases if (p := flow_service.sanity_problems(c, chromium["results"][c["id"]]))}
    assert not problems, problems


def test_chromium_moves_in_most_cases(cases, chromium):
    moved = collections.Counter()
    for c in cases:
        r = chromium["results"][c["id"]]
        moved[c["kind"]] += r["result"] != r["initial"]
    counts = collections.Counter(c["kind"] for c in cases)
    for kind in counts:
        assert moved[kind] >= counts[kind] // 2, (kind, moved[kind], counts[kind])


def test_service_matches_chromium(cases, chromium, service_url):
    bad = flow_service.compare(cases, chromium["results"], service_url)
    assert not bad, flow_service.format_mismatches(bad, len(cases))


@pytest.fixture(scope="module")
def dpx_cases():
    return flow_generate.generate_dpx()


@pytest.mark.parametrize("scale", flow_generate.DEVICE_SCALES)
def test_devicePixels_fractionalLayouts_matchChromiumExactly(dpx_cases, scale, service_url):
    """`semantics: "css"` with `displayScale` = the device scale factor
    (`--force-device-scale-factor`), on fractional geometry: `scrollLeft`/`scrollTop` within
    ±0.001 CSS px."""
    data = flow_browser.run_cases(dpx_cases, scale=scale)
    assert data["devicePixelRatio"] == scale
    problems = {c["id"]: p for c in dpx_cases
                if (p := flow_service.dpx_sanity_problems(c, data["results"][c["id"]]))}
    assert not problems, problems
    bad = flow_service.compare_dpx(dpx_cases, data["results"], service_url, scale)
    assert not bad, flow_service.format_mismatches(bad, len(dpx_cases))
