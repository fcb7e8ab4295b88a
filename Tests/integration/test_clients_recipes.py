"""The answers the clients' tests expect (client_recipes.py) are the ones the documentation prints:
README.md or a guide under docs/ shows each, byte for byte, so the literals cannot drift from the
examples that `make test` keeps honest against the server."""
import glob
import json
import os

import pytest

import client_recipes as recipes
from serverprocess import REPO


def documentation():
    paths = [os.path.join(REPO, "README.md"), *glob.glob(os.path.join(REPO, "docs", "*.md"))]
    texts = []
    for path in paths:
        with open(path) as file:
            texts.append(file.read())
    return "\n".join(texts)


def compact(value):
    return json.dumps(value, separators=(",", ":"))


@pytest.mark.parametrize("name", ["CENTRE_MESSAGE", "MESSAGE_ARRIVES", "KEYBOARD_UP", "TARGET_NOT_FOUND"])
def test_wholeAnswer_isPrintedInTheDocumentation(name):
    assert compact(getattr(recipes, name)) in documentation()


def test_loadMore_itsItemsAndEdges_arePrintedInTheDocumentation():
    text = documentation()
    assert '{"items":' + compact(recipes.LOAD_MORE["items"]) in text
    rest = {key: value for key, value in recipes.LOAD_MORE.items() if key not in ("items", "edges")}
    assert compact(rest)[1:-1] in text
    assert '"edges":' + compact(recipes.LOAD_MORE["edges"]) in text


def test_pinToNewest_isTheScrollToBottomAnswer_withTheMessagesRect():
    """README prints the bottom edge's answer; the newest message at the bottom is that offset."""
    bottom = {key: value for key, value in recipes.PIN_TO_NEWEST.items() if key != "targetRect"}
    assert compact(bottom) in documentation()
