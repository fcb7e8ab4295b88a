// Generated from openapi.yaml by clients/generate_typescript.py (`make clients`): do not edit.
// ScrollQuery 1.0.0

export type Health = {
  /**
   * Always `ok` while the process serves.
   */
  status: "ok";
};

export type Readiness = {
  /**
   * `ready`: the server takes requests.
   */
  status: "ready";
  /**
   * Only with `--layout-store`: how the last contact with the shared layout store went
   * (`unknown`: none yet). Readiness does not depend on it: a replica whose store is down
   * still answers inline layouts and the layouts it holds, and every replica shares the
   * one store.
   */
  layoutStore?: "up" | "down" | "unknown";
};

export type Draining = {
  /**
   * `draining`: the server is shutting down and takes no new work.
   */
  status: "draining";
};

export type Version = {
  /**
   * The service version (this document's `info.version`).
   */
  version: string;
  /**
   * The git revision the binary was built from; `unknown` when built outside a checkout.
   */
  revision: string;
  /**
   * The Swift compiler that built the binary.
   */
  swift: string;
  /**
   * The libmicrohttpd version linked at run time (`MHD_get_version`).
   */
  libmicrohttpd: string;
};

/**
 * An OpenAPI 3.1 document (this one).
 */
export type OpenAPIDocument = {
  /**
   * The OpenAPI version, `3.1.0`.
   */
  openapi: string;
  /**
   * Title, version and the service's overview.
   */
  info: { [key: string]: unknown };
  /**
   * Every operation of the service.
   */
  paths: { [key: string]: unknown };
  /**
   * The shared schemas, answers, parameters and security schemes.
   */
  components: { [key: string]: unknown };
};

export type Error = {
  /**
   * What went wrong and where.
   */
  error: {
    /**
     * A stable machine-readable code (one of these).
     */
    code: "empty_body" | "invalid_json" | "nesting_too_deep" | "duplicate_key" | "missing_field" | "unknown_field" | "invalid_type" | "invalid_number" | "invalid_field" | "invalid_enum" | "duplicate_id" | "conflicting_fields" | "target_not_found" | "unknown_layout" | "not_found" | "method_not_allowed" | "payload_too_large" | "too_many_items" | "too_many_requests" | "unsupported_media_type" | "unauthorized" | "overloaded" | "internal_error" | "invalid_framing" | "unsupported_transfer_encoding" | "layout_too_large" | "layout_conflict" | "layout_store_unavailable";
    /**
     * What to fix, in English (for people; match on `code`).
     */
    message: string;
    /**
     * RFC 6901 JSON pointer to the offending field ("" is the whole body); absent when
     * the error is not about the body.
     */
    pointer?: string;
  };
};

/**
 * Exactly one of `items`, `stack`, `grid`, `sections` and `lanes` (two are `conflicting_fields`, none `missing_field` at `/items`); `pinnedHeaders` only with `sections`.
 */
export type LayoutRequest = {
  /**
   * Item frames in content order; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections`: whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false.
   * Without `sections` it is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * The content size queries use unless they send their own. Without it: the stack's
   * (padding + sizes + spacing; across the axis the cross size + padding, or the
   * viewport's when the stack has no `crossSize`), or for `items` the bounding box of the
   * frames from the origin.
   */
  contentSize?: Size | null;
};

export type LayoutSummary = {
  layoutId: LayoutId;
  /**
   * How many items the layout holds.
   */
  itemCount: number;
  contentSize: LayoutContentSize;
};

/**
 * The layout's content size; a length is `null` when it follows each query's viewport
 * (across the axis of a stack without `crossSize` or `contentSize`; the width of a grid or
 * lanes, and the height of a grid whose column count or cell height follows the width).
 */
export type LayoutContentSize = {
  /**
   * The content width, or `null` when it follows the viewport.
   */
  width: number | null;
  /**
   * The content height, or `null` when it follows the viewport.
   */
  height: number | null;
};

export type LayoutDetails = {
  layoutId: LayoutId;
  /**
   * How many items the layout holds.
   */
  itemCount: number;
  contentSize: LayoutContentSize;
  /**
   * The field it was stored from.
   */
  kind: "items" | "stack" | "grid" | "sections" | "lanes";
  /**
   * Items of a stack or lanes (rows of sections) whose size is `estimatedSize` (0 for `items` and `grid`).
   */
  estimatedCount: number;
  /**
   * What the layout counts against `--layout-cache-bytes`.
   */
  costBytes: number;
};

/**
 * Exactly one of `insert`, `remove`, `resize` not `null` (two are `conflicting_fields`, none `missing_field`).
 */
export type LayoutEdit = {
  /**
   * New items (see `LayoutInsert`).
   */
  insert?: LayoutInsert | null;
  /**
   * Items to take out, by id.
   */
  remove?: {
    /**
     * The ids of the items to remove.
     */
    ids: ItemID[];
  };
  /**
   * One item's new size.
   */
  resize?: {
    /**
     * The id of the item to resize.
     */
    id: ItemID;
    /**
     * A stack item's length along the axis, or an `items` frame's new size (the other is 409 `layout_conflict`).
     */
    size: number | Size;
  };
};

/**
 * Into a stack `sizes` (and `ids`, one per size, required exactly when the stack has
 * explicit ids); into an `items` layout `items`. Mixing the two is
 * `conflicting_fields`; the other kind's fields for this layout are 409
 * `layout_conflict`.
 */
export type LayoutInsert = {
  /**
   * Where the new items go.
   */
  at: EditPosition;
  /**
   * The new stack items' lengths along the axis (`null`: estimated).
   */
  sizes?: (number | null)[] | null;
  /**
   * The new stack items' ids, one per size; only with `sizes`.
   */
  ids?: ItemID[] | null;
  /**
   * The new items of an `items` layout.
   */
  items?: Item[] | null;
};

/**
 * Where the new items go (0 … the item count; past the end is 409 `layout_conflict`).
 */
export type EditPosition = number;

/**
 * Both lengths >= 0.
 */
export type Size = {
  /**
   * The width in points.
   */
  width: number;
  /**
   * The height in points.
   */
  height: number;
};

/**
 * Both lengths > 0.
 */
export type ViewportSize = {
  /**
   * The viewport's width in points.
   */
  width: number;
  /**
   * The viewport's height in points.
   */
  height: number;
};

export type Point = {
  /**
   * The horizontal coordinate in points.
   */
  x: number;
  /**
   * The vertical coordinate in points (y grows downwards).
   */
  y: number;
};

export type Rect = {
  /**
   * The left edge in content coordinates.
   */
  x: number;
  /**
   * The top edge in content coordinates.
   */
  y: number;
  /**
   * The width in points.
   */
  width: number;
  /**
   * The height in points.
   */
  height: number;
};

/**
 * Each side defaults to 0 (absent or `null`); may be negative.
 */
export type Insets = {
  /**
   * The top inset in points; default 0.
   */
  top?: number | null;
  /**
   * The left inset in points; default 0.
   */
  left?: number | null;
  /**
   * The bottom inset in points; default 0.
   */
  bottom?: number | null;
  /**
   * The right inset in points; default 0.
   */
  right?: number | null;
};

/**
 * Each side defaults to 0 (absent or `null`) and is >= 0.
 */
export type Padding = {
  /**
   * The top padding in points; default 0.
   */
  top?: number | null;
  /**
   * The left padding in points; default 0.
   */
  left?: number | null;
  /**
   * The bottom padding in points; default 0.
   */
  bottom?: number | null;
  /**
   * The right padding in points; default 0.
   */
  right?: number | null;
};

/**
 * A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
 * compared by code point, so `"é"` and `"e\u0301"` are different ids too.
 */
export type ItemID = string | number;

export type Item = {
  id: ItemID;
  /**
   * The item's frame in content coordinates.
   */
  frame: Rect;
};

/**
 * A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex digits. Any other
 * string is `invalid_field`; an id this server does not hold (never stored here, or
 * evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
 * it again). The layout's `contentSize`, if it was stored with one, applies unless the
 * request sends its own; without either it is derived as for `stack` (a stored stack) or
 * is the box that bounds the frames (stored `items`: the largest `x + width` and
 * `y + height`).
 */
export type LayoutId = string;

/**
 * A compact layout in place of `items`: a stack of n items along `axis` (SwiftUI
 * `VStack(spacing:)`/`LazyVStack`, a table's rows), one size per item instead of a frame.
 * Item i (vertical) has `x = padding.left`, `y = padding.top + (S_i + i·spacing)` with
 * `S_i` the sizes of the items before it added in order, `width = crossSize`,
 * `height = size_i`; `horizontal` swaps the roles (x runs along the stack from
 * `padding.left`, `y = padding.top`, the height is the cross size).
 *
 * n is the length of `sizes` (or its `count`), else of `ids`; with neither it is
 * `missing_field` at `/stack/sizes`. More than `--max-items` (default 1,000,000) is 413
 * `too_many_items` at `sizes`, `sizes/count`, `ids` or `measured`. `ids` (default: the
 * index, 0 … n−1, as integers) must have n elements (`invalid_field` at `/stack/ids`) and
 * no repeats (`duplicate_id` at the repeat).
 *
 * Item i's size is `measured["i"]`, else `sizes[i]`, else `estimatedSize`, and then the
 * item is *estimated* (how lazy stacks and self-sizing tables guess before an item is
 * measured); an item with none is `missing_field` at `/stack/estimatedSize`. A
 * `measured` key must be an item index below n in plain decimal (`invalid_field` at
 * `/stack/measured/<key>`). Every frame and the content the stack spans must stay within
 * ±1e12 (`invalid_field` at `/stack`). These checks, which need the whole object, run
 * after it is read, in this order.
 *
 * With a stack, `contentSize` may be left out: along the axis it is
 * `padding.start + (S_n + (n−1)·spacing) + padding.end` (at least 0), across it
 * `crossSize` plus the padding across, or without `crossSize` the viewport's length
 * (never less than the padding across). A `contentSize` sent wins.
 *
 * With `estimatedSize`, answers say which frames rest on an estimate (`estimated`: the
 * item or an item before it was estimated); without it the answers are exactly those of
 * the same frames sent as `items`.
 */
export type Stack = {
  /**
   * Default `vertical`.
   */
  axis?: "vertical" | "horizontal" | null;
  /**
   * Between neighbouring items; default 0. May be negative (items overlap).
   */
  spacing?: number | null;
  /**
   * Around the items (each side >= 0, default 0).
   */
  padding?: Padding | null;
  /**
   * The items' length across the axis; default the viewport's less the padding across (at least 0).
   */
  crossSize?: number | null;
  /**
   * The items' lengths along the axis (see `StackSizes`).
   */
  sizes?: StackSizes | null;
  /**
   * The items' ids (see `StackIds`).
   */
  ids?: StackIds | null;
  /**
   * The size of an item with none in `sizes` or `measured`; such items are estimated.
   */
  estimatedSize?: number | null;
  /**
   * Sizes by item index (`"0"`, `"17"`), overriding `sizes`.
   */
  measured?: ({ [key: string]: number | null }) | null;
};

