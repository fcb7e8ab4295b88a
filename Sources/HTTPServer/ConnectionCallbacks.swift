import CMicroHTTPD
import Glibc
import Synchronization

// The two C callbacks libmicrohttpd calls on its worker threads, and the conversion of an
// `HTTPResponse` into a libmicrohttpd response. The module's other unsafe code is in
// LibMicroHTTPD.swift, RouteTable.swift, RequestFieldCopier.swift, KnownHeaderFields.swift,
// RequestStatePool.swift, ResponseBody.swift and ResponseBodyBuffer.swift. Nothing here may trap:
// every pointer is checked, every size bounded.
//
// They are free functions, not closures, so they carry no actor isolation and can be passed to C
// as plain function pointers.
//
// This is the per-request path, so it is kept cheap: no `String` is built for the method or path
// of a request that matches a route without parameters; headers and query arguments are copied
// into one buffer each (one walk, through scratch space on the stack), noting on the way the few
// fields admission reads; the request's state box, header buffer and body buffer are the ones
// the thread's previous request used (`RequestStatePool`); a body written in place is handed to
// libmicrohttpd as it is (`ResponseBody`), not copied twice; nothing
// the worker threads share is retained (the `ServerContext` is borrowed, routes and handlers are
// read through `RouteTable`, requests in flight are counted per thread), since an atomic write
// to a shared reference count is a cache line the threads take turns owning; for the same reason
// bodies are charged to the body budget from the thread's own credit (`BodyBudget`); the
// request's fields are moved from the copy of its head into the `HTTPRequest` handlers get, and
// its body into that, never copied (each copy is a retain now and a release later); and the
// `RequestState` it reads and writes opts out of run-time exclusivity checks (see there).
// Measured with callgrind and perf on GET /healthz and the bench POST.
//
// Observability rides on the same path without allocating: the request's route, status, byte
// counts and start time sit in its `RequestState`, and the completion callback adds them to the
// worker thread's own counters (`MetricsStore`); a generated request id stays a number until its
// digits are written into the header. Only `--access-log`, and an echoed id, build strings per
// request.

/// libmicrohttpd's access handler (`MHD_AccessHandlerCallback`).
///
/// Called once when the request head has arrived (`*con_cls == NULL`), once per chunk of body
/// (`*upload_data_size > 0`) and once more when the body is complete (`*upload_data_size == 0`
/// and `upload_data` NULL: one other call has no bytes, as the code below explains).
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
            // The final call has no data at all. libmicrohttpd 0.9.75 also calls with no bytes
            // but with data — the read buffer — before the final call of a request without a
            // body that sent `Expect: 100-continue` while the next request's bytes were
            // already read (connection.c, `process_request_body` in the 100-continue state).
            // A response is refused then, which closed the connection unanswered; nothing is
            // consumed, and the final call follows.
            guard uploadData == nil else { return .YES }
            return finishRequest(state: state, server: server, connection: connection)
        }
    }
}

/// libmicrohttpd's completion callback (`MHD_RequestCompletedCallback`).
///
/// Runs once for every request whose access handler was entered — answered, aborted by the
/// client, timed out or cut by shutdown — so it is the one place the request box is recycled or
/// released and its share of the body budget returned.
func handleRequestCompleted(
    serverContext: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    terminationCode: MHD_RequestTerminationCode
) {
    guard let requestContext, let opaqueState = requestContext.pointee else { return }
    requestContext.pointee = nil
    let reference = Unmanaged<RequestState>.fromOpaque(opaqueState)
    guard let serverContext else {
        reference.release()
        return
    }
    Unmanaged<ServerContext>.fromOpaque(serverContext)._withUnsafeGuaranteedRef { server in
        reference._withUnsafeGuaranteedRef { state in
            let now = scroll_monotonic_nanoseconds()
            let elapsed = now >= state.startNanoseconds ? now - state.startNanoseconds : 0
            let thread = server.metrics.recordRequestCompleted(
                route: state.routeIndex, status: state.status, nanoseconds: elapsed,
                bytesIn: state.bytesIn, bytesOut: state.bytesOut)
            if state.chargedBytes > 0 { server.bodyBudget.release(state.chargedBytes, slot: thread) }
            if server.accessLog {
                AccessLog.write(AccessLog.Entry(
                    method: state.logged?.method ?? "", path: state.logged?.path ?? "", status: state.status,
                    bytesIn: state.bytesIn, bytesOut: state.bytesOut, durationMicroseconds: elapsed / 1_000,
                    requestID: state.requestID.text))
            }
        }
        // libmicrohttpd's reference, the only one: the box goes back to the thread's pool.
        server.requestStates.recycle(reference)
    }
}

