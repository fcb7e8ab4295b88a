/// Name/value pairs kept in one byte buffer, in the order received: per field, the name's and
/// the value's lengths (two bytes each, little-endian), then the name's and the value's bytes.
///
/// Why one buffer: a request carries a handful of headers (and query arguments) and a handler
/// reads one or two of them, so building a `String` (an allocation each) per field on every
/// request would be wasted work. The server copies every name and value once, and a lookup builds
/// a `String` only for the value asked for. The lengths let a lookup step from field to field
/// without reading the bytes of names that cannot match. A name or value longer than 65,535
/// bytes is dropped (the server's 16 KiB per-connection pool cannot hold one anyway).
struct FieldBuffer: Sendable, Equatable {
    private(set) var storage: [UInt8]

    /// Wraps bytes already in the layout (the server's fast path).
    init(storage: [UInt8] = []) {
        self.storage = storage
    }

    /// The bytes, moved out.
    consuming func takeStorage() -> [UInt8] {
        storage
    }

    init(_ fields: [(name: String, value: String)]) {
        var storage: [UInt8] = []
        for field in fields {
            Self.append(name: field.name.utf8, value: field.value.utf8, to: &storage)
        }
        self.storage = storage
    }

    /// Every field as (name, value), in the order received.
    var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        var position = 0
        while let field = field(at: position) {
            fields.append((String(decoding: storage[field.name], as: UTF8.self),
                           String(decoding: storage[field.value], as: UTF8.self)))
            position = field.value.upperBound
        }
        return fields
    }

    /// The value bytes of the first field named `name`, without copying them. With `foldingCase`,
    /// stored names are lower-cased (ASCII) before comparing, so `name` must be lower-case.

    func value(named name: [UInt8], foldingCase: Bool) -> ArraySlice<UInt8>? {
        var position = 0
        while let field = field(at: position) {
            if nameMatches(field.name, name, foldingCase: foldingCase) { return storage[field.value] }
            position = field.value.upperBound
        }
        return nil
    }

    /// Whether the stored name at `range` is `name` (lower-case when `foldingCase`).
    func nameMatches(_ range: Range<Int>, _ name: [UInt8], foldingCase: Bool) -> Bool {
        guard range.count == name.count else { return false }
        var matched = 0
        while matched < name.count {
            let byte = storage[range.lowerBound + matched]
            guard (foldingCase ? Self.asciiLowercased(byte) : byte) == name[matched] else { return false }
            matched += 1
        }
        return true
    }

    /// The bytes before a field's name: the two lengths (`lengthPrefix`).
    static let lengthBytes = MemoryLayout<UInt32>.size

    /// Appends one field in the layout (nothing when a length does not fit in two bytes). The
    /// server writes its copy the same way, into a buffer written whole (`copyRequestFields`).
    static func append(name: some Collection<UInt8>, value: some Collection<UInt8>, to storage: inout [UInt8]) {
        guard let lengths = lengthPrefix(nameCount: name.count, valueCount: value.count) else { return }
        // As they lie in memory: `lengths` is little-endian already.
        let prefix = UInt32(littleEndian: lengths)
        for shift in stride(from: 0, to: 32, by: 8) { storage.append(UInt8(truncatingIfNeeded: prefix >> shift)) }
        storage.append(contentsOf: name)
        storage.append(contentsOf: value)
    }

    /// A field's two lengths as the `lengthBytes` bytes that start it (stored as they lie in
    /// memory); `nil` when a length does not fit in two bytes. The one place the prefix is
    /// encoded: `append` and the server's copy (`RequestFieldCopier`) both write this.
    @inline(__always)
    static func lengthPrefix(nameCount: Int, valueCount: Int) -> UInt32? {
        guard let nameLength = UInt16(exactly: nameCount), let valueLength = UInt16(exactly: valueCount) else { return nil }
        return (UInt32(nameLength) | UInt32(valueLength) << 16).littleEndian
    }

    /// The name's range of the field starting at `position`; `nil` when there is none.
    func nameRange(at position: Int) -> Range<Int>? {
        field(at: position)?.name
    }

    /// The value bytes of the field starting at `position`; `nil` when there is none (-1 included).
    func value(at position: Int) -> ArraySlice<UInt8>? {
        field(at: position).map { storage[$0.value] }
    }

    /// Whether the value of the field starting at `position` is exactly `expected`: compared
    /// where it is, since an `ArraySlice` of it (`value(at:)`) holds the storage, a retain and a
    /// release.
    func value(at position: Int, equals expected: StaticString) -> Bool {
        guard let range = field(at: position)?.value else { return false }
        return ByteComparison.equal(storage, range, expected)
    }

    /// Where the field after the one starting at `position` starts; `nil` when there is none at
    /// `position`.
    func position(after position: Int) -> Int? {
        field(at: position)?.value.upperBound
    }

    /// The name and value ranges of the field starting at `position`; `nil` at the end.
    private func field(at position: Int) -> (name: Range<Int>, value: Range<Int>)? {
        guard position >= 0, storage.count - position >= Self.lengthBytes else { return nil }
        let nameLength = Int(storage[position]) | Int(storage[position + 1]) << 8
        let valueLength = Int(storage[position + 2]) | Int(storage[position + 3]) << 8
        let nameStart = position + Self.lengthBytes
        let valueStart = nameStart + nameLength
        guard valueLength <= storage.count - valueStart else { return nil }
        return (nameStart..<valueStart, valueStart..<(valueStart + valueLength))
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
