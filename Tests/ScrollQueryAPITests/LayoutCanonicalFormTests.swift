import HTTPServer
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// A layout's id depends on what it is, never on how its JSON was written.
final class LayoutCanonicalFormTests: XCTestCase {
    private func id(_ body: String) throws -> String {
        LayoutCanonicalForm.id(of: try LayoutBodyDecoder.decode(utf8(body))).description
    }

    func testTheSameLayoutWrittenDifferentlyHasOneID() throws {
        let spellings: [(String, [String])] = [
            (#"{"stack":{"axis":"vertical","spacing":20,"sizes":[100,100,100]}}"#, [
                #"{ "stack" : { "sizes" : [ 1e2, 100.0, 100 ], "spacing" : 2E1 } }"#,  // whitespace, order, number spellings
                #"{"stack":{"sizes":{"uniform":100,"count":3},"spacing":20}}"#,  // uniform vs listed
                #"{"stack":{"sizes":[100,50,100],"measured":{"1":100},"spacing":20}}"#,  // measured overrides
                #"{"stack":{"sizes":[100,100,100],"spacing":20,"ids":[0,1,2]}}"#,  // index ids spelt out
                #"{"stack":{"sizes":[100,100,100],"spacing":20,"padding":{"top":0},"crossSize":null}}"#,  // defaults
                #"{"stack":{"sizes":[100,100,100],"spacing":20,"padding":{"top":-0}}}"#,  // -0 is 0
            ]),
            (#"{"items":[{"id":"a","frame":{"x":0,"y":0,"width":10,"height":20}}]}"#, [
                #"{"items":[{"frame":{"height":20,"width":10,"y":0,"x":0},"id":"a"}],"contentSize":null}"#,
                #"{"items":[{"id":"\u0061","frame":{"x":0.0,"y":0e5,"width":1e1,"height":20}}]}"#,
            ]),
        ]
        for (reference, others) in spellings {
            let expected = try id(reference)
            for other in others {
                XCTAssertEqual(try id(other), expected, other)
            }
        }
    }

    func testDifferentLayoutsHaveDifferentIDs() throws {
        let layouts = [
            #"{"stack":{"sizes":[100,100,100]}}"#,
            #"{"stack":{"sizes":[100,100,100],"spacing":1}}"#,
            #"{"stack":{"sizes":[100,100,100],"axis":"horizontal"}}"#,
            #"{"stack":{"sizes":[100,100,100],"crossSize":300}}"#,
            #"{"stack":{"sizes":[100,100,100],"padding":{"left":1}}}"#,
            #"{"stack":{"sizes":[100,100,null],"estimatedSize":100}}"#,  // an estimate is not a measurement
            #"{"stack":{"sizes":[100,100,100],"estimatedSize":100}}"#,
            #"{"stack":{"sizes":[100,100,100],"ids":[0,1,3]}}"#,
            #"{"stack":{"sizes":[100,100,100],"ids":["0","1","2"]}}"#,  // "0" is not 0
            #"{"stack":{"sizes":[100,100,100]},"contentSize":{"width":390,"height":300}}"#,
            #"{"items":[{"id":0,"frame":{"x":0,"y":0,"width":0,"height":100}}]}"#,
            #"{"items":[]}"#,
            #"{"stack":{"sizes":[]}}"#,
        ]
        let ids = try layouts.map(id)
        XCTAssertEqual(Set(ids).count, layouts.count, "\(ids)")
    }

    /// Worked through by hand: the canonical bytes of a one-item stack, hashed.
    func testTheCanonicalFormOfASmallStackIsTheDocumentedBytes() throws {
        var bytes = Array("scrollquery-layout-v1".utf8)
        bytes += [2, 0]  // stack, no contentSize
        bytes += [0]  // vertical
        func f64(_ value: Double) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> UInt64(8 * $0)) } }
        bytes += f64(8) + f64(0) + f64(0) + f64(0) + f64(0)  // spacing, padding
        bytes += [0, 0]  // no crossSize, no estimatedSize
        bytes += [1, 0, 0, 0, 0, 0, 0, 0]  // one item
        bytes += [0] + f64(44)  // measured 44
        bytes += [0]  // index ids
        var hasher = SHA256()
        hasher.update(bytes)
        XCTAssertEqual(
            try id(#"{"stack":{"spacing":8,"sizes":[44]}}"#), LayoutID(sha256: hasher.finalize()).description)
    }

    /// Worked through by hand: one row of 10 inserted at 0 of a one-row stack of 44. The rows'
    /// implicit ids are 1, 0: two runs, (index 0, id 1) and (index 1, id 0).
    func testImplicitIDsAreWrittenAsTheirRuns() throws {
        var bytes = Array("scrollquery-layout-v1".utf8)
        bytes += [2, 0, 0]  // stack, no contentSize, vertical
        func f64(_ value: Double) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> UInt64(8 * $0)) } }
        func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) } }
        bytes += f64(0) + f64(0) + f64(0) + f64(0) + f64(0)  // spacing, padding
        bytes += [0, 0]  // no crossSize, no estimatedSize
        bytes += u64(2) + [0] + f64(10) + [0] + f64(44)  // two items, measured
        bytes += [2] + u64(2) + u64(0) + u64(1) + u64(1) + u64(0)  // implicit ids: two runs
        var hasher = SHA256()
        hasher.update(bytes)
        let edited = try LayoutEditsDecoder.decode(
            utf8(#"[{"insert":{"at":0,"sizes":[10]}}]"#), editing: try LayoutBodyDecoder.decode(utf8(#"{"stack":{"sizes":[44]}}"#)))
        XCTAssertEqual(LayoutCanonicalForm.id(of: edited).description, LayoutID(sha256: hasher.finalize()).description)
    }
}