/**
 * A compact vertical grid in place of `items` (a photo grid: SwiftUI `LazyVGrid`, Compose
 * `LazyVerticalGrid`, Flutter `GridView`, Android `GridLayoutManager`, a CSS grid). Items
 * fill rows left to right; a `fullSpan` item takes a row of its own. Placement is sparse and
 * greedy as CSS grid auto-placement, `GridLayoutManager.SpanSizeLookup` and Compose
 * `LazyGridSpanLayoutProvider` do it: a full-span item that does not fit the current row
 * starts the next one and leaves the rest of the row empty; a row of cells is `itemHeight`
 * tall, a full-span row `fullSpan.height`.
 *
 * The grid spans the viewport's width less `padding.left` and `padding.right` (W, at least
 * 0). With n columns (`GridColumns`), the usable width is `U = max(0, W − column·(n − 1))`;
 * with `k` full-span items before item i and R its row (from 0, full-span rows counted),
 * item i's top is `padding.top + R·row + (R − k)·h + k·H` (h the cell height, H the
 * full-span height); a cell in column c starts at `padding.left + c·(U/n + column)` and is
 * `U/n` wide (`cellWidths: integer` rounds as Compose does); a full-span item is at
 * `padding.left`, W wide. The content size follows: the viewport's width, and
 * `padding.top + (R − m)·h + m·H + (R − 1)·row + padding.bottom` tall for R rows of which m
 * full span — `contentSize` may be left out (one sent wins).
 *
 * Checks that need the whole object, after it is read, in this order: `count` missing
 * (`missing_field` at `/grid/count`), `ids` of another length (`invalid_field` at
 * `/grid/ids`), `columns` missing, `itemHeight` or `aspectRatio`
 * (neither is `missing_field` at `/grid/itemHeight`, both `conflicting_fields` at
 * `/grid/aspectRatio`), a `fullSpan` index at or past the count (`invalid_field` at
 * `/grid/fullSpan/indexes/<i>`), an index repeated (`invalid_field` at the later one), and a
 * grid taller than 1e12 points with one column (`invalid_field` at `/grid`; with
 * `aspectRatio`, in the request's viewport, and for a transition's `after` in its viewport,
 * at `/after/grid`, or `/after/viewport` when the grid is `before`'s).
 */
export type Grid = {
  /**
   * The number of items. At most 1,000,000,000 (or `--max-items` if larger; 413
   * `too_many_items` past it): a grid keeps nothing per item, so a 10,000,000-item grid
   * costs what a 1,000-item one does.
   */
  count: number;
  /**
   * The column count, or the rule that gives it in the viewport's width (see `GridColumns`).
   */
  columns: GridColumns;
  /**
   * `fractional` (default): every column `U/n` wide (CSS `1fr`, Flutter, SwiftUI
   * `.flexible()`). `integer`: whole units, the leftover ones to the first columns, one
   * each, as Compose does in pixels (`LazyGridDsl.kt`, `calculateCellsCrossAxisSizeImpl`):
   * with `G = floor(U)`, `q = floor(G/n)`, `r = G − q·n`, column c is `q + 1` wide for
   * c < r, else q, and starts at `c·(q + column) + min(c, r)`. Send the geometry in
   * pixels to match Compose to the pixel.
   */
  cellWidths?: "fractional" | "integer" | null;
  /**
   * The height of a row of cells, in points (>= 0). Send this or `aspectRatio`.
   */
  itemHeight?: number | null;
  /**
   * Width over height of a cell (> 0), in place of `itemHeight`: the row height is
   * `(U/n) / aspectRatio` (Flutter `childAspectRatio`), so it follows the viewport's width.
   * Under `semantics: "css"` (offset and transition) a grid with `fractional` widths is
   * laid out as Chromium lays out `aspect-ratio` items aligned `start`, in 1/64 px: columns
   * `[floor(64·c·fr), floor(64·(c+1)·fr))` with `fr = Float(U/n)`, an item
   * `floor(width·q/p)` high for Chromium's ratio `p/q`, a row as tall as its tallest
   * item (docs/grids.md).
   */
  aspectRatio?: number | null;
  /**
   * Between rows (`row`) and between columns (`column`), each >= 0, default 0; a number
   * sets both (CSS `gap`, Compose `Arrangement.spacedBy`, Flutter `mainAxisSpacing` /
   * `crossAxisSpacing`).
   */
  spacing?: number | GridSpacing | null;
  /**
   * Around the grid (each side >= 0, default 0); W is the viewport's width less the left and right padding.
   */
  padding?: Padding | null;
  /**
   * Items that take a whole row (see `GridFullSpan`).
   */
  fullSpan?: GridFullSpan | null;
  /**
   * The items' ids (see `StackIds`; default the index); one per item.
   */
  ids?: StackIds | null;
};

/**
 * The column count in the available width W with column spacing s:
 * - an integer n (1…1,000,000; 0 or less is `invalid_field`): n columns (CSS
 *   `repeat(n, 1fr)`, Compose `GridCells.Fixed`, Flutter
 *   `SliverGridDelegateWithFixedCrossAxisCount`, Android `GridLayoutManager(spanCount)`);
 * - `{"minimumWidth": w}`: as many at least w wide as fit, at least one,
 *   `max(1, floor((W + s) / (w + s)))` (CSS `repeat(auto-fill, minmax(w, 1fr))`, Compose
 *   `GridCells.Adaptive`, SwiftUI `GridItem(.adaptive(minimum:))`);
 * - `{"maximumWidth": w}`: Flutter `SliverGridDelegateWithMaxCrossAxisExtent`,
 *   `max(1, ceil(W / (w + s)))` (it rounds up: cells at most w wide).
 * At most 1,000,000 columns whatever the rule.
 */
export type GridColumns = number | ({
  /**
   * The narrowest a column may be (> 0).
   */
  minimumWidth?: number | null;
  /**
   * The widest a column may be (> 0).
   */
  maximumWidth?: number | null;
});

export type GridSpacing = {
  /**
   * Between rows (>= 0, default 0).
   */
  row?: number | null;
  /**
   * Between columns (>= 0, default 0).
   */
  column?: number | null;
};

/**
 * Items that take a whole row (section headers in a grid), all `height` tall. Indexes in
 * any order, each below the count and listed once; `height` is required with any index
 * (`missing_field` at `/grid/fullSpan/height`). At most `--max-items` indexes.
 */
export type GridFullSpan = {
  /**
   * The full-span items' indexes.
   */
  indexes?: number[] | null;
  /**
   * The height of a full-span row (>= 0).
   */
  height?: number | null;
};

/**
 * Masonry in place of `items`: `count` vertical lanes of equal width, each item placed at
 * the end of the shortest lane (a Pinterest feed; TanStack Virtual with `lanes`, Compose
 * `LazyVerticalStaggeredGrid`, Android `StaggeredGridLayoutManager`). Items 0…L−1 seed
 * lanes 0…L−1 at `padding.top`; each later item starts `spacing` below the end of the
 * shortest lane (the one whose end is nearest the top), ties per `ties`. Lanes are `(W − spacing·(L − 1)) / L` wide, W the
 * viewport's width less the padding left and right; lane l starts at
 * `padding.left + l·(width + spacing)`. The content is as tall as the longest lane plus
 * the padding (`contentSize` may be left out).
 *
 * What is answered is this top-down placement (TanStack `getMeasurements`). Compose and
 * `StaggeredGridLayoutManager` restart every lane at one offset when they jump to an item
 * they have not laid out, so what they show above a jump target can differ from it until
 * they lay the list out again from the top.
 *
 * The items are `sizes` as a stack's (a list, `null` for an unknown size, or one size and
 * a count; at most `--max-items`), else `ids` with `estimatedSize` (neither is
 * `missing_field` at `/lanes/sizes`); `ids` must have one id per item (`invalid_field` at
 * `/lanes/ids`); an item without a size and no `estimatedSize` is `missing_field` at
 * `/lanes/estimatedSize`; a lane past 1e12 points is `invalid_field` at `/lanes`. With
 * `estimatedSize`, answers say which frames rest on an estimate (the item or an earlier
 * one was estimated: any of them may have decided the shortest lane).
 */
export type Lanes = {
  /**
   * The number of lanes, 1…1000.
   */
  count: number;
  /**
   * Between items in a lane and between lanes (>= 0, default 0).
   */
  spacing?: number | null;
  /**
   * Around the lanes (each side >= 0, default 0).
   */
  padding?: Padding | null;
  /**
   * The items' heights (see `StackSizes`).
   */
  sizes?: StackSizes | null;
  /**
   * The height of an item with none in `sizes`; such items are estimated.
   */
  estimatedSize?: number | null;
  /**
   * The items' ids (see `StackIds`).
   */
  ids?: StackIds | null;
  /**
   * Which of two lanes that end at the same offset takes the next item: `lowerLane`
   * (default; Compose's `indexOfMinValue` over the lanes' offsets) or `earlierItem` (the
   * lane whose last item has the lower index, as TanStack's `getFurthestMeasurement`
   * sorts them).
   */
  ties?: "lowerLane" | "earlierItem" | null;
};

/**
 * Each item's length along the axis (`null`: not known, see `estimatedSize`), or one
 * length for every item.
 */
export type StackSizes = ((number | null)[]) | UniformSizes;

/**
 * The items' ids in order (default the index, 0 … n−1); no repeats.
 */
export type StackIds = ItemID[];

/**
 * `count` items of one size (`uniform`; absent or `null`: every item takes `estimatedSize`).
 */
export type UniformSizes = {
  /**
   * Every item's length along the axis.
   */
  uniform?: number | null;
  /**
   * At most `--max-items` (default 1,000,000; 413 `too_many_items` at
   * `/stack/sizes/count` past it, like `items`: a count limit rather than a schema bound).
   */
  count: number;
};