/// libmicrohttpd's connection callback (`MHD_NotifyConnectionCallback`): counts connections
/// opened and closed, on the worker thread that owns the connection.
func handleConnectionNotification(
    serverContext: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    code: MHD_ConnectionNotificationCode
) {
    guard let serverContext else { return }
    Unmanaged<ServerContext>.fromOpaque(serverContext)._withUnsafeGuaranteedRef { server in
        // MHD_CONNECTION_NOTIFY_STARTED is 0, MHD_CONNECTION_NOTIFY_CLOSED 1.
        server.metrics.recordConnection(opened: code.rawValue == 0)
    }
}

/// First call: filters, route, media type, declared length and body budget are checked before
/// any body is read, so a rejected request is answered without reading its body.
///
/// Cost matters here (it runs for every request): the headers and query arguments are read in
/// one walk into scratch space on the stack and copied from there into the thread's reused
/// header buffer and a query array (a head too large for the scratch is measured, then
/// written: `RequestFieldCopier`), and the method and path are routed as the bytes
/// libmicrohttpd holds (see `RequestAdmission`).
private func admitRequest(
    server: ServerContext,
    connection: OpaquePointer,
    url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
) -> MHD_Result {
    guard let url, let method else { return .NO }
    let startNanoseconds = scroll_monotonic_nanoseconds()
    let state = server.requestStates.take()
    // The thread's metrics block, looked up once for the request id, the body budget's slot and
    // the count of requests started.
    let thread = server.metrics.currentBlock()
    let (headers, query) = readRequestFields(of: connection, reusing: &state.headerStorage)
    // What is read from the headers here is read before admission, so that the headers (and
    // query) can be handed on to the request rather than copied (retained) and freed again.
    // A sent id that is safe to echo is kept; any other is replaced (see `RequestID`).
    let requestID: RequestID
    if let sent = headers.requestID, RequestID.isAcceptable(sent) {
        requestID = .echoed(String(decoding: sent, as: UTF8.self))
    } else {
        requestID = server.metrics.nextRequestID(in: thread)
    }
    let declaredLength = headers.declaredLength
    let hasBody = headers.transferEncoding != nil || (declaredLength ?? 0) > 0
    var routeIndex: Int?
    let admission = RequestAdmission(
        method: UnsafeRawBufferPointer(start: method, count: strlen(method)),
        path: UnsafeRawBufferPointer(start: url, count: strlen(url)),
        headers: consume headers, declaredLength: declaredLength, query: consume query, server: server,
        budgetSlot: thread?.index, routeIndex: &routeIndex)

    var answerNow: HTTPResponse?
    switch consume admission {
    case .rejected(let response):
        // With a body pending, answer at once (libmicrohttpd then skips the body and closes);
        // without one, answer on the final call so the connection stays reusable.
        state.phase = hasBody ? .answered : .rejected(response)
        answerNow = hasBody ? response : nil
    case .admitted(let admitted):
        // The whole declared length is reserved at once (a buffer kept from the thread's
        // previous request may hold it already): it was charged to the budget already, and the
        // pages of an untouched reservation take no memory until the body fills them, so a client
        // that announces much and sends little costs address space, not memory.
        let charged = admitted.chargedBytes
        if charged > 0 { state.body.reserveCapacity(charged) }
        state.chargedBytes = charged
        state.admitted = consume admitted
        state.phase = .receiving
    }
    state.startNanoseconds = startNanoseconds
    state.routeIndex = routeIndex
    state.requestID = requestID
    if server.accessLog {
        state.logged = (method: String(cString: method), path: String(cString: url))
    }
    // Counted and registered with nothing between that can fail, so the completion callback
    // always balances it. The box's one reference moves to libmicrohttpd (no retain and release)
    // when nothing is answered now.
    server.metrics.recordRequestStarted(in: thread)
    guard let answerNow else {
        requestContext.pointee = Unmanaged.passRetained(consume state).toOpaque()
        return .YES
    }
    requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
    return queue(answerNow, on: connection, state: state, server: server)
}

