#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/) with -sanitize=fuzzer,address and runs it.
#
#   scripts/fuzz.sh [SECONDS]     fuzz for SECONDS (default 60); make fuzz FUZZ_SECONDS=600
#   scripts/fuzz.sh --replay      run every seed and saved regression once under ASan
#   FUZZ_ARGS="-seed=1 -use_value_profile=1" scripts/fuzz.sh   extra libFuzzer flags
#   FUZZ_CONFIG=release scripts/fuzz.sh   optimised build: several times the executions per
#                                         second, but without the debug build's assert()s
#
# The build has its own scratch path (.build/fuzz), so the sanitizer flags never touch the normal
# debug build. New inputs go to Fuzz/corpus-grown/, crashes, leaks and timeouts to
# Fuzz/artifacts/ (both ignored by git); the seed corpus and Fuzz/regressions/ are only read.
# Exits non-zero on any crash, leak, timeout, out-of-memory or broken invariant.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SCRATCH=.build/fuzz
CONFIG=${FUZZ_CONFIG:-debug}
BIN=$SCRATCH/$CONFIG/ScrollQueryFuzz
GROWN=Fuzz/corpus-grown
ARTIFACTS=Fuzz/artifacts

echo "building the fuzz target ($CONFIG, -sanitize=fuzzer,address, scratch path $SCRATCH)"
# The service is a path dependency here, and SwiftPM keeps its build plan in the scratch path
# without noticing a Swift file added to or removed from it: start the scratch path afresh when
# the list of source files has changed since the last build.
SOURCES_LIST=$(find Sources -name '*.swift' | LC_ALL=C sort | cksum)
if [ -d "$SCRATCH" ] && [ "$(cat "$SCRATCH/sources.cksum" 2>/dev/null)" != "$SOURCES_LIST" ]; then
    echo "the service's source files changed since the last fuzz build: rebuilding from scratch"
    rm -rf "$SCRATCH"
fi
mkdir -p "$SCRATCH"
# The linker warns once per ASan helper symbol ("Cannot export local symbol"); hide only those.
if ! "$SWIFT" build -c "$CONFIG" --package-path Fuzz --scratch-path "$SCRATCH" \
    -Xswiftc -sanitize=fuzzer,address >"$SCRATCH/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$SCRATCH/build.log" >&2
    echo "fuzz build failed" >&2
    exit 1
fi
grep -v "Cannot export local symbol" "$SCRATCH/build.log" | tail -1
echo "$SOURCES_LIST" >"$SCRATCH/sources.cksum"

mkdir -p "$GROWN" "$ARTIFACTS"
export ASAN_OPTIONS="detect_leaks=1:${ASAN_OPTIONS:-}"
# libFuzzer reports crashes itself; the Swift runtime's backtracer would race it (and trip ASan
# reading the other threads' memory).
export SWIFT_BACKTRACE=enable=no
# -timeout: an input may legitimately ask for the most the server allows — a 65-byte
# `{"stack":{"sizes":{"uniform":249,"count":1000000}}}` is a 1M-item layout, hashed whole (8 MB)
# when it is stored — and that takes about 4.5 s in this instrumented debug build (65 ms in a
# release server), so 5 s flagged it as a hang; 30 s still catches a loop that never ends.
# The dictionary: Fuzz/scrollquery.dict's tokens, then what openapi.yaml declares — the first line
# of each POST endpoint (FuzzInput), each batch `op` (`x-batch-op`), quoted, and every property
# name and enum value (scripts/spec-words.awk).
DICT=$SCRATCH/scrollquery.dict
{
    cat Fuzz/scrollquery.dict
    echo
    echo "# From openapi.yaml (scripts/fuzz.sh): the first lines that name an endpoint, and the batch ops"
    awk '
        /^paths:/ { inPaths = 1; next }
        inPaths && /^[^ ]/ { exit }
        inPaths && /^  \/.*:$/ { path = substr($0, 3, length($0) - 3) }
        inPaths && /^    post:$/ { printf "\"%s\\x0a\"\n", path }
        inPaths && /^      x-batch-op: / { printf "\"\\\"%s\\\"\"\n", $2 }
    ' openapi.yaml
    echo "# From openapi.yaml (scripts/spec-words.awk): property names and enum values"
    awk -f scripts/spec-words.awk openapi.yaml
} >"$DICT"
COMMON=(-dict="$DICT" -timeout=30 -rss_limit_mb=2048 -max_len=65536
    -artifact_prefix="$ARTIFACTS/" -print_final_stats=1)
read -r -a EXTRA <<<"${FUZZ_ARGS:-}"
COMMON+=("${EXTRA[@]}")

if [ "${1:-}" = "--replay" ]; then
    "$BIN" "${COMMON[@]}" -runs=0 Fuzz/corpus Fuzz/regressions
    exit
fi

SECONDS_TO_RUN=${1:-60}
LOG=$ARTIFACTS/fuzz.log
echo "fuzzing for ${SECONDS_TO_RUN}s; full log in $LOG"
set +e
"$BIN" "${COMMON[@]}" -max_total_time="$SECONDS_TO_RUN" "$GROWN" Fuzz/corpus Fuzz/regressions 2>&1 |
    tee "$LOG" | grep --line-buffered -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE) ' |
    sed -u '/Recommended dictionary/,/End of recommended dictionary/d'
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
    echo "fuzzing FAILED (exit $status); the input is in $ARTIFACTS/ — reproduce with: $BIN $ARTIFACTS/<file>" >&2
    exit "$status"
fi
echo "fuzzing passed: no crash, leak, timeout or broken invariant in ${SECONDS_TO_RUN}s"
