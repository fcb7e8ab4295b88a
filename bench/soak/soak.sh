#!/usr/bin/env bash
# make soak: the release server on loopback under wrk for SOAK_DURATION (60 s) at 256
# connections with a mixed body set, while 500 slowloris connections trickle request heads
# throughout. Two wrk processes run at once so each body class gets its own latency figures:
# "light" (240 connections: valid 10-item bodies, and 1 in 10 malformed) and "heavy" (16
# connections: valid 10,000-item bodies, 750 kB each). Prints requests, non-2xx by status,
# socket errors, p50/p99 latency and the server's RSS after warm-up and at the end.
# Bounded: every client stops by itself; the server is stopped with SIGTERM at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

duration=${SOAK_DURATION:-60}
connections=${SOAK_CONNECTIONS:-256}
slowloris=${SOAK_SLOWLORIS:-500}
warmup=${SOAK_WARMUP:-10}

for tool in wrk python3; do
    command -v "$tool" >/dev/null || { echo "soak: $tool is required" >&2; exit 1; }
done

work=$(mktemp -d)
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# `make soak` passes the binary it has just built (make release); run alone, build it the same way.
binary=${SCROLLQUERY_BIN:-}
if [ -z "$binary" ]; then
    echo "== building the service (swift build -c release --static-swift-stdlib)"
    swift build -c release --static-swift-stdlib --product scroll-query-server >/dev/null
    binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/scroll-query-server"
fi

python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def request(count):
    items = [{"id": i, "frame": {"x": 0, "y": 100 * i, "width": 390, "height": 100}} for i in range(count)]
    return {"viewport": {"width": 390, "height": 844}, "contentSize": {"width": 390, "height": 100 * count},
            "items": items, "target": {"id": count // 2}, "anchor": "center"}
open(f"{work}/small.json", "w").write(json.dumps(request(10)))
open(f"{work}/large.json", "w").write(json.dumps(request(10_000)))
open(f"{work}/malformed.json", "w").write('{"viewport":{"width":390,"height":844},"contentSize":')
PY
export SOAK_DIR="$work"

"$binary" --host 127.0.0.1 --port 0 > "$work/server.out" 2> "$work/server.err" &
server_pid=$!
for _ in $(seq 1 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
port=$(grep -o ':[0-9]*$' "$work/server.out" | tr -d :)
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$server_pid/status"; }
echo "== server pid $server_pid on 127.0.0.1:$port; threads: default; bodies: $(wc -c < "$work/small.json") B, $(wc -c < "$work/large.json") B, $(wc -c < "$work/malformed.json") B"


rss_idle=$(rss)
# The slowloris connections open first and stay through warm-up and run, so the RSS after
# warm-up already includes their buffers (libmicrohttpd keeps a memory pool per connection).
python3 bench/soak/slowloris.py 127.0.0.1 "$port" "$slowloris" "$((warmup + duration + 10))" 5 > "$work/slowloris.out" &
slowloris_pid=$!
sleep 2
echo "== $(head -n 1 "$work/slowloris.out")"
echo "== warm-up: ${warmup} s of the same load"
light=$((connections * 15 / 16))
heavy=$((connections - light))
run_wrk() {  # run_wrk SECONDS OUT_PREFIX: both classes at once
    SOAK_LABEL=light SOAK_CYCLE="small*9,malformed" \
        wrk -t1 -c"$light" -d"$1s" -s bench/soak/mixed.lua "http://127.0.0.1:$port" > "$2.light" &
    local light_pid=$!
    SOAK_LABEL=heavy SOAK_CYCLE="large" \
        wrk -t1 -c"$heavy" -d"$1s" -s bench/soak/mixed.lua "http://127.0.0.1:$port" > "$2.heavy"
    wait "$light_pid"
}
run_wrk "$warmup" "$work/warmup"
rss_start=$(rss)
echo "== wrk: ${duration} s, $light light + $heavy heavy connections"
run_wrk "$duration" "$work/wrk"
rss_end=$(rss)
wait "$slowloris_pid"
healthz=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" || echo none)

kill -TERM "$server_pid"
set +e
wait "$server_pid"
exit_code=$?
set -e
server_pid=""

echo
echo "== soak results"
grep -h '^SOAK' "$work/wrk.light" "$work/wrk.heavy" | sed 's/^SOAK /  /'
echo "  $(tail -n 1 "$work/slowloris.out")"
echo "  GET /healthz after the run: $healthz"
awk -v start="$rss_start" -v end="$rss_end" \
    -v idle="$rss_idle" 'BEGIN { printf "  RSS idle %.1f MiB; after warm-up (slowloris open) %.1f MiB; at the end %.1f MiB (%+.1f%% after warm-up)\n", idle / 1024, start / 1024, end / 1024, (end - start) * 100 / start }'
echo "  server exit code after SIGTERM: $exit_code"
if [ -s "$work/server.err" ]; then echo "  server stderr, distinct lines with counts:"; sort "$work/server.err" | uniq -c | sort -rn | head -n 5 | sed "s/^/    /"; fi
