/// The checks made on a request's head, before any of its body is read: filters, routing, media
/// type, declared size, and the body budget.
///
/// Rejecting here means a refused, misrouted, non-JSON or oversized request is answered at once,
/// without buffering up to `maxBodyBytes` of data that would be thrown away.
enum RequestAdmission {
    /// The request may proceed; its body will be read and handed to the route's handler.
    case admitted(AdmittedRequest)
    /// The request is answered with this response (filter headers included); its body is never read.
    case rejected(HTTPResponse)

    /// Methods whose body the service reads, and therefore must be JSON.
    private static let methodsWithBody: Set<String> = ["POST", "PUT", "PATCH"]

    /// Decides on a request head. `method` and `path` are UTF-8 bytes (`path` percent-decoded,
    /// without the query string); `query` only travels into the admitted request. When admitted, `AdmittedRequest.chargedBytes` have been taken
    /// from `server.bodyBudget`; the caller returns them when the request completes.
    ///
    /// `routeIndex` receives the index of the route the request matched, if any (for metrics),
    /// whatever the decision.
    ///
    /// The server passes the bytes libmicrohttpd holds; this form copies them first (for tests).
    init(method: some Collection<UInt8>, path: some Collection<UInt8>, headers: HTTPHeaders,
         query: QueryParameters = QueryParameters(), server: borrowing ServerContext, routeIndex: inout Int?) {
        let methodBytes = Array(method)
        let pathBytes = Array(path)
        self = methodBytes.withLentBytes { method in
            pathBytes.withLentBytes { path in
                RequestAdmission(
                    method: method, path: path, headers: headers,
                    declaredLength: headers.declaredLength, query: query,
                    server: server, budgetSlot: server.metrics.threadIndex(), routeIndex: &routeIndex)
            }
        }
    }

    /// The same decision on bytes in place (the per-request path). `declaredLength` is the
    /// `Content-Length` header's value (`parseContentLength`), read by the caller, which needs it
    /// too.
    ///
    /// `budgetSlot` is the calling thread's index (`MetricsStore.threadIndex`).
    init(method: LentBytes, path: LentBytes, headers: HTTPHeaders, declaredLength: UInt64?,
         query: QueryParameters, server: borrowing ServerContext, budgetSlot: Int?, routeIndex: inout Int?) {
        if let refusal = MessageFraming.refusal(for: headers) {
            self = .rejected(server.response(for: refusal))
            return
        }
        let routes = server.router.routes
        let match = server.router.match(method: method, path: path)

        // The route's own strings when it has no parameters, so a routine request builds none.
        let methodName: String
        let pathName: String
        if case .found(let index, _) = match {
            routeIndex = index
            // Found by its own method, or (a `GET` route) for `HEAD`: the lengths tell which.
            methodName = routes[index].methodBytes.count == method.count ? routes[index].method : "HEAD"
            pathName = routes[index].pattern.hasParameters ? String(decoding: path, as: UTF8.self) : routes[index].path
        } else {
            methodName = String(decoding: method, as: UTF8.self)
            pathName = String(decoding: path, as: UTF8.self)
        }

        var responseHeaders: [(name: String, value: String)] = []
        if server.hasFilters {
            let head = RequestHead(method: methodName, path: pathName, headers: headers)
            for filter in server.filters {
                switch filter.filter(head, responseHeaders: &responseHeaders) {
                case nil:
                    continue
                case .answer(let response):
                    self = .rejected(response.adding(responseHeaders))
                    return
                case .refuse(let refusal):
                    self = .rejected(server.response(for: refusal).adding(responseHeaders))
                    return
                }
            }
        }

        let index: Int
        let parameters: [String: String]
        switch match {
        case .found(let foundIndex, let foundParameters):
            index = foundIndex
            parameters = foundParameters
        case .notFound:
            self = .rejected(server.response(for: .notFound(path: pathName)).adding(responseHeaders))
            return
        case .methodNotAllowed(let allowed):
            self = .rejected(server.response(for: .methodNotAllowed(method: methodName, allowed: allowed))
                .adding(responseHeaders))
            return
        }

        // The usual `application/json` is compared in place and answered with a literal: no
        // allocation, no media-type parse, and no slice of the headers (a retain and a release).
        let isPlainJSON = headers.hasPlainJSONContentType
        let contentTypeBytes = isPlainJSON ? nil : headers.contentType
        let contentType = isPlainJSON ? "application/json" : contentTypeBytes.map { String(decoding: $0, as: UTF8.self) }
        if routes[index].readsJSONBody, !isPlainJSON, !(contentTypeBytes.map { MediaType.isJSON(utf8: $0) } ?? false) {
            self = .rejected(server.response(for: .unsupportedMediaType(contentType: contentType)).adding(responseHeaders))
            return
        }
        var charge = 0
        if let declaredLength, declaredLength > 0 {
            guard declaredLength <= UInt64(max(server.maxBodyBytes, 0)), let length = Int(exactly: declaredLength) else {
                self = .rejected(server.response(for: .payloadTooLarge(limit: server.maxBodyBytes)).adding(responseHeaders))
                return
            }
            guard server.bodyBudget.charge(length, slot: budgetSlot) else {
                self = .rejected(server.response(for: .overloaded(retryAfterSeconds: Refusal.overloadedRetryAfterSeconds))
                    .adding(responseHeaders))
                return
            }
            charge = length
        }
        self = .admitted(AdmittedRequest(
            routeIndex: index,
            request: HTTPRequest(method: methodName, path: pathName, contentType: contentType, headers: headers,
                                 query: query, pathParameters: parameters),
            responseHeaders: responseHeaders, chargedBytes: charge))
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
