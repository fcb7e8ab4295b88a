#!/usr/bin/env bash
# make soak: the release server on loopback under wrk for SOAK_DURATION (60 s) at 256
# connections with a mixed body set, while 500 slowloris connections trickle request heads
# throughout. Three wrk processes run at once, one per body class, so each class gets its own
# latency figures: "small" (216 connections: valid 10-item bodies), "malformed" (24: invalid
# JSON, answered 400, paced so they stay about a tenth of the load) and "large" (16: valid
# 10,000-item bodies, 750 kB each). Prints requests,
# statuses, socket errors, p50/p99 latency per class and the server's RSS after warm-up and at
# the end, then checks the acceptance figures: no 5xx, no socket errors, p99 of the valid
# requests (small and large together, as the mix sends them) under SOAK_P99_MS (20), RSS at the
# end under 10% above its highest in the first half of the run (a plateau passes, a leak does
# not); each valid class's own p99 is printed beside it.
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
large=$((connections / 16))
malformed=$(((connections - large) / 10))
small=$((connections - large - malformed))
run_wrk() {  # run_wrk SECONDS OUT_PREFIX: the three classes at once
    local pids=() class count
    for class in small malformed large; do
        count=${!class}
        # Malformed bodies are answered at once; paced at 3 ms per request and connection they stay
        # about a tenth of the load (24 connections: at most 8,000 a second), as in a real mix.
        local pause=""; [ "$class" = malformed ] && pause=${SOAK_MALFORMED_DELAY_MS:-3}
        SOAK_DELAY_MS=$pause SOAK_BODY=$class wrk -t1 -c"$count" -d"$1s" -s bench/soak/mixed.lua \
            "http://127.0.0.1:$port/v1/scroll/offset" > "$2.$class" &
        pids+=("$!")
    done
    wait "${pids[@]}"
}
run_wrk "$warmup" "$work/warmup"
# The reference for growth is the highest RSS from the end of warm-up through the first half of
# the run: a warm-up can end before both workers have kept a 750 kB body buffer and the
# allocator's arenas have grown (RSS then settles some 10 MiB higher, a plateau, not a leak),
# while a leak keeps growing through the second half.
rss_after_warmup=$(rss)
( for _ in $(seq 1 "$((duration / 2))"); do sleep 1; rss; done ) > "$work/rss.samples" 2>/dev/null &
sampler_pid=$!
echo "== wrk: ${duration} s, connections: $small small, $malformed malformed, $large large (10,000 items)"
run_wrk "$duration" "$work/wrk"
rss_end=$(rss)
wait "$sampler_pid" || true
rss_start=$(awk -v first="$rss_after_warmup" 'BEGIN { peak = first } $1 + 0 > peak { peak = $1 + 0 } END { print peak }' "$work/rss.samples")
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
grep -h '^SOAK' "$work/wrk.small" "$work/wrk.malformed" "$work/wrk.large" | grep -v '^SOAK [a-z]* pct ' | sed 's/^SOAK /  /'
echo "  $(tail -n 1 "$work/slowloris.out")"
echo "  GET /healthz after the run: $healthz"
awk -v start="$rss_start" -v end="$rss_end" -v warm="$rss_after_warmup" \
    -v idle="$rss_idle" 'BEGIN { printf "  RSS idle %.1f MiB; after warm-up (slowloris open) %.1f MiB, highest in the run'"'"'s first half %.1f MiB; at the end %.1f MiB (%+.1f%% over that highest)\n", idle / 1024, warm / 1024, start / 1024, end / 1024, (end - start) * 100 / start }'
echo "  server exit code after SIGTERM: $exit_code"
if [ -s "$work/server.err" ]; then echo "  server stderr, distinct lines with counts:"; sort "$work/server.err" | uniq -c | sort -rn | head -n 5 | sed "s/^/    /"; fi

echo
echo "== acceptance"
cat "$work/wrk.small" "$work/wrk.malformed" "$work/wrk.large" | awk -v limit="${SOAK_P99_MS:-20}" \
    -v start="$rss_start" -v end="$rss_end" -v code="$exit_code" -v seconds="$duration" \
    -v small="$small" -v large="$large" '
    $1 != "SOAK" { next }
    $3 == "status" && $4 >= 500 { fivexx += $5 }
    $3 == "status" && $2 != "malformed" && $4 != 200 { unexpected += $5 }
    $3 == "status" && $2 == "malformed" && $4 != 400 { unexpected += $5 }
    $3 == "socket_errors" { for (i = 4; i <= NF; i++) { split($i, kv, "="); sockets += kv[2] } }
    $3 == "p99_ms" && $2 != "malformed" { p99[$2] = $4 + 0 }
    $3 == "requests" { count[$2] = $4 }
    $3 == "pct" && $2 != "malformed" { n = ++points[$2]; pct[$2, n] = $4 + 0; ms[$2, n] = $5 + 0; candidates[$5 + 0] = 1 }
    END {
        verdict("no 5xx answers", fivexx == 0, fivexx + 0 " 5xx")
        verdict("every answer as expected (200 valid, 400 malformed)", unexpected == 0, unexpected + 0 " others")
        verdict("no socket errors (connect, read, write, timeout)", sockets == 0, sockets + 0 " errors")
        # The p99 of every valid request of the mix, small and large together: the least latency
        # L that at most 1% of them exceed. A class exceeds L for at most (100 - p)% of its
        # requests, p its highest percentile at or below L, so this errs on the high side.
        combined = -1
        total = count["small"] + count["large"]
        for (L in candidates) {
            above = 0
            for (class in p99) {
                share = 0.10
                for (i = 1; i <= points[class]; i++) if (ms[class, i] <= L + 0) share = (100 - pct[class, i]) / 100
                above += count[class] * share
            }
            if (total > 0 && above <= 0.01 * total && (combined < 0 || L + 0 < combined)) combined = L + 0
        }
        verdict("valid requests p99 < " limit " ms (small and large together)", combined >= 0 && combined < limit, combined " ms")
        for (class in p99) printf "  info valid %s requests alone: p99 %s ms\n", class, p99[class]
        growth = (end - start) * 100 / start
        verdict("RSS growth over the first half of the run < 10%", growth < 10, sprintf("%+.1f%%", growth))
        verdict("exit code 0 after SIGTERM", code == 0, "exit " code)
        # wrk keeps every connection busy (a closed loop), so on a saturated server a class'"'"'s mean
        # latency is its connections over its throughput (Little'"'"'s law), whatever one request costs.
        for (class in p99) if (count[class] > 0)
            printf "  info %s: %d connections at %.0f req/s: %.1f ms mean latency (Little'"'"'s law)\n",
                class, (class == "small" ? small : large), count[class] / seconds,
                (class == "small" ? small : large) * 1000 * seconds / count[class]
    }
    function verdict(what, ok, figure) { printf "  %-4s %-55s %s\n", ok ? "PASS" : "FAIL", what, figure }
'
