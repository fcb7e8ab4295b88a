import HTTPServer
import ScrollCore
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `stack` in place of `items` on every endpoint: defaults, the derived content size,
/// `estimatedSize`/`measured` and the `estimated` answers, and the refusals (code and pointer)
/// as tables. Numbers are worked out in the comments.
final class StackRequestTests: XCTestCase {
    private typealias Handler = (HTTPRequest, RequestContext) -> HTTPResponse

    private func respond(_ handler: Handler, _ json: String, context: RequestContext = RequestContext()) -> (Int, String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(json)), context)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private func decode(_ json: String) throws(DecodeFailure) -> ScrollOffsetQuery {
        try ScrollOffsetHandler.decode(utf8(json))
    }

    private let phone = #""viewport":{"width":390,"height":844}"#

    // MARK: - Decoding

    func test_defaults_verticalFromZero_crossFromTheViewport_indexIDs_derivedContentSize() throws {
        // VStack(spacing: 20) of 50 rows 100 tall: 50·100 + 49·20 = 5980 tall, 390 wide.
        let query = try decode(#"{\#(phone),"stack":{"spacing":20,"sizes":{"uniform":100,"count":50}},"target":{"index":0}}"#)
        let view = query.scrollView
        XCTAssertEqual(view.geometry.contentSize, Size(width: 390, height: 5980))
        XCTAssertEqual(view.frames.count, 50)
        XCTAssertEqual(view.frames[10], Rect(x: 0, y: 1200, width: 390, height: 100))
        XCTAssertTrue(view.itemIDs.areIndices)
        XCTAssertEqual(view.itemIDs.index(of: .integer(49)), 49)
        XCTAssertNil(view.itemIDs.index(of: .string("49")))
        XCTAssertFalse(view.layout.reportsEstimates)
    }

    func test_sentContentSize_wins_andPaddingCrossSizeHorizontal_place() throws {
        // Horizontal cards 300 wide, spacing 10, padding left 20 top 5, cross 150:
        // x 20, 330, 640; y 5. Derived: 20 + 900 + 20 = 940 wide, 155 tall; sent: 1000 × 844.
        let stack = #""stack":{"axis":"horizontal","spacing":10,"padding":{"left":20,"top":5},"crossSize":150,"sizes":[300,300,300],"ids":["a","b","c"]}"#
        let derived = try decode(#"{\#(phone),\#(stack),"target":{"id":"c"}}"#).scrollView
        XCTAssertEqual(derived.geometry.contentSize, Size(width: 940, height: 155))
        XCTAssertEqual(derived.frames.array, [
            Rect(x: 20, y: 5, width: 300, height: 150), Rect(x: 330, y: 5, width: 300, height: 150),
            Rect(x: 640, y: 5, width: 300, height: 150),
        ])
        XCTAssertEqual(derived.itemIDs.index(of: .string("c")), 2)
        let sent = try decode(#"{\#(phone),"contentSize":{"width":1000,"height":844},\#(stack),"target":{"id":"c"}}"#)
        XCTAssertEqual(sent.scrollView.geometry.contentSize, Size(width: 1000, height: 844))
    }

    func test_estimates_sizesNullMeasuredAndEstimatedSize() throws {
        // Sizes 100, null, null, 60; measured 2 → 40; estimate 80: 100, 80 (estimated), 40, 60.
        // y: 0, 100, 180, 220; content 280.
        let query = try decode(
            #"{\#(phone),"stack":{"sizes":[100,null,null,60],"measured":{"2":40},"estimatedSize":80},"target":{"index":0}}"#)
        let view = query.scrollView
        XCTAssertEqual(view.frames.map(\.origin.y), [0, 100, 180, 220])
        XCTAssertEqual(view.frames.map(\.size.height), [100, 80, 40, 60])
        XCTAssertEqual(view.geometry.contentSize.height, 280)
        XCTAssertTrue(view.layout.reportsEstimates)
        XCTAssertEqual((0..<4).map { view.layout.stack?.isEstimated($0) }, [false, true, false, false])
        XCTAssertEqual((0..<4).map(view.layout.frameIsEstimated), [false, true, true, true])
    }

    func test_idsWithoutSizes_allEstimated_measuredOverride() throws {
        // Three ids, estimate 50, item 0 measured 70: 70, 50, 50 → starts 0, 70, 120.
        let query = try decode(
            #"{\#(phone),"stack":{"ids":["x","y","z"],"estimatedSize":50,"measured":{"0":70}},"target":{"index":0}}"#)
        XCTAssertEqual(query.scrollView.frames.map(\.origin.y), [0, 70, 120])
        XCTAssertEqual((0..<3).map(query.scrollView.layout.frameIsEstimated), [false, true, true])
        // No measured at all: every item estimated, no arrays kept.
        let all = try decode(#"{\#(phone),"stack":{"ids":[1,2],"estimatedSize":50},"target":{"index":0}}"#)
        XCTAssertEqual(all.scrollView.layout.stack?.estimatedCount, 2)
        XCTAssertEqual(all.scrollView.layout.stack?.uniformSize, 50)
    }

    func test_uniformAndSpeltOut_decodeToTheSameFrames() throws {
        let uniform = try decode(#"{\#(phone),"stack":{"spacing":0.5,"sizes":{"uniform":44.1,"count":300}},"target":{"index":0}}"#)
        let list = try decode(
            #"{\#(phone),"stack":{"spacing":0.5,"sizes":[\#(Array(repeating: "44.1", count: 300).joined(separator: ","))]},"target":{"index":0}}"#)
        XCTAssertEqual(uniform.scrollView.frames.array, list.scrollView.frames.array)
        XCTAssertEqual(uniform.scrollView.geometry.contentSize, list.scrollView.geometry.contentSize)
    }

    func test_refusals_codesAndPointers() {
        let rows: [(situation: String, stack: String, status: Int, code: String, pointer: String)] = [
            ("no sizes, no ids", #"{"spacing":1}"#, 400, "missing_field", "/stack/sizes"),
            ("empty object", #"{}"#, 400, "missing_field", "/stack/sizes"),
            ("unknown member", #"{"sizes":[1],"height":1}"#, 400, "unknown_field", "/stack/height"),
            ("bad axis", #"{"axis":"diagonal","sizes":[1]}"#, 400, "invalid_enum", "/stack/axis"),
            ("negative size", #"{"sizes":[1,-1]}"#, 400, "invalid_field", "/stack/sizes/1"),
            ("string size", #"{"sizes":["1"]}"#, 400, "invalid_type", "/stack/sizes/0"),
            ("sizes a number", #"{"sizes":5}"#, 400, "invalid_type", "/stack/sizes"),
            ("uniform without count", #"{"sizes":{"uniform":5}}"#, 400, "missing_field", "/stack/sizes/count"),
            ("fractional count", #"{"sizes":{"uniform":5,"count":1.5}}"#, 400, "invalid_type", "/stack/sizes/count"),
            ("negative count", #"{"sizes":{"uniform":5,"count":-1}}"#, 400, "invalid_field", "/stack/sizes/count"),
            ("negative uniform", #"{"sizes":{"uniform":-5,"count":1}}"#, 400, "invalid_field", "/stack/sizes/uniform"),
            ("negative padding", #"{"sizes":[1],"padding":{"top":-1}}"#, 400, "invalid_field", "/stack/padding/top"),
            ("negative crossSize", #"{"sizes":[1],"crossSize":-1}"#, 400, "invalid_field", "/stack/crossSize"),
            ("spacing past 1e12", #"{"sizes":[1],"spacing":2e12}"#, 400, "invalid_field", "/stack/spacing"),
            ("negative estimate", #"{"sizes":[null],"estimatedSize":-1}"#, 400, "invalid_field", "/stack/estimatedSize"),
            ("ids of another length", #"{"sizes":[1,2],"ids":[1]}"#, 400, "invalid_field", "/stack/ids"),
            ("repeated id", #"{"sizes":[1,2,3],"ids":["a","b","a"]}"#, 400, "duplicate_id", "/stack/ids/2"),
            ("repeated integer id spelt twice", #"{"sizes":[1,2],"ids":[7,7.0]}"#, 400, "duplicate_id", "/stack/ids/1"),
            ("fractional id", #"{"sizes":[1],"ids":[1.5]}"#, 400, "invalid_type", "/stack/ids/0"),
            ("measured past the count", #"{"sizes":[1,2],"measured":{"1":5,"2":5}}"#, 400, "invalid_field", "/stack/measured/2"),
            ("measured key with a leading zero", #"{"sizes":[1,2],"measured":{"01":5}}"#, 400, "invalid_field", "/stack/measured/01"),
            ("measured key not a number", #"{"sizes":[1],"measured":{"first":5}}"#, 400, "invalid_field", "/stack/measured/first"),
            ("measured key signed", #"{"sizes":[1],"measured":{"-0":5}}"#, 400, "invalid_field", "/stack/measured/-0"),
            ("measured huge index", #"{"sizes":[1],"measured":{"99999999999999999999999":5}}"#, 400, "invalid_field", "/stack/measured/99999999999999999999999"),
            ("measured negative size", #"{"sizes":[1],"measured":{"0":-5}}"#, 400, "invalid_field", "/stack/measured/0"),
            ("measured bad key with a null value", #"{"sizes":[1],"measured":{"":null}}"#, 400, "invalid_field", "/stack/measured/"),
            ("a size missing", #"{"sizes":[1,null]}"#, 400, "missing_field", "/stack/estimatedSize"),
            ("uniform null without estimate", #"{"sizes":{"uniform":null,"count":3}}"#, 400, "missing_field", "/stack/estimatedSize"),
            ("ids alone", #"{"ids":[1,2]}"#, 400, "missing_field", "/stack/estimatedSize"),
            ("past 1e12 along", #"{"sizes":[1e12,1e12]}"#, 400, "invalid_field", "/stack"),
            ("past 1e12 across", #"{"sizes":[1],"crossSize":1e12,"padding":{"left":1}}"#, 400, "invalid_field", "/stack"),
            ("far before the origin", #"{"sizes":{"uniform":0,"count":3},"spacing":-1e12}"#, 400, "invalid_field", "/stack"),
            ("a stack of the wrong type", #"[1]"#, 400, "invalid_type", "/stack"),
            ("invalid JSON outranks", #"{"sizes":[-1],"ids":[}"#, 400, "invalid_json", "/stack/ids/0"),
            ("duplicate measured key", #"{"sizes":[1,2],"measured":{"1":5,"1":6}}"#, 400, "duplicate_key", "/stack/measured/1"),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(phone),"stack":\#(row.stack),"target":{"index":0}}"#)
            XCTAssertEqual(status, row.status, "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""code":"\#(row.code)""#), "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), "\(row.situation): \(body)")
        }
    }

    func test_measured_nullIsAbsent_butItsKeyMustStillBeAnIndex() throws {
        // "1" is past the count, but a null entry is no entry: only its key is checked.
        let query = try decode(#"{\#(phone),"stack":{"sizes":[7],"measured":{"0":null,"1":null}},"target":{"index":0}}"#)
        XCTAssertEqual(query.scrollView.frames[0].size.height, 7)
    }

    func test_tooManyItems_413_atTheArrayOrTheCount() {
        let context = RequestContext(limits: RequestLimits(maxItems: 3))
        let rows: [(stack: String, pointer: String)] = [
            (#"{"sizes":[1,2,3,4]}"#, "/stack/sizes"),
            (#"{"sizes":{"uniform":1,"count":4}}"#, "/stack/sizes/count"),
            (#"{"ids":[1,2,3,4],"estimatedSize":1}"#, "/stack/ids"),
            (#"{"sizes":[1],"measured":{"0":1,"1":1,"2":1,"3":1}}"#, "/stack/measured"),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(phone),"stack":\#(row.stack),"target":{"index":0}}"#, context: context)
            XCTAssertEqual(status, 413, body)
            XCTAssertTrue(body.contains(#""code":"too_many_items""#), body)
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), body)
        }
        let (status, _) = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),"stack":{"sizes":{"uniform":1,"count":3}},"target":{"index":2}}"#,
            context: context)
        XCTAssertEqual(status, 200)
    }

    func test_itemsStackLayout_excludeEachOther_atTheSecond() {
        let items = #""items":[]"#
        let stack = #""stack":{"sizes":[]}"#
        let layout = #""layout":"sha256-\#(String(repeating: "0", count: 64))""#
        for (body, pointer) in [
            (#"{\#(phone),\#(items),\#(stack),"target":{"index":0}}"#, "/stack"),
            (#"{\#(phone),\#(stack),\#(items),"target":{"index":0}}"#, "/items"),
            (#"{\#(phone),\#(stack),\#(layout),"target":{"index":0}}"#, "/layout"),
        ] {
            let (status, answer) = respond(ScrollOffsetHandler.handle, body)
            XCTAssertEqual(status, 400, answer)
            XCTAssertTrue(answer.contains(#""code":"conflicting_fields""#), answer)
            XCTAssertTrue(answer.contains(#""pointer":"\#(pointer)""#), answer)
        }
    }

    func test_contentSize_stillRequiredWithItems() {
        let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(phone),"items":[],"target":{"index":0}}"#)
        XCTAssertEqual(status, 400)
        XCTAssertTrue(body.contains(#""pointer":"/contentSize""#), body)
    }

    // MARK: - Answers

    func test_offset_estimatedTarget_saysSo_andWithoutEstimatedSizeNothingChanges() {
        // 100, 80 (estimated), 100 with spacing 20: "c" at 100 + 20 + 80 + 20 = 220.
        let estimated = #"{\#(phone),"stack":{"spacing":20,"sizes":[100,null,100],"estimatedSize":80,"ids":["a","b","c"]},"target":{"id":"c"}}"#
        let (status, body) = respond(ScrollOffsetHandler.handle, estimated)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(
            body,
            #"{"contentOffset":{"x":0,"y":0},"idealOffset":{"x":0,"y":0},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":0}},"visibleRect":{"x":0,"y":0,"width":390,"height":844},"targetRect":{"x":0,"y":220,"width":390,"height":100},"estimated":true}"#)
        // "a" precedes the estimate: its frame is measured.
        let (_, first) = respond(ScrollOffsetHandler.handle, estimated.replacingOccurrences(of: #"{"id":"c"}"#, with: #"{"index":0}"#))
        XCTAssertTrue(first.hasSuffix(#""targetRect":{"x":0,"y":0,"width":390,"height":100},"estimated":false}"#), first)
        // A step names its arrival, then the flag.
        let (_, stepped) = respond(
            ScrollOffsetHandler.handle, estimated.replacingOccurrences(of: #"{"id":"c"}"#, with: #"{"next":{"after":"a"}}"#))
        XCTAssertTrue(stepped.hasSuffix(#""targetId":"b","estimated":true}"#), stepped)
        // An edge names no item: no flag.
        let (_, edge) = respond(
            ScrollOffsetHandler.handle, estimated.replacingOccurrences(of: #"{"id":"c"}"#, with: #"{"edge":"top"}"#))
        XCTAssertFalse(edge.contains("estimated"), edge)
        // All sizes known, no estimatedSize: the answer an items request would get, byte for byte.
        let stack = #"{\#(phone),"stack":{"spacing":20,"sizes":[100,80,100],"ids":["a","b","c"]},"target":{"id":"c"}}"#
        let items = #"{\#(phone),"contentSize":{"width":390,"height":320},"items":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":100}},{"id":"b","frame":{"x":0,"y":120,"width":390,"height":80}},{"id":"c","frame":{"x":0,"y":220,"width":390,"height":100}}],"target":{"id":"c"}}"#
        XCTAssertEqual(respond(ScrollOffsetHandler.handle, stack).1, respond(ScrollOffsetHandler.handle, items).1)
    }

    func test_offset_indexTarget_inAStackOfFifty() {
        // Row 10 at 1200…1300; SwiftUI's default reveals it with least movement: 1300 − 844 = 456.
        let (_, body) = respond(
            ScrollOffsetHandler.handle,
            #"{\#(phone),"stack":{"spacing":20,"sizes":{"uniform":100,"count":50}},"target":{"index":10}}"#)
        XCTAssertEqual(
            body,
            #"{"contentOffset":{"x":0,"y":456},"idealOffset":{"x":0,"y":456},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":5136}},"visibleRect":{"x":0,"y":456,"width":390,"height":844},"targetRect":{"x":0,"y":1200,"width":390,"height":100}}"#)
    }

    func test_visibility_eachItemSaysWhetherItsFrameIsEstimated() {
        // Measured 120, estimated 80, 100, spacing 20: 0…120, 140…220, 240…340; 340 tall.
        // At 50 in a 300-tall viewport: 70/120 of row 0, rows 1 and 2 whole.
        let (_, body) = respond(
            VisibilityHandler.handle,
            #"{"viewport":{"width":390,"height":300},"stack":{"spacing":20,"sizes":[100,null,100],"estimatedSize":80,"measured":{"0":120}},"contentOffset":{"x":0,"y":50}}"#)
        XCTAssertTrue(body.hasPrefix(
            #"{"items":[{"id":0,"visibleFraction":0.5833333333333334,"visibleRect":{"x":0,"y":50,"width":390,"height":70},"visible":true,"estimated":false},{"id":1,"visibleFraction":1,"visibleRect":{"x":0,"y":140,"width":390,"height":80},"visible":true,"estimated":true},{"id":2,"visibleFraction":1,"visibleRect":{"x":0,"y":240,"width":390,"height":100},"visible":true,"estimated":true}],"firstVisible":0,"lastVisible":2,"visibleCount":3,"geometry":{"contentOffset":{"x":0,"y":50},"contentSize":{"width":390,"height":340},"#),
            body)
    }

    func test_visibility_aMillionRows_fromAFewBytes() {
        // Rows 10 tall; at 5,000,000 the viewport shows rows 500,000…500,084, the last 4/10 of
        // it: below the default threshold of half.
        let (status, body) = respond(
            VisibilityHandler.handle,
            #"{\#(phone),"stack":{"sizes":{"uniform":10,"count":1000000}},"contentOffset":{"x":0,"y":5000000}}"#)
        XCTAssertEqual(status, 200)
        XCTAssertTrue(body.contains(#""firstVisible":500000,"lastVisible":500083,"visibleCount":84"#), body)
    }

    func test_snap_stackItemsTakeTheDefaults() {
        // Rows 100 at 0, 100, …: viewAligned start from 0 towards 440 rests on row 4 at 400.
        let (_, body) = respond(
            ScrollSnapHandler.handle,
            #"{\#(phone),"stack":{"sizes":{"uniform":100,"count":20}},"contentOffset":{"x":0,"y":0},"proposedOffset":{"x":0,"y":440},"behavior":{"viewAligned":{}}}"#)
        XCTAssertTrue(body.hasPrefix(#"{"projectedOffset":{"x":0,"y":440},"contentOffset":{"x":0,"y":400},"snappedTo":{"id":4},"#), body)
        // A stack has no per-item snap fields.
        let (status, refused) = respond(
            ScrollSnapHandler.handle,
            #"{\#(phone),"stack":{"sizes":[1],"snapAlign":"center"},"proposedOffset":{"x":0,"y":0}}"#)
        XCTAssertEqual(status, 400)
        XCTAssertTrue(refused.contains(#""pointer":"/stack/snapAlign""#), refused)
        // Snap takes no flow fields, with a stack as without.
        let (flowStatus, flow) = respond(
            ScrollSnapHandler.handle,
            #"{\#(phone),"stack":{"sizes":[1]},"proposedOffset":{"x":0,"y":0},"direction":"rtl"}"#)
        XCTAssertEqual(flowStatus, 400)
        XCTAssertTrue(flow.contains(#""code":"unknown_field""#), flow)
    }

    func test_snap_cssCapCountsStackItems() {
        let (status, body) = respond(
            ScrollSnapHandler.handle,
            #"{\#(phone),"stack":{"sizes":{"uniform":10,"count":1001}},"proposedOffset":{"x":0,"y":0},"behavior":{"css":{"type":"mandatory"}}}"#)
        XCTAssertEqual(status, 413)
        XCTAssertTrue(body.contains(#""pointer":"/stack""#), body)
    }

    func test_transition_stacksBeforeAndAfter() {
        // Rows 100; at 500 the first visible is row 5. After two rows inserted on top (new ids
        // 100 and 101, the old ones kept), row 5 is at 700: offset 700, on screen at 0 both times.
        let before = #""before":{\#(phone),"stack":{"sizes":{"uniform":100,"count":20}},"contentOffset":{"x":0,"y":500}}"#
        let ids = (["100", "101"] + (0..<20).map(String.init)).joined(separator: ",")
        let (_, body) = respond(
            TransitionHandler.handle,
            #"{\#(before),"after":{"stack":{"sizes":{"uniform":100,"count":22},"ids":[\#(ids)]}},"keep":"firstVisible"}"#)
        XCTAssertEqual(body, #"{"contentOffset":{"x":0,"y":700},"anchor":{"id":5,"before":0,"after":0},"delta":{"x":0,"y":200},"clamped":{"x":false,"y":false}}"#)
        // `after` without items keeps the stack, and its derived size follows a new viewport:
        // 2000 tall in a 600-tall viewport → max 1400; at 500 with nothing above it moves,
        // the offset stays.
        let (_, rotated) = respond(
            TransitionHandler.handle, #"{\#(before),"after":{"viewport":{"width":844,"height":600}},"keep":"offset"}"#)
        XCTAssertEqual(rotated, #"{"contentOffset":{"x":0,"y":500},"anchor":null,"delta":{"x":0,"y":0},"clamped":{"x":false,"y":false}}"#)
        let (status, refused) = respond(
            TransitionHandler.handle, #"{\#(before),"after":{"stack":{"sizes":[1],"ids":[1,2]}}}"#)
        XCTAssertEqual(status, 400)
        XCTAssertTrue(refused.contains(#""pointer":"/after/stack/ids""#), refused)
    }

    func test_transition_afterStackWithoutSizes_derivesFromTheBaseViewport() throws {
        let query = try TransitionRequestDecoder.decode(utf8(
            #"{"before":{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":5000},"contentOffset":{"x":0,"y":10}},"after":{"stack":{"padding":{"left":10,"right":10},"sizes":[50,50]}}}"#))
        XCTAssertEqual(query.before.geometry.contentSize, Size(width: 390, height: 5000))
        XCTAssertEqual(query.after.geometry.contentSize, Size(width: 390, height: 100))
        XCTAssertEqual(query.after.frames[1], Rect(x: 10, y: 50, width: 370, height: 50))
    }

    func test_ancestors_takeNoItemsStackOrLayout() {
        for member in [#""items":[]"#, #""stack":{"sizes":[]}"#, #""layout":"x""#] {
            let (status, body) = respond(
                ScrollOffsetHandler.handle,
                #"{\#(phone),"contentSize":{"width":390,"height":844},"target":{"index":0},"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}}],"ancestors":[{\#(phone),"contentSize":{"width":390,"height":844},"frame":{"x":0,"y":0,"width":390,"height":844},\#(member)}]}"#)
            XCTAssertEqual(status, 400, member)
            XCTAssertTrue(body.contains(#""code":"unknown_field""#), body)
        }
    }

    func test_layoutBodyDecoder_itemsOrStack_withOptionalContentSize() throws {
        let items = try LayoutBodyDecoder.decode(utf8(#"{"items":[{"id":"a","frame":{"x":0,"y":10,"width":5,"height":20}}]}"#))
        XCTAssertEqual(items.count, 1)
        XCTAssertNil(items.contentSize)
        XCTAssertEqual(items.contentSize(viewport: Size(width: 100, height: 100)), Size(width: 5, height: 30))
        let stack = try LayoutBodyDecoder.decode(utf8(#"{"stack":{"sizes":[1,2]},"contentSize":{"width":10,"height":10}}"#))
        XCTAssertEqual(stack.stack?.count, 2)
        XCTAssertEqual(stack.contentSize, Size(width: 10, height: 10))
        for (body, code, pointer) in [
            (#"{}"#, "missing_field", "/items"),
            (#"{"items":[],"stack":{"sizes":[]}}"#, "conflicting_fields", "/stack"),
            (#"{"stack":{"sizes":[-1]}}"#, "invalid_field", "/stack/sizes/0"),
        ] {
            XCTAssertThrowsError(try LayoutBodyDecoder.decode(utf8(body))) { error in
                XCTAssertEqual((error as? DecodeFailure)?.httpError.code, code, body)
                XCTAssertEqual((error as? DecodeFailure)?.httpError.pointer, pointer, body)
            }
        }
    }

    func test_costInBytes_countsArraysIdsAndTable() throws {
        // A uniform stack with index ids keeps no arrays: only the fixed part.
        let uniform = try LayoutBodyDecoder.decode(utf8(#"{"stack":{"sizes":{"uniform":44,"count":1000000}}}"#))
        XCTAssertLessThan(uniform.costInBytes, 1024)
        // 1000 listed sizes: sizes and running sums, 8 bytes each; the decoded list is reserved
        // for the most sizes its body could hold (1500 here), which `compacted()` gives back.
        let listed = try LayoutBodyDecoder.decode(utf8(#"{"stack":{"sizes":[\#(Array(repeating: "44", count: 1000).joined(separator: ","))]}}"#))
        XCTAssertGreaterThanOrEqual(listed.costInBytes, 2 * 1000 * 8)
        let kept = listed.compacted()
        XCTAssertLessThan(kept.costInBytes, listed.costInBytes)
        XCTAssertLessThan(kept.costInBytes, (1000 + 1001) * 8 + 1024)
        XCTAssertEqual(kept.stack, listed.stack)
        // String ids: at least their bytes, once kept.
        let names = (0..<1000).map { "\"row-\($0 * 7 % 1000)\"" }.joined(separator: ",")
        let ids = try LayoutBodyDecoder.decode(utf8(#"{"stack":{"sizes":{"uniform":44,"count":1000},"ids":[\#(names)]}}"#)).compacted()
        XCTAssertGreaterThanOrEqual(ids.costInBytes, 1000 * ("row-".count + 1) + 1000 * 4 + 2048 * 8)
    }
}
