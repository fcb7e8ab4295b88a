import CMicroHTTPD
import Glibc

// The two C callbacks libmicrohttpd calls on its worker threads, and the conversion of an
// `HTTPResponse` into a libmicrohttpd response. Together with LibMicroHTTPD.swift this is all of
// the module's unsafe code. Nothing here may trap: every pointer is checked, every size bounded.
//
// They are free functions, not closures, so they carry no actor isolation and can be passed to C
// as plain function pointers.
//
// This is the per-request path, so it is kept cheap: no `String` is built for the method, path or
// headers of a request that matches a route, the shared `ServerContext` is borrowed rather than
// retained, and the `RequestState` it reads and writes opts out of run-time exclusivity checks
// (see there). Measured with callgrind and perf on GET /healthz and the bench POST.

/// libmicrohttpd's access handler (`MHD_AccessHandlerCallback`).
///
/// Called once when the request head has arrived (`*con_cls == NULL`), once per chunk of body
/// (`*upload_data_size > 0`) and once more when the body is complete (`*upload_data_size == 0`).
/// The request's path through the three calls: admit or reject the head → collect the body →
/// run the handler and queue its response.
func handleAccess(
    serverContext: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    version: UnsafePointer<CChar>?,
    uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let serverContext, let connection, let uploadDataSize, let requestContext else { return .NO }
    // Borrowed, not retained: `HTTPServer` keeps the context alive until the daemon has stopped,
    // and a retain here would be an atomic write to memory every worker thread shares on every
    // call — the threads would take turns owning that cache line.
    return Unmanaged<ServerContext>.fromOpaque(serverContext)._withUnsafeGuaranteedRef { server in
        guard let existingState = requestContext.pointee else {
            return admitRequest(server: server, connection: connection, url: url, method: method,
                                requestContext: requestContext)
        }
        // Borrowed too: the box is released only by the completion callback, which libmicrohttpd
        // runs after the last call into this handler for the request.
        return Unmanaged<RequestState>.fromOpaque(existingState)._withUnsafeGuaranteedRef { state in
            let chunkSize = uploadDataSize.pointee
            if chunkSize > 0 {
                uploadDataSize.pointee = 0  // tell libmicrohttpd the chunk was consumed
                guard let uploadData else { return .NO }
                return receiveBodyChunk(
                    UnsafeRawBufferPointer(start: uploadData, count: chunkSize),
                    state: state, server: server, connection: connection)
            }
            return finishRequest(state: state, server: server, connection: connection)
        }
    }
}

/// libmicrohttpd's completion callback (`MHD_RequestCompletedCallback`).
///
/// Runs once for every request whose access handler was entered — answered, aborted by the
/// client, timed out or cut by shutdown — so it is the one place the request box is released.
func handleRequestCompleted(
    serverContext: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    terminationCode: MHD_RequestTerminationCode
) {
    guard let requestContext, let state = requestContext.pointee else { return }
    requestContext.pointee = nil
    Unmanaged<RequestState>.fromOpaque(state).release()
    if let serverContext {
        Unmanaged<ServerContext>.fromOpaque(serverContext)._withUnsafeGuaranteedRef { server in
            server.requestsInFlight.decrement()
        }
    }
}

/// First call: route, media type and declared length are checked before any body is read, so a
/// rejected request is answered without reading its body.
///
/// Cost matters here (it runs for every request), so the usual case builds no `String`: the
/// method and path are matched as bytes against `Router.byteRoutes` and the request then carries
/// the route's own strings. Anything that matches no route goes through `Router.resolve` as before.
private func admitRequest(
    server: ServerContext,
    connection: OpaquePointer,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
) -> MHD_Result {
    // The literals are passed as static C strings (no conversion); the values point into
    // libmicrohttpd's per-request memory and are read only during this call.
    let contentTypeHeader = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type").map(readContentType)
    let contentType = contentTypeHeader?.value
    let declaredLength = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap {
        RequestAdmission.parseContentLength(utf8: UnsafeRawBufferPointer(start: $0, count: strlen($0)))
    }

    let methodName: String
    let path: String
    let admission: RequestAdmission
    let routes = server.router.byteRoutes
    if let index = matchRoute(in: routes, method: method, url: url) {
        methodName = routes[index].method
        path = routes[index].path
        let readsJSONBody = routes[index].readsJSONBody
        admission = RequestAdmission(
            handler: routes[index].handler, readsJSONBody: readsJSONBody, contentType: contentType,
            contentTypeIsJSON: contentTypeHeader?.isJSON ?? false,
            declaredContentLength: declaredLength, maxBodyBytes: server.maxBodyBytes)
    } else {
        methodName = method.map { String(cString: $0) } ?? ""
        path = url.map { String(cString: $0) } ?? ""
        admission = RequestAdmission(
            router: server.router, method: methodName, path: path, contentType: contentType,
            declaredContentLength: declaredLength, maxBodyBytes: server.maxBodyBytes)
    }

    let state: RequestState
    var answerNow: HTTPResponse?
    switch admission {
    case .rejected(let response):
        let hasBody = MHD_lookup_connection_value(connection, .HEADER_KIND, "Transfer-Encoding") != nil
            || (declaredLength ?? 0) > 0
        // With a body pending, answer at once (libmicrohttpd then skips the body and closes);
        // without one, answer on the final call so the connection stays reusable.
        state = RequestState(phase: hasBody ? .answered : .rejected(response))
        answerNow = hasBody ? response : nil
    case .admitted(let handler):
        var body: [UInt8] = []
        if let declaredLength, declaredLength > 0 {
            body.reserveCapacity(initialBodyCapacity(declared: declaredLength, limit: server.maxBodyBytes))
        }
        state = RequestState(
            phase: .receiving(method: methodName, path: path, contentType: contentType, handler: handler), body: body)
    }
    // Registered before anything can fail, so the completion callback always balances it.
    requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
    server.requestsInFlight.increment()

    if let answerNow { return queue(answerNow, on: connection) }
    return .YES
}