/**
 * A section list in place of `items`: a vertical list of sections one after the other
 * from y = 0, each a header, rows and a footer, as wide as the viewport (a
 * `UITableView`/`UICollectionView` with section headers, SwiftUI `Section(header:)` in a
 * `LazyVStack`, Compose `stickyHeader` + `items`, a Flutter `SliverMainAxisGroup` per
 * section, DOM `<section>` blocks). Section s spans `[T_s, T_{s+1})` with `T_0 = 0` and
 * `T_{s+1} = T_s + header + R + footer`, `R` its rows' length (`n·itemHeight +
 * (n−1)·spacing`, or the sizes added up likewise); its header is at `T_s`, row j at
 * `T_s + header + (S_j + j·spacing)`, its footer at `T_s + header + R`.
 *
 * **Flat index**: the header, each row and the footer of every section take one index
 * each, in content order, as in Compose (`stickyHeader` is an ordinary item) and
 * UIKit's layout order; a section without a header or footer gives it none. So
 * `{"index": i}`, `{"id": i}` (ids are the flat indices) and visibility's `id` count
 * headers and footers too, unless the sections send ids (`Section`). React Native's `SectionList` counts a header and a footer
 * for every section, present or not; react-virtuoso counts group headers only: name
 * rows by `{"section": s, "item": j}` (`SectionTarget`) to avoid converting.
 *
 * Every header, row and footer counts against `--max-items` (413 `too_many_items` at
 * `/sections`); the list must stay within 1e12 points (`invalid_field` at the section
 * that passes it). `contentSize` may be left out: the viewport's width by the list's
 * length.
 *
 * With `pinnedHeaders`, the header of the section under the top edge sticks there (CSS
 * `position: sticky; top: 0` inside its section): at `min(L, T_{k+1} − header_k)` with
 * `L` the offset plus `contentInsets.top`, pushed out by its section's end. Visibility
 * says which (`pinnedHeader`) and how much of each item it covers; offsets keep a row
 * clear of it only where the platform's call does (Flutter, Compose `bringIntoView`),
 * as docs/sections.md tabulates with sources. A header as the target, under
 * `semantics: "css"`, is aligned where it is drawn at the request's offset, as
 * Chromium's `scrollIntoView` does: at `max(T_s, min(L, T_{s+1} − header_s))`; the
 * other semantics align its place in the flow, `T_s`.
 */
export type Sections = Section[];

/**
 * One section: an optional `header` and `footer`, and rows as `count` with `itemHeight`
 * (every row that tall) or with `estimatedSize` alone (every row estimated), or as
 * `sizes` (one per row; a `null` takes `estimatedSize`, and the row is estimated). Checked
 * after the object, in this order: `itemHeight` with `sizes` is `conflicting_fields` at
 * `itemHeight`; neither `count` nor `sizes` is `missing_field` at `count`; `count` other
 * than the length of `sizes` is `invalid_field` at `count`; a row with no size is
 * `missing_field` at `estimatedSize`. With an estimated row, answers say which frames
 * rest on an estimate (`estimated`).
 */
export type Section = {
  /**
   * The header's height; absent or `null`, the section has no header (and no flat index for it).
   */
  header?: number | null;
  /**
   * How many rows.
   */
  count?: number | null;
  /**
   * Every row's height.
   */
  itemHeight?: number | null;
  /**
   * Each row's height; `null` for one of unknown size (it takes `estimatedSize`).
   */
  sizes?: (number | null)[] | null;
  /**
   * The height of a row with none; such rows are estimated.
   */
  estimatedSize?: number | null;
  /**
   * Between neighbouring rows; default 0.
   */
  spacing?: number | null;
  /**
   * The footer's height; absent or `null`, the section has no footer.
   */
  footer?: number | null;
  /**
   * The header's id (see `ids`).
   */
  headerId?: ItemID | null;
  /**
   * The rows' ids, one per row (`invalid_field` otherwise). Ids are all or nothing:
   * without any, an item's id is its flat index; once a section sends `headerId`, `ids`
   * or `footerId`, every header, row and footer of the list needs one (`missing_field`
   * at the first section's key that lacks it) and no id may repeat (`duplicate_id` at
   * the repeat, in flat order).
   */
  ids?: StackIds | null;
  /**
   * The footer's id (see `ids`).
   */
  footerId?: ItemID | null;
};

/**
 * The whole content rect `(0, 0, contentSize)` placed at this edge's UnitPoint:
 * `top` gives the range minimum on y (x centred), `bottom` the maximum, `center`
 * the content's centre at the area's centre.
 */
export type ContentEdge = "top" | "bottom" | "leading" | "trailing" | "center" | "topLeading" | "topTrailing" | "bottomLeading" | "bottomTrailing";

/**
 * A target that names a frame (an item by id, index, section or as the neighbour of one,
 * or a rect); it takes `anchor` and `margin`. Every target has exactly one of `id`,
 * `index`, `edge`, `rect`, `point`, `next`, `previous`, `page`, `section` not `null` (the
 * others absent or `null`); two are `conflicting_fields`, none is `missing_field`.
 */
export type ItemTarget = {
  /**
   * The item with this id (`IdTarget`).
   */
  id?: ItemID | null;
  /**
   * The item at this index into `items` (`IndexTarget`).
   */
  index?: ItemIndex | null;
  /**
   * This rect in content coordinates (`RectTarget`).
   */
  rect?: Rect | null;
  /**
   * The item after another (`NextTarget`).
   */
  next?: NextItem | null;
  /**
   * The item before another (`PreviousTarget`).
   */
  previous?: PreviousItem | null;
  /**
   * A content target's member (`ContentTarget`); absent or `null` here.
   */
  edge?: null;
  /**
   * A content target's member (`ContentTarget`); absent or `null` here.
   */
  point?: null;
  /**
   * A content target's member (`ContentTarget`); absent or `null` here.
   */
  page?: null;
  /**
   * A page target's member (`PageTarget`); absent or `null` here.
   */
  overlap?: null;
  /**
   * A header, row or footer of a section list (`SectionTarget`).
   */
  section?: ItemIndex | null;
  /**
   * With `section` only (`conflicting_fields` otherwise); see `SectionTarget`.
   */
  item?: SectionItem | null;
};

/**
 * A target that is its own alignment (a content edge, a point that is the offset itself,
 * or a page from the offset); it takes no `anchor` or `margin`. Exactly one of `edge`,
 * `point`, `page` is not `null` (see `ItemTarget`); `overlap` only with `page`
 * (`conflicting_fields` otherwise).
 */
export type ContentTarget = {
  /**
   * The content placed at this edge (`EdgeTarget`).
   */
  edge?: ContentEdge | null;
  /**
   * This content offset, clamped to the range (`PointTarget`).
   */
  point?: Point | null;
  /**
   * One page from `contentOffset` in this direction (`PageTarget`).
   */
  page?: PageDirection | null;
  /**
   * Points kept from the previous page; default 0. Only with `page`.
   */
  overlap?: number | null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  id?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  index?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  rect?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  next?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  previous?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  section?: null;
  /**
   * An item target's member (`ItemTarget`); absent or `null` here.
   */
  item?: null;
};

/**
 * The item with `id` (see `ItemTarget`).
 */
export type IdTarget = {
  id: ItemID;
};

/**
 * The item at `index` (see `ItemTarget`).
 */
export type IndexTarget = {
  index: ItemIndex;
};

/**
 * A part of a section list (`sections`, or a stored one): `{"section": s}` or
 * `{"section": s, "item": "header"}` is section s's header, `{"section": s, "item": j}`
 * its row j, `{"item": "footer"}` its footer. A section outside the list is 404
 * `target_not_found` at `/target/section`; a row outside its section, or a header or
 * footer it does not have, 404 `target_not_found` at `/target/item`. With items that are
 * not sections it is 404 `target_not_found` at `/target/section`. The frame aligned is the part's place in
 * the flow; whether a pinned header is kept clear of depends on the platform (see
 * `Sections`).
 */
export type SectionTarget = {
  section: ItemIndex;
  item?: SectionItem | null;
};

/**
 * A row's index in its section (any integer a double holds), `header` or `footer`.
 */
export type SectionItem = ItemIndex | ("header" | "footer");

/**
 * Index into `items`: any integer a double holds; one outside `0..<items.count` is
 * 404 `target_not_found`.
 */
export type ItemIndex = number;

/**
 * The rect `rect` in content coordinates (see `ItemTarget`).
 */
export type RectTarget = {
  rect: Rect;
};

/**
 * The content placed at `edge` (see `ContentTarget`).
 */
export type EdgeTarget = {
  edge: ContentEdge;
};

/**
 * The content offset `point`, clamped to the range (see `ContentTarget`).
 */
export type PointTarget = {
  point: Point;
};

/**
 * The item after `next.after` in content order (the order of `items`); past the last item
 * `wrap: true` goes to the first, otherwise the last stays the target. The answer names it
 * in `targetId`.
 */
export type NextTarget = {
  next: NextItem;
};

/**
 * The item after `after` (see `NextTarget`).
 */
export type NextItem = {
  /**
   * The id of the item before the target.
   */
  after: ItemID;
  /**
   * Past the last item, go to the first; default false.
   */
  wrap?: boolean | null;
};

/**
 * The item before `previous.before` in content order; before the first item `wrap: true`
 * goes to the last, otherwise the first stays the target. The answer names it in `targetId`.
 */
export type PreviousTarget = {
  previous: PreviousItem;
};

/**
 * The item before `before` (see `PreviousTarget`).
 */
export type PreviousItem = {
  /**
   * The id of the item after the target.
   */
  before: ItemID;
  /**
   * Before the first item, go to the last; default false.
   */
  wrap?: boolean | null;
};

/**
 * One viewport length less `overlap` from `contentOffset` in that direction (never a
 * negative step: an overlap of a viewport or more does not move), clamped to the range.
 */
export type PageTarget = {
  page: PageDirection;
};

/**
 * The direction of a page step (see `PageTarget`).
 */
export type PageDirection = "down" | "up" | "left" | "right";

export type AnchorName = "topLeading" | "top" | "topTrailing" | "leading" | "center" | "trailing" | "bottomLeading" | "bottom" | "bottomTrailing" | "nearest";

/**
 * A unit position (0 start, 0.5 center, 1 end; outside 0…1 allowed, within ±1e6) or "nearest".
 */
export type AxisAnchor = number | "nearest";

/**
 * Physical axes. An axis left out (or `null`) keeps the default of `semantics` for that
 * axis. Not together with `block`/`inline` (`conflicting_fields`).
 */
export type AxisAnchors = {
  /**
   * Where on x the target goes (see `AxisAnchor`).
   */
  x?: AxisAnchor | null;
  /**
   * Where on y the target goes (see `AxisAnchor`).
   */
  y?: AxisAnchor | null;
  /**
   * A logical axis (`LogicalAnchors`); absent or `null` here.
   */
  block?: null;
  /**
   * A logical axis (`LogicalAnchors`); absent or `null` here.
   */
  inline?: null;
};

/**
 * CSS `ScrollLogicalPosition` (start = 0, center = 0.5, end = 1, from the axis' start side), or a unit position within ±1e6.
 */
export type LogicalAxisAnchor = number | ("start" | "center" | "end" | "nearest");

/**
 * Logical axes, mapped to physical ones by the innermost container's `writingMode` and
 * `direction` as CSSOM View does (vertical-rl: block is x and block-start the right side;
 * rtl: inline-start is the right side, or the bottom in vertical modes; sideways-lr:
 * inline-start is the bottom in ltr). An axis left out (or `null`): css `block: start`,
 * `inline: nearest`; swiftui and uikit `nearest`. Not together with `x`/`y`
 * (`conflicting_fields`).
 */
