"""ScrollQueryClient (Swift): the chat recipe run through it (Sources/ScrollQueryClientChat)
against the live server gets the answers README.md prints; clients/swift/README.md shows that
very code; the library depends on nothing of the server and imports Foundation only."""
import glob
import json
import os
import re
import subprocess

import pytest

from client_recipes import CHAT_RECIPE, answers
from serverprocess import REPO

SWIFT = os.environ.get("SWIFT", "swift")
CHAT = os.path.join(REPO, "Sources", "ScrollQueryClientChat", "main.swift")


@pytest.fixture(scope="module")
def chat():
    """The recipe's executable, debug build (`make test` has built it with the unit tests)."""
    build = subprocess.run([SWIFT, "build", "--product", "ScrollQueryClientChat"], cwd=REPO,
                           capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    bin_path = subprocess.run([SWIFT, "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.strip()
    return os.path.join(bin_path, "ScrollQueryClientChat")


def test_chatRecipe_getsTheReadmeAnswers(chat, server):
    result = subprocess.run([chat, server.base_url], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert answers(result.stdout) == CHAT_RECIPE


def test_readme_showsTheCodeTheTestRuns():
    with open(CHAT) as file:
        code = file.read().split("// BEGIN README\n")[1].split("// END README\n")[0]
    with open(os.path.join(REPO, "clients", "swift", "README.md")) as file:
        readme = file.read()
    block = re.search(r"## The chat recipe.*?```swift\n(.*?)```", readme, re.S).group(1)
    assert code in block


def test_library_dependsOnNoServerTarget_andImportsFoundationOnly():
    package = json.loads(subprocess.run([SWIFT, "package", "dump-package"], cwd=REPO, capture_output=True,
                                        text=True, check=True, timeout=300).stdout)
    target = next(target for target in package["targets"] if target["name"] == "ScrollQueryClient")
    assert target["dependencies"] == []
    imports = set()
    for path in glob.glob(os.path.join(REPO, "Sources", "ScrollQueryClient", "*.swift")):
        with open(path) as file:
            imports |= set(re.findall(r"^\s*import (\w+)", file.read(), re.M))
    assert imports <= {"Foundation", "FoundationNetworking"}
