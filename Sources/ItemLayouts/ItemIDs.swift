/// The ids of a layout's items in order, kept unique as they are added, stored compactly.
///
/// - A stack without `ids` has *index ids* (0…n−1, integers): no storage at all.
/// - Integer ids are one `Int64` each.
/// - String ids are their UTF-8 bytes, back to back in one arena, with one end offset each:
///   no `String` (and no allocation) per id.
/// - A list that mixes the two keeps, per item, the integer or the string's ordinal, and a bit
///   saying which.
///
/// Strings are equal when their bytes are — code point by code point, as JSON compares them
/// (`ItemID` explains why not Swift's `==`).
///
/// The duplicate check and id → index lookups, cheapest first:
/// - *Ascending* ids (each greater than the one before: integers by value, strings by their
///   bytes, which is code point order) — what most clients send (row numbers, message ids,
///   zero-padded keys) — cannot repeat: each new id is compared with the last one only, and a
///   lookup is a binary search. No table is built.
/// - Up to `linearLimit` ids in any order: a comparison with each earlier id, cheaper than
///   hashing at that size — of 32-bit string fingerprints kept beside the arena ends, the
///   bytes read only when two fingerprints are equal.
/// - Otherwise a pre-sized `ItemIDTable`, built once the list stops being ascending (from the
///   ids so far) or passes `linearLimit`: O(1) per id either way.
package struct ItemIDs: Sendable {
    package static let linearLimit = 32

    package enum Kind: Sendable {
        case indices, integers, strings, mixed
    }

    package private(set) var kind: Kind
    package private(set) var count: Int
    /// `.integers`: the ids. `.mixed`: the integer, or the string's ordinal in the arena.
    package private(set) var values: [Int64] = []
    /// `.mixed`: bit i set when item i's id is a string.
    package private(set) var stringBits: [UInt64] = []
    /// One entry per string: string k's bytes are `arena[start..<end]`, with `end` the low 32
    /// bits of entry k and `start` those of entry k − 1 (0 for k = 0). The high 32 bits are the
    /// string's `fingerprint` once the list is not ascending (0 while it is).
    package private(set) var stringEntries: [UInt64] = []
    package private(set) var arena: [UInt8] = []
    /// Whether every id so far is of one kind and greater than the one before it.
    package private(set) var ascending = true
    package private(set) var table: ItemIDTable?
    /// How many ids the table is sized for when it is built.
    private var expectedCount = 0
    /// Whether `.indices` are the default index ids (a stack sent without `ids`) rather than
    /// ids sent that so far are 0, 1, 2, …
    private var indicesAreDefault = false

    /// An empty list. Ids sent as 0, 1, 2, … — what most clients number their rows with — are
    /// kept as `.indices`, with nothing stored and no duplicate check to make, until one
    /// breaks the run; the list stays a list of sent ids (`areIndices` is false).
    package init() {
        kind = .indices
        count = 0
    }

    /// The index ids 0…count−1.
    package init(indexCount: Int) {
        kind = .indices
        count = Swift.max(indexCount, 0)
        indicesAreDefault = true
    }

    /// Whether the ids are the default index ids (nothing stored, nothing was sent).
    package var areIndices: Bool { kind == .indices && indicesAreDefault }

    /// Makes room for about `count` ids: arrays are reserved, and the hash table, if one is
    /// needed, is sized for that many (so a list whose length the body bounds is not rehashed).
    package mutating func reserveCapacity(_ count: Int) {
        expectedCount = Swift.max(expectedCount, count)
        if kind == .integers { values.reserveCapacity(count) }
    }

    // MARK: - Adding ids

    /// Appends `id`, or returns false (and appends nothing) when it is already in the list.
    package mutating func append(_ id: ItemID) -> Bool {
        switch id {
        case .integer(let integer):
            return append(integer: integer)
        case .string(let string):
            let bytes = Array(string.utf8)
            return append(utf8: bytes.indices, of: bytes)
        }
    }

    /// Appends an integer id, or returns false when it is already in the list.
    @inline(__always)
    package mutating func append(integer: Int64) -> Bool {
        switch kind {
        case .indices:
            if integer == Int64(count) {
                count += 1
                return true
            }
            materializeIndices()
        case .strings:
            becomeMixed()
        case .integers, .mixed:
            break
        }
        if ascending {
            if count == 0 || integer > values[count - 1] {
                values.append(integer)
                count += 1
                return true
            }
            stopAscending()
        }
        if var table {
            // Out of `self` while it changes, so its slots stay uniquely referenced (no copy).
            self.table = nil
            let added = table.insert(
                count, hash: ItemIDTable.hash(integer: integer),
                matches: { self.integer(at: $0) == integer }, rehash: { self.hash(at: $0) })
            self.table = table
            guard added else { return false }
        } else if linearPosition(ofInteger: integer) != nil {
            return false
        }
        values.append(integer)
        if kind == .mixed { setStringBit(count, false) }
        count += 1
        if table == nil, count > Self.linearLimit { buildTable() }
        return true
    }

    /// Appends a string id given as the UTF-8 bytes `source[range]` (already validated;
    /// `range` is clamped to `source`), or returns false when it is already in the list (or the
    /// arena would pass 4 GiB). The bytes are compared as a span of `source` and copied into the
    /// arena as one block.
    ///
    /// Inlined where ids are read: a list of strings without a table — ascending, or short —
    /// is handled here; anything else (the first string, a list that stops ascending, a table,
    /// integers to mix with) by `appendString`.
    @inline(__always)
    package mutating func append(utf8 range: Range<Int>, of source: [UInt8]) -> Bool {
        let range = range.clamped(to: 0..<source.count)
        let bytes = source.span.extracting(range)
        guard kind == .strings, count > 0, table == nil, arena.count &+ bytes.count <= Int(UInt32.max) else {
            return appendString(range, of: source)
        }
        if ascending {
            guard withUTF8Span(at: count &- 1, { Self.order($0, bytes) < 0 }) else { return appendString(range, of: source) }
            appendToArena(range, of: source, fingerprint: 0)
        } else {
            let fingerprint = Self.fingerprint(bytes)
            if ordinal(ofUTF8: bytes, fingerprint: fingerprint) != nil { return false }
            appendToArena(range, of: source, fingerprint: fingerprint)
        }
        count &+= 1
        if !ascending, count > Self.linearLimit { buildTable() }
        return true
    }

    /// `append(utf8:)` in every case.
    @inline(never)
    private mutating func appendString(_ range: Range<Int>, of source: [UInt8]) -> Bool {
        let bytes = source.span.extracting(range)
        if kind == .indices {
            // A first id that is a string: nothing to keep of the indices, nor room for integers.
            if count == 0 { kind = .integers } else { materializeIndices() }
        }
        if kind == .integers {
            if count == 0 {
                kind = .strings
                reserveStrings(likeFirst: bytes.count)
            } else {
                becomeMixed()
            }
        }
        guard arena.count + bytes.count <= Int(UInt32.max) else { return false }
        if ascending {
            if count == 0 || withUTF8Span(at: count - 1, { Self.order($0, bytes) < 0 }) {
                appendToArena(range, of: source, fingerprint: 0)
                count += 1
                return true
            }
            stopAscending()
        }
        if var table {
            self.table = nil
            let added = table.insert(
                count, hash: ItemIDTable.hash(bytes: bytes),
                matches: { self.stringMatches($0, bytes) }, rehash: { self.hash(at: $0) })
            self.table = table
            guard added else { return false }
        }
        let fingerprint = Self.fingerprint(bytes)
        if table == nil, ordinal(ofUTF8: bytes, fingerprint: fingerprint) != nil { return false }
        let ordinal = stringEntries.count
        appendToArena(range, of: source, fingerprint: fingerprint)
        if kind == .mixed {
            values.append(Int64(ordinal))
            setStringBit(count, true)
        }
        count += 1
        if table == nil, count > Self.linearLimit { buildTable() }
        return true
    }

    /// Appends the id at `index` of `other`, or returns false when it is already in this list
    /// (or `index` is out of range). No `String` is built on the way.
    package mutating func append(from other: ItemIDs, at index: Int) -> Bool {
        guard index >= 0, index < other.count else { return false }
        if let integer = other.integer(at: index) { return append(integer: integer) }
        return append(utf8: other.stringRange(at: index) ?? 0..<0, of: other.arena)
    }

    // MARK: - Memory

    /// The heap bytes the ids keep (array capacities and the table), for memory accounting.
    package var heapBytes: Int {
        values.capacity * MemoryLayout<Int64>.stride + stringBits.capacity * MemoryLayout<UInt64>.stride
            + stringEntries.capacity * MemoryLayout<UInt64>.stride + arena.capacity + (table?.heapBytes ?? 0)
    }

    /// The same ids without spare array capacity and with a table (if any) sized for exactly
    /// these, for a layout that is kept rather than queried once.
    package func compacted() -> ItemIDs {
        var copy = self
        copy.values = values.exactCopy()
        copy.stringBits = stringBits.exactCopy()
        copy.stringEntries = stringEntries.exactCopy()
        copy.arena = arena.exactCopy()
        if table != nil {
            copy.expectedCount = count
            copy.buildTable()
        }
        return copy
    }

    // MARK: - Private


    /// Sizes the arena and the end offsets for `expectedCount` strings about as long as the
    /// first (at most 64 bytes each are reserved, so one long id cannot reserve a body's square).
    private mutating func reserveStrings(likeFirst length: Int) {
        stringEntries.reserveCapacity(expectedCount)
        arena.reserveCapacity(expectedCount * Swift.min(Swift.max(length, 1), 64))
    }

    /// Appends `source[range]` to the arena as the next string, with `fingerprint` (0 while
    /// ascending).
    @inline(__always)
    private mutating func appendToArena(_ range: Range<Int>, of source: [UInt8], fingerprint: UInt64) {
        arena.append(contentsOf: source[range])
        stringEntries.append(fingerprint &<< 32 | UInt64(truncatingIfNeeded: arena.count))
    }

    /// The list is no longer ascending: from now on the table (or, while short, a scan) checks.
    private mutating func stopAscending() {
        ascending = false
        fillFingerprints()
        if table == nil, count > Self.linearLimit { buildTable() }
    }

    /// Sets the fingerprint of every string so far (they were 0 while the list was ascending).
    private mutating func fillFingerprints() {
        for ordinal in stringEntries.indices {
            let end = stringEntries[ordinal] & 0xFFFF_FFFF
            let fingerprint = withUTF8Span(ordinal: ordinal) { Self.fingerprint($0) }
            stringEntries[ordinal] = fingerprint &<< 32 | end
        }
    }

    private mutating func buildTable() {
        guard count <= ItemIDTable.maxPositions else { return }
        var built = ItemIDTable(capacity: Swift.max(expectedCount, 2 * count))
        for position in 0..<count {
            _ = built.insert(position, hash: hash(at: position), matches: { _ in false }, rehash: { self.hash(at: $0) })
        }
        table = built
    }

    private func hash(at index: Int) -> UInt64 {
        if let integer = integer(at: index) { return ItemIDTable.hash(integer: integer) }
        return withUTF8Span(at: index) { ItemIDTable.hash(bytes: $0) }
    }

    private mutating func materializeIndices() {
        values.reserveCapacity(Swift.max(expectedCount, count + 1))
        values.append(contentsOf: (0..<Int64(count)))
        kind = .integers
    }

    /// From all integers or all strings to the mixed form, which is never ascending.
    private mutating func becomeMixed() {
        let wasStrings = kind == .strings
        stringBits = [UInt64](repeating: wasStrings ? ~0 : 0, count: (count + 63) / 64)
        if wasStrings { values = (0..<count).map { Int64($0) } }
        kind = .mixed
        stopAscending()
    }

    private mutating func setStringBit(_ index: Int, _ isString: Bool) {
        let word = index >> 6
        while stringBits.count <= word { stringBits.append(0) }
        let bit: UInt64 = 1 << UInt64(index & 63)
        if isString { stringBits[word] |= bit } else { stringBits[word] &= ~bit }
    }
}
