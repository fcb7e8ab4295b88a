"""The shared layout store (`--layout-store redis://…`): two replicas and a real redis-server on
loopback. A layout stored through one replica answers on the other, edits too, exactly as a
single server answers; with Redis stopped, inline queries and the layouts a replica holds still
answer and the rest get 503 `layout_store_unavailable` with `Retry-After`; started again, the
replicas find it by themselves."""
import json
import subprocess
import time

import pytest

from cluster import Redis
from serverprocess import Server

VIEW = {"viewport": {"width": 390, "height": 600}}
STACK = {"stack": {"spacing": 8, "sizes": [44, 120, None, 60] * 50, "estimatedSize": 50}}
ITEMS = {"items": [{"id": f"m{i}", "frame": {"x": 0, "y": i * 90, "width": 390, "height": 80}} for i in range(40)]}
EDITS = [{"insert": {"at": 3, "sizes": [33, None]}}, {"remove": {"ids": [0]}}, {"resize": {"id": 5, "size": 99}}]
QUERIES = [
    ("/v1/scroll/offset", {"target": {"index": 7}, "anchor": "center"}),
    ("/v1/scroll/offset", {"target": {"edge": "bottom"}}),
    ("/v1/scroll/visibility", {"contentOffset": {"x": 0, "y": 700}}),
]


@pytest.fixture
def redis():
    with Redis() as instance:
        yield instance


@pytest.fixture
def replicas(redis):
    """Two replicas sharing `redis`, and a third without a store: the single server whose
    answers they must give."""
    started = [Server("--layout-store", redis.url), Server("--layout-store", redis.url), Server()]
    try:
        yield started
    finally:
        for server in started:
            assert server.stop() == 0


def store(server, body):
    status, headers, data = server.request("POST", "/v1/layouts", body)
    assert status == 201, data
    return json.loads(data)["layoutId"]


def edit(server, layout, edits):
    status, _, data = server.request("POST", f"/v1/layouts/{layout}/edits", edits)
    assert status == 201, data
    return json.loads(data)["layoutId"]


def answers(server, layout):
    return [server.post_json(path, {**VIEW, "layout": layout, **query}) for path, query in QUERIES]


def test_aLayoutStoredOnOneReplica_answersOnTheOtherAsASingleServerDoes(replicas):
    a, b, single = replicas
    for body in [STACK, ITEMS]:
        layout = store(a, body)
        assert store(single, body) == layout
        assert answers(b, layout) == answers(single, layout)
        assert all(status == 200 for status, _ in answers(b, layout))
        status, _, details = b.request("GET", f"/v1/layouts/{layout}")
        assert status == 200 and json.loads(details)["layoutId"] == layout


def test_anEditOnOneReplica_ofALayoutStoredOnTheOther_answersEverywhere(replicas):
    a, b, single = replicas
    base = store(a, STACK)
    edited = edit(b, base, EDITS)
    assert edit(single, store(single, STACK), EDITS) == edited
    assert answers(a, edited) == answers(single, edited)
    transition = {**VIEW, "before": {"layout": base, "contentOffset": {"x": 0, "y": 900}}, "after": {"layout": edited}}
    assert a.post_json("/v1/scroll/transition", transition) == single.post_json("/v1/scroll/transition", transition)


def test_layoutsAreKeptUnderThePrefixWithATimeToLive(replicas, redis):
    a, _, _ = replicas
    layout = store(a, STACK)
    assert redis.keys() == [f"scrollquery:layout:{layout}"]
    ttl = subprocess.run(["redis-cli", "-p", str(redis.port), "TTL", f"scrollquery:layout:{layout}"],
                         capture_output=True, text=True, check=True).stdout.strip()
    assert 0 < int(ttl) <= 7 * 24 * 3600


def test_aDeleteForgetsTheLayoutInTheStore(replicas, redis):
    a, b, _ = replicas
    layout = store(a, ITEMS)
    status, _, _ = b.request("DELETE", f"/v1/layouts/{layout}")
    assert status == 204 and redis.keys() == []
    status, _, data = b.request("GET", f"/v1/layouts/{layout}")
    assert status == 404 and json.loads(data)["error"]["code"] == "unknown_layout"


def unavailable(status, headers, data):
    body = json.loads(data)
    return (status == 503 and headers.get("retry-after") == "1"
            and body["error"]["code"] == "layout_store_unavailable" and "retry" in body["error"]["message"])


def wait_until_store(server, state, attempts=50):
    """Polls /readyz (each poll pings a store that is not up) until it names `state`; bounded."""
    for _ in range(attempts):
        status, _, data = server.request("GET", "/readyz")
        assert status == 200
        if json.loads(data).get("layoutStore") == state:
            return
        time.sleep(0.1)
    raise AssertionError(f"/readyz never said layoutStore {state}: {data!r}")


