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
/// (`ItemID` explains why not Swift's `==`). Past `linearLimit` ids a pre-sized `ItemIDTable`
/// does the duplicate check and later id → index lookups in O(1); below it, comparing against
/// each earlier id is cheaper than hashing.
struct ItemIDs: Sendable {
    static let linearLimit = 32

    private enum Kind: Sendable {
        case indices, integers, strings, mixed
    }

    private var kind: Kind
    private(set) var count: Int
    /// `.integers`: the ids. `.mixed`: the integer, or the string's ordinal in the arena.
    private var values: [Int64] = []
    /// `.mixed`: bit i set when item i's id is a string.
    private var stringBits: [UInt64] = []
    /// String k's bytes are `arena[stringStart(k)..<stringEnds[k]]`.
    private var stringEnds: [UInt32] = []
    private var arena: [UInt8] = []
    private var table: ItemIDTable?
    /// How many ids the table is sized for when it is built.
    private var expectedCount = 0

    /// An empty list.
    init() {
        kind = .integers
        count = 0
    }

    /// The index ids 0…count−1.
    init(indexCount: Int) {
        kind = .indices
        count = Swift.max(indexCount, 0)
    }

    /// Whether the ids are the default index ids (nothing stored).
    var areIndices: Bool { kind == .indices }

    /// Makes room for about `count` ids: arrays are reserved, and the hash table, once needed,
    /// is sized for that many (so a list whose length the body bounds is never rehashed).
    mutating func reserveCapacity(_ count: Int) {
        expectedCount = Swift.max(expectedCount, count)
        if kind == .integers { values.reserveCapacity(count) }
    }

    // MARK: - Adding ids

    /// Appends `id`, or returns false (and appends nothing) when it is already in the list.
    mutating func append(_ id: ItemID) -> Bool {
        switch id {
        case .integer(let integer):
            return append(integer: integer)
        case .string(var string):
            return string.withUTF8 { append(utf8: $0) }
        }
    }

    /// Appends an integer id, or returns false when it is already in the list.
    @inline(__always)
    mutating func append(integer: Int64) -> Bool {
        if kind == .indices {
            if integer == Int64(count) {
                count += 1
                return true
            }
            materializeIndices()
        }
        let hash = table == nil ? 0 : ItemIDTable.hash(integer: integer)
        if contains(integer: integer, hash: hash) { return false }
        switch kind {
        case .strings:
            becomeMixed()
            fallthrough
        case .mixed:
            values.append(integer)
            setStringBit(count, false)
        default:
            values.append(integer)
        }
        count += 1
        insertIntoTable(hash: hash)
        return true
    }

