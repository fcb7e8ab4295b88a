"""The requests and answers of ScrollQuery 1.0.0 as TypedDicts: the JSON itself, typed.

Generated from openapi.yaml by clients/generate_python.py (`make clients`): do not edit.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict


class Health(TypedDict):
    #: Always `ok` while the process serves.
    status: Literal["ok"]


class Readiness(TypedDict):
    #: `ready`: the server takes requests.
    status: Literal["ready"]
    #: Only with `--layout-store`: how the last contact with the shared layout store went
    #: (`unknown`: none yet). Readiness does not depend on it: a replica whose store is down
    #: still answers inline layouts and the layouts it holds, and every replica shares the
    #: one store.
    layoutStore: NotRequired[Literal["up", "down", "unknown"]]


class Draining(TypedDict):
    #: `draining`: the server is shutting down and takes no new work.
    status: Literal["draining"]


class Version(TypedDict):
    #: The service version (this document's `info.version`).
    version: str
    #: The git revision the binary was built from; `unknown` when built outside a checkout.
    revision: str
    #: The Swift compiler that built the binary.
    swift: str
    #: The libmicrohttpd version linked at run time (`MHD_get_version`).
    libmicrohttpd: str


class OpenAPIDocument(TypedDict):
    """An OpenAPI 3.1 document (this one)."""
    #: The OpenAPI version, `3.1.0`.
    openapi: str
    #: Title, version and the service's overview.
    info: Mapping[str, Any]
    #: Every operation of the service.
    paths: Mapping[str, Any]
    #: The shared schemas, answers, parameters and security schemes.
    components: Mapping[str, Any]


class ErrorError(TypedDict):
    """What went wrong and where."""
    #: A stable machine-readable code (one of these).
    code: Literal["empty_body", "invalid_json", "nesting_too_deep", "duplicate_key", "missing_field", "unknown_field", "invalid_type", "invalid_number", "invalid_field", "invalid_enum", "duplicate_id", "conflicting_fields", "target_not_found", "unknown_layout", "not_found", "method_not_allowed", "payload_too_large", "too_many_items", "too_many_requests", "unsupported_media_type", "unauthorized", "overloaded", "internal_error", "invalid_framing", "unsupported_transfer_encoding", "layout_too_large", "layout_conflict", "layout_store_unavailable"]
    #: What to fix, in English (for people; match on `code`).
    message: str
    #: RFC 6901 JSON pointer to the offending field ("" is the whole body); absent when
    #: the error is not about the body.
    pointer: NotRequired[str]


class Error(TypedDict):
    #: What went wrong and where.
    error: ErrorError


class LayoutRequest(TypedDict):
    """Exactly one of `items`, `stack`, `grid`, `sections` and `lanes` (two are `conflicting_fields`, none `missing_field` at `/items`); `pinnedHeaders` only with `sections`."""
    #: Item frames in content order; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections`: whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false.
    #: Without `sections` it is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: The content size queries use unless they send their own. Without it: the stack's
    #: (padding + sizes + spacing; across the axis the cross size + padding, or the
    #: viewport's when the stack has no `crossSize`), or for `items` the bounding box of the
    #: frames from the origin.
    contentSize: NotRequired[Size | None]


class LayoutSummary(TypedDict):
    layoutId: LayoutId
    #: How many items the layout holds.
    itemCount: int
    contentSize: LayoutContentSize


class LayoutContentSize(TypedDict):
    """The layout's content size; a length is `null` when it follows each query's viewport
    (across the axis of a stack without `crossSize` or `contentSize`; the width of a grid or
    lanes, and the height of a grid whose column count or cell height follows the width).
    """
    #: The content width, or `null` when it follows the viewport.
    width: float | None
    #: The content height, or `null` when it follows the viewport.
    height: float | None


class LayoutDetails(TypedDict):
    layoutId: LayoutId
    #: How many items the layout holds.
    itemCount: int
    contentSize: LayoutContentSize
    #: The field it was stored from.
    kind: Literal["items", "stack", "grid", "sections", "lanes"]
    #: Items of a stack or lanes (rows of sections) whose size is `estimatedSize` (0 for `items` and `grid`).
    estimatedCount: int
    #: What the layout counts against `--layout-cache-bytes`.
    costBytes: int


class LayoutEditRemove(TypedDict):
    """Items to take out, by id."""
    #: The ids of the items to remove.
    ids: Sequence[ItemID]


class LayoutEditResize(TypedDict):
    """One item's new size."""
    #: The id of the item to resize.
    id: ItemID
    #: A stack item's length along the axis, or an `items` frame's new size (the other is 409 `layout_conflict`).
    size: float | Size


class LayoutEdit(TypedDict):
    """Exactly one of `insert`, `remove`, `resize` not `null` (two are `conflicting_fields`, none `missing_field`)."""
    #: New items (see `LayoutInsert`).
    insert: NotRequired[LayoutInsert | None]
    #: Items to take out, by id.
    remove: NotRequired[LayoutEditRemove | None]
    #: One item's new size.
    resize: NotRequired[LayoutEditResize | None]


class LayoutInsert(TypedDict):
    """Into a stack `sizes` (and `ids`, one per size, required exactly when the stack has
    explicit ids); into an `items` layout `items`. Mixing the two is
    `conflicting_fields`; the other kind's fields for this layout are 409
    `layout_conflict`.
    """
    #: Where the new items go.
    at: EditPosition
    #: The new stack items' lengths along the axis (`null`: estimated).
    sizes: NotRequired[Sequence[float | None] | None]
    #: The new stack items' ids, one per size; only with `sizes`.
    ids: NotRequired[Sequence[ItemID] | None]
    #: The new items of an `items` layout.
    items: NotRequired[Sequence[Item] | None]


#: Where the new items go (0 … the item count; past the end is 409 `layout_conflict`).
EditPosition: TypeAlias = 'int'


class Size(TypedDict):
    """Both lengths >= 0."""
    #: The width in points.
    width: float
    #: The height in points.
    height: float


class ViewportSize(TypedDict):
    """Both lengths > 0."""
    #: The viewport's width in points.
    width: float
    #: The viewport's height in points.
    height: float


class Point(TypedDict):
    #: The horizontal coordinate in points.
    x: float
    #: The vertical coordinate in points (y grows downwards).
    y: float


class Rect(TypedDict):
    #: The left edge in content coordinates.
    x: float
    #: The top edge in content coordinates.
    y: float
    #: The width in points.
    width: float
    #: The height in points.
    height: float


class Insets(TypedDict):
    """Each side defaults to 0 (absent or `null`); may be negative."""
    #: The top inset in points; default 0.
    top: NotRequired[float | None]
    #: The left inset in points; default 0.
    left: NotRequired[float | None]
    #: The bottom inset in points; default 0.
    bottom: NotRequired[float | None]
    #: The right inset in points; default 0.
    right: NotRequired[float | None]


class Padding(TypedDict):
    """Each side defaults to 0 (absent or `null`) and is >= 0."""
    #: The top padding in points; default 0.
    top: NotRequired[float | None]
    #: The left padding in points; default 0.
    left: NotRequired[float | None]
    #: The bottom padding in points; default 0.
    bottom: NotRequired[float | None]
    #: The right padding in points; default 0.
    right: NotRequired[float | None]


#: A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
#: compared by code point, so `"é"` and `"e\u0301"` are different ids too.
ItemID: TypeAlias = 'str | int'


class Item(TypedDict):
    id: ItemID
    #: The item's frame in content coordinates.
    frame: Rect


#: A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex digits. Any other
#: string is `invalid_field`; an id this server does not hold (never stored here, or
#: evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
#: it again). The layout's `contentSize`, if it was stored with one, applies unless the
#: request sends its own; without either it is derived as for `stack` (a stored stack) or
#: is the box that bounds the frames (stored `items`: the largest `x + width` and
#: `y + height`).
LayoutId: TypeAlias = 'str'


class Stack(TypedDict):
    """A compact layout in place of `items`: a stack of n items along `axis` (SwiftUI
    `VStack(spacing:)`/`LazyVStack`, a table's rows), one size per item instead of a frame.
    Item i (vertical) has `x = padding.left`, `y = padding.top + (S_i + i·spacing)` with
    `S_i` the sizes of the items before it added in order, `width = crossSize`,
    `height = size_i`; `horizontal` swaps the roles (x runs along the stack from
    `padding.left`, `y = padding.top`, the height is the cross size).

    n is the length of `sizes` (or its `count`), else of `ids`; with neither it is
    `missing_field` at `/stack/sizes`. More than `--max-items` (default 1,000,000) is 413
    `too_many_items` at `sizes`, `sizes/count`, `ids` or `measured`. `ids` (default: the
    index, 0 … n−1, as integers) must have n elements (`invalid_field` at `/stack/ids`) and
    no repeats (`duplicate_id` at the repeat).

    Item i's size is `measured["i"]`, else `sizes[i]`, else `estimatedSize`, and then the
    item is *estimated* (how lazy stacks and self-sizing tables guess before an item is
    measured); an item with none is `missing_field` at `/stack/estimatedSize`. A
    `measured` key must be an item index below n in plain decimal (`invalid_field` at
    `/stack/measured/<key>`). Every frame and the content the stack spans must stay within
    ±1e12 (`invalid_field` at `/stack`). These checks, which need the whole object, run
    after it is read, in this order.

    With a stack, `contentSize` may be left out: along the axis it is
    `padding.start + (S_n + (n−1)·spacing) + padding.end` (at least 0), across it
    `crossSize` plus the padding across, or without `crossSize` the viewport's length
    (never less than the padding across). A `contentSize` sent wins.

    With `estimatedSize`, answers say which frames rest on an estimate (`estimated`: the
    item or an item before it was estimated); without it the answers are exactly those of
    the same frames sent as `items`.
    """
    #: Default `vertical`.
    axis: NotRequired[Literal["vertical", "horizontal"] | None]
    #: Between neighbouring items; default 0. May be negative (items overlap).
    spacing: NotRequired[float | None]
    #: Around the items (each side >= 0, default 0).
    padding: NotRequired[Padding | None]
    #: The items' length across the axis; default the viewport's less the padding across (at least 0).
    crossSize: NotRequired[float | None]
    #: The items' lengths along the axis (see `StackSizes`).
    sizes: NotRequired[StackSizes | None]
    #: The items' ids (see `StackIds`).
    ids: NotRequired[StackIds | None]
    #: The size of an item with none in `sizes` or `measured`; such items are estimated.
    estimatedSize: NotRequired[float | None]
    #: Sizes by item index (`"0"`, `"17"`), overriding `sizes`.
    measured: NotRequired[Mapping[str, float | None] | None]


