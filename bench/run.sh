#!/usr/bin/env bash
# make bench: the four-spellings table (bench/spellings.sh), then one run, one table. wrk on loopback against a bare C libmicrohttpd server
# (bench/baseline/baseline.c) and the service, then big bodies, a stored 1M-item layout and a
# 10k-query batch, the decode throughput of a 100k-item body and the RSS of a stored layout.
#
# Rows:
#   (a) bench/baseline: reads the body, answers a fixed JSON of about an offset answer's size.
#   (b) the service: POST /v1/scroll/offset with bench/request.json (10 items).
#       (a) and (b) run at 16, 64 and 256 connections, in rounds that alternate the two servers
#       (the order flips every round, so drift on the machine and "who ran second" hit both
#       alike); each figure is the median of the rounds.
#   (a1), (b1) the same two at 64 connections with one worker thread each, pinned to CPU 1, and
#       wrk pinned to CPU 0 (on machines with two CPUs or more): no connections to share out
#       between workers and no core shared with wrk, so these move least from run to run.
#   (c) the service: POST /v1/scroll/offset with 10,000 items inline (750 kB).
#   (d) the service: POST /v1/scroll/offset with "layout": the id of a stored stack of 1,000,000
#       varied sizes (POST /v1/layouts).
#   (e) the service: POST /v1/batch, 10,000 offset queries on that layout; one connection, so the
#       latency columns are the time per batch.
#   (f), (g) the service: POST /v1/scroll/offset on a compact photo grid of 1,000 and of
#       10,000,000 photos (4 columns, full-span headers): a grid answers in O(1), so the two cost
#       about the same; (h) POST /v1/scroll/visibility on the 10,000,000-photo grid.
#   (c)–(h) run BENCH_BIG_ROUNDS times (default once: their targets are far from their figures,
#   and three rounds each would take `make bench` from a fresh clone, build included, to within
#   seconds of its 5 minutes; the median when more). A row whose endpoint answers 404 or 405
#   prints "n/a (endpoint missing: …)" instead.
# Plus: DecodeBench (100k-item bodies decoded into the core's representation, MB/s) when the
# package has that product, and the RSS of a fresh server before and after storing the 1M-item
# layout, with its peak (VmHWM).
#
# Fairness: both servers run libmicrohttpd in the same mode — one epoll daemon per worker thread on
# one listening socket, run by the same event loop (Sources/CWorkerLoop/worker_loop.c), one worker per
# online CPU (the service gets --threads to match), the same connection limit, timeout and 16 KiB
# per-connection memory — bound to 127.0.0.1. wrk has one thread, and shares the CPUs with the
# server under test, so req/s moves with whatever else the machine is doing; server CPU per
# request (user + system, /proc/PID/stat over the run) is much steadier. The header line says how
# loaded the machine was. The "top thread" column shows how the run's work fell on the server's
# threads (see the note under the table): a run in which one worker served every connection is a
# different experiment from one in which both did.
#
# Tunables (environment): BENCH_TARGET (offset | healthz for rows a/b), BENCH_DURATION (5s),
# BENCH_ROUNDS (3), BENCH_BIG_ROUNDS (1), BENCH_CONNECTIONS ("16 64 256"), BENCH_THREADS (wrk threads, 1),
# BENCH_WARMUP (2s; 0 to skip), SCROLLQUERY_BIN (the service binary; built here when unset),
# SWIFT_RELEASE_FLAGS (how make release builds: "-c release --static-swift-stdlib").
set -euo pipefail

cd "$(dirname "$0")/.."
target=${BENCH_TARGET:-offset}
duration=${BENCH_DURATION:-5s}
rounds=${BENCH_ROUNDS:-3}
big_rounds=${BENCH_BIG_ROUNDS:-1}
connection_counts=${BENCH_CONNECTIONS:-"16 64 256"}
wrk_threads=${BENCH_THREADS:-1}
warmup=${BENCH_WARMUP:-2s}
release_flags=${SWIFT_RELEASE_FLAGS:-"-c release --static-swift-stdlib"}
started=$(date +%s)

case "$target" in
    offset) small_path=/v1/scroll/offset; small_body="$PWD/bench/request.json" ;;
    healthz) small_path=/healthz; small_body="" ;;
    *) echo "bench: BENCH_TARGET must be offset or healthz, got \"$target\"" >&2; exit 2 ;;