    /// Appends a string id given as UTF-8 bytes (already validated), or returns false when it
    /// is already in the list.
    @inline(__always)
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if kind == .indices { materializeIndices() }
        let hash = table == nil ? 0 : ItemIDTable.hash(bytes: UnsafeRawBufferPointer(bytes))
        if contains(utf8: bytes, hash: hash) { return false }
        guard arena.count + bytes.count <= Int(UInt32.max) else { return false }
        let ordinal = stringEnds.count
        arena.append(contentsOf: bytes)
        stringEnds.append(UInt32(truncatingIfNeeded: arena.count))
        switch kind {
        case .integers:
            if count == 0 {
                kind = .strings
            } else {
                becomeMixed()
                values.append(Int64(ordinal))
                setStringBit(count, true)
            }
        case .mixed:
            values.append(Int64(ordinal))
            setStringBit(count, true)
        default:
            break
        }
        count += 1
        insertIntoTable(hash: hash)
        return true
    }

    /// Appends the id at `index` of `other`, or returns false when it is already in this list
    /// (or `index` is out of range). No `String` is built on the way.
    mutating func append(from other: ItemIDs, at index: Int) -> Bool {
        guard index >= 0, index < other.count else { return false }
        if let integer = other.integer(at: index) { return append(integer: integer) }
        return other.withUTF8(at: index) { append(utf8: $0) }
    }

    // MARK: - Reading ids

    /// The id at `index` (nil out of range). Builds a `String` for a string id: for answers
    /// and messages, which name a few ids, not for scans.
    func id(at index: Int) -> ItemID? {
        guard index >= 0, index < count else { return nil }
        if let integer = integer(at: index) { return .integer(integer) }
        return .string(withUTF8(at: index) { String(decoding: $0, as: UTF8.self) })
    }

    /// Every id, built — for tests and small lists.
    var ids: [ItemID] {
        (0..<count).compactMap { id(at: $0) }
    }

    /// The integer id at `index`, or nil when that id is a string (or `index` is out of range).
    @inline(__always)
    func integer(at index: Int) -> Int64? {
        guard index >= 0, index < count else { return nil }
        switch kind {
        case .indices: return Int64(index)
        case .integers: return values[index]
        case .strings: return nil
        case .mixed: return isString(index) ? nil : values[index]
        }
    }

    /// Calls `body` with the UTF-8 bytes of the string id at `index` (empty when that id is
    /// an integer or `index` is out of range).
    @inline(__always)
    func withUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = stringRange(at: index) ?? 0..<0
        return arena.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// The position of `id` in the list.
    func index(of id: ItemID) -> Int? {
        switch id {
        case .integer(let integer):
            return index(ofInteger: integer)
        case .string(var string):
            return string.withUTF8 { index(ofUTF8: $0) }
        }
    }

    /// The position in this list of the id at `index` of `other`.
    func index(ofIDAt index: Int, in other: ItemIDs) -> Int? {
        guard index >= 0, index < other.count else { return nil }
        if let integer = other.integer(at: index) { return self.index(ofInteger: integer) }
        return other.withUTF8(at: index) { self.index(ofUTF8: $0) }
    }

    func index(ofInteger integer: Int64) -> Int? {
        if kind == .indices { return integer >= 0 && integer < Int64(count) ? Int(integer) : nil }
        if kind == .strings { return nil }
        let hash = table == nil ? 0 : ItemIDTable.hash(integer: integer)
        return position(ofInteger: integer, hash: hash)
    }

    func index(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if kind == .indices || kind == .integers { return nil }
        let hash = table == nil ? 0 : ItemIDTable.hash(bytes: UnsafeRawBufferPointer(bytes))
        return position(ofUTF8: bytes, hash: hash)
    }

    // MARK: - Memory

    /// The heap bytes the ids keep (array capacities and the table), for memory accounting.
    var heapBytes: Int {
        values.capacity * MemoryLayout<Int64>.stride + stringBits.capacity * MemoryLayout<UInt64>.stride
            + stringEnds.capacity * MemoryLayout<UInt32>.stride + arena.capacity + (table?.heapBytes ?? 0)
    }

    /// The same ids without spare array capacity and with a table sized for exactly these
    /// (for a layout that is kept rather than queried once).
    func compacted() -> ItemIDs {
        var copy = self
        copy.values = Array(values)
        copy.stringBits = Array(stringBits)
        copy.stringEnds = Array(stringEnds)
        copy.arena = Array(arena)
        if table != nil {
            copy.table = nil
            copy.expectedCount = count
            copy.buildTable()
        }
        return copy
    }

    // MARK: - Private

    @inline(__always)
    private func isString(_ index: Int) -> Bool {
        switch kind {
        case .strings: return true
        case .mixed:
            let word = index >> 6
            return word < stringBits.count && stringBits[word] & (1 << UInt64(index & 63)) != 0
        default: return false
        }
    }

    private func stringRange(at index: Int) -> Range<Int>? {
        guard index >= 0, index < count else { return nil }
        let ordinal: Int
        switch kind {
        case .strings: ordinal = index
        case .mixed:
            guard isString(index) else { return nil }
            ordinal = Int(truncatingIfNeeded: values[index])
        default: return nil
        }
        guard ordinal >= 0, ordinal < stringEnds.count else { return nil }
        let start = ordinal == 0 ? 0 : Int(stringEnds[ordinal - 1])
        let end = Int(stringEnds[ordinal])
        return start <= end && end <= arena.count ? start..<end : nil
    }

    @inline(__always)
    private func contains(integer: Int64, hash: UInt64) -> Bool {
        position(ofInteger: integer, hash: hash) != nil
    }

    @inline(__always)
    private func position(ofInteger integer: Int64, hash: UInt64) -> Int? {
        if let table {
            return table.find(hash: hash) { self.integer(at: $0) == integer }
        }
        switch kind {
        case .integers: return values.firstIndex(of: integer)
        case .mixed: return values.indices.first { values[$0] == integer && !isString($0) }
        default: return nil
        }
    }

    @inline(__always)
    private func contains(utf8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
        position(ofUTF8: bytes, hash: hash) != nil
    }

    @inline(__always)
    private func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        if kind == .integers || kind == .indices { return nil }
        return arena.withUnsafeBufferPointer { arena in
            let equal = { (index: Int) -> Bool in
                guard let range = self.stringRange(at: index) else { return false }
                return range.count == bytes.count && UnsafeBufferPointer(rebasing: arena[range]).elementsEqual(bytes)
            }
            if let table { return table.find(hash: hash, matches: equal) }
            return (0..<count).first(where: equal)
        }
    }

    /// Enters the new id (position `count − 1`) in the table, building the table when the
    /// list passes `linearLimit`.
    @inline(__always)
    private mutating func insertIntoTable(hash: UInt64) {
        if var table {
            // Out of `self` while it changes, so its slots stay uniquely referenced (no copy).
            self.table = nil
            _ = table.insert(count - 1, hash: hash, matches: { _ in false }, rehash: { self.hash(at: $0) })
            self.table = table
        } else if count > Self.linearLimit, count <= ItemIDTable.maxPositions {
            buildTable()
        }
    }

    private mutating func buildTable() {
        var built = ItemIDTable(capacity: Swift.max(expectedCount, 2 * count))
        for position in 0..<count {
            _ = built.insert(position, hash: hash(at: position), matches: { _ in false }, rehash: { self.hash(at: $0) })
        }
        table = built
    }

    private func hash(at index: Int) -> UInt64 {
        if let integer = integer(at: index) { return ItemIDTable.hash(integer: integer) }
        return withUTF8(at: index) { ItemIDTable.hash(bytes: UnsafeRawBufferPointer($0)) }
    }

    private mutating func materializeIndices() {
        values = (0..<count).map { Int64($0) }
        kind = .integers
    }

    /// From all integers or all strings to the mixed form.
    private mutating func becomeMixed() {
        let wasStrings = kind == .strings
        stringBits = [UInt64](repeating: wasStrings ? ~0 : 0, count: (count + 63) / 64)
        if wasStrings { values = (0..<count).map { Int64($0) } }
        kind = .mixed
    }

    private mutating func setStringBit(_ index: Int, _ isString: Bool) {
        let word = index >> 6
        while stringBits.count <= word { stringBits.append(0) }
        let bit: UInt64 = 1 << UInt64(index & 63)
        if isString { stringBits[word] |= bit } else { stringBits[word] &= ~bit }
    }
}
