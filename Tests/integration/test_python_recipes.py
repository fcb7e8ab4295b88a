"""Every ```python block of README.md, docs/*.md and clients/*/README.md passes `mypy --strict`
against the pip-installed client, runs against the live server, and prints what its
`# → ` comments say.

A recipe finds the server through the client: `Client()` talks to $SCROLLQUERY_URL (here the test
server), else http://127.0.0.1:8080, where `make run` serves.
"""
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

from serverprocess import REPO

CLIENT = os.path.join(REPO, "clients", "python")
DOCUMENTS = ["README.md", *sorted(glob.glob("docs/*.md", root_dir=REPO)), *sorted(glob.glob("clients/*/README.md", root_dir=REPO))]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def recipes():
    found = []
    for document in DOCUMENTS:
        with open(os.path.join(REPO, document)) as file:
            text = file.read()
        for match in BLOCK.finditer(text):
            place = f"{document}:{text.count(chr(10), 0, match.start()) + 1}"
            found.append(pytest.param(place, match.group(1), id=place))
    return found


RECIPES = recipes()


def test_theDocsHaveTheRecipesTheyPromise():
    """The README's first example, a big list, a platform `call`, and the client's own."""
    places = [recipe.values[0].split(":")[0] for recipe in RECIPES]
    for document in ("README.md", "docs/big-lists.md", "docs/scrolling.md", "clients/python/README.md"):
        assert document in places, f"no ```python block in {document}"


@pytest.fixture(scope="module")
def checked(tmp_path_factory):
    """The client pip-installed into a folder, every recipe written to a file, and mypy --strict's
    errors over all of them in one run: `(site, files, {file name: [error lines]})`."""
    root = tmp_path_factory.mktemp("recipes")
    shutil.copytree(CLIENT, root / "source", ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info", ".mypy_cache"))
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--target", str(root / "site"), str(root / "source")], capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    files = {}
    for number, recipe in enumerate(RECIPES):
        path = root / "recipes" / f"recipe_{number}.py"
        path.parent.mkdir(exist_ok=True)
        place, text = recipe.values
        path.write_text(text)
        files[place] = path
    typed = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--cache-dir", str(root / "cache"),
         *map(str, files.values())],
        capture_output=True, text=True, cwd=str(root), env=dict(os.environ, MYPYPATH=str(root / "site")), timeout=600)
    errors = {}
    for line in typed.stdout.splitlines():
        errors.setdefault(os.path.basename(line.split(":")[0]), []).append(line)
    assert typed.returncode in (0, 1), typed.stdout + typed.stderr
    return root / "site", files, errors


@pytest.mark.parametrize("place, recipe", RECIPES)
def test_recipe_passesMypyStrict_andPrintsWhatItSays(place, recipe, checked, server):
    site, files, errors = checked
    path = files[place]
    assert not errors.get(path.name), "\n".join(errors[path.name])
    run = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120, cwd=str(path.parent),
                         env=dict(os.environ, PYTHONPATH=str(site), SCROLLQUERY_URL=server.base_url))
    assert run.returncode == 0, run.stdout + run.stderr
    expected = re.findall(r"^\s*print\(.*# → (.*)$", recipe, re.M)
    assert run.stdout.splitlines() == expected
