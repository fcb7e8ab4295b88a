#!/usr/bin/env python3
"""make cluster-check: Redis, two replicas sharing it (`--layout-store`) and HAProxy in front, on
loopback; every answer through the balancer compared with a single server's, while a replica and
then Redis are killed and started again.

1. Starts redis-server (no persistence, a temporary directory), replicas A and B with
   `--layout-store`, a single server S without one (the reference), and HAProxy on a free port
   (round robin, GET /readyz checked every 200 ms, a request whose replica died before answering
   sent again to the other, the balancer's own errors given JSON bodies: `cluster.HAProxy`).
2. Stores layouts through A and checks each id is S's; edits them through the balancer.
3. Traffic: client threads send requests through the balancer — queries by stored id, by edited
   id and inline, and stores — and compare every answer with S's. A client that gets 404
   `unknown_layout` stores the layout again (the base, then its edits) and retries once, as the
   clients do. Meanwhile: SIGKILL replica A and start it again; SIGKILL Redis; SIGKILL A again
   and start it (an empty cache while the store is down); start Redis again (empty).
4. With everything up again, every query once more, each to answer as S does.

Passes when no answer differs from S's, every failure is a JSON `Error` body, and the last pass
answers everything. Prints a short report. `--quick` (what `make test` runs) is the same with
fewer layouts and a shorter run. Loopback only; every process is killed at the end.
"""
import argparse
import collections
import http.client
import json
import os
import random
import sys
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))

from cluster import HAProxy, Redis  # noqa: E402
from serverprocess import Server  # noqa: E402

VIEW = {"viewport": {"width": 390, "height": 600}}


def layouts(count, rng):
    """`count` layouts of every kind: stacks (uniform, listed, estimated, string ids) and items."""
    made = []
    for index in range(count):
        kind = index % 4
        n = rng.randint(20, 400)
        if kind == 0:
            body = {"stack": {"spacing": index, "sizes": {"uniform": 40 + index, "count": n}}}
        elif kind == 1:
            body = {"stack": {"sizes": [rng.choice([44, 60, 120, 33.5]) for _ in range(n)], "padding": {"top": index}}}
        elif kind == 2:
            body = {"stack": {"sizes": [rng.choice([44, None, 80]) for _ in range(n)], "estimatedSize": 50 + index,
                              "ids": [f"row-{index}-{i}" for i in range(n)]}}
        else:
            body = {"items": [{"id": i * 3 + index, "frame": {"x": 0, "y": i * 70, "width": 390, "height": 64}}
                              for i in range(n)]}
        made.append(body)
    return made


def edits_for(body):
    """An edit list that fits `body`."""
    if "items" in body:
        first = body["items"][0]["id"]
        return [{"remove": {"ids": [first]}},
                {"insert": {"at": 0, "items": [{"id": -1, "frame": {"x": 0, "y": -70, "width": 390, "height": 64}}]}}]
    stack = body["stack"]
    if "ids" in stack:
        return [{"insert": {"at": 2, "sizes": [77], "ids": ["new"]}}, {"remove": {"ids": [stack["ids"][0]]}}]
    return [{"insert": {"at": 1, "sizes": [10, 20]}}, {"resize": {"id": 0, "size": 55}}]


def queries(rng, count):
    """Query shapes (path, body without the layout)."""
    shapes = []
    for _ in range(count):
        shapes.append(rng.choice([
            ("/v1/scroll/offset", {"target": {"index": rng.randint(0, 15)}, "anchor": rng.choice(["top", "center", "bottom"])}),
            ("/v1/scroll/offset", {"target": {"edge": rng.choice(["top", "bottom"])}}),
            ("/v1/scroll/visibility", {"contentOffset": {"x": 0, "y": rng.randint(0, 3000)}}),
        ]))
    return shapes


class Client:
    """HTTP to one base address; every answer as (status, headers, parsed JSON or None, raw)."""

    def __init__(self, host, port):
        self.host, self.port = host, port

    def request(self, method, path, body=None):
        connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            data = json.dumps(body).encode() if body is not None else None
            headers = {"Content-Type": "application/json"} if data is not None else {}
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
            try:
                parsed = json.loads(raw) if raw else None
            except ValueError:
                parsed = None
            return response.status, {k.lower(): v for k, v in response.getheaders()}, parsed, raw
        except (OSError, http.client.HTTPException) as error:
            return 0, {}, None, repr(error).encode()
        finally:
            connection.close()