def test_withRedisDown_inlineAndHeldLayoutsAnswer_othersAre503_andTheReplicasRecover(replicas, redis):
    a, b, single = replicas
    held = store(a, STACK)  # A holds it; B never saw it
    expected = answers(single, store(single, STACK))
    wait_until_store(b, "up")
    redis.stop()

    assert answers(a, held) == expected  # held: answers without the store
    status, headers, data = b.request("POST", "/v1/scroll/offset", {**VIEW, "layout": held, **QUERIES[0][1]})
    assert unavailable(status, headers, data) and json.loads(data)["error"]["pointer"] == "/layout"
    assert unavailable(*b.request("POST", "/v1/layouts", ITEMS))
    assert unavailable(*b.request("GET", f"/v1/layouts/{held}"))
    assert unavailable(*b.request("POST", f"/v1/layouts/{held}/edits", EDITS))
    inline = {**VIEW, **STACK, **QUERIES[0][1]}
    assert b.post_json("/v1/scroll/offset", inline) == single.post_json("/v1/scroll/offset", inline)
    status, _, data = b.request("GET", "/readyz")  # still ready: it answers all of the above
    assert status == 200 and json.loads(data) == {"status": "ready", "layoutStore": "down"}

    redis.start()  # empty: nothing persisted
    wait_until_store(b, "up")
    status, _, data = b.request("POST", "/v1/scroll/offset", {**VIEW, "layout": held, **QUERIES[0][1]})
    assert status == 404 and json.loads(data)["error"]["code"] == "unknown_layout"
    assert store(a, STACK) == held  # the client stores it again, through any replica
    assert answers(b, held) == expected


def test_metricsCountTheCacheAndTheStore(replicas):
    from prometheus_client.parser import text_string_to_metric_families

    a, b, _ = replicas
    layout = store(a, ITEMS)
    answers(b, layout)  # one store read, then cache hits
    status, _, data = b.request("GET", "/metrics")
    assert status == 200
    samples = {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
               for family in text_string_to_metric_families(data.decode()) for sample in family.samples}
    assert samples[("scrollquery_layout_cache_layouts", ())] == 1
    assert samples[("scrollquery_layout_cache_misses_total", ())] == 1
    assert samples[("scrollquery_layout_cache_hits_total", ())] == len(QUERIES) - 1
    assert samples[("scrollquery_layout_store_up", ())] == 1
    read_ok = ("scrollquery_layout_store_operations_total", (("operation", "read"), ("result", "ok")))
    assert samples[read_ok] == 1
    count = ("scrollquery_layout_store_operation_duration_seconds_count", (("operation", "read"),))
    assert samples[count] == 1


@pytest.mark.parametrize("url, message", [
    ("http://127.0.0.1:6379", "--layout-store must start with redis://"),
    ("redis://host:6379/16", "--layout-store the database after / must be a number from 0 to 15"),
])
def test_aLayoutStoreThatIsNoRedisURL_isRefusedAtStart(url, message):
    from serverprocess import DEFAULT_BIN
    import os

    binary = os.environ.get("SCROLLQUERY_BIN", DEFAULT_BIN)
    for argv, env in [([binary, "--layout-store", url], {}), ([binary], {"SCROLLQUERY_LAYOUT_STORE": url})]:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=10, env={**os.environ, **env})
        assert done.returncode == 2 and message in done.stderr, done.stderr


def test_withoutTheFlag_readyzAndMetricsSayNothingOfAStore(replicas):
    _, _, single = replicas
    status, _, data = single.request("GET", "/readyz")
    assert status == 200 and json.loads(data) == {"status": "ready"}
    _, _, metrics = single.request("GET", "/metrics")
    assert b"scrollquery_layout_cache_layouts" in metrics and b"layout_store" not in metrics


def test_withRedisFrozen_aLookupEndsIn503WithinItsTimeouts_andRecoversWhenItThaws(replicas, redis):
    """SIGSTOP: Redis still accepts connections (the kernel's backlog) but never answers, the
    slow store the timeouts are for. The request ends (the client would time out after 10 s
    otherwise) with 503; after SIGCONT the replica answers again by itself."""
    import signal

    a, b, single = replicas
    layout = store(a, ITEMS)
    wait_until_store(b, "up")
    redis.process.send_signal(signal.SIGSTOP)
    try:
        status, headers, data = b.request("POST", "/v1/scroll/offset", {**VIEW, "layout": layout, **QUERIES[0][1]})
        assert unavailable(status, headers, data)
    finally:
        redis.process.send_signal(signal.SIGCONT)
    wait_until_store(b, "up")
    assert answers(b, layout) == answers(single, store(single, ITEMS))
