"""Grids and sticky sections against Chromium (issue 44): `/v1/scroll/offset` (`semantics:
"css"`) with a `grid` must leave `scrollTop` where `scrollIntoView` leaves it on the same CSS
grid, with `sections` where it leaves it on a list of sections with `position: sticky` headers
(which it ignores: the row may land under the header), and `/v1/scroll/visibility`'s
`pinnedHeader` must name the section whose header is stuck at the top and that header's y,
negative while it is pushed out (±0.5 px). One Chromium launch runs every case (see
grids_browser.py).

GRIDS_N / STICKY_N / CONFORMANCE_SEED change the cases.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import grids_browser  # noqa: E402
import grids_generate  # noqa: E402
import grids_service  # noqa: E402
from service import post_json  # noqa: E402


@pytest.fixture(scope="module")
def cases():
    return grids_generate.generate()


@pytest.fixture(scope="module")
def chromium(cases, chromium_binary):
    return grids_browser.run_cases(*cases, chromium=chromium_binary)


def require_layout(url: str, field: str, body: dict) -> None:
    """Skips when the server under test does not know `field` at all (400 `unknown_field` at
    `/field`: a build from before issue 44); any other answer runs the comparison, so the
    comparison can only be skipped by a server that rejects the whole layout."""
    status, resp = post_json(url, "/v1/scroll/offset", {"viewport": {"width": 100, "height": 100},
                                                         field: body, "target": {"index": 0}})
    error = resp.get("error", {}) if isinstance(resp, dict) else {}
    if status == 400 and error.get("code") == "unknown_field" and error.get("pointer") == f"/{field}":
        pytest.skip(f"the server does not know `{field}` yet: {error.get('message')}")


def test_enough_cases(cases):
    grids, sections = cases
    assert len(grids) >= min(100, grids_generate.env_int("GRIDS_N", 100))
    assert len(sections) >= min(100, grids_generate.env_int("STICKY_N", 100))
    assert sum(1 for c in grids if c["grid"]["fullSpan"]) >= len(grids) // 3
    assert sum(1 for c in grids if isinstance(c["grid"]["columns"], dict)) >= len(grids) // 4


def test_harness_sets_up_every_case(cases, chromium):
    grids, sections = cases
    problems = {c["id"]: p for c in grids if (p := grids_service.grid_sanity(c, chromium["grids"][c["id"]]))}
    problems.update({c["id"]: p for c in sections
                     if (p := grids_service.sections_sanity(c, chromium["sections"][c["id"]]))})
    assert chromium["window"] == [0, 0]
    assert not problems, problems


def test_headers_are_pushed_out_in_some_cases(cases, chromium):
    _, sections = cases
    pushed = [q for c in sections for q in chromium["sections"][c["id"]]["stuck"]
              if (p := grids_service.browser_pinned(c, q)) and p["y"] < 0]
    assert len(pushed) >= len(sections) // 2


def test_the_same_frames_as_items_match_chromium(cases, chromium, service_url):
    """The harness's model of the page, sent as plain frames, agrees with Chromium: a mismatch
    in the tests below is the grid's or the sections', not the harness's."""
    grids, sections = cases
    mismatches = (grids_service.compare_frames(grids, chromium["grids"], service_url)
                  + grids_service.compare_frames(sections, chromium["sections"], service_url))
    total = sum(len(c["probes"]) for c in grids + sections)
    assert not mismatches, grids_service.format_mismatches("frames", mismatches, total)


def test_grid_offsets_match_scroll_into_view(cases, chromium, service_url):
    grids, _ = cases
    require_layout(service_url, "grid", {"count": 1, "columns": 1, "itemHeight": 10})
    mismatches = grids_service.compare_grids(grids, chromium["grids"], service_url)
    total = grids_service.count_probes(grids, [])["grid offsets"]
    assert not mismatches, grids_service.format_mismatches("grid offsets", mismatches, total)


def test_aspect_ratio_grid_offsets_match_scroll_into_view_in_layout_units(cases, chromium, service_url):
    grids, _ = cases
    require_layout(service_url, "grid", {"count": 1, "columns": 1, "itemHeight": 10})
    mismatches = grids_service.compare_aspect_grids(grids, chromium["grids"], service_url)
    total = grids_service.count_probes(grids, [])["aspect-ratio grid offsets"]
    assert not mismatches, grids_service.format_mismatches("aspect-ratio grid offsets", mismatches, total)


def test_section_offsets_match_scroll_into_view_under_sticky_headers(cases, chromium, service_url):
    _, sections = cases
    require_layout(service_url, "sections", [{"header": 10, "count": 1, "itemHeight": 10}])
    mismatches = grids_service.compare_section_offsets(sections, chromium["sections"], service_url)
    total = grids_service.count_probes([], sections)["section offsets"]
    assert not mismatches, grids_service.format_mismatches("section offsets", mismatches, total)


def test_sticky_header_target_aligns_where_the_header_is_drawn(cases, chromium, service_url):
    """`scrollIntoView` of a sticky header aligns its box as drawn at the starting offset:
    stuck at the top (or pushed out), not its place in the flow (see README.md)."""
    _, sections = cases
    require_layout(service_url, "sections", [{"header": 10, "count": 1, "itemHeight": 10}])
    mismatches = grids_service.compare_header_offsets(sections, chromium["sections"], service_url)
    total = grids_service.count_probes([], sections)["header offsets"]
    assert not mismatches, grids_service.format_mismatches("header offsets", mismatches, total)


def test_pinned_header_is_the_stuck_sticky_header(cases, chromium, service_url):
    _, sections = cases
    require_layout(service_url, "sections", [{"header": 10, "count": 1, "itemHeight": 10}])
    mismatches = grids_service.compare_stuck(sections, chromium["sections"], service_url)
    total = grids_service.count_probes([], sections)["pinned headers"]
    assert not mismatches, grids_service.format_mismatches("pinned headers", mismatches, total)
