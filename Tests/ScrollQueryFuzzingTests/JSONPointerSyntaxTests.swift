import XCTest

@testable import ScrollQueryFuzzing

final class JSONPointerSyntaxTests: XCTestCase {
    func test_isValid_acceptsRFC6901Pointers() {
        for pointer in ["", "/", "/items/3/frame/height", "/a~1b", "/m~0n", "//", "/ü"] {
            XCTAssert(JSONPointerSyntax.isValid(pointer), pointer)
        }
    }

    func test_isValid_rejectsMissingSlashAndBadEscapes() {
        for pointer in ["items", "#/items", "/a~", "/a~2", "/~x"] {
            XCTAssertFalse(JSONPointerSyntax.isValid(pointer), pointer)
        }
    }
}
