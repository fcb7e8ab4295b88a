import HTTPServer
import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// One reader reads every spelling alike: each body is decoded as sent, with a space after every
/// `{`, and with its item and frame keys escaped (which the plain paths for items and rects leave
/// to the general member reader), and the outcomes (values, or problem and pointer) must be the
/// same. The cases
/// are the near misses of compact, schema-ordered input: numbers of every digit count, signs,
/// fractions, exponents, other member orders, repeats, nulls, bodies cut anywhere.
final class JSONSpellingTests: XCTestCase {
    private static let item = #"{"id":0,"frame":{"x":0,"y":0,"width":390,"height":200}}"#

    /// A whole offset body around `items`, the target the first item (or index 0).
    private func body(items: String, target: String = #"{"index":0}"#) -> String {
        #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":9000},"contentOffset":{"x":0,"y":10},"items":["#
            + items + #"],"target":"# + target + "}"
    }

    private enum Outcome: Equatable {
        case decoded(
            frames: [Rect], ids: [ItemID?], viewport: Size, offset: Point?, insets: Insets, padding: Insets,
            target: TargetReference, anchor: Anchor?, semantics: ScrollSemantics)
        case failed(code: String, pointer: String?)

        var target: TargetReference? {
            if case .decoded(_, _, _, _, _, _, let target, _, _) = self { return target }
            return nil
        }

        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }
    }

    private func decode(_ bytes: [UInt8], limits: RequestLimits) -> Outcome {
        do {
            let query = try ScrollOffsetHandler.decode(bytes, context: RequestContext(limits: limits))
            let view = query.scrollView
            return .decoded(
                frames: Array(view.frames), ids: (0..<view.itemIDs.count).map { view.itemIDs.id(at: $0) },
                viewport: view.geometry.viewport, offset: view.geometry.contentOffset,
                insets: view.geometry.contentInsets, padding: view.geometry.scrollPadding,
                target: query.target, anchor: query.anchor, semantics: query.semantics)
        } catch {
            return .failed(code: error.code, pointer: error.pointer)
        }
    }

    /// The outcome of `bytes`, checked to be that of the same body with a space after every `{`.
    @discardableResult
    private func outcome(
        _ bytes: [UInt8], limits: RequestLimits = RequestLimits(), file: StaticString = #filePath, line: UInt = #line
    ) -> Outcome {
        let compact = decode(bytes, limits: limits)
        var spaced: [UInt8] = []
        for byte in bytes {
            spaced.append(byte)
            if byte == UInt8(ascii: "{") { spaced.append(UInt8(ascii: " ")) }
        }
        XCTAssertEqual(compact, decode(spaced, limits: limits), String(decoding: bytes, as: UTF8.self), file: file, line: line)
        XCTAssertEqual(
            compact, decode(Self.escapingKeys(bytes), limits: limits),
            "read the general way: " + String(decoding: bytes, as: UTF8.self), file: file, line: line)
        return compact
    }

    /// `bytes` with the first letter of each item, frame, size, point and insets key escaped
    /// (`"\u0078":` for `"x":`): the same document, which the plain paths for items and numeric
    /// objects (`readPlainItem`, `readPlainNumbers`) leave to the general member reader.
    private static func escapingKeys(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        scan: while index < bytes.count {
            for key in ["id", "frame", "x", "y", "width", "height", "top", "left", "bottom", "right"] {
                let quoted = Array("\"\(key)\":".utf8)
                guard bytes[index...].starts(with: quoted), let first = key.unicodeScalars.first else { continue }
                result += Array("\"\\u00\(String(first.value, radix: 16))\(key.dropFirst())\":".utf8)
                index += quoted.count
                continue scan
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    @discardableResult
    private func outcome(items: String, target: String = #"{"index":0}"#, file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        outcome(Array(body(items: items, target: target).utf8), file: file, line: line)
    }

    func test_rectsInEveryForm_readAsTheGeneralMemberReaderDoes() {
        let rects = [
            #"{"x":0,"y":0,"width":390,"height":200}"#,
            #"{ "height" : 61.5 ,"width":358, "y":-1234.25,"x":16 }"#,
            "{\n  \"x\": 1,\n\t\"y\": 2,\r\n  \"width\": 3,\n  \"height\": 4\n}",
            #"{"x":-0,"y":0,"width":-0,"height":0}"#,
            #"{"x":1e3,"y":0,"width":1,"height":1}"#,
            #"{"x":1234567890123456,"y":0,"width":1,"height":1}"#,
            #"{"x":01,"y":0,"width":1,"height":1}"#,
            #"{"x":-,"y":0,"width":1,"height":1}"#,
            #"{"x":1.,"y":0,"width":1,"height":1}"#,
            #"{"x":1.5x,"y":0,"width":1,"height":1}"#,
            #"{"x":1000000000001,"y":0,"width":1,"height":1}"#,
            #"{"x":0,"y":0,"width":-1,"height":1}"#,
            #"{"x":0,"y":0,"width":1,"height":1000000000000.5}"#,
            #"{"x":0,"x":0,"width":1,"height":1}"#,
            #"{"x":0,"y":0,"width":1}"#,
            #"{"x":0,"y":0,"width":1,"height":1,"z":0}"#,
            #"{"x":null,"y":0,"width":1,"height":1}"#,
            #"{"\u0078":0,"y":0,"width":1,"height":1}"#,
            #"{"x":0,"y":0,"width":1,"height":1,}"#,
            #"{"x":0,"y":0,"width":1,"height":1"#,
            #"{"x":0,"y":0,"wid"#,
            #"{}"#, "[]", "null", #""x""#, "",
        ]
        for rect in rects {
            var plain = JSONReader(Array(rect.utf8))
            var general = plain
            let read = Result { () throws(DecodeFailure) in try plain.readRect() }
            let readGenerally = Result { () throws(DecodeFailure) in try general.readRectMembers() }
            XCTAssertEqual(read, readGenerally, rect)
            XCTAssertEqual(plain.position, general.position, rect)
        }
    }

    func test_sizesPointsAndInsetsInEveryForm_readAsTheGeneralMemberReaderDoes() {
        let objects = [
            #"{"width":390,"height":844}"#, #"{ "height" : 61.5 ,"width":358 }"#, "{\n  \"width\": 1,\n\t\"height\": 2\n}",
            #"{"width":0,"height":1}"#, #"{"width":1e3,"height":1}"#, #"{"width":1,"width":1}"#, #"{"width":1}"#,
            #"{"x":0,"y":-47}"#, #"{ "y":1.25 , "x":-0 }"#, #"{"x":0}"#, #"{"x":0,"y":0,"z":0}"#, #"{"x":null,"y":0}"#,
            #"{"top":47,"left":0,"bottom":34,"right":0}"#, #"{"bottom":34}"#, #"{}"#, #"{ }"#, #"{"top":-1}"#,
            #"{"top":1,"top":2}"#, #"{"top":1,}"#, #"{"right":1000000000001}"#, #"{"left":null}"#, #"{"topp":1}"#,
            #"{"\u0074op":1}"#, #"{"top":1"#, "[]", "null", "",
        ]
        for object in objects {
            func compare<T: Equatable>(
                _ read: (inout JSONReader) throws(DecodeFailure) -> T, _ readMembers: (inout JSONReader) throws(DecodeFailure) -> T
            ) {
                var plain = JSONReader(Array(object.utf8))
                var general = plain
                XCTAssertEqual(Result { () throws(DecodeFailure) in try read(&plain) },
                               Result { () throws(DecodeFailure) in try readMembers(&general) }, object)
                XCTAssertEqual(plain.position, general.position, object)
            }
            compare({ (reader) throws(DecodeFailure) in try reader.readSize(in: .positive) },
                    { (reader) throws(DecodeFailure) in try reader.readSizeMembers(in: .positive) })
            compare({ (reader) throws(DecodeFailure) in try reader.readPoint() },
                    { (reader) throws(DecodeFailure) in try reader.readPointMembers() })
            compare({ (reader) throws(DecodeFailure) in try reader.readInsets(in: .nonNegative) },
                    { (reader) throws(DecodeFailure) in try reader.readInsetsMembers(in: .nonNegative) })
        }
    }

    func test_numberMembers_packTheirNamesAsSpelled() {
        let shapes: [(JSONReader.NumberMembers, [String])] = [
            (.rect, ["x", "y", "width", "height"]), (.size(.positive), ["width", "height"]), (.point, ["x", "y"]),
            (.insets(.coordinate), ["top", "left", "bottom", "right"]),
        ]
        for (members, names) in shapes {
            let packed = [members.names.0, members.names.1, members.names.2, members.names.3]
            let lengths = [members.lengths.0, members.lengths.1, members.lengths.2, members.lengths.3]
            XCTAssertEqual(members.count, names.count)
            XCTAssertEqual(Array(packed.prefix(names.count)), names.map(JSONReader.NumberMembers.packed), "\(names)")
            XCTAssertEqual(Array(lengths.prefix(names.count)), names.map { $0.utf8.count + 1 }, "\(names)")
        }
    }

    func test_compactItems_readTheirFramesAndIds_asSpacedOnesDo() {
        guard case .decoded(let frames, let ids, let viewport, let offset, _, _, _, _, _) = outcome(items: Self.item + ","
            + #"{"id":"row-1","frame":{"x":-0.5,"y":200.25,"width":390,"height":0}}"#)
        else { return XCTFail("did not decode") }
        XCTAssertEqual(frames, [Rect(x: 0, y: 0, width: 390, height: 200), Rect(x: -0.5, y: 200.25, width: 390, height: 0)])
        XCTAssertEqual(ids, [.integer(0), .string("row-1")])
        XCTAssertEqual(viewport, Size(width: 390, height: 844))
        XCTAssertEqual(offset, Point(x: 0, y: 10))
    }

    func test_itemsInEveryForm_readAsSpacedOnesDo() {
        let variants = [
            // Numbers the scans leave to the general reader, or read the same way.
            #"{"id":-0,"frame":{"x":-0,"y":1e3,"width":390,"height":200}}"#,
            #"{"id":123456789012345,"frame":{"x":123456789.012345,"y":0.1,"width":1000000000000,"height":2.5e-3}}"#,
            #"{"id":1234567890123456,"frame":{"x":1234567890123456,"y":0,"width":1,"height":1}}"#,
            #"{"id":7.0,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":70e-1,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":-9007199254740993,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            // String ids: plain, escaped, non-ASCII.
            #"{"id":"a\"b","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":"é","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":"","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            // Other member orders, extra and missing members, nulls.
            #"{"frame":{"x":0,"y":0,"width":1,"height":1},"id":3}"#,
            #"{"id":3,"frame":{"y":0,"x":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1,"height":1,"depth":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1,"height":1},"extra":1}"#,
            #"{"id":3,"frame":null}"#,
            #"{"id":null,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":null,"y":0,"width":1,"height":1}}"#,
            #"{"id":3}"#,
            // Values out of range or of the wrong type.
            #"{"id":3,"frame":{"x":1000000000001,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":-1000000000001,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":-1,"height":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1,"height":-0.5}}"#,
            #"{"id":1.5,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":true,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":"0","y":0,"width":1,"height":1}}"#,
            // Syntax: leading zeros, a bare minus, a dot without digits, a lone fraction.
            #"{"id":03,"frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":01,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":-,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":1.,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":.5,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":1.5.5,"y":0,"width":1,"height":1}}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1,"height":1}"#,
            #"{"id":3,"frame":{"x":0,"y":0,"width":1,"height":1}}}"#,
        ]
        for variant in variants {
            outcome(items: Self.item + "," + variant)
            outcome(items: variant + "," + Self.item)
        }
    }

    /// 1–8 digits, a leading zero, a sign, a fraction or an exponent in each of an item's five
    /// numbers.
    func test_itemNumbers_ofEveryDigitCountInEveryPlace_readAsSpacedOnesDo() {
        let places = ["id", "x", "y", "width", "height"]
        func item(_ values: [String]) -> String {
            #"{"id":\#(values[0]),"frame":{"x":\#(values[1]),"y":\#(values[2]),"width":\#(values[3]),"height":\#(values[4])}}"#
        }
        let plain = ["7", "0", "200", "390", "44"]
        for place in places.indices {
            for value in ["0", "9", "10", "1234567", "9999999", "10000000", "12345678", "07", "-1", "1.5", "1e2", "1E2", "0.0"] {
                var values = plain
                values[place] = value
                outcome(items: Self.item + "," + item(values))
            }
        }
        guard case .decoded(let frames, let ids, _, _, _, _, _, _, _) = outcome(items: item(["9999999", "1234567", "7654321", "9999999", "1"]))
        else { return XCTFail("did not decode") }
        XCTAssertEqual(frames, [Rect(x: 1_234_567, y: 7_654_321, width: 9_999_999, height: 1)])
        XCTAssertEqual(ids, [.integer(9_999_999)])
    }

    /// `{"id":N}` targets and everything near them.
    func test_targetsInEveryForm_readAsSpacedOnesDo() {
        let targets = [
            #"{"id":7}"#, #"{"id":-7}"#, #"{"id":0}"#, #"{"id":-0}"#, #"{"id":123456789012345}"#,
            #"{"id":1234567890123456}"#, #"{"id":9007199254740993}"#, #"{"id":07}"#, #"{"id":7.0}"#, #"{"id":7e0}"#,
            #"{"id":7.5}"#, #"{"id":"7"}"#, #"{"id":7,"overlap":1}"#, #"{"id":7,"index":1}"#, #"{"id":null}"#,
            #"{"id":}"#, #"{"id":7"#, #"{"index":7}"#, #"{"id":-}"#, #"{"id":1}"#,
        ]
        for target in targets {
            outcome(items: Self.item, target: target)
            outcome(Array((#"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},"items":["#
                + Self.item + #"],"target":"# + target + "}").utf8))
        }
        XCTAssertEqual(
            outcome(items: Self.item.replacingOccurrences(of: #""id":0"#, with: #""id":-7"#), target: #"{"id":-7}"#).target,
            .id(.integer(-7)))
    }

    /// Names (an anchor's, the semantics') that end the body are read as those with more body
    /// after them: each body is decoded as sent and with 16 spaces before its closing brace.
    func test_namesAtTheEndOfTheBody_readAsWithMoreBodyAfterThem() {
        let prefix = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},"target":{"edge":"top"},"#
        for tail in [#""semantics":"css""#, #""semantics":"uikit""#, #""semantics":"swiftui""#, #""semantics":"cs""#,
                     #""semantics":"cssx""#, #""semantics":"c\u0073s""#, #""semantics":"""#, #""semantics":"css"#,
                     #""semantics":"\#u{7}css""#, #""semantics":"css   ""#, #""semantics":"é""#] {
            let sent = Array((prefix + tail + "}").utf8)
            let spaced = Array((prefix + tail + String(repeating: " ", count: 16) + "}").utf8)
            XCTAssertEqual(outcome(sent), outcome(spaced), tail)
        }
        let lengths = (0...16).map { String(repeating: "t", count: $0) }  // every shift of the body's last 16 bytes
        for anchor in ["center", "top", "bottomTrailing", "nearest", "centerx", "topLeadingX"] + lengths {
            let body = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},"items":["#
                + Self.item + #"],"target":{"id":0},"anchor":""# + anchor + "\"}"
            let spaced = body.dropLast() + String(repeating: " ", count: 16) + "}"
            XCTAssertEqual(outcome(Array(body.utf8)), outcome(Array(spaced.utf8)), anchor)
        }
    }

    /// Sizes of every digit count and the forms just outside them, for a positive viewport and a
    /// non-negative content size.
    func test_sizesOfEveryDigitCount_readAsSpacedOnesDo() {
        for value in ["0", "1", "390", "1234567", "9999999", "10000000", "01", "-1", "1.5", "1e2"] {
            for (width, height) in [(value, "844"), ("390", value)] {
                let size = #"{"width":\#(width),"height":\#(height)}"#
                outcome(Array((#"{"viewport":"# + size + #","contentSize":"# + size + #","target":{"edge":"top"}}"#).utf8))
                outcome(Array((#"{"viewport":{"width":1,"height":1},"contentSize":"# + size + #","target":{"edge":"top"}}"#).utf8))
            }
        }
        outcome(Array(#"{"viewport":{"width":1234567,"height":7654321},"contentSize":{"width":1,"height":1},"target":{"edge":"top"}}"#.utf8))
    }

    /// Insets: every subset of sides in order, out of order and repeated, each digit count and
    /// the numbers just outside them.
    func test_insetsInEveryForm_readAsSpacedOnesDo() {
        let sides = ["top", "left", "bottom", "right"]
        var forms: [String] = []
        for subset in 1..<16 {
            let members = sides.indices.filter { subset & (1 << $0) != 0 }.map { #""\#(sides[$0])":\#($0 * 1111 + 7)"# }
            forms.append("{" + members.joined(separator: ",") + "}")
            forms.append("{" + members.reversed().joined(separator: ",") + "}")
        }
        for value in ["0", "9999999", "10000000", "07", "-1", "1.5", "1e2", "null"] {
            forms.append(#"{"top":\#(value),"bottom":34}"#)
            forms.append(#"{"top":47,"right":\#(value)}"#)
        }
        forms += [#"{"top":1,"top":2}"#, #"{"top":1,}"#, #"{,"top":1}"#, #"{"top":1 }"#, #"{"top":1,"depth":2}"#, #"{}"#]
        for form in forms {
            for field in ["contentInsets", "scrollPadding"] {
                outcome(Array((#"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},""# + field
                    + #"":"# + form + #","target":{"edge":"top"}}"#).utf8))
            }
        }
    }

    /// Whitespace of every kind before and after each token of an item, and string ids whose
    /// words (eight bytes at a time) hold non-ASCII, valid or not.
    func test_itemsWithWhitespaceAroundEveryToken_andLongStringIds_readAsSpacedOnesDo() {
        let variants = [
            "{ \"id\" : 3 , \"frame\" : { \"x\" : 0 , \"y\" : 1 , \"width\" : 2 , \"height\" : 3 } }",
            "{\n  \"id\": 3,\n  \"frame\": {\n    \"x\": 0,\n    \"y\": 1,\n    \"width\": 2,\n    \"height\": 3\n  }\n}",
            "{\t\"id\"\t:\t3\t,\r\n\"frame\"\r\n:\r\n{\"x\"  :  0  ,  \"y\":1,\"width\":2,\"height\":3  }  }",
            #"{"id":"5a486531-0201-73e0-7d81-d544bb08d0dc","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":"row-é-and-more-bytes","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
            #"{"id":"eight-by\#u{7F}-and-more","frame":{"x":0,"y":0,"width":1,"height":1}}"#,
        ]
        for variant in variants {
            outcome(items: Self.item + "," + variant)
            outcome(items: variant + "," + Self.item)
        }
        let prefix = Array(body(items: "").utf8.prefix { $0 != UInt8(ascii: "[") }) + [UInt8(ascii: "[")]
        let suffix = Array(#"],"target":{"index":0}}"#.utf8)
        for id: [UInt8] in [Array("abcdefgh".utf8) + [0xC3, 0x28], Array("abcdefg".utf8) + [0xFF] + Array("ijklmnop".utf8)] {
            let item = Array(#"{"id":""#.utf8) + id + Array(#"","frame":{"x":0,"y":0,"width":1,"height":1}}"#.utf8)
            XCTAssertEqual(outcome(prefix + item + suffix).isFailure, true)
        }
    }

    func test_duplicateIds_failAtTheRepeat() {
        let repeated = #"{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}"#
        XCTAssertEqual(outcome(items: repeated + "," + repeated), .failed(code: "duplicate_id", pointer: "/items/1/id"))
        XCTAssertEqual(outcome(items: Self.item + "," + Self.item), .failed(code: "duplicate_id", pointer: "/items/1/id"))
    }

    func test_stringIdsThatAreNotPlainText_fail() {
        let prefix = Array(body(items: "").utf8.prefix { $0 != UInt8(ascii: "[") }) + [UInt8(ascii: "[")]
        let suffix = Array(#"],"target":{"index":0}}"#.utf8)
        for id: [UInt8] in [[0xC3, 0x28], [0xFF], [0x09], [0xE2, 0x82]] {  // invalid UTF-8, a control byte
            let item = Array(#"{"id":""#.utf8) + id + Array(#"","frame":{"x":0,"y":0,"width":1,"height":1}}"#.utf8)
            XCTAssertEqual(outcome(prefix + item + suffix).isFailure, true)
        }
    }

    func test_sizesAndPoints_inEveryForm_readAsSpacedOnesDo() {
        for viewport in [#"{"width":390,"height":844}"#, #"{"height":844,"width":390}"#, #"{"width":0,"height":844}"#,
                         #"{"width":390}"#, #"{"width":390,"height":844,"depth":1}"#, #"{"width":3.9e2,"height":844}"#] {
            outcome(Array((#"{"viewport":"# + viewport + #","contentSize":{"width":390,"height":900},"target":{"edge":"top"}}"#).utf8))
        }
        for insets in [#"{"top":47,"bottom":34}"#, #"{}"#, #"{"top":1,"left":2,"bottom":3,"right":4}"#, #"{"right":-4}"#,
                       #"{"bottom":3,"top":1}"#, #"{"top":1,"top":2}"#, #"{"top":1,}"#, #"{"top":1,"depth":2}"#,
                       #"{"top":null}"#, #"{"top":1e400}"#, #"{"top":2e12}"#, #"{"left":-0.5,"right":1.25}"#, #"{"top":1"#] {
            for field in ["contentInsets", "scrollPadding"] {
                outcome(Array((#"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},""# + field
                    + #"":"# + insets + #","target":{"edge":"top"}}"#).utf8))
            }
        }
        for offset in [#"{"x":0,"y":-12.5}"#, #"{"y":0,"x":0}"#, #"{"x":0}"#, #"{"x":0,"y":2e12}"#, #"{"x":0,"y":0,"z":0}"#] {
            outcome(Array((#"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":900},"contentOffset":"#
                + offset + #","target":{"edge":"top"}}"#).utf8))
        }
    }

    /// A run of items interrupted anywhere — by a repeated id, a space, another member order, a
    /// string id, the limit on items — reads as spaced.
    func test_aRunOfItems_interruptedAnywhere_readsAsSpacedOnesDo() {
        let items = (0..<4).map { #"{"id":\#($0),"frame":{"x":0,"y":\#($0 * 10),"width":390,"height":10}}"# }
        let interruptions = [
            items[1],  // a repeated id
            " " + items[3].replacingOccurrences(of: #""id":3"#, with: #""id":7"#),
            #"{"frame":{"x":0,"y":0,"width":1,"height":1},"id":9}"#,
            #"{"id":"nine","frame":{"x":0,"y":0,"width":1.5,"height":1}}"#,
        ]
        for interruption in interruptions {
            for position in 0...items.count {
                var list = items
                list.insert(interruption, at: position)
                outcome(items: list.joined(separator: ","))
            }
        }
        let bytes = Array(body(items: items.joined(separator: ",")).utf8)
        for maxItems in 0...5 {
            outcome(bytes, limits: RequestLimits(maxItems: maxItems))
        }
        XCTAssertEqual(
            outcome(bytes, limits: RequestLimits(maxItems: 3)), .failed(code: "too_many_items", pointer: "/items"))
        XCTAssertEqual(
            outcome(items: items[0] + "," + items[1] + "," + items[1]), .failed(code: "duplicate_id", pointer: "/items/2/id"))
        outcome(items: "")
    }

    /// An item's frame is the fourth level (body, `items`, item, frame).
    func test_itemsDeeperThanTheLimit_failAsNestingTooDeep() {
        let bytes = Array(body(items: Self.item).utf8)
        for depth in 2...3 {
            guard case .failed(let code, _) = outcome(bytes, limits: RequestLimits(maxJSONDepth: depth)) else {
                XCTFail("depth \(depth) decoded")
                continue
            }
            XCTAssertEqual(code, "nesting_too_deep", "depth \(depth)")
        }
        XCTAssertFalse(outcome(bytes, limits: RequestLimits(maxJSONDepth: 4)).isFailure)
    }

    func test_aBodyCutAnywhereInAnItem_failsAsSpacedOnesDo() {
        let whole = Array(body(items: Self.item + "," + Self.item.replacingOccurrences(of: "0", with: "1")).utf8)
        for cut in stride(from: 150, to: whole.count, by: 1) {
            outcome(Array(whole[..<cut]))
        }
    }
}

/// `JSONReader.plainDecimal` (one word inline for short integers) against `shortDecimal`.
final class PlainDecimalTests: XCTestCase {
    func test_everyShortLiteral_beforeEveryTerminator_readsAsShortDecimalDoes() {
        let literals = [
            "0", "7", "-0", "-7", "10", "390", "1234567", "9999999", "-9999999", "12345678", "123456789012345",
            "1234567890123456", "07", "-07", "00", "-", "--1", "1.5", "-0.25", "1.", "1e2", "1E2", "-1e2", ".5", "",
        ]
        for literal in literals {
            for terminator in [",", "}", " ", ".", "e", "E", "x", "\n", "]"] {
                for padding in ["", "00000000000"] {
                    let bytes = Array((literal + terminator + padding).utf8)
                    let reader = JSONReader(bytes)
                    let (plain, short) = (reader.plainDecimal(at: 0), reader.shortDecimal(at: 0))
                    let text = literal + terminator + padding
                    XCTAssertEqual(plain?.value, short?.value, text)
                    XCTAssertEqual(plain?.value.sign, short?.value.sign, text)
                    XCTAssertEqual(plain?.end, short?.end, text)
                }
            }
        }
        XCTAssertEqual(
            JSONReader(Array("-390,0000000".utf8)).plainDecimal(at: 0)?.value, -390)
    }
}

/// `JSONReader.digitRun` (one word, no loop) against the digit-by-digit loop it replaces.
final class ShortDigitsTests: XCTestCase {
    private func scan(_ text: String) -> (count: Int, value: UInt64)? {
        scan(Array(text.utf8))
    }

    /// The run at the start of `bytes`' first word; nil when fewer than eight bytes.
    private func scan(_ bytes: [UInt8]) -> (count: Int, value: UInt64)? {
        guard bytes.count >= 8 else { return nil }
        let word = bytes.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return JSONReader.digitRun(word)
    }

    private func loop(_ text: String) -> (count: Int, value: UInt64) {
        var value: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            count += 1
        }
        return (count, value)
    }

    func test_runsOfZeroToSevenDigits_beforeEveryKindOfByte_areCountedAndValuedAsTheLoopDoes() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...7 {
            for _ in 0..<300 {
                let digits = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                for terminator: UInt8 in [0x00, 0x2C, 0x2E, 0x2F, 0x3A, 0x45, 0x65, 0x7D, 0x80, 0xB0, 0xBA, 0xC0, 0xFF] {
                    let text = digits + String(decoding: [terminator], as: UTF8.self) + "99999999"
                    guard let scanned = scan(text) else { return XCTFail("\(text): no answer") }
                    let expected = loop(text)
                    if terminator < 0x80 {
                        XCTAssertEqual(scanned.count, expected.count, text)
                        XCTAssertEqual(scanned.value, expected.value, text)
                    } else {
                        XCTAssertEqual(scanned.count, length, text)  // a UTF-8 byte ends the digits too
                        XCTAssertEqual(scanned.value, UInt64(digits) ?? 0, text)
                    }
                }
            }
        }
    }

    func test_raw0xFFAndHighBytes_stopTheRun() {
        for byte: UInt8 in 0x80...0xFF {
            let bytes: [UInt8] = [0x31, 0x32, byte, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38]
            let scanned = scan(bytes)
            XCTAssertEqual(scanned?.count, 2, "\(byte)")
            XCTAssertEqual(scanned?.value, 12, "\(byte)")
        }
    }

    func test_eightDigitsOrFewerThanEightBytes_areLeftToTheLoop() {
        XCTAssertNil(scan("12345678"))
        XCTAssertNil(scan("1234567"))
        XCTAssertEqual(scan("1234567,")?.value, 1_234_567)
        XCTAssertEqual(scan("0000007,")?.value, 7)
    }
}