esac

for tool in cc pkg-config wrk curl python3; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is required" >&2; exit 1; }
done

work=$(mktemp -d)
server_pids=()
# stop_server PID — stops a server started here and waits for it (nothing if it is gone).
stop_server() {
    kill -TERM "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}
cleanup() {
    for pid in "${server_pids[@]}"; do stop_server "$pid"; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== building: baseline (cc), service (swift build $release_flags)"
cc -O2 -Wall -Wextra -o "$work/baseline" bench/baseline/baseline.c $(pkg-config --cflags --libs libmicrohttpd)
service_binary=${SCROLLQUERY_BIN:-}
if [ -z "$service_binary" ]; then
    # shellcheck disable=SC2086
    swift build $release_flags --product scroll-query-server
    # shellcheck disable=SC2086
    service_binary="$(swift build $release_flags --show-bin-path)/scroll-query-server"
fi
decode_bench=""
if grep -q '"DecodeBench"' Package.swift; then
    # shellcheck disable=SC2086
    swift build $release_flags --product DecodeBench >/dev/null
    # shellcheck disable=SC2086
    decode_bench="$(swift build $release_flags --show-bin-path)/DecodeBench"
fi
python3 bench/bodies.py "$work"

# First, the table that decides: the four spellings of one request, pinned (bench/spellings.sh).
bash bench/spellings.sh "$service_binary" "$work/baseline"
echo

cpus=$(getconf _NPROCESSORS_ONLN)

# start_server NAME COMMAND... — starts it, waits for its "listening on http://…:PORT" line, and
# sets NAME_port and NAME_pid.
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
    printf -v "${name}_port" '%s' "$port"
}

# status NAME PATH BODY_FILE — the status of one request (POST with the body, GET without).
status() {
    local port_var="${1}_port"
    if [ -n "$3" ]; then
        curl -s -o "$work/answer.json" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
            --data-binary @"$3" "http://127.0.0.1:${!port_var}$2"
    else
        curl -s -o "$work/answer.json" -w '%{http_code}' "http://127.0.0.1:${!port_var}$2"
    fi
}

# CPU time (user + system) a process has used so far, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# The same for each of its threads: "TID TICKS" lines.
thread_ticks() { for task in /proc/"$1"/task/*; do echo "${task##*/} $(awk '{ print $14 + $15 }' "$task/stat" 2>/dev/null || echo 0)"; done; }
ticks_per_second=$(getconf CLK_TCK)
rss_kib() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

# What wrk runs under: nothing, or `taskset -c 0` for the pinned rows.
wrk_pin=()

# warm_up NAME... — the small request at 64 connections for BENCH_WARMUP against each server
# (under `wrk_pin`), before its rounds; nothing with BENCH_WARMUP=0.
warm_up() {
    [ "$warmup" != 0 ] || return 0
    local name port_var script=()
    [ -n "$small_body" ] && script=(-s bench/post.lua)
    for name in "$@"; do
        port_var="${name}_port"
        BENCH_REQUEST="$small_body" "${wrk_pin[@]}" wrk -t"$wrk_threads" -c64 -d"$warmup" "${script[@]}" \
            "http://127.0.0.1:${!port_var}$small_path" >/dev/null
    done
}

# measure ROW NAME PATH BODY_FILE CONNECTIONS ROUND — one wrk run against server NAME; appends
# "ROW CONNECTIONS ROUND req/s p50_ms p99_ms cpu_us_per_request errors top_thread_percent" to
# results.txt. The last is the busiest thread's share of the server's CPU time in the run.
measure() {
    local row=$1 name=$2 path=$3 body=$4 connections=$5 round=$6
    local port_var="${name}_port" pid_var="${name}_pid"
    local out="$work/wrk-$row-$connections-$round.txt" script=()
    [ -n "$body" ] && script=(-s bench/post.lua)
    local before after top
    before=$(cpu_ticks "${!pid_var}")
    thread_ticks "${!pid_var}" | sort >"$work/threads-before.txt"
    BENCH_REQUEST="$body" "${wrk_pin[@]}" wrk -t"$wrk_threads" -c"$connections" -d"$duration" --latency "${script[@]}" \
        "http://127.0.0.1:${!port_var}$path" >"$out"
    after=$(cpu_ticks "${!pid_var}")
    thread_ticks "${!pid_var}" | sort >"$work/threads-after.txt"
    top=$(join "$work/threads-before.txt" "$work/threads-after.txt" |
        awk '{ d = $3 - $2; sum += d; if (d > top) top = d } END { printf "%.0f", (sum > 0 ? 100 * top / sum : 0) }')
    # Latency lines look like "     50%  812.00us"; convert us/ms/s to milliseconds.
    awk -v row="$row" -v c="$connections" -v r="$round" -v ticks=$((after - before)) -v hz="$ticks_per_second" -v top="$top" '
        function ms(v) { if (v ~ /us$/) return v * 0.001; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        $1 == "Requests/sec:" { rps = $2 }
        $2 == "requests" && $3 == "in" { requests = $1 }
        $1 == "Non-2xx" { errors += $NF }
        $1 == "Socket" { for (i = 4; i <= NF; i += 2) errors += $i }
        END { printf "%s %s %s %.1f %.3f %.3f %.2f %d %d\n", row, c, r, rps, p50, p99,
                     (requests > 0 ? ticks * 1e6 / hz / requests : 0), errors, top }
    ' "$out" >>"$work/results.txt"
    printf '.'
}

# unavailable ROW REASON — the row prints REASON instead of figures.
unavailable() { echo "$1 $2" >>"$work/unavailable.txt"; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)

start_server baseline "$work/baseline" 0
start_server service "$service_binary" --host 127.0.0.1 --port 0 --threads "$cpus"
for name in baseline service; do
    code=$(status "$name" "$small_path" "$small_body")
    if [ "$code" != 200 ]; then
        echo "bench: $name answered $code on $small_path:" >&2; cat "$work/answer.json" >&2; echo >&2; exit 1
    fi
done

warm_up baseline service

printf '== (a)/(b): %s rounds x %s connection counts x 2 servers x %s ' "$rounds" "$(wc -w <<<"$connection_counts")" "$duration"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then order="a b"; else order="b a"; fi
    for connections in $connection_counts; do
        for row in $order; do
            if [ "$row" = a ]; then name=baseline; else name=service; fi
            measure "$row" "$name" "$small_path" "$small_body" "$connections" "$round"
        done
    done
done
echo

# (a1)/(b1): one worker thread each, pinned to CPU 1, and wrk pinned to CPU 0 — no draw of
# connections between workers and no sharing of a core with wrk, so the CPU per request and the
# ratio move least from run to run. The servers are stopped afterwards.
if [ "$cpus" -ge 2 ] && command -v taskset >/dev/null; then
    start_server baseline1 taskset -c 1 "$work/baseline" 0 1
    start_server service1 taskset -c 1 "$service_binary" --host 127.0.0.1 --port 0 --threads 1
    wrk_pin=(taskset -c 0)
    warm_up baseline1 service1
    printf '== (a1)/(b1) pinned: %s rounds x 2 servers x %s ' "$rounds" "$duration"
    for round in $(seq 1 "$rounds"); do
        if [ $((round % 2)) -eq 1 ]; then order="a1 b1"; else order="b1 a1"; fi
        for row in $order; do
            if [ "$row" = a1 ]; then name=baseline1; else name=service1; fi
            measure "$row" "$name" "$small_path" "$small_body" 64 "$round"
        done
    done
    wrk_pin=()
    stop_server "$baseline1_pid"
    stop_server "$service1_pid"
    echo
else
    unavailable a1 "n/a (needs two CPUs and taskset)"
fi

# (c) on the same service.
printf '== (c) 10,000 items inline: %s x %s ' "$big_rounds" "$duration"
code=$(status service /v1/scroll/offset "$work/inline-10k.json")
if [ "$code" = 200 ]; then
    for round in $(seq 1 "$big_rounds"); do measure c service /v1/scroll/offset "$work/inline-10k.json" 64 "$round"; done
else
    unavailable c "n/a (POST /v1/scroll/offset with 10,000 items answered $code)"
fi
echo

# (f)–(h): compact grids on the same service.
printf '== (f)-(h) photo grids: %s x %s each ' "$big_rounds" "$duration"
for spec in "f /v1/scroll/offset grid-1k.json" "g /v1/scroll/offset grid-10m.json" "h /v1/scroll/visibility grid-10m-visibility.json"; do
    read -r row path body <<<"$spec"
    code=$(status service "$path" "$work/$body")
    if [ "$code" = 200 ]; then
        for round in $(seq 1 "$big_rounds"); do measure "$row" service "$path" "$work/$body" 64 "$round"; done
    else
        unavailable "$row" "n/a (POST $path with a grid answered $code)"
    fi
done
echo

# (d), (e) and the RSS figures on a fresh server, so its peak RSS is the stored layout's.
start_server layouts "$service_binary" --host 127.0.0.1 --port 0 --threads "$cpus"
status layouts /healthz "" >/dev/null
rss_idle=$(rss_kib "$layouts_pid" VmRSS)
layout_bytes=$(wc -c <"$work/layout-1m.json")
store=$(curl -s -o "$work/layout.json" -w '%{http_code} %{time_total}' -X POST -H 'Content-Type: application/json' \
    --data-binary @"$work/layout-1m.json" "http://127.0.0.1:$layouts_port/v1/layouts")
store_code=${store% *}
store_seconds=${store#* }
rss_stored=$(rss_kib "$layouts_pid" VmRSS)
hwm_stored=$(rss_kib "$layouts_pid" VmHWM)
layout_id=""
case "$store_code" in
    200|201) layout_id=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["layoutId"])' "$work/layout.json") ;;
    404|405) unavailable d "n/a (endpoint missing: POST /v1/layouts answers $store_code)"
             unavailable e "n/a (needs a stored layout: POST /v1/layouts answers $store_code)" ;;
    *) unavailable d "n/a (POST /v1/layouts answered $store_code: $(head -c 120 "$work/layout.json"))"
       unavailable e "n/a (POST /v1/layouts answered $store_code)" ;;
