"""clients/python: its models are what openapi.yaml generates today; pip installs it and the
installed package passes `mypy --strict`; through it the chat recipe gets the answers README.md
prints, errors are raised with the service's status, code, message and pointer, batches go typed
both ways, and a stored layout the server forgot (deleted, or a restart) is stored again, edits and
all, without the caller seeing it."""
import os
import shutil
import subprocess
import sys

import pytest

from client_recipes import CHAT_RECIPE
from serverprocess import REPO, Server

CLIENT = os.path.join(REPO, "clients", "python")
sys.path.insert(0, os.path.join(REPO, "clients"))
sys.path.insert(0, CLIENT)
import generate_python  # noqa: E402
from scrollquery_client import (  # noqa: E402
    Client, ScrollQueryError, offset_result, visibility_result,
)
from scrollquery_client import client as client_module  # noqa: E402

#: What a build or an import leaves in the folder (clients/python/.gitignore keeps it out of git).
BUILD_LEFTOVERS = ["__pycache__", "build", "dist", "*.egg-info", ".mypy_cache"]
PHONE = {"width": 390, "height": 844}
INSETS = {"top": 47, "bottom": 34}


def test_committedModels_areWhatTheSpecGenerates(tmp_path):
    """Fails when openapi.yaml changed and `make clients` was not run."""
    generate_python.generate(str(tmp_path / "models.py"))
    with open(os.path.join(CLIENT, "scrollquery_client", "models.py")) as committed:
        assert committed.read() == (tmp_path / "models.py").read_text(), \
            "clients/python/scrollquery_client/models.py differs from what openapi.yaml generates: run `make clients`"


def install(target):
    """`pip install ./clients/python` (from a copy: a build leaves files next to setup.py) into `target`."""
    source = target.parent / "source"
    shutil.copytree(CLIENT, source, ignore=shutil.ignore_patterns(*BUILD_LEFTOVERS))
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--target", str(target), str(source)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    return target


def test_pipInstalledPackage_importsAndPassesMypyStrict(tmp_path):
    site = install(tmp_path / "site")
    check = subprocess.run([sys.executable, "-c", "import scrollquery_client; print(scrollquery_client.__file__)"],
                           capture_output=True, text=True, cwd=str(tmp_path), env=dict(os.environ, PYTHONPATH=str(site)))
    assert check.returncode == 0, check.stderr
    assert check.stdout.startswith(str(site))
    assert (site / "scrollquery_client" / "py.typed").exists()
    typed = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "-p", "scrollquery_client"],
                           capture_output=True, text=True, cwd=str(tmp_path), env=dict(os.environ, MYPYPATH=str(site)),
                           timeout=600)
    assert typed.returncode == 0, typed.stdout + typed.stderr


@pytest.fixture
def client(server):
    return Client(server.base_url)


def test_chatRecipe_getsTheReadmeAnswers(client):
    tall = {"width": 390, "height": 3000}
    got = {}
    got["centreMessage"] = client.offset({
        "viewport": PHONE, "contentSize": tall, "contentInsets": INSETS,
        "items": [{"id": "msg-41", "frame": {"x": 0, "y": 1200, "width": 390, "height": 120}}],
        "target": {"id": "msg-41"}, "anchor": "center"})
    got["pinToNewest"] = client.offset({
        "viewport": PHONE, "contentSize": tall, "contentInsets": INSETS,
        "items": [{"id": "msg-41", "frame": {"x": 0, "y": 2760, "width": 390, "height": 120}},
                  {"id": "msg-42", "frame": {"x": 0, "y": 2880, "width": 390, "height": 120}}],
        "target": {"id": "msg-42"}, "anchor": "bottom"})
    before = {"viewport": PHONE, "contentSize": tall, "contentInsets": INSETS,
              "contentOffset": got["pinToNewest"]["contentOffset"]}
    got["messageArrives"] = client.transition({"before": before, "after": {"contentSize": {"width": 390, "height": 3120}}})
    got["keyboardUp"] = client.transition({"before": before, "after": {"contentInsets": {"top": 47, "bottom": 336}}})
    feed = client.visibility({
        "viewport": PHONE, "contentSize": {"width": 390, "height": 1800}, "contentOffset": {"x": 0, "y": 700},
        "items": [{"id": f"p{n}", "frame": {"x": 0, "y": 600 * (n - 1), "width": 390, "height": 600}} for n in (1, 2, 3)],
        "prefetchDistance": 400})
    got["loadMore"] = {key: value for key, value in feed.items() if key != "geometry"}
    with pytest.raises(ScrollQueryError) as missing:
        client.offset({"viewport": {"width": 320, "height": 480}, "contentSize": {"width": 320, "height": 1000},
                       "items": [], "target": {"index": 3}})
    error = missing.value
    got["targetNotFound"] = {"error": {"code": error.code, "message": error.message, "pointer": error.pointer}}
    assert error.status == 404
    assert got == CHAT_RECIPE


