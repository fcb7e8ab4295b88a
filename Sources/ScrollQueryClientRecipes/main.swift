// One recipe per endpoint through ScrollQueryClient, one JSON line per call:
// {"name", "method", "path", "request", "answer", "status"} (the request as the client encodes
// it, the answer as it decodes it, encoded again; an error's body and status instead).
// Tests/integration/test_clients_swift.py sends each request to the live server itself and
// compares the server's answer with the client's.
// Usage: ScrollQueryClientRecipes BASE_URL
// With a second server (ScrollQueryClientRecipes BASE_URL SECOND_URL), only the recovery: a
// layout stored and edited twice on the first, then queried through a copy of the client on the
// second, which never saw it; the client stores the chain there again by itself.
import Foundation
import ScrollQueryClient

let address = CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:8080"
guard let baseURL = URL(string: address) else {
    print("usage: ScrollQueryClientRecipes BASE_URL (got \(address))")
    exit(2)
}
let client = ScrollQueryClient(baseURL: baseURL)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }

/// Runs `call` and prints its line; a `ScrollQueryError` is printed as the answer with its status.
func recipe<Request: Encodable, Answer: Encodable>(
    _ name: String, _ method: String, _ path: String, _ request: Request?, _ status: Int,
    _ call: () async throws -> Answer
) async throws {
    let body = try request.map(json) ?? "null"
    var answer: String
    var answered = status
    do {
        answer = try json(try await call())
    } catch let error as ScrollQueryError {
        answer = try error.body.map(json) ?? "null"
        answered = error.status
    }
    print(#"{"name":"\#(name)","method":"\#(method)","path":"\#(path)","request":\#(body),"answer":\#(answer),"status":\#(answered)}"#)
}

struct Empty: Encodable {}
let none: Empty? = nil

if let second = CommandLine.arguments.dropFirst(2).first.flatMap({ URL(string: $0) }) {
    let base = try await client.storeLayout(LayoutRequest(stack: Stack(spacing: 20, sizes: .uniform(100, count: 1000))))
    let inserted = try await client.editLayout(base.layoutId, [.insert(.stack(at: 0, sizes: Array(repeating: 50, count: 10)))])
    let edited = try await client.editLayout(inserted.layoutId, [.resize(id: 3, size: .length(300))])
    let row = ScrollOffsetRequest(viewport: Size(width: 390, height: 844), layout: edited.layoutId, target: .index(500),
                                  anchor: .center)
    try await recipe("recoverFirst", "POST", "/v1/scroll/offset", row, 200) { try await client.offset(row) }
    var replica = client  // a copy shares what the client stored
    replica.baseURL = second
    try await recipe("recoverSecond", "POST", "/v1/scroll/offset", row, 200) { try await replica.offset(row) }
    try await recipe("recoverDetails", "GET", "/v1/layouts/\(edited.layoutId)", none, 200) {
        try await replica.layout(edited.layoutId)
    }
    exit(0)
}

let phone = Size(width: 390, height: 844)
let rows = (0..<20).map { Item(id: .string("row-\($0)"), frame: Rect(x: 0, y: 100 * Double($0), width: 390, height: 100)) }
let list = ScrollView(viewport: phone, contentSize: Size(width: 390, height: 2000), contentInsets: Insets(top: 47, bottom: 34),
                      items: rows)

// Snap: each behaviour, each motion.
let paging = ScrollSnapRequest(viewport: Size(width: 320, height: 480), contentSize: Size(width: 1280, height: 480),
                               motion: .velocity(Point(x: 1500, y: 0)), behavior: .paging())
try await recipe("snapPaging", "POST", "/v1/scroll/snap", paging, 200) { try await client.snap(paging) }

let cards = (0..<8).map { SnapItem(id: .integer(Int64($0)), frame: Rect(x: 20 + 300 * Double($0), y: 0, width: 280, height: 200)) }
let aligned = ScrollSnapRequest(viewport: Size(width: 390, height: 200), contentSize: Size(width: 2420, height: 200),
                                contentOffset: Point(x: 300, y: 0), items: cards, motion: .proposedOffset(Point(x: 1000, y: 0)),
                                decelerationRate: .fast, behavior: .viewAligned(align: .center, limit: .alwaysByOne))
try await recipe("snapViewAligned", "POST", "/v1/scroll/snap", aligned, 200) { try await client.snap(aligned) }

let sections = rows.map { SnapItem(id: $0.id, frame: $0.frame, margin: Insets(top: 10), snapAlign: .axes(x: nil, y: .center)) }
let css = ScrollSnapRequest(viewport: phone, contentSize: Size(width: 390, height: 2000), scrollPadding: Insets(top: 20),
                            items: sections, motion: .velocity(Point(x: 0, y: 900)), decelerationRate: .rate(0.995),
                            flingModel: .uikitExponential, behavior: .css(.mandatory(axis: .y)))
try await recipe("snapCSS", "POST", "/v1/scroll/snap", css, 200) { try await client.snap(css) }

let proximity = ScrollSnapRequest(viewport: phone, contentSize: Size(width: 390, height: 2000),
                                  items: [SnapItem(id: "a", frame: Rect(x: 0, y: 400, width: 390, height: 300), snapAlign: .both(.start))],
                                  motion: .delta(Point(x: 0, y: 350)), flingModel: .android, behavior: .css(.proximity(120, axis: .both)))
try await recipe("snapProximity", "POST", "/v1/scroll/snap", proximity, 200) { try await client.snap(proximity) }

let stackSnap = ScrollSnapRequest(viewport: phone, stack: Stack(spacing: 8, sizes: .uniform(120, count: 50)),
                                  motion: .velocity(Point(x: 0, y: 2400)), behavior: SnapBehavior.none)
try await recipe("snapStack", "POST", "/v1/scroll/snap", stackSnap, 200) { try await client.snap(stackSnap) }

// Range: where the list stands at an offset, and how far it can still scroll.
let midway = ScrollRangeRequest(ScrollView(viewport: phone, contentSize: Size(width: 390, height: 3000),
                                           contentInsets: Insets(top: 47, bottom: 34), contentOffset: Point(x: 0, y: 1000)))
try await recipe("range", "POST", "/v1/scroll/range", midway, 200) { try await client.range(midway) }

// Animation: each destination, each motion, each way of choosing frames.
let bouncy = ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 0, y: 300)),
                                    motion: .spring(.bouncy), frames: .rate(framesPerSecond: 30))