/// The index of the route whose method and path bytes equal the request's, or `nil` (then
/// `Router.resolve` decides between 404, 405 and a canonically-equivalent match). An index rather
/// than the entry itself, so no entry is copied (and its references retained) per request.
///
/// `method` and `url` are libmicrohttpd's NUL-terminated strings, valid during the call; `strcmp`
/// reads each only up to its NUL or the first difference.
private func matchRoute(
    in routes: [ByteRoute], method: UnsafePointer<CChar>?, url: UnsafePointer<CChar>?
) -> Int? {
    guard let method, let url else { return nil }
    let urlLength = strlen(url)
    // Lengths first, so usually one path is compared. Arrays pass to `const char *` as a pointer
    // to their own storage: no copy.
    for index in routes.indices
    where routes[index].pathLength == urlLength && strcmp(routes[index].pathCString, url) == 0
        && strcmp(routes[index].methodCString, method) == 0
    {
        return index
    }
    return nil
}

/// The `Content-Type` header as the request carries it (invalid UTF-8 repaired, as
/// `String(cString:)` does), and whether it names JSON (`MediaType.isJSON`).
///
/// The usual `application/json` costs one `strcmp`: the string is a literal (no allocation) and
/// the answer known. Anything else is checked on the raw bytes, which is much cheaper than
/// walking a `String`'s UTF-8 view.
private func readContentType(_ value: UnsafePointer<CChar>) -> (value: String, isJSON: Bool) {
    if strcmp(value, "application/json") == 0 { return ("application/json", true) }
    let isJSON = MediaType.isJSON(utf8: UnsafeRawBufferPointer(start: value, count: strlen(value)))
    return (String(cString: value), isJSON)
}

/// Body chunk: append it, or switch to 413 once the total would pass the limit.
private func receiveBodyChunk(
    _ chunk: UnsafeRawBufferPointer,
    state: RequestState,
    server: ServerContext,
    connection: OpaquePointer
) -> MHD_Result {
    switch state.phase {
    case .receiving:
        guard chunk.count <= server.maxBodyBytes - state.body.count else {
            state.body = []
            // Answer now if libmicrohttpd allows it mid-upload; otherwise read on and answer at the end.
            let queued = queue(HTTPError.payloadTooLarge(limit: server.maxBodyBytes).response, on: connection)
            state.phase = queued == .YES ? .answered : .discarding(droppedBytes: chunk.count)
            return .YES
        }
        state.body.append(contentsOf: chunk)
        return .YES
    case .discarding(let droppedBytes):
        // A client that keeps sending far past the limit is cut off rather than read forever.
        guard chunk.count <= discardAllowance(limit: server.maxBodyBytes) - droppedBytes else { return .NO }
        state.phase = .discarding(droppedBytes: droppedBytes + chunk.count)
        return .YES
    case .rejected, .answered:
        return .YES  // not expected: these requests have no body left to read
    }
}

/// Last call: the body is complete; run the handler and queue its response.
private func finishRequest(state: RequestState, server: ServerContext, connection: OpaquePointer) -> MHD_Result {
    switch state.phase {
    case .receiving(let method, let path, let contentType, let handler):
        let request = HTTPRequest(method: method, path: path, contentType: contentType, body: state.body)
        state.body = []
        state.phase = .answered
        return queue(handler(request), on: connection)
    case .rejected(let response):
        state.phase = .answered
        return queue(response, on: connection)
    case .discarding:
        state.phase = .answered
        return queue(HTTPError.payloadTooLarge(limit: server.maxBodyBytes).response, on: connection)
    case .answered:
        // libmicrohttpd does not call again after a response is queued; if it ever did, closing
        // the connection is better than leaving the client waiting.
        return .NO
    }
}

/// Hands `response` to libmicrohttpd, which copies the bytes and sends them after we return.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    guard (100...999).contains(response.status), let status = UInt32(exactly: response.status) else {
        let error = HTTPError(status: 500, code: "internal_error",
                              message: "The handler produced an invalid status \(response.status).")
        return queue(error.response, on: connection)
    }
    let created = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                        .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse = created else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    for header in response.headers {
        // Refused (result ignored) when the name or value holds CR/LF: no header injection.
        // `withCString` lends the string's own bytes (or a stack copy of a small string); passing
        // a `String` straight to the C parameter would allocate a copy for small strings.
        _ = header.name.withCString { name in
            header.value.withCString { value in MHD_add_response_header(mhdResponse, name, value) }
        }
    }
    return MHD_queue_response(connection, status, mhdResponse)
}

/// How many bytes past the limit are read and dropped so the client still gets its 413: at least
/// 64 MiB (a few tens of milliseconds on a local network), so that even a small limit answers an
/// ordinary oversized upload properly, and cut off beyond that.
private func discardAllowance(limit: Int) -> Int {
    max(limit, 64 << 20)
}

/// Up-front body capacity: the declared length, capped at 1 MiB so a client that announces a
/// large body and sends nothing cannot make the server hold memory it never fills.
private func initialBodyCapacity(declared length: UInt64, limit: Int) -> Int {
    Int(min(length, UInt64(max(0, min(limit, 1 << 20)))))
}
