"""The README and every guide under docs/ print exactly what they show, and the README stays a
front door: short, its first curl early, every server flag in it, every local link alive.

An example is a ```sh block holding one `curl` line, followed at once by a ```json or ```text
block with its output. The command runs against the live test server (its URL replaces
http://127.0.0.1:8080) and its standard output, stripped, must equal the block, stripped.
An example that needs a server started differently says so on the line before its ```sh:
`<!-- server: SCROLLQUERY_AUTH_TOKEN=s3cret --cors-origin https://app.example -->` (variables,
then flags); it gets a fresh server of its own.
"""
import glob
import os
import re
import subprocess
import unicodedata

import pytest

from serverprocess import DEFAULT_BIN, REPO

EXAMPLE = re.compile(r"(?:<!-- server: ([^\n]*?) -->\n)?```sh\n(curl [^\n]*)\n```\n```(?:json|text)\n(.*?)\n```", re.S)
README_PATH = os.path.join(REPO, "README.md")
GUIDES = sorted(glob.glob(os.path.join(REPO, "docs", "*.md")))
#: Guides that are records, not how-tos: they need no runnable example.
RECORDS = {"performance.md"}
DOCUMENTS = [README_PATH, *GUIDES]
MARKDOWN = [*DOCUMENTS, os.path.join(REPO, "CONTRIBUTING.md")]


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def relative(path):
    return os.path.relpath(path, REPO)


README = read(README_PATH)
EXAMPLES = [(relative(path), setup, command, expected)
            for path in DOCUMENTS for setup, command, expected in EXAMPLE.findall(read(path))]


def test_readme_hasExamples():
    assert len([e for e in EXAMPLES if e[0] == "README.md"]) >= 3


@pytest.mark.parametrize("guide", [relative(g) for g in GUIDES if os.path.basename(g) not in RECORDS])
def test_everyGuide_hasRunnableExamples(guide):
    assert any(e[0] == guide for e in EXAMPLES), f"{guide} has no curl example with its output"


@pytest.mark.parametrize("document,setup,command,expected", EXAMPLES,
                         ids=[f"{d}-{i}" for i, (d, _, _, _) in enumerate(EXAMPLES)])
def test_example_printsExactlyWhatTheDocumentShows(server, started, monkeypatch, document, setup, command, expected):
    if setup:
        words = setup.split()
        for word in words:
            if re.fullmatch(r"[A-Z][A-Z_]*=\S*", word):
                monkeypatch.setenv(*word.split("=", 1))
        server = started(*[word for word in words if not re.fullmatch(r"[A-Z][A-Z_]*=\S*", word)])
    command = command.replace("http://127.0.0.1:8080", server.base_url)
    output = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=10, check=True).stdout
    assert output.strip() == expected.strip()


def test_readme_isAtMost300Lines():
    assert README.count("\n") <= 300


def test_readme_firstCurlIsAPostExampleWithin80Lines():
    lines = README.split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith("curl "))
    assert first < 80, f"first curl on line {first + 1}"
    assert " -d " in lines[first], "the first curl should POST"
    assert any(command == lines[first] and not setup for _, setup, command, _ in EXAMPLES), \
        "the first curl is not an example checked against the default server"


def help_text():
    binary = os.environ.get("SCROLLQUERY_BIN", DEFAULT_BIN)
    if not os.path.isabs(binary):
        binary = os.path.join(REPO, binary)
    return subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=10).stdout


def test_everyFlagOfHelp_andItsVariable_isInTheReadme():
    text = help_text()
    flags = set(re.findall(r"^\s+(--[a-z][a-z-]*)", text, re.M)) - {"--help"}
    variables = set(re.findall(r"\[([A-Z][A-Z_]*)[\]:]", text))
    assert len(flags) >= 15 and "--layout-cache-bytes" in flags
    assert {"HOST", "PORT", "SCROLLQUERY_LAYOUT_CACHE_BYTES"} <= variables
    missing = sorted(f for f in flags if f"`{f}" not in README) + sorted(v for v in variables if f"`{v}" not in README)
    assert not missing, f"not in README.md: {missing}"


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    heading = heading.strip().lower()
    kept = "".join(c for c in heading if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path):
    seen, result = {}, set()
    in_code = False
    for line in read(path).split("\n"):
        if line.startswith("```"):
            in_code = not in_code
        match = None if in_code else re.match(r"#+ (.*)", line)
        if match:
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


LINK = re.compile(r"\]\(([^)\s]+)\)")


@pytest.mark.parametrize("document", [relative(p) for p in MARKDOWN])
def test_everyLocalLinkAndImage_resolves(document):
    path = os.path.join(REPO, document)
    broken = []
    for target in LINK.findall(read(path)):
        if re.match(r"[a-z]+:", target):
            continue
        file, _, fragment = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if not os.path.exists(resolved):
            broken.append(target)
        elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
            broken.append(target)
    assert not broken, f"{document}: broken links {broken}"
