import HTTPServer
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// A transition between a stored stack sent without ids and the layouts edits made of it keeps
/// the reader's row: rows are matched by their implicit ids, which edits keep.
///
/// The stack: 1000 rows estimated at 44, viewport 390×844, the reader at y 22,000 — row 500 at
/// the top of the viewport (500 · 44).
final class EditedLayoutTransitionTests: XCTestCase {
    private let base = #"{"stack":{"sizes":{"count":1000},"estimatedSize":44}}"#
    private var store = LayoutStore()

    override func setUp() {
        store = LayoutStore()
    }

    private func stored(_ layout: ItemLayout) throws -> String {
        let id = LayoutCanonicalForm.id(of: layout)
        XCTAssertTrue(try store.store(layout, as: id))
        return id.description
    }

    private func storedBase() throws -> (String, ItemLayout) {
        let layout = try LayoutBodyDecoder.decode(utf8(base)).compacted()
        return (try stored(layout), layout)
    }

    private func edit(_ layout: ItemLayout, _ edits: String) throws -> (String, ItemLayout) {
        let edited = try LayoutEditsDecoder.decode(utf8(edits), editing: layout)
        return (try stored(edited), edited)
    }

    private func transition(from before: String, to after: String, keep: String = #""firstVisible""#, y: Double = 22_000)
        -> (Int, String)
    {
        let body = #"{"before":{"viewport":{"width":390,"height":844},"layout":"\#(before)","contentOffset":{"x":0,"y":\#(y)}},"after":{"layout":"\#(after)"},"keep":\#(keep)}"#
        let response = TransitionHandler.handle(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(body)),
            context: RequestContext(layouts: store))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    func testEditsOfTheStoredStack_keepTheReadersRow() throws {
        let (baseID, layout) = try storedBase()
        // (situation, edits, keep, delta, anchor id and on-screen y before → after).
        let cases: [(String, String, String, Double, String)] = [
            ("10 rows above: row 500 is 440 lower", #"[{"insert":{"at":100,"sizes":[null,null,null,null,null,null,null,null,null,null]}}]"#,
             #""firstVisible""#, 440, #"{"id":500,"before":0,"after":0}"#),
            ("10 rows below the viewport: nothing moves", #"[{"insert":{"at":600,"sizes":[null,null,null,null,null,null,null,null,null,null]}}]"#,
             #""firstVisible""#, 0, #"{"id":500,"before":0,"after":0}"#),
            ("by id, too", #"[{"insert":{"at":0,"sizes":[30,30]}}]"#, #"{"id":505}"#, 60, #"{"id":505,"before":220,"after":220}"#),
            ("two rows above removed", #"[{"remove":{"ids":[10,11]}}]"#, #""firstVisible""#, -88, #"{"id":500,"before":0,"after":0}"#),
            // Row 500 is gone: the next row on screen, 501 (44 down), keeps its place, as with sent ids.
            ("the anchor row removed", #"[{"remove":{"ids":[500]}}]"#, #""firstVisible""#, -44, #"{"id":501,"before":44,"after":44}"#),
            ("a row above measured at 100 (estimated 44)", #"[{"resize":{"id":3,"size":100}}]"#, #""firstVisible""#, 56,
             #"{"id":500,"before":0,"after":0}"#),
            // 10 · 44 above, row 0 measured 144 (+100), then 5 · 44 at the top: 440 + 100 + 220.
            ("several edits in one request",
             #"[{"insert":{"at":100,"sizes":[null,null,null,null,null,null,null,null,null,null]}},{"resize":{"id":0,"size":144}},{"insert":{"at":0,"sizes":[null,null,null,null,null]}}]"#,
             #""firstVisible""#, 760, #"{"id":500,"before":0,"after":0}"#),
        ]
        for (situation, edits, keep, delta, anchor) in cases {
            let (editedID, _) = try edit(layout, edits)
            let (status, body) = transition(from: baseID, to: editedID, keep: keep)
            XCTAssertEqual(status, 200, situation)
            XCTAssertEqual(
                body,
                #"{"contentOffset":{"x":0,"y":\#(format(22_000 + delta))},"anchor":\#(anchor),"delta":{"x":0,"y":\#(format(delta))},"clamped":{"x":false,"y":false}}"#,
                situation)
        }
    }

    func testChainedEdits_composeTheirMappings() throws {
        let (baseID, layout) = try storedBase()
        // Base → 10 rows at 100 → 5 rows at 50 → row 200 of that removed. Row 500 of the base is
        // at 510, then 515, then 514 (the removed row was above it).
        let (firstID, first) = try edit(layout, #"[{"insert":{"at":100,"sizes":[null,null,null,null,null,null,null,null,null,null]}}]"#)
        let (secondID, second) = try edit(first, #"[{"insert":{"at":50,"sizes":[null,null,null,null,null]}}]"#)
        let (thirdID, _) = try edit(second, #"[{"remove":{"ids":[200]}}]"#)
        let cases: [(from: String, to: String, y: Double, delta: Double)] = [
            (baseID, secondID, 22_000, 660),
            (baseID, thirdID, 22_000, 616),
            (firstID, secondID, 22_440, 220),
            (secondID, thirdID, 22_660, -44),
            (secondID, baseID, 22_660, -660),  // back to the base: the inserted rows leave
        ]
        for (from, to, y, delta) in cases {
            let (status, body) = transition(from: from, to: to, y: y)
            XCTAssertEqual(status, 200)
            XCTAssertTrue(body.contains(#""delta":{"x":0,"y":\#(format(delta))}"#), "\(from) → \(to): \(body)")
        }
    }

    func testTheRemovedAnchorByID_isNotFound_asWithSentIDs() throws {
        let (baseID, layout) = try storedBase()
        let (editedID, _) = try edit(layout, #"[{"remove":{"ids":[500]}}]"#)
        let (status, body) = transition(from: baseID, to: editedID, keep: #"{"id":500}"#)
        XCTAssertEqual(status, 404)
        XCTAssertTrue(body.contains(#""code":"target_not_found""#) && body.contains(#""pointer":"/keep/id""#), body)
    }

    func testAnInsertedRowOfTheEditedLayout_isNotInTheBase() throws {
        let (baseID, layout) = try storedBase()
        let (editedID, _) = try edit(layout, #"[{"insert":{"at":100,"sizes":[null]}}]"#)
        // Row 100 of the edited layout is the new row: keeping it going back finds nothing.
        let (status, _) = transition(from: editedID, to: baseID, keep: #"{"id":100}"#, y: 4400)
        XCTAssertEqual(status, 404)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
