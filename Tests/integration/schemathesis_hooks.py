"""Schemathesis hooks for the API fuzz run (loaded through SCHEMATHESIS_HOOKS).

Some rules of the contract are beyond JSON Schema, and generated bodies break them often; the
server rightly refuses those bodies, so each is repaired before the request is sent:
- item ids must be unique within `items` or a stack's `ids` (400 `duplicate_id` otherwise) —
  the body's own, `before`/`after` of a transition, `offsetRequest` or `snapRequest` of an animation: each
  repeated id is replaced by a fresh one of the same kind;
- an edit's `insert`: `ids` one per size, unique (what fits the stored layout is its state: 409);
- a `stack`'s (and `lanes`') cross-field rules (openapi.yaml `Stack`): `ids` as long as the
  sizes, `measured` indices below the count, `estimatedSize` for items without a size, frames
  within ±1e12; a `grid`'s (`Grid`): `ids` one per item, `fullSpan` indexes below the count and
  once each, and the grid within 1e12 points tall;
- a section's (openapi.yaml `Section`): `itemHeight` or `sizes`, `count` as long as `sizes`,
  `estimatedSize` for rows without a size, rows, headers and footers held to 1000 in all, the
  list within 1e12,
  ids left out (all or nothing across sections);
  `pinnedHeaders` only beside `sections`;
  Counts are also held to 1000 so that a debug server answers each case quickly, and so that
  neither `--max-items` nor `behavior: css` (at most 1000 items) turns a case into a 413.

Only values that are valid on their own are touched (an id that is a string or an integer
within the spec's bounds, a count that is an integer in range, …), so a negative case stays
exactly as invalid as it was generated. Two ids count as the same the way the server compares
them: numbers by exact value (`5` and `5.0`), strings by their code points (JSON's equality:
"é" and "e\u0301" are two ids).
"""
import re

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
        return value.is_integer() and abs(value) <= INTEGER_LIMIT
    return False


def unique_item_ids(body):
    """`body` with every repeated (valid) item id replaced by an unused one of the same kind."""
    if not isinstance(body, dict):
        return body
    for side in ("before", "after", "offsetRequest", "snapRequest"):
        unique_item_ids(body.get(side))
    if isinstance(body.get("items"), list):
        items = [item for item in body["items"] if isinstance(item, dict) and _is_valid_id(item.get("id"))]
        _dedupe(items, lambda item: item["id"], lambda item, value: item.__setitem__("id", value))
    for field in ("stack", "grid", "lanes"):
        layout = body.get(field)
        if isinstance(layout, dict) and isinstance(layout.get("ids"), list):
            ids = layout["ids"]
            positions = [index for index, value in enumerate(ids) if _is_valid_id(value)]
            _dedupe(positions, lambda index: ids[index], lambda index, value: ids.__setitem__(index, value))
    return body


def _dedupe(entries, get, put):
    taken = {_key(get(entry)) for entry in entries}
    seen = set()
    for entry in entries:
        key = _key(get(entry))
        if key in seen:
            put(entry, _fresh(get(entry), seen, taken))
            key = _key(get(entry))
            taken.add(key)
        seen.add(key)


def _fresh(value, seen, taken):
    counter = 0
    while True:
        counter += 1
        candidate = f"{value}~{counter}" if isinstance(value, str) else counter
        if _key(candidate) not in seen and _key(candidate) not in taken:
            return candidate


LIMIT = 10 ** 12  # openapi.yaml: every geometric number within ±1e12
MAX_COUNT = 1000
GRID_COUNT_LIMIT = 10 ** 9  # openapi.yaml Grid.count maximum
SECTION_COUNT_LIMIT = 10 ** 6  # openapi.yaml Section.count maximum
INDEX_KEY = re.compile(r"^(0|[1-9][0-9]*)$")


def _number(value, low=0, high=LIMIT):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high


