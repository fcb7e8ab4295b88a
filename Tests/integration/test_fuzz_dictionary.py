"""The fuzz dictionary's schema words come from openapi.yaml (scripts/spec-words.awk, which
scripts/fuzz.sh runs): every property name and every enum value, so a new field is fuzzed as a
whole word the day it enters the spec."""
import re
import subprocess

from serverprocess import REPO
from spec import SPEC

WORD = re.compile(r"[A-Za-z0-9_.-]+")


def nodes(node):
    if isinstance(node, dict):
        yield node
        for child in node.values():
            yield from nodes(child)
    elif isinstance(node, list):
        for child in node:
            yield from nodes(child)


def test_specWords_areEveryPropertyNameAndEnumValueOfTheSpec():
    expected = set()
    for node in nodes(SPEC):
        if isinstance(node.get("properties"), dict):
            expected |= {f'"\\"{name}\\":"' for name in node["properties"]}
        if isinstance(node.get("enum"), list):
            expected |= {f'"\\"{value}\\""' for value in node["enum"] if isinstance(value, str) and WORD.fullmatch(value)}
    words = subprocess.run(["awk", "-f", "scripts/spec-words.awk", "openapi.yaml"],
                           cwd=REPO, capture_output=True, text=True, check=True).stdout.split("\n")
    assert set(words) - {""} == expected
    assert len(words) - 1 == len(expected), "a word is printed twice"


def test_handKeptDictionary_repeatsNoSpecWord():
    with open(f"{REPO}/Fuzz/scrollquery.dict", encoding="utf-8") as file:
        kept = {line for line in file.read().split("\n") if line and not line.startswith("#")}
    words = subprocess.run(["awk", "-f", "scripts/spec-words.awk", "openapi.yaml"],
                           cwd=REPO, capture_output=True, text=True, check=True).stdout.split("\n")
    assert kept & set(words) == set()
