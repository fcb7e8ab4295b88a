import CMicroHTTPD
import Glibc

// The C callbacks libmicrohttpd calls on the worker threads, and the hand-over of an answer to
// it. Free functions, not closures, so they carry no actor isolation and pass to C as plain
// function pointers. Nothing here may trap: every pointer is checked, every size bounded.
// What to do with a request is decided in RequestState+*.swift; this file only translates.

/// libmicrohttpd's access handler (`MHD_AccessHandlerCallback`).
///
/// Called once when the head has arrived (`*con_cls == NULL`: admit), once per chunk of body
/// (`*upload_data_size > 0`: receive) and once more when the body is complete (no data:
/// finish).
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
    // `HTTPServer` keeps the context alive until every daemon has stopped. Taken (a retain) only
    // where a step needs it.
    let context = Unmanaged<ServerContext>.fromOpaque(serverContext)
    guard let existing = requestContext.pointee else {
        guard let url, let method else { return .NO }
        let server = context.takeUnretainedValue()
        // Registered before anything else, so the completion callback always sees it.
        let state = server.requestStates.take()
        requestContext.pointee = UnsafeMutableRawPointer(state)
        let fields = readRequestFields(of: connection, reusing: &state.pointee.headerStorage)
        let step = state.pointee.admit(
            method: LentBytes(start: method, count: strlen(method)),
            path: LentBytes(start: url, count: strlen(url)),
            fields: fields, server: server)
        return perform(step, on: connection, state: state, server: server)
    }
    // Freed only by the completion callback, which runs after the last call into this handler.
    let state = existing.assumingMemoryBound(to: RequestState.self)
    let chunkSize = uploadDataSize.pointee
    if chunkSize > 0 {
        uploadDataSize.pointee = 0  // tell libmicrohttpd the chunk was consumed
        guard let uploadData else { return .NO }
        let chunk = LentBytes(start: uploadData, count: chunkSize)
        if state.pointee.appendWithinCharge(chunk) { return .YES }
        let server = context.takeUnretainedValue()
        return perform(state.pointee.receive(chunk, server: server), on: connection, state: state, server: server)
    }
    // The final call has no data at all. libmicrohttpd 0.9.75 also calls with no bytes but with
    // data (the read buffer) before the final call of a request without a body that sent
    // `Expect: 100-continue` while the next request's bytes were already read; a response is
    // refused then. Nothing is consumed, and the final call follows.
    guard uploadData == nil else { return .YES }
    let server = context.takeUnretainedValue()
    return perform(state.pointee.finish(server: server), on: connection, state: state, server: server)
}

/// libmicrohttpd's completion callback (`MHD_RequestCompletedCallback`).
///
/// Runs once for every request whose access handler was entered — answered, aborted by the
/// client, timed out or cut by shutdown — so it is the one place the request's state is counted
/// and given back.
func handleRequestCompleted(
    serverContext: UnsafeMutableRawPointer?,
    connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    terminationCode: MHD_RequestTerminationCode
) {
    guard let requestContext, let existing = requestContext.pointee else { return }
    requestContext.pointee = nil
    let state = existing.assumingMemoryBound(to: RequestState.self)
    guard let serverContext else {
        state.deinitialize(count: 1)
        state.deallocate()
        return
    }
    let server = Unmanaged<ServerContext>.fromOpaque(serverContext).takeUnretainedValue()
    state.pointee.complete(server: server)
    server.requestStates.recycle(state)
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
    let server = Unmanaged<ServerContext>.fromOpaque(serverContext).takeUnretainedValue()
    // MHD_CONNECTION_NOTIFY_STARTED is 0, MHD_CONNECTION_NOTIFY_CLOSED 1.
    server.metrics.recordConnection(opened: code.rawValue == 0)
}

/// Carries out `step` for the request whose state is `state`.
private func perform(
    _ step: consuming RequestStep, on connection: OpaquePointer, state: UnsafeMutablePointer<RequestState>,
    server: ServerContext
) -> MHD_Result {
    switch consume step {
    case .proceed:
        return .YES
    case .close:
        return .NO
    case .answer(let response):
        return queue(response, on: connection, state: state, server: server)
    case .refuse(let response, let droppedBytes):
        let queued = queue(response, on: connection, state: state, server: server)
        state.pointee.refusalQueued(queued == .YES, answer: response, droppedBytes: droppedBytes)
        return .YES
    }
}

/// The request's headers and query arguments (see `RequestFields`), read from libmicrohttpd's
/// list of them in one walk; the headers written into `headerStorage`.
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

/// Hands `response` to libmicrohttpd, which sends it after we return, with the request's
/// `X-Request-Id` and, once shutdown has begun, `Connection: close` (so a keep-alive client opens
/// its next connection to another replica).
///
/// The body is sent from where it is (`RESPMEM_PERSISTENT`, no copy): once queued, it is kept in
/// the request's state, unchanged, until the completion callback. libmicrohttpd 0.9.75 calls that
/// only when the whole answer has been sent or the connection has been closed, and never reads a
/// persistent body again after it, not even when it destroys the response (connection.c:
/// `connection_reset`, `MHD_connection_close_`).
private func queue(
    _ response: consuming HTTPResponse, on connection: OpaquePointer, state: UnsafeMutablePointer<RequestState>,
    server: ServerContext
) -> MHD_Result {
    var response = response
    let status = state.pointee.recordAnswer(&response, server: server)
    let queued = response.body.withUnsafeBytes { body -> MHD_Result in
        guard let mhdResponse = MHD_create_response_from_buffer(
            body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_PERSISTENT)
        else { return .NO }
        defer { MHD_destroy_response(mhdResponse) }
        // Read in place: iterating the array would copy (retain and release) each name and value.
        response.headers.withUnsafeBufferPointer { headers in
            for index in headers.indices {
                // Refused (result ignored) when the name or value holds CR/LF: no header injection.
                _ = headers[index].name.withCString { name in
                    headers[index].value.withCString { value in MHD_add_response_header(mhdResponse, name, value) }
                }
            }
        }
        addRequestIDHeader(state.pointee.requestID, to: mhdResponse)
        if server.readiness.isDraining { _ = MHD_add_response_header(mhdResponse, "Connection", "close") }
        return MHD_queue_response(connection, status, mhdResponse)
    }
    // Not queued: the response is destroyed already, and nothing reads the body.
    if queued == .YES { state.pointee.sentBody = response.body }
    return queued
}

/// Adds `X-Request-Id: id` to `response`; a generated id's digits are written on the stack.
private func addRequestIDHeader(_ id: RequestID, to response: OpaquePointer) {
    switch id {
    case .generated(let value):
        // A `0`, the 15 digits and a NUL, written as two words and a byte; sent from the digits.
        let (high, low) = RequestID.digitWords(of: value)
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 17) { text in
            guard let base = text.baseAddress else { return }
            UnsafeMutableRawPointer(base).storeBytes(of: high.littleEndian, as: UInt64.self)
            UnsafeMutableRawPointer(base).storeBytes(of: low.littleEndian, toByteOffset: 8, as: UInt64.self)
            text[16] = 0
            _ = MHD_add_response_header(response, "X-Request-Id", base + 1)
        }
    case .echoed(let text):
        _ = text.withCString { MHD_add_response_header(response, "X-Request-Id", $0) }
    }
}
