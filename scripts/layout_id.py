#!/usr/bin/env python3
"""The id ScrollQuery gives a stored layout, computed on the client: `layout_id(body)`.

Usage: python3 scripts/layout_id.py < layout.json   (the body you would POST to /v1/layouts)

The id is "sha256-" + the SHA-256 of the layout's canonical form, a byte string that depends only
on what the layout *is*, never on how its JSON was written (key order, whitespace, 1 vs 1.0,
uniform vs listed sizes, `measured` vs `sizes`). All integers are unsigned little-endian unless
said otherwise; every number is the IEEE-754 double the JSON denotes (-0 is written as 0):

    "scrollquery-layout-v1"                        21 ASCII bytes
    kind                                           u8: 1 items, 2 stack, 3 grid, 4 lanes, 5 sections
    contentSize                                    u8 0 | u8 1, f64 width, f64 height
    items:  n: u64, then per item: id, f64 x, f64 y, f64 width, f64 height
    stack:  axis u8 (0 vertical, 1 horizontal), f64 spacing,
            f64 padding top, left, bottom, right,
            crossSize u8 0 | u8 1, f64;  estimatedSize u8 0 | u8 1, f64,
            n: u64, then per item: u8 0, f64 size | u8 1 (estimated: uses estimatedSize),
            ids: u8 0 (the indices 0…n-1) | u8 1, then n × id
                 (u8 2 marks implicit ids, which only edits give; never a posted body)
    grid:   n: u64; columns u8 0, u64 count | u8 1, f64 minimumWidth | u8 2, f64 maximumWidth;
            cellWidths u8 (0 fractional, 1 integer); itemHeight u8 0, f64 | aspectRatio u8 1, f64;
            f64 row spacing, f64 column spacing, f64 padding top, left, bottom, right;
            m: u64, m × u64 full-span index (ascending), f64 full-span height (0 when m = 0);
            ids as a stack's
    lanes:  u64 lane count, f64 spacing, f64 padding top, left, bottom, right,
            ties u8 (0 lowerLane, 1 earlierItem), estimatedSize u8 0 | u8 1, f64,
            n: u64, then per item as a stack's; ids as a stack's
    sections: pinnedHeaders u8 (0 | 1), s: u64, then per section: header u8 0 | u8 1, f64;
            footer u8 0 | u8 1, f64; f64 spacing; rows: u8 0, n: u64, f64 size, u8 estimated
            (0 | 1) when every row has one size and flag (n = 0: size 0, flag 0) | u8 1, n: u64,
            then per row u8 estimated (0 | 1), f64 size (an estimated row's is estimatedSize);
            then ids u8 0 (the flat indices) | u8 1, then one id per flat index (header, rows,
            footer of each section in order)
    id:     u8 0, i64 (integer id) | u8 1, u64 byte count, UTF-8 bytes (string id)

A stack whose ids are exactly the integers 0…n-1 in order is written with u8 0, as if it had
sent none. Python's float() and struct.pack('<d') give the same doubles the server reads.
"""
import hashlib
import json
import struct
import sys

MAGIC = b"scrollquery-layout-v1"


def _f64(value):
    value = float(value)
    return struct.pack("<d", 0.0 if value == 0 else value)


def _u64(value):
    return struct.pack("<Q", value)


def _id(value):
    if isinstance(value, str):
        data = value.encode("utf-8")
        return b"\x01" + _u64(len(data)) + data
    return b"\x00" + struct.pack("<q", int(value))


def _optional(value):
    return b"\x00" if value is None else b"\x01" + _f64(value)


def _ids(ids, count):
    if ids is None or ids == list(range(count)) and not any(isinstance(i, str) for i in ids):
        return b"\x00"
    return b"\x01" + b"".join(_id(value) for value in ids)


def _padding(layout):
    padding = layout.get("padding") or {}
    return b"".join(_f64(padding.get(edge) or 0) for edge in ("top", "left", "bottom", "right"))


def _grid(grid):
    out = bytearray(_u64(int(grid["count"])))
    columns = grid["columns"]
    if isinstance(columns, dict):
        out += b"\x01" + _f64(columns["minimumWidth"]) if columns.get("minimumWidth") is not None \
            else b"\x02" + _f64(columns["maximumWidth"])
    else:
        out += b"\x00" + _u64(int(columns))
    out += b"\x01" if grid.get("cellWidths") == "integer" else b"\x00"
    out += b"\x00" + _f64(grid["itemHeight"]) if grid.get("itemHeight") is not None else b"\x01" + _f64(grid["aspectRatio"])
    spacing = grid.get("spacing") or 0
    if isinstance(spacing, dict):
        out += _f64(spacing.get("row") or 0) + _f64(spacing.get("column") or 0)
    else:
        out += _f64(spacing) + _f64(spacing)
    out += _padding(grid)
    full = grid.get("fullSpan") or {}
    indexes = sorted(int(index) for index in full.get("indexes") or [])
    out += _u64(len(indexes)) + b"".join(_u64(index) for index in indexes)
    out += _f64(full["height"] if indexes else 0)
    out += _ids(grid.get("ids"), int(grid["count"]))
    return bytes(out)


