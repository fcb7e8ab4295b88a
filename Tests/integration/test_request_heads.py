"""A short, seeded pass of the request-head fuzzer (heads.py; `make head-fuzz` runs it for longer)."""
import random

from heads import connection_bytes, exchange, problems


def test_randomRequestHeads_areEachAnswered_andNoConnectionIsClosedUnanswered(started, tmp_path):
    token = tmp_path / "token"
    token.write_text("t0ken")
    servers = [started("--auth-token-file", str(token), "--cors-origin", "http://localhost"),
               started("--threads", "1", "--max-body-bytes", "4096")]
    rnd = random.Random(20261202)
    found = []
    for index in range(3000):
        server = servers[index % 2]
        payload = connection_bytes(rnd)
        found += [(problem, payload) for problem in problems(exchange(server.host, server.port, payload))]
    assert found[:5] == []
    for server in servers:
        assert server.request("GET", "/healthz")[0] == 200
        server.stderr.seek(0)
        assert "Application reported internal error" not in server.stderr.read()