def _is_count(value, limit=None):
    """An integer >= 0 as JSON allows it (`5` or `5.0`), and at most the schema's `limit` when
    it has one: a count past it is left as generated, so that the case stays negative."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return value >= 0 and float(value).is_integer() and (limit is None or value <= limit)


def _count(stack):
    """The stack's item count if its sizes (or ids) give a valid one, else None."""
    sizes = stack.get("sizes")
    if isinstance(sizes, list):
        return len(sizes)
    if isinstance(sizes, dict):
        count = sizes.get("count")
        return int(count) if _is_count(count) else None
    if sizes is None and isinstance(stack.get("ids"), list):
        return len(stack["ids"])
    return None


def repair_stacks(body):
    """`body` with each (valid) stack's cross-field rules met, as openapi.yaml `Stack` states them."""
    if not isinstance(body, dict):
        return body
    for side in ("before", "after", "offsetRequest", "snapRequest"):
        repair_stacks(body.get(side))
    stack = body.get("stack")
    if isinstance(stack, dict):
        _repair_stack(stack)
    lanes = body.get("lanes")
    if isinstance(lanes, dict):
        _repair_stack(lanes)  # the same sizes, ids and estimatedSize as a stack's
    grid = body.get("grid")
    if isinstance(grid, dict):
        _repair_grid(grid)
    return body


def _repair_grid(grid):
    """openapi.yaml `Grid`'s cross-field rules: `ids` one per item, `fullSpan` indexes below the
    count and listed once (with a `height`), the grid within 1e12 points tall with one column."""
    count = grid.get("count")
    if not _is_count(count, GRID_COUNT_LIMIT):
        return
    if count > MAX_COUNT:
        grid["count"] = count = MAX_COUNT
    count = int(count)
    full = grid.get("fullSpan")
    full_height = 0
    if isinstance(full, dict) and isinstance(full.get("indexes"), list) and full["indexes"] \
            and all(_is_count(value) and value <= INTEGER_LIMIT for value in full["indexes"]):
        # Each index brought below the count and listed once; the list stays non-empty, so a
        # missing `height` stays missing (the schema requires it with any index).
        if count == 0:
            grid["count"] = count = 1
        full["indexes"] = sorted({int(value) % count for value in full["indexes"]})
    if isinstance(full, dict) and _number(full.get("height")):
        full_height = full["height"]
    ids = grid.get("ids")
    if isinstance(ids, list) and all(_is_valid_id(value) for value in ids) and len(ids) != count:
        if len(ids) > count:
            del ids[count:]
        else:
            taken = {_key(value) for value in ids}
            while len(ids) < count:
                fresh = _fresh(0, taken, taken)
                ids.append(fresh)
                taken.add(_key(fresh))
    height = grid.get("itemHeight") if _number(grid.get("itemHeight")) else 0
    ratio = grid.get("aspectRatio")
    spacing = grid.get("spacing")
    row = spacing if _number(spacing) else (spacing.get("row") if isinstance(spacing, dict) else 0)
    row = row if _number(row) else 0
    padding = grid.get("padding") if isinstance(grid.get("padding"), dict) else {}
    pads = [value for value in padding.values() if _number(value)]
    # An aspect ratio makes the cells as tall as the viewport is wide (up to 1e12) over it.
    tallest = max(height, full_height, LIMIT / ratio if _number(ratio) and ratio > 0 else 0)
    worst = tallest * count + row * count + 2 * max(pads, default=0)
    if worst <= LIMIT * 0.99:
        return
    ceiling = LIMIT / (count + 2) / 2
    if _number(grid.get("itemHeight")):
        grid["itemHeight"] = min(grid["itemHeight"], ceiling)
    if isinstance(full, dict) and _number(full.get("height")):
        full["height"] = min(full["height"], ceiling)
    if _number(ratio) and ratio > 0:
        grid["aspectRatio"] = max(ratio, LIMIT / ceiling)
    if _number(spacing):
        grid["spacing"] = 0
    elif isinstance(spacing, dict) and _number(spacing.get("row")):
        spacing["row"] = 0
    for side, value in padding.items():
        if _number(value):
            padding[side] = 0