export type LogicalAnchors = {
  /**
   * Where on the block axis the target goes (see `LogicalAxisAnchor`).
   */
  block?: LogicalAxisAnchor | null;
  /**
   * Where on the inline axis the target goes (see `LogicalAxisAnchor`).
   */
  inline?: LogicalAxisAnchor | null;
  /**
   * A physical axis (`AxisAnchors`); absent or `null` here.
   */
  x?: null;
  /**
   * A physical axis (`AxisAnchors`); absent or `null` here.
   */
  y?: null;
};

/**
 * CSS `direction`, SwiftUI `layoutDirection`, UIKit `effectiveUserInterfaceLayoutDirection`.
 * Coordinates stay physical; `rtl` puts the inline start (and the resting offset) on the
 * right (horizontal-tb) or the bottom (vertical modes), and mirrors UnitPoint names and
 * content edges (`leading` = right) for swiftui and uikit.
 */
export type Direction = "ltr" | "rtl";

/**
 * CSS `writing-mode`; only with `semantics: "css"` (any other value than horizontal-tb with
 * swiftui or uikit is `conflicting_fields`). Coordinates stay physical.
 */
export type WritingMode = "horizontal-tb" | "vertical-rl" | "vertical-lr" | "sideways-rl" | "sideways-lr";

/**
 * `ifNeeded`: Chromium's `scrollIntoViewIfNeeded`, decided per axis — the target grown by
 * `margin` inside the alignment area or covering it: that axis does not move; its own box
 * partly inside: `nearest`; wholly outside: `anchor`.
 */
export type ScrollMode = "always" | "ifNeeded";

/**
 * CSSOM View `ScrollIntoViewOptions.container`; `nearest` scrolls only the innermost container.
 */
export type ChainContainer = "all" | "nearest";

/**
 * A scroll container around the previous one (innermost first): the scroll-view fields
 * but `items`, plus `frame`.
 */
export type ScrollAncestor = {
  viewport: ViewportSize;
  contentSize: Size;
  /**
   * This container's content insets (as the request's `contentInsets`).
   */
  contentInsets?: Insets | null;
  /**
   * This container's scroll padding (as the request's `scrollPadding`).
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the scroll origin.
   */
  contentOffset?: Point | null;
  /**
   * The previous container's scrollport (its viewport) in this container's content coordinates.
   */
  frame: Rect;
  /**
   * This container's direction; default `ltr`. See `Direction`.
   */
  direction?: Direction | null;
  /**
   * This container's writing mode; default `horizontal-tb`; css only. See `WritingMode`.
   */
  writingMode?: WritingMode | null;
};

/**
 * CSSOM `scrollLeft`/`scrollTop` of `contentOffset`: 0 at the scroll origin, negative
 * toward the end of an axis whose origin is the right or bottom side.
 */
export type ScrollPosition = {
  /**
   * CSSOM `scrollLeft`.
   */
  left: number;
  /**
   * CSSOM `scrollTop`.
   */
  top: number;
};

/**
 * One ancestor's answer, as the innermost one's (with `container` nearest, at its unchanged offset).
 */
export type AncestorAnswer = {
  contentOffset: AnswerPoint;
  idealOffset: AnswerPoint;
  /**
   * Per axis, whether `idealOffset` lay outside `range`.
   */
  clamped: {
    /**
     * Whether x was clamped.
     */
    x: boolean;
    /**
     * Whether y was clamped.
     */
    y: boolean;
  };
  /**
   * The offsets this container can scroll to.
   */
  range: {
    min: AnswerPoint;
    max: AnswerPoint;
  };
  visibleRect: AnswerRect;
  /**
   * The target as this container aligned it (moved and clipped by the inner ones, grown by `margin`).
   */
  targetRect?: AnswerRect;
  scrollPosition?: ScrollPosition;
};

/**
 * Chooses the default anchor (swiftui: nearest; uikit: nearest; css: x nearest, y start)
 * and the `nearest` rule (swiftui and css: least movement as Chromium implements the
 * CSSOM View rule; uikit: start above the area aligns starts, otherwise ends).
 */
export type Semantics = "swiftui" | "uikit" | "css";

/**
 * One request; its shape depends on the kind of target, because `anchor` and `margin`
 * apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
 * compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
 */
export type ScrollOffsetRequest = ItemScrollOffsetRequest | ContentScrollOffsetRequest | PlatformScrollOffsetRequest;

/**
 * A request with `semantics` css, which takes every writing mode.
 */
export type CSSSemantics = {
  /**
   * `css`.
   */
  semantics: "css";
};

/**
 * A swiftui, uikit, flutter, compose or android request (or one without `semantics`): its
 * `writingMode`, and each ancestor's, can only be horizontal-tb (`conflicting_fields`
 * otherwise).
 */
export type HorizontalTB = {
  /**
   * Only `horizontal-tb` (or absent, `null`).
   */
  writingMode?: "horizontal-tb" | null;
  /**
   * Each ancestor's writing mode, likewise.
   */
  ancestors?: HorizontalTBAncestor[] | null;
};

export type HorizontalTBAncestor = {
  /**
   * Only `horizontal-tb` (or absent, `null`).
   */
  writingMode?: "horizontal-tb" | null;
};

/**
 * A request whose target names a frame (id, index, rect, next or previous).
 */
export type ItemScrollOffsetRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the scrollable range and shrink the alignment area (UIKit
   * `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Shrinks the alignment area without extending the range (CSS `scroll-padding`).
   * Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  target: ItemTarget;
  /**
   * A SwiftUI UnitPoint name, "nearest" (both axes), per physical axis `{x, y}` (CSS
   * inline/block in horizontal-tb ltr: start = 0, center = 0.5, end = 1), or per logical
   * axis `{block, inline}`. Default: that of `semantics` (css: `{block: start, inline:
   * nearest}`, logical). UnitPoint names are mirrored by `direction: "rtl"` for swiftui
   * and uikit; `{x, y}` is physical. Only for id, index, rect, next and previous targets
   * (`conflicting_fields` otherwise).
   */
  anchor?: AnchorName | AxisAnchors | LogicalAnchors | null;
  /**
   * Outset of the target rect (CSS `scroll-margin`). Only for id, index, rect, next and
   * previous targets (`conflicting_fields` otherwise).
   */
  margin?: Insets | null;
  /**
   * Default `swiftui`.
   */
  semantics?: Semantics | null;
  /**
   * Pixels per point; the answer is rounded to this grid (half away from zero). With
   * semantics css, the device scale factor: the geometry is laid out as Chromium does
   * (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
   * offset snapped, the ideal rounded half up in device pixels from the scroll origin);
   * absent, css uses 1 and swiftui/uikit do not round.
   */
  displayScale?: number | null;
  /**
   * Default `always`. See `ScrollMode`.
   */
  mode?: ScrollMode | null;
  /**
   * Default `all`. See `ChainContainer`.
   */
  container?: ChainContainer | null;
  /**
   * The scroll containers around this one (the innermost, whose content holds the
   * target), innermost first; at most 32 (`invalid_field` at `/ancestors/32`). Each
   * aligns the target where the inner scrolls moved it, clipped to the inner
   * scrollport; `margin` applies at every level, `scrollPadding` per container, the
   * anchor as resolved for the innermost container.
   */
  ancestors?: ScrollAncestor[] | null;
  /**
   * Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
   */
  call?: null;
  /**
   * Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
   */
  reverseLayout?: null;
  /**
   * Default `ltr`. See `Direction`.
   */
  direction?: Direction | null;
  /**
   * Default `horizontal-tb`; css only. See `WritingMode`.
   */
  writingMode?: WritingMode | null;
};

/**
 * A request whose target is a content edge, a point or a page; it takes no `anchor` or `margin`.
 */
export type ContentScrollOffsetRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the scrollable range and shrink the alignment area (UIKit
   * `adjustedContentInset`, SwiftUI safe area / content margins). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Shrinks the alignment area without extending the range (CSS `scroll-padding`).
   * Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the scroll origin (the range minimum, or per `direction`/`writingMode` the maximum on an axis that starts at its right or bottom end). `nearest` measures from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  target: ContentTarget;
  /**
   * Not for edge, point and page targets (`conflicting_fields`).
   */
  anchor?: null;
  /**
   * Not for edge, point and page targets (`conflicting_fields`).
   */
  margin?: null;
  /**
   * Default `swiftui`.
   */
  semantics?: Semantics | null;
  /**
   * Pixels per point; the answer is rounded to this grid (half away from zero). With
   * semantics css, the device scale factor: the geometry is laid out as Chromium does
   * (lengths truncated to 1/64 device px, a whole-device-pixel range, the current
   * offset snapped, the ideal rounded half up in device pixels from the scroll origin);
   * absent, css uses 1 and swiftui/uikit do not round.
   */
  displayScale?: number | null;
  /**
   * Not for edge, point and page targets (`conflicting_fields`).
   */
  mode?: null;
  /**
   * Not for edge, point and page targets (`conflicting_fields`).
   */
  container?: null;
  /**
   * Not for edge, point and page targets (`conflicting_fields`).
   */
  ancestors?: null;
  /**
   * Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
   */
  call?: null;
  /**
   * Only with semantics flutter, compose and android (`conflicting_fields` otherwise).
   */
  reverseLayout?: null;
  /**
   * Default `ltr`. See `Direction`.
   */
  direction?: Direction | null;
  /**
   * Default `horizontal-tb`; css only; `leading`/`trailing` edges are mirrored by rtl for swiftui and uikit. See `WritingMode`.
   */
  writingMode?: WritingMode | null;
};

/**
 * The rule of a Flutter, Jetpack Compose or Android Views scroll call (`call`). Without
 * `call`: flutter `ensureVisible` (alignment 0, explicit), compose `scrollToItem`
 * (scrollOffset 0), android `smoothScrollToPosition` (snap any).
 */
export type PlatformSemantics = "flutter" | "compose" | "android";

/**
 * A request with `semantics` flutter, compose or android. Geometry stays in the visual,
 * top-left-origin convention of swiftui and uikit (frames and offsets are never
 * mirrored or reversed; only the rule is). `contentInsets` carry the platform's padding
 * (ListView padding / SliverPadding, Compose `contentPadding`, RecyclerView and
 * ScrollView padding): they extend the range on all three platforms and shrink the
 * alignment area only where the platform's rule does (Compose `scrollToItem`,
 * RecyclerView). `scrollPadding` carries pinned slivers and sticky headers, which only
 * Flutter and Compose `bringIntoView` avoid. The call runs on the list's scroll axis,
 * inferred: horizontal when x has a scroll range (`range.max.x > range.min.x`) and y has
 * none, vertical otherwise; the other axis keeps its offset (clamped). `anchor`, `mode`,
 * `container` and `ancestors` are `conflicting_fields`; so is an edge, point or page
 * target. `call` with a name of another platform is `conflicting_fields` at
 * `/call/name`; a parameter the named call does not take is `unknown_field` at
 * `/call/<parameter>`.
 */
export type PlatformScrollOffsetRequest = FlutterScrollOffsetRequest | FlutterJumpToRequest | ComposeScrollOffsetRequest | AndroidScrollOffsetRequest;

/**
 * semantics flutter, a call with a target (see `PlatformScrollOffsetRequest`).
 */
export type FlutterScrollOffsetRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * The platform's padding (see above). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Pinned slivers and sticky headers (see above). Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the list's start on its scroll axis (the range minimum,
   * or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
   * where the platform's position is 0) and on the other axis the scroll origin.
   * `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
   * `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
   * from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  target: ItemTarget;
  /**
   * Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
   */
  anchor?: null;
  /**
   * Outset of the target rect: Android item margins and `ItemDecoration` insets (the
   * decorated bounds the platform aligns). May be negative. Not with `jumpTo`
   * (`conflicting_fields`).
   */
  margin?: Insets | null;
  /**
   * `flutter`.
   */
  semantics: "flutter";
  /**
   * Default `ensureVisible` (alignment 0, explicit).
   */
  call?: FlutterEnsureVisible | FlutterShowOnScreen | null;
  /**
   * Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
   * `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
   * the geometry is not.
   */
  reverseLayout?: boolean | null;
  /**
   * Device pixels per point: Compose's and Android's density. Compose and Android
   * parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
   * `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
   * and takes no px parameter: it does not use it.
   */
  displayScale?: number | null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  mode?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  container?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  ancestors?: null;
  /**
   * Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
   * starts at the right (unless `reverseLayout`), and RecyclerView's
   * `requestChildRectangleOnScreen` favours the right edge on x.
   */
  direction?: Direction | null;
  /**
   * Only horizontal-tb (`conflicting_fields` otherwise).
   */
  writingMode?: "horizontal-tb" | null;
};