class Grid(TypedDict):
    """A compact vertical grid in place of `items` (a photo grid: SwiftUI `LazyVGrid`, Compose
    `LazyVerticalGrid`, Flutter `GridView`, Android `GridLayoutManager`, a CSS grid). Items
    fill rows left to right; a `fullSpan` item takes a row of its own. Placement is sparse and
    greedy as CSS grid auto-placement, `GridLayoutManager.SpanSizeLookup` and Compose
    `LazyGridSpanLayoutProvider` do it: a full-span item that does not fit the current row
    starts the next one and leaves the rest of the row empty; a row of cells is `itemHeight`
    tall, a full-span row `fullSpan.height`.

    The grid spans the viewport's width less `padding.left` and `padding.right` (W, at least
    0). With n columns (`GridColumns`), the usable width is `U = max(0, W − column·(n − 1))`;
    with `k` full-span items before item i and R its row (from 0, full-span rows counted),
    item i's top is `padding.top + R·row + (R − k)·h + k·H` (h the cell height, H the
    full-span height); a cell in column c starts at `padding.left + c·(U/n + column)` and is
    `U/n` wide (`cellWidths: integer` rounds as Compose does); a full-span item is at
    `padding.left`, W wide. The content size follows: the viewport's width, and
    `padding.top + (R − m)·h + m·H + (R − 1)·row + padding.bottom` tall for R rows of which m
    full span — `contentSize` may be left out (one sent wins).

    Checks that need the whole object, after it is read, in this order: `count` missing
    (`missing_field` at `/grid/count`), `ids` of another length (`invalid_field` at
    `/grid/ids`), `columns` missing, `itemHeight` or `aspectRatio`
    (neither is `missing_field` at `/grid/itemHeight`, both `conflicting_fields` at
    `/grid/aspectRatio`), a `fullSpan` index at or past the count (`invalid_field` at
    `/grid/fullSpan/indexes/<i>`), an index repeated (`invalid_field` at the later one), and a
    grid taller than 1e12 points with one column (`invalid_field` at `/grid`; with
    `aspectRatio`, in the request's viewport, and for a transition's `after` in its viewport,
    at `/after/grid`, or `/after/viewport` when the grid is `before`'s).
    """
    #: The number of items. At most 1,000,000,000 (or `--max-items` if larger; 413
    #: `too_many_items` past it): a grid keeps nothing per item, so a 10,000,000-item grid
    #: costs what a 1,000-item one does.
    count: int
    #: The column count, or the rule that gives it in the viewport's width (see `GridColumns`).
    columns: GridColumns
    #: `fractional` (default): every column `U/n` wide (CSS `1fr`, Flutter, SwiftUI
    #: `.flexible()`). `integer`: whole units, the leftover ones to the first columns, one
    #: each, as Compose does in pixels (`LazyGridDsl.kt`, `calculateCellsCrossAxisSizeImpl`):
    #: with `G = floor(U)`, `q = floor(G/n)`, `r = G − q·n`, column c is `q + 1` wide for
    #: c < r, else q, and starts at `c·(q + column) + min(c, r)`. Send the geometry in
    #: pixels to match Compose to the pixel.
    cellWidths: NotRequired[Literal["fractional", "integer"] | None]
    #: The height of a row of cells, in points (>= 0). Send this or `aspectRatio`.
    itemHeight: NotRequired[float | None]
    #: Width over height of a cell (> 0), in place of `itemHeight`: the row height is
    #: `(U/n) / aspectRatio` (Flutter `childAspectRatio`), so it follows the viewport's width.
    #: Under `semantics: "css"` (offset and transition) a grid with `fractional` widths is
    #: laid out as Chromium lays out `aspect-ratio` items aligned `start`, in 1/64 px: columns
    #: `[floor(64·c·fr), floor(64·(c+1)·fr))` with `fr = Float(U/n)`, an item
    #: `floor(width·q/p)` high for Chromium's ratio `p/q`, a row as tall as its tallest
    #: item (docs/grids.md).
    aspectRatio: NotRequired[float | None]
    #: Between rows (`row`) and between columns (`column`), each >= 0, default 0; a number
    #: sets both (CSS `gap`, Compose `Arrangement.spacedBy`, Flutter `mainAxisSpacing` /
    #: `crossAxisSpacing`).
    spacing: NotRequired[float | GridSpacing | None]
    #: Around the grid (each side >= 0, default 0); W is the viewport's width less the left and right padding.
    padding: NotRequired[Padding | None]
    #: Items that take a whole row (see `GridFullSpan`).
    fullSpan: NotRequired[GridFullSpan | None]
    #: The items' ids (see `StackIds`; default the index); one per item.
    ids: NotRequired[StackIds | None]


class GridColumnsVariant2(TypedDict):
    #: The narrowest a column may be (> 0).
    minimumWidth: NotRequired[float | None]
    #: The widest a column may be (> 0).
    maximumWidth: NotRequired[float | None]


#: The column count in the available width W with column spacing s:
#: - an integer n (1…1,000,000; 0 or less is `invalid_field`): n columns (CSS
#:   `repeat(n, 1fr)`, Compose `GridCells.Fixed`, Flutter
#:   `SliverGridDelegateWithFixedCrossAxisCount`, Android `GridLayoutManager(spanCount)`);
#: - `{"minimumWidth": w}`: as many at least w wide as fit, at least one,
#:   `max(1, floor((W + s) / (w + s)))` (CSS `repeat(auto-fill, minmax(w, 1fr))`, Compose
#:   `GridCells.Adaptive`, SwiftUI `GridItem(.adaptive(minimum:))`);
#: - `{"maximumWidth": w}`: Flutter `SliverGridDelegateWithMaxCrossAxisExtent`,
#:   `max(1, ceil(W / (w + s)))` (it rounds up: cells at most w wide).
#: At most 1,000,000 columns whatever the rule.
GridColumns: TypeAlias = 'int | GridColumnsVariant2'


class GridSpacing(TypedDict):
    #: Between rows (>= 0, default 0).
    row: NotRequired[float | None]
    #: Between columns (>= 0, default 0).
    column: NotRequired[float | None]


class GridFullSpan(TypedDict):
    """Items that take a whole row (section headers in a grid), all `height` tall. Indexes in
    any order, each below the count and listed once; `height` is required with any index
    (`missing_field` at `/grid/fullSpan/height`). At most `--max-items` indexes.
    """
    #: The full-span items' indexes.
    indexes: NotRequired[Sequence[int] | None]
    #: The height of a full-span row (>= 0).
    height: NotRequired[float | None]


class Lanes(TypedDict):
    """Masonry in place of `items`: `count` vertical lanes of equal width, each item placed at
    the end of the shortest lane (a Pinterest feed; TanStack Virtual with `lanes`, Compose
    `LazyVerticalStaggeredGrid`, Android `StaggeredGridLayoutManager`). Items 0…L−1 seed
    lanes 0…L−1 at `padding.top`; each later item starts `spacing` below the end of the
    shortest lane (the one whose end is nearest the top), ties per `ties`. Lanes are `(W − spacing·(L − 1)) / L` wide, W the
    viewport's width less the padding left and right; lane l starts at
    `padding.left + l·(width + spacing)`. The content is as tall as the longest lane plus
    the padding (`contentSize` may be left out).

    What is answered is this top-down placement (TanStack `getMeasurements`). Compose and
    `StaggeredGridLayoutManager` restart every lane at one offset when they jump to an item
    they have not laid out, so what they show above a jump target can differ from it until
    they lay the list out again from the top.

    The items are `sizes` as a stack's (a list, `null` for an unknown size, or one size and
    a count; at most `--max-items`), else `ids` with `estimatedSize` (neither is
    `missing_field` at `/lanes/sizes`); `ids` must have one id per item (`invalid_field` at
    `/lanes/ids`); an item without a size and no `estimatedSize` is `missing_field` at
    `/lanes/estimatedSize`; a lane past 1e12 points is `invalid_field` at `/lanes`. With
    `estimatedSize`, answers say which frames rest on an estimate (the item or an earlier
    one was estimated: any of them may have decided the shortest lane).
    """
    #: The number of lanes, 1…1000.
    count: int
    #: Between items in a lane and between lanes (>= 0, default 0).
    spacing: NotRequired[float | None]
    #: Around the lanes (each side >= 0, default 0).
    padding: NotRequired[Padding | None]
    #: The items' heights (see `StackSizes`).
    sizes: NotRequired[StackSizes | None]
    #: The height of an item with none in `sizes`; such items are estimated.
    estimatedSize: NotRequired[float | None]
    #: The items' ids (see `StackIds`).
    ids: NotRequired[StackIds | None]
    #: Which of two lanes that end at the same offset takes the next item: `lowerLane`
    #: (default; Compose's `indexOfMinValue` over the lanes' offsets) or `earlierItem` (the
    #: lane whose last item has the lower index, as TanStack's `getFurthestMeasurement`
    #: sorts them).
    ties: NotRequired[Literal["lowerLane", "earlierItem"] | None]


#: Each item's length along the axis (`null`: not known, see `estimatedSize`), or one
#: length for every item.
StackSizes: TypeAlias = 'Sequence[float | None] | UniformSizes'


#: The items' ids in order (default the index, 0 … n−1); no repeats.
StackIds: TypeAlias = 'Sequence[ItemID]'


class UniformSizes(TypedDict):
    """`count` items of one size (`uniform`; absent or `null`: every item takes `estimatedSize`)."""
    #: Every item's length along the axis.
    uniform: NotRequired[float | None]
    #: At most `--max-items` (default 1,000,000; 413 `too_many_items` at
    #: `/stack/sizes/count` past it, like `items`: a count limit rather than a schema bound).
    count: int


#: A section list in place of `items`: a vertical list of sections one after the other
#: from y = 0, each a header, rows and a footer, as wide as the viewport (a
#: `UITableView`/`UICollectionView` with section headers, SwiftUI `Section(header:)` in a
#: `LazyVStack`, Compose `stickyHeader` + `items`, a Flutter `SliverMainAxisGroup` per
#: section, DOM `<section>` blocks). Section s spans `[T_s, T_{s+1})` with `T_0 = 0` and
#: `T_{s+1} = T_s + header + R + footer`, `R` its rows' length (`n·itemHeight +
#: (n−1)·spacing`, or the sizes added up likewise); its header is at `T_s`, row j at
#: `T_s + header + (S_j + j·spacing)`, its footer at `T_s + header + R`.
#:
#: **Flat index**: the header, each row and the footer of every section take one index
#: each, in content order, as in Compose (`stickyHeader` is an ordinary item) and
#: UIKit's layout order; a section without a header or footer gives it none. So
#: `{"index": i}`, `{"id": i}` (ids are the flat indices) and visibility's `id` count
#: headers and footers too, unless the sections send ids (`Section`). React Native's `SectionList` counts a header and a footer
#: for every section, present or not; react-virtuoso counts group headers only: name
#: rows by `{"section": s, "item": j}` (`SectionTarget`) to avoid converting.
#:
#: Every header, row and footer counts against `--max-items` (413 `too_many_items` at
#: `/sections`); the list must stay within 1e12 points (`invalid_field` at the section
#: that passes it). `contentSize` may be left out: the viewport's width by the list's
#: length.
#:
#: With `pinnedHeaders`, the header of the section under the top edge sticks there (CSS
#: `position: sticky; top: 0` inside its section): at `min(L, T_{k+1} − header_k)` with
#: `L` the offset plus `contentInsets.top`, pushed out by its section's end. Visibility
#: says which (`pinnedHeader`) and how much of each item it covers; offsets keep a row
#: clear of it only where the platform's call does (Flutter, Compose `bringIntoView`),
#: as docs/sections.md tabulates with sources. A header as the target, under
#: `semantics: "css"`, is aligned where it is drawn at the request's offset, as
#: Chromium's `scrollIntoView` does: at `max(T_s, min(L, T_{s+1} − header_s))`; the
#: other semantics align its place in the flow, `T_s`.
Sections: TypeAlias = 'Sequence[Section]'


class Section(TypedDict):
    """One section: an optional `header` and `footer`, and rows as `count` with `itemHeight`
    (every row that tall) or with `estimatedSize` alone (every row estimated), or as
    `sizes` (one per row; a `null` takes `estimatedSize`, and the row is estimated). Checked
    after the object, in this order: `itemHeight` with `sizes` is `conflicting_fields` at
    `itemHeight`; neither `count` nor `sizes` is `missing_field` at `count`; `count` other
    than the length of `sizes` is `invalid_field` at `count`; a row with no size is
    `missing_field` at `estimatedSize`. With an estimated row, answers say which frames
    rest on an estimate (`estimated`).
    """
    #: The header's height; absent or `null`, the section has no header (and no flat index for it).
    header: NotRequired[float | None]
    #: How many rows.
    count: NotRequired[int | None]
    #: Every row's height.
    itemHeight: NotRequired[float | None]
    #: Each row's height; `null` for one of unknown size (it takes `estimatedSize`).
    sizes: NotRequired[Sequence[float | None] | None]
    #: The height of a row with none; such rows are estimated.
    estimatedSize: NotRequired[float | None]
    #: Between neighbouring rows; default 0.
    spacing: NotRequired[float | None]
    #: The footer's height; absent or `null`, the section has no footer.
    footer: NotRequired[float | None]
    #: The header's id (see `ids`).
    headerId: NotRequired[ItemID | None]
    #: The rows' ids, one per row (`invalid_field` otherwise). Ids are all or nothing:
    #: without any, an item's id is its flat index; once a section sends `headerId`, `ids`
    #: or `footerId`, every header, row and footer of the list needs one (`missing_field`
    #: at the first section's key that lacks it) and no id may repeat (`duplicate_id` at
    #: the repeat, in flat order).
    ids: NotRequired[StackIds | None]
    #: The footer's id (see `ids`).
    footerId: NotRequired[ItemID | None]


