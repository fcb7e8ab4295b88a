/// The header fields of a request, copied once into one buffer (see `FieldBuffer`).
///
/// Lookup ignores ASCII case in names (RFC 9110 §5.1) and returns the first field with that name.
public struct HTTPHeaders: Sendable, Equatable {
    let buffer: FieldBuffer

    /// No headers.
    public init() {
        buffer = FieldBuffer()
    }

    /// Headers from name/value pairs (for tests and callers building requests by hand).
    public init(_ fields: [(name: String, value: String)]) {
        buffer = FieldBuffer(fields)
    }

    init(buffer: FieldBuffer) {
        self.buffer = buffer
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
        buffer.fields
    }

    /// Names the server looks up on every request, lower-cased once.
    static let contentTypeName = lowercased("Content-Type")
    static let contentLengthName = lowercased("Content-Length")
    static let transferEncodingName = lowercased("Transfer-Encoding")

    /// The value bytes of the first field named `lowercasedName`, without copying them.
    func value(named lowercasedName: [UInt8]) -> ArraySlice<UInt8>? {
        buffer.value(named: lowercasedName, foldingCase: true)
    }

    static func lowercased(_ name: String) -> [UInt8] {
        name.utf8.map(FieldBuffer.asciiLowercased)
    }

    static func equalIgnoringASCIICase(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        left.count == right.count
            && zip(left, right).allSatisfy { FieldBuffer.asciiLowercased($0) == FieldBuffer.asciiLowercased($1) }
    }
}
