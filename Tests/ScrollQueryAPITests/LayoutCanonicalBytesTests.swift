import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// The canonical form as bytes (what the shared store keeps) reads back into the same layout:
/// the same id, the same bytes, the same answers; and bytes that are not a form this server
/// wrote are refused, never trapped on.
final class LayoutCanonicalBytesTests: XCTestCase {
    /// One layout of every kind and id form, and the layouts edits make (implicit ids, explicit
    /// ids after a remove, estimates inserted).
    private func layouts() throws -> [(String, ItemLayout)] {
        let bodies = [
            #"{"stack":{"sizes":[100,100,100],"spacing":20}}"#,
            #"{"stack":{"sizes":{"uniform":100,"count":1000},"padding":{"top":8,"left":1,"bottom":2,"right":3}}}"#,
            #"{"stack":{"sizes":[100,50,null],"estimatedSize":70,"ids":["a","b","c"],"crossSize":300}}"#,
            #"{"stack":{"sizes":[null,null],"estimatedSize":44}}"#,
            #"{"stack":{"axis":"horizontal","sizes":[1.5,2.25],"measured":{"0":3}},"contentSize":{"width":10,"height":20}}"#,
            #"{"stack":{"sizes":[1,2,3],"ids":[7,"x",-3]}}"#,
            #"{"stack":{"sizes":[]}}"#,
            #"{"items":[{"id":"m1","frame":{"x":0,"y":0,"width":390,"height":80}},{"id":7,"frame":{"x":-0.5,"y":90,"width":390,"height":120}}]}"#,
            #"{"items":[{"id":"é","frame":{"x":0,"y":0,"width":1,"height":1}}],"contentSize":{"width":390,"height":400}}"#,
            #"{"items":[]}"#,
            #"{"grid":{"count":50000,"columns":4,"itemHeight":120,"spacing":{"row":8,"column":8},"fullSpan":{"indexes":[0,37,120],"height":32}}}"#,
            #"{"grid":{"count":3,"columns":{"minimumWidth":100},"cellWidths":"integer","aspectRatio":1.5,"padding":{"top":4,"left":1,"bottom":2,"right":3},"ids":["a","b",9]}}"#,
            #"{"grid":{"count":0,"columns":2,"itemHeight":50},"contentSize":{"width":390,"height":0}}"#,
            #"{"lanes":{"count":3,"spacing":8,"sizes":[310,240,null,120],"estimatedSize":240,"ties":"earlierItem"}}"#,
            #"{"lanes":{"count":2,"sizes":[100,100,100],"ids":["x","y","z"]}}"#,
            #"{"sections":[{"header":40,"count":12,"itemHeight":56},{"header":40,"count":3,"itemHeight":56}],"pinnedHeaders":true}"#,
            #"{"sections":[{"sizes":[50,null,70],"estimatedSize":60,"footer":10,"spacing":2},{"header":30,"count":0,"itemHeight":10}]}"#,
        ]
        var layouts = try bodies.map { ($0, try LayoutBodyDecoder.decode(utf8($0))) }
        let edits = [
            (#"{"stack":{"sizes":[44,45,46]}}"#, #"[{"insert":{"at":1,"sizes":[10,11]}},{"insert":{"at":0,"sizes":[9]}}]"#),
            (#"{"stack":{"sizes":[44,45,46]}}"#, #"[{"remove":{"ids":[1]}}]"#),
            (#"{"stack":{"sizes":[44,45],"estimatedSize":50}}"#, #"[{"insert":{"at":2,"sizes":[null,12]}}]"#),
            (#"{"items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}]}"#,
             #"[{"insert":{"at":0,"items":[{"id":"b","frame":{"x":0,"y":2,"width":1,"height":1}}]}}]"#),
        ]
        for (body, edit) in edits {
            let edited = try LayoutEditsDecoder.decode(utf8(edit), editing: try LayoutBodyDecoder.decode(utf8(body)))
            layouts.append(("\(body) edited by \(edit)", edited))
        }
        return layouts
    }

    func testALayoutReadBackFromItsBytesHasTheSameIDAndBytes() throws {
        for (name, layout) in try layouts() {
            let bytes = LayoutCanonicalForm.bytes(of: layout)
            let back = try LayoutCanonicalForm.layout(from: bytes)
            XCTAssertEqual(LayoutCanonicalForm.id(of: back), LayoutCanonicalForm.id(of: layout), name)
            XCTAssertEqual(LayoutCanonicalForm.bytes(of: back), bytes, name)
            XCTAssertEqual(back.count, layout.count, name)
            XCTAssertEqual(back.contentSize, layout.contentSize, name)
            XCTAssertEqual(back.estimatedSize, layout.estimatedSize, name)
            XCTAssertEqual(back.implicitIDs, layout.implicitIDs, name)
            XCTAssertEqual(back.ids.ids, layout.ids.ids, name)
        }
    }

    /// The id is the SHA-256 of the bytes: what the shared store checks a value against.
    func testTheIDIsTheSHA256OfTheBytes() throws {
        for (name, layout) in try layouts() {
            var hasher = SHA256()
            hasher.update(LayoutCanonicalForm.bytes(of: layout))
            XCTAssertEqual(LayoutID(sha256: hasher.finalize()), LayoutCanonicalForm.id(of: layout), name)
        }
    }

    func testALayoutReadBackFramesItsItemsAlike() throws {
        for (name, layout) in try layouts() {
            let back = try LayoutCanonicalForm.layout(from: LayoutCanonicalForm.bytes(of: layout))
            let viewport = Size(width: 390, height: 600)
            XCTAssertEqual(back.contentSize(viewport: viewport), layout.contentSize(viewport: viewport), name)
            for axis in [Axis.vertical, .horizontal] {
                let (mine, theirs) = (back.itemFrames(viewport: viewport, axis: axis), layout.itemFrames(viewport: viewport, axis: axis))
                for index in 0..<layout.count {
                    XCTAssertEqual(mine[index], theirs[index], "\(name) item \(index)")
                    XCTAssertEqual(back.frameIsEstimated(index), layout.frameIsEstimated(index), "\(name) item \(index)")
                }
            }
        }
    }

    /// Every prefix of a form, and the form with a byte after it, is refused.
    func testBytesCutShortOrTrailingAreRefused() throws {
        for (name, layout) in try layouts() where layout.count < 5 {
            let bytes = LayoutCanonicalForm.bytes(of: layout)
            for length in 0..<bytes.count {
                XCTAssertThrowsError(try LayoutCanonicalForm.layout(from: Array(bytes.prefix(length))), "\(name) cut at \(length)")
            }
            XCTAssertThrowsError(try LayoutCanonicalForm.layout(from: bytes + [0]), name)
        }
    }

    func testFormsThatSayTheImpossibleAreRefused() throws {
        let magic = LayoutCanonicalForm.magic
        func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) } }
        let stackHead = magic + [2, 0, 0] + u64(0) + u64(0) + u64(0) + u64(0) + u64(0) + [0, 0]
        let cases: [(String, [UInt8])] = [
            ("another version", Array("scrollquery-layout-v2".utf8) + [1, 0] + u64(0)),
            ("an unknown kind", magic + [9, 0] + u64(0)),
            ("a presence flag of 2", magic + [1, 2] + u64(0)),
            ("a count past the bytes", magic + [1, 0] + u64(UInt64.max)),
            ("an id that repeats", magic + [1, 0] + u64(2) + ([0] + u64(5) + u64(0) + u64(0) + u64(0) + u64(0)) + ([0] + u64(5) + u64(0) + u64(0) + u64(0) + u64(0))),
            ("a string id that is not UTF-8", magic + [1, 0] + u64(1) + [1] + u64(1) + [0xFF] + u64(0) + u64(0) + u64(0) + u64(0)),
            ("a NaN", magic + [1, 1] + u64(Double.nan.bitPattern) + u64(0) + u64(0)),
            ("an estimated item without estimatedSize", stackHead + u64(1) + [1] + [0]),
            ("implicit ids that are no permutation", stackHead + u64(2) + [0] + u64(0) + [0] + u64(0) + [2] + u64(2) + u64(0) + u64(0) + u64(1) + u64(0)),
            ("an id form of 3", stackHead + u64(0) + [3]),
        ]
        for (name, bytes) in cases {
            XCTAssertThrowsError(try LayoutCanonicalForm.layout(from: bytes), name)
        }
    }
}