try await recipe("animationBouncy", "POST", "/v1/scroll/animation", bouncy, 200) { try await client.animation(bouncy) }

let eased = ScrollAnimationRequest(destination: .offsetRequest(ScrollOffsetRequest(list, target: .id("row-12"), anchor: .center)),
                                   motion: .timing(.cubicBezier(0.25, 0.1, 0.25, 1), duration: 0.3),
                                   frames: .sampleTimes([0, 0.1, 0.3, 0.5]))
try await recipe("animationOffsetRequest", "POST", "/v1/scroll/animation", eased, 200) { try await client.animation(eased) }

let flung = ScrollAnimationRequest(destination: .snapRequest(paging), motion: .spring(.response(0.4, dampingFraction: 0.9)),
                                   frames: .rate(framesPerSecond: 60, maxFrames: 12))
try await recipe("animationSnapRequest", "POST", "/v1/scroll/animation", flung, 200) { try await client.animation(flung) }

let physical = ScrollAnimationRequest(from: Point(x: 0, y: 500), destination: .to(Point(x: 0, y: 0)),
                                      motion: .spring(.physical(mass: 1, stiffness: 200, damping: 20),
                                                      initialVelocity: Point(x: 0, y: -800), epsilon: 0.1),
                                      frames: .rate(maxFrames: 6))
try await recipe("animationPhysical", "POST", "/v1/scroll/animation", physical, 200) { try await client.animation(physical) }

let linear = ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 100, y: 0)),
                                    motion: .timing(.easeOut), frames: .rate(framesPerSecond: 10))
