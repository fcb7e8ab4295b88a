import Foundation
import XCTest

@testable import ScrollQueryClient

/// What a client keeps to store a layout again, and which layouts a request names.
final class StoredLayoutsTests: XCTestCase {
    func test_named_findsEveryLayoutMember_atAnyDepth() throws {
        let rows: [(body: String, named: [String])] = [
            (#"{"viewport":{"width":1,"height":1},"layout":"sha256-a","target":{"index":0}}"#, ["sha256-a"]),
            (#"{"before":{"layout":"sha256-b"},"after":{"layout":"sha256-c"},"keep":"firstVisible"}"#, ["sha256-b", "sha256-c"]),
            (#"{"offsetRequest":{"layout":"sha256-d"},"curve":"ease"}"#, ["sha256-d"]),
            (#"[{"insert":{"at":0,"sizes":[1]}}]"#, []),
            (#"{"layout":null,"items":[]}"#, []),  // only a string names a layout
            (#"{"stack":{"sizes":[1]},"target":{"id":"layout"}}"#, []),  // a value "layout" is no member
        ]
        for row in rows {
            XCTAssertEqual(Set(StoredLayouts.named(in: Data(row.body.utf8))), Set(row.named), row.body)
        }
        XCTAssertEqual(StoredLayouts.named(in: nil), [])
        XCTAssertEqual(StoredLayouts.named(in: Data("not json".utf8)), [])
    }

    func test_keep_keepsTheFirstRecipeOfAnId_andForgetDropsIt() {
        let stored = StoredLayouts()
        let feed = LayoutRequest(stack: Stack(sizes: .uniform(44, count: 10)))
        stored.keep(.body(feed), for: "sha256-feed")
        stored.keep(.edits(base: "sha256-other", [.remove(ids: [0])]), for: "sha256-feed")
        guard case .body(let kept)? = stored["sha256-feed"] else { return XCTFail("the body was not kept") }
        XCTAssertEqual(kept, feed)
        XCTAssertEqual(stored.ids, ["sha256-feed"])
        stored.forget("sha256-feed")
        XCTAssertNil(stored["sha256-feed"])
        XCTAssertEqual(stored.ids, [])
    }
}
