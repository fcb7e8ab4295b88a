/// The header fields of a request, copied once into one buffer (see `FieldBuffer`).
///
/// Lookup ignores ASCII case in names (RFC 9110 §5.1) and returns the first field with that name.
public struct HTTPHeaders: Sendable, Equatable {
    private(set) var buffer: FieldBuffer
    /// Where the fields the server reads on every request are in `buffer`.
    private(set) var known: KnownHeaderFields

    /// No headers.
    public init() {
        buffer = FieldBuffer()
        known = KnownHeaderFields()
    }

    /// Headers from name/value pairs (for tests and callers building requests by hand).
    public init(_ fields: [(name: String, value: String)]) {
        self.init(buffer: FieldBuffer(fields))
    }

    init(buffer: FieldBuffer) {
        self.init(buffer: buffer, known: KnownHeaderFields(of: buffer))
    }

    /// `known` must be what `KnownHeaderFields(of: buffer)` finds (the server notes it while copying).
    init(buffer: FieldBuffer, known: KnownHeaderFields) {
        self.buffer = buffer
        self.known = known
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

    /// The value bytes of the first `Content-Type` field (no copy, no walk over the fields).
    var contentType: ArraySlice<UInt8>? { buffer.value(at: known.contentType) }
    /// Whether `Content-Type` is exactly `application/json` (what clients send), without an
    /// `ArraySlice` of it.
    var hasPlainJSONContentType: Bool { buffer.value(at: known.contentType, equals: "application/json") }
    /// The value bytes of the first `Content-Length` field.
    var contentLength: ArraySlice<UInt8>? { buffer.value(at: known.contentLength) }

    /// The `Content-Length` the client declared, if it is a valid one
    /// (`RequestAdmission.parseContentLength`).
    var declaredLength: UInt64? { contentLength.flatMap { RequestAdmission.parseContentLength(utf8: $0) } }
    /// Whether every `Content-Length` field has the same value (true when there are none or one).
    var contentLengthsAgree: Bool { !known.contentLengthsDisagree }
    /// The value bytes of the first `Transfer-Encoding` field.
    var transferEncoding: ArraySlice<UInt8>? { buffer.value(at: known.transferEncoding) }
    /// The value bytes of the first `X-Request-Id` field.
    var requestID: ArraySlice<UInt8>? { buffer.value(at: known.requestID) }

    /// The buffer's bytes, moved out for the server's next request to write into (see
    /// `RequestState.headerStorage`); no headers are left.
    mutating func takeStorage() -> [UInt8] {
        var taken = FieldBuffer()
        swap(&taken, &buffer)
        known = KnownHeaderFields()
        return taken.takeStorage()
    }

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