try await recipe("animationTiming", "POST", "/v1/scroll/animation", linear, 200) { try await client.animation(linear) }

let bounced = ScrollAnimationRequest(from: Point(x: 0, y: 0), destination: .to(Point(x: 0, y: 200)),
                                     motion: .spring(.duration(0.4, bounce: 0.2)), frames: .sampleTimes([0, 0.2, 0.4]))
try await recipe("animationDurationSpring", "POST", "/v1/scroll/animation", bounced, 200) { try await client.animation(bounced) }

// Offset under each platform's semantics, and the options of the web.
let platformCalls: [(String, Semantics, PlatformCall?, Bool?)] = [
    ("offsetFlutterEnsureVisible", .flutter, .ensureVisible(alignment: 0.5, alignmentPolicy: .explicit), nil),
    ("offsetFlutterShowOnScreen", .flutter, .showOnScreen, true),
    ("offsetComposeScrollToItem", .compose, .scrollToItem(scrollOffset: 30), nil),
    ("offsetComposeBringIntoView", .compose, .bringIntoView(spec: .tv), nil),
    ("offsetAndroidSmooth", .android, .smoothScrollToPosition(snap: .end), nil),
    ("offsetAndroidScrollToPosition", .android, .scrollToPosition, nil),
    ("offsetAndroidWithOffset", .android, .scrollToPositionWithOffset(offset: 60), nil),
    ("offsetAndroidRequestChildRectangle", .android, .requestChildRectangleOnScreen, nil),
    ("offsetAndroidScrollView", .android, .scrollViewRequestChildRectangleOnScreen(fadingEdge: 24), nil),
    ("offsetAndroidDefault", .android, nil, nil),
]
for (name, semantics, call, reverse) in platformCalls {
    let request = ScrollOffsetRequest(list, target: .id("row-12"), semantics: semantics, displayScale: 3, call: call,
                                      reverseLayout: reverse)
    try await recipe(name, "POST", "/v1/scroll/offset", request, 200) { try await client.offset(request) }
}
let jump = ScrollOffsetRequest(list, target: nil, semantics: .flutter, call: .jumpTo(pixels: 640))
try await recipe("offsetFlutterJumpTo", "POST", "/v1/scroll/offset", jump, 200) { try await client.offset(jump) }

let vertical = ScrollOffsetRequest(
    viewport: Size(width: 300, height: 200), contentSize: Size(width: 1200, height: 200),
    items: [Item(id: 7, frame: Rect(x: 400, y: 50, width: 100, height: 40))], target: .id(7),
    anchor: .logical(block: .center, inline: .fraction(0.25)), semantics: .css, mode: .ifNeeded, container: .all,
    ancestors: [ScrollAncestor(viewport: Size(width: 320, height: 300), contentSize: Size(width: 320, height: 900),
                               frame: Rect(x: 10, y: 400, width: 300, height: 200))],
    direction: .rtl, writingMode: .verticalRL)
try await recipe("offsetCSSLogical", "POST", "/v1/scroll/offset", vertical, 200) { try await client.offset(vertical) }

let page = ScrollOffsetRequest(list, target: .page(.down, overlap: 40))
try await recipe("offsetPage", "POST", "/v1/scroll/offset", page, 200) { try await client.offset(page) }

let stacked = ScrollOffsetRequest(
    ScrollView(viewport: phone, stack: Stack(axis: .vertical, spacing: 4, padding: Insets(top: 8, bottom: 8), crossSize: 390,
                                             sizes: .list([80, nil, 120]), ids: ["a", "b", "c"], estimatedSize: 60,
                                             measured: ["1": 90])),
    target: .next(after: "a"), anchor: .axes(x: nil, y: .fraction(0.5)))
try await recipe("offsetStack", "POST", "/v1/scroll/offset", stacked, 200) { try await client.offset(stacked) }

