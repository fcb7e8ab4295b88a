/// Reading a list's ids and finding an id's position: by value for ascending lists (binary
/// search), through the table when there is one, otherwise by a scan of the short list.
extension ItemIDs {
    /// The id at `index` (nil out of range). Builds a `String` for a string id: for answers
    /// and messages, which name a few ids, not for scans.
    package func id(at index: Int) -> ItemID? {
        guard index >= 0, index < count else { return nil }
        if let integer = integer(at: index) { return .integer(integer) }
        return .string(withUTF8(at: index) { String(decoding: $0, as: UTF8.self) })
    }

    /// Every id, built — for tests and small lists.
    package var ids: [ItemID] {
        (0..<count).compactMap { id(at: $0) }
    }

    /// The integer id at `index`, or nil when that id is a string (or `index` is out of range).
    @inline(__always)
    package func integer(at index: Int) -> Int64? {
        guard index >= 0, index < count else { return nil }
        switch kind {
        case .indices: return Int64(index)
        case .integers: return values[index]
        case .strings: return nil
        case .mixed: return isString(index) ? nil : values[index]
        }
    }

    /// Calls `body` with the UTF-8 bytes of the string id at `index` (empty when that id is
    /// an integer or `index` is out of range), as a slice of the arena: for writing them out.
    @inline(__always)
    package func withUTF8<Result>(at index: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
        body(arena[stringRange(at: index) ?? 0..<0])
    }

    /// `withUTF8(at:_:)` as a span, for comparing and hashing without reference counting.
    @inline(__always)
    package func withUTF8Span<Result>(at index: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        body(arena.span.extracting(stringRange(at: index) ?? 0..<0))
    }

    /// The position of `id` in the list.
    package func index(of id: ItemID) -> Int? {
        switch id {
        case .integer(let integer):
            return index(ofInteger: integer)
        case .string(let string):
            return index(ofUTF8: string.utf8.span)
        }
    }

    /// The position in this list of the id at `index` of `other`.
    package func index(ofIDAt index: Int, in other: ItemIDs) -> Int? {
        guard index >= 0, index < other.count else { return nil }
        if let integer = other.integer(at: index) { return self.index(ofInteger: integer) }
        return other.withUTF8Span(at: index) { self.index(ofUTF8: $0) }
    }

    package func index(ofInteger integer: Int64) -> Int? {
        switch kind {
        case .indices: return integer >= 0 && integer < Int64(count) ? Int(integer) : nil
        case .strings: return nil
        case .integers, .mixed: break
        }
        if ascending {
            let position = partitionPoint { values[$0] >= integer }
            return position < count && values[position] == integer ? position : nil
        }
        if let table {
            return table.find(hash: ItemIDTable.hash(integer: integer)) { self.integer(at: $0) == integer }
        }
        return linearPosition(ofInteger: integer)
    }

    package func index(ofUTF8 bytes: Span<UInt8>) -> Int? {
        if kind == .indices || kind == .integers { return nil }
        if ascending {
            let position = partitionPoint { withUTF8Span(at: $0) { Self.order($0, bytes) >= 0 } }
            return position < count && stringMatches(position, bytes) ? position : nil
        }
        if let table {
            return table.find(hash: ItemIDTable.hash(bytes: bytes)) { stringMatches($0, bytes) }
        }
        guard let ordinal = ordinal(ofUTF8: bytes, fingerprint: Self.fingerprint(bytes)) else { return nil }
        if kind == .strings { return ordinal }
        return values.indices.first { values[$0] == Int64(ordinal) && isString($0) }
    }

    /// The ordinal in the arena of the string `bytes`, whose `fingerprint` is given, or nil; for
    /// a list that is not ascending (whose strings have their fingerprints). Strings with
    /// another fingerprint are passed over without reading their bytes.
    @inline(__always)
    package func ordinal(ofUTF8 bytes: Span<UInt8>, fingerprint: UInt64) -> Int? {
        let entries = stringEntries.span
        var ordinal = 0
        while ordinal < entries.count {
            if entries[ordinal] >> 32 == fingerprint, stringMatches(ordinal: ordinal, bytes) { return ordinal }
            ordinal &+= 1
        }
        return nil
    }

    /// Whether the string with `ordinal` in the arena is `bytes` (out of line: a scan that
    /// compares fingerprints calls it for the rare equal one).
    @inline(never)
    package func stringMatches(ordinal: Int, _ bytes: Span<UInt8>) -> Bool {
        withUTF8Span(ordinal: ordinal) { Self.sameBytes($0, bytes) }
    }

    // MARK: - Storage access

    @inline(__always)
    package func isString(_ index: Int) -> Bool {
        switch kind {
        case .strings: return true
        case .mixed:
            let word = index >> 6
            return word < stringBits.count && stringBits[word] & (1 << UInt64(index & 63)) != 0
        case .indices, .integers: return false
        }
    }