@pytest.mark.parametrize("body, status, code, message, pointer", [
    ({"viewport": {"width": 320, "height": 480}, "contentSize": {"width": 320, "height": 1000},
      "items": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 320, "height": -4}}], "target": {"id": "a"}},
     400, "invalid_field", "height must be >= 0", "/items/0/frame/height"),
    ({"viewport": {"width": 320, "height": 480}, "layout": "sha256-" + "0" * 64, "target": {"index": 0}},
     404, "unknown_layout", None, "/layout"),
])
def test_errorAnswer_isRaisedWithStatusCodeMessageAndPointer(client, body, status, code, message, pointer):
    with pytest.raises(ScrollQueryError) as raised:
        client.offset(body)
    assert (raised.value.status, raised.value.code, raised.value.pointer) == (status, code, pointer)
    assert message is None or raised.value.message == message
    assert str(raised.value).startswith(f"{status} {code}: ")


def test_unknownPath_isRaisedWithTheServersCode(client):
    with pytest.raises(ScrollQueryError) as raised:
        client._send("GET", "/v1/nowhere", None)
    assert (raised.value.status, raised.value.code) == (404, "not_found")


def test_refusalWithoutErrorBody_keepsItsTextAsTheMessage():
    # A proxy's page, say: no code, no pointer, the text cut to 200 characters.
    error = client_module._error(502, b"<html>" + b"x" * 300, "5")
    assert (error.status, error.code, error.pointer, error.retry_after) == (502, None, None, "5")
    assert error.message == "<html>" + "x" * 194
    assert str(error) == f"502: {error.message}"


def test_batch_typedOperationsIn_typedResultsOut(client):
    stored = client.store_layout({"stack": {"sizes": {"uniform": 44, "count": 1_000_000}, "spacing": 0}})
    answer = client.batch({
        "viewport": PHONE, "layout": stored["layoutId"],
        "requests": [{"op": "offset", "target": {"index": 500_000}, "anchor": "center"},
                     {"op": "offset", "target": {"index": 2_000_000}},
                     {"op": "visibility", "contentOffset": {"x": 0, "y": 22_000_000}}]})
    first, missing, seen = answer["results"]
    # Row 500,000 starts at 22,000,000; centred: 22,000,000 − (844 − 44) / 2.
    assert offset_result(first)["contentOffset"]["y"] == 22_000_000 - 400
    with pytest.raises(ScrollQueryError) as raised:
        offset_result(missing)
    assert (raised.value.status, raised.value.code, raised.value.pointer) == (404, "target_not_found", "/requests/1/target/index")
    assert visibility_result(seen)["firstVisible"] == 500_000


