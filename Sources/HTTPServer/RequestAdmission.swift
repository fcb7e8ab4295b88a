/// The checks made on a request's head, before any of its body is read.
///
/// Rejecting here means a wrong path, a non-JSON body or an oversized `Content-Length` is answered
/// at once, without buffering up to `maxBodyBytes` of data that would be thrown away.
enum RequestAdmission {
    /// The request may proceed; its body will be read and given to this handler.
    case admitted(Handler)
    /// The request is answered with this error response; its body is never read.
    case rejected(HTTPResponse)

    /// Methods whose body the service reads, and therefore must be JSON.
    private static let methodsWithBody: Set<String> = ["POST", "PUT", "PATCH"]

    /// - Parameters:
    ///   - declaredContentLength: the parsed `Content-Length`, `nil` for chunked, absent or malformed.
    init(
        router: Router, method: String, path: String, contentType: String?,
        declaredContentLength: UInt64?, maxBodyBytes: Int
    ) {
        let resolution = router.resolve(method: method, path: path)
        guard case .found(let handler) = resolution else {
            self = .rejected(resolution.failureResponse ?? HTTPError.notFound(path: path).response)
            return
        }
        let readsJSONBody = Self.readsJSONBody(method: method)
        self.init(
            handler: handler, readsJSONBody: readsJSONBody, contentType: contentType,
            contentTypeIsJSON: readsJSONBody && MediaType.isJSON(contentType),
            declaredContentLength: declaredContentLength, maxBodyBytes: maxBodyBytes)
    }

    /// The checks that follow a successful routing: media type, then declared size.
    ///
    /// - Parameters:
    ///   - readsJSONBody: `readsJSONBody(method:)` of the request's method.
    ///   - contentTypeIsJSON: `MediaType.isJSON(contentType)`; consulted only when `readsJSONBody`,
    ///     so a caller may pass `false` without checking when it is not.
    ///   - declaredContentLength: the parsed `Content-Length`, `nil` for chunked, absent or malformed
    ///     (libmicrohttpd answers a malformed one with 400 itself).
    init(
        handler: @escaping Handler, readsJSONBody: Bool, contentType: String?, contentTypeIsJSON: Bool,
        declaredContentLength: UInt64?, maxBodyBytes: Int
    ) {
        if readsJSONBody, !contentTypeIsJSON {
            self = .rejected(HTTPError.unsupportedMediaType(contentType).response)
            return
        }
        if let declaredContentLength, declaredContentLength > UInt64(max(maxBodyBytes, 0)) {
            self = .rejected(HTTPError.payloadTooLarge(limit: maxBodyBytes).response)
            return
        }
        self = .admitted(handler)
    }

    /// Whether requests with this method must carry a JSON body.
    static func readsJSONBody(method: String) -> Bool {
        methodsWithBody.contains(method)
    }

    /// The decimal value of a `Content-Length` header, read from its bytes (no `String` made):
    /// `nil` when it is not a number, `UInt64.max` when the digits overflow — too large either way.
    ///
    /// One pass: leading blanks are skipped, then the run of non-blank bytes must be all digits;
    /// whatever follows the next blank is ignored.
    static func parseContentLength<Bytes: Sequence<UInt8>>(utf8 value: Bytes) -> UInt64? {
        var length: UInt64 = 0
        var sawDigits = false
        for byte in value {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if sawDigits { break }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflowed) = length.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflowed || carried { return UInt64.max }
            length = sum
            sawDigits = true
        }
        return sawDigits ? length : nil
    }
}
