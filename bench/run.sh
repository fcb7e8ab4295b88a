#!/usr/bin/env bash
# Throughput and latency of scroll-query-server against a bare C libmicrohttpd server
# (bench/baseline/baseline.c), with wrk on loopback.
#
# Fairness: both servers run libmicrohttpd in the same mode — MHD_USE_INTERNAL_POLLING_THREAD |
# MHD_USE_EPOLL | MHD_USE_ITC | MHD_USE_ERROR_LOG, a thread pool of one thread per online CPU,
# connection limit 4096, timeout 30 s, bound to 127.0.0.1. The service also registers
# MHD_OPTION_NOTIFY_COMPLETED, which its request bookkeeping needs. Before measuring, each server
# gets an unrecorded warm-up run. Each round runs both servers back to back, and the order flips
# every round (baseline first in odd rounds, service first in even ones), so drift on the machine
# and "who ran second" hit both alike.
#
# Targets (BENCH_TARGET):
#   offset   POST /v1/scroll/offset with bench/request.json (10 items) — the whole service.
#   healthz  GET /healthz — the HTTP layer alone (routing, request/response plumbing).
# The baseline answers every request with the same fixed JSON (about the size of an offset
# answer) after reading and dropping the body.
#
# Besides req/s the table shows each server's CPU time per request (user + system, from
# /proc/PID/stat over the run). wrk shares the CPUs with the server under test, so req/s moves
# with whatever else the machine does; CPU per request is much steadier and is the better figure
# when the two disagree. The ratio columns are service/baseline for req/s and baseline/service
# for CPU, so higher is better for the service in both.
#
# Tunables (environment): BENCH_TARGET (offset), BENCH_DURATION (default 5s), BENCH_ROUNDS (2),
# BENCH_CONNECTIONS ("16 64"), BENCH_THREADS (wrk threads, 2), BENCH_WARMUP (2s; 0 to skip).
set -euo pipefail

cd "$(dirname "$0")/.."
target=${BENCH_TARGET:-offset}
duration=${BENCH_DURATION:-5s}
rounds=${BENCH_ROUNDS:-2}
connection_counts=${BENCH_CONNECTIONS:-"16 64"}
wrk_threads=${BENCH_THREADS:-2}
warmup=${BENCH_WARMUP:-2s}
export BENCH_REQUEST="$PWD/bench/request.json"

case "$target" in
    offset) path=/v1/scroll/offset; wrk_script=(-s bench/post.lua) ;;
    healthz) path=/healthz; wrk_script=() ;;
    *) echo "bench: BENCH_TARGET must be offset or healthz, got \"$target\"" >&2; exit 2 ;;
esac

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

echo "== building baseline (cc) and service (swift build -c release --static-swift-stdlib)"
cc -O2 -Wall -Wextra -o "$work/baseline" bench/baseline/baseline.c $(pkg-config --cflags --libs libmicrohttpd)
service_binary=${SCROLLQUERY_BIN:-}
if [ -z "$service_binary" ]; then
    swift build -c release --static-swift-stdlib --product scroll-query-server
    service_binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/scroll-query-server"
fi

# start_server NAME COMMAND... — starts it, waits for its "listening on http://…:PORT" line,
# and sets NAME_url to the target URL and NAME_pid to its process id.
start_server() {
    local name=$1; shift
    "$@" >"$work/$name.out" 2>"$work/$name.err" &
    server_pids+=("$!")
    printf -v "${name}_pid" '%s' "$!"
    local port=""
    for _ in $(seq 1 100); do
        port=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/$name.out" 2>/dev/null | grep -o '[0-9]*$' || true)
        [ -n "$port" ] && break
        sleep 0.1
    done
    if [ -z "$port" ]; then
        echo "bench: $name did not start" >&2; cat "$work/$name.err" >&2; exit 1
    fi
    printf -v "${name}_url" 'http://127.0.0.1:%s%s' "$port" "$path"
    echo "   $name on port $port"
}

start_server baseline "$work/baseline" 0
start_server service "$service_binary" --port 0

echo "== checking the service answers $target with 200"
if [ "$target" = offset ]; then
    status=$(curl -s -o "$work/check.json" -w '%{http_code}' -X POST \
        -H 'Content-Type: application/json' --data-binary @"$BENCH_REQUEST" "$service_url")