/**
 * semantics flutter, `jumpTo` (a position, no target; see `PlatformScrollOffsetRequest`).
 */
export type FlutterJumpToRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * The platform's padding (see above). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Pinned slivers and sticky headers (see above). Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the list's start on its scroll axis (the range minimum,
   * or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
   * where the platform's position is 0) and on the other axis the scroll origin.
   * `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
   * `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
   * from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * jumpTo takes no target (`conflicting_fields`).
   */
  target?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
   */
  anchor?: null;
  /**
   * jumpTo takes no margin (`conflicting_fields`).
   */
  margin?: null;
  /**
   * `flutter`.
   */
  semantics: "flutter";
  /**
   * `ScrollPosition.jumpTo(pixels)`.
   */
  call: FlutterJumpTo;
  /**
   * Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
   * `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
   * the geometry is not.
   */
  reverseLayout?: boolean | null;
  /**
   * Device pixels per point: Compose's and Android's density. Compose and Android
   * parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
   * `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
   * and takes no px parameter: it does not use it.
   */
  displayScale?: number | null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  mode?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  container?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  ancestors?: null;
  /**
   * Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
   * starts at the right (unless `reverseLayout`), and RecyclerView's
   * `requestChildRectangleOnScreen` favours the right edge on x.
   */
  direction?: Direction | null;
  /**
   * Only horizontal-tb (`conflicting_fields` otherwise).
   */
  writingMode?: "horizontal-tb" | null;
};

/**
 * semantics compose (see `PlatformScrollOffsetRequest`).
 */
export type ComposeScrollOffsetRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * The platform's padding (see above). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Pinned slivers and sticky headers (see above). Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the list's start on its scroll axis (the range minimum,
   * or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
   * where the platform's position is 0) and on the other axis the scroll origin.
   * `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
   * `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
   * from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  target: ItemTarget;
  /**
   * Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
   */
  anchor?: null;
  /**
   * Outset of the target rect: Android item margins and `ItemDecoration` insets (the
   * decorated bounds the platform aligns). May be negative. Not with `jumpTo`
   * (`conflicting_fields`).
   */
  margin?: Insets | null;
  /**
   * `compose`.
   */
  semantics: "compose";
  /**
   * Default `scrollToItem` (scrollOffset 0).
   */
  call?: ComposeScrollToItem | ComposeBringIntoView | null;
  /**
   * Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
   * `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
   * the geometry is not.
   */
  reverseLayout?: boolean | null;
  /**
   * Device pixels per point: Compose's and Android's density. Compose and Android
   * parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
   * `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
   * and takes no px parameter: it does not use it.
   */
  displayScale?: number | null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  mode?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  container?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  ancestors?: null;
  /**
   * Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
   * starts at the right (unless `reverseLayout`), and RecyclerView's
   * `requestChildRectangleOnScreen` favours the right edge on x.
   */
  direction?: Direction | null;
  /**
   * Only horizontal-tb (`conflicting_fields` otherwise).
   */
  writingMode?: "horizontal-tb" | null;
};

/**
 * semantics android (see `PlatformScrollOffsetRequest`).
 */
export type AndroidScrollOffsetRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * The platform's padding (see above). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Pinned slivers and sticky headers (see above). Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the list's start on its scroll axis (the range minimum,
   * or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
   * where the platform's position is 0) and on the other axis the scroll origin.
   * `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
   * `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
   * from here.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  target: ItemTarget;
  /**
   * Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
   */
  anchor?: null;
  /**
   * Outset of the target rect: Android item margins and `ItemDecoration` insets (the
   * decorated bounds the platform aligns). May be negative. Not with `jumpTo`
   * (`conflicting_fields`).
   */
  margin?: Insets | null;
  /**
   * `android`.
   */
  semantics: "android";
  /**
   * Default `smoothScrollToPosition` (snap any).
   */
  call?: AndroidSmoothScrollToPosition | AndroidScrollToPosition | AndroidScrollToPositionWithOffset | AndroidRequestChildRectangleOnScreen | AndroidScrollViewRequestChildRectangleOnScreen | null;
  /**
   * Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
   * `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
   * the geometry is not.
   */
  reverseLayout?: boolean | null;
  /**
   * Device pixels per point: Compose's and Android's density. Compose and Android
   * parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
   * `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
   * and takes no px parameter: it does not use it.
   */
  displayScale?: number | null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  mode?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  container?: null;
  /**
   * Not with flutter, compose and android (`conflicting_fields`).
   */
  ancestors?: null;
  /**
   * Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal list then
   * starts at the right (unless `reverseLayout`), and RecyclerView's
   * `requestChildRectangleOnScreen` favours the right edge on x.
   */
  direction?: Direction | null;
  /**
   * Only horizontal-tb (`conflicting_fields` otherwise).
   */
  writingMode?: "horizontal-tb" | null;
};

/**
 * `Scrollable.ensureVisible(context, alignment:, alignmentPolicy:)` (alignment: the
 * target's unit position in the viewport less pinned slivers, within ±1e6, default 0;
 * alignmentPolicy default explicit; keepVisibleAtEnd/AtStart scroll one way only, their
 * ends visual in reversed lists); `RenderObject.showOnScreen()` (least movement);
 * `ScrollPosition.jumpTo(pixels)` (Flutter's own position, logical pixels, clamped to the
 * range as the ballistic spring-back does).
 */
export type FlutterCall = FlutterEnsureVisible | FlutterShowOnScreen | FlutterJumpTo;

export type FlutterEnsureVisible = {
  /**
   * `ensureVisible`.
   */
  name: "ensureVisible";
  /**
   * The target's unit position in the viewport less pinned slivers; default 0.
   */
  alignment?: number | null;
  /**
   * Default `explicit`; the keepVisible policies scroll one way only.
   */
  alignmentPolicy?: ("explicit" | "keepVisibleAtEnd" | "keepVisibleAtStart") | null;
};

export type FlutterShowOnScreen = {
  /**
   * `showOnScreen`.
   */
  name: "showOnScreen";
};

export type FlutterJumpTo = {
  /**
   * `jumpTo`.
   */
  name: "jumpTo";
  /**
   * Flutter's scroll position in logical pixels, clamped to the range.
   */
  pixels: number;
};

/**
 * `LazyListState.scrollToItem(index, scrollOffset)` (and `animateScrollToItem`, which
 * rests at the same place): the item's start at the start of the area inside
 * `contentPadding`, then `scrollOffset` px further (positive scrolls the item up; default
 * 0; divided by `displayScale`). `bringIntoView()` / focus under a `BringIntoViewSpec`:
 * `default` is least movement against the whole viewport less sticky headers, `tv`
 * (`PivotBringIntoViewSpec`) puts the leading edge at 30 % of it; default `default`.
 */
export type ComposeCall = ComposeScrollToItem | ComposeBringIntoView;

export type ComposeScrollToItem = {
  /**
   * `scrollToItem`.
   */
  name: "scrollToItem";
  /**
   * Pixels past the item's start (positive scrolls the item up); default 0.
   */
  scrollOffset?: number | null;
};

export type ComposeBringIntoView = {
  /**
   * `bringIntoView`.
   */
  name: "bringIntoView";
  /**
   * The `BringIntoViewSpec`; default `default`.
   */
  spec?: ("default" | "tv") | null;
};

/**
 * RecyclerView with a `LinearLayoutManager`: `smoothScrollToPosition` with a
 * `LinearSmoothScroller` snapping `start`, `end` or `any` (default `any`, SNAP_TO_ANY);
 * `scrollToPosition`; `scrollToPositionWithOffset` (`offset` px from the padded start
 * edge, required, divided by `displayScale`); `requestChildRectangleOnScreen` (focus,
 * accessibility; start-favoured, right-favoured on x in rtl). And
 * `android.widget.ScrollView.requestChildRectangleOnScreen`, least movement against the
 * whole view, `fadingEdge` px (`getVerticalFadingEdgeLength()`, default 0, divided by
 * `displayScale`) kept clear where the rect does not touch the content's edge.
 */
export type AndroidCall = AndroidSmoothScrollToPosition | AndroidScrollToPosition | AndroidScrollToPositionWithOffset | AndroidRequestChildRectangleOnScreen | AndroidScrollViewRequestChildRectangleOnScreen;

export type AndroidSmoothScrollToPosition = {
  /**
   * `smoothScrollToPosition`.
   */
  name: "smoothScrollToPosition";
  /**
   * The `LinearSmoothScroller` snap preference; default `any`.
   */
  snap?: ("start" | "end" | "any") | null;
};

export type AndroidScrollToPosition = {
  /**
   * `scrollToPosition`.
   */
  name: "scrollToPosition";
};

export type AndroidScrollToPositionWithOffset = {
  /**
   * `scrollToPositionWithOffset`.
   */
  name: "scrollToPositionWithOffset";
  /**
   * Pixels from the padded start edge.
   */
  offset: number;
};

export type AndroidRequestChildRectangleOnScreen = {
  /**
   * `requestChildRectangleOnScreen`.
   */
  name: "requestChildRectangleOnScreen";
};

export type AndroidScrollViewRequestChildRectangleOnScreen = {
  /**
   * `ScrollView.requestChildRectangleOnScreen`.
   */
  name: "ScrollView.requestChildRectangleOnScreen";
  /**
   * The fading edge length in pixels kept clear; default 0.
   */
  fadingEdge?: number | null;
};

