import XCTest
@testable import ItemLayouts
@testable import ScrollQueryAPI

/// The FIPS 180-4 example vectors, plus inputs fed in uneven pieces (the streaming path).
final class SHA256Tests: XCTestCase {
    /// The digest in lowercase hex, as `LayoutID` spells it.
    private func hex(_ digest: [UInt8]) -> String {
        String(LayoutID(digest: digest)?.description.dropFirst(LayoutID.prefix.count) ?? "not 32 bytes")
    }

    private func digest(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(Array(text.utf8))
        return hex(hasher.finalize())
    }

    func testFIPSExampleVectors() {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
             "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(digest(input), expected, "\"\(input)\"")
        }
    }

    func testOneMillionAsFedInUnevenPiecesMatchesTheVector() {
        var hasher = SHA256()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 997)
        var fed = 0
        while fed < 1_000_000 {
            let count = min(piece.count, 1_000_000 - fed)
            hasher.update(Array(piece[0..<count]))
            fed += count
        }
        XCTAssertEqual(hex(hasher.finalize()), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testLengthsAroundThePaddingBoundaryMatchOneShotHashing() {
        // 55, 56 and 64 bytes straddle the one-or-two-padding-blocks boundary.
        XCTAssertEqual(digest(String(repeating: "a", count: 55)), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        XCTAssertEqual(digest(String(repeating: "a", count: 56)), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        XCTAssertEqual(digest(String(repeating: "a", count: 64)), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
