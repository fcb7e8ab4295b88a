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
    assert re.search(r"^HEALTHCHECK .*\n\s+CMD \[\"/usr/local/bin/scroll-query-server\", \"--health-check\"\]", runtime, re.M)


def test_runtimeStage_installsOnlyLibmicrohttpd12AndLibhiredis_andLeavesNoAptFiles():
    """The binary checks its own health (test_health_check.py): no curl, no script. hiredis is
    linked always (SwiftPM links at build time), whether or not --layout-store is given."""
    runtime = TEXT.split("AS runtime", 1)[1]
    installs = re.findall(r"apt-get install ([^\n\\&]+)", runtime)
    assert len(installs) == 1
    assert [word for word in installs[0].split() if not word.startswith("-")] == ["libmicrohttpd12", "libhiredis0.14"]
    instructions = "\n".join(line for line in runtime.splitlines() if not line.lstrip().startswith("#"))
    assert "curl" not in instructions and "healthcheck.sh" not in TEXT
    assert "rm -rf /var/lib/apt/lists/*" in runtime


def test_buildStage_stripsTheBinary():
    assert re.search(r"install -s -D .*scroll-query-server", TEXT)


def test_buildStage_doesNotCopyTests_soTestEditsKeepTheBuildCached():
    build = TEXT.split("AS runtime", 1)[0]
    assert not re.search(r"^COPY\s+Tests", build, re.M)
    assert "testTarget(name:" in build  # stand-in folders named from Package.swift