def test_bearerToken_isSent(started, tmp_path):
    token = tmp_path / "token"
    token.write_text("s3cret\n")
    guarded = started("--auth-token-file", str(token))
    assert Client(guarded.base_url, token="s3cret").health() == {"status": "ok"}
    with pytest.raises(ScrollQueryError) as raised:
        Client(guarded.base_url).store_layout({"stack": {"sizes": [10]}})
    assert (raised.value.status, raised.value.code) == (401, "unauthorized")


# Recovery: the server forgets, the client stores again.

STACK = {"stack": {"sizes": {"uniform": 100, "count": 1000}, "spacing": 20}}
ROW_500 = {"viewport": PHONE, "target": {"index": 500}, "anchor": "center"}


def test_storedLayout_deletedOnTheServer_isStoredAgainAndAnswers(client, server):
    stored = client.store_layout(STACK)
    assert server.request("DELETE", f"/v1/layouts/{stored['layoutId']}")[0] == 204
    # Row 500 starts at 500 · (100 + 20) = 60000; centred: 60000 − (844 − 100) / 2 = 59628.
    answer = client.offset({**ROW_500, "layout": stored["layoutId"]})
    assert answer["contentOffset"]["y"] == 59628
    assert server.request("GET", f"/v1/layouts/{stored['layoutId']}")[0] == 200


def test_editedLayout_afterARestart_isRebuiltFromItsBaseAndEdits(tmp_path):
    first = Server()
    try:
        client = Client(first.base_url)
        base = client.store_layout(STACK)
        # 10 rows of 50 at the top, then the row at index 3 (one of them: a stack without ids is
        # numbered by index) resized to 300.
        inserted = client.edit_layout(base["layoutId"], [{"insert": {"at": 0, "sizes": [50] * 10}}])
        edited = client.edit_layout(inserted["layoutId"], [{"resize": {"id": 3, "size": 300}}])
        expected = client.offset({**ROW_500, "layout": edited["layoutId"]})
        # Row 500, the base's row 490: 10 · (50 + 20) + 250 + 490 · (100 + 20) = 59750; centred: − 372.
        assert expected["contentOffset"]["y"] == 59378
    finally:
        first.stop()
    second = Server()
    try:
        client.base_url = second.base_url  # the same client, a fresh replica: it holds nothing
        assert second.request("GET", f"/v1/layouts/{edited['layoutId']}")[0] == 404
        again = client.offset({**ROW_500, "layout": edited["layoutId"]})
        assert again == expected
        details = client.layout(edited["layoutId"])
        assert (details["layoutId"], details["itemCount"]) == (edited["layoutId"], 1010)
        # Both bases came back on the way, under the same ids.
        for layout in (base, inserted):
            assert second.request("GET", f"/v1/layouts/{layout['layoutId']}")[0] == 200
    finally:
        assert second.stop() == 0


def test_transitionBetweenTwoForgottenLayouts_recoversBoth(client, server):
    before = client.store_layout(STACK)
    after = client.edit_layout(before["layoutId"], [{"insert": {"at": 0, "sizes": [100]}}])
    for layout in (before, after):
        assert server.request("DELETE", f"/v1/layouts/{layout['layoutId']}")[0] == 204
    moved = client.transition({
        "before": {"viewport": PHONE, "layout": before["layoutId"], "contentOffset": {"x": 0, "y": 6000}},
        "after": {"layout": after["layoutId"]}, "keep": "firstVisible", "semantics": "uikit"})
    # A 100-point row (and its 20 of spacing) above the first visible one: 120 further down.
    assert moved["delta"]["y"] == 120


def test_unknownLayout_notStoredByThisClient_isRaised(client, server):
    other = Client(server.base_url)
    stored = other.store_layout({"stack": {"sizes": {"uniform": 7, "count": 7}}})
    other.delete_layout(stored["layoutId"])
    assert stored["layoutId"] not in other.stored_layouts()
    with pytest.raises(ScrollQueryError) as raised:
        other.offset({**ROW_500, "target": {"index": 1}, "layout": stored["layoutId"]})
    assert (raised.value.status, raised.value.code) == (404, "unknown_layout")