esac

if [ -n "$layout_id" ]; then
    python3 bench/bodies.py "$work" "$layout_id"
    printf '== (d) stored layout, (e) batch: %s x %s each ' "$big_rounds" "$duration"
    code=$(status layouts /v1/scroll/offset "$work/layout-query.json")
    if [ "$code" = 200 ]; then
        for round in $(seq 1 "$big_rounds"); do measure d layouts /v1/scroll/offset "$work/layout-query.json" 64 "$round"; done
    else
        unavailable d "n/a (POST /v1/scroll/offset with \"layout\" answered $code: $(head -c 100 "$work/answer.json"))"
    fi
    code=$(status layouts /v1/batch "$work/batch-10k.json")
    case "$code" in
        200) for round in $(seq 1 "$big_rounds"); do measure e layouts /v1/batch "$work/batch-10k.json" 1 "$round"; done ;;
        404|405) unavailable e "n/a (endpoint missing: POST /v1/batch answers $code)" ;;
        *) unavailable e "n/a (POST /v1/batch answered $code: $(head -c 100 "$work/answer.json"))" ;;
    esac
    echo
fi

decode_lines=""
if [ -n "$decode_bench" ]; then
    echo "== DecodeBench"
    decode_lines=$("$decode_bench" 2>&1 || true)
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo
RESULTS="$work/results.txt" UNAVAILABLE="$work/unavailable.txt" python3 - "$target" "$duration" "$rounds" \
    "$big_rounds" "$wrk_threads" "$cpus" "$load_before" "$load_after" <<'PY'