def _repair_stack(stack):
    sizes = stack.get("sizes")
    if isinstance(sizes, dict) and _is_count(sizes.get("count")) and sizes["count"] > MAX_COUNT:
        sizes["count"] = MAX_COUNT
    if isinstance(stack.get("ids"), list) and len(stack["ids"]) > MAX_COUNT and sizes is None:
        del stack["ids"][MAX_COUNT:]
    count = _count(stack)
    if count is None:
        return
    ids = stack.get("ids")
    if isinstance(ids, list) and all(_is_valid_id(value) for value in ids) and len(ids) != count:
        if isinstance(sizes, dict):
            sizes["count"] = count = len(ids)
        elif len(ids) > count:
            del ids[count:]
        else:
            taken = {_key(value) for value in ids}
            while len(ids) < count:
                fresh = _fresh(0, taken, taken)
                ids.append(fresh)
                taken.add(_key(fresh))
    measured = stack.get("measured")
    if isinstance(measured, dict):
        for key in [key for key in measured if INDEX_KEY.match(key) and int(key) >= count]:
            del measured[key]
    # Every item needs a size: from measured, sizes, or the estimate.
    known = {int(key) for key, value in (measured or {}).items() if INDEX_KEY.match(key) and value is not None} \
        if isinstance(measured, dict) else set()
    if isinstance(sizes, list):
        unsized = any(value is None and index not in known for index, value in enumerate(sizes))
    elif isinstance(sizes, dict):
        unsized = sizes.get("uniform") is None and len(known) < count
    else:
        unsized = len(known) < count
    if unsized and stack.get("estimatedSize") is None:
        stack["estimatedSize"] = 44
    _bound(stack, count)


def _bound(stack, count):
    """Frames within ±1e12: when the largest lengths could pass it, no spacing or padding and
    every length at most 1e12 / (count + 2)."""
    sizes = stack.get("sizes")
    lengths = []
    if isinstance(sizes, list):
        lengths += [value for value in sizes if _number(value)]
    elif isinstance(sizes, dict) and _number(sizes.get("uniform")):
        lengths.append(sizes["uniform"])
    if isinstance(stack.get("measured"), dict):
        lengths += [value for value in stack["measured"].values() if _number(value)]
    if _number(stack.get("estimatedSize")):
        lengths.append(stack["estimatedSize"])
    padding = stack.get("padding") if isinstance(stack.get("padding"), dict) else {}
    pads = [value for value in padding.values() if _number(value)]
    spacing = stack.get("spacing") if _number(stack.get("spacing"), -LIMIT, LIMIT) else 0
    cross = stack.get("crossSize") if _number(stack.get("crossSize")) else 0
    worst = max(lengths, default=0) * count + abs(spacing) * max(count - 1, 0) + 2 * max(pads, default=0)
    if worst <= LIMIT * 0.99 and cross + 2 * max(pads, default=0) <= LIMIT * 0.99:
        return
    ceiling = LIMIT / (count + 2)
    if "spacing" in stack and _number(stack["spacing"], -LIMIT, LIMIT):
        stack["spacing"] = 0
    if isinstance(stack.get("padding"), dict):
        for side, value in stack["padding"].items():
            if _number(value):
                stack["padding"][side] = 0
    if _number(stack.get("crossSize")):
        stack["crossSize"] = min(stack["crossSize"], LIMIT / 2)
    if isinstance(sizes, list):
        for index, value in enumerate(sizes):
            if _number(value):
                sizes[index] = min(value, ceiling)
    elif isinstance(sizes, dict) and _number(sizes.get("uniform")):
        sizes["uniform"] = min(sizes["uniform"], ceiling)
    if isinstance(stack.get("measured"), dict):
        for key, value in stack["measured"].items():
            if _number(value):
                stack["measured"][key] = min(value, ceiling)
    if _number(stack.get("estimatedSize")):
        stack["estimatedSize"] = min(stack["estimatedSize"], ceiling)


