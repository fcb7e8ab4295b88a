/// Where, in a request's `FieldBuffer`, the header fields the server itself reads on every request
/// are: `Content-Type`, `Content-Length` (and whether repeated ones agree), `Transfer-Encoding`
/// and `X-Request-Id`. Found while the head is copied, one field at a time.
///
/// Admission asks for each of these on every request; noting them while the fields are copied
/// spares a walk of the head per lookup.
///
/// Lookup rules are those of `FieldBuffer.value(named:foldingCase: true)`: ASCII case ignored,
/// the first field of a name wins. Positions index the field's start in the buffer; -1: absent.
struct KnownHeaderFields: Sendable, Equatable {
    private(set) var contentType = -1
    private(set) var contentLength = -1
    private(set) var transferEncoding = -1
    private(set) var requestID = -1
    /// Whether some `Content-Length` field after the first has a different value (byte for byte).
    private(set) var contentLengthsDisagree = false

    /// Notes the field that starts at `position` in `buffer` (just appended), if it is one of these.
    mutating func note(fieldAt position: Int, in buffer: FieldBuffer) {
        guard let name = buffer.nameRange(at: position) else { return }
        // Every name of interest is 12, 14 or 17 bytes long; anything else is decided here.
        switch name.count {
        case 12:
            if contentType < 0, buffer.nameMatches(name, Self.contentTypeName, foldingCase: true) {
                contentType = position
            } else if requestID < 0, buffer.nameMatches(name, Self.requestIDName, foldingCase: true) {
                requestID = position
            }
        case 14:
            guard buffer.nameMatches(name, Self.contentLengthName, foldingCase: true) else { return }
            if contentLength < 0 {
                contentLength = position
            } else if !contentLengthsDisagree, buffer.value(at: contentLength) != buffer.value(at: position) {
                contentLengthsDisagree = true
            }
        case 17:
            if transferEncoding < 0, buffer.nameMatches(name, Self.transferEncodingName, foldingCase: true) {
                transferEncoding = position
            }
        default:
            return
        }
    }

    /// The server's form of `note(fieldAt:in:)`, for a field about to be written at `position`,
    /// decided from its name's bytes as received. Returns `false` when the name alone cannot
    /// decide — a repeated `Content-Length`, whose values must be compared: the caller then notes
    /// the whole buffer with `init(of:)` once it is written (rare).
    ///
    /// The names are static strings, not arrays in `static let`s: a lazily initialised global
    /// costs a `swift_once` call on every access.
    mutating func note(name: LentBytes, at position: Int) -> Bool {
        switch name.count {
        case 12:
            if contentType < 0, name.equalsFoldingCase("content-type") {
                contentType = position
            } else if requestID < 0, name.equalsFoldingCase("x-request-id") {
                requestID = position
            }
        case 14:
            guard name.equalsFoldingCase("content-length") else { return true }
            guard contentLength < 0 else { return false }
            contentLength = position
        case 17:
            if transferEncoding < 0, name.equalsFoldingCase("transfer-encoding") {
                transferEncoding = position
            }
        default:
            break
        }
        return true
    }

    /// Every field of `buffer` noted, in order.
    init(of buffer: FieldBuffer) {
        var position = 0
        while let next = buffer.position(after: position) {
            note(fieldAt: position, in: buffer)
            position = next
        }
    }

    /// Nothing noted yet.
    init() {}

    private static let contentTypeName = HTTPHeaders.contentTypeName
    private static let contentLengthName = HTTPHeaders.contentLengthName
    private static let transferEncodingName = HTTPHeaders.transferEncodingName
    private static let requestIDName = RequestID.lowercasedHeaderName
}