import collections, os, statistics, sys
target, duration, rounds, big_rounds, wrk_threads, cpus, load_before, load_after = sys.argv[1:]
runs = collections.defaultdict(list)
for line in open(os.environ["RESULTS"]):
    row, conns, _, *figures = line.split()
    runs[(row, int(conns))].append([float(x) for x in figures])
missing = {}
if os.path.exists(os.environ["UNAVAILABLE"]):
    for line in open(os.environ["UNAVAILABLE"]):
        row, reason = line.rstrip("\n").split(" ", 1)
        missing[row] = reason

def median(key, column):
    return statistics.median(run[column] for run in runs[key])

small = "POST /v1/scroll/offset, 10 items" if target == "offset" else "GET /healthz"
labels = {
    "a": "(a) bare libmicrohttpd, fixed answer",
    "b": f"(b) service, {small}",
    "c": "(c) service, offset, 10,000 items inline",
    "d": "(d) service, offset on a stored 1M layout",
    "e": "(e) service, /v1/batch of 10,000 offsets",
    "f": "(f) service, offset, grid of 1,000 photos",
    "g": "(g) service, offset, grid of 10,000,000",
    "h": "(h) service, visibility, grid of 10,000,000",
    "a1": "(a1) bare, 1 worker, pinned apart from wrk",
    "b1": "(b1) service, 1 worker, pinned apart from wrk",
}
big = "one run each" if big_rounds == "1" else f"median of {big_rounds}"
print(f"make bench: wrk -t{wrk_threads} on loopback, {duration} per run, median of {rounds} "
      f"(a/b alternating, order flipped every round; (c)-(e): {big}); {cpus} CPUs, "
      f"load average {load_before} before, {load_after} after")
