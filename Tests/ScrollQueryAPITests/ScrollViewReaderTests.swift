import HTTPServer
import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// `ScrollViewReader`: the scroll-view fields every endpoint shares, read beside an endpoint's
/// own fields in one object, or as an object of their own.
final class ScrollViewReaderTests: XCTestCase {
    private let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000}"#
    private let items = #""items":[{"id":"a","frame":{"x":0,"y":10,"width":390,"height":100}},{"id":2,"frame":{"x":0,"y":110,"width":390,"height":50}}]"#

    // MARK: - An endpoint of its own: the scroll-view keys plus `animationDuration` and `tag`

    private struct Transition {
        var scrollView: ScrollView
        var animationDuration: Double
        var tag: String?
    }

    private enum OwnField: Int, CaseIterable { case animationDuration, tag }
    private static let keys = JSONKeySet(ScrollViewReader.keys.names + JSONKeySet.names(of: OwnField.self))

    /// What a new endpoint's decoder writes: its own fields, its required check, nothing else.
    private func decodeTransition(_ text: String, limits: RequestLimits = RequestLimits()) throws(DecodeFailure) -> Transition {
        try RequestBody.decode(utf8(text), limits: limits) { (reader) throws(DecodeFailure) in
            var scrollViewFields = ScrollViewReader()
            var duration: Double?
            var tag: String?
            try reader.readObject(keys: Self.keys) { (reader, key) throws(DecodeFailure) in
                guard let own = try scrollViewFields.read(key, from: &reader, context: RequestContext(limits: limits)) else { return }
                switch OwnField(rawValue: own) {
                case .animationDuration: duration = try reader.readNumber(in: .nonNegative)
                case .tag: tag = try reader.readString()
                case nil: break
                }
            }
            return Transition(
                scrollView: try scrollViewFields.scrollView(), animationDuration: try required(duration, "animationDuration"), tag: tag)
        }
    }

    func test_endpointOfItsOwn_readsSharedAndOwnFieldsInOnePass() throws {
        let transition = try decodeTransition("{\(phone),\(items),\"animationDuration\":0.3,\"tag\":\"t\",\"contentInsets\":{\"top\":47}}")
        XCTAssertEqual(transition.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(transition.scrollView.geometry.contentInsets, Insets(top: 47, left: 0, bottom: 0, right: 0))
        // No contentOffset: at rest, -47 with the top inset.
        XCTAssertEqual(transition.scrollView.geometry.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(
            transition.scrollView.frames.array,
            [Rect(x: 0, y: 10, width: 390, height: 100), Rect(x: 0, y: 110, width: 390, height: 50)])
        XCTAssertEqual(transition.scrollView.itemIDs.ids, [.string("a"), .integer(2)])
        XCTAssertEqual(transition.animationDuration, 0.3)
        XCTAssertEqual(transition.tag, "t")
    }

    func test_endpointOfItsOwn_refusals_keepTheSharedCodesAndPointers() {
        let rows: [(situation: String, body: String, code: String, pointer: String)] = [
            // Shared required fields come first, in schema order, then the endpoint's own.
            ("nothing", "{}", "missing_field", "/viewport"),
            ("no contentSize", #"{"viewport":{"width":1,"height":1},"animationDuration":1}"#, "missing_field", "/contentSize"),
            ("no duration", "{\(phone)}", "missing_field", "/animationDuration"),
            // Shared bounds hold whichever endpoint reads them.
            ("zero viewport", #"{"viewport":{"width":0,"height":1}}"#, "invalid_field", "/viewport/width"),
            ("negative padding", "{\(phone),\"scrollPadding\":{\"top\":-1}}", "invalid_field", "/scrollPadding/top"),
            ("repeated id", "{\(phone),\"items\":[{\"id\":1,\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1}},{\"id\":1,\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1}}]}", "duplicate_id", "/items/1/id"),
            // The offset endpoint's fields are not this one's; a misspelt own field is unknown.
            ("another endpoint's field", "{\(phone),\"target\":{\"index\":0}}", "unknown_field", "/target"),
            ("misspelt own field", "{\(phone),\"animationDuraton\":1}", "unknown_field", "/animationDuraton"),
            ("own field repeated", "{\(phone),\"tag\":\"a\",\"tag\":\"b\"}", "duplicate_key", "/tag"),
            ("own field of the wrong type", "{\(phone),\"tag\":1}", "invalid_type", "/tag"),
        ]
        for row in rows {
            XCTAssertThrowsError(try decodeTransition(row.body), row.situation) { error in
                XCTAssertEqual((error as? DecodeFailure)?.httpError.code, row.code, row.situation)
                XCTAssertEqual((error as? DecodeFailure)?.httpError.pointer, row.pointer, row.situation)
            }
        }
    }

    func test_read_returnsTheOwnIndexOnlyForKeysAfterTheScrollViewKeys() throws {
        var fields = ScrollViewReader()
        var reader = JSONReader(utf8("1"))
        let count = ScrollViewReader.keys.names.count
        XCTAssertEqual(count, 6)
        XCTAssertEqual(try fields.read(count, from: &reader, context: RequestContext()), 0)
        XCTAssertEqual(try fields.read(count + 4, from: &reader, context: RequestContext()), 4)
    }

    // MARK: - A scroll view as an object of its own

    /// `{"before": <scroll view>, "after": <scroll view>}`, as `/v1/scroll/transition` will take.
    private func decodeBeforeAndAfter(_ text: String, limits: RequestLimits = RequestLimits()) throws(DecodeFailure) -> [ScrollView] {
        try RequestBody.decode(utf8(text), limits: limits) { (reader) throws(DecodeFailure) in
            var views: [ScrollView?] = [nil, nil]
            let present = try reader.readObject(keys: JSONKeySet(["before", "after"])) { (reader, key) throws(DecodeFailure) in
                views[key] = try reader.readScrollView(ScrollRequestKeys(own: []), context: RequestContext(limits: limits))
            }
            try requireAll(present, of: JSONKeySet(["before", "after"]))
            return views.compactMap { $0 }
        }
    }

    func test_readScrollView_nestedTwice_readsBothAndPointsIntoEach() throws {
        let views = try decodeBeforeAndAfter("{\"before\":{\(phone)},\"after\":{\(phone),\(items)}}")
        XCTAssertEqual(views.map { $0.frames.count }, [0, 2])
        let rows: [(situation: String, body: String, code: String, pointer: String)] = [
            ("after's frame", "{\"before\":{\(phone)},\"after\":{\(phone),\"items\":[{\"id\":1,\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":-1}}]}}", "invalid_field", "/after/items/0/frame/height"),
            ("before without contentSize", #"{"before":{"viewport":{"width":1,"height":1}},"after":{}}"#, "missing_field", "/before/contentSize"),
            ("no after", "{\"before\":{\(phone)}}", "missing_field", "/after"),
        ]
        for row in rows {
            XCTAssertThrowsError(try decodeBeforeAndAfter(row.body), row.situation) { error in
                XCTAssertEqual((error as? DecodeFailure)?.httpError.code, row.code, row.situation)
                XCTAssertEqual((error as? DecodeFailure)?.httpError.pointer, row.pointer, row.situation)
            }
        }
    }

    func test_readScrollView_itemLimit_appliesToEachList() {
        let limits = RequestLimits(maxItems: 2)
        XCTAssertNoThrow(try decodeBeforeAndAfter("{\"before\":{\(phone),\(items)},\"after\":{\(phone),\(items)}}", limits: limits))
        XCTAssertThrowsError(try decodeBeforeAndAfter("{\"before\":{\(phone),\(items)},\"after\":{\(phone),\(items)}}", limits: RequestLimits(maxItems: 1))) { error in
            XCTAssertEqual((error as? DecodeFailure)?.httpError.status, 413)
            XCTAssertEqual((error as? DecodeFailure)?.httpError.pointer, "/before/items")
        }
    }
    // MARK: - A change: `scrollView(changing:)`

    private func change(_ text: String, of base: ScrollView) throws -> ScrollView {
        let fields = try RequestBody.decode(utf8(text), limits: RequestLimits()) { (reader) throws(DecodeFailure) in
            var fields = ScrollViewReader()
            try reader.readObject(keys: ScrollViewReader.keys) { (reader, key) throws(DecodeFailure) in
                _ = try fields.read(key, from: &reader, context: RequestContext())
            }
            return fields
        }
        return try fields.scrollView(changing: base)
    }

    func test_change_fieldsLeftOutKeepTheBase_itemsIncluded_offsetAlwaysTheBase() throws {
        let base = ScrollView(
            geometry: ScrollGeometry(
                viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000),
                contentInsets: Insets(top: 47, bottom: 34), scrollPadding: Insets(top: 5),
                contentOffset: Point(x: 0, y: 300)),
            layout: ItemLayout(frames: ExplicitFrames([Rect(x: 0, y: 0, width: 390, height: 100)]), ids: ItemIDs()))
        let keyboard = try change(#"{"contentInsets":{"top":47,"bottom":336}}"#, of: base)
        XCTAssertEqual(keyboard.geometry.contentInsets, Insets(top: 47, bottom: 336))
        XCTAssertEqual(keyboard.geometry.viewport, base.geometry.viewport)
        XCTAssertEqual(keyboard.geometry.scrollPadding, Insets(top: 5))
        XCTAssertEqual(keyboard.geometry.contentOffset, Point(x: 0, y: 300))
        XCTAssertEqual(keyboard.frames.array, base.frames.array)
        let emptied = try change(#"{"items":[],"viewport":null}"#, of: base)
        XCTAssertEqual(emptied.frames.array, [])
        XCTAssertEqual(emptied.geometry.viewport, base.geometry.viewport)
    }
}
