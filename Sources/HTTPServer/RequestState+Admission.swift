extension RequestState {
    /// The first step, once the head has arrived: filters, route, media type, declared length
    /// and body budget are checked before any body is read (`RequestAdmission`), so a rejected
    /// request is answered without reading its body.
    ///
    /// `method` and `path` are the request's bytes; `fields` its headers and query, read into
    /// `headerStorage` by the caller. Counts the request as started: `complete` must follow.
    mutating func admit(
        method: LentBytes, path: LentBytes, fields: consuming RequestFields,
        server: ServerContext
    ) -> RequestStep {
        startNanoseconds = Machine.monotonicNanoseconds()
        let thread = server.metrics.currentBlock()
        let (headers, query) = fields
        // A sent id that is safe to echo is kept; any other is replaced (see `RequestID`).
        if let sent = headers.requestID, RequestID.isAcceptable(sent) {
            requestID = .echoed(String(decoding: sent, as: UTF8.self))
        } else {
            requestID = server.metrics.nextRequestID(in: thread)
        }
        let declaredLength = headers.declaredLength
        let hasBody = headers.transferEncoding != nil || (declaredLength ?? 0) > 0
        var matched: Int?
        let admission = RequestAdmission(
            method: method, path: path, headers: consume headers, declaredLength: declaredLength,
            query: consume query, server: server, budgetSlot: thread?.index, routeIndex: &matched)
        routeIndex = matched
        if server.accessLog {
            logged = (method: String(decoding: method, as: UTF8.self), path: String(decoding: path, as: UTF8.self))
        }
        server.metrics.recordRequestStarted(in: thread)
        switch consume admission {
        case .rejected(let response):
            // With a body pending, answer at once (libmicrohttpd then skips the body and closes);
            // without one, answer on the final call so the connection stays reusable.
            guard hasBody else {
                phase = .rejected(response)
                return .proceed
            }
            phase = .answered
            return .answer(response)
        case .admitted(let request):
            // The whole declared length is reserved at once: it was charged to the budget, and
            // untouched pages of the reservation take no memory until the body fills them.
            let charged = request.chargedBytes
            if charged > 0 { body.reserveCapacity(charged) }
            chargedBytes = charged
            admitted = consume request
            phase = .receiving
            return .proceed
        }
    }
}