else
    status=$(curl -s -o "$work/check.json" -w '%{http_code}' "$service_url")
fi
if [ "$status" != 200 ]; then
    echo "bench: service answered $status:" >&2
    cat "$work/check.json" >&2; echo >&2
    exit 1
fi
echo "   200: $(cat "$work/check.json")"

# CPU time (user + system) a process has used so far, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
ticks_per_second=$(getconf CLK_TCK)

# measure NAME CONNECTIONS ROUND — one wrk run; appends "NAME CONNECTIONS req/s p50ms p99ms cpu_us_per_request".
measure() {
    local name=$1 connections=$2 round=$3 url_var="${1}_url" pid_var="${1}_pid"
    local out="$work/wrk-$name-$connections-$round.txt"
    local before after
    before=$(cpu_ticks "${!pid_var}")
    wrk -t"$wrk_threads" -c"$connections" -d"$duration" --latency "${wrk_script[@]}" "${!url_var}" >"$out"
    after=$(cpu_ticks "${!pid_var}")
    if grep -qE 'Non-2xx|Socket errors' "$out"; then
        echo "   warning: $name had errors:"; grep -E 'Non-2xx|Socket errors' "$out" | sed 's/^/     /'
    fi
    # Latency lines look like "     50%  812.00us"; convert us/ms/s to milliseconds.
    awk -v name="$name" -v c="$connections" -v ticks=$((after - before)) -v hz="$ticks_per_second" '
        function ms(v) { if (v ~ /us$/) return v * 0.001; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        $1 == "Requests/sec:" { rps = $2 }
        $2 == "requests" && $3 == "in" { requests = $1 }
        END { printf "%s %s %.0f %.3f %.3f %.2f\n", name, c, rps, p50, p99, (requests > 0 ? ticks * 1e6 / hz / requests : 0) }
    ' "$out" | tee -a "$work/results.txt" | awk -v r="$round" '{ printf "   round %s  %-8s c=%-3s %8s req/s  p50 %s ms  p99 %s ms  cpu %s us/req\n", r, $1, $2, $3, $4, $5, $6 }'
}

if [ "$warmup" != 0 ]; then
    echo "== warm-up: wrk -d$warmup against each server (not recorded)"
    for name in baseline service; do
        url_var="${name}_url"
        wrk -t"$wrk_threads" -c64 -d"$warmup" "${wrk_script[@]}" "${!url_var}" >/dev/null
    done
fi

echo "== $target: wrk -t$wrk_threads -d$duration --latency, $rounds rounds, order alternating every round"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then order="baseline service"; else order="service baseline"; fi
    for connections in $connection_counts; do
        for name in $order; do
            measure "$name" "$connections" "$round"
        done
    done
done

echo
echo "== $target: mean over $rounds rounds (latency in ms, cpu in us of server CPU time per request)"
awk '
    { key = $1 " " $2; n[key]++; rps[key] += $3; p50[key] += $4; p99[key] += $5; cpu[key] += $6; seen[$2] = 1 }
    END {
        printf "%-11s | %-35s | %-35s | %s\n", "connections", "baseline req/s   p50    p99    cpu", "service  req/s   p50    p99    cpu", "ratio req/s  cpu"
        printf "%-11s-+-%-35s-+-%-35s-+-%s\n", "-----------", "-----------------------------------", "-----------------------------------", "----------------"
        for (c in seen) order[++count] = c + 0
        for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (order[j] < order[i]) { t = order[i]; order[i] = order[j]; order[j] = t }
        for (i = 1; i <= count; i++) {
            c = order[i]; b = "baseline " c; s = "service " c
            printf "%-11s | %10.0f %8.3f %8.3f %6.2f | %10.0f %8.3f %8.3f %6.2f | %5.2f %6.2f\n", c,
                rps[b] / n[b], p50[b] / n[b], p99[b] / n[b], cpu[b] / n[b],
                rps[s] / n[s], p50[s] / n[s], p99[s] / n[s], cpu[s] / n[s],
                (rps[s] / n[s]) / (rps[b] / n[b]), (cpu[s] > 0 ? (cpu[b] / n[b]) / (cpu[s] / n[s]) : 0)
        }
    }
' "$work/results.txt"
