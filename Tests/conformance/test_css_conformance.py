"""ScrollQuery `semantics: "css"` must match Chromium's `Element.scrollIntoView({block, inline})`.

    pytest Tests/conformance                                   # starts the server itself
    SCROLLQUERY_URL=http://127.0.0.1:PORT pytest Tests/conformance

Without SCROLLQUERY_URL the server is started from $SCROLLQUERY_BIN (default
.build/release/scroll-query-server) with `--port 0`. CONFORMANCE_N / CONFORMANCE_SEED change the
random cases; CHROMIUM_BIN picks the browser. See Tests/conformance/README.md.
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import generate  # noqa: E402
import service  # noqa: E402


@pytest.fixture(scope="module")
def cases():
    return generate.generate()


@pytest.fixture(scope="module")
def chromium(cases, chromium_binary):
    return browser.run_cases(cases, chromium=chromium_binary)


def test_enough_cases(cases):
    assert len([c for c in cases if c["id"].startswith("r")]) >= min(300, generate.env_n())
    assert len({c["id"] for c in cases}) == len(cases)


def test_harness_sets_up_every_case(cases, chromium):
    """The page laid every case out as asked, and only the container scrolled."""
    problems = {c["id"]: p for c in cases if (p := browser.sanity_problems(c, chromium["results"][c["id"]]))}
    assert not problems, problems


def test_chromium_edge_expectations(cases, chromium):
    """The hand-built edge cases still get the answers seen from Chromium 156."""
    diffs = [f"{c['id']}: got {chromium['results'][c['id']].get('result')}, expected {c['chromium']} "
             f"({c['note']})"
             for c in cases if "chromium" in c and chromium["results"][c["id"]].get("result") != c["chromium"]]
    assert not diffs, "\n".join(diffs)


def test_css_semantics_match_chromium(cases, chromium, service_url):
    mismatches, _ = service.compare(cases, chromium["results"], service_url)
    assert not mismatches, service.format_mismatches(mismatches, len(cases))
