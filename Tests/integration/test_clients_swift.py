"""ScrollQueryClient (Swift): the chat recipe run through it (Sources/ScrollQueryClientChat)
against the live server gets the answers README.md prints; clients/swift/README.md shows that
very code; a recipe per endpoint (Sources/ScrollQueryClientRecipes) gets, through the client,
the answers the server gives the same request sent directly; a layout stored and edited on one
server is recovered by the client on another that never saw it; the library depends on nothing
of the server and imports Foundation only."""
import glob
import json
import os
import re
import subprocess

import pytest

from client_recipes import CHAT_RECIPE, answers
from serverprocess import REPO
from spec import SPEC

SWIFT = os.environ.get("SWIFT", "swift")
CHAT = os.path.join(REPO, "Sources", "ScrollQueryClientChat", "main.swift")
RECIPES = os.path.join(REPO, "Sources", "ScrollQueryClientRecipes", "main.swift")


def built(product):
    """`product`'s executable, debug build (`make test` has built it with the unit tests)."""
    build = subprocess.run([SWIFT, "build", "--product", product], cwd=REPO,
                           capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    bin_path = subprocess.run([SWIFT, "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.strip()
    return os.path.join(bin_path, product)


@pytest.fixture(scope="module")
def chat():
    return built("ScrollQueryClientChat")


@pytest.fixture(scope="module")
def recipes(server):
    """`{name: {method, path, request, answer, status}}`, in the order the client made the calls."""
    result = subprocess.run([built("ScrollQueryClientRecipes"), server.base_url], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    return {line.pop("name"): line for line in lines}


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


def test_readme_showsTheLayoutCodeTheRecipesRun():
    with open(RECIPES) as file:
        code = file.read().split("// BEGIN README\n")[1].split("// END README\n")[0]
    with open(os.path.join(REPO, "clients", "swift", "README.md")) as file:
        readme = file.read()
    block = re.search(r"## What it covers.*?```swift\n(.*?)```", readme, re.S).group(1)
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


def without_geometry(answer):
    """A visibility answer as the client decodes it (without `geometry`, the request's numbers echoed)."""
    if isinstance(answer, dict) and "edges" in answer:
        return {key: value for key, value in answer.items() if key != "geometry"}
    if isinstance(answer, dict) and "results" in answer:
        return {"results": [without_geometry(result) for result in answer["results"]]}
    return answer


def test_recipes_callEveryOperationOfTheSpec(recipes):
    """Every /v1 operation of openapi.yaml is called by a recipe of the Swift client
    (Sources/ScrollQueryClientRecipes/main.swift), and no recipe calls anything else."""
    operations = {(method.upper(), path) for path, item in SPEC["paths"].items() if path.startswith("/v1/")
                  for method in item if method in ("get", "post", "delete")}
    called = {(line["method"], re.sub(r"sha256-[0-9a-f]{64}", "{layoutId}", line["path"])) for line in recipes.values()}
    assert sorted(operations - called) == [], "Sources/ScrollQueryClientRecipes/main.swift: no recipe calls these"
    assert sorted(called - operations) == [], "Sources/ScrollQueryClientRecipes/main.swift: not operations of openapi.yaml"


def test_recipes_getTheServersOwnAnswers(recipes, server):
    """Each request the client encoded, sent again directly, in the same order: the server's
    answer is the one the client decoded (storing and editing again gives the same ids)."""
    for name, line in recipes.items():
        status, _, data = server.request(line["method"], line["path"], line["request"])
        assert status == line["status"], name
        answer = json.loads(data) if data else {}
        assert without_geometry(answer) == line["answer"], name


def test_recipes_encodeTheSpecsExamples(recipes):
    """The client's typed values encode to the requests openapi.yaml shows, key for key."""
    paths = SPEC["paths"]

    def example(path):
        return paths[path]["post"]["requestBody"]["content"]["application/json"]["example"]

    assert recipes["snapPaging"]["request"] == example("/v1/scroll/snap")
    assert recipes["animationBouncy"]["request"] == example("/v1/scroll/animation")
    assert recipes["layoutStoreStack"]["request"] == example("/v1/layouts")
    assert recipes["layoutEditStack"]["request"][:2] == example("/v1/layouts/{layoutId}/edits")


def test_recipes_workedAnswers(recipes):
    """Numbers worked by hand, so a client and server that agree on something wrong still fail."""
    # A 1500 pt/s fling on 320-point pages moves one page: x 320, page 1.
    assert recipes["snapPaging"]["answer"]["contentOffset"] == {"x": 320, "y": 0}
    assert recipes["snapPaging"]["answer"]["snappedTo"] == {"page": {"x": 1, "y": 0}}
    # jumpTo(640): Flutter's pixels from the list's start at −47, so 593.
    assert recipes["offsetFlutterJumpTo"]["answer"]["contentOffset"]["y"] == 593
    assert recipes["offsetFlutterJumpTo"]["answer"]["platformScrollPosition"] == 640
    # Row 500 of a 100-point stack with spacing 20 starts at 60000; centred in 844: 60000 − 372 = 59628.
    assert recipes["layoutOffset"]["answer"]["contentOffset"]["y"] == 59628
    # The fifth request of the batch names a row that is not there: its own 404, the rest answered.
    results = recipes["batch"]["answer"]["results"]
    assert [result.get("status") for result in results] == [None, None, None, None, 404]
    assert results[4]["error"]["pointer"] == "/requests/4/target/id"
    assert recipes["layoutGone"]["status"] == 404
    assert recipes["layoutGone"]["answer"]["error"]["code"] == "unknown_layout"


def test_recipes_gridAndSections_workedAnswers(recipes):
    """The issue's photo grid and docs/sections.md's contacts, asked through the client: numbers
    worked by hand (the server's own answers are checked above)."""
    # Photo 12,345 of 50,000 in 4 columns: row 12345 // 4 = 3086 at 3086 · (120 + 8) = 395008,
    # column 1 at 1 · ((390 − 3 · 8) / 4 + 8) = 99.5, 91.5 wide.
    grid = recipes["gridOffset"]
    assert grid["request"]["grid"] == {"count": 50000, "columns": 4, "itemHeight": 120, "spacing": {"row": 8, "column": 8}}
    assert grid["answer"]["contentOffset"] == {"x": 0, "y": 395008}
    assert grid["answer"]["targetRect"] == {"x": 99.5, "y": 395008, "width": 91.5, "height": 120}
    # A 250-point strip at 395008 shows rows 3086 and 3087 whole: photos 12,344 … 12,351.
    seen = recipes["gridVisibility"]["answer"]
    assert [item["id"] for item in seen["items"]] == list(range(12344, 12352))
    assert (seen["firstVisible"], seen["lastVisible"], seen["visibleCount"]) == (12344, 12351, 8)
    # 12,500 rows: 12500 · 128 − 8 = 1599992 tall, so the last photo's row ends the range at 1599992 − 844.
    assert recipes["gridBatch"]["answer"]["results"][0]["contentOffset"]["y"] == 1599148
    # Contacts: section 1 starts at 40 + 12 · 56 = 712, Kim (its row 1) at 712 + 40 + 56 = 808.
    # CSS scrollIntoView ignores the sticky header (Kim lands under it); Flutter subtracts it.
    assert recipes["sectionsOffsetCSS"]["request"]["target"] == {"section": 1, "item": 1}
    assert recipes["sectionsOffsetCSS"]["answer"]["contentOffset"]["y"] == 808
    assert recipes["sectionsOffsetFlutter"]["answer"]["contentOffset"]["y"] == 768
    # At 690 in a 100-point viewport, header 0 sticks until section 1's header (712) pushes it
    # out: its top at 712 − 40 − 690 = −18; row 11 of section 0 (690 … 712) is wholly behind it.
    strip = recipes["sectionsVisibility"]["answer"]
    assert strip["pinnedHeader"] == {"section": 0, "y": -18}
    covered = next(item for item in strip["items"] if item["id"] == 12)
    assert (covered["section"], covered["item"], covered["coveredByPinnedHeader"]) == (0, 11, 22)
    assert (covered["visibleFraction"], covered["visible"]) == (0, False)
    assert strip["items"][0] == {"id": 0, "visibleFraction": 0.55, "visibleRect": {"x": 0, "y": 690, "width": 390, "height": 22},
                                 "visible": True, "section": 0, "item": "header", "coveredByPinnedHeader": 0}
    # Stored: 3 headers and 25 rows, 3 · 40 + 25 · 56 = 1520 tall; section 2's header at 712 + 40 + 3 · 56 = 920.
    details = recipes["layoutGetSections"]["answer"]
    assert (details["kind"], details["itemCount"], details["contentSize"]["height"]) == ("sections", 28, 1520)
    assert recipes["sectionsBatch"]["answer"]["results"][0]["targetRect"]["y"] == 920


def test_readme_showsTheGridAndSectionsCodeTheRecipesRun():
    with open(RECIPES) as file:
        code = file.read().split("// BEGIN README grid\n")[1].split("// END README grid\n")[0]
    with open(os.path.join(REPO, "clients", "swift", "README.md")) as file:
        readme = file.read()
    block = re.search(r"## Grids, lanes and sections.*?```swift\n(.*?)```", readme, re.S).group(1)
    assert code in block

def test_storedLayoutAndItsEdits_recoveredOnAReplicaThatNeverSawThem(started):
    first, second = started(), started()
    result = subprocess.run([built("ScrollQueryClientRecipes"), first.base_url, second.base_url],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = {line.pop("name"): line for line in map(json.loads, result.stdout.splitlines())}
    assert lines["recoverSecond"]["status"] == 200, lines["recoverSecond"]
    assert lines["recoverSecond"]["answer"] == lines["recoverFirst"]["answer"]
    # Row 500 is the base's row 490 under 10 new rows of 50, the one at index 3 (a stack without
    # ids is numbered by index) grown to 300: 10 · (50 + 20) + 250 + 490 · (100 + 20) = 59750,
    # centred in 844: 59750 − 372.
    assert lines["recoverSecond"]["answer"]["contentOffset"]["y"] == 59378
    assert lines["recoverDetails"]["answer"]["itemCount"] == 1010


APP_PACKAGE = """// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../scroll-query")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ScrollQueryClient", package: "scroll-query")])]
)
"""


def test_anAppDependingOnTheCheckoutByPath_buildsTheClientAlone(tmp_path, server):
    """clients/swift/README.md's Package.swift lines, in a package of their own beside a checkout
    named scroll-query (a link to this one): it builds, runs against the server, and builds no
    server target."""
    (tmp_path / "scroll-query").symlink_to(REPO)
    app = tmp_path / "app"
    (app / "Sources" / "App").mkdir(parents=True)
    (app / "Package.swift").write_text(APP_PACKAGE)
    (app / "Sources" / "App" / "main.swift").write_text(
        "import Foundation\nimport ScrollQueryClient\n"
        "let client = ScrollQueryClient(baseURL: URL(string: CommandLine.arguments[1])!)\n"
        "let stored = try await client.storeLayout(LayoutRequest(stack: Stack(spacing: 20, sizes: .uniform(100, count: 1000))))\n"
        "let row = try await client.offset(ScrollOffsetRequest(\n"
        "    viewport: Size(width: 390, height: 844), layout: stored.layoutId, target: .index(500), anchor: .center))\n"
        "print(row.contentOffset.y)\n")
    build = subprocess.run([SWIFT, "build"], cwd=app, capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    modules = {os.path.basename(path) for path in glob.glob(str(app / ".build" / "debug" / "Modules" / "*.swiftmodule"))
               + glob.glob(str(app / ".build" / "debug" / "*.swiftmodule"))}
    assert "ScrollQueryClient.swiftmodule" in modules
    assert not modules & {"HTTPServer.swiftmodule", "ScrollQueryAPI.swiftmodule", "RequestJSON.swiftmodule",
                           "ItemLayouts.swiftmodule", "ScrollCore.swiftmodule"}
    run = subprocess.run([str(app / ".build" / "debug" / "App"), server.base_url], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == "59628.0"  # row 500 · (100 + 20) = 60000, centred: − (844 − 100) / 2
