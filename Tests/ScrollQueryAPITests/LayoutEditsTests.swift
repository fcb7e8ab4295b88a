import HTTPServer
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// Edits give the layout that posting the result whole would give (same id) — but for an
/// insert without ids that renumbers a stack's index ids, whose rows keep their implicit ids —
/// and refuse what is wrong on its own (400) or does not fit the layout (409), with a pointer
/// into the edits.
final class LayoutEditsTests: XCTestCase {
    private func layout(_ body: String) throws -> ItemLayout {
        try LayoutBodyDecoder.decode(utf8(body))
    }

    private func id(_ layout: ItemLayout) -> String {
        LayoutCanonicalForm.id(of: layout).description
    }

    private func edited(_ base: String, _ edits: String) throws -> String {
        id(try LayoutEditsDecoder.decode(utf8(edits), editing: try layout(base)))
    }

    func testEditsGiveTheLayoutPostedWhole() throws {
        let cases: [(base: String, edits: String, result: String)] = [
            // A chat: a new message at the end of a stack with index ids.
            (#"{"stack":{"sizes":[40,60],"spacing":8}}"#, #"[{"insert":{"at":2,"sizes":[80]}}]"#,
             #"{"stack":{"sizes":[40,60,80],"spacing":8}}"#),
            // Explicit ids move with their items.
            (#"{"stack":{"sizes":[40,60],"ids":["a","b"]}}"#, #"[{"insert":{"at":1,"sizes":[5],"ids":["x"]}}]"#,
             #"{"stack":{"sizes":[40,5,60],"ids":["a","x","b"]}}"#),
            // Removing from index ids keeps the survivors' ids.
            (#"{"stack":{"sizes":[1,2,3,4]}}"#, #"[{"remove":{"ids":[2,0]}}]"#,
             #"{"stack":{"sizes":[2,4],"ids":[1,3]}}"#),
            // A resize measures an estimated item.
            (#"{"stack":{"sizes":[10,null,null],"estimatedSize":50}}"#, #"[{"resize":{"id":1,"size":70}}]"#,
             #"{"stack":{"sizes":[10,70,null],"estimatedSize":50}}"#),
            // Inserted estimates.
            (#"{"stack":{"sizes":[10],"estimatedSize":50}}"#, #"[{"insert":{"at":1,"sizes":[null,30]}}]"#,
             #"{"stack":{"sizes":[10,null,30],"estimatedSize":50}}"#),
            // Explicit frames: inserted items land where they say; nothing else moves.
            (#"{"items":[{"id":"a","frame":{"x":0,"y":0,"width":10,"height":10}}]}"#,
             #"[{"insert":{"at":0,"items":[{"id":"z","frame":{"x":0,"y":50,"width":10,"height":5}}]}},{"resize":{"id":"a","size":{"width":20,"height":30}}}]"#,
             #"{"items":[{"id":"z","frame":{"x":0,"y":50,"width":10,"height":5}},{"id":"a","frame":{"x":0,"y":0,"width":20,"height":30}}]}"#),
            // Edits apply in order: the second sees the first's result.
            (#"{"stack":{"sizes":[1,2],"ids":["a","b"]}}"#, #"[{"remove":{"ids":["a"]}},{"insert":{"at":1,"sizes":[9],"ids":["a"]}}]"#,
             #"{"stack":{"sizes":[2,9],"ids":["b","a"]}}"#),
            // No edits: the same layout.
            (#"{"stack":{"sizes":[1,2]}}"#, "[]", #"{"stack":{"sizes":[1,2]}}"#),
        ]
        for (base, edits, result) in cases {
            XCTAssertEqual(try edited(base, edits), id(try layout(result)), "\(base) + \(edits)")
        }
    }

    func testInsertsWithoutIDs_keepTheRowsImplicitIDs() throws {
        // Load-more at the top of a stack with index ids: answers number the rows by index, but
        // the layout remembers which row each is, so it is not the same sizes posted whole.
        let chat = #"{"stack":{"sizes":[40,60],"spacing":8}}"#
        XCTAssertNotEqual(try edited(chat, #"[{"insert":{"at":0,"sizes":[10,20]}}]"#), id(try layout(#"{"stack":{"sizes":[10,20,40,60],"spacing":8}}"#)))
        // Rows given ids later get their implicit ids: 2 and 3 for the new rows, 0 and 1 for the old.
        let cases: [(base: String, edits: String, result: String)] = [
            (chat, #"[{"insert":{"at":0,"sizes":[10,20]}},{"remove":{"ids":[0]}}]"#,
             #"{"stack":{"sizes":[20,40,60],"ids":[3,0,1],"spacing":8}}"#),
            (chat, #"[{"insert":{"at":0,"sizes":[10,20]}},{"insert":{"at":4,"sizes":[9],"ids":["x"]}}]"#,
             #"{"stack":{"sizes":[10,20,40,60,9],"ids":[2,3,0,1,"x"],"spacing":8}}"#),
            // Inserts at the end and resizes leave the indices: the layout posted whole.
            (chat, #"[{"insert":{"at":2,"sizes":[5]}},{"resize":{"id":0,"size":41}}]"#,
             #"{"stack":{"sizes":[41,60,5],"spacing":8}}"#),
        ]
        for (base, edits, result) in cases {
            XCTAssertEqual(try edited(base, edits), id(try layout(result)), "\(base) + \(edits)")
        }
        // One row inserted at 1 or at 3 of four equal estimates: the same sizes, two layouts.
        let estimates = #"{"stack":{"sizes":{"count":4},"estimatedSize":44}}"#
        let atOne = try edited(estimates, #"[{"insert":{"at":1,"sizes":[null]}}]"#)
        let atThree = try edited(estimates, #"[{"insert":{"at":3,"sizes":[null]}}]"#)
        let atEnd = try edited(estimates, #"[{"insert":{"at":4,"sizes":[null]}}]"#)
        XCTAssertNotEqual(atOne, atThree)
        XCTAssertEqual(atEnd, id(try layout(#"{"stack":{"sizes":{"count":5},"estimatedSize":44}}"#)))
        XCTAssertNotEqual(atOne, atEnd)
    }

    func testEditsThatDoNotFitTheLayoutAreRefusedAtTheirPointer() throws {
        let stack = #"{"stack":{"sizes":[1,2,3],"ids":["a","b","c"]}}"#
        let items = #"{"items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}]}"#
        let cases: [(base: String, edits: String, status: Int, code: String, pointer: String)] = [
            // Wrong on its own: 400.
            (stack, #"[{"insert":{"at":0,"sizes":[1,2],"ids":["d"]}}]"#, 400, "invalid_field", "/0/insert/ids"),
            (stack, #"[{"insert":{"at":0,"sizes":[1,2],"ids":["d","d"]}}]"#, 400, "duplicate_id", "/0/insert/ids/1"),
            (stack, #"[{"insert":{"at":0,"sizes":[1],"items":[]}}]"#, 400, "conflicting_fields", "/0/insert/items"),
            (stack, #"[{"insert":{"sizes":[1]}}]"#, 400, "missing_field", "/0/insert/at"),
            (stack, #"[{"insert":{"at":0}}]"#, 400, "missing_field", "/0/insert/sizes"),
            (stack, #"[{"resize":{"id":"a","size":"big"}}]"#, 400, "invalid_type", "/0/resize/size"),
            (stack, #"[{"resize":{"id":"a"}}]"#, 400, "missing_field", "/0/resize/size"),
            (stack, #"[{"insert":{"at":0,"sizes":[1],"ids":["d"]},"remove":{"ids":["a"]}}]"#, 400, "conflicting_fields", "/0/remove"),
            (stack, #"[{}]"#, 400, "missing_field", "/0/insert"),
            (stack, #"[{"move":{}}]"#, 400, "unknown_field", "/0/move"),
            (stack, #"{"insert":{}}"#, 400, "invalid_type", ""),
            // Fine on its own, but not for this layout as the edits before left it: 409.
            (stack, #"[{"insert":{"at":4,"sizes":[1],"ids":["d"]}}]"#, 409, "layout_conflict", "/0/insert/at"),
            (stack, #"[{"insert":{"at":0,"sizes":[1]}}]"#, 409, "layout_conflict", "/0/insert/ids"),
            (stack, #"[{"insert":{"at":0,"sizes":[1,2],"ids":["d","b"]}}]"#, 409, "layout_conflict", "/0/insert/ids/1"),
            (stack, #"[{"insert":{"at":0,"sizes":[null],"ids":["d"]}}]"#, 409, "layout_conflict", "/0/insert/sizes/0"),
            (stack, #"[{"insert":{"at":0,"items":[]}}]"#, 409, "layout_conflict", "/0/insert/items"),
            (stack, #"[{"remove":{"ids":["b","x"]}}]"#, 409, "layout_conflict", "/0/remove/ids/1"),
            (stack, #"[{"remove":{"ids":["b","b"]}}]"#, 409, "layout_conflict", "/0/remove/ids/1"),
            (stack, #"[{"remove":{"ids":["a"]}},{"resize":{"id":"a","size":3}}]"#, 409, "layout_conflict", "/1/resize/id"),
            (stack, #"[{"resize":{"id":"a","size":{"width":1,"height":1}}}]"#, 409, "layout_conflict", "/0/resize/size"),
            (items, #"[{"insert":{"at":0,"sizes":[1]}}]"#, 409, "layout_conflict", "/0/insert/sizes"),
            (items, #"[{"insert":{"at":1,"items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}]}}]"#, 409, "layout_conflict", "/0/insert/items/0/id"),
            (items, #"[{"resize":{"id":"a","size":3}}]"#, 409, "layout_conflict", "/0/resize/size"),
        ]
        for (base, edits, status, code, pointer) in cases {
            do {
                _ = try edited(base, edits)
                XCTFail("accepted \(edits)")
            } catch let failure as DecodeFailure {
                let error = failure.httpError
                XCTAssertEqual([String(error.status), error.code, error.pointer ?? "-"], [String(status), code, pointer], edits)
            }
        }
    }
}
