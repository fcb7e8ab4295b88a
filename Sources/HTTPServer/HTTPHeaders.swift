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
        value(named: name.utf8).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        value(named: name.utf8) != nil
    }

    /// Every field as (name, value), in the order received.
    public var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        var position = storage.startIndex
        while let field = Self.field(in: storage, at: position) {
            fields.append((String(decoding: field.name, as: UTF8.self), String(decoding: field.value, as: UTF8.self)))
            position = field.next
        }
        return fields
    }

    /// The value bytes of the first field named `name`, without copying them.
    func value(named name: some Collection<UInt8>) -> ArraySlice<UInt8>? {
        var position = storage.startIndex
        while let field = Self.field(in: storage, at: position) {
            if Self.equalIgnoringASCIICase(field.name, name) { return field.value }
            position = field.next
        }
        return nil
    }

    /// Appends one field in the storage layout.
    static func append(name: some Collection<UInt8>, value: some Collection<UInt8>, to storage: inout [UInt8]) {
        storage.append(contentsOf: name)
        storage.append(0)
        storage.append(contentsOf: value)
        storage.append(0)
    }

    /// The field starting at `position`, and where the next one starts; `nil` at the end.
    private static func field(
        in storage: [UInt8], at position: Int
    ) -> (name: ArraySlice<UInt8>, value: ArraySlice<UInt8>, next: Int)? {
        guard position < storage.endIndex,
              let nameEnd = storage[position...].firstIndex(of: 0),
              let valueEnd = storage[(nameEnd + 1)...].firstIndex(of: 0)
        else { return nil }
        return (storage[position..<nameEnd], storage[(nameEnd + 1)..<valueEnd], valueEnd + 1)
    }

    static func equalIgnoringASCIICase(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