header = f"{'':46} {'conns':>5} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'cpu us/req':>10} {'ratio':>6} {'top thread':>10}"
print(header)
print("-" * len(header))
a_rps = {conns: median(key, 0) for key in runs for conns in [key[1]] if key[0] == "a"}

def line(row, conns, ratio, note=""):
    key = (row, conns)
    errors = int(sum(run[4] for run in runs[key]))
    flag = f"  ({errors} non-2xx/socket errors)" if errors else ""
    ratio_text = f"{'—':>6}" if ratio is None else f"{ratio:6.2f}" if ratio >= 0.1 else f"{ratio:6.4f}"
    shares = "/".join(f"{run[5]:.0f}" for run in runs[key])
    print(f"{labels[row]:46} {conns:5d} {median(key, 0):9.0f} {median(key, 1):8.3f} {median(key, 2):8.3f} "
          f"{median(key, 3):10.1f} {ratio_text} {shares + '%':>10}{note}{flag}")

for conns in sorted(a_rps):
    line("a", conns, 1.0)
    if ("b", conns) in runs:
        line("b", conns, median(("b", conns), 0) / a_rps[conns])
if ("a1", 64) in runs:
    line("a1", 64, 1.0)
    if ("b1", 64) in runs:
        line("b1", 64, median(("b1", 64), 0) / median(("a1", 64), 0))
elif "a1" in missing:
    print(f"{labels['a1']:46} {missing['a1']}")
reference = a_rps.get(64)
for row in "cdefgh":
    keys = [key for key in runs if key[0] == row]
    if row in missing or not keys:
        print(f"{labels[row]:46} {missing.get(row, 'n/a (not run)')}")
        continue
    conns = keys[0][1]
    ratio = median(keys[0], 0) / reference if reference and row != "e" else None
    line(row, conns, ratio, "  (one connection: p50 = time per batch)" if row == "e" else "")
print("ratio: req/s over (a)'s at the same connection count ((c), (d), (f)-(h): over (a) at 64; (b1) over (a1)).")
print("top thread: the busiest server thread's share of the server's CPU, each round. libmicrohttpd gives a")
print("connection to the worker that accepts it, and wrk opens all of its connections at once, so one worker")
print("may get nearly all of them (100%) and serve alone while the other idles; (a) and (b) draw anew each run.")
print("(a1)/(b1) take that draw away: one worker each, on CPU 1, with wrk on CPU 0 — the steadiest comparison.")
PY

if [ -n "$decode_bench" ]; then
    echo "decode, 100k-item body (DecodeBench, release):"
    sed 's/^/  /' <<<"$decode_lines"
else
    echo "decode, 100k-item body: n/a (DecodeBench missing)"
fi
awk -v idle="$rss_idle" -v stored="$rss_stored" -v hwm="$hwm_stored" -v code="$store_code" -v seconds="$store_seconds" \
    -v bytes="$layout_bytes" 'BEGIN {
    if (code == 200 || code == 201)
        printf "stored 1M-item layout: POST /v1/layouts (%.1f MB stack) %.0f ms; service RSS %.1f MiB idle -> %.1f MiB stored (+%.1f MiB), peak (VmHWM) %.1f MiB\n",
            bytes / 1e6, seconds * 1000, idle / 1024, stored / 1024, (stored - idle) / 1024, hwm / 1024
    else
        printf "stored 1M-item layout: n/a (POST /v1/layouts answered %s); service RSS idle %.1f MiB\n", code, idle / 1024
}'
echo "bench took $(( $(date +%s) - started )) s"