// Grids, lanes and sections: the photo grid and the contacts list of docs/grids.md and
// docs/sections.md, on each endpoint that takes items.
// BEGIN README grid
/// 50,000 photos in 4 columns of 120-point cells 8 points apart: photo 12,345 at the top.
func scrollToPhoto12345(_ client: ScrollQueryClient) async throws -> ScrollOffsetAnswer {
    let photos = Grid(count: 50000, columns: 4, cellHeight: .itemHeight(120), spacing: .axes(row: 8, column: 8))
    // Row 12345 ÷ 4 = 3086 starts at 3086 · (120 + 8) = 395008.
    return try await client.offset(ScrollOffsetRequest(
        viewport: Size(width: 390, height: 844), grid: photos, target: .index(12345), anchor: .top))
}

/// Contacts under 40-point sticky headers: Kim, row 1 of section 1, as Flutter scrolls to it
/// (clear of the pinned header), and which header is pinned 690 points down.
func contacts(_ client: ScrollQueryClient) async throws -> (kim: ScrollOffsetAnswer, seen: VisibilityAnswer) {
    let list = ScrollView(viewport: Size(width: 390, height: 300),
                          sections: [Section(header: 40, count: 12, itemHeight: 56), Section(header: 40, count: 3, itemHeight: 56),
                                     Section(header: 40, count: 10, itemHeight: 56)],
                          pinnedHeaders: true)
    // Section 1 starts at 40 + 12 · 56 = 712; Kim at 712 + 40 + 56 = 808, less the 40-point header: 768.
    let kim = try await client.offset(ScrollOffsetRequest(list, target: .section(1, item: 1), semantics: .flutter))
    var strip = list
    strip.viewport.height = 100
    strip.contentOffset = Point(x: 0, y: 690)
    // Header 0 sticks until section 1's header pushes it out: 712 − 40 − 690 = −18.
    let seen = try await client.visibility(VisibilityRequest(strip))
    return (kim, seen)
}
// END README grid

let photo = try await scrollToPhoto12345(client)
let photos = Grid(count: 50000, columns: 4, cellHeight: .itemHeight(120), spacing: .axes(row: 8, column: 8))
try await recipe("gridOffset", "POST", "/v1/scroll/offset",
                 ScrollOffsetRequest(viewport: phone, grid: photos, target: .index(12345), anchor: .top), 200) { photo }
let gridStrip = VisibilityRequest(ScrollView(viewport: Size(width: 390, height: 250), contentOffset: Point(x: 0, y: 395008),
                                             grid: photos), threshold: 1)
try await recipe("gridVisibility", "POST", "/v1/scroll/visibility", gridStrip, 200) { try await client.visibility(gridStrip) }
let adaptive = Grid(count: 1000, columns: .minimumWidth(90), cellHeight: .aspectRatio(1), spacing: .both(4),
                    padding: Insets(top: 8, left: 8, bottom: 8, right: 8), fullSpan: GridFullSpan(indexes: [0, 37], height: 32))
let rotated = TransitionRequest(before: ScrollView(viewport: phone, contentOffset: Point(x: 0, y: 2000), grid: adaptive),
                                after: ScrollViewChange(viewport: Size(width: 844, height: 390)), semantics: .css)
try await recipe("gridRotates", "POST", "/v1/scroll/transition", rotated, 200) { try await client.transition(rotated) }
let gridSnap = ScrollSnapRequest(viewport: phone, grid: photos, motion: .velocity(Point(x: 0, y: 2400)),
                                 behavior: .viewAligned(align: .start))
try await recipe("gridSnap", "POST", "/v1/scroll/snap", gridSnap, 200) { try await client.snap(gridSnap) }
let masonry = ScrollOffsetRequest(viewport: phone, lanes: Lanes(count: 3, spacing: 8, sizes: .list([310, 240, nil, 180]),
                                                                estimatedSize: 240, ties: .lowerLane),
                                  target: .index(3), anchor: .center)
try await recipe("lanesOffset", "POST", "/v1/scroll/offset", masonry, 200) { try await client.offset(masonry) }