export type ScrollOffsetResponse = {
  contentOffset: AnswerPoint;
  idealOffset: AnswerPoint;
  /**
   * Per axis, whether `idealOffset` lay outside `range`.
   */
  clamped: {
    /**
     * Whether x was clamped.
     */
    x: boolean;
    /**
     * Whether y was clamped.
     */
    y: boolean;
  };
  /**
   * Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`.
   */
  range: {
    min: AnswerPoint;
    max: AnswerPoint;
  };
  visibleRect: AnswerRect;
  targetRect?: AnswerRect;
  /**
   * semantics css, when the request sends `direction`, `writingMode` or `ancestors`:
   * CSSOM `scrollLeft`/`scrollTop` of `contentOffset`.
   */
  scrollPosition?: ScrollPosition;
  /**
   * Semantics flutter, compose and android only: the resting position as the platform
   * numbers it on the list's scroll axis, measured from the list's start (the range
   * minimum; for `reverseLayout`, or a horizontal list with `direction` rtl, the range
   * maximum): Flutter `ScrollPosition.pixels` in logical pixels, unrounded; Compose and
   * Android whole device pixels (points × `displayScale`, default 1, rounded half up as
   * `roundToInt`/`Math.round` do; `contentOffset` then lies on that pixel), so that it
   * can go straight to `jumpTo`, `scrollTo` or `scrollToPositionWithOffset`.
   */
  platformScrollPosition?: number;
  /**
   * For `next` and `previous` targets, the id of the item arrived at.
   */
  targetId?: ItemID;
  /**
   * For an item target (`id`, `index`, `next`, `previous`) in a `stack` (or stored
   * stack) with `estimatedSize`: whether the target's frame rests on an estimate (it or
   * an item before it was estimated). Absent otherwise.
   */
  estimated?: boolean;
  /**
   * With `ancestors` in the request, one answer per ancestor in the same order.
   */
  ancestors?: AncestorAnswer[];
};

/**
 * A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and rounding).
 */
export type AnswerPoint = {
  /**
   * The horizontal coordinate in points.
   */
  x: number;
  /**
   * The vertical coordinate in points.
   */
  y: number;
};

/**
 * `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect` (id,
 * index and rect targets only): the target frame grown by `margin`.
 */
export type AnswerRect = {
  /**
   * The left edge in content coordinates.
   */
  x: number;
  /**
   * The top edge in content coordinates.
   */
  y: number;
  /**
   * The width in points.
   */
  width: number;
  /**
   * The height in points.
   */
  height: number;
};

/**
 * A scroll view as every endpoint describes it (the fields and bounds of `/v1/scroll/offset`).
 */
export type ScrollView = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the range; the safe area is the viewport less these. May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * CSS `scroll-padding` (>= 0); shrinks the region CSS scroll anchoring chooses its anchor in.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the range minimum.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content order; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  direction?: null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  writingMode?: null;
};

/**
 * What changed: every field optional, one left out (or `null`) keeps `before`'s value.
 * No `contentOffset` (the answer is the offset): it may only be absent or `null`.
 */
export type ScrollViewChange = {
  /**
   * The new viewport; default `before`'s.
   */
  viewport?: ViewportSize | null;
  /**
   * The new content size; default `before`'s.
   */
  contentSize?: Size | null;
  /**
   * The new content insets; default `before`'s.
   */
  contentInsets?: Insets | null;
  /**
   * The new scroll padding; default `before`'s.
   */
  scrollPadding?: Padding | null;
  /**
   * Only absent or `null` (the answer is the offset).
   */
  contentOffset?: null;
  /**
   * The items after the change; ids unique, matched to `before.items` by id.
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  direction?: null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  writingMode?: null;
};

export type VisibilityRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the range; `region` `safeArea` is the viewport less these. May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Accepted as everywhere (>= 0); visibility does not use it.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset; default the range minimum.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content order; ids unique (`duplicate_id` otherwise).
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * Fraction of an item that must show for `visible`; default 0.5.
   */
  threshold?: number | null;
  /**
   * `viewport` (default) or `safeArea` (the viewport less `contentInsets`).
   */
  region?: ("viewport" | "safeArea") | null;
  /**
   * Points; an end is `near` within this distance. Default 0.
   */
  prefetchDistance?: number | null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  direction?: null;
  /**
   * Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
   */
  writingMode?: null;
};

export type VisibilityResponse = {
  /**
   * Each item the region shows any of, in content order.
   */
  items: ({
    id: ItemID;
    /**
     * Intersection area / item area (0 … 1).
     */
    visibleFraction: number;
    visibleRect: AnswerRect;
    /**
     * `visibleFraction` >= the request's `threshold`, and > 0.
     */
    visible: boolean;
    /**
     * With a `stack` (or stored stack) that has `estimatedSize`, or sections with an
     * estimated row: whether the item's frame rests on an estimate (it or an item
     * before it was estimated). Absent otherwise.
     */
    estimated?: boolean;
    /**
     * With `sections`: the item's section. Absent otherwise.
     */
    section?: number;
    /**
     * With `sections`: the row's index in its section, or `header` or `footer`. Absent otherwise.
     */
    item?: number | ("header" | "footer");
    /**
     * With `sections` and `pinnedHeaders`: how much of the item's visible height
     * the pinned header covers (0 for the header itself). `visibleFraction` and
     * `visible` then count only the uncovered part, so a row wholly behind the
     * header has fraction 0 (it is listed, never `visible`). Absent otherwise.
     */
    coveredByPinnedHeader?: number;
  })[];
  /**
   * The first `visible` item in content order, or `null` when none is.
   */
  firstVisible: ItemID | null;
  /**
   * The last `visible` item in content order, or `null` when none is.
   */
  lastVisible: ItemID | null;
  /**
   * How many items are `visible`.
   */
  visibleCount: number;
  /**
   * With `sections` and `pinnedHeaders` only (absent otherwise): the header stuck at the
   * top, or `null` when none is (above the first section, past the last, or a section
   * without a header). `y` is the header's top in viewport coordinates: `contentInsets.top`
   * while it sticks, less while its section's end pushes it out (negative once it starts
   * to leave the viewport with no inset). The pinned header is measured in `items` where
   * it is drawn, and is `visible` as any item; `firstVisible` is then the header itself.
   */
  pinnedHeader?: {
    /**
     * The section whose header is pinned.
     */
    section: number;
    /**
     * The header's top edge in viewport coordinates (points from the viewport's top).
     */
    y: number;
  } | null;
  /**
   * SwiftUI `ScrollGeometry`: `visibleRect` is the container at the offset (insets
   * included), `bounds` the container less `contentInsets` (the safe area).
   */
  geometry: {
    contentOffset: AnswerPoint;
    /**
     * The content size.
     */
    contentSize: AnswerSize;
    /**
     * The content insets.
     */
    contentInsets: AnswerInsets;
    /**
     * The container (the viewport).
     */
    containerSize: AnswerSize;
    visibleRect: AnswerRect;
    bounds: AnswerRect;
  };
  /**
   * Distances from the offset to each end of the range (negative when the offset lies
   * outside it); `at*` = distance <= 0.5, `near*` = distance <= `prefetchDistance`.
   */
  edges: {
    /**
     * `distanceToTop` <= 0.5.
     */
    atTop: boolean;
    /**
     * `distanceToBottom` <= 0.5.
     */
    atBottom: boolean;
    /**
     * `distanceToLeading` <= 0.5.
     */
    atLeading: boolean;
    /**
     * `distanceToTrailing` <= 0.5.
     */
    atTrailing: boolean;
    /**
     * `distanceToTop` <= `prefetchDistance`.
     */
    nearTop: boolean;
    /**
     * `distanceToBottom` <= `prefetchDistance`.
     */
    nearBottom: boolean;
    /**
     * `distanceToLeading` <= `prefetchDistance`.
     */
    nearLeading: boolean;
    /**
     * `distanceToTrailing` <= `prefetchDistance`.
     */
    nearTrailing: boolean;
    /**
     * Points from the offset to the top of the range.
     */
    distanceToTop: number;
    /**
     * Points from the offset to the bottom of the range.
     */
    distanceToBottom: number;
    /**
     * Points from the offset to the leading end of the range.
     */
    distanceToLeading: number;
    /**
     * Points from the offset to the trailing end of the range.
     */
    distanceToTrailing: number;
  };
};

export type TransitionRequest = {
  before: ScrollView;
  after: ScrollViewChange;
  /**
   * Default `auto`.
   */
  keep?: ("auto" | "top" | "bottom" | "firstVisible" | "offset") | {
    id: ItemID;
  } | null;
  /**
   * Default `swiftui`; what `keep` `auto` does.
   */
  semantics?: Semantics | null;
};

export type TransitionResponse = {
  contentOffset: AnswerPoint;
  /**
   * What was held still: an item (`before`/`after`: its on-screen y, content y less the
   * offset, before the change and at the answer), a pinned end, or `null` (raw offset).
   */
  anchor: {
    id: ItemID;
    /**
     * The item's on-screen y before the change.
     */
    before: number;
    /**
     * The item's on-screen y at the answer.
     */
    after: number;
  } | ({
    /**
     * The end of the range that was held.
     */
    edge: "top" | "bottom";
  }) | null;
  delta: AnswerPoint;
  /**
   * Per axis, whether the offset the rule asked for lay outside `after`'s range.
   */
  clamped: {
    /**
     * Whether x was clamped.
     */
    x: boolean;
    /**
     * Whether y was clamped.
     */
    y: boolean;
  };
};

export type AnswerSize = {
  /**
   * The width in points.
   */
  width: number;
  /**
   * The height in points.
   */
  height: number;
};

export type AnswerInsets = {
  /**
   * The top inset in points.
   */
  top: number;
  /**
   * The left inset in points.
   */
  left: number;
  /**
   * The bottom inset in points.
   */
  bottom: number;
  /**
   * The right inset in points.
   */
  right: number;
};

export type SnapAlignName = "start" | "center" | "end" | "none";

export type SnapItem = {
  id: ItemID;
  /**
   * The item's frame in content coordinates.
   */
  frame: Rect;
  /**
   * Grows the frame into the snap area (CSS `scroll-margin`); may be negative.
   */
  margin?: Insets | null;
  /**
   * CSS `scroll-snap-align` for the `css` behaviour: one value for both axes, or per axis
   * (a missing axis is `start`). Default `start`; `none` on both axes makes the item no
   * snap area.
   */
  snapAlign?: SnapAlignName | ({
    /**
     * The alignment on x; default `start`.
     */
    x?: SnapAlignName | null;
    /**
     * The alignment on y; default `start`.
     */
    y?: SnapAlignName | null;
  }) | null;
};

/**
 * Exactly one of `paging`, `viewAligned`, `css` not `null` (two are `conflicting_fields`, none `missing_field`).
 */
