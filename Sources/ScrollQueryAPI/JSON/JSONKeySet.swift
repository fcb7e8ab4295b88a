/// The keys an object of the schema may have (or the names an enum string may take), matched
/// against the body without building strings: a name of at most 16 bytes (every name of the
/// schema so far) packs into two machine words, so matching it is a few integer compares; a
/// longer one is matched byte by byte. Any number of names: `JSONReader.readObject` tracks up
/// to 64 in one word and larger sets in a `KeyBitSet`.
///
/// A class, immutable: the sets are built once (static lets) and read on every request, and
/// handing one around is then one reference rather than a copy of its four arrays (a retain
/// and a release of each, per object read).
///
/// Every set is immortal (see `init`): it is never freed, and building one per request would leak
/// it, so sets are made in static lets only (tests aside), and a set made of others is built
/// once from their names: an intermediate set would be immortal and unreferenced, a leak
/// (LeakSanitizer, `make fuzz`, reports it).
final class JSONKeySet: Sendable {
    /// Up to 16 bytes packed little-endian into two words, plus the length.
    struct PackedName: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: Int = 0

        static let maxCount = 16

        /// Matches no key: stands in for a name that is too long to pack (`longNames` has it).
        static let unmatchable = PackedName(count: -1)

        private init(count: Int) {
            self.count = count
        }

        init(low: UInt64, high: UInt64, count: Int) {
            self.low = low
            self.high = high
            self.count = count
        }

        /// `bytes` packed, or nil when longer than 16 bytes.
        init?(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= Self.maxCount else { return nil }
            var shift: UInt64 = 0
            for byte in bytes {
                if shift < 64 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
                shift += 8
            }
            count = bytes.count
        }
    }

    /// A member's opening `"name":` exactly as compact JSON spells it (no whitespace, no
    /// escapes), packed like `PackedName` with a mask of the bytes that count. Encoders emit
    /// members in declaration order without whitespace, so `JSONReader.readObject` first tries
    /// the key it expects next against these bytes, one or two word compares instead of the
    /// general key path.
    struct CompactKey: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var lowMask: UInt64 = 0
        var highMask: UInt64 = 0
        /// Bytes of `"name":`; 0 (never matched) for a name that does not fit in 16 bytes,
        /// needs escaping, or repeats an earlier name (whose index the general path would find).
        var count = 0

        init(_ name: String, isRepeat: Bool) {
            let tag = [UInt8(ascii: "\"")] + Array(name.utf8) + [UInt8(ascii: "\""), UInt8(ascii: ":")]
            let plain = name.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            guard !isRepeat, plain, let packed = PackedName(tag[...]) else { return }
            low = packed.low
            high = packed.high
            lowMask = tag.count >= 8 ? .max : ByteWord.prefix(.max, count: tag.count)
            highMask = tag.count >= 16 ? .max : ByteWord.prefix(.max, count: max(0, tag.count - 8))
            count = tag.count
        }
    }

    let names: [String]
    private let packed: [PackedName]
    /// The names longer than 16 bytes, with their indices: matched byte by byte.
    private let longNames: [(index: Int, bytes: [UInt8])]
    /// `CompactKey` of each name, by index.
    let compactKeys: [CompactKey]

    /// The names in order; a name's index is its position. A repeated name is matched as its
    /// first occurrence.
    init(_ names: [String]) {
        self.names = names
        self.packed = names.map { PackedName(Array($0.utf8)[...]) ?? .unmatchable }
        self.longNames = names.enumerated().compactMap { index, name in
            name.utf8.count > PackedName.maxCount ? (index, Array(name.utf8)) : nil
        }
        self.compactKeys = names.indices.map { CompactKey(names[$0], isRepeat: names[..<$0].contains(names[$0])) }
        // Immortal, as the runtime makes a statically initialised object: a retain or release of
        // it then only reads its reference count. The decoders hand sets around as ordinary
        // references, which the compiler retains and releases (three or four times per decoded
        // request), and a static set is shared by every worker thread: counted, each of those
        // was an atomic write to a cache line the threads take turns owning — the line that also
        // holds the arrays every key lookup reads. Two references are taken first, as the
        // compiler gives its static objects: a release still subtracts from the count under the
        // immortal flag, and from a count of zero it would borrow out of the flag and make the
        // set mortal (and counted) again at once. (A unit test checks the count stays put.)
        let object = Unmanaged.passUnretained(self)
        _ = object.retain()
        _ = object.retain()
        immortalize(object.toOpaque())
    }

    /// The set of `cases`' names (`names(of:)`).
    convenience init<Cases: CaseIterable>(cases: Cases.Type) {
        self.init(Self.names(of: cases))
    }

    /// The names of `cases`' cases as Swift spells them, in declaration order, so that a case's
    /// raw value (0, 1, …) is its key's index — also after the names of a set put before them
    /// (`JSONKeySet(shared.names + JSONKeySet.names(of: Own.self))`), shifted by their count.
    static func names<Cases: CaseIterable>(of cases: Cases.Type) -> [String] {
        Cases.allCases.map { "\($0)" }
    }

    /// The index of the name `key` spells, or nil: the hot path, for keys of at most 16 bytes.
    @inline(__always)
    func index(of key: PackedName) -> Int? {
        packed.firstIndex(of: key)
    }

    /// The index of the name `bytes` spell (escapes decoded), or nil, whatever their length.
    func index(of bytes: ArraySlice<UInt8>) -> Int? {
        if let key = PackedName(bytes) { return index(of: key) }
        return longNames.first { $0.bytes.elementsEqual(bytes) }?.index
    }
}

/// The Swift runtime's own `_swift_stdlib_immortalize` (exported by libswiftCore, for the standard
/// library's use): marks a heap object's reference count immortal, so that it is never freed and,
/// given a count above zero, retains and releases leave it unchanged. Linked by name: a toolchain
/// without it fails to link, loudly.
@_silgen_name("_swift_stdlib_immortalize")
private func immortalize(_ object: UnsafeMutableRawPointer)
