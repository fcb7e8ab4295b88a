/// The keys an object of the schema may have (or the names an enum string may take), matched
/// against the body without building strings: a name of at most 16 bytes (every name of the
/// schema so far) packs into two machine words, so matching it is a few integer compares; a
/// longer one is matched byte by byte. Any number of names: `JSONReader.readObject` tracks up
/// to 64 in one word and larger sets in a `KeyBitSet`.
///
/// A class, immutable: the sets are built once (static lets) and read on every request, and
/// handing one around is then one reference rather than a copy of its arrays.
@usableFromInline package final class JSONKeySet: Sendable {
    /// Up to 16 bytes packed little-endian into two words, plus the length.
    package struct PackedName: Equatable, Sendable {
        package var low: UInt64 = 0
        package var high: UInt64 = 0
        package var count: Int = 0

        package static let maxCount = 16

        /// Matches no key: stands in for a name that is too long to pack (`longNames` has it).
        package static let unmatchable = PackedName(count: -1)

        private init(count: Int) {
            self.count = count
        }

        package init(low: UInt64, high: UInt64, count: Int) {
            self.low = low
            self.high = high
            self.count = count
        }

        /// `bytes` packed, or nil when longer than 16 bytes.
        package init?(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= Self.maxCount else { return nil }
            var shift: UInt64 = 0
            for byte in bytes {
                if shift < 64 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
                shift += 8
            }
            count = bytes.count
        }
    }

    package let names: [String]
    /// `names.count`, read without touching the array.
    package let count: Int
    private let packed: [PackedName]
    /// The names longer than 16 bytes, with their indices: matched byte by byte.
    private let longNames: [(index: Int, bytes: [UInt8])]

    /// The names in order; a name's index is its position. A repeated name is matched as its
    /// first occurrence.
    package init(_ names: [String]) {
        self.names = names
        self.count = names.count
        self.packed = names.map { PackedName(Array($0.utf8)[...]) ?? .unmatchable }
        self.longNames = names.enumerated().compactMap { index, name in
            name.utf8.count > PackedName.maxCount ? (index, Array(name.utf8)) : nil
        }
    }

    /// The set of `cases`' names (`names(of:)`).
    package convenience init<Cases: CaseIterable>(cases: Cases.Type) {
        self.init(Self.names(of: cases))
    }

    /// The names of `cases`' cases as Swift spells them, in declaration order, so that a case's
    /// raw value (0, 1, …) is its key's index — also after the names of a set put before them
    /// (`JSONKeySet(shared.names + JSONKeySet.names(of: Own.self))`), shifted by their count.
    package static func names<Cases: CaseIterable>(of cases: Cases.Type) -> [String] {
        Cases.allCases.map { "\($0)" }
    }

    /// The index of the name `key` spells, or nil: the hot path, for keys of at most 16 bytes.
    @inline(__always)
    package func index(of key: PackedName) -> Int? {
        packed.firstIndex(of: key)
    }

    /// The index of the name `bytes` spell (escapes decoded), or nil, whatever their length.
    package func index(of bytes: ArraySlice<UInt8>) -> Int? {
        if let key = PackedName(bytes) { return index(of: key) }
        return longNames.first { $0.bytes.elementsEqual(bytes) }?.index
    }
}