#: The whole content rect `(0, 0, contentSize)` placed at this edge's UnitPoint:
#: `top` gives the range minimum on y (x centred), `bottom` the maximum, `center`
#: the content's centre at the area's centre.
ContentEdge: TypeAlias = 'Literal["top", "bottom", "leading", "trailing", "center", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]'


class ItemTarget(TypedDict):
    """A target that names a frame (an item by id, index, section or as the neighbour of one,
    or a rect); it takes `anchor` and `margin`. Every target has exactly one of `id`,
    `index`, `edge`, `rect`, `point`, `next`, `previous`, `page`, `section` not `null` (the
    others absent or `null`); two are `conflicting_fields`, none is `missing_field`.
    """
    #: The item with this id (`IdTarget`).
    id: NotRequired[ItemID | None]
    #: The item at this index into `items` (`IndexTarget`).
    index: NotRequired[ItemIndex | None]
    #: This rect in content coordinates (`RectTarget`).
    rect: NotRequired[Rect | None]
    #: The item after another (`NextTarget`).
    next: NotRequired[NextItem | None]
    #: The item before another (`PreviousTarget`).
    previous: NotRequired[PreviousItem | None]
    #: A content target's member (`ContentTarget`); absent or `null` here.
    edge: NotRequired[None]
    #: A content target's member (`ContentTarget`); absent or `null` here.
    point: NotRequired[None]
    #: A content target's member (`ContentTarget`); absent or `null` here.
    page: NotRequired[None]
    #: A page target's member (`PageTarget`); absent or `null` here.
    overlap: NotRequired[None]
    #: A header, row or footer of a section list (`SectionTarget`).
    section: NotRequired[ItemIndex | None]
    #: With `section` only (`conflicting_fields` otherwise); see `SectionTarget`.
    item: NotRequired[SectionItem | None]


