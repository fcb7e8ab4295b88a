"""clients/python: the committed package is what the pinned generator writes from openapi.yaml
today, pip installs it, and the chat recipe run through it (its README's and the shared one of
client_recipes.py) gets the answers README.md prints."""
import filecmp
import os
import re
import shutil
import subprocess
import sys

import pytest

from client_recipes import CHAT_RECIPE
from serverprocess import REPO

CLIENT = os.path.join(REPO, "clients", "python")
sys.path.insert(0, os.path.join(REPO, "clients"))
import generate_python  # noqa: E402


#: What a build or an import leaves in the folder (clients/python/.gitignore keeps it out of git).
BUILD_LEFTOVERS = ["__pycache__", "build", "dist", "scrollquery_client.egg-info"]


def differences(left, right, ignore=BUILD_LEFTOVERS):
    """Paths (relative) that are only on one side or differ in content, recursively."""
    comparison = filecmp.dircmp(left, right, ignore=ignore)
    found = [*comparison.left_only, *comparison.right_only, *comparison.diff_files, *comparison.funny_files]
    for name, sub in comparison.subdirs.items():
        found += [os.path.join(name, path) for path in differences(sub.left, sub.right, ignore)]
    return found


def test_committedClient_isWhatThePinnedGeneratorWritesFromTheSpec(tmp_path):
    """Fails when openapi.yaml (or the generator settings) changed and `make clients` was not run."""
    generate_python.generate(str(tmp_path / "python"))
    changed = differences(CLIENT, str(tmp_path / "python"))
    assert not changed, f"clients/python differs from what openapi.yaml generates ({changed[:10]}): run `make clients`"


@pytest.fixture(scope="module")
def sq():
    sys.path.insert(0, CLIENT)
    try:
        import scrollquery_client.api.default as api
        import scrollquery_client.models as models
        from scrollquery_client import Client
    finally:
        sys.path.remove(CLIENT)
    return type("SQ", (), {"api": api, "m": models, "Client": Client})


def test_chatRecipe_typedRequests_getTheReadmeAnswers(sq, server):
    from scrollquery_client.api.default import scroll_offset, scroll_transition
    m = sq.m
    client = sq.Client(base_url=server.base_url, raise_on_unexpected_status=True)
    phone, insets = m.ViewportSize(width=390, height=844), m.Insets(top=47, bottom=34)
    tall = m.Size(width=390, height=3000)
    got = {}
    got["centreMessage"] = scroll_offset.sync(client=client, body=m.ItemScrollOffsetRequest(
        viewport=phone, content_size=tall, content_insets=insets,
        items=[m.Item(id="msg-41", frame=m.Rect(x=0, y=1200, width=390, height=120))],
        target=m.IdTarget(id="msg-41"), anchor=m.AnchorName.CENTER))
    got["pinToNewest"] = scroll_offset.sync(client=client, body=m.ItemScrollOffsetRequest(
        viewport=phone, content_size=tall, content_insets=insets,
        items=[m.Item(id="msg-41", frame=m.Rect(x=0, y=2760, width=390, height=120)),
               m.Item(id="msg-42", frame=m.Rect(x=0, y=2880, width=390, height=120))],
        target=m.IdTarget(id="msg-42"), anchor=m.AnchorName.BOTTOM))
    before = m.ScrollView(viewport=phone, content_size=tall, content_insets=insets,
                          content_offset=m.Point(x=0, y=got["pinToNewest"].content_offset.y))
    got["messageArrives"] = scroll_transition.sync(client=client, body=m.TransitionRequest(
        before=before, after=m.ScrollViewChange(content_size=m.Size(width=390, height=3120))))
    got["keyboardUp"] = scroll_transition.sync(client=client, body=m.TransitionRequest(
        before=before, after=m.ScrollViewChange(content_insets=m.Insets(top=47, bottom=336))))
    from scrollquery_client.api.default import scroll_visibility
    feed = scroll_visibility.sync(client=client, body=m.VisibilityRequest(
        viewport=phone, content_size=m.Size(width=390, height=1800), content_offset=m.Point(x=0, y=700),
        items=[m.Item(id=f"p{n}", frame=m.Rect(x=0, y=600 * (n - 1), width=390, height=600)) for n in (1, 2, 3)],
        prefetch_distance=400))
    got["loadMore"] = {key: value for key, value in feed.to_dict().items() if key != "geometry"}
    missing = scroll_offset.sync_detailed(client=sq.Client(base_url=server.base_url), body=m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=320, height=480), content_size=m.Size(width=320, height=1000),
        items=[], target=m.IndexTarget(index=3)))
    assert missing.status_code == 404 and isinstance(missing.parsed, m.Error)
    got["targetNotFound"] = missing.parsed
    assert {name: answer if isinstance(answer, dict) else answer.to_dict() for name, answer in got.items()} == CHAT_RECIPE


def readme_recipe():
    with open(os.path.join(CLIENT, "README.md")) as readme:
        text = readme.read()
    return re.search(r"## The chat recipe.*?```python\n(.*?)```", text, re.S).group(1)


def test_readmeChatRecipe_printsWhatItsCommentsSay(server):
    code = readme_recipe().replace("http://127.0.0.1:8080", server.base_url)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, PYTHONPATH=CLIENT))
    assert result.returncode == 0, result.stderr
    expected = re.findall(r"^print\(.*# → (.*)$", readme_recipe(), re.M)
    assert len(expected) == 2
    assert result.stdout.splitlines() == expected


def test_pipInstallsThePackage(tmp_path):
    """`pip install ./clients/python` works (from a copy, into a folder here: a build leaves files
    next to setup.py), and the installed package imports with no path tricks."""
    shutil.copytree(CLIENT, tmp_path / "python", ignore=shutil.ignore_patterns(*BUILD_LEFTOVERS))
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--target", str(tmp_path / "site"), str(tmp_path / "python")], capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    check = subprocess.run([sys.executable, "-c", "import scrollquery_client, sys; print(scrollquery_client.__file__)"],
                           capture_output=True, text=True, cwd=str(tmp_path), env=dict(os.environ, PYTHONPATH=str(tmp_path / "site")))
    assert check.returncode == 0, check.stderr
    assert check.stdout.startswith(str(tmp_path / "site"))
