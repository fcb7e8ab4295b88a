"""The Dockerfile keeps its promises (multi-stage, ARG base images, static stdlib, non-root,
0.0.0.0:8080, health check). Building it needs a container engine: see shared/notes."""
import os
import re

from serverprocess import REPO

with open(os.path.join(REPO, "Dockerfile")) as dockerfile:
    TEXT = dockerfile.read()


def test_bothBaseImages_comeFromBuildArgs_withOfficialDefaults():
    args = dict(re.findall(r"^ARG (\w+)=(\S+)", TEXT, re.M))
    froms = re.findall(r"^FROM (\S+)", TEXT, re.M)
    assert froms == ["${BUILDER_IMAGE}", "${RUNTIME_IMAGE}"]
    assert re.fullmatch(r"swift:[\d.]+-bookworm", args["BUILDER_IMAGE"])
    assert args["RUNTIME_IMAGE"] == "debian:bookworm-slim"


def test_buildStage_linksTheSwiftRuntimeStatically():
    assert "--static-swift-stdlib" in TEXT


def test_runtimeStage_installsLibmicrohttpd12_runsAsNumericUser_onAllInterfaces():
    runtime = TEXT.split("AS runtime", 1)[1]
    assert "libmicrohttpd12" in runtime
    assert re.search(r"^USER \d+(:\d+)?$", runtime, re.M)
    assert re.search(r"^EXPOSE 8080$", runtime, re.M)
    assert "HOST=0.0.0.0" in runtime and "PORT=8080" in runtime
    assert re.search(r"^HEALTHCHECK .*\n\s+CMD .*?/healthz", runtime, re.M)
