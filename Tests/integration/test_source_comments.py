"""Comments in Sources/ state contracts (what holds: a formula, a unit, a bound), never history:
no timing, instruction count, date or fuzzer story. Those belong in docs/performance.md and in
commit messages, where they carry their date and host; in a comment they go stale unseen.

`HISTORY` is the table of what counts as history. Units alone are contracts ("in seconds",
"200 ms to connect", "1/64 px", "O(log n)"); a figure is history when it comes with how it was
measured, as a before/after, or as a count of instructions.
"""
import os
import re

import pytest

from serverprocess import REPO

SOURCES = os.path.join(REPO, "Sources")
EXTENSIONS = (".swift", ".c", ".h", ".js", ".css", ".html")

NUMBER = r"\d[\d.,]*\s*[kKM]?"
TIME_UNIT = r"(?:µs|us|ms|ns|s|sec|seconds?)\b"
MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"

HISTORY = {
    "an ISO date": rf"\b(?:19|20)\d\d-\d\d(?:-\d\d)?\b",
    "a month and year": rf"\b(?:{MONTHS})\s+(?:19|20)\d\d\b",
    "a before → after figure": rf"{NUMBER}\s*(?:%|{TIME_UNIT}|instructions?)?\s*(?:→|->|=>)\s*\d",
    "an instruction count": rf"(?:{NUMBER}|\b(?:fewer|more|extra|few|handful of|one|two|three))\s+"
    r"(?:\w+\s+)?instructions?\b",
    "a measured timing": rf"\b(?:costs?|cost|took|takes|saves?|saved|faster|slower|median|mean|p50|p99)\b"
    rf"[^.;]*?{NUMBER}\s*{TIME_UNIT}",
    "a timing of CPU": rf"{NUMBER}\s*{TIME_UNIT}\s+of\s+(?:user\s+|system\s+)?CPU",
    "a measuring tool or run": r"\b(?:callgrind|cachegrind|valgrind|hyperfine|perf stat|wrk\s+-[tc]\d*|median of \d"
    r"|alternating rounds)\b",
    "a fuzzer story": r"\b(?:the|a|our)\s+(?:lib)?fuzzer\s+(?:found|caught|hit|turned up|reported|crashed)"
    r"|\bfound\s+by\s+(?:the\s+|a\s+)?(?:lib)?fuzz|\b(?:in|during)\s+(?:the\s+|a\s+)?(?:instrumented\s+)?fuzz(?:ing)?\s+"
    r"(?:build|run|session)",
}
PATTERNS = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in HISTORY.items()}


def comment_of(line):
    """The comment on `line`, or None: a whole-line `//`, `///`, `/*`, `*` comment, or what follows
    ` // ` after code (a URL's `://` is not a comment)."""
    stripped = line.strip()
    if stripped.startswith(("//", "/*", "*", "<!--")):
        return stripped
    match = re.search(r"(?<![:/])//\s", line)
    return line[match.start():] if match else None


def history_in(text):
    """The names of the `HISTORY` rows `text` matches."""
    return [name for name, pattern in PATTERNS.items() if pattern.search(text)]


def source_comments():
    for folder, _, files in os.walk(SOURCES):
        for name in sorted(files):
            if not name.endswith(EXTENSIONS):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    comment = comment_of(line)
                    if comment is not None:
                        yield f"{os.path.relpath(path, REPO)}:{number}", comment


def test_no_comment_in_sources_carries_history():
    found = [f"{place}: {', '.join(kinds)}: {comment}"
             for place, comment in source_comments() if (kinds := history_in(comment))]
    assert not found, "history in Sources/ comments (move it to docs/performance.md):\n" + "\n".join(found)


@pytest.mark.parametrize("comment, kind", [
    ("/// `update(from:count:)` (callgrind, 2026-12-01).", "an ISO date"),
    ("/// and the thirty-odd copies of an offset answer take 130 fewer instructions than through",
     "an instruction count"),
    ("/// request; without them, 52.3k → 52.1k instructions).", "a before → after figure"),
    ("/// alternating rounds: 6.68 → 5.94 µs). 8 KiB saves little more, but 750 kB bodies then arrive in",
     "a before → after figure"),
    ("/// evicts) cost 0.7 µs of user CPU per small request (bench POST, wrk -t1 -c64, median of 5",
     "a timing of CPU"),
    ("/// evicts) cost 0.7 µs of user CPU per small request (bench POST, wrk -t1 -c64, median of 5",
     "a measuring tool or run"),
    ("/// passes over (the fuzzer found \"0/\\u{F76}iei is not a known field\").", "a fuzzer story"),
    ("/// cost — in the instrumented fuzz build they were a third of storing a 1M-item layout.", "a fuzzer story"),
    ("/// Why: `Double.description` costs about 800 instructions a value and a `String`; answers",
     "an instruction count"),
    ("// positioning; csswg-drafts#7930, resolved January 2023, reverted #1459's use", "a month and year"),
    ("let x = 1  // took 3 ms on the bench host", "a measured timing"),
])
def test_history_table_catches_each_kind(comment, kind):
    assert kind in history_in(comment_of(comment))


@pytest.mark.parametrize("comment", [
    "/// The offset, in points, along the scroll axis.",
    "/// Chromium's LayoutUnit: 1/64 px, so offsets round to multiples of 0.015625.",
    "/// Lookups answer in O(log n + k) by binary search when the frames are monotone.",
    "/// The upper bounds of the request-duration histogram, from 100 µs to 10 s.",
    "/// 200 ms to connect, 500 ms per read or write, 1 s between attempts while down.",
    "/// How long a browser may reuse a preflight answer, in seconds.",
    "/// `sampleTimes` (seconds in [0, 60], at most 10000), in that order.",
    "/// What a scroll request brings into view. Items found by id or index are resolved to their",
    "/// A fling's velocity in points per second; g · 39.37 in/m · 160 px/in · 0.84.",
    "/// They make the fuzzer a differential test of the service's number reader.",
    "/// 16 KiB still takes a 12 KiB request head; 256 MiB is eight maximal bodies at once.",
    "let url = \"http://127.0.0.1:8080/v1/scroll/offset\"",
])
def test_history_table_leaves_contracts_alone(comment):
    text = comment_of(comment)
    assert text is None or history_in(text) == []
