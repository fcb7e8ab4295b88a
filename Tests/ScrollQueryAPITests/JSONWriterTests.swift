import Foundation
import ScrollCore
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

final class JSONWriterTests: XCTestCase {
    private func written(_ value: Double) -> String {
        var writer = JSONWriter()
        writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: - Numbers

    func test_number_integralValues_printWithoutFraction() {
        XCTAssertEqual(written(120), "120")
        XCTAssertEqual(written(-47), "-47")
        XCTAssertEqual(written(1), "1")
        XCTAssertEqual(written(1190), "1190")
        XCTAssertEqual(written(1e12), "1000000000000")
        XCTAssertEqual(written(-1e12), "-1000000000000")
        XCTAssertEqual(written(999_999_999_999_999), "999999999999999")
    }

    func test_number_integralValuesFrom1e15To2pow53_printWithoutFraction() {
        // Swift's description spells these "1000000000000000.0"; the writer promises no ".0".
        // They are reachable: a numeric anchor of 1000 on a 1e12-point viewport gives -1e15.
        XCTAssertEqual(written(1e15), "1000000000000000")
        XCTAssertEqual(written(-1e15), "-1000000000000000")
        XCTAssertEqual(written(5e15), "5000000000000000")
        XCTAssertEqual(written(9_007_199_254_740_992), "9007199254740992")  // 2^53
    }

    /// `eightDigits` against the division loop: every power of ten and its neighbours, every
    /// value below 10^4, and random values below 10^8.
    func test_eightDigits_matchesDivisionLoop() {
        func expected(_ value: UInt64) -> UInt64 {
            var word: UInt64 = 0
            var rest = value
            for position in (0..<8).reversed() {
                word |= (rest % 10) << UInt64(8 * position)
                rest /= 10
            }
            return word
        }
        var values: [UInt64] = Array(0..<10_000)
        var power: UInt64 = 1
        for _ in 0..<8 {
            values += [power - 1, power, power + 1, power * 5, power * 10 - 1]
            power *= 10
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50_000 { values.append(UInt64.random(in: 0..<100_000_000, using: &generator)) }
        for value in values where value < 100_000_000 {
            XCTAssertEqual(JSONWriter.eightDigits(value), expected(value), "\(value)")
        }
    }

    func test_number_integersAroundEightDigits_printTheirDigits() {
        for value: Int64 in [1, 9, 10, 99, 100, 1_071, 9_999_999, 10_000_000, 99_999_999, 100_000_000, 123_456_789] {
            XCTAssertEqual(written(Double(value)), String(value))
            XCTAssertEqual(written(Double(-value)), String(-value))
        }
        XCTAssertEqual(written(0.5), "0.5")
        XCTAssertEqual(written(-0.25), "-0.25")
        XCTAssertEqual(written(10_000_000.5), "10000000.5")
    }

    /// Points and rects are written whole through one room check; their text is the members'
    /// numbers as `number` writes them, for every kind of value, in a writer that has to grow.
    func test_pointsAndRects_writeEachMemberAsNumberDoes() {
        let values: [Double] = [
            0, -0.0, 1, -47, 1071.5, -0.25, 99_999_999, 100_000_000, -123_456_789, 1e15, 9_007_199_254_740_992,
            0.1 + 0.2, 1e-5, -2.5e-7, 1e20, -1.5e300, .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
            .nan, .infinity, 12_345_678_901.2345, 0.001,
        ]
        var writer = JSONWriter(capacity: 8)
        var expected = ""
        for (index, x) in values.enumerated() {
            let y = values[(index * 7 + 3) % values.count]
            let width = values[(index * 5 + 1) % values.count]
            let height = values[(index * 3 + 2) % values.count]
            writer.point(Point(x: x, y: y))
            writer.rect(Rect(x: x, y: y, width: width, height: height))
            expected += #"{"x":\#(written(x)),"y":\#(written(y))}"#
            expected += #"{"x":\#(written(x)),"y":\#(written(y)),"width":\#(written(width)),"height":\#(written(height))}"#
        }
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), expected)
    }

