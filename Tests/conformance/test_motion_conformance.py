"""ScrollQuery motion must match Chromium: cubic-bézier progress (±1e-6) and CSS Scroll Snap
resting positions after `scrollTo({top})` / `scrollBy({top})` (±0.5 px).

The default case counts (40 random curves × 6 times + 5 named curves × 11 times = 295 samples;
200 snap layouts × 3 = 600 positions; 100 two-axis layouts × 2 = 200; 50 × 6 families of
two-axis lists, grids, feeds, covering and nested areas × 2 = 600) run in one Chromium launch of
a few seconds.
See Tests/conformance/README.md.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import motion_browser  # noqa: E402
import motion_cases  # noqa: E402
import motion_service  # noqa: E402


@pytest.fixture(scope="module")
def cases():
    return {"easing": motion_cases.easing_cases(), "snap": motion_cases.snap_cases(),
            "snap2d": motion_cases.snap2d_cases(), "snapaxes": motion_cases.snap_axes_cases()}


@pytest.fixture(scope="module")
def chromium(cases, chromium_binary):
    return motion_browser.run(cases, chromium=chromium_binary)


def test_enough_cases(cases):
    samples = sum(len(c["times"]) for c in cases["easing"] if c["id"].startswith("b"))
    assert samples >= min(200, motion_cases._env("MOTION_EASING_N", 40) * motion_cases.TIMES_PER_CURVE)
    assert 2 * len(cases["snap"]) >= min(300, 2 * motion_cases._env("MOTION_SNAP_N", 200))


def test_harness_sets_up_every_case(cases, chromium):
    problems = {c["id"]: p for c in cases["snap"] if (p := motion_service.sanity_problems(c, chromium["snap"][c["id"]]))}
    problems.update({c["id"]: chromium["easing"][c["id"]]["error"] for c in cases["easing"] if "error" in chromium["easing"][c["id"]]})
    problems.update({c["id"]: p for key in ("snap2d", "snapaxes") for c in cases[key]
                     if (p := motion_service.sanity_problems_2d(c, chromium[key][c["id"]]))})
    assert not problems, problems


def test_easing_matches_chromium(cases, chromium, service_url):
    mismatches, samples, worst = motion_service.compare_easing(cases["easing"], chromium["easing"], service_url)
    assert samples >= 200
    assert not mismatches, motion_service.format_mismatches(mismatches)


def test_css_snap_matches_chromium(cases, chromium, service_url):
    mismatches, count, _ = motion_service.compare_snap(cases["snap"], chromium["snap"], service_url)
    assert count >= 300
    assert not mismatches, motion_service.format_mismatches(mismatches)


def test_css_snap_on_both_axes_matches_chromium(cases, chromium, service_url):
    mismatches, count, _ = motion_service.compare_snap2d(cases["snap2d"], chromium["snap2d"], service_url)
    assert count >= 100
    assert not mismatches, motion_service.format_mismatches(mismatches)


def test_css_snap_on_both_axes_of_lists_grids_and_feeds_matches_chromium(cases, chromium, service_url):
    """`behavior.css.axis` defaults to `both`: lists whose cross axis cannot scroll, grids,
    feeds of carousels, areas larger than the snapport, nested areas (issue 35)."""
    mismatches, count, _ = motion_service.compare_snap2d(cases["snapaxes"], chromium["snapaxes"], service_url)
    assert count >= 2 * len(motion_cases.AXES_FAMILIES) * min(50, motion_cases._env("MOTION_AXES_N", 50))
    assert not mismatches, motion_service.format_mismatches(mismatches)