export type SnapBehavior = {
  /**
   * Snap to whole pages (`SnapPagingBehavior`).
   */
  paging?: SnapPaging | null;
  /**
   * Snap to an item's edge (`SnapViewAlignedBehavior`).
   */
  viewAligned?: SnapViewAligned | null;
  /**
   * CSS scroll snap (`SnapCSSBehavior`).
   */
  css?: SnapCSS | null;
};

/**
 * SwiftUI `.paging`, `UIScrollView.isPagingEnabled` (see `SnapBehavior`).
 */
export type SnapPagingBehavior = {
  paging: SnapPaging;
};

/**
 * Pages of `pageSize` from the range minimum.
 */
export type SnapPaging = {
  /**
   * Default the viewport, which must then be at least 0.001 on each axis
   * (`missing_field` here otherwise: a smaller page would overflow the page index).
   * Each length in [0.001, 1e12].
   */
  pageSize?: {
    /**
     * The page's width.
     */
    width: number;
    /**
     * The page's height.
     */
    height: number;
  } | null;
};

/**
 * SwiftUI `.viewAligned` (see `SnapBehavior`).
 */
export type SnapViewAlignedBehavior = {
  viewAligned: SnapViewAligned;
};

/**
 * Snap so an item's edge (or centre) meets the viewport's.
 */
export type SnapViewAligned = {
  /**
   * Default `start`.
   */
  align?: "start" | "center" | "end" | null;
  /**
   * Default `always`.
   */
  limit?: "always" | "never" | "alwaysByFew" | "alwaysByOne" | null;
};

/**
 * CSS `scroll-snap-type` with the items' `snapAlign` (see `SnapBehavior`).
 */
export type SnapCSSBehavior = {
  css: SnapCSS;
};

/**
 * `proximity` applies only to type `proximity` (`conflicting_fields` otherwise).
 */
export type SnapCSS = {
  /**
   * `scroll-snap-type`'s strictness.
   */
  type: "mandatory" | "proximity";
  /**
   * The proximity range in points; default a third of the snapport per axis.
   */
  proximity?: number | null;
  /**
   * `scroll-snap-type`'s axis; default `both`.
   */
  axis?: "x" | "y" | "both" | null;
};

export type ScrollSnapRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the scrollable range and shrink the snapport. May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Shrinks the snapport (CSS `scroll-padding`). Each side >= 0.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset (where a fling is released, where a delta starts); default the range minimum.
   */
  contentOffset?: Point | null;
  /**
   * The items to align or snap to; ids unique (`duplicate_id` otherwise). At most
   * `--max-items`, and at most 1000 with `behavior: {"css": …}` (413 `too_many_items`
   * at `/items`, like `--max-items` a count limit rather than a schema bound). The items
   * of a `stack` or `layout` have no snap fields: no margin, `snapAlign` `start`.
   */
  items?: SnapItem[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * A fling's velocity in points per second.
   */
  velocity?: Point | null;
  /**
   * An offset to snap from (SwiftUI `targetContentOffset`), in place of a fling.
   */
  proposedOffset?: Point | null;
  /**
   * A scroll by this much from `contentOffset`, then snapped.
   */
  delta?: Point | null;
  /**
   * Velocity kept per millisecond; default `normal`.
   */
  decelerationRate?: ("normal" | "fast") | number | null;
  /**
   * Default `uikit`.
   */
  flingModel?: "uikit" | "uikitExponential" | "android" | null;
  /**
   * Default `none`.
   */
  behavior?: "none" | SnapBehavior | null;
};

export type ScrollSnapResponse = {
  projectedOffset: AnswerPoint;
  contentOffset: AnswerPoint;
  /**
   * What the resting offset is aligned to: `{"id"}` the item (under `viewAligned` and
   * `css`), `{"page"}` under `paging`, `null` under `none` or when nothing was chosen.
   */
  snappedTo: {
    id: ItemID;
  } | {
    /**
     * A page index per axis, not an offset: the page whose start is the resting
     * `contentOffset`, counted in `pageSize` steps from the range minimum (page
     * `n` rests at `range.min + n · pageSize`, clamped to the range); a whole
     * number from 0 to ⌈(range.max − range.min) / pageSize⌉. An axis that cannot
     * scroll is page 0.
     */
    page: AnswerPoint;
  } | null;
  /**
   * Points per second, in content-offset coordinates: the fling that, released at the
   * request's `contentOffset` under the same `flingModel` and `decelerationRate`, comes
   * to rest exactly at the answer's `contentOffset` — not the `velocity` sent. A spring's
   * `initialVelocity` (`/v1/scroll/animation`'s `snapRequest` uses it by default).
   */
  velocity: AnswerPoint;
};

export type CubicBezierCurve = {
  /**
   * CSS `cubic-bezier(x1, y1, x2, y2)`: x1 and x2 in [0, 1].
   */
  cubicBezier: [number, number, number, number];
  /**
   * A spring curve's member (`SpringCurve`); absent or `null` here.
   */
  spring?: null;
};

/**
 * One parameterisation: `ResponseSpring`, `DurationSpring` or `PhysicalSpring` (mixing
 * them is `conflicting_fields`, none is `missing_field`).
 */
export type Spring = {
  /**
   * SwiftUI `response`, seconds (`ResponseSpring`).
   */
  response?: number | null;
  /**
   * SwiftUI `dampingFraction` (`ResponseSpring`).
   */
  dampingFraction?: number | null;
  /**
   * SwiftUI `Spring(duration:bounce:)` duration, seconds (`DurationSpring`).
   */
  duration?: number | null;
  /**
   * SwiftUI `Spring(duration:bounce:)` bounce (`DurationSpring`).
   */
  bounce?: number | null;
  /**
   * The mass (`PhysicalSpring`).
   */
  mass?: number | null;
  /**
   * The spring constant (`PhysicalSpring`).
   */
  stiffness?: number | null;
  /**
   * The damping coefficient (`PhysicalSpring`).
   */
  damping?: number | null;
};

/**
 * `response` and `dampingFraction` (either may be left out; see `Spring`).
 */
export type ResponseSpring = {
  response: number;
} | {
  dampingFraction: number;
};

/**
 * `duration` and `bounce` (either may be left out; see `Spring`).
 */
export type DurationSpring = {
  duration: number;
} | {
  bounce: number;
};

/**
 * `stiffness` and `damping`, and `mass` (default 1; see `Spring`).
 */
export type PhysicalSpring = {
  stiffness: number;
  damping: number;
};

export type SpringCurve = {
  /**
   * A timing curve's member (`CubicBezierCurve`); absent or `null` here.
   */
  cubicBezier?: null;
  /**
   * One parameterisation (mixing them is `conflicting_fields`, none is `missing_field`).
   */
  spring: Spring;
};

/**
 * A timing-curve animation or a spring animation; they differ in `curve` and in which of
 * `duration`, `epsilon` and `initialVelocity` they take.
 */
export type ScrollAnimationRequest = TimingAnimationRequest | SpringAnimationRequest;

export type TimingAnimationRequest = {
  /**
   * Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
   */
  from?: Point | null;
  /**
   * The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
   */
  to?: Point | null;
  /**
   * A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
   */
  offsetRequest?: ScrollOffsetRequest | null;
  /**
   * A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` (a timing curve takes no velocity, so the answer's `velocity` goes unused).
   */
  snapRequest?: ScrollSnapRequest | null;
  /**
   * Only zero (a timing curve starts at its own slope).
   */
  initialVelocity?: {
    /**
     * Only 0.
     */
    x: 0;
    /**
     * Only 0.
     */
    y: 0;
  } | null;
  /**
   * Default `easeInOut`.
   */
  curve?: ("linear" | "ease" | "easeIn" | "easeOut" | "easeInOut") | CubicBezierCurve | null;
  /**
   * Seconds, in [0.001, 60]; default 0.25.
   */
  duration?: number | null;
  /**
   * A spring's member (`SpringAnimationRequest`); absent or `null` here.
   */
  epsilon?: null;
  framesPerSecond?: FramesPerSecond;
  maxFrames?: MaxFrames;
  sampleTimes?: SampleTimes;
};

export type SpringAnimationRequest = {
  /**
   * Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range minimum when absent).
   */
  from?: Point | null;
  /**
   * The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
   */
  to?: Point | null;
  /**
   * A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
   */
  offsetRequest?: ScrollOffsetRequest | null;
  /**
   * A `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` and whose
   * answer's `velocity` becomes the default `initialVelocity`.
   */
  snapRequest?: ScrollSnapRequest | null;
  /**
   * Points per second at the start, in content-offset coordinates (positive = the offset
   * grows); default 0, or with `snapRequest` the snap answer's `velocity`.
   */
  initialVelocity?: Point | null;
  /**
   * A named SwiftUI spring, or `{spring}` with its parameters.
   */
  curve: ("smooth" | "snappy" | "bouncy") | SpringCurve;
  /**
   * A timing curve's member (`TimingAnimationRequest`); a spring settles in its own time.
   */
  duration?: null;
  /**
   * Settled within this many points of `to` and below twice as many points per second; default 0.5.
   */
  epsilon?: number | null;
  framesPerSecond?: FramesPerSecond;
  maxFrames?: MaxFrames;
  sampleTimes?: SampleTimes;
};

/**
 * Default 60.
 */
export type FramesPerSecond = number | null;

/**
 * Default 1000; a longer motion spreads its frames evenly rather than adding more.
 */
export type MaxFrames = number | null;

/**
 * Seconds, each in [0, 60]; at most 10000 (413 `too_many_items` beyond).
 */
export type SampleTimes = number[] | null;

export type ScrollAnimationResponse = {
  /**
   * The offset and velocity at each frame (see the operation: `framesPerSecond`, `maxFrames`, `sampleTimes`).
   */
  frames: ({
    /**
     * Seconds since the start.
     */
    t: number;
    /**
     * The offset's x.
     */
    x: number;
    /**
     * The offset's y.
     */
    y: number;
    /**
     * The velocity on x in points per second.
     */
    vx: number;
    /**
     * The velocity on y in points per second.
     */
    vy: number;
  })[];
  /**
   * The motion's length in seconds.
   */
  duration: number;
  /**
   * Whether the motion came to rest at `to` (false: a spring still moving after 60 s).
   */
  settled: boolean;
  /**
   * Per axis, how far the motion goes past `to` in the direction of travel, or `null` when it never does.
   */
  overshoot: AnswerPoint | null;
};