def _sizes(layout):
    """Per item: u8 0, f64 size | u8 1 (estimated); and the count."""
    sizes, ids = layout.get("sizes"), layout.get("ids")
    if isinstance(sizes, dict):
        sizes = [sizes.get("uniform")] * int(sizes["count"])
    elif sizes is None:
        sizes = [None] * len(ids)
    measured = {int(key): value for key, value in (layout.get("measured") or {}).items()}
    out = bytearray(_u64(len(sizes)))
    for index, size in enumerate(sizes):
        size = measured.get(index, size)
        out += b"\x01" if size is None else b"\x00" + _f64(size)
    return bytes(out), len(sizes)


def _lanes(lanes):
    out = bytearray(_u64(int(lanes["count"])))
    out += _f64(lanes.get("spacing") or 0) + _padding(lanes)
    out += b"\x01" if lanes.get("ties") == "earlierItem" else b"\x00"
    out += _optional(lanes.get("estimatedSize"))
    sizes, count = _sizes(lanes)
    return bytes(out + sizes + _ids(lanes.get("ids"), count))


def _sections(body):
    """The section list's part of the form (kind 5)."""
    out = bytearray(b"\x01" if body.get("pinnedHeaders") else b"\x00")
    sections = body["sections"]
    out += _u64(len(sections))
    for section in sections:
        out += _optional(section.get("header")) + _optional(section.get("footer"))
        out += _f64(section.get("spacing") or 0)
        estimate = section.get("estimatedSize")
        if section.get("sizes") is not None:
            rows = [(1, estimate) if size is None else (0, size) for size in section["sizes"]]
        elif section.get("itemHeight") is not None:
            rows = [(0, section["itemHeight"])] * int(section["count"])
        else:
            rows = [(1, estimate)] * int(section["count"])
        rows = [(flag, float(size)) for flag, size in rows]
        if len(set(rows)) <= 1:
            flag, size = rows[0] if rows else (0, 0.0)
            out += b"\x00" + _u64(len(rows)) + _f64(size) + bytes([flag])
        else:
            out += b"\x01" + _u64(len(rows)) + b"".join(bytes([flag]) + _f64(size) for flag, size in rows)
    ids = []
    for section in sections:
        if section.get("header") is not None:
            ids.append(section.get("headerId"))
        ids += section.get("ids") or []
        if section.get("footer") is not None:
            ids.append(section.get("footerId"))
    if not any(section.get(key) is not None for section in sections for key in ("headerId", "ids", "footerId")) \
            or ids == list(range(len(ids))) and not any(isinstance(i, str) for i in ids):
        return bytes(out + b"\x00")
    return bytes(out + b"\x01" + b"".join(_id(value) for value in ids))


def canonical_form(body):
    """The canonical bytes of a /v1/layouts body (`items`, `stack`, `grid`, `lanes` or `sections`,
    optional `contentSize`)."""
    out = bytearray(MAGIC)
    items, stack = body.get("items"), body.get("stack")
    kind = next(index for index, field in ((1, "items"), (2, "stack"), (3, "grid"), (4, "lanes"), (5, "sections"))
                if body.get(field) is not None)
    out += bytes([kind])
    size = body.get("contentSize")
    out += b"\x00" if size is None else b"\x01" + _f64(size.get("width", 0)) + _f64(size.get("height", 0))
    if kind == 3:
        return bytes(out + _grid(body["grid"]))
    if kind == 4:
        return bytes(out + _lanes(body["lanes"]))
    if kind == 5:
        return bytes(out + _sections(body))
    if items is not None:
        out += _u64(len(items))
        for item in items:
            frame = item["frame"]
            out += _id(item["id"])
            out += b"".join(_f64(frame.get(key) or 0) for key in ("x", "y", "width", "height"))
        return bytes(out)
    padding = stack.get("padding") or {}
    out += b"\x01" if stack.get("axis") == "horizontal" else b"\x00"
    out += _f64(stack.get("spacing") or 0)
    out += b"".join(_f64(padding.get(edge) or 0) for edge in ("top", "left", "bottom", "right"))
    out += _optional(stack.get("crossSize"))
    estimate = stack.get("estimatedSize")
    out += _optional(estimate)
    sizes, ids = stack.get("sizes"), stack.get("ids")
    if isinstance(sizes, dict):
        sizes = [sizes.get("uniform")] * sizes["count"]
    elif sizes is None:
        sizes = [None] * len(ids)
    measured = {int(key): value for key, value in (stack.get("measured") or {}).items()}
    out += _u64(len(sizes))
    for index, size in enumerate(sizes):
        size = measured.get(index, size)
        out += b"\x01" if size is None else b"\x00" + _f64(size)
    if ids is None or ids == list(range(len(sizes))) and not any(isinstance(i, str) for i in ids):
        out += b"\x00"
    else:
        out += b"\x01" + b"".join(_id(value) for value in ids)
    return bytes(out)


def layout_id(body):
    return "sha256-" + hashlib.sha256(canonical_form(body)).hexdigest()


if __name__ == "__main__":
    print(layout_id(json.load(sys.stdin)))
