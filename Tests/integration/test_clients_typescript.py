"""clients/typescript: its types are what openapi.yaml generates today, the package and the
README's chat recipe type-check with Debian's `tsc` (strict), and, run with `node` against the
live server, get the answers README.md prints; a layout stored and edited on one server is
recovered by the client on another that never saw it."""
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from client_recipes import CHAT_RECIPE, answers
from serverprocess import REPO

CLIENT = os.path.join(REPO, "clients", "typescript")
sys.path.insert(0, os.path.join(REPO, "clients"))
import generate_typescript  # noqa: E402


def test_committedTypes_areWhatTheSpecGenerates(tmp_path):
    generate_typescript.generate(str(tmp_path / "types.ts"))
    with open(os.path.join(CLIENT, "src", "types.ts")) as committed:
        assert committed.read() == (tmp_path / "types.ts").read_text(), \
            "clients/typescript/src/types.ts differs from what openapi.yaml generates: run `make clients`"


def readme_recipe():
    with open(os.path.join(CLIENT, "README.md")) as readme:
        text = readme.read()
    return re.search(r"## The chat recipe.*?```ts\n(.*?)```", text, re.S).group(1)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A copy of the package, with the README's recipe as examples/readme.ts, compiled by tsc."""
    for tool in ("tsc", "node"):
        assert shutil.which(tool), f"{tool} is missing: make test-deps installs node-typescript and nodejs"
    root = tmp_path_factory.mktemp("typescript")
    for name in ("src", "examples"):
        shutil.copytree(os.path.join(CLIENT, name), root / name)
    for name in ("package.json", "tsconfig.json"):
        shutil.copy(os.path.join(CLIENT, name), root / name)
    recipe = readme_recipe().replace('from "scrollquery-client"', 'from "../src/client.js"')
    (root / "examples" / "readme.ts").write_text("declare const process: { exitCode?: number };\n" + recipe)
    result = subprocess.run(["tsc", "-p", str(root)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    return root / "dist" / "examples"


def run(script, *args):
    result = subprocess.run(["node", str(script), *args], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_chatRecipe_getsTheReadmeAnswers(built, server):
    assert answers(run(built / "chat-recipe.js", server.base_url)) == CHAT_RECIPE


def test_readmeChatRecipe_printsWhatItsCommentsSay(built, server):
    script = built / "readme.js"
    script.write_text(script.read_text().replace("http://127.0.0.1:8080", server.base_url))
    expected = re.findall(r"^\s*console\.log\(.*// → (.*)$", readme_recipe(), re.M)
    assert len(expected) == 3
    assert run(script).splitlines() == expected


def test_storedLayoutAndItsEdits_recoveredOnAReplicaThatNeverSawThem(built, started):
    first, second = started(), started()
    lines = {name: json.loads(rest) for name, _, rest in
             (line.partition(" ") for line in run(built / "recover-layout.js", first.base_url, second.base_url).splitlines())}
    assert lines["onSecond"] == lines["onFirst"]
    # Row 500 is the base's row 490 under 10 new rows of 50, the one at index 3 (a stack without
    # ids is numbered by index) grown to 300: 10 · (50 + 20) + 250 + 490 · (100 + 20) = 59750,
    # centred in 844: 59750 − 372.
    assert lines["onSecond"]["contentOffset"]["y"] == 59378
    assert lines["details"]["itemCount"] == 1010
    for layout in lines["stored"]:
        assert second.request("GET", f"/v1/layouts/{layout}")[0] == 200
