"""A short, seeded pass of the request-head fuzzer (heads.py; `make head-fuzz` runs it for longer)."""
import random

from heads import TOKEN, run, server_flags


def test_randomRequestHeads_areEachAnsweredInWellFormedResponses_andNoConnectionIsClosedUnanswered(started, tmp_path):
    token = tmp_path / "token"
    token.write_bytes(TOKEN)
    servers = [started(*flags) for flags in server_flags(token)]
    count, found = run(servers, random.Random(20261202), lambda sent: sent < 3000)
    assert count == 3000
    assert found[:5] == []