class ContentTarget(TypedDict):
    """A target that is its own alignment (a content edge, a point that is the offset itself,
    or a page from the offset); it takes no `anchor` or `margin`. Exactly one of `edge`,
    `point`, `page` is not `null` (see `ItemTarget`); `overlap` only with `page`
    (`conflicting_fields` otherwise).
    """
    #: The content placed at this edge (`EdgeTarget`).
    edge: NotRequired[ContentEdge | None]
    #: This content offset, clamped to the range (`PointTarget`).
    point: NotRequired[Point | None]
    #: One page from `contentOffset` in this direction (`PageTarget`).
    page: NotRequired[PageDirection | None]
    #: Points kept from the previous page; default 0. Only with `page`.
    overlap: NotRequired[float | None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    id: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    index: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    rect: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    next: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    previous: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    section: NotRequired[None]
    #: An item target's member (`ItemTarget`); absent or `null` here.
    item: NotRequired[None]


class IdTarget(TypedDict):
    """The item with `id` (see `ItemTarget`)."""
    id: ItemID


class IndexTarget(TypedDict):
    """The item at `index` (see `ItemTarget`)."""
    index: ItemIndex


class SectionTarget(TypedDict):
    """A part of a section list (`sections`, or a stored one): `{"section": s}` or
    `{"section": s, "item": "header"}` is section s's header, `{"section": s, "item": j}`
    its row j, `{"item": "footer"}` its footer. A section outside the list is 404
    `target_not_found` at `/target/section`; a row outside its section, or a header or
    footer it does not have, 404 `target_not_found` at `/target/item`. With items that are
    not sections it is 404 `target_not_found` at `/target/section`. The frame aligned is the part's place in
    the flow; whether a pinned header is kept clear of depends on the platform (see
    `Sections`).
    """
    section: ItemIndex
    item: NotRequired[SectionItem | None]


#: A row's index in its section (any integer a double holds), `header` or `footer`.
SectionItem: TypeAlias = 'ItemIndex | Literal["header", "footer"]'


#: Index into `items`: any integer a double holds; one outside `0..<items.count` is
#: 404 `target_not_found`.
ItemIndex: TypeAlias = 'int'


class RectTarget(TypedDict):
    """The rect `rect` in content coordinates (see `ItemTarget`)."""
    rect: Rect


class EdgeTarget(TypedDict):
    """The content placed at `edge` (see `ContentTarget`)."""
    edge: ContentEdge


class PointTarget(TypedDict):
    """The content offset `point`, clamped to the range (see `ContentTarget`)."""
    point: Point


class NextTarget(TypedDict):
    """The item after `next.after` in content order (the order of `items`); past the last item
    `wrap: true` goes to the first, otherwise the last stays the target. The answer names it
    in `targetId`.
    """
    next: NextItem


class NextItem(TypedDict):
    """The item after `after` (see `NextTarget`)."""
    #: The id of the item before the target.
    after: ItemID
    #: Past the last item, go to the first; default false.
    wrap: NotRequired[bool | None]


class PreviousTarget(TypedDict):
    """The item before `previous.before` in content order; before the first item `wrap: true`
    goes to the last, otherwise the first stays the target. The answer names it in `targetId`.
    """
    previous: PreviousItem


class PreviousItem(TypedDict):
    """The item before `before` (see `PreviousTarget`)."""
    #: The id of the item after the target.
    before: ItemID
    #: Before the first item, go to the last; default false.
    wrap: NotRequired[bool | None]


class PageTarget(TypedDict):
    """One viewport length less `overlap` from `contentOffset` in that direction (never a
    negative step: an overlap of a viewport or more does not move), clamped to the range.
    """
    page: PageDirection


#: The direction of a page step (see `PageTarget`).
PageDirection: TypeAlias = 'Literal["down", "up", "left", "right"]'


AnchorName: TypeAlias = 'Literal["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing", "nearest"]'


#: A unit position (0 start, 0.5 center, 1 end; outside 0…1 allowed, within ±1e6) or "nearest".
AxisAnchor: TypeAlias = 'float | Literal["nearest"]'


class AxisAnchors(TypedDict):
    """Physical axes. An axis left out (or `null`) keeps the default of `semantics` for that
    axis. Not together with `block`/`inline` (`conflicting_fields`).
    """
    #: Where on x the target goes (see `AxisAnchor`).
    x: NotRequired[AxisAnchor | None]
    #: Where on y the target goes (see `AxisAnchor`).
    y: NotRequired[AxisAnchor | None]
    #: A logical axis (`LogicalAnchors`); absent or `null` here.
    block: NotRequired[None]
    #: A logical axis (`LogicalAnchors`); absent or `null` here.
    inline: NotRequired[None]


#: CSS `ScrollLogicalPosition` (start = 0, center = 0.5, end = 1, from the axis' start side), or a unit position within ±1e6.
LogicalAxisAnchor: TypeAlias = 'float | Literal["start", "center", "end", "nearest"]'


class LogicalAnchors(TypedDict):
    """Logical axes, mapped to physical ones by the innermost container's `writingMode` and
    `direction` as CSSOM View does (vertical-rl: block is x and block-start the right side;
    rtl: inline-start is the right side, or the bottom in vertical modes; sideways-lr:
    inline-start is the bottom in ltr). An axis left out (or `null`): css `block: start`,
    `inline: nearest`; swiftui and uikit `nearest`. Not together with `x`/`y`
    (`conflicting_fields`).
    """
    #: Where on the block axis the target goes (see `LogicalAxisAnchor`).
    block: NotRequired[LogicalAxisAnchor | None]
    #: Where on the inline axis the target goes (see `LogicalAxisAnchor`).
    inline: NotRequired[LogicalAxisAnchor | None]
    #: A physical axis (`AxisAnchors`); absent or `null` here.
    x: NotRequired[None]
    #: A physical axis (`AxisAnchors`); absent or `null` here.
    y: NotRequired[None]


#: CSS `direction`, SwiftUI `layoutDirection`, UIKit `effectiveUserInterfaceLayoutDirection`.
#: Coordinates stay physical; `rtl` puts the inline start (and the resting offset) on the
#: right (horizontal-tb) or the bottom (vertical modes), and mirrors UnitPoint names and
#: content edges (`leading` = right) for swiftui and uikit.
Direction: TypeAlias = 'Literal["ltr", "rtl"]'


#: CSS `writing-mode`; only with `semantics: "css"` (any other value than horizontal-tb with
#: swiftui or uikit is `conflicting_fields`). Coordinates stay physical.
WritingMode: TypeAlias = 'Literal["horizontal-tb", "vertical-rl", "vertical-lr", "sideways-rl", "sideways-lr"]'


#: `ifNeeded`: Chromium's `scrollIntoViewIfNeeded`, decided per axis — the target grown by
#: `margin` inside the alignment area or covering it: that axis does not move; its own box
#: partly inside: `nearest`; wholly outside: `anchor`.
ScrollMode: TypeAlias = 'Literal["always", "ifNeeded"]'


#: CSSOM View `ScrollIntoViewOptions.container`; `nearest` scrolls only the innermost container.
ChainContainer: TypeAlias = 'Literal["all", "nearest"]'


class ScrollAncestor(TypedDict):
    """A scroll container around the previous one (innermost first): the scroll-view fields
    but `items`, plus `frame`.
    """
    viewport: ViewportSize
    contentSize: Size
    #: This container's content insets (as the request's `contentInsets`).
    contentInsets: NotRequired[Insets | None]
    #: This container's scroll padding (as the request's `scrollPadding`).
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the scroll origin.
    contentOffset: NotRequired[Point | None]
    #: The previous container's scrollport (its viewport) in this container's content coordinates.
    frame: Rect
    #: This container's direction; default `ltr`. See `Direction`.
    direction: NotRequired[Direction | None]
    #: This container's writing mode; default `horizontal-tb`; css only. See `WritingMode`.
    writingMode: NotRequired[WritingMode | None]


class ScrollPosition(TypedDict):
    """CSSOM `scrollLeft`/`scrollTop` of `contentOffset`: 0 at the scroll origin, negative
    toward the end of an axis whose origin is the right or bottom side.
    """
    #: CSSOM `scrollLeft`.
    left: float
    #: CSSOM `scrollTop`.
    top: float


class AncestorAnswerClamped(TypedDict):
    """Per axis, whether `idealOffset` lay outside `range`."""
    #: Whether x was clamped.
    x: bool
    #: Whether y was clamped.
    y: bool


class AncestorAnswerRange(TypedDict):
    """The offsets this container can scroll to."""
    min: AnswerPoint
    max: AnswerPoint


class AncestorAnswer(TypedDict):
    """One ancestor's answer, as the innermost one's (with `container` nearest, at its unchanged offset)."""
    contentOffset: AnswerPoint
    idealOffset: AnswerPoint
    #: Per axis, whether `idealOffset` lay outside `range`.
    clamped: AncestorAnswerClamped
    #: The offsets this container can scroll to.
    range: AncestorAnswerRange
    visibleRect: AnswerRect
    #: The target as this container aligned it (moved and clipped by the inner ones, grown by `margin`).
    targetRect: NotRequired[AnswerRect]
    scrollPosition: NotRequired[ScrollPosition]


#: Chooses the default anchor (swiftui: nearest; uikit: nearest; css: x nearest, y start)
#: and the `nearest` rule (swiftui and css: least movement as Chromium implements the
#: CSSOM View rule; uikit: start above the area aligns starts, otherwise ends).
Semantics: TypeAlias = 'Literal["swiftui", "uikit", "css"]'


#: One request; its shape depends on the kind of target, because `anchor` and `margin`
#: apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
#: compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
ScrollOffsetRequest: TypeAlias = 'ItemScrollOffsetRequest | ContentScrollOffsetRequest | PlatformScrollOffsetRequest'


class CSSSemantics(TypedDict):
    """A request with `semantics` css, which takes every writing mode."""
    #: `css`.
    semantics: Literal["css"]


class HorizontalTB(TypedDict):
    """A swiftui, uikit, flutter, compose or android request (or one without `semantics`): its
    `writingMode`, and each ancestor's, can only be horizontal-tb (`conflicting_fields`
    otherwise).
    """
    #: Only `horizontal-tb` (or absent, `null`).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]
    #: Each ancestor's writing mode, likewise.
    ancestors: NotRequired[Sequence[HorizontalTBAncestor] | None]


class HorizontalTBAncestor(TypedDict):
    #: Only `horizontal-tb` (or absent, `null`).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]


class ItemScrollOffsetRequest(TypedDict):
    """A request whose target names a frame (id, index, rect, next or previous)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the alignment area (UIKit
    #: `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the alignment area without extending the range (CSS `scroll-padding`).
    #: Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    target: ItemTarget
    #: A SwiftUI UnitPoint name, "nearest" (both axes), per physical axis `{x, y}` (CSS
    #: inline/block in horizontal-tb ltr: start = 0, center = 0.5, end = 1), or per logical
    #: axis `{block, inline}`. Default: that of `semantics` (css: `{block: start, inline:
    #: nearest}`, logical). UnitPoint names are mirrored by `direction: "rtl"` for swiftui
    #: and uikit; `{x, y}` is physical. Only for id, index, rect, next and previous targets
    #: (`conflicting_fields` otherwise).
    anchor: NotRequired[AnchorName | AxisAnchors | LogicalAnchors | None]
    #: Outset of the target rect (CSS `scroll-margin`). Only for id, index, rect, next and
    #: previous targets (`conflicting_fields` otherwise).
    margin: NotRequired[Insets | None]
    #: Default `swiftui`.
    semantics: NotRequired[Semantics | None]
    #: Pixels per point; the answer is rounded to this grid (half away from zero). With
    #: semantics css, the device scale factor: the geometry is laid out as Chromium does
    #: (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
    #: offset snapped, the ideal rounded half up in device pixels from the scroll origin);
    #: absent, css uses 1 and swiftui/uikit do not round.
    displayScale: NotRequired[float | None]
    #: Default `always`. See `ScrollMode`.
    mode: NotRequired[ScrollMode | None]
    #: Default `all`. See `ChainContainer`.
    container: NotRequired[ChainContainer | None]
    #: The scroll containers around this one (the innermost, whose content holds the
    #: target), innermost first; at most 32 (`invalid_field` at `/ancestors/32`). Each
    #: aligns the target where the inner scrolls moved it, clipped to the inner
    #: scrollport; `margin` applies at every level, `scrollPadding` per container, the
    #: anchor as resolved for the innermost container.
    ancestors: NotRequired[Sequence[ScrollAncestor] | None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    call: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    reverseLayout: NotRequired[None]
    #: Default `ltr`. See `Direction`.
    direction: NotRequired[Direction | None]
    #: Default `horizontal-tb`; css only. See `WritingMode`.
    writingMode: NotRequired[WritingMode | None]


class ContentScrollOffsetRequest(TypedDict):
    """A request whose target is a content edge, a point or a page; it takes no `anchor` or `margin`."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the alignment area (UIKit
    #: `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the alignment area without extending the range (CSS `scroll-padding`).
    #: Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    target: ContentTarget
    #: Not for edge, point and page targets (`conflicting_fields`).
    anchor: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    margin: NotRequired[None]
    #: Default `swiftui`.
    semantics: NotRequired[Semantics | None]
    #: Pixels per point; the answer is rounded to this grid (half away from zero). With
    #: semantics css, the device scale factor: the geometry is laid out as Chromium does
    #: (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
    #: offset snapped, the ideal rounded half up in device pixels from the scroll origin);
    #: absent, css uses 1 and swiftui/uikit do not round.
    displayScale: NotRequired[float | None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    container: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    call: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    reverseLayout: NotRequired[None]
    #: Default `ltr`. See `Direction`.
    direction: NotRequired[Direction | None]
    #: Default `horizontal-tb`; css only; `leading`/`trailing` edges are mirrored by rtl for swiftui and uikit. See `WritingMode`.
    writingMode: NotRequired[WritingMode | None]


#: The rule of a Flutter, Jetpack Compose or Android Views scroll call (`call`). Without
#: `call`: flutter `ensureVisible` (alignment 0, explicit), compose `scrollToItem`
#: (scrollOffset 0), android `smoothScrollToPosition` (snap any).
PlatformSemantics: TypeAlias = 'Literal["flutter", "compose", "android"]'


#: A request with `semantics` flutter, compose or android. Geometry stays in the visual,
#: top-left-origin convention of swiftui and uikit (frames and offsets are never
#: mirrored or reversed; only the rule is). `contentInsets` carry the platform's padding
#: (ListView padding / SliverPadding, Compose `contentPadding`, RecyclerView and
#: ScrollView padding): they extend the range on all three platforms and shrink the
#: alignment area only where the platform's rule does (Compose `scrollToItem`,
#: RecyclerView). `scrollPadding` carries pinned slivers and sticky headers, which only
#: Flutter and Compose `bringIntoView` avoid. The call runs on the list's scroll axis,
#: inferred: horizontal when x has a scroll range (`range.max.x > range.min.x`) and y has
#: none, vertical otherwise; the other axis keeps its offset (clamped). `anchor`, `mode`,
#: `container` and `ancestors` are `conflicting_fields`; so is an edge, point or page
#: target. `call` with a name of another platform is `conflicting_fields` at
#: `/call/name`; a parameter the named call does not take is `unknown_field` at
#: `/call/<parameter>`.
PlatformScrollOffsetRequest: TypeAlias = 'FlutterScrollOffsetRequest | FlutterJumpToRequest | ComposeScrollOffsetRequest | AndroidScrollOffsetRequest'


class FlutterScrollOffsetRequest(TypedDict):
    """semantics flutter, a call with a target (see `PlatformScrollOffsetRequest`)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `flutter`.
    semantics: Literal["flutter"]
    #: Default `ensureVisible` (alignment 0, explicit).
    call: NotRequired[FlutterEnsureVisible | FlutterShowOnScreen | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
    #: starts at the right (unless `reverseLayout`), and RecyclerView's
    #: `requestChildRectangleOnScreen` favours the right edge on x.
    direction: NotRequired[Direction | None]
    #: Only horizontal-tb (`conflicting_fields` otherwise).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]


class FlutterJumpToRequest(TypedDict):
    """semantics flutter, `jumpTo` (a position, no target; see `PlatformScrollOffsetRequest`)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: jumpTo takes no target (`conflicting_fields`).
    target: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: jumpTo takes no margin (`conflicting_fields`).
    margin: NotRequired[None]
    #: `flutter`.
    semantics: Literal["flutter"]
    #: `ScrollPosition.jumpTo(pixels)`.
    call: FlutterJumpTo
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
    #: starts at the right (unless `reverseLayout`), and RecyclerView's
    #: `requestChildRectangleOnScreen` favours the right edge on x.
    direction: NotRequired[Direction | None]
    #: Only horizontal-tb (`conflicting_fields` otherwise).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]


class ComposeScrollOffsetRequest(TypedDict):
    """semantics compose (see `PlatformScrollOffsetRequest`)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `compose`.
    semantics: Literal["compose"]
    #: Default `scrollToItem` (scrollOffset 0).
    call: NotRequired[ComposeScrollToItem | ComposeBringIntoView | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
    #: starts at the right (unless `reverseLayout`), and RecyclerView's
    #: `requestChildRectangleOnScreen` favours the right edge on x.
    direction: NotRequired[Direction | None]
    #: Only horizontal-tb (`conflicting_fields` otherwise).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]


class AndroidScrollOffsetRequest(TypedDict):
    """semantics android (see `PlatformScrollOffsetRequest`)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `android`.
    semantics: Literal["android"]
    #: Default `smoothScrollToPosition` (snap any).
    call: NotRequired[AndroidSmoothScrollToPosition | AndroidScrollToPosition | AndroidScrollToPositionWithOffset | AndroidRequestChildRectangleOnScreen | AndroidScrollViewRequestChildRectangleOnScreen | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
    #: starts at the right (unless `reverseLayout`), and RecyclerView's
    #: `requestChildRectangleOnScreen` favours the right edge on x.
    direction: NotRequired[Direction | None]
    #: Only horizontal-tb (`conflicting_fields` otherwise).
    writingMode: NotRequired[Literal["horizontal-tb"] | None]


#: `Scrollable.ensureVisible(context, alignment:, alignmentPolicy:)` (alignment: the
#: target's unit position in the viewport less pinned slivers, within ±1e6, default 0;
#: alignmentPolicy default explicit; keepVisibleAtEnd/AtStart scroll one way only, their
#: ends visual in reversed lists); `RenderObject.showOnScreen()` (least movement);
#: `ScrollPosition.jumpTo(pixels)` (Flutter's own position, logical pixels, clamped to the
#: range as the ballistic spring-back does).
FlutterCall: TypeAlias = 'FlutterEnsureVisible | FlutterShowOnScreen | FlutterJumpTo'


class FlutterEnsureVisible(TypedDict):
    #: `ensureVisible`.
    name: Literal["ensureVisible"]
    #: The target's unit position in the viewport less pinned slivers; default 0.
    alignment: NotRequired[float | None]
    #: Default `explicit`; the keepVisible policies scroll one way only.
    alignmentPolicy: NotRequired[Literal["explicit", "keepVisibleAtEnd", "keepVisibleAtStart"] | None]


class FlutterShowOnScreen(TypedDict):
    #: `showOnScreen`.
    name: Literal["showOnScreen"]


class FlutterJumpTo(TypedDict):
    #: `jumpTo`.
    name: Literal["jumpTo"]
    #: Flutter's scroll position in logical pixels, clamped to the range.
    pixels: float


#: `LazyListState.scrollToItem(index, scrollOffset)` (and `animateScrollToItem`, which
#: rests at the same place): the item's start at the start of the area inside
#: `contentPadding`, then `scrollOffset` px further (positive scrolls the item up; default
#: 0; divided by `displayScale`). `bringIntoView()` / focus under a `BringIntoViewSpec`:
#: `default` is least movement against the whole viewport less sticky headers, `tv`
#: (`PivotBringIntoViewSpec`) puts the leading edge at 30 % of it; default `default`.
ComposeCall: TypeAlias = 'ComposeScrollToItem | ComposeBringIntoView'


class ComposeScrollToItem(TypedDict):
    #: `scrollToItem`.
    name: Literal["scrollToItem"]
    #: Pixels past the item's start (positive scrolls the item up); default 0.
    scrollOffset: NotRequired[float | None]


class ComposeBringIntoView(TypedDict):
    #: `bringIntoView`.
    name: Literal["bringIntoView"]
    #: The `BringIntoViewSpec`; default `default`.
    spec: NotRequired[Literal["default", "tv"] | None]


#: RecyclerView with a `LinearLayoutManager`: `smoothScrollToPosition` with a
#: `LinearSmoothScroller` snapping `start`, `end` or `any` (default `any`, SNAP_TO_ANY);
#: `scrollToPosition`; `scrollToPositionWithOffset` (`offset` px from the padded start
#: edge, required, divided by `displayScale`); `requestChildRectangleOnScreen` (focus,
#: accessibility; start-favoured, right-favoured on x in rtl). And
#: `android.widget.ScrollView.requestChildRectangleOnScreen`, least movement against the
#: whole view, `fadingEdge` px (`getVerticalFadingEdgeLength()`, default 0, divided by
#: `displayScale`) kept clear where the rect does not touch the content's edge.
AndroidCall: TypeAlias = 'AndroidSmoothScrollToPosition | AndroidScrollToPosition | AndroidScrollToPositionWithOffset | AndroidRequestChildRectangleOnScreen | AndroidScrollViewRequestChildRectangleOnScreen'


class AndroidSmoothScrollToPosition(TypedDict):
    #: `smoothScrollToPosition`.
    name: Literal["smoothScrollToPosition"]
    #: The `LinearSmoothScroller` snap preference; default `any`.
    snap: NotRequired[Literal["start", "end", "any"] | None]


class AndroidScrollToPosition(TypedDict):
    #: `scrollToPosition`.
    name: Literal["scrollToPosition"]


class AndroidScrollToPositionWithOffset(TypedDict):
    #: `scrollToPositionWithOffset`.
    name: Literal["scrollToPositionWithOffset"]
    #: Pixels from the padded start edge.
    offset: float


class AndroidRequestChildRectangleOnScreen(TypedDict):
    #: `requestChildRectangleOnScreen`.
    name: Literal["requestChildRectangleOnScreen"]


class AndroidScrollViewRequestChildRectangleOnScreen(TypedDict):
    #: `ScrollView.requestChildRectangleOnScreen`.
    name: Literal["ScrollView.requestChildRectangleOnScreen"]
    #: The fading edge length in pixels kept clear; default 0.
    fadingEdge: NotRequired[float | None]


class ScrollOffsetResponseClamped(TypedDict):
    """Per axis, whether `idealOffset` lay outside `range`."""
    #: Whether x was clamped.
    x: bool
    #: Whether y was clamped.
    y: bool


class ScrollOffsetResponseRange(TypedDict):
    """Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`."""
    min: AnswerPoint
    max: AnswerPoint


class ScrollOffsetResponse(TypedDict):
    contentOffset: AnswerPoint
    idealOffset: AnswerPoint
    #: Per axis, whether `idealOffset` lay outside `range`.
    clamped: ScrollOffsetResponseClamped
    #: Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`.
    range: ScrollOffsetResponseRange
    visibleRect: AnswerRect
    targetRect: NotRequired[AnswerRect]
    #: semantics css, when the request sends `direction`, `writingMode` or `ancestors`:
    #: CSSOM `scrollLeft`/`scrollTop` of `contentOffset`.
    scrollPosition: NotRequired[ScrollPosition]
    #: Semantics flutter, compose and android only: the resting position as the platform
    #: numbers it on the list's scroll axis, measured from the list's start (the range
    #: minimum; for `reverseLayout`, or a horizontal list with `direction` rtl, the range
    #: maximum): Flutter `ScrollPosition.pixels` in logical pixels, unrounded; Compose and
    #: Android whole device pixels (points × `displayScale`, default 1, rounded half up as
    #: `roundToInt`/`Math.round` do; `contentOffset` then lies on that pixel), so that it
    #: can go straight to `jumpTo`, `scrollTo` or `scrollToPositionWithOffset`.
    platformScrollPosition: NotRequired[float]
    #: For `next` and `previous` targets, the id of the item arrived at.
    targetId: NotRequired[ItemID]
    #: For an item target (`id`, `index`, `next`, `previous`) in a `stack` (or stored
    #: stack) with `estimatedSize`: whether the target's frame rests on an estimate (it or
    #: an item before it was estimated). Absent otherwise.
    estimated: NotRequired[bool]
    #: With `ancestors` in the request, one answer per ancestor in the same order.
    ancestors: NotRequired[Sequence[AncestorAnswer]]


class AnswerPoint(TypedDict):
    """A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and rounding)."""
    #: The horizontal coordinate in points.
    x: float
    #: The vertical coordinate in points.
    y: float


class AnswerRect(TypedDict):
    """`visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect` (id,
    index and rect targets only): the target frame grown by `margin`.
    """
    #: The left edge in content coordinates.
    x: float
    #: The top edge in content coordinates.
    y: float
    #: The width in points.
    width: float
    #: The height in points.
    height: float


class ScrollView(TypedDict):
    """A scroll view as every endpoint describes it (the fields and bounds of `/v1/scroll/offset`)."""
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the range; the safe area is the viewport less these. May be negative.
    contentInsets: NotRequired[Insets | None]
    #: CSS `scroll-padding` (>= 0); shrinks the region CSS scroll anchoring chooses its anchor in.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the range minimum.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content order; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    direction: NotRequired[None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    writingMode: NotRequired[None]


class ScrollViewChange(TypedDict):
    """What changed: every field optional, one left out (or `null`) keeps `before`'s value.
    No `contentOffset` (the answer is the offset): it may only be absent or `null`.
    """
    #: The new viewport; default `before`'s.
    viewport: NotRequired[ViewportSize | None]
    #: The new content size; default `before`'s.
    contentSize: NotRequired[Size | None]
    #: The new content insets; default `before`'s.
    contentInsets: NotRequired[Insets | None]
    #: The new scroll padding; default `before`'s.
    scrollPadding: NotRequired[Padding | None]
    #: Only absent or `null` (the answer is the offset).
    contentOffset: NotRequired[None]
    #: The items after the change; ids unique, matched to `before.items` by id.
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    direction: NotRequired[None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    writingMode: NotRequired[None]


class VisibilityRequest(TypedDict):
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the range; `region` `safeArea` is the viewport less these. May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Accepted as everywhere (>= 0); visibility does not use it.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the range minimum.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content order; ids unique (`duplicate_id` otherwise).
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: Fraction of an item that must show for `visible`; default 0.5.
    threshold: NotRequired[float | None]
    #: `viewport` (default) or `safeArea` (the viewport less `contentInsets`).
    region: NotRequired[Literal["viewport", "safeArea"] | None]
    #: Points; an end is `near` within this distance. Default 0.
    prefetchDistance: NotRequired[float | None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    direction: NotRequired[None]
    #: Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
    writingMode: NotRequired[None]


class VisibilityResponseItemsItem(TypedDict):
    id: ItemID
    #: Intersection area / item area (0 … 1).
    visibleFraction: float
    visibleRect: AnswerRect
    #: `visibleFraction` >= the request's `threshold`, and > 0.
    visible: bool
    #: With a `stack` (or stored stack) that has `estimatedSize`, or sections with an
    #: estimated row: whether the item's frame rests on an estimate (it or an item
    #: before it was estimated). Absent otherwise.
    estimated: NotRequired[bool]
    #: With `sections`: the item's section. Absent otherwise.
    section: NotRequired[int]
    #: With `sections`: the row's index in its section, or `header` or `footer`. Absent otherwise.
    item: NotRequired[int | Literal["header", "footer"]]
    #: With `sections` and `pinnedHeaders`: how much of the item's visible height
    #: the pinned header covers (0 for the header itself). `visibleFraction` and
    #: `visible` then count only the uncovered part, so a row wholly behind the
    #: header has fraction 0 (it is listed, never `visible`). Absent otherwise.
    coveredByPinnedHeader: NotRequired[float]


class VisibilityResponsePinnedHeaderVariant1(TypedDict):
    #: The section whose header is pinned.
    section: int
    #: The header's top edge in viewport coordinates (points from the viewport's top).
    y: float


class VisibilityResponseGeometry(TypedDict):
    """SwiftUI `ScrollGeometry`: `visibleRect` is the container at the offset (insets
    included), `bounds` the container less `contentInsets` (the safe area).
    """
    contentOffset: AnswerPoint
    #: The content size.
    contentSize: AnswerSize
    #: The content insets.
    contentInsets: AnswerInsets
    #: The container (the viewport).
    containerSize: AnswerSize
    visibleRect: AnswerRect
    bounds: AnswerRect


class VisibilityResponseEdges(TypedDict):
    """Distances from the offset to each end of the range (negative when the offset lies
    outside it); `at*` = distance <= 0.5, `near*` = distance <= `prefetchDistance`.
    """
    #: `distanceToTop` <= 0.5.
    atTop: bool
    #: `distanceToBottom` <= 0.5.
    atBottom: bool
    #: `distanceToLeading` <= 0.5.
    atLeading: bool
    #: `distanceToTrailing` <= 0.5.
    atTrailing: bool
    #: `distanceToTop` <= `prefetchDistance`.
    nearTop: bool
    #: `distanceToBottom` <= `prefetchDistance`.
    nearBottom: bool
    #: `distanceToLeading` <= `prefetchDistance`.
    nearLeading: bool
    #: `distanceToTrailing` <= `prefetchDistance`.
    nearTrailing: bool
    #: Points from the offset to the top of the range.
    distanceToTop: float
    #: Points from the offset to the bottom of the range.
    distanceToBottom: float
    #: Points from the offset to the leading end of the range.
    distanceToLeading: float
    #: Points from the offset to the trailing end of the range.
    distanceToTrailing: float


class VisibilityResponse(TypedDict):
    #: Each item the region shows any of, in content order.
    items: Sequence[VisibilityResponseItemsItem]
    #: The first `visible` item in content order, or `null` when none is.
    firstVisible: ItemID | None
    #: The last `visible` item in content order, or `null` when none is.
    lastVisible: ItemID | None
    #: How many items are `visible`.
    visibleCount: int
    #: With `sections` and `pinnedHeaders` only (absent otherwise): the header stuck at the
    #: top, or `null` when none is (above the first section, past the last, or a section
    #: without a header). `y` is the header's top in viewport coordinates: `contentInsets.top`
    #: while it sticks, less while its section's end pushes it out (negative once it starts
    #: to leave the viewport with no inset). The pinned header is measured in `items` where
    #: it is drawn, and is `visible` as any item; `firstVisible` is then the header itself.
    pinnedHeader: NotRequired[VisibilityResponsePinnedHeaderVariant1 | None]
    #: SwiftUI `ScrollGeometry`: `visibleRect` is the container at the offset (insets
    #: included), `bounds` the container less `contentInsets` (the safe area).
    geometry: VisibilityResponseGeometry
    #: Distances from the offset to each end of the range (negative when the offset lies
    #: outside it); `at*` = distance <= 0.5, `near*` = distance <= `prefetchDistance`.
    edges: VisibilityResponseEdges


class TransitionRequestKeepVariant2(TypedDict):
    id: ItemID


class TransitionRequest(TypedDict):
    before: ScrollView
    after: ScrollViewChange
    #: Default `auto`.
    keep: NotRequired[Literal["auto", "top", "bottom", "firstVisible", "offset"] | TransitionRequestKeepVariant2 | None]
    #: Default `swiftui`; what `keep` `auto` does.
    semantics: NotRequired[Semantics | None]


class TransitionResponseAnchorVariant1(TypedDict):
    id: ItemID
    #: The item's on-screen y before the change.
    before: float
    #: The item's on-screen y at the answer.
    after: float


class TransitionResponseAnchorVariant2(TypedDict):
    #: The end of the range that was held.
    edge: Literal["top", "bottom"]


class TransitionResponseClamped(TypedDict):
    """Per axis, whether the offset the rule asked for lay outside `after`'s range."""
    #: Whether x was clamped.
    x: bool
    #: Whether y was clamped.
    y: bool


class TransitionResponse(TypedDict):
    contentOffset: AnswerPoint
    #: What was held still: an item (`before`/`after`: its on-screen y, content y less the
    #: offset, before the change and at the answer), a pinned end, or `null` (raw offset).
    anchor: TransitionResponseAnchorVariant1 | TransitionResponseAnchorVariant2 | None
    delta: AnswerPoint
    #: Per axis, whether the offset the rule asked for lay outside `after`'s range.
    clamped: TransitionResponseClamped


class AnswerSize(TypedDict):
    #: The width in points.
    width: float
    #: The height in points.
    height: float


class AnswerInsets(TypedDict):
    #: The top inset in points.
    top: float
    #: The left inset in points.
    left: float
    #: The bottom inset in points.
    bottom: float
    #: The right inset in points.
    right: float


SnapAlignName: TypeAlias = 'Literal["start", "center", "end", "none"]'


class SnapItemSnapAlignVariant2(TypedDict):
    #: The alignment on x; default `start`.
    x: NotRequired[SnapAlignName | None]
    #: The alignment on y; default `start`.
    y: NotRequired[SnapAlignName | None]


class SnapItem(TypedDict):
    id: ItemID
    #: The item's frame in content coordinates.
    frame: Rect
    #: Grows the frame into the snap area (CSS `scroll-margin`); may be negative.
    margin: NotRequired[Insets | None]
    #: CSS `scroll-snap-align` for the `css` behaviour: one value for both axes, or per axis
    #: (a missing axis is `start`). Default `start`; `none` on both axes makes the item no
    #: snap area.
    snapAlign: NotRequired[SnapAlignName | SnapItemSnapAlignVariant2 | None]


class SnapBehavior(TypedDict):
    """Exactly one of `paging`, `viewAligned`, `css` not `null` (two are `conflicting_fields`, none `missing_field`)."""
    #: Snap to whole pages (`SnapPagingBehavior`).
    paging: NotRequired[SnapPaging | None]
    #: Snap to an item's edge (`SnapViewAlignedBehavior`).
    viewAligned: NotRequired[SnapViewAligned | None]
    #: CSS scroll snap (`SnapCSSBehavior`).
    css: NotRequired[SnapCSS | None]


class SnapPagingBehavior(TypedDict):
    """SwiftUI `.paging`, `UIScrollView.isPagingEnabled` (see `SnapBehavior`)."""
    paging: SnapPaging


class SnapPagingPageSizeVariant1(TypedDict):
    #: The page's width.
    width: float
    #: The page's height.
    height: float


class SnapPaging(TypedDict):
    """Pages of `pageSize` from the range minimum."""
    #: Default the viewport, which must then be at least 0.001 on each axis
    #: (`missing_field` here otherwise: a smaller page would overflow the page index).
    #: Each length in [0.001, 1e12].
    pageSize: NotRequired[SnapPagingPageSizeVariant1 | None]


class SnapViewAlignedBehavior(TypedDict):
    """SwiftUI `.viewAligned` (see `SnapBehavior`)."""
    viewAligned: SnapViewAligned


class SnapViewAligned(TypedDict):
    """Snap so an item's edge (or centre) meets the viewport's."""
    #: Default `start`.
    align: NotRequired[Literal["start", "center", "end"] | None]
    #: Default `always`.
    limit: NotRequired[Literal["always", "never", "alwaysByFew", "alwaysByOne"] | None]


class SnapCSSBehavior(TypedDict):
    """CSS `scroll-snap-type` with the items' `snapAlign` (see `SnapBehavior`)."""
    css: SnapCSS


class SnapCSS(TypedDict):
    """`proximity` applies only to type `proximity` (`conflicting_fields` otherwise)."""
    #: `scroll-snap-type`'s strictness.
    type: Literal["mandatory", "proximity"]
    #: The proximity range in points; default a third of the snapport per axis.
    proximity: NotRequired[float | None]
    #: `scroll-snap-type`'s axis; default `both`.
    axis: NotRequired[Literal["x", "y", "both"] | None]


class ScrollSnapRequest(TypedDict):
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the snapport. May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the snapport (CSS `scroll-padding`). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset (where a fling is released, where a delta starts); default the range minimum.
    contentOffset: NotRequired[Point | None]
    #: The items to align or snap to; ids unique (`duplicate_id` otherwise). At most
    #: `--max-items`, and at most 1000 with `behavior: {"css": …}` (413 `too_many_items`
    #: at `/items`, like `--max-items` a count limit rather than a schema bound). The items
    #: of a `stack` or `layout` have no snap fields: no margin, `snapAlign` `start`.
    items: NotRequired[Sequence[SnapItem] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: A fling's velocity in points per second.
    velocity: NotRequired[Point | None]
    #: An offset to snap from (SwiftUI `targetContentOffset`), in place of a fling.
    proposedOffset: NotRequired[Point | None]
    #: A scroll by this much from `contentOffset`, then snapped.
    delta: NotRequired[Point | None]
    #: Velocity kept per millisecond; default `normal`.
    decelerationRate: NotRequired[Literal["normal", "fast"] | float | None]
    #: Default `uikit`.
    flingModel: NotRequired[Literal["uikit", "uikitExponential", "android"] | None]
    #: Default `none`.
    behavior: NotRequired[Literal["none"] | SnapBehavior | None]


class ScrollSnapResponseSnappedToVariant1(TypedDict):
    id: ItemID


class ScrollSnapResponseSnappedToVariant2(TypedDict):
    #: A page index per axis, not an offset: the page whose start is the resting
    #: `contentOffset`, counted in `pageSize` steps from the range minimum (page
    #: `n` rests at `range.min + n · pageSize`, clamped to the range); a whole
    #: number from 0 to ⌈(range.max − range.min) / pageSize⌉. An axis that cannot
    #: scroll is page 0.
    page: AnswerPoint


class ScrollSnapResponse(TypedDict):
    projectedOffset: AnswerPoint
    contentOffset: AnswerPoint
    #: What the resting offset is aligned to: `{"id"}` the item (under `viewAligned` and
    #: `css`), `{"page"}` under `paging`, `null` under `none` or when nothing was chosen.
    snappedTo: ScrollSnapResponseSnappedToVariant1 | ScrollSnapResponseSnappedToVariant2 | None
    #: Points per second, in content-offset coordinates: the fling that, released at the
    #: request's `contentOffset` under the same `flingModel` and `decelerationRate`, comes
    #: to rest exactly at the answer's `contentOffset` — not the `velocity` sent. A spring's
    #: `initialVelocity` (`/v1/scroll/animation`'s `snapRequest` uses it by default).
    velocity: AnswerPoint


class CubicBezierCurve(TypedDict):
    #: CSS `cubic-bezier(x1, y1, x2, y2)`: x1 and x2 in [0, 1].
    cubicBezier: tuple[float, float, float, float]
    #: A spring curve's member (`SpringCurve`); absent or `null` here.
    spring: NotRequired[None]


class Spring(TypedDict):
    """One parameterisation: `ResponseSpring`, `DurationSpring` or `PhysicalSpring` (mixing
    them is `conflicting_fields`, none is `missing_field`).
    """
    #: SwiftUI `response`, seconds (`ResponseSpring`).
    response: NotRequired[float | None]
    #: SwiftUI `dampingFraction` (`ResponseSpring`).
    dampingFraction: NotRequired[float | None]
    #: SwiftUI `Spring(duration:bounce:)` duration, seconds (`DurationSpring`).
    duration: NotRequired[float | None]
    #: SwiftUI `Spring(duration:bounce:)` bounce (`DurationSpring`).
    bounce: NotRequired[float | None]
    #: The mass (`PhysicalSpring`).
    mass: NotRequired[float | None]
    #: The spring constant (`PhysicalSpring`).
    stiffness: NotRequired[float | None]
    #: The damping coefficient (`PhysicalSpring`).
    damping: NotRequired[float | None]


class ResponseSpringVariant1(TypedDict):
    response: float


class ResponseSpringVariant2(TypedDict):
    dampingFraction: float


#: `response` and `dampingFraction` (either may be left out; see `Spring`).
ResponseSpring: TypeAlias = 'ResponseSpringVariant1 | ResponseSpringVariant2'


class DurationSpringVariant1(TypedDict):
    duration: float


class DurationSpringVariant2(TypedDict):
    bounce: float


#: `duration` and `bounce` (either may be left out; see `Spring`).
DurationSpring: TypeAlias = 'DurationSpringVariant1 | DurationSpringVariant2'


class PhysicalSpring(TypedDict):
    """`stiffness` and `damping`, and `mass` (default 1; see `Spring`)."""
    stiffness: float
    damping: float


class SpringCurve(TypedDict):
    #: A timing curve's member (`CubicBezierCurve`); absent or `null` here.
    cubicBezier: NotRequired[None]
    #: One parameterisation (mixing them is `conflicting_fields`, none is `missing_field`).
    spring: Spring


#: A timing-curve animation or a spring animation; they differ in `curve` and in which of
#: `duration`, `epsilon` and `initialVelocity` they take.
ScrollAnimationRequest: TypeAlias = 'TimingAnimationRequest | SpringAnimationRequest'


class TimingAnimationRequestInitialVelocityVariant1(TypedDict):
    #: Only 0.
    x: Literal[0]
    #: Only 0.
    y: Literal[0]


TimingAnimationRequest = TypedDict('TimingAnimationRequest', {
    #: Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
    "from": NotRequired['Point | None'],
    #: The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
    "to": NotRequired['Point | None'],
    #: A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
    "offsetRequest": NotRequired['ScrollOffsetRequest | None'],
    #: A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` (a timing curve takes no velocity, so the answer's `velocity` goes unused).
    "snapRequest": NotRequired['ScrollSnapRequest | None'],
    #: Only zero (a timing curve starts at its own slope).
    "initialVelocity": NotRequired['TimingAnimationRequestInitialVelocityVariant1 | None'],
    #: Default `easeInOut`.
    "curve": NotRequired['Literal["linear", "ease", "easeIn", "easeOut", "easeInOut"] | CubicBezierCurve | None'],
    #: Seconds, in [0.001, 60]; default 0.25.
    "duration": NotRequired['float | None'],
    #: A spring's member (`SpringAnimationRequest`); absent or `null` here.
    "epsilon": NotRequired['None'],
    "framesPerSecond": NotRequired['FramesPerSecond'],
    "maxFrames": NotRequired['MaxFrames'],
    "sampleTimes": NotRequired['SampleTimes'],
})


SpringAnimationRequest = TypedDict('SpringAnimationRequest', {
    #: Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
    "from": NotRequired['Point | None'],
    #: The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
    "to": NotRequired['Point | None'],
    #: A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
    "offsetRequest": NotRequired['ScrollOffsetRequest | None'],
    #: A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` and whose
    #: answer's `velocity` becomes the default `initialVelocity`.
    "snapRequest": NotRequired['ScrollSnapRequest | None'],
    #: Points per second at the start, in content-offset coordinates (positive = the offset
    #: grows); default 0, or with `snapRequest` the snap answer's `velocity`.
    "initialVelocity": NotRequired['Point | None'],
    #: A named SwiftUI spring, or `{spring}` with its parameters.
    "curve": 'Literal["smooth", "snappy", "bouncy"] | SpringCurve',
    #: A timing curve's member (`TimingAnimationRequest`); a spring settles in its own time.
    "duration": NotRequired['None'],
    #: Settled within this many points of `to` and below twice as many points per second; default 0.5.
    "epsilon": NotRequired['float | None'],
    "framesPerSecond": NotRequired['FramesPerSecond'],
    "maxFrames": NotRequired['MaxFrames'],
    "sampleTimes": NotRequired['SampleTimes'],
})


#: Default 60.
FramesPerSecond: TypeAlias = 'float | None'


#: Default 1000; a longer motion spreads its frames evenly rather than adding more.
MaxFrames: TypeAlias = 'int | None'


#: Seconds, each in [0, 60]; at most 10000 (413 `too_many_items` beyond).
SampleTimes: TypeAlias = 'Sequence[float] | None'


class ScrollAnimationResponseFramesItem(TypedDict):
    #: Seconds since the start.
    t: float
    #: The offset's x.
    x: float
    #: The offset's y.
    y: float
    #: The velocity on x in points per second.
    vx: float
    #: The velocity on y in points per second.
    vy: float


class ScrollAnimationResponse(TypedDict):
    #: The offset and velocity at each frame (see the operation: `framesPerSecond`, `maxFrames`, `sampleTimes`).
    frames: Sequence[ScrollAnimationResponseFramesItem]
    #: The motion's length in seconds.
    duration: float
    #: Whether the motion came to rest at `to` (false: a spring still moving after 60 s).
    settled: bool
    #: Per axis, how far the motion goes past `to` in the direction of travel, or `null` when it never does.
    overshoot: AnswerPoint | None


class ScrollRangeRequest(TypedDict):
    viewport: ViewportSize
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the range (`min` is minus the top and left insets, `max` adds the bottom and right). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Accepted as everywhere (>= 0); the range does not depend on it.
    scrollPadding: NotRequired[Padding | None]
    #: The offset to answer for; default the scroll origin (the range minimum, or per
    #: `direction`/`writingMode` the maximum on an axis that starts at its right or bottom
    #: end). An offset outside the range is answered as sent, not clamped: `visibleRect` is
    #: there, and `edges` toward the edge it passed are 0.
    contentOffset: NotRequired[Point | None]
    #: Item frames in content order; ids unique (`duplicate_id` otherwise). Read and checked as everywhere; the answer depends only on the content size.
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items` (see `Stack`).
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items` (see `Grid`).
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items` (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`).
    layout: NotRequired[LayoutId | None]
    #: Default `ltr`; with `writingMode`, where the scroll origin is (see `Direction`).
    direction: NotRequired[Direction | None]
    #: Default `horizontal-tb`; with `direction`, where the scroll origin is (see `WritingMode`).
    writingMode: NotRequired[WritingMode | None]


class ScrollRangeResponseRange(TypedDict):
    """Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`, as `/v1/scroll/offset` answers it."""
    min: AnswerPoint
    max: AnswerPoint


class ScrollRangeResponseEdges(TypedDict):
    """How far, in points, the view can still scroll toward each edge from `contentOffset`:
    `top` = max(0, offset.y − range.min.y), `bottom` = max(0, range.max.y − offset.y),
    `left` = max(0, offset.x − range.min.x), `right` = max(0, range.max.x − offset.x).
    0 at that edge, and past it.
    """
    #: Points the view can still scroll up (toward `range.min.y`).
    top: float
    #: Points the view can still scroll down (toward `range.max.y`).
    bottom: float
    #: Points the view can still scroll left (toward `range.min.x`).
    left: float
    #: Points the view can still scroll right (toward `range.max.x`).
    right: float


class ScrollRangeResponseScrollable(TypedDict):
    """Per axis, whether the range is longer than 0 (`max > min`)."""
    #: Whether x scrolls.
    x: bool
    #: Whether y scrolls.
    y: bool


class ScrollRangeResponse(TypedDict):
    #: Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`, as `/v1/scroll/offset` answers it.
    range: ScrollRangeResponseRange
    #: The offset sent (not clamped), or the scroll origin when none was.
    contentOffset: AnswerPoint
    #: The viewport in content coordinates at `contentOffset` (SwiftUI `ScrollGeometry.visibleRect`, insets included).
    visibleRect: AnswerRect
    #: How far, in points, the view can still scroll toward each edge from `contentOffset`:
    #: `top` = max(0, offset.y − range.min.y), `bottom` = max(0, range.max.y − offset.y),
    #: `left` = max(0, offset.x − range.min.x), `right` = max(0, range.max.x − offset.x).
    #: 0 at that edge, and past it.
    edges: ScrollRangeResponseEdges
    #: Per axis, whether the range is longer than 0 (`max > min`).
    scrollable: ScrollRangeResponseScrollable


class BatchRequest(TypedDict):
    #: The viewport of every request that does not send its own.
    viewport: NotRequired[ViewportSize | None]
    #: The content size of every request that does not send its own.
    contentSize: NotRequired[Size | None]
    #: As in `/v1/scroll/offset`; a request may send its own.
    contentInsets: NotRequired[Insets | None]
    #: As in `/v1/scroll/offset`; a request may send its own.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset of every request that does not send its own; default the scroll origin.
    contentOffset: NotRequired[Point | None]
    #: The items every request asks about, decoded once; ids unique (`duplicate_id`
    #: otherwise); at most `--max-items`.
    items: NotRequired[Sequence[Item] | None]
    #: A compact layout in place of `items`, decoded once (see `Stack`); the content size each request does not send is derived in its viewport.
    stack: NotRequired[Stack | None]
    #: A compact grid in place of `items`, decoded once (see `Grid`); its frames and content size follow each request's viewport width.
    grid: NotRequired[Grid | None]
    #: Masonry lanes in place of `items`, decoded and placed once (see `Lanes`).
    lanes: NotRequired[Lanes | None]
    #: A section list in place of `items` (see `Sections`).
    sections: NotRequired[Sections | None]
    #: With `sections` (or a stored section list): whether each section's header sticks at the top
    #: while its section passes under it (see `Sections`); default false, or the stored list's.
    #: With other items (a stored layout that is not a section list included), or none, it
    #: is `conflicting_fields` at `/pinnedHeaders`.
    pinnedHeaders: NotRequired[bool | None]
    #: A stored layout in place of `items` (see `LayoutId`); unknown → the whole batch is 404 `unknown_layout`.
    layout: NotRequired[LayoutId | None]
    #: Default `ltr`, for every request; `visibility` and `snap` requests refuse it (`conflicting_fields` at `/direction`).
    direction: NotRequired[Direction | None]
    #: Default `horizontal-tb`, for every request; `visibility` and `snap` requests refuse it (`conflicting_fields` at `/writingMode`), as does an `offset` request whose `semantics` is not css unless it is horizontal-tb.
    writingMode: NotRequired[WritingMode | None]
    #: At most `--max-batch` (default 10,000; 413 `too_many_requests` past it, as for
    #: results past 64 MiB). Each is a
    #: `BatchOperation`; anything else — not an object, no `op`, a field the endpoint does
    #: not take — is answered as that request's error result, never by refusing the batch,
    #: so the schema of an element is left open here.
    requests: Sequence[BatchOperation]


class BatchResponse(TypedDict):
    #: One per request, in the order of `requests`.
    results: Sequence[ScrollOffsetResponse | VisibilityResponse | ScrollSnapResponse | ScrollAnimationResponse | ScrollRangeResponse | BatchError]


class BatchErrorError(TypedDict):
    """As `Error`'s `error`."""
    #: One of the codes of `Error`.
    code: str
    #: What to fix, in English.
    message: str
    #: RFC 6901 JSON pointer into the batch document.
    pointer: str


class BatchError(TypedDict):
    """A request of a batch that failed: the error its endpoint would have answered (the
    pointer leading into the batch, e.g. `/requests/3/target/id`) and that answer's status.
    """
    #: As `Error`'s `error`.
    error: BatchErrorError
    #: 400 (a malformed request), 404 (`target_not_found`), 413 (`too_many_items`: `sampleTimes`, or the items under a css `snap`), 503 (`layout_store_unavailable`: a `layout` the shared store did not answer for).
    status: Literal[400, 404, 413, 503]


class ItemScrollOffsetOperation(TypedDict):
    """One `offset` request of a batch: `ItemScrollOffsetRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the alignment area (UIKit
    #: `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the alignment area without extending the range (CSS `scroll-padding`).
    #: Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
    contentOffset: NotRequired[Point | None]
    target: ItemTarget
    #: A SwiftUI UnitPoint name, "nearest" (both axes), per physical axis `{x, y}` (CSS
    #: inline/block in horizontal-tb ltr: start = 0, center = 0.5, end = 1), or per logical
    #: axis `{block, inline}`. Default: that of `semantics` (css: `{block: start, inline:
    #: nearest}`, logical). UnitPoint names are mirrored by `direction: "rtl"` for swiftui
    #: and uikit; `{x, y}` is physical. Only for id, index, rect, next and previous targets
    #: (`conflicting_fields` otherwise).
    anchor: NotRequired[AnchorName | AxisAnchors | LogicalAnchors | None]
    #: Outset of the target rect (CSS `scroll-margin`). Only for id, index, rect, next and
    #: previous targets (`conflicting_fields` otherwise).
    margin: NotRequired[Insets | None]
    #: Default `swiftui`.
    semantics: NotRequired[Semantics | None]
    #: Pixels per point; the answer is rounded to this grid (half away from zero). With
    #: semantics css, the device scale factor: the geometry is laid out as Chromium does
    #: (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
    #: offset snapped, the ideal rounded half up in device pixels from the scroll origin);
    #: absent, css uses 1 and swiftui/uikit do not round.
    displayScale: NotRequired[float | None]
    #: Default `always`. See `ScrollMode`.
    mode: NotRequired[ScrollMode | None]
    #: Default `all`. See `ChainContainer`.
    container: NotRequired[ChainContainer | None]
    #: The scroll containers around this one (the innermost, whose content holds the
    #: target), innermost first; at most 32 (`invalid_field` at `/ancestors/32`). Each
    #: aligns the target where the inner scrolls moved it, clipped to the inner
    #: scrollport; `margin` applies at every level, `scrollPadding` per container, the
    #: anchor as resolved for the innermost container.
    ancestors: NotRequired[Sequence[ScrollAncestor] | None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    call: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    reverseLayout: NotRequired[None]


class ContentScrollOffsetOperation(TypedDict):
    """One `offset` request of a batch: `ContentScrollOffsetRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the alignment area (UIKit
    #: `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the alignment area without extending the range (CSS `scroll-padding`).
    #: Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
    contentOffset: NotRequired[Point | None]
    target: ContentTarget
    #: Not for edge, point and page targets (`conflicting_fields`).
    anchor: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    margin: NotRequired[None]
    #: Default `swiftui`.
    semantics: NotRequired[Semantics | None]
    #: Pixels per point; the answer is rounded to this grid (half away from zero). With
    #: semantics css, the device scale factor: the geometry is laid out as Chromium does
    #: (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
    #: offset snapped, the ideal rounded half up in device pixels from the scroll origin);
    #: absent, css uses 1 and swiftui/uikit do not round.
    displayScale: NotRequired[float | None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    container: NotRequired[None]
    #: Not for edge, point and page targets (`conflicting_fields`).
    ancestors: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    call: NotRequired[None]
    #: Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
    reverseLayout: NotRequired[None]


class FlutterScrollOffsetOperation(TypedDict):
    """One `offset` request of a batch: `FlutterScrollOffsetRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `flutter`.
    semantics: Literal["flutter"]
    #: Default `ensureVisible` (alignment 0, explicit).
    call: NotRequired[FlutterEnsureVisible | FlutterShowOnScreen | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]


class FlutterJumpToOperation(TypedDict):
    """One `offset` request of a batch: `FlutterJumpToRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    #: jumpTo takes no target (`conflicting_fields`).
    target: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: jumpTo takes no margin (`conflicting_fields`).
    margin: NotRequired[None]
    #: `flutter`.
    semantics: Literal["flutter"]
    #: `ScrollPosition.jumpTo(pixels)`.
    call: FlutterJumpTo
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]


class ComposeScrollOffsetOperation(TypedDict):
    """One `offset` request of a batch: `ComposeScrollOffsetRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `compose`.
    semantics: Literal["compose"]
    #: Default `scrollToItem` (scrollOffset 0).
    call: NotRequired[ComposeScrollToItem | ComposeBringIntoView | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]


class AndroidScrollOffsetOperation(TypedDict):
    """One `offset` request of a batch: `AndroidScrollOffsetRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["offset"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: The platform's padding (see above). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Pinned slivers and sticky headers (see above). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the list's start on its scroll axis (the range minimum,
    #: or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
    #: where the platform's position is 0) and on the other axis the scroll origin.
    #: `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
    #: `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
    #: from here.
    contentOffset: NotRequired[Point | None]
    target: ItemTarget
    #: Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
    anchor: NotRequired[None]
    #: Outset of the target rect: Android item margins and `ItemDecoration` insets (the
    #: decorated bounds the platform aligns). May be negative. Not with `jumpTo`
    #: (`conflicting_fields`).
    margin: NotRequired[Insets | None]
    #: `android`.
    semantics: Literal["android"]
    #: Default `smoothScrollToPosition` (snap any).
    call: NotRequired[AndroidSmoothScrollToPosition | AndroidScrollToPosition | AndroidScrollToPositionWithOffset | AndroidRequestChildRectangleOnScreen | AndroidScrollViewRequestChildRectangleOnScreen | None]
    #: Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
    #: `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
    #: the geometry is not.
    reverseLayout: NotRequired[bool | None]
    #: Device pixels per point: Compose's and Android's density. Compose and Android
    #: parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
    #: `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
    #: and takes no px parameter: it does not use it.
    displayScale: NotRequired[float | None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    mode: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    container: NotRequired[None]
    #: Not with flutter, compose and android (`conflicting_fields`).
    ancestors: NotRequired[None]


class VisibilityOperation(TypedDict):
    """One `visibility` request of a batch: `VisibilityRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["visibility"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the range; `region` `safeArea` is the viewport less these. May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Accepted as everywhere (>= 0); visibility does not use it.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset; default the range minimum.
    contentOffset: NotRequired[Point | None]
    #: Fraction of an item that must show for `visible`; default 0.5.
    threshold: NotRequired[float | None]
    #: `viewport` (default) or `safeArea` (the viewport less `contentInsets`).
    region: NotRequired[Literal["viewport", "safeArea"] | None]
    #: Points; an end is `near` within this distance. Default 0.
    prefetchDistance: NotRequired[float | None]


class ScrollSnapOperation(TypedDict):
    """One `snap` request of a batch: `ScrollSnapRequest` without `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["snap"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the scrollable range and shrink the snapport. May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Shrinks the snapport (CSS `scroll-padding`). Each side >= 0.
    scrollPadding: NotRequired[Padding | None]
    #: The current offset (where a fling is released, where a delta starts); default the range minimum.
    contentOffset: NotRequired[Point | None]
    #: A fling's velocity in points per second.
    velocity: NotRequired[Point | None]
    #: An offset to snap from (SwiftUI `targetContentOffset`), in place of a fling.
    proposedOffset: NotRequired[Point | None]
    #: A scroll by this much from `contentOffset`, then snapped.
    delta: NotRequired[Point | None]
    #: Velocity kept per millisecond; default `normal`.
    decelerationRate: NotRequired[Literal["normal", "fast"] | float | None]
    #: Default `uikit`.
    flingModel: NotRequired[Literal["uikit", "uikitExponential", "android"] | None]
    #: Default `none`.
    behavior: NotRequired[Literal["none"] | SnapBehavior | None]


#: One `animation` request of a batch: `TimingAnimationRequest` without nothing; the scroll view's fields default to the batch's.
TimingAnimationOperation = TypedDict('TimingAnimationOperation', {
    #: The endpoint this request goes to.
    "op": 'Literal["animation"]',
    #: Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
    "from": NotRequired['Point | None'],
    #: The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
    "to": NotRequired['Point | None'],
    #: A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
    "offsetRequest": NotRequired['ScrollOffsetRequest | None'],
    #: A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` (a timing curve takes no velocity, so the answer's `velocity` goes unused).
    "snapRequest": NotRequired['ScrollSnapRequest | None'],
    #: Only zero (a timing curve starts at its own slope).
    "initialVelocity": NotRequired['TimingAnimationRequestInitialVelocityVariant1 | None'],
    #: Default `easeInOut`.
    "curve": NotRequired['Literal["linear", "ease", "easeIn", "easeOut", "easeInOut"] | CubicBezierCurve | None'],
    #: Seconds, in [0.001, 60]; default 0.25.
    "duration": NotRequired['float | None'],
    #: A spring's member (`SpringAnimationRequest`); absent or `null` here.
    "epsilon": NotRequired['None'],
    "framesPerSecond": NotRequired['FramesPerSecond'],
    "maxFrames": NotRequired['MaxFrames'],
    "sampleTimes": NotRequired['SampleTimes'],
})


#: One `animation` request of a batch: `SpringAnimationRequest` without nothing; the scroll view's fields default to the batch's.
SpringAnimationOperation = TypedDict('SpringAnimationOperation', {
    #: The endpoint this request goes to.
    "op": 'Literal["animation"]',
    #: Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
    "from": NotRequired['Point | None'],
    #: The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
    "to": NotRequired['Point | None'],
    #: A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
    "offsetRequest": NotRequired['ScrollOffsetRequest | None'],
    #: A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` and whose
    #: answer's `velocity` becomes the default `initialVelocity`.
    "snapRequest": NotRequired['ScrollSnapRequest | None'],
    #: Points per second at the start, in content-offset coordinates (positive = the offset
    #: grows); default 0, or with `snapRequest` the snap answer's `velocity`.
    "initialVelocity": NotRequired['Point | None'],
    #: A named SwiftUI spring, or `{spring}` with its parameters.
    "curve": 'Literal["smooth", "snappy", "bouncy"] | SpringCurve',
    #: A timing curve's member (`TimingAnimationRequest`); a spring settles in its own time.
    "duration": NotRequired['None'],
    #: Settled within this many points of `to` and below twice as many points per second; default 0.5.
    "epsilon": NotRequired['float | None'],
    "framesPerSecond": NotRequired['FramesPerSecond'],
    "maxFrames": NotRequired['MaxFrames'],
    "sampleTimes": NotRequired['SampleTimes'],
})


class ScrollRangeOperation(TypedDict):
    """One `range` request of a batch: `ScrollRangeRequest` without `direction`, `grid`, `items`, `lanes`, `layout`, `pinnedHeaders`, `sections`, `stack`, `writingMode`; the scroll view's fields default to the batch's."""
    #: The endpoint this request goes to.
    op: Literal["range"]
    viewport: NotRequired[ViewportSize]
    #: Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
    contentSize: NotRequired[Size | None]
    #: Extend the range (`min` is minus the top and left insets, `max` adds the bottom and right). May be negative.
    contentInsets: NotRequired[Insets | None]
    #: Accepted as everywhere (>= 0); the range does not depend on it.
    scrollPadding: NotRequired[Padding | None]
    #: The offset to answer for; default the scroll origin (the range minimum, or per
    #: `direction`/`writingMode` the maximum on an axis that starts at its right or bottom
    #: end). An offset outside the range is answered as sent, not clamped: `visibleRect` is
    #: there, and `edges` toward the edge it passed are 0.
    contentOffset: NotRequired[Point | None]


#: One result of a batch: an answer of an op's endpoint, or `BatchError` (`BatchResponse`'s `results`).
BatchResult: TypeAlias = 'ScrollOffsetResponse | VisibilityResponse | ScrollSnapResponse | ScrollAnimationResponse | ScrollRangeResponse | BatchError'


#: One request of a batch: `op` names the endpoint, the other members are that endpoint's
#: own fields (the top level's scroll view applies; see `/v1/batch`).
#: `offset`: the fields of `ScrollOffsetRequest` but `items`, `stack`, `layout`,
#: `direction`, `writingMode`. `visibility`: those of `VisibilityRequest` but the same.
#: `snap`: those of `ScrollSnapRequest` but `items`, `stack`, `layout`. `animation`: those
#: of `ScrollAnimationRequest`, its `offsetRequest` without `items`, `stack`, `layout`,
#: `direction`, `writingMode`, its `snapRequest` without `items`, `stack`, `layout`. `range`:
#: those of `ScrollRangeRequest` but `items`, `stack`, `layout`, `direction`, `writingMode`.
#: Any of them may send `viewport`, `contentSize`, `contentInsets`,
#: `scrollPadding`, `contentOffset` of its own.
BatchOperation: TypeAlias = 'ItemScrollOffsetOperation | ContentScrollOffsetOperation | FlutterScrollOffsetOperation | FlutterJumpToOperation | ComposeScrollOffsetOperation | AndroidScrollOffsetOperation | VisibilityOperation | ScrollSnapOperation | TimingAnimationOperation | SpringAnimationOperation | ScrollRangeOperation'


__all__ = [
    "AncestorAnswer",
    "AncestorAnswerClamped",
    "AncestorAnswerRange",
    "AnchorName",
    "AndroidCall",
    "AndroidRequestChildRectangleOnScreen",
    "AndroidScrollOffsetOperation",
    "AndroidScrollOffsetRequest",
    "AndroidScrollToPosition",
    "AndroidScrollToPositionWithOffset",
    "AndroidScrollViewRequestChildRectangleOnScreen",
    "AndroidSmoothScrollToPosition",
    "AnswerInsets",
    "AnswerPoint",
    "AnswerRect",
    "AnswerSize",
    "AxisAnchor",
    "AxisAnchors",
    "BatchError",
    "BatchErrorError",
    "BatchOperation",
    "BatchRequest",
    "BatchResponse",
    "BatchResult",
    "CSSSemantics",
    "ChainContainer",
    "ComposeBringIntoView",
    "ComposeCall",
    "ComposeScrollOffsetOperation",
    "ComposeScrollOffsetRequest",
    "ComposeScrollToItem",
    "ContentEdge",
    "ContentScrollOffsetOperation",
    "ContentScrollOffsetRequest",
    "ContentTarget",
    "CubicBezierCurve",
    "Direction",
    "Draining",
    "DurationSpring",
    "DurationSpringVariant1",
    "DurationSpringVariant2",
    "EdgeTarget",
    "EditPosition",
    "Error",
    "ErrorError",
    "FlutterCall",
    "FlutterEnsureVisible",
    "FlutterJumpTo",
    "FlutterJumpToOperation",
    "FlutterJumpToRequest",
    "FlutterScrollOffsetOperation",
    "FlutterScrollOffsetRequest",
    "FlutterShowOnScreen",
    "FramesPerSecond",
    "Grid",
    "GridColumns",
    "GridColumnsVariant2",
    "GridFullSpan",
    "GridSpacing",
    "Health",
    "HorizontalTB",
    "HorizontalTBAncestor",
    "IdTarget",
    "IndexTarget",
    "Insets",
    "Item",
    "ItemID",
    "ItemIndex",
    "ItemScrollOffsetOperation",
    "ItemScrollOffsetRequest",
    "ItemTarget",
    "Lanes",
    "LayoutContentSize",
    "LayoutDetails",
    "LayoutEdit",
    "LayoutEditRemove",
    "LayoutEditResize",
    "LayoutId",
    "LayoutInsert",
    "LayoutRequest",
    "LayoutSummary",
    "LogicalAnchors",
    "LogicalAxisAnchor",
    "MaxFrames",
    "NextItem",
    "NextTarget",
    "OpenAPIDocument",
    "Padding",
    "PageDirection",
    "PageTarget",
    "PhysicalSpring",
    "PlatformScrollOffsetRequest",
    "PlatformSemantics",
    "Point",
    "PointTarget",
    "PreviousItem",
    "PreviousTarget",
    "Readiness",
    "Rect",
    "RectTarget",
    "ResponseSpring",
    "ResponseSpringVariant1",
    "ResponseSpringVariant2",
    "SampleTimes",
    "ScrollAncestor",
    "ScrollAnimationRequest",
    "ScrollAnimationResponse",
    "ScrollAnimationResponseFramesItem",
    "ScrollMode",
    "ScrollOffsetRequest",
    "ScrollOffsetResponse",
    "ScrollOffsetResponseClamped",
    "ScrollOffsetResponseRange",
    "ScrollPosition",
    "ScrollRangeOperation",
    "ScrollRangeRequest",
    "ScrollRangeResponse",
    "ScrollRangeResponseEdges",
    "ScrollRangeResponseRange",
    "ScrollRangeResponseScrollable",
    "ScrollSnapOperation",
    "ScrollSnapRequest",
    "ScrollSnapResponse",
    "ScrollSnapResponseSnappedToVariant1",
    "ScrollSnapResponseSnappedToVariant2",
    "ScrollView",
    "ScrollViewChange",
    "Section",
    "SectionItem",
    "SectionTarget",
    "Sections",
    "Semantics",
    "Size",
    "SnapAlignName",
    "SnapBehavior",
    "SnapCSS",
    "SnapCSSBehavior",
    "SnapItem",
    "SnapItemSnapAlignVariant2",
    "SnapPaging",
    "SnapPagingBehavior",
    "SnapPagingPageSizeVariant1",
    "SnapViewAligned",
    "SnapViewAlignedBehavior",
    "Spring",
    "SpringAnimationOperation",
    "SpringAnimationRequest",
    "SpringCurve",
    "Stack",
    "StackIds",
    "StackSizes",
    "TimingAnimationOperation",
    "TimingAnimationRequest",
    "TimingAnimationRequestInitialVelocityVariant1",
    "TransitionRequest",
    "TransitionRequestKeepVariant2",
    "TransitionResponse",
    "TransitionResponseAnchorVariant1",
    "TransitionResponseAnchorVariant2",
    "TransitionResponseClamped",
    "UniformSizes",
    "Version",
    "ViewportSize",
    "VisibilityOperation",
    "VisibilityRequest",
    "VisibilityResponse",
    "VisibilityResponseEdges",
    "VisibilityResponseGeometry",
    "VisibilityResponseItemsItem",
    "VisibilityResponsePinnedHeaderVariant1",
    "WritingMode",
]
