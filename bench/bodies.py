"""Request bodies for `make bench` (bench/run.sh), written into a directory.

    python3 bench/bodies.py DIR             inline-10k.json  POST /v1/scroll/offset, 10,000 items inline
                                            layout-1m.json   POST /v1/layouts, a stack of 1,000,000 sizes
                                            grid-1k.json, grid-10m.json  POST /v1/scroll/offset, a photo grid
                                                             of 1,000 and of 10,000,000 photos
                                            grid-10m-visibility.json  POST /v1/scroll/visibility on the latter
    python3 bench/bodies.py DIR LAYOUT_ID   layout-query.json  POST /v1/scroll/offset on the stored layout
                                            batch-10k.json     POST /v1/batch, 10,000 offset queries on it

Sizes vary (22–121.5 pt, no pattern a run-length encoding could exploit), ids are the default
(the index), and the queried items are spread over the whole list.
"""
import json
import os
import sys

STACK_ITEMS = 1_000_000
INLINE_ITEMS = 10_000
BATCH_QUERIES = 10_000
VIEWPORT = {"width": 390, "height": 844}


def size(index):
    return (44 + (index * 7919) % 200) / 2


def write(directory, name, document):
    with open(os.path.join(directory, name), "w") as file:
        json.dump(document, file, separators=(",", ":"))


def bodies(directory):
    items = [{"id": i, "frame": {"x": 0, "y": 100 * i, "width": 390, "height": 100}} for i in range(INLINE_ITEMS)]
    write(directory, "inline-10k.json", {
        "viewport": VIEWPORT, "contentSize": {"width": 390, "height": 100 * INLINE_ITEMS},
        "items": items, "target": {"id": INLINE_ITEMS // 2}, "anchor": "center"})
    write(directory, "layout-1m.json", {
        "stack": {"axis": "vertical", "spacing": 8, "sizes": [size(i) for i in range(STACK_ITEMS)]}})


def grid(count):
    """The README's photo grid: 4 columns of 120-point cells, 8 apart, a month header every 120."""
    return {"count": count, "columns": 4, "itemHeight": 120, "spacing": 8,
            "fullSpan": {"indexes": list(range(0, min(count, 12_000), 120)), "height": 32}}


def grid_bodies(directory):
    for name, count in (("grid-1k.json", 1_000), ("grid-10m.json", 10_000_000)):
        write(directory, name, {"viewport": VIEWPORT, "grid": grid(count),
                                "target": {"index": count * 3 // 4}, "anchor": "center"})
    write(directory, "grid-10m-visibility.json", {
        "viewport": VIEWPORT, "grid": grid(10_000_000), "contentOffset": {"x": 0, "y": 200_000_000}})


def layout_bodies(directory, layout_id):
    write(directory, "layout-query.json", {
        "layout": layout_id, "viewport": VIEWPORT, "target": {"id": 765_432}, "anchor": "top"})
    requests = [{"op": "offset", "target": {"id": (k * 99_991) % STACK_ITEMS}, "anchor": "top"}
                for k in range(BATCH_QUERIES)]
    write(directory, "batch-10k.json", {"layout": layout_id, "viewport": VIEWPORT, "requests": requests})


if __name__ == "__main__":
    if len(sys.argv) == 2:
        bodies(sys.argv[1])
        grid_bodies(sys.argv[1])
    elif len(sys.argv) == 3:
        layout_bodies(sys.argv[1], sys.argv[2])
    else:
        sys.exit(__doc__)