let (kim, contactsSeen) = try await contacts(client)
let contactList = [Section(header: 40, count: 12, itemHeight: 56), Section(header: 40, count: 3, itemHeight: 56),
                   Section(header: 40, count: 10, itemHeight: 56)]
let kimRequest = ScrollOffsetRequest(ScrollView(viewport: Size(width: 390, height: 300), sections: contactList, pinnedHeaders: true),
                                     target: .section(1, item: 1), semantics: .flutter)
try await recipe("sectionsOffsetFlutter", "POST", "/v1/scroll/offset", kimRequest, 200) { kim }
let kimCSS = ScrollOffsetRequest(ScrollView(viewport: Size(width: 390, height: 300), sections: contactList, pinnedHeaders: true),
                                 target: .section(1, item: 1), semantics: .css)
try await recipe("sectionsOffsetCSS", "POST", "/v1/scroll/offset", kimCSS, 200) { try await client.offset(kimCSS) }
let contactsStrip = VisibilityRequest(ScrollView(viewport: Size(width: 390, height: 100), contentOffset: Point(x: 0, y: 690),
                                                 sections: contactList, pinnedHeaders: true))
try await recipe("sectionsVisibility", "POST", "/v1/scroll/visibility", contactsStrip, 200) { contactsSeen }
let storedContacts = LayoutRequest(sections: contactList, pinnedHeaders: true)
let contactsLayout = try await client.storeLayout(storedContacts)
try await recipe("layoutStoreSections", "POST", "/v1/layouts", storedContacts, 201) { contactsLayout }
try await recipe("layoutGetSections", "GET", "/v1/layouts/\(contactsLayout.layoutId)", none, 200) {
    try await client.layout(contactsLayout.layoutId)
}
let sectionsBatch = BatchRequest(
    viewport: Size(width: 390, height: 300), layout: contactsLayout.layoutId,
    requests: [
        .offset(ScrollOffsetRequest(viewport: Size(width: 390, height: 300), target: .section(2, item: .header))),
        .visibility(VisibilityRequest(ScrollView(viewport: Size(width: 390, height: 300), contentOffset: Point(x: 0, y: 700)))),
        .offset(ScrollOffsetRequest(viewport: Size(width: 390, height: 300), target: .section(1, item: 3))),
    ])
try await recipe("sectionsBatch", "POST", "/v1/batch", sectionsBatch, 200) { try await client.batch(sectionsBatch) }
let gridBatch = BatchRequest(viewport: phone, grid: photos, requests: [
    .offset(ScrollOffsetRequest(viewport: phone, target: .index(49999), anchor: .bottom)),
    .animation(ScrollAnimationRequest(destination: .offsetRequest(ScrollOffsetRequest(viewport: phone, target: .index(400))),
                                      motion: .timing(.easeInOut, duration: 0.2), frames: .rate(maxFrames: 3))),
])
try await recipe("gridBatch", "POST", "/v1/batch", gridBatch, 200) { try await client.batch(gridBatch) }

// Batch: one question per endpoint over one list, and one that fails alone.
let batch = BatchRequest(
    viewport: phone, contentSize: Size(width: 390, height: 2000), contentInsets: Insets(top: 47, bottom: 34), items: rows,
    requests: [
        .offset(ScrollOffsetRequest(viewport: phone, target: .id("row-7"), anchor: .center)),
        .visibility(VisibilityRequest(ScrollView(viewport: phone, contentOffset: Point(x: 0, y: 650)), region: .safeArea)),
        .snap(ScrollSnapRequest(viewport: phone, motion: .velocity(Point(x: 0, y: 1200)),
                                behavior: .viewAligned(align: .start))),
        .animation(ScrollAnimationRequest(destination: .offsetRequest(ScrollOffsetRequest(viewport: phone, target: .index(15))),
                                          motion: .spring(.snappy), frames: .rate(maxFrames: 4))),
        .offset(ScrollOffsetRequest(viewport: phone, target: .id("row-99"))),
    ])
try await recipe("batch", "POST", "/v1/batch", batch, 200) { try await client.batch(batch) }

