/// How a request says where its body ends (RFC 9112 §6), checked before anything else looks at
/// the request.
///
/// libmicrohttpd 0.9.75 frames a body by the first `Content-Length` it sees, lets a
/// `Transfer-Encoding: chunked` override a `Content-Length` silently, and reads a body with any
/// other transfer coding until the client closes. Two parties that frame the same bytes
/// differently are how requests are smuggled past a proxy, and a body read "until close" hangs
/// until the idle timeout. So the server refuses to guess:
/// - `Transfer-Encoding` other than exactly `chunked` → 501 (`Refusal.unsupportedTransferEncoding`;
///   RFC 9112 §6.1: "SHOULD respond with 501 (Not Implemented)");
/// - `Transfer-Encoding` together with `Content-Length` → 400 (`Refusal.ambiguousFraming`; §6.1:
///   "MAY reject … ought to be handled as an error");
/// - several `Content-Length` fields that disagree → 400 (`Refusal.ambiguousFraming`; §6.3: "MUST
///   respond with a 400 … and then close the connection").
/// Each answer carries `Connection: close`, since where the next request would start is unknown.
/// (A `Content-Length` that is not a number never gets here: libmicrohttpd answers it itself.)
enum MessageFraming {
    /// The refusal for a head whose framing is refused, or `nil` when the framing is clear.
    static func refusal(for headers: HTTPHeaders) -> Refusal? {
        if let transferEncoding = headers.transferEncoding {
            if headers.contentLength != nil { return .ambiguousFraming(.lengthAndTransferEncoding) }
            guard HTTPHeaders.equalIgnoringASCIICase(transferEncoding, chunked) else {
                return .unsupportedTransferEncoding(String(decoding: transferEncoding, as: UTF8.self))
            }
            return nil
        }
        return headers.contentLengthsAgree ? nil : .ambiguousFraming(.disagreeingLengths)
    }

    /// What libmicrohttpd decodes: `chunked` in any case, as it stores the value (leading blanks
    /// dropped, trailing ones kept — so `chunked ` would be read until close, and is refused).
    private static let chunked = Array("chunked".utf8)
}