/// The request's headers and query arguments (see `RequestFields`), read from libmicrohttpd's
/// list of them; the headers written into `headerStorage` (see `copyRequestFields`).
private func readRequestFields(of connection: OpaquePointer, reusing headerStorage: inout [UInt8]) -> RequestFields {
    copyRequestFields(reusing: &headerStorage) { copier in
        withUnsafeMutablePointer(to: &copier) { copier in
            _ = scroll_mhd_get_request_fields(connection, visitField, copier)
        }
    }
}

/// `MHD_KeyValueIteratorN` for `readRequestFields`: hands one field to the `RequestFieldCopier`
/// at `context`.
private func visitField(
    context: UnsafeMutableRawPointer?, kind: MHD_ValueKind,
    name: UnsafePointer<CChar>?, nameSize: Int, value: UnsafePointer<CChar>?, valueSize: Int
) -> MHD_Result {
    guard let context, let name else { return .YES }
    let fieldKind: RequestFieldKind
    switch kind {
    case .HEADER_KIND: fieldKind = .header
    case .GET_ARGUMENT_KIND: fieldKind = .queryArgument
    default: return .YES
    }
    let valueBytes = value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    context.assumingMemoryBound(to: RequestFieldCopier.self).pointee.visit(
        fieldKind, name: UnsafeRawBufferPointer(start: name, count: nameSize), value: valueBytes)
    return .YES
}

/// Body chunk: append it, or switch to an error once the total would pass the request's limit
/// or the server's body budget.
private func receiveBodyChunk(
    _ chunk: UnsafeRawBufferPointer,
    state: RequestState,
    server: ServerContext,
    connection: OpaquePointer
) -> MHD_Result {
    state.bytesIn &+= chunk.count
    switch state.phase {
    case .receiving:
        guard chunk.count <= server.maxBodyBytes - state.body.count else {
            return refuseBody(HTTPError.payloadTooLarge(limit: server.maxBodyBytes).response
                                .adding(state.admitted?.responseHeaders ?? []),
                              chunk: chunk, state: state, server: server, connection: connection)
        }
        let needed = state.body.count + chunk.count
        if needed > state.chargedBytes {
            // No declared length (chunked): grow by doubling, charging the budget for each step.
            let doubled = state.chargedBytes.multipliedReportingOverflow(by: 2)
            let target = min(max(needed, doubled.overflow ? Int.max : doubled.partialValue, 16_384), server.maxBodyBytes)
            guard server.bodyBudget.charge(target - state.chargedBytes, slot: server.metrics.threadIndex()) else {
                return refuseBody(HTTPError.overloadedResponse.adding(state.admitted?.responseHeaders ?? []),
                                  chunk: chunk, state: state, server: server, connection: connection)
            }
            state.chargedBytes = target
            state.body.reserveCapacity(target)
        }
        state.body.append(contentsOf: chunk)
        return .YES
    case .discarding(let droppedBytes, let answer):
        // A client that keeps sending far past the limit is cut off rather than read forever.
        guard chunk.count <= discardAllowance(limit: server.maxBodyBytes) - droppedBytes else { return .NO }
        state.phase = .discarding(droppedBytes: droppedBytes + chunk.count, answer: answer)
        return .YES
    case .rejected, .answered:
        return .YES  // not expected: these requests have no body left to read
    }
}

/// Drops the body read so far and answers with `response`: at once if libmicrohttpd allows it
/// mid-upload, otherwise after reading (and dropping) the rest.
private func refuseBody(
    _ response: HTTPResponse, chunk: UnsafeRawBufferPointer, state: RequestState, server: ServerContext,
    connection: OpaquePointer
) -> MHD_Result {
    state.body = []
    state.admitted = nil
    let queued = queue(response, on: connection, state: state, server: server)
    state.phase = queued == .YES ? .answered : .discarding(droppedBytes: chunk.count, answer: response)
    return .YES
}

/// Last call: the body is complete; run the handler and queue its response.
private func finishRequest(state: RequestState, server: ServerContext, connection: OpaquePointer) -> MHD_Result {
    switch state.phase {
    case .receiving:
        // Moved out of the state, not copied, and the body moved into the request built at
        // admission: no retain and release per field.
        guard var admitted = state.admitted.take() else { return .NO }
        swap(&admitted.request.body, &state.body)
        state.phase = .answered
        var response = server.routes.respond(route: admitted.routeIndex, to: admitted.request)
        // The body and header buffers go back to the state, whose next request may reuse them
        // (see `reset`).
        swap(&admitted.request.body, &state.body)
        state.headerStorage = admitted.request.headers.takeStorage()
        // Appended in place: `adding` would copy (retain) the response to return it unchanged.
        if !admitted.responseHeaders.isEmpty { response.headers.append(contentsOf: admitted.responseHeaders) }
        return queue(response, on: connection, state: state, server: server)
    case .rejected(let response), .discarding(_, let response):
        state.phase = .answered
        return queue(response, on: connection, state: state, server: server)
    case .answered:
        // libmicrohttpd does not call again after a response is queued; if it ever did, closing
        // the connection is better than leaving the client waiting.
        return .NO
    }
}

