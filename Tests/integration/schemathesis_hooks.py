"""Schemathesis hooks for the API fuzz run (loaded through SCHEMATHESIS_HOOKS).

One rule of the contract is beyond JSON Schema: item ids must be unique within `items` (400
`duplicate_id` otherwise) — the body's own, `before.items`/`after.items` of a transition, and
`offsetRequest.items` of an animation.
Generated bodies often repeat an id, which the server rightly refuses, so each repeated id is
replaced by a fresh one of the same kind before the request is sent.

Only ids that are valid on their own are touched (a string, or an integer within the spec's
bounds), so a negative case stays exactly as invalid as it was generated. Two ids count as the
same the way the server compares them: numbers by exact value (`5` and `5.0`), strings by their
code points (JSON's equality: "é" and "e\u0301" are two ids).
"""
import schemathesis

INTEGER_LIMIT = 2 ** 53  # openapi.yaml ItemID bounds


def _key(value):
    if isinstance(value, str):
        return ("s", value)
    return ("n", int(value))


def _is_valid_id(value):
    if isinstance(value, bool):
        return False
    if isinstance(value, str):
        return True
    if isinstance(value, int):
        return abs(value) <= INTEGER_LIMIT
    if isinstance(value, float):
        return value.is_integer() and abs(value) < INTEGER_LIMIT
    return False


def unique_item_ids(body):
    """`body` with every repeated (valid) item id replaced by an unused one of the same kind."""
    if not isinstance(body, dict):
        return body
    for side in ("before", "after", "offsetRequest"):
        unique_item_ids(body.get(side))
    if not isinstance(body.get("items"), list):
        return body
    items = [item for item in body["items"] if isinstance(item, dict) and _is_valid_id(item.get("id"))]
    seen = set()
    for item in items:
        key = _key(item["id"])
        if key in seen:
            item["id"] = _fresh(item["id"], seen, {_key(other["id"]) for other in items})
            key = _key(item["id"])
        seen.add(key)
    return body


def _fresh(value, seen, taken):
    counter = 0
    while True:
        counter += 1
        candidate = f"{value}~{counter}" if isinstance(value, str) else counter
        if _key(candidate) not in seen and _key(candidate) not in taken:
            return candidate


@schemathesis.hook
def map_body(ctx, body):
    return unique_item_ids(body)