    @inline(__always)
    package func stringRange(at index: Int) -> Range<Int>? {
        guard index >= 0, index < count else { return nil }
        let ordinal: Int
        switch kind {
        case .strings: ordinal = index
        case .mixed:
            guard isString(index) else { return nil }
            ordinal = Int(truncatingIfNeeded: values[index])
        case .indices, .integers: return nil
        }
        return stringRange(ordinal: ordinal)
    }

    /// The arena range of the string with `ordinal` (nil out of range).
    @inline(__always)
    package func stringRange(ordinal: Int) -> Range<Int>? {
        guard ordinal >= 0, ordinal < stringEntries.count else { return nil }
        let start = ordinal == 0 ? 0 : Int(truncatingIfNeeded: stringEntries[ordinal - 1] & 0xFFFF_FFFF)
        let end = Int(truncatingIfNeeded: stringEntries[ordinal] & 0xFFFF_FFFF)
        return start <= end && end <= arena.count ? start..<end : nil
    }

    /// Calls `body` with the bytes of the string with `ordinal` in the arena (empty out of range).
    @inline(__always)
    package func withUTF8Span<Result>(ordinal: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        body(arena.span.extracting(stringRange(ordinal: ordinal) ?? 0..<0))
    }

    /// Whether the id at `index` is the string `bytes`.
    @inline(__always)
    package func stringMatches(_ index: Int, _ bytes: Span<UInt8>) -> Bool {
        guard let range = stringRange(at: index), range.count == bytes.count else { return false }
        return Self.sameBytes(arena.span.extracting(range), bytes)
    }

    package func linearPosition(ofInteger integer: Int64) -> Int? {
        switch kind {
        case .integers: return values.firstIndex(of: integer)
        case .mixed: return values.indices.first { values[$0] == integer && !isString($0) }
        case .indices, .strings: return nil
        }
    }

    /// The first position for which `predicate` holds, for one false then true along the list.
    package func partitionPoint(_ predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether two strings have the same bytes: eight at a time, the last word read as the
    /// eight bytes that end them (overlapping the one before) when they are eight or longer;
    /// likewise four at a time from four bytes.
    @inline(__always)
    package static func sameBytes(_ left: Span<UInt8>, _ right: Span<UInt8>) -> Bool {
        let count = left.count
        guard right.count == count else { return false }
        guard count >= 8 else {
            guard count >= 4 else {
                for index in 0..<count where left[index] != right[index] { return false }
                return true
            }
            return left.word32(at: 0) == right.word32(at: 0) && left.word32(at: count &- 4) == right.word32(at: count &- 4)
        }
        var index = 0
        while index < count &- 8 {
            if left.word(at: index) != right.word(at: index) { return false }
            index &+= 8
        }
        return left.word(at: count &- 8) == right.word(at: count &- 8)
    }

    /// 32 bits (in the low half of the word) that equal strings share and unequal ones rarely
    /// do: the length mixed with the first and the last eight bytes (four, or every byte, when
    /// shorter), multiplied so that each input bit reaches the top half, which is kept.
    @inline(__always)
    package static func fingerprint(_ bytes: Span<UInt8>) -> UInt64 {
        let count = bytes.count
        var mixed: UInt64 = 0
        if count >= 8 {
            mixed = bytes.word(at: 0) ^ (bytes.word(at: count &- 8) &* 0x9E37_79B9_7F4A_7C15)
        } else if count >= 4 {
            mixed = UInt64(bytes.word32(at: 0)) | UInt64(bytes.word32(at: count &- 4)) &<< 32
        } else {
            for index in 0..<count { mixed = mixed &<< 8 | UInt64(bytes[index]) }
        }
        mixed ^= UInt64(truncatingIfNeeded: count)
        return (mixed &* 0xFF51_AFD7_ED55_8CCD) >> 32
    }

    /// Byte-wise (code point) order of two UTF-8 strings: negative, 0 or positive. Big-endian
    /// words compare as their bytes do: the shared bytes go eight at a time, the last word
    /// read as the eight that end them (overlapping bytes already found equal); four at a time
    /// likewise when fewer than eight are shared.
    @inline(__always)
    package static func order(_ left: Span<UInt8>, _ right: Span<UInt8>) -> Int {
        let shared = Swift.min(left.count, right.count)
        if shared >= 8 {
            var index = 0
            while index < shared &- 8 {
                let a = left.bigEndianWord(at: index)
                let b = right.bigEndianWord(at: index)
                if a != b { return a < b ? -1 : 1 }
                index &+= 8
            }
            let a = left.bigEndianWord(at: shared &- 8)
            let b = right.bigEndianWord(at: shared &- 8)
            if a != b { return a < b ? -1 : 1 }
        } else if shared >= 4 {
            var a = left.word32(at: 0).byteSwapped
            var b = right.word32(at: 0).byteSwapped
            if a == b {
                a = left.word32(at: shared &- 4).byteSwapped
                b = right.word32(at: shared &- 4).byteSwapped
            }
            if a != b { return a < b ? -1 : 1 }
        } else {
            for index in 0..<shared where left[index] != right[index] {
                return left[index] < right[index] ? -1 : 1
            }
        }
        return left.count - right.count
    }
}
