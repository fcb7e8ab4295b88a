#!/usr/bin/env python3
"""Per-request CPU work of the service and the bare server, counted rather than timed.

Each server runs under callgrind (one worker) and answers N keep-alive POSTs of each body to
/v1/scroll/offset after a warm-up; only the N are counted. For every body it prints, per request:
instructions (user space: ours, libmicrohttpd's and libc's; the kernel is not counted), misses of
a simulated 32 KiB 8-way L1 instruction cache (how much distinct code a request runs), and heap
allocations (calls to malloc, calloc, realloc and posix_memalign from outside the allocator).

Counts are the same from run to run whatever else the machine does, so they show what a change
does to a request when pinned timings (bench/spellings.sh) are within their noise. They are not
time: a cache miss costs more than an instruction, and the kernel's share is left out (see
docs/performance.md, "What a request costs, counted").

Usage: bench/instructions.py SERVICE BASELINE [BODY...]
  (default bodies: bench/spellings/*.json, the four spellings, and bench/minimal.json)
Tunables: INSTRUCTIONS_REQUESTS (2000), INSTRUCTIONS_WARMUP (1000); INSTRUCTIONS_KEEP=DIR keeps
the callgrind dumps there (`service.out.N` for the Nth body) for callgrind_annotate.
"""
import collections
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REQUESTS = int(os.environ.get("INSTRUCTIONS_REQUESTS", "2000"))
WARMUP = int(os.environ.get("INSTRUCTIONS_WARMUP", "1000"))
SPELLINGS = ["compact-int", "compact-uuid", "spaced-rowid", "pretty-uuid"]
DEFAULT_BODIES = [f"bench/spellings/{name}.json" for name in SPELLINGS] + ["bench/minimal.json"]
CACHES = ["--cache-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=524288,8,64"]
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign"}
# Allocator entry points that call another one (posix_memalign → malloc): their calls are not
# counted again.
INTERNAL = {"_mid_memalign", "_mid_memalign.constprop.0"} | ALLOCATORS


def load(path):
    """A body as it is sent: the file's bytes without trailing whitespace."""
    with open(os.path.join(ROOT, path), "rb") as file:
        return file.read().rstrip()


def post(connection, body, count):
    """Sends `count` keep-alive POSTs of `body` and reads every answer, which must be a 200."""
    request = (
        b"POST /v1/scroll/offset HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n" % len(body)
    ) + body
    pending = b""
    for _ in range(count):
        connection.sendall(request)
        while True:
            head, separator, rest = pending.partition(b"\r\n\r\n")
            if separator:
                status = head.split(b" ", 2)[1]
                length = int(re.search(rb"(?im)^content-length:\s*(\d+)", head).group(1))
                if len(rest) >= length:
                    if status != b"200":
                        sys.exit(f"instructions: answered {status.decode()}: {rest[:length].decode(errors='replace')}")
                    pending = rest[length:]
                    break
            chunk = connection.recv(65536)
            if not chunk:
                sys.exit("instructions: the server closed the connection")
            pending += chunk


def parse(path):
    """Totals per event and allocation calls of one callgrind dump."""
    names, events, totals = {}, [], None
    calls = collections.Counter()
    function = callee = None

    def name(text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), match.group(1))

    for line in open(path):
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith("totals:") or line.startswith("summary:"):
            totals = [int(value) for value in line.split()[1:]]
        elif line.startswith("fn="):
            function = name(line[3:].strip())
        elif line.startswith("cfn="):
            callee = name(line[4:].strip())
        elif line.startswith("calls=") and callee in ALLOCATORS and function not in INTERNAL:
            calls[callee] += int(line[6:].split()[0])
    if totals is None:
        sys.exit(f"instructions: no totals in {path}")
    return dict(zip(events, totals)), sum(calls.values())


def profile(command, bodies, work, label):
    """Runs `command` (which prints its URL) under callgrind; per body: (Ir, I1 misses, allocations) per request."""
    out = os.path.join(work, f"{label}.out")
    server = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}", *CACHES, *command],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        deadline = time.monotonic() + 60
        while port is None and time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                break
            match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
            port = int(match.group(1)) if match else None
        if port is None:
            sys.exit(f"instructions: {label} did not start")
        results = []
        for index, path in enumerate(bodies, start=1):
            body = load(path)
            with socket.create_connection(("127.0.0.1", port)) as connection:
                post(connection, body, WARMUP)
                subprocess.run(["callgrind_control", "-i", "on", str(server.pid)], check=True, capture_output=True)
                post(connection, body, REQUESTS)
                subprocess.run(["callgrind_control", "-i", "off", str(server.pid)], check=True, capture_output=True)
                subprocess.run(["callgrind_control", "-d", str(server.pid)], check=True, capture_output=True)
            totals, allocations = parse(f"{out}.{index}")
            results.append((totals["Ir"] / REQUESTS, totals["I1mr"] / REQUESTS, allocations / REQUESTS))
        return results
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    service, baseline, *bodies = sys.argv[1:]
    bodies = bodies or DEFAULT_BODIES
    keep = os.environ.get("INSTRUCTIONS_KEEP")
    if keep:
        os.makedirs(keep, exist_ok=True)
    with (contextlib.nullcontext(keep) if keep else tempfile.TemporaryDirectory()) as work:
        bare = profile([baseline, "0", "1"], bodies, work, "bare")
        ours = profile([service, "--host", "127.0.0.1", "--port", "0", "--threads", "1"], bodies, work, "service")
    print(f"instructions: per request, POST /v1/scroll/offset, one worker, {REQUESTS} keep-alive requests "
          f"after {WARMUP} (callgrind; user space only; L1i 32 KiB 8-way simulated)")
    header = (f"{'body':14} {'bytes':>6} {'bare Ir':>8} {'service Ir':>10} {'ours':>7} "
              f"{'bare I1 miss':>12} {'service I1 miss':>15} {'bare allocs':>11} {'service allocs':>14}")
    print(header)
    print("-" * len(header))
    for path, (bare_ir, bare_miss, bare_allocations), (ir, miss, allocations) in zip(bodies, bare, ours):
        name = os.path.splitext(os.path.basename(path))[0]
        size = len(load(path))
        print(f"{name:14} {size:6d} {bare_ir:8.0f} {ir:10.0f} {ir - bare_ir:7.0f} "
              f"{bare_miss:12.0f} {miss:15.0f} {bare_allocations:11.1f} {allocations:14.1f}")
    print("ours = service Ir - bare Ir; allocs = heap allocations, libmicrohttpd's included")


if __name__ == "__main__":
    main()
