"""Randomly mutated bodies (fixed seed): every answer is a 200 or a JSON 4xx, never a 5xx or a
dropped connection, and the server is still healthy afterwards."""
import json
import random

from test_malformed_bodies import BASE, BASE_ANSWER, PATH

ALPHABET = b'{}[]",:0123456789-+.eE \\/tfnulraxyz\x00\xff\xc3'


def mutate(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        position = rng.randrange(len(data) + 1)
        if choice < 0.3 and data:
            del data[min(position, len(data) - 1)]
        elif choice < 0.6:
            data.insert(position, rng.choice(ALPHABET))
        elif choice < 0.8 and data:
            data[min(position, len(data) - 1)] = rng.choice(ALPHABET)
        elif choice < 0.9:
            data = data[:position]
        else:
            start = rng.randrange(len(data) + 1)
            data[position:position] = data[start:start + rng.randint(1, 40)]
    return bytes(data)


def test_mutatedBodies_neverCauseA5xx_andTheServerStaysHealthy(server):
    rng = random.Random(20261130)
    seed = json.dumps(BASE, separators=(",", ":")).encode()
    statuses = {}
    for _ in range(600):
        body = mutate(seed, rng)
        status, headers, data = server.request("POST", PATH, body, {"Content-Type": "application/json"})
        statuses[status] = statuses.get(status, 0) + 1
        assert status in (200, 400, 404), (status, body, data)
        answer = json.loads(data)
        if status != 200:
            assert answer["error"]["code"] and "pointer" in answer["error"], answer
    assert statuses.get(400, 0) > 100  # the mutations really do break bodies
    status, answer = server.post_json(PATH, BASE)
    assert status == 200 and answer["contentOffset"] == BASE_ANSWER