def is_json_error(parsed):
    return (isinstance(parsed, dict) and isinstance(parsed.get("error"), dict)
            and isinstance(parsed["error"].get("code"), str) and isinstance(parsed["error"].get("message"), str))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer layouts, a shorter run (make test)")
    parser.add_argument("--seed", type=int, default=45)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    layout_count, phase_seconds, threads = (8, 1.0, 2) if args.quick else (40, 4.0, 4)
    started = time.monotonic()

    redis = Redis()
    replicas = []
    balancer = None
    single = None
    try:
        redis.start()
        a = Server("--layout-store", redis.url)
        b = Server("--layout-store", redis.url)
        replicas = [a, b]
        single = Server()
        balancer = HAProxy([(a.host, a.port), (b.host, b.port)])
        balancer.start()
        through = Client("127.0.0.1", balancer.port)
        reference = Client(single.host, single.port)
        via_a = Client(a.host, a.port)

        # 2. Store through A, edit through the balancer; every id is the single server's.
        bodies = layouts(layout_count, rng)
        entries = []  # (layout id, how to store it again: [(path suffix, body)])
        for body in bodies:
            status, _, stored, raw = via_a.request("POST", "/v1/layouts", body)
            _, _, expected, _ = reference.request("POST", "/v1/layouts", body)
            assert status == 201 and stored["layoutId"] == expected["layoutId"], raw
            base = stored["layoutId"]
            entries.append((base, [("", body)]))
            edits = edits_for(body)
            status, _, edited, raw = through.request("POST", f"/v1/layouts/{base}/edits", edits)
            _, _, expected, _ = reference.request("POST", f"/v1/layouts/{base}/edits", edits)
            assert status == 201 and edited["layoutId"] == expected["layoutId"], raw
            entries.append((edited["layoutId"], [("", body), (f"/{base}/edits", edits)]))
        shapes = queries(rng, 6)
        cases = []  # (path, body, expected status, expected answer, how to store its layout again)
        for layout, recipe in entries:
            for path, query in shapes:
                body = {**VIEW, "layout": layout, **query}
                status, _, expected, raw = reference.request("POST", path, body)
                assert status == 200, raw
                cases.append((path, body, 200, expected, recipe))
        stacks = [body for body in bodies if "stack" in body]
        for body in stacks[:4]:
            for path, query in shapes[:2]:
                inline = {**VIEW, **body, **query}
                status, _, expected, raw = reference.request("POST", path, inline)
                assert status == 200, raw
                cases.append((path, inline, 200, expected, None))
            status, _, expected, raw = reference.request("POST", "/v1/layouts", body)
            assert status == 201, raw
            cases.append(("/v1/layouts", body, 201, expected, None))

        # 3. Traffic while a replica and Redis are killed and started again.
        tally = collections.Counter()
        problems = []
        lock = threading.Lock()
        stop = threading.Event()

        def restore(recipe):
            for suffix, body in recipe:
                status, _, _, _ = through.request("POST", "/v1/layouts" + suffix, body)
                if status != 201:
                    return False
            return True

        def ask(path, body, expected_status, expected, recipe):
            status, headers, parsed, raw = through.request("POST", path, body)
            if status == 404 and recipe and is_json_error(parsed) and parsed["error"]["code"] == "unknown_layout":
                restored = restore(recipe)
                with lock:
                    tally["(404 unknown_layout → " + ("stored again, retried)" if restored else "storing it again failed)")] += 1
                if restored:
                    status, headers, parsed, raw = through.request("POST", path, body)
            with lock:
                if status == expected_status and parsed == expected:
                    tally[f"{status}, equal to the single server"] += 1
                elif status == expected_status:
                    problems.append(f"{path} answered differently: {raw[:200]!r}")
                elif is_json_error(parsed):
                    source = "balancer" if headers.get("x-request-id") is None else "replica"
                    extra = " + Retry-After" if "retry-after" in headers else ""
                    tally[f"{status} {parsed['error']['code']}{extra} ({source})"] += 1
                else:
                    problems.append(f"{path} → {status}, not a JSON error: {raw[:200]!r}")

        def traffic(seed):
            local = random.Random(seed)
            while not stop.is_set():
                ask(*local.choice(cases))

        events = []

        def event(text):
            events.append(f"  {time.monotonic() - started:6.1f} s  {text}")

        workers = [threading.Thread(target=traffic, args=(args.seed + n,), daemon=True) for n in range(threads)]
        for worker in workers:
            worker.start()
        event(f"traffic: {threads} clients through HAProxy")
        time.sleep(phase_seconds)
        replicas[0].stop(sig=9)
        event("SIGKILL replica A")
        time.sleep(phase_seconds)
        replicas[0] = Server("--port", str(a.port), "--layout-store", redis.url)
        event("replica A started again (same port, empty cache)")
        time.sleep(phase_seconds)
        redis.stop()
        event("SIGKILL Redis")
        time.sleep(phase_seconds)
        replicas[0].stop(sig=9)
        replicas[0] = Server("--port", str(replicas[0].port), "--layout-store", redis.url)
        event("SIGKILL replica A, started again: empty cache, store down")
        time.sleep(phase_seconds)
        redis.start()
        event("Redis started again (empty: no persistence)")
        time.sleep(phase_seconds)
        stop.set()
        for worker in workers:
            worker.join(30)
        event("traffic stopped")

        # 4. Everything up: every case answers as the single server does.
        final = collections.Counter()
        for path, body, expected_status, expected, recipe in cases:
            status, _, parsed, raw = through.request("POST", path, body)
            if status == 404 and recipe and restore(recipe):
                status, _, parsed, raw = through.request("POST", path, body)
            if status == expected_status and parsed == expected:
                final["ok"] += 1
            else:
                problems.append(f"after recovery {path} → {status}: {raw[:200]!r}")

        print("cluster-check: Redis + 2 replicas (--layout-store) behind HAProxy, on loopback")
        print(f"  layouts: {layout_count} stored through A, {layout_count} edited through the balancer; "
              f"every id equal to the single server's")
        print("timeline:")
        print("\n".join(events))
        print("answers during the run:")
        for key, count in sorted(tally.items(), key=lambda item: -item[1]):
            print(f"  {count:6d}  {key}")
        print(f"after recovery: {final['ok']} of {len(cases)} queries answered as the single server does")
        for problem in problems[:10]:
            print("  PROBLEM:", problem)
        ok = not problems and final["ok"] == len(cases) and tally["200, equal to the single server"] > 0
        print(f"cluster-check {'passed' if ok else 'FAILED'} in {time.monotonic() - started:.1f} s")
        return 0 if ok else 1
    finally:
        if balancer is not None:
            balancer.close()
        for server in replicas + ([single] if single else []):
            try:
                server.stop(sig=9)
            except Exception:  # noqa: BLE001 - already gone
                pass
        redis.close()


if __name__ == "__main__":
    sys.exit(main())
