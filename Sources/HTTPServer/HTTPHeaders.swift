/// The header fields of a request, all kept in one byte buffer.
///
/// Why one buffer: a request carries a handful of headers and a handler reads one or two of them,
/// so building a `String` (an allocation each) per header on every request would be wasted work.
/// The server copies every name and value once, as `name NUL value NUL …`, and a lookup builds a
/// `String` only for the value asked for. Names and values come from C strings, so neither can
/// hold a NUL; `init(_:)` drops pairs that do.
///
/// Lookup ignores ASCII case in names (RFC 9110 §5.1) and returns the first field with that name.
public struct HTTPHeaders: Sendable, Equatable {
    /// `name NUL value NUL` per field, in the order the client sent them.
    private(set) var storage: [UInt8]

    /// No headers.
    public init() {
        storage = []
    }

    /// Headers from name/value pairs (for tests and callers building requests by hand).
    public init(_ fields: [(name: String, value: String)]) {
        var storage: [UInt8] = []
        for field in fields where !field.name.utf8.contains(0) && !field.value.utf8.contains(0) {
            Self.append(name: field.name.utf8, value: field.value.utf8, to: &storage)
        }
        self.storage = storage
    }

    /// Wraps bytes already laid out as `name NUL value NUL …` (the server's fast path).
    init(storage: [UInt8]) {
        self.storage = storage
    }

    /// The value of the first field named `name` (ASCII case ignored), or `nil` when absent.
    public subscript(name: String) -> String? {
        value(named: Self.lowercased(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        value(named: Self.lowercased(name)) != nil
    }

    /// Every field as (name, value), in the order received.
    public var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        var nameStart = 0
        while let nameEnd = nextNUL(from: nameStart), let valueEnd = nextNUL(from: nameEnd + 1) {
            fields.append((String(decoding: storage[nameStart..<nameEnd], as: UTF8.self),
                           String(decoding: storage[(nameEnd + 1)..<valueEnd], as: UTF8.self)))
            nameStart = valueEnd + 1
        }
        return fields
    }

    /// Names the server looks up on every request, lower-cased once.
    static let contentTypeName = lowercased("Content-Type")
    static let contentLengthName = lowercased("Content-Length")
    static let transferEncodingName = lowercased("Transfer-Encoding")

    /// The value bytes of the first field named `lowercasedName`, without copying them.
    ///
    /// Plain index loops over the one buffer: this runs a few times per request, and generic
    /// sequence algorithms over slices cost several times as much here (measured with callgrind).
    func value(named lowercasedName: [UInt8]) -> ArraySlice<UInt8>? {
        var nameStart = 0
        while let nameEnd = nextNUL(from: nameStart), let valueEnd = nextNUL(from: nameEnd + 1) {
            if nameEnd - nameStart == lowercasedName.count {
                var matched = 0
                while matched < lowercasedName.count,
                      Self.asciiLowercased(storage[nameStart + matched]) == lowercasedName[matched] {
                    matched += 1
                }
                if matched == lowercasedName.count { return storage[(nameEnd + 1)..<valueEnd] }
            }
            nameStart = valueEnd + 1
        }
        return nil
    }

    /// The index of the first NUL at or after `start`, or `nil`.
    private func nextNUL(from start: Int) -> Int? {
        var index = start
        while index < storage.count {
            if storage[index] == 0 { return index }
            index += 1
        }
        return nil
    }

    static func lowercased(_ name: String) -> [UInt8] {
        name.utf8.map(asciiLowercased)
    }

    /// Appends one field in the storage layout.
    static func append(name: some Collection<UInt8>, value: some Collection<UInt8>, to storage: inout [UInt8]) {
        storage.append(contentsOf: name)
        storage.append(0)
        storage.append(contentsOf: value)
        storage.append(0)
    }

    static func equalIgnoringASCIICase(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
