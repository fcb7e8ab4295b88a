#!/usr/bin/env bash
# Throughput and latency of scroll-query-server against a bare C libmicrohttpd server
# (bench/baseline/baseline.c) in the same threading mode, with wrk on loopback.
#
# Both servers answer POST /v1/scroll/offset with bench/request.json (10 items) as the body.
# Runs alternate baseline/service so drift on the machine hits both alike. wrk shares the CPUs
# with the server under test, so absolute numbers are lower than on separate machines; the
# ratio is the figure to watch.
#
# Tunables (environment): BENCH_DURATION (default 5s), BENCH_ROUNDS (2),
# BENCH_CONNECTIONS ("16 64"), BENCH_THREADS (wrk threads, 2).
set -euo pipefail

cd "$(dirname "$0")/.."
duration=${BENCH_DURATION:-5s}
rounds=${BENCH_ROUNDS:-2}
connection_counts=${BENCH_CONNECTIONS:-"16 64"}
wrk_threads=${BENCH_THREADS:-2}
export BENCH_REQUEST="$PWD/bench/request.json"

for tool in cc pkg-config wrk curl; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is required" >&2; exit 1; }
done

work=$(mktemp -d)
server_pids=()
cleanup() {
    for pid in "${server_pids[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== building baseline (cc) and service (swift build -c release)"
cc -O2 -Wall -Wextra -o "$work/baseline" bench/baseline/baseline.c $(pkg-config --cflags --libs libmicrohttpd)
swift build -c release --product scroll-query-server
service_binary="$(swift build -c release --show-bin-path)/scroll-query-server"

# start_server NAME COMMAND... — starts it, waits for its "listening on http://…:PORT" line,
# and sets the variable NAME_url to the POST URL.
start_server() {
    local name=$1; shift
    "$@" >"$work/$name.out" 2>"$work/$name.err" &
    server_pids+=("$!")
    local port=""
    for _ in $(seq 1 100); do
        port=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/$name.out" 2>/dev/null | grep -o '[0-9]*$' || true)
        [ -n "$port" ] && break
        sleep 0.1
    done
    if [ -z "$port" ]; then
        echo "bench: $name did not start" >&2; cat "$work/$name.err" >&2; exit 1
    fi
    printf -v "${name}_url" 'http://127.0.0.1:%s/v1/scroll/offset' "$port"
    echo "   $name on port $port"
}

start_server baseline "$work/baseline" 0
start_server service "$service_binary" --port 0

echo "== checking the service answers the bench body with 200"
status=$(curl -s -o "$work/check.json" -w '%{http_code}' -X POST \
    -H 'Content-Type: application/json' --data-binary @"$BENCH_REQUEST" "$service_url")
if [ "$status" != 200 ]; then
    echo "bench: service answered $status to bench/request.json:" >&2
    cat "$work/check.json" >&2; echo >&2
    exit 1
fi
echo "   200: $(cat "$work/check.json")"

# measure NAME CONNECTIONS ROUND — one wrk run; appends "NAME CONNECTIONS req/s p50ms p99ms".
measure() {
    local name=$1 connections=$2 round=$3 url_var="${1}_url"
    local out="$work/wrk-$name-$connections-$round.txt"
    wrk -t"$wrk_threads" -c"$connections" -d"$duration" --latency -s bench/post.lua "${!url_var}" >"$out"
    if grep -qE 'Non-2xx|Socket errors' "$out"; then
        echo "   warning: $name had errors:"; grep -E 'Non-2xx|Socket errors' "$out" | sed 's/^/     /'
    fi
    # Latency lines look like "     50%  812.00us"; convert us/ms/s to milliseconds.
    awk -v name="$name" -v c="$connections" '
        function ms(v) { if (v ~ /us$/) return v * 0.001; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        $1 == "Requests/sec:" { rps = $2 }
        END { printf "%s %s %.0f %.3f %.3f\n", name, c, rps, p50, p99 }
    ' "$out" | tee -a "$work/results.txt" | awk -v r="$round" '{ printf "   round %s  %-8s c=%-3s %8s req/s  p50 %s ms  p99 %s ms\n", r, $1, $2, $3, $4, $5 }'
}

echo "== wrk -t$wrk_threads -d$duration --latency, $rounds rounds, alternating baseline/service"
for round in $(seq 1 "$rounds"); do
    for connections in $connection_counts; do
        measure baseline "$connections" "$round"
        measure service "$connections" "$round"
    done
done

echo
echo "== mean over $rounds rounds (latency in ms)"
awk '
    { key = $1 " " $2; n[key]++; rps[key] += $3; p50[key] += $4; p99[key] += $5; seen[$2] = 1 }
    END {
        printf "%-11s | %-29s | %-29s | %s\n", "connections", "baseline req/s   p50    p99", "service req/s    p50    p99", "service/baseline"
        printf "%-11s-+-%-29s-+-%-29s-+-%s\n", "-----------", "-----------------------------", "-----------------------------", "----------------"
        for (c in seen) order[++count] = c + 0
        for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (order[j] < order[i]) { t = order[i]; order[i] = order[j]; order[j] = t }
        for (i = 1; i <= count; i++) {
            c = order[i]; b = "baseline " c; s = "service " c
            printf "%-11s | %10.0f %8.3f %8.3f | %10.0f %8.3f %8.3f | %.2f\n", c,
                rps[b] / n[b], p50[b] / n[b], p99[b] / n[b],
                rps[s] / n[s], p50[s] / n[s], p99[s] / n[s], (rps[s] / n[s]) / (rps[b] / n[b])
        }
    }
' "$work/results.txt"