/// Hands `response` to libmicrohttpd, which sends its body (see `makeResponse`) after we return,
/// with the request's `X-Request-Id` and, once shutdown has begun, `Connection: close` (so a
/// keep-alive client opens its next connection to another replica instead of holding this one).
private func queue(
    _ response: HTTPResponse, on connection: OpaquePointer, state: RequestState, server: ServerContext
) -> MHD_Result {
    guard (100...999).contains(response.status), let status = UInt32(exactly: response.status) else {
        let error = HTTPError(status: 500, code: "internal_error",
                              message: "The handler produced an invalid status \(response.status).")
        return queue(error.response, on: connection, state: state, server: server)
    }
    let content = response.content
    state.status = response.status
    state.bytesOut = content.count
    guard let mhdResponse = makeResponse(with: content) else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    // Read in place through the buffer: iterating the array copies (retains and releases) each
    // name and value.
    response.headers.withUnsafeBufferPointer { headers in
        for index in headers.indices {
            // Refused (result ignored) when the name or value holds CR/LF: no header injection.
            // `withCString` lends the string's own bytes (or a stack copy of a small string);
            // passing a `String` straight to the C parameter would allocate a copy for small strings.
            _ = headers[index].name.withCString { name in
                headers[index].value.withCString { value in MHD_add_response_header(mhdResponse, name, value) }
            }
        }
    }
    addRequestIDHeader(state.requestID, to: mhdResponse)
    if server.readiness.isDraining { _ = MHD_add_response_header(mhdResponse, "Connection", "close") }
    return MHD_queue_response(connection, status, mhdResponse)
}

/// A libmicrohttpd response whose body is `body`. A body written in place is sent from where it
/// is: libmicrohttpd holds a reference to its storage and drops it (`releaseResponseBody`) once
/// the response is destroyed. An array's bytes are copied (libmicrohttpd cannot hold an array).
private func makeResponse(with body: ResponseBody) -> OpaquePointer? {
    guard let (storage, count) = body.written else {
        return body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
    }
    let reference = Unmanaged.passRetained(storage)
    let created = MHD_create_response_from_buffer_with_free_callback_cls(
        count, UnsafeMutableRawPointer(storage.elements), releaseResponseBody, reference.toOpaque())
    // No response, no callback: the reference is dropped here instead.
    if created == nil { reference.release() }
    return created
}

/// libmicrohttpd's `MHD_ContentReaderFreeCallback` for a body written in place: drops the
/// reference `makeResponse` gave it.
private func releaseResponseBody(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<ResponseBodyStorage>.fromOpaque(context).release()
}

/// Adds `X-Request-Id: id` to `response`. A generated id's 15 digits are written into a buffer on
/// the stack, NUL-terminated, so no `String` is built for it.
private func addRequestIDHeader(_ id: RequestID, to response: OpaquePointer) {
    switch id {
    case .generated(let value):
        // 16 bytes: the digits and the NUL.
        var text: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &text) { bytes in
            guard let base = bytes.baseAddress, bytes.count > RequestID.generatedDigits else { return }
            for position in 0..<RequestID.generatedDigits {
                bytes[position] = RequestID.digit(of: value, at: position)
            }
            bytes[RequestID.generatedDigits] = 0
            _ = MHD_add_response_header(response, "X-Request-Id", base.assumingMemoryBound(to: CChar.self))
        }
    case .echoed(let text):
        _ = text.withCString { MHD_add_response_header(response, "X-Request-Id", $0) }
    }
}

/// How many bytes past the limit are read and dropped so the client still gets its 413: at least
/// 64 MiB (a few tens of milliseconds on a local network), so that even a small limit answers an
/// ordinary oversized upload properly, and cut off beyond that.
private func discardAllowance(limit: Int) -> Int {
    max(limit, 64 << 20)
}