    func test_number_zeroOfEitherSign_printsAsZero() {
        XCTAssertEqual(written(0), "0")
        XCTAssertEqual(written(-0.0), "0")
    }

    func test_number_fractions_printShortestRoundTripForm() {
        XCTAssertEqual(written(0.5), "0.5")
        XCTAssertEqual(written(-1.25), "-1.25")
        XCTAssertEqual(written(321.5), "321.5")
        XCTAssertEqual(written(0.1), "0.1")
        XCTAssertEqual(written(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(written(0.001), "0.001")
    }

    /// `JSONWriter`'s fast path for values with 1–4 fraction digits must spell every value as
    /// `Double.description` does: decimals of each digit count and sign across the magnitudes
    /// it takes (and just outside them), their neighbours one ulp away, and random doubles.
    func test_number_nonIntegralValues_matchDescriptionByteForByte() {
        func check(_ value: Double) {
            guard value.isFinite, value.rounded(.towardZero) != value else { return }
            XCTAssertEqual(written(value), value.description, "\(value.bitPattern)")
        }
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0.001, 0.0015, 0.00099, 0.0999, 0.1, 0.25, 0.3333, 1071.5, -47.25, 99_999_999_999.5,
            100_000_000_000.5, 12_345_678_901.2345, 0.1 + 0.2, 1.0 / 3.0, 2.675, 1.005, 9.9995, 0.0001,
        ]
        for digits in 1...5 {
            let scale = pow(10.0, Double(digits))
            for _ in 0..<4_000 {
                let exponent = Double.random(in: -3...11, using: &generator)
                let magnitude = (pow(10.0, exponent) * scale).rounded()
                values.append(magnitude / scale)
                values.append(-magnitude / scale)
            }
        }
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: UInt64.random(in: 0x3F40_0000_0000_0000...0x4260_0000_0000_0000, using: &generator)))
        }
        for value in values {
            check(value)
            check(value.nextUp)
            check(value.nextDown)
        }
    }

    func test_number_smallMagnitudes_useExponentForm() {
        XCTAssertEqual(written(1e-5), "1e-05")
        XCTAssertEqual(written(-2.5e-7), "-2.5e-07")
        XCTAssertEqual(written(5e-324), "5e-324")
    }

    func test_number_largeMagnitudes_useExponentForm() {
        XCTAssertEqual(written(1e20), "1e+20")
        XCTAssertEqual(written(-1e16), "-1e+16")
        XCTAssertEqual(written(1.5e300), "1.5e+300")
    }

    func test_number_nonFiniteValues_printAsNull() {
        XCTAssertEqual(written(.infinity), "null")
        XCTAssertEqual(written(-.infinity), "null")
        XCTAssertEqual(written(.nan), "null")
    }

    func test_number_everyOutput_parsesBackToTheSameValue() {
        let values: [Double] = [
            0, 1, -1, 0.5, 0.1, 0.1 + 0.2, 1e-5, 1e20, 1e15, 123.456, -9_007_199_254_740_993,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude, 1.0 / 3.0,
        ]
        for value in values {
            let text = written(value)
            guard let parsed = readNumberOK(text) else {
                XCTFail("\(value) was written as \(text), which is not a JSON number")
                continue
            }
            XCTAssertEqual(parsed, value, "\(value) was written as \(text)")
        }
    }

    // MARK: - Other values

    func test_isIntegral_agreesWithRoundingTowardZero_upToTwoToTheFiftyThree() {
        func expected(_ value: Double) -> Bool {
            value.rounded(.towardZero) == value && value.magnitude <= 9_007_199_254_740_992
        }
        let edges: [Double] = [
            0, -0.0, 0.5, -0.5, 1, -1, 1071.5, 0x1p52 - 0.5, 0x1p52, 0x1p52 + 1, 0x1p53, 0x1p53 + 2, -0x1p53, -0x1p53 - 2,
            .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        ]
        for value in edges { XCTAssertEqual(JSONWriter.isIntegral(value), expected(value), "\(value)") }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let integer = Double(Int64.random(in: -(1 << 54)...(1 << 54), using: &generator))
            let scaled = integer / Double(1 << Int.random(in: 0...8, using: &generator))
            XCTAssertEqual(JSONWriter.isIntegral(scaled), expected(scaled), "\(scaled)")
        }
    }

    func test_bool_printsJSONLiterals() {
        var writer = JSONWriter()
        writer.bool(true)
        writer.raw(",")
        writer.bool(false)
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), "true,false")
    }

    func test_raw_appendsTextVerbatim() {
        var writer = JSONWriter(capacity: 0)
        writer.raw("{\"x\":")
        writer.number(2)
        writer.raw("}")
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), #"{"x":2}"#)
    }

    /// Literals are copied as overlapping words up to 32 bytes (`JSONWriter.copy`): every
    /// length from 0 to 40, each written between two others so that a byte too many or too few
    /// shows.
    func test_raw_everyLiteralLength_isCopiedExactly() {
        let texts: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij",
            "abcdefghijk", "abcdefghijkl", "abcdefghijklm", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop",
            "abcdefghijklmnopq", "abcdefghijklmnopqr", "abcdefghijklmnopqrs", "abcdefghijklmnopqrst",
            "abcdefghijklmnopqrstu", "abcdefghijklmnopqrstuv", "abcdefghijklmnopqrstuvw", "abcdefghijklmnopqrstuvwx",
            "abcdefghijklmnopqrstuvwxy", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyzA",
            "abcdefghijklmnopqrstuvwxyzAB", "abcdefghijklmnopqrstuvwxyzABC", "abcdefghijklmnopqrstuvwxyzABCD",
            "abcdefghijklmnopqrstuvwxyzABCDE", "abcdefghijklmnopqrstuvwxyzABCDEF",
            "abcdefghijklmnopqrstuvwxyzABCDEFG", "abcdefghijklmnopqrstuvwxyzABCDEFGH",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHI", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJK", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN",
        ]
        XCTAssertEqual(texts.count, 41)
        for text in texts {
            var writer = JSONWriter(capacity: 0)
            writer.raw("[")
            writer.raw(text)
            writer.raw("]")
            let expected = "[" + text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } + "]"
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), expected)
        }
    }

    /// The body is the text alone, however small the writer started and however often it grew:
    /// the room after the text is cut off.
    func test_takeBody_isExactlyTheTextWritten_acrossGrowth() {
        for capacity in [0, 32, 512] {
            var writer = JSONWriter(capacity: capacity)
            var expected = "["
            writer.raw("[")
            for index in 0..<200 {
                writer.number(Double(index) + 0.25)
                writer.raw(",")
                expected += "\(Double(index) + 0.25),"
            }
            let quotes = String(repeating: "\"", count: 300)
            writer.string(quotes)
            writer.raw("]")
            expected += "\"" + String(repeating: "\\\"", count: 300) + "\"]"
            let count = writer.count
            let body = writer.takeBody()
            XCTAssertEqual(count, expected.utf8.count, "capacity \(capacity)")
            XCTAssertEqual(String(decoding: body, as: UTF8.self), expected, "capacity \(capacity)")
        }
    }

    func test_point_writesXThenY() {
        var writer = JSONWriter()
        writer.point(Point(x: -0.0, y: 321.5))
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), #"{"x":0,"y":321.5}"#)
    }

    func test_rect_writesOriginThenSize() {
        var writer = JSONWriter()
        writer.rect(Rect(x: 1, y: -2.5, width: 390, height: 0.25))
        XCTAssertEqual(
            String(decoding: writer.bytes, as: UTF8.self), #"{"x":1,"y":-2.5,"width":390,"height":0.25}"#)
    }
}
