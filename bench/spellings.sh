#!/usr/bin/env bash
# The four spellings of one request: pinned CPU per request, bare libmicrohttpd against the
# service, for the same 10-item POST /v1/scroll/offset spelled as real clients send it
# (bench/spellings/: compact with integer ids, compact with UUID ids, Python json.dumps spacing
# with "row-N" ids, 2-space pretty-printed with UUID ids).
#
# Both servers run one worker on CPU 1, wrk runs on CPU 0; each spelling is measured in
# BENCH_ROUNDS rounds (default 3) that alternate the two servers, order flipped every round, and
# each figure is the median. CPU per request is the server's user + system time over the run
# divided by the requests wrk completed. Prints that table (`make bench` prints it first), then
# the same runs split into user and system time: user time is the servers' own code, system
# time the kernel's work for them, which grows as a server slows (docs/performance.md, "Where
# the budget goes").
#
# Usage: bench/spellings.sh SERVICE_BINARY BASELINE_BINARY
# Tunables: BENCH_DURATION (5s), BENCH_ROUNDS (3), BENCH_WARMUP (2s).
set -euo pipefail
cd "$(dirname "$0")/.."
service_binary=$1
baseline_binary=$2
duration=${BENCH_DURATION:-5s}
rounds=${BENCH_ROUNDS:-3}
warmup=${BENCH_WARMUP:-2s}
spellings=(compact-int compact-uuid spaced-rowid pretty-uuid)

if [ "$(getconf _NPROCESSORS_ONLN)" -lt 2 ] || ! command -v taskset >/dev/null; then
    echo "spellings: n/a (needs two CPUs and taskset)"
    exit 0
fi

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    [ -n "${BENCH_KEEP:-}" ] && echo "kept $work" >&2 || rm -rf "$work"
}
trap cleanup EXIT

# start NAME COMMAND... — starts it on CPU 1 and sets NAME_port and NAME_pid.
start() {
    local name=$1; shift
    taskset -c 1 "$@" >"$work/$name.out" 2>"$work/$name.err" &
    pids+=("$!")
    printf -v "${name}_pid" '%s' "$!"
    local port=""
    for _ in $(seq 1 100); do
        port=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/$name.out" 2>/dev/null | grep -o '[0-9]*$' || true)
        [ -n "$port" ] && break
        sleep 0.1
    done
    [ -n "$port" ] || { echo "spellings: $name did not start" >&2; cat "$work/$name.err" >&2; exit 1; }
    printf -v "${name}_port" '%s' "$port"
}

start bare "$baseline_binary" 0 1
start service "$service_binary" --host 127.0.0.1 --port 0 --threads 1

for spelling in "${spellings[@]}"; do
    code=$(curl -s -o "$work/answer.json" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
        --data-binary @"bench/spellings/$spelling.json" "http://127.0.0.1:$service_port/v1/scroll/offset")
    [ "$code" = 200 ] || { echo "spellings: the service answered $code to $spelling:" >&2; cat "$work/answer.json" >&2; exit 1; }
done

# ticks PID — the process's user and system clock ticks so far.
ticks() { awk '{ print $14, $15 }' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)

# run NAME SPELLING DURATION — one pinned wrk run; prints "user_us system_us" per request.
run() {
    local port_var="${1}_port" pid_var="${1}_pid" user0 system0 user1 system1 requests
    read -r user0 system0 < <(ticks "${!pid_var}")
    requests=$(BENCH_REQUEST="bench/spellings/$2.json" taskset -c 0 wrk -t1 -c64 -d"$3" -s bench/post.lua \
        "http://127.0.0.1:${!port_var}/v1/scroll/offset" | awk '$2 == "requests" && $3 == "in" { print $1 }')
    read -r user1 system1 < <(ticks "${!pid_var}")
    awk -v u=$((user1 - user0)) -v s=$((system1 - system0)) -v hz="$hz" -v n="$requests" 'BEGIN {
        k = n > 0 ? 1e6 / hz / n : 0; printf "%.2f %.2f\n", u * k, s * k }'
}

if [ "$warmup" != 0 ]; then
    for spelling in "${spellings[@]}"; do run bare "$spelling" "$warmup" >/dev/null; run service "$spelling" "$warmup" >/dev/null; done
fi
printf '== spellings: %s rounds x %s spellings x 2 servers x %s ' "$rounds" "${#spellings[@]}" "$duration" >&2
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then order="bare service"; else order="service bare"; fi
    for spelling in "${spellings[@]}"; do
        for name in $order; do
            echo "$spelling $name $(run "$name" "$spelling" "$duration")" >>"$work/results.txt"
            printf '.' >&2
        done
    done
done
echo >&2

python3 - "$work/results.txt" "$rounds" "$duration" "${spellings[@]}" <<'PY'
import collections, os, statistics, sys
path, rounds, duration, *spellings = sys.argv[1:]
# (user, system) µs per request of each run; its CPU is their sum.
split = collections.defaultdict(list)
for line in open(path):
    spelling, name, user, system = line.split()
    split[(spelling, name)].append((float(user), float(system)))
runs = {key: [user + system for user, system in values] for key, values in split.items()}
print(f"spellings: pinned CPU per request, POST /v1/scroll/offset (10 items), one worker each on CPU 1, "
      f"wrk -t1 -c64 on CPU 0, {duration} per run, median of {rounds} alternating rounds")
header = f"{'body':14} {'bytes':>6} {'bare us':>8} {'service us':>10} {'bare/service':>12}"
print(header)
print("-" * len(header))
service = {}
for spelling in spellings:
    bare = statistics.median(runs[(spelling, "bare")])
    ours = statistics.median(runs[(spelling, "service")])
    service[spelling] = ours
    size = os.path.getsize(f"bench/spellings/{spelling}.json")
    print(f"{spelling:14} {size:6d} {bare:8.2f} {ours:10.2f} {bare / ours if ours else 0:12.2f}")
slowest, fastest = max(service.values()), min(service.values())
print(f"service: slowest spelling / fastest = {slowest / fastest:.2f} (target <= 1.2); bare/service target >= 0.75")
print()
print("the same runs, user / system us per request (medians of each)")
header = f"{'body':14} {'bare user':>9} {'bare sys':>8} {'service user':>12} {'service sys':>11} {'user over bare':>14}"
print(header)
print("-" * len(header))
for spelling in spellings:
    bare_user, bare_system = (statistics.median(part) for part in zip(*split[(spelling, "bare")]))
    user, system = (statistics.median(part) for part in zip(*split[(spelling, "service")]))
    print(f"{spelling:14} {bare_user:9.2f} {bare_system:8.2f} {user:12.2f} {system:11.2f} {user - bare_user:14.2f}")
PY
