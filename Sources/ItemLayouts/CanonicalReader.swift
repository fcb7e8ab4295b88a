/// Reads the primitives of a layout's canonical form back (`CanonicalWriter` writes them), for
/// `LayoutCanonicalForm.layout(from:)`. Every read is bounds-checked: bytes that end early or
/// say something impossible throw `Malformed`, never trap.
package struct CanonicalReader {
    /// The bytes are no canonical form this server writes.
    package struct Malformed: Error, Equatable {
        let reason: String
    }

    private let bytes: [UInt8]
    package private(set) var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var remaining: Int { bytes.count - position }
    package var isAtEnd: Bool { position == bytes.count }

    package mutating func expect(_ expected: [UInt8]) throws(Malformed) {
        guard remaining >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw Malformed(reason: "not a canonical layout of this version")
        }
        position += expected.count
    }

    package mutating func u8() throws(Malformed) -> UInt8 {
        guard remaining >= 1 else { throw Malformed(reason: "ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    package mutating func u64() throws(Malformed) -> UInt64 {
        guard remaining >= 8 else { throw Malformed(reason: "ends early") }
        var value: UInt64 = 0
        for offset in (0..<8).reversed() { value = value << 8 | UInt64(bytes[position + offset]) }
        position += 8
        return value
    }

    package mutating func i64() throws(Malformed) -> Int64 {
        Int64(bitPattern: try u64())
    }

    /// A double; only finite ones are ever written.
    package mutating func f64() throws(Malformed) -> Double {
        let value = Double(bitPattern: try u64())
        guard value.isFinite else { throw Malformed(reason: "a number that is not finite") }
        return value
    }

    /// `0`, or `1` and a double.
    package mutating func optional() throws(Malformed) -> Double? {
        switch try u8() {
        case 0: return nil
        case 1: return try f64()
        default: throw Malformed(reason: "a presence flag other than 0 or 1")
        }
    }

    /// A count of things each taking at least `bytesEach` bytes: never more than the bytes left
    /// could hold, so a count read from the store never reserves memory it cannot fill.
    package mutating func count(bytesEach: Int) throws(Malformed) -> Int {
        let value = try u64()
        guard value <= UInt64(remaining / max(bytesEach, 1)) else { throw Malformed(reason: "a count past the bytes left") }
        return Int(value)
    }

    /// The next `length` bytes.
    package mutating func take(_ length: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard length >= 0, remaining >= length else { throw Malformed(reason: "ends early") }
        defer { position += length }
        return bytes[position..<position + length]
    }
}
