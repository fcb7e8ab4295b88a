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
    assert re.search(r"^HEALTHCHECK .*\n\s+CMD \[\"/usr/local/bin/scroll-query-healthcheck\"\]", runtime, re.M)


def test_healthcheck_followsThePortTheServerWasStartedWith():
    """The script reads the server's command line: --port 9000 given to the container wins
    over ENV PORT=8080, as the flag does in the server itself."""
    with open(os.path.join(REPO, "deploy", "container", "healthcheck.sh")) as script:
        text = script.read()
    assert "/proc/" in text and "--port" in text and "/healthz" in text


def test_buildStage_doesNotCopyTests_soTestEditsKeepTheBuildCached():
    build = TEXT.split("AS runtime", 1)[0]
    assert not re.search(r"^COPY\s+Tests", build, re.M)
    assert "testTarget(name:" in build  # stand-in folders named from Package.swift