export type ScrollRangeRequest = {
  viewport: ViewportSize;
  /**
   * Required unless `stack`, `grid`, `sections`, `lanes` or `layout` gives it (see `Stack`, `Grid`, `Sections`, `Lanes`, `LayoutId`).
   */
  contentSize?: Size | null;
  /**
   * Extend the range (`min` is minus the top and left insets, `max` adds the bottom and right). May be negative.
   */
  contentInsets?: Insets | null;
  /**
   * Accepted as everywhere (>= 0); the range does not depend on it.
   */
  scrollPadding?: Padding | null;
  /**
   * The offset to answer for; default the scroll origin (the range minimum, or per
   * `direction`/`writingMode` the maximum on an axis that starts at its right or bottom
   * end). An offset outside the range is answered as sent, not clamped: `visibleRect` is
   * there, and `edges` toward the edge it passed are 0.
   */
  contentOffset?: Point | null;
  /**
   * Item frames in content order; ids unique (`duplicate_id` otherwise). Read and checked as everywhere; the answer depends only on the content size.
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items` (see `Stack`).
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items` (see `Grid`).
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items` (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`).
   */
  layout?: LayoutId | null;
  /**
   * Default `ltr`; with `writingMode`, where the scroll origin is (see `Direction`).
   */
  direction?: Direction | null;
  /**
   * Default `horizontal-tb`; with `direction`, where the scroll origin is (see `WritingMode`).
   */
  writingMode?: WritingMode | null;
};

export type ScrollRangeResponse = {
  /**
   * Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`, as `/v1/scroll/offset` answers it.
   */
  range: {
    min: AnswerPoint;
    max: AnswerPoint;
  };
  /**
   * The offset sent (not clamped), or the scroll origin when none was.
   */
  contentOffset: AnswerPoint;
  /**
   * The viewport in content coordinates at `contentOffset` (SwiftUI `ScrollGeometry.visibleRect`, insets included).
   */
  visibleRect: AnswerRect;
  /**
   * How far, in points, the view can still scroll toward each edge from `contentOffset`:
   * `top` = max(0, offset.y − range.min.y), `bottom` = max(0, range.max.y − offset.y),
   * `left` = max(0, offset.x − range.min.x), `right` = max(0, range.max.x − offset.x).
   * 0 at that edge, and past it.
   */
  edges: {
    /**
     * Points the view can still scroll up (toward `range.min.y`).
     */
    top: number;
    /**
     * Points the view can still scroll down (toward `range.max.y`).
     */
    bottom: number;
    /**
     * Points the view can still scroll left (toward `range.min.x`).
     */
    left: number;
    /**
     * Points the view can still scroll right (toward `range.max.x`).
     */
    right: number;
  };
  /**
   * Per axis, whether the range is longer than 0 (`max > min`).
   */
  scrollable: {
    /**
     * Whether x scrolls.
     */
    x: boolean;
    /**
     * Whether y scrolls.
     */
    y: boolean;
  };
};

export type BatchRequest = {
  /**
   * The viewport of every request that does not send its own.
   */
  viewport?: ViewportSize | null;
  /**
   * The content size of every request that does not send its own.
   */
  contentSize?: Size | null;
  /**
   * As in `/v1/scroll/offset`; a request may send its own.
   */
  contentInsets?: Insets | null;
  /**
   * As in `/v1/scroll/offset`; a request may send its own.
   */
  scrollPadding?: Padding | null;
  /**
   * The current offset of every request that does not send its own; default the scroll origin.
   */
  contentOffset?: Point | null;
  /**
   * The items every request asks about, decoded once; ids unique (`duplicate_id`
   * otherwise); at most `--max-items`.
   */
  items?: Item[] | null;
  /**
   * A compact layout in place of `items`, decoded once (see `Stack`); the content size each request does not send is derived in its viewport.
   */
  stack?: Stack | null;
  /**
   * A compact grid in place of `items`, decoded once (see `Grid`); its frames and content size follow each request's viewport width.
   */
  grid?: Grid | null;
  /**
   * Masonry lanes in place of `items`, decoded and placed once (see `Lanes`).
   */
  lanes?: Lanes | null;
  /**
   * A section list in place of `items` (see `Sections`).
   */
  sections?: Sections | null;
  /**
   * With `sections` (or a stored section list): whether each section's header sticks at the top
   * while its section passes under it (see `Sections`); default false, or the stored list's.
   * With other items (a stored layout that is not a section list included), or none, it
   * is `conflicting_fields` at `/pinnedHeaders`.
   */
  pinnedHeaders?: boolean | null;
  /**
   * A stored layout in place of `items` (see `LayoutId`); unknown → the whole batch is 404 `unknown_layout`.
   */
  layout?: LayoutId | null;
  /**
   * Default `ltr`, for every request; `visibility` and `snap` requests refuse it (`conflicting_fields` at `/direction`).
   */
  direction?: Direction | null;
  /**
   * Default `horizontal-tb`, for every request; `visibility` and `snap` requests refuse it (`conflicting_fields` at `/writingMode`), as does an `offset` request whose `semantics` is not css unless it is horizontal-tb.
   */
  writingMode?: WritingMode | null;
  /**
   * At most `--max-batch` (default 10,000; 413 `too_many_requests` past it, as for
   * results past 64 MiB). Each is a
   * `BatchOperation`; anything else — not an object, no `op`, a field the endpoint does
   * not take — is answered as that request's error result, never by refusing the batch,
   * so the schema of an element is left open here.
   */
  requests: unknown[];
};

/**
 * One request of a batch: `op` names the endpoint, the other members are that endpoint's
 * own fields (the top level's scroll view applies; see `/v1/batch`).
 * `offset`: the fields of `ScrollOffsetRequest` but `items`, `stack`, `layout`,
 * `direction`, `writingMode`. `visibility`: those of `VisibilityRequest` but the same.
 * `snap`: those of `ScrollSnapRequest` but `items`, `stack`, `layout`. `animation`: those
 * of `ScrollAnimationRequest`, its `offsetRequest` without `items`, `stack`, `layout`,
 * `direction`, `writingMode`, its `snapRequest` without `items`, `stack`, `layout`. `range`:
 * those of `ScrollRangeRequest` but `items`, `stack`, `layout`, `direction`, `writingMode`.
 * Any of them may send `viewport`, `contentSize`, `contentInsets`,
 * `scrollPadding`, `contentOffset` of its own.
 */
export type BatchOperation = {
  /**
   * The endpoint this request goes to.
   */
  op: "offset" | "visibility" | "snap" | "animation" | "range";
};

export type BatchResponse = {
  /**
   * One per request, in the order of `requests`.
   */
  results: (ScrollOffsetResponse | VisibilityResponse | ScrollSnapResponse | ScrollAnimationResponse | ScrollRangeResponse | BatchError)[];
};

/**
 * A request of a batch that failed: the error its endpoint would have answered (the
 * pointer leading into the batch, e.g. `/requests/3/target/id`) and that answer's status.
 */
export type BatchError = {
  /**
   * As `Error`'s `error`.
   */
  error: {
    /**
     * One of the codes of `Error`.
     */
    code: string;
    /**
     * What to fix, in English.
     */
    message: string;
    /**
     * RFC 6901 JSON pointer into the batch document.
     */
    pointer: string;
  };
  /**
   * 400 (a malformed request), 404 (`target_not_found`), 413 (`too_many_items`: `sampleTimes`, or the items under a css `snap`), 503 (`layout_store_unavailable`: a `layout` the shared store did not answer for).
   */
  status: 400 | 404 | 413 | 503;
};

/** The JSON operations: method and path, request body and answer types. */
export interface Operations {
  /**
   * Liveness and readiness
   */
  health: {
    method: "GET";
    path: "/healthz";
    request: undefined;
    answer: Health;
  };
  /**
   * Whether to send this replica new work
   */
  readiness: {
    method: "GET";
    path: "/readyz";
    request: undefined;
    answer: Readiness;
  };
  /**
   * Which build is running
   */
  version: {
    method: "GET";
    path: "/version";
    request: undefined;
    answer: Version;
  };
  /**
   * The content offset that brings a target to an anchor
   */
  scrollOffset: {
    method: "POST";
    path: "/v1/scroll/offset";
    request: ScrollOffsetRequest;
    answer: ScrollOffsetResponse;
  };
  /**
   * Which items the viewport shows, how much of each, and where the offset is against the ends
   */
  scrollVisibility: {
    method: "POST";
    path: "/v1/scroll/visibility";
    request: VisibilityRequest;
    answer: VisibilityResponse;
  };
  /**
   * Where the offset goes when the content or the viewport changes
   */
  scrollTransition: {
    method: "POST";
    path: "/v1/scroll/transition";
    request: TransitionRequest;
    answer: TransitionResponse;
  };
  /**
   * Where a fling, a scrollTo or a scrollBy comes to rest, under paging or snapping
   */
  scrollSnap: {
    method: "POST";
    path: "/v1/scroll/snap";
    request: ScrollSnapRequest;
    answer: ScrollSnapResponse;
  };
  /**
   * The keyframes of a scroll animation from `from` to `to`
   */
  scrollAnimation: {
    method: "POST";
    path: "/v1/scroll/animation";
    request: ScrollAnimationRequest;
    answer: ScrollAnimationResponse;
  };
  /**
   * The range of a scroll view, what it shows at an offset, and how far it can still scroll
   */
  scrollRange: {
    method: "POST";
    path: "/v1/scroll/range";
    request: ScrollRangeRequest;
    answer: ScrollRangeResponse;
  };
  /**
   * Many questions about one scroll view in one round trip
   */
  scrollBatch: {
    method: "POST";
    path: "/v1/batch";
    request: BatchRequest;
    answer: BatchResponse;
  };
  /**
   * Store a layout (`items` or `stack`) once; later queries name it by id
   */
  storeLayout: {
    method: "POST";
    path: "/v1/layouts";
    request: LayoutRequest;
    answer: LayoutSummary;
  };
  /**
   * What a stored layout holds
   */
  getLayout: {
    method: "GET";
    path: "/v1/layouts/{layoutId}";
    request: undefined;
    answer: LayoutDetails;
  };
  /**
   * Store the layout these edits make of a stored one
   */
  editLayout: {
    method: "POST";
    path: "/v1/layouts/{layoutId}/edits";
    request: LayoutEdit[];
    answer: LayoutSummary;
  };
}

/** The method and path of each operation of `Operations`, for the client to call. */
export const routes: { [Name in keyof Operations]: Pick<Operations[Name], "method" | "path"> } = {
  health: { method: "GET", path: "/healthz" },
  readiness: { method: "GET", path: "/readyz" },
  version: { method: "GET", path: "/version" },
  scrollOffset: { method: "POST", path: "/v1/scroll/offset" },
  scrollVisibility: { method: "POST", path: "/v1/scroll/visibility" },
  scrollTransition: { method: "POST", path: "/v1/scroll/transition" },
  scrollSnap: { method: "POST", path: "/v1/scroll/snap" },
  scrollAnimation: { method: "POST", path: "/v1/scroll/animation" },
  scrollRange: { method: "POST", path: "/v1/scroll/range" },
  scrollBatch: { method: "POST", path: "/v1/batch" },
  storeLayout: { method: "POST", path: "/v1/layouts" },
  getLayout: { method: "GET", path: "/v1/layouts/{layoutId}" },
  editLayout: { method: "POST", path: "/v1/layouts/{layoutId}/edits" },
};
