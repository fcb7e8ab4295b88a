import HTTPServer
import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// `sections` (with `pinnedHeaders`) in place of `items`: the flat index and section targets,
/// the offset of the issue's contacts example per platform, visibility's pinned header, stored
/// section lists, the other endpoints, and the refusals (code and pointer) as tables.
///
/// The contacts list: three sections of 40-pt headers over 56-pt rows (12, 3, 10 rows) in a
/// 390 × 300 viewport. Section 0 spans 0–712, section 1 712–920 (rows at 752, 808, 864),
/// section 2 920–1520; the range is 0…1220. Kim is row 1 of section 1: 808–864.
final class SectionRequestTests: XCTestCase {
    private typealias Handler = (HTTPRequest, RequestContext) -> HTTPResponse

    private func respond(_ handler: Handler, _ json: String, context: RequestContext = RequestContext()) -> (Int, String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(json)), context)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private let view = #""viewport":{"width":390,"height":300}"#
    private let contacts = #""sections":[{"header":40,"count":12,"itemHeight":56},{"header":40,"count":3,"itemHeight":56},{"header":40,"count":10,"itemHeight":56}],"pinnedHeaders":true"#

    private func offsetY(_ extra: String, target: String = #"{"section":1,"item":1}"#) -> Double? {
        let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(view),\#(contacts),"target":\#(target)\#(extra)}"#)
        guard status == 200, let range = body.range(of: #""contentOffset":{"x":0,"y":"#) else {
            XCTFail("\(status): \(body)")
            return nil
        }
        let rest = body[range.upperBound...]
        return Double(rest.prefix { $0 != "}" })
    }

    // MARK: - Decoding

    func test_contacts_decodeToTheFlatIndex_andDeriveTheContentSize() throws {
        let query = try ScrollOffsetHandler.decode(utf8(#"{\#(view),\#(contacts),"target":{"index":0}}"#))
        let frames = query.scrollView.frames
        // 1 + 12 + 1 + 3 + 1 + 10 = 28 flat indices; 1520 tall, the viewport's width.
        XCTAssertEqual(frames.count, 28)
        XCTAssertEqual(query.scrollView.geometry.contentSize, Size(width: 390, height: 1520))
        XCTAssertEqual(frames[15], Rect(x: 0, y: 808, width: 390, height: 56), "Kim: flat 1 + 12 + 1 + 1")
        XCTAssertEqual(query.scrollView.layout.sections?.pinnedHeaders, true)
        XCTAssertTrue(query.scrollView.itemIDs.areIndices)
    }

    func test_sizesEstimatesFootersAndSpacing() throws {
        // Header 30; rows 50, (estimated 44), 60 with 4 between; footer 10: rows at 30, 84,
        // 132; the rows 50 + 44 + 60 + 2·4 = 162 long, so the footer at 192; 202 tall. Section 1
        // has neither header nor footer: one row at 202, 20 tall.
        let body = #"{\#(view),"sections":[{"header":30,"sizes":[50,null,60],"estimatedSize":44,"spacing":4,"footer":10},{"count":1,"itemHeight":20}],"target":{"index":0}}"#
        let query = try ScrollOffsetHandler.decode(utf8(body))
        let ys = (0..<6).map { query.scrollView.frames[$0].origin.y }
        XCTAssertEqual(ys, [0, 30, 84, 132, 192, 202])
        XCTAssertEqual(query.scrollView.geometry.contentSize.height, 222)
        XCTAssertTrue(query.scrollView.layout.reportsEstimates)
        XCTAssertEqual((0..<6).map(query.scrollView.layout.frameIsEstimated), [false, false, true, true, true, true])
    }

    func test_refusals_codesAndPointers() {
        let rows: [(situation: String, body: String, status: Int, code: String, pointer: String)] = [
            ("negative header", #""sections":[{"header":-1,"count":1,"itemHeight":5}]"#, 400, "invalid_field", "/sections/0/header"),
            ("negative item height", #""sections":[{"count":1,"itemHeight":-5}]"#, 400, "invalid_field", "/sections/0/itemHeight"),
            ("negative spacing", #""sections":[{"count":1,"itemHeight":5,"spacing":-1}]"#, 400, "invalid_field", "/sections/0/spacing"),
            ("no count, no sizes", #""sections":[{"header":40}]"#, 400, "missing_field", "/sections/0/count"),
            ("itemHeight with sizes", #""sections":[{"sizes":[1],"itemHeight":5}]"#, 400, "conflicting_fields", "/sections/0/itemHeight"),
            ("count other than sizes", #""sections":[{"sizes":[1,2],"count":3}]"#, 400, "invalid_field", "/sections/0/count"),
            ("a row without a size", #""sections":[{"count":1,"itemHeight":5},{"count":2}]"#, 400, "missing_field", "/sections/1/estimatedSize"),
            ("a null size without estimate", #""sections":[{"sizes":[1,null]}]"#, 400, "missing_field", "/sections/0/estimatedSize"),
            ("unknown member", #""sections":[{"count":1,"itemHeight":5,"rows":1}]"#, 400, "unknown_field", "/sections/0/rows"),
            ("fractional count", #""sections":[{"count":1.5,"itemHeight":5}]"#, 400, "invalid_type", "/sections/0/count"),
            ("not an array", #""sections":{"count":1}"#, 400, "invalid_type", "/sections"),
            ("past 1e12", #""sections":[{"count":3,"itemHeight":4e11}]"#, 400, "invalid_field", "/sections/0"),
            ("past 1e12 in all", #""sections":[{"header":6e11,"count":0},{"header":6e11,"count":0}]"#, 400, "invalid_field", "/sections/1"),
            ("with items", #""sections":[],"items":[]"#, 400, "conflicting_fields", "/items"),
            ("with a stack", #""stack":{"sizes":[]},"sections":[]"#, 400, "conflicting_fields", "/sections"),
            ("pinnedHeaders with a stack", #""stack":{"sizes":[1]},"pinnedHeaders":true"#, 400, "conflicting_fields", "/pinnedHeaders"),
            ("pinnedHeaders alone", #""contentSize":{"width":1,"height":1},"pinnedHeaders":false"#, 400, "conflicting_fields", "/pinnedHeaders"),
            ("pinnedHeaders not a boolean", #""sections":[],"pinnedHeaders":1"#, 400, "invalid_type", "/pinnedHeaders"),
        ]
        for row in rows {
            let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(view),\#(row.body),"target":{"index":0}}"#)
            XCTAssertEqual(status, row.status, "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""code":"\#(row.code)""#), "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), "\(row.situation): \(body)")
        }
    }

    func test_tooManyItems_countsHeadersRowsAndFooters() {
        // maxItems 5: a header, 3 rows and a footer fit; one more row does not.
        let context = RequestContext(limits: RequestLimits(maxItems: 5))
        let fits = #"{\#(view),"sections":[{"header":1,"count":3,"itemHeight":1,"footer":1}],"target":{"index":4}}"#
        XCTAssertEqual(respond(ScrollOffsetHandler.handle, fits, context: context).0, 200)
        let over = #"{\#(view),"sections":[{"header":1,"count":3,"itemHeight":1},{"header":1,"count":1,"itemHeight":1}],"target":{"index":0}}"#
        let (status, body) = respond(ScrollOffsetHandler.handle, over, context: context)
        XCTAssertEqual(status, 413, body)
        XCTAssertTrue(body.contains(#""code":"too_many_items","message":"sections must have at most 5 elements","pointer":"/sections""#), body)
    }

    // MARK: - Ids

    func test_ids_nameHeadersRowsAndFooters_inFlatOrder() throws {
        // Section "A": header, Ada, Al; section "K": header, Kai, Kim, footer. Kim is flat 5, at
        // 40 + 2·56 + 40 + 56 = 248.
        let list = #""sections":[{"headerId":"A","header":40,"ids":["ada","al"],"count":2,"itemHeight":56},{"header":40,"count":2,"itemHeight":56,"ids":["kai","kim"],"headerId":"K","footer":10,"footerId":"K-end"}],"pinnedHeaders":true"#
        let (status, body) = respond(
            ScrollOffsetHandler.handle, #"{\#(view),\#(list),"target":{"id":"kim"},"anchor":"top"}"#)
        XCTAssertEqual(status, 200, body)
        XCTAssertTrue(body.contains(#""targetRect":{"x":0,"y":248,"width":390,"height":56}"#), body)
        let (_, seen) = respond(
            VisibilityHandler.handle, #"{"viewport":{"width":390,"height":100},\#(list),"contentOffset":{"x":0,"y":210}}"#)
        // Offset 210 in 100 pt: section K (152–314) pinned at 210–250; Kai (192–248) shows
        // 210–248, all behind it; the footer (304–314) shows 6 of 10.
        XCTAssertTrue(seen.hasPrefix(#"{"items":[{"id":"K","visibleFraction":1"#), seen)
        XCTAssertTrue(seen.contains(#"{"id":"kai","visibleFraction":0,"#), seen)
        XCTAssertTrue(seen.contains(#""firstVisible":"K","lastVisible":"K-end""#), seen)
        let query = try ScrollOffsetHandler.decode(utf8(#"{\#(view),\#(list),"target":{"index":0}}"#))
        XCTAssertEqual((0..<7).map { query.scrollView.itemIDs.index(of: [.string("A"), .string("ada"), .string("al"), .string("K"), .string("kai"), .string("kim"), .string("K-end")][$0]) }, Array(0..<7).map(Optional.some))
    }

    func test_ids_allOrNothing_oneEach_unique() {
        let rows: [(situation: String, sections: String, status: Int, code: String, pointer: String)] = [
            ("a header without an id", #"[{"header":40,"count":1,"itemHeight":5,"ids":["a"]}]"#, 400, "missing_field", "/sections/0/headerId"),
            ("an earlier section without ids", #"[{"count":1,"itemHeight":5},{"count":1,"itemHeight":5,"ids":["b"]}]"#, 400, "missing_field", "/sections/0/ids"),
            ("a footer without an id", #"[{"count":1,"itemHeight":5,"ids":["a"],"footer":3}]"#, 400, "missing_field", "/sections/0/footerId"),
            ("ids of another length", #"[{"count":2,"itemHeight":5,"ids":["a"]}]"#, 400, "invalid_field", "/sections/0/ids"),
            ("a repeat within a section", #"[{"count":2,"itemHeight":5,"ids":["a","a"]}]"#, 400, "duplicate_id", "/sections/0/ids/1"),
            ("a repeat across sections", #"[{"count":1,"itemHeight":5,"ids":["a"]},{"count":1,"itemHeight":5,"ids":["a"]}]"#, 400, "duplicate_id", "/sections/1/ids/0"),
            ("a header id repeating a row's", #"[{"count":1,"itemHeight":5,"ids":["a"]},{"header":1,"headerId":"a","count":0}]"#, 400, "duplicate_id", "/sections/1/headerId"),
            ("an id of the wrong type", #"[{"header":1,"headerId":true,"count":0}]"#, 400, "invalid_type", "/sections/0/headerId"),
        ]
        for row in rows {
            let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(view),"sections":\#(row.sections),"target":{"edge":"top"}}"#)
            XCTAssertEqual(status, row.status, "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""code":"\#(row.code)""#), "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), "\(row.situation): \(body)")
        }
    }

    // MARK: - Targets

    func test_sectionTargets_nameTheHeaderRowsAndFooter() {
        let list = #""sections":[{"header":40,"count":2,"itemHeight":56,"footer":20},{"count":1,"itemHeight":56}]"#
        // Header 0–40, rows 40 and 96, footer 152–172; section 1's row 172–228. Anchor top.
        let rows: [(target: String, y: Double)] = [
            (#"{"section":0}"#, 0), (#"{"section":0,"item":"header"}"#, 0), (#"{"section":0,"item":1}"#, 96),
            (#"{"section":0,"item":"footer"}"#, 152), (#"{"section":1,"item":0}"#, 172), (#"{"index":4}"#, 172),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle,
                #"{"viewport":{"width":390,"height":50},\#(list),"target":\#(row.target),"anchor":"top"}"#)
            XCTAssertEqual(status, 200, body)
            XCTAssertTrue(body.contains(#""targetRect":{"x":0,"y":\#(row.y),"#.replacingOccurrences(of: ".0,", with: ",")), "\(row.target): \(body)")
        }
    }

    func test_sectionTargets_thatNameNothing_are404WithAPointer() {
        let list = #""sections":[{"header":40,"count":2,"itemHeight":56},{"count":1,"itemHeight":56}]"#
        let rows: [(target: String, pointer: String, message: String)] = [
            (#"{"section":2}"#, "/target/section", "section 2 is out of range: sections has 2 elements"),
            (#"{"section":-1,"item":0}"#, "/target/section", "section -1 is out of range: sections has 2 elements"),
            (#"{"section":0,"item":2}"#, "/target/item", "item 2 is out of range: section 0 has 2 items"),
            (#"{"section":1}"#, "/target/item", "section 1 has no header"),
            (#"{"section":0,"item":"footer"}"#, "/target/item", "section 0 has no footer"),
        ]
        for row in rows {
            let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(view),\#(list),"target":\#(row.target)}"#)
            XCTAssertEqual(status, 404, body)
            XCTAssertEqual(body, #"{"error":{"code":"target_not_found","message":"\#(row.message)","pointer":"\#(row.pointer)"}}"#)
        }
        let (status, body) = respond(
            ScrollOffsetHandler.handle, #"{\#(view),"stack":{"sizes":[1]},"target":{"section":0}}"#)
        XCTAssertEqual(status, 404, body)
        XCTAssertTrue(body.contains(#""pointer":"/target/section""#), body)
        let (itemStatus, itemBody) = respond(
            ScrollOffsetHandler.handle, #"{\#(view),\#(list),"target":{"index":0,"item":1}}"#)
        XCTAssertEqual(itemStatus, 400, itemBody)
        XCTAssertTrue(itemBody.contains(#""code":"conflicting_fields""#) && itemBody.contains(#""pointer":"/target/item""#), itemBody)
    }

    // MARK: - Kim just below its header, per platform

    func test_kim_perPlatform_onlyFlutterAndBringIntoViewClearThePinnedHeader() {
        let rows: [(platform: String, extra: String, y: Double)] = [
            // Chromium's scrollIntoView ignores sticky offsets: Kim lands under the header.
            ("css start", #","semantics":"css""#, 808),
            // unless scroll-padding-top covers it.
            ("css with scroll-padding-top 40", #","semantics":"css","scrollPadding":{"top":40}"#, 768),
            ("uikit top", #","semantics":"uikit","anchor":"top""#, 808),
            ("swiftui top (unverified)", #","semantics":"swiftui","anchor":"top""#, 808),
            // getOffsetToReveal subtracts the pinned extent: 808 − 40.
            ("flutter ensureVisible", #","semantics":"flutter""#, 768),
            ("flutter ensureVisible 0.5", #","semantics":"flutter","call":{"name":"ensureVisible","alignment":0.5}"#, 808 - 40 - (260 - 56) / 2),
            // scrollToItem does not subtract.
            ("compose scrollToItem", #","semantics":"compose""#, 808),
            // bringIntoView from below: leading 808 − (1000 + 40) = −232 → 768.
            ("compose bringIntoView", #","semantics":"compose","call":{"name":"bringIntoView"},"contentOffset":{"x":0,"y":1000}"#, 768),
            ("android scrollToPositionWithOffset", #","semantics":"android","call":{"name":"scrollToPositionWithOffset","offset":0}"#, 808),
        ]
        for row in rows {
            XCTAssertEqual(offsetY(row.extra), row.y, row.platform)
        }
        // A header target is never cleared: it is the header.
        XCTAssertEqual(offsetY(#","semantics":"flutter""#, target: #"{"section":1}"#), 712)
        // Without pinnedHeaders Flutter aligns Kim to the top too.
        let (_, unpinned) = respond(
            ScrollOffsetHandler.handle,
            #"{\#(view),\#(contacts.replacingOccurrences(of: "true", with: "false")),"target":{"section":1,"item":1},"semantics":"flutter"}"#)
        XCTAssertTrue(unpinned.hasPrefix(#"{"contentOffset":{"x":0,"y":808}"#), unpinned)
    }

    // MARK: - Visibility

    func test_visibility_pushedOut_andCovered() {
        // Offset 690: section 0's header drawn at 672 (its section ends at 712): y −18.
        let (status, body) = respond(VisibilityHandler.handle, #"{\#(view),\#(contacts),"contentOffset":{"x":0,"y":690}}"#)
        XCTAssertEqual(status, 200, body)
        XCTAssertTrue(body.hasPrefix(
            #"{"items":[{"id":0,"visibleFraction":0.55,"visibleRect":{"x":0,"y":690,"width":390,"height":22},"visible":true,"section":0,"item":"header","coveredByPinnedHeader":0},{"id":12,"visibleFraction":0,"visibleRect":{"x":0,"y":690,"width":390,"height":22},"visible":false,"section":0,"item":11,"coveredByPinnedHeader":22},{"id":13,"visibleFraction":1,"visibleRect":{"x":0,"y":712,"width":390,"height":40},"visible":true,"section":1,"item":"header","coveredByPinnedHeader":0}"#),
            body)
        XCTAssertTrue(body.contains(#""firstVisible":0,"lastVisible":18,"visibleCount":7,"pinnedHeader":{"section":0,"y":-18},"geometry""#), body)
    }

    func test_visibility_noHeaderPinned_isNull_andWithoutPinning_absent() {
        // A top inset of 50 at rest: the stick line is at content y 0 − 50 + 50 = 0 → section 0.
        let (_, inset) = respond(
            VisibilityHandler.handle, #"{\#(view),\#(contacts),"contentInsets":{"top":50},"contentOffset":{"x":0,"y":-60}}"#)
        XCTAssertTrue(inset.contains(#""pinnedHeader":null"#), inset)
        let (_, unpinned) = respond(
            VisibilityHandler.handle, #"{\#(view),\#(contacts.replacingOccurrences(of: "true", with: "false"))}"#)
        XCTAssertFalse(unpinned.contains("pinnedHeader"), unpinned)
        XCTAssertTrue(unpinned.contains(#""section":0,"item":"header"}"#), unpinned)
    }

    // MARK: - Stored section lists and the other endpoints

    func test_storedSections_answerAsInline_pinnedHeadersOverridable_editsRefused() throws {
        let store = LayoutStore()
        let layout = try LayoutBodyDecoder.decode(utf8(#"{\#(contacts)}"#)).compacted()
        XCTAssertEqual(layout.sections?.pinnedHeaders, true)
        let id = LayoutCanonicalForm.id(of: layout)
        XCTAssertTrue(try store.store(layout, as: id))
        let context = RequestContext(layouts: store)
        let inline = respond(VisibilityHandler.handle, #"{\#(view),\#(contacts),"contentOffset":{"x":0,"y":690}}"#)
        let stored = respond(
            VisibilityHandler.handle, #"{\#(view),"layout":"\#(id)","contentOffset":{"x":0,"y":690}}"#, context: context)
        XCTAssertEqual(stored.0, 200)
        XCTAssertEqual(stored.1, inline.1)
        let unpinned = respond(
            VisibilityHandler.handle, #"{\#(view),"layout":"\#(id)","pinnedHeaders":false,"contentOffset":{"x":0,"y":690}}"#,
            context: context)
        XCTAssertFalse(unpinned.1.contains("pinnedHeader"), unpinned.1)
        // One list, two spellings (count + itemHeight, sizes): one id. Pinning is part of it.
        let spelt = try LayoutBodyDecoder.decode(utf8(
            #"{"sections":[{"header":40,"count":12,"itemHeight":56},{"header":40,"sizes":[56,56,56]},{"header":40,"count":10,"itemHeight":56}],"pinnedHeaders":true}"#))
        XCTAssertEqual(LayoutCanonicalForm.id(of: spelt), id)
        let unpinnedLayout = try LayoutBodyDecoder.decode(utf8(#"{\#(contacts.replacingOccurrences(of: "true", with: "false"))}"#))
        XCTAssertNotEqual(LayoutCanonicalForm.id(of: unpinnedLayout), id)
        XCTAssertThrowsError(try LayoutEditsDecoder.decode(utf8(#"[{"remove":{"ids":[1]}}]"#), editing: layout)) { error in
            XCTAssertEqual((error as? DecodeFailure)?.answer.status, 409)
        }
    }

    func test_batchTransitionSnapAnimation_takeSections() {
        let batch = respond(
            BatchHandler.handle,
            #"{\#(view),\#(contacts),"requests":[{"op":"offset","target":{"section":1,"item":1},"semantics":"flutter"},{"op":"visibility","contentOffset":{"x":0,"y":690}}]}"#)
        XCTAssertEqual(batch.0, 200, batch.1)
        XCTAssertTrue(batch.1.contains(#""contentOffset":{"x":0,"y":768}"#), batch.1)
        XCTAssertTrue(batch.1.contains(#""pinnedHeader":{"section":0,"y":-18}"#), batch.1)
        // A request of a batch cannot bring its own items.
        let inner = respond(BatchHandler.handle, #"{\#(view),\#(contacts),"requests":[{"op":"visibility","pinnedHeaders":false}]}"#)
        XCTAssertTrue(inner.1.contains(#""code":"unknown_field""#), inner.1)

        let transition = respond(
            { TransitionHandler.handle($0, context: $1) },
            #"{"before":{\#(view),\#(contacts),"contentOffset":{"x":0,"y":800}},"after":{"viewport":{"width":390,"height":600}},"keep":"firstVisible"}"#)
        XCTAssertEqual(transition.0, 200, transition.1)
        let snap = respond(
            { ScrollSnapHandler.handle($0, context: $1) },
            #"{\#(view),\#(contacts),"contentOffset":{"x":0,"y":790},"delta":{"x":0,"y":0},"behavior":{"viewAligned":{"align":"start"}}}"#)
        XCTAssertEqual(snap.0, 200, snap.1)
        let animation = respond(
            { ScrollAnimationHandler.handle($0, context: $1) },
            #"{"offsetRequest":{\#(view),\#(contacts),"target":{"section":1,"item":1},"semantics":"flutter"},"duration":0.25}"#)
        XCTAssertEqual(animation.0, 200, animation.1)
        XCTAssertTrue(animation.1.contains(#""to":{"x":0,"y":768}"#) || animation.1.contains("768"), animation.1)
    }
}
