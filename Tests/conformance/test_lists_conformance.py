"""Lists against Chromium: `/v1/scroll/visibility` vs IntersectionObserver ratios (±0.01) and
`/v1/scroll/transition` (`semantics: "css"`, `keep: "auto"`) vs the scroll position CSS scroll
anchoring keeps (±0.5 px). One Chromium launch runs every case (see lists_browser.py).

LISTS_VISIBILITY_N / LISTS_ANCHORING_N / CONFORMANCE_SEED change the cases.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import lists_browser  # noqa: E402
import lists_generate  # noqa: E402
import lists_service  # noqa: E402


@pytest.fixture(scope="module")
def cases():
    return lists_generate.generate()


@pytest.fixture(scope="module")
def chromium(cases, chromium_binary):
    return lists_browser.run_cases(*cases, chromium=chromium_binary)


def test_enough_cases(cases):
    visibility, anchoring = cases
    assert len(visibility) >= min(300, lists_generate.env_int("LISTS_VISIBILITY_N", 300))
    assert len(anchoring) >= min(200, lists_generate.env_int("LISTS_ANCHORING_N", 200))


def test_harness_sets_up_every_case(cases, chromium):
    visibility, anchoring = cases
    problems = {c["id"]: p for c in anchoring
                if (p := lists_service.anchoring_sanity(c, chromium["anchoring"][c["id"]]))}
    problems.update({c["id"]: p for c in visibility
                     if (p := lists_service.visibility_sanity(c, chromium["visibility"][c["id"]]))})
    assert not problems, problems


def test_visible_fractions_match_intersection_observer(cases, chromium, service_url):
    visibility, _ = cases
    mismatches = lists_service.compare_visibility(visibility, chromium["visibility"], service_url)
    assert not mismatches, lists_service.format_mismatches("visibility", mismatches, len(visibility))


def test_css_transition_matches_chromium_scroll_anchoring(cases, chromium, service_url):
    _, anchoring = cases
    mismatches = lists_service.compare_anchoring(anchoring, chromium["anchoring"], service_url)
    assert not mismatches, lists_service.format_mismatches("anchoring", mismatches, len(anchoring))