// Stored layouts: store, read, edit, query by id, forget.
// BEGIN README
/// A 1000-row feed stored once, then its row 500 centred, the layout named by its id.
func centreRow500(_ client: ScrollQueryClient) async throws -> (stored: LayoutSummary, row: ScrollOffsetAnswer) {
    let stored = try await client.storeLayout(LayoutRequest(stack: Stack(axis: .vertical, spacing: 20, sizes: .uniform(100, count: 1000))))
    // Row 500 starts at 500 · (100 + 20) = 60000; centred: 60000 − (844 − 100) / 2 = 59628.
    let row = try await client.offset(ScrollOffsetRequest(
        viewport: Size(width: 390, height: 844), layout: stored.layoutId, target: .index(500), anchor: .center))
    return (stored, row)
}
// END README

let (stored, row500) = try await centreRow500(client)
let feed = LayoutRequest(stack: Stack(axis: .vertical, spacing: 20, sizes: .uniform(100, count: 1000)))
try await recipe("layoutStoreStack", "POST", "/v1/layouts", feed, 201) { stored }
let cardsLayout = LayoutRequest(items: rows, contentSize: Size(width: 390, height: 2100))
let storedItems = try await client.storeLayout(cardsLayout)
try await recipe("layoutStoreItems", "POST", "/v1/layouts", cardsLayout, 201) { storedItems }
let id = stored.layoutId
try await recipe("layoutGet", "GET", "/v1/layouts/\(id)", none, 200) { try await client.layout(id) }

let edits: [LayoutEdit] = [.insert(.stack(at: 0, sizes: [120, 80])), .resize(id: 5, size: .length(240)), .remove(ids: [7, 8])]
let edited = try await client.editLayout(id, edits)
try await recipe("layoutEditStack", "POST", "/v1/layouts/\(id)/edits", edits, 201) { edited }
let itemEdits: [LayoutEdit] = [
    .insert(.items(at: 20, items: [Item(id: "row-20", frame: Rect(x: 0, y: 2000, width: 390, height: 100))])),
    .resize(id: "row-0", size: .size(Size(width: 390, height: 150))),
]
try await recipe("layoutEditItems", "POST", "/v1/layouts/\(storedItems.layoutId)/edits", itemEdits, 201) {
    try await client.editLayout(storedItems.layoutId, itemEdits)
}

let byId = ScrollOffsetRequest(viewport: phone, layout: id, target: .index(500), anchor: .center)
try await recipe("layoutOffset", "POST", "/v1/scroll/offset", byId, 200) { row500 }
let seen = VisibilityRequest(ScrollView(viewport: phone, contentOffset: Point(x: 0, y: 6000), layout: id), threshold: 0.9)
try await recipe("layoutVisibility", "POST", "/v1/scroll/visibility", seen, 200) { try await client.visibility(seen) }
let moved = TransitionRequest(before: ScrollView(viewport: phone, contentOffset: Point(x: 0, y: 1200), layout: id),
                              after: ScrollViewChange(layout: edited.layoutId), keep: .firstVisible, semantics: .swiftui)
try await recipe("layoutTransition", "POST", "/v1/scroll/transition", moved, 200) { try await client.transition(moved) }
let stackChange = TransitionRequest(before: ScrollView(viewport: phone, contentOffset: Point(x: 0, y: 100), stack: Stack(sizes: .list([100, 100, 100]))),
                                    after: ScrollViewChange(stack: Stack(sizes: .list([100, 300, 100]))), keep: .item(2))
try await recipe("stackTransition", "POST", "/v1/scroll/transition", stackChange, 200) { try await client.transition(stackChange) }

try await client.deleteLayout(edited.layoutId)
try await recipe("layoutDelete", "DELETE", "/v1/layouts/\(edited.layoutId)", none, 204) { Empty() }
try await recipe("layoutGone", "GET", "/v1/layouts/\(edited.layoutId)", none, 200) { try await client.layout(edited.layoutId) }