def repair_sections(body):
    """`body` with each (valid) section list's cross-field rules met (openapi.yaml `Section`)."""
    if not isinstance(body, dict):
        return body
    for side in ("before", "after", "offsetRequest", "snapRequest"):
        repair_sections(body.get(side))
    sections = body.get("sections")
    if isinstance(sections, list):
        budget = MAX_COUNT
        for section in sections:
            if isinstance(section, dict):
                budget = _repair_section(section, budget, LIMIT / (2 * (len(sections) + 1)))
    elif isinstance(body.get("pinnedHeaders"), bool):
        # Beside `layout` it needs a stored section list, which a generated id rarely names.
        del body["pinnedHeaders"]
    return body


def _repair_section(section, budget, ceiling):
    """One section made valid if its values are; returns the flat indices left in `budget`.
    Ids (all or nothing across the list, unique) are left out: valid ones are dropped."""
    for key in ("headerId", "footerId"):
        if _is_valid_id(section.get(key)):
            del section[key]
    if isinstance(section.get("ids"), list) and all(_is_valid_id(value) for value in section["ids"]):
        del section["ids"]
    # A header and a footer are flat indices too: each takes one from the budget first, and
    # once it is spent, valid ones go (an invalid one stays, so the case stays negative).
    for key in ("header", "footer"):
        if _number(section.get(key)):
            if budget > 0:
                budget -= 1
            else:
                del section[key]
    sizes = section.get("sizes")
    # A valid `itemHeight` beside `sizes` goes; an invalid one stays, so the case stays negative.
    if isinstance(sizes, list) and _number(section.get("itemHeight")):
        del section["itemHeight"]
    if isinstance(sizes, list):
        del sizes[max(budget, 0):]
        if _is_count(section.get("count"), SECTION_COUNT_LIMIT):
            section["count"] = len(sizes)
        if any(value is None for value in sizes) and section.get("estimatedSize") is None:
            section["estimatedSize"] = 44
        count = len(sizes)
    elif _is_count(section.get("count"), SECTION_COUNT_LIMIT):
        section["count"] = count = min(int(section["count"]), max(budget, 0))
        if section.get("itemHeight") is None and count > 0 and section.get("estimatedSize") is None:
            section["estimatedSize"] = 44
    elif sizes is None and section.get("count") is None:
        section["count"] = count = 0
    else:
        return budget
    budget -= count
    # Within 1e12 in all: every length at most its share.
    per = ceiling / (count + 3)
    for key in ("header", "footer", "itemHeight", "estimatedSize", "spacing"):
        if _number(section.get(key)) and section[key] > per:
            section[key] = per
    if isinstance(sizes, list):
        for index, value in enumerate(sizes):
            if _number(value) and value > per:
                sizes[index] = per
    return budget


def repair_edits(body):
    """A list of layout edits: each `insert`'s `ids` made one per size and unique (both are rules
    of the request itself, beyond JSON Schema; whether the ids fit the layout is its state, 409)."""
    if not isinstance(body, list):
        return body
    for edit in body:
        insert = edit.get("insert") if isinstance(edit, dict) else None
        if not isinstance(insert, dict):
            continue
        sizes, ids = insert.get("sizes"), insert.get("ids")
        if isinstance(sizes, list) and isinstance(ids, list) and all(_is_valid_id(value) for value in ids):
            while len(ids) > len(sizes):
                ids.pop()
            while len(ids) < len(sizes):
                ids.append(f"inserted-{len(ids)}")
            positions = list(range(len(ids)))
            _dedupe(positions, lambda index: ids[index], lambda index, value: ids.__setitem__(index, value))
        if isinstance(insert.get("items"), list):
            unique_item_ids(insert)
    return body


def repair(body):
    return repair_edits(repair_sections(repair_stacks(unique_item_ids(body))))


@schemathesis.hook
def map_body(ctx, body):
    return repair(body)


@schemathesis.hook
def before_call(ctx, case, kwargs):
    """The coverage phase's cases do not pass through `map_body`; every case passes here (and
    Schemathesis revalidates a case a hook changed, so its positive/negative label stays true)."""
    repair(case.body)
