extension RequestState {
    /// A chunk of body: appended, or, once the total would pass the request's limit or the
    /// server's body budget, dropped in favour of an error answer.
    mutating func receive(_ chunk: LentBytes, server: ServerContext) -> RequestStep {
        if appendWithinCharge(chunk) { return .proceed }
        bytesIn &+= chunk.count
        switch phase {
        case .receiving:
            guard chunk.count <= server.maxBodyBytes - body.count else {
                return refuse(server.response(for: .payloadTooLarge(limit: server.maxBodyBytes)), chunk: chunk)
            }
            let needed = body.count + chunk.count
            if needed > chargedBytes {
                // No declared length (chunked): grow by doubling, charging the budget for each step.
                let doubled = chargedBytes.multipliedReportingOverflow(by: 2)
                let target = min(max(needed, doubled.overflow ? Int.max : doubled.partialValue, 16_384), server.maxBodyBytes)
                guard server.bodyBudget.charge(target - chargedBytes, slot: server.metrics.threadIndex()) else {
                    return refuse(server.response(for: .overloaded(retryAfterSeconds: Refusal.overloadedRetryAfterSeconds)), chunk: chunk)
                }
                chargedBytes = target
                body.reserveCapacity(target)
            }
            body.append(contentsOf: chunk)
            return .proceed
        case .discarding(let droppedBytes, let answer):
            // A client that keeps sending far past the limit is cut off rather than read forever.
            guard chunk.count <= Self.discardAllowance(limit: server.maxBodyBytes) - droppedBytes else { return .close }
            phase = .discarding(droppedBytes: droppedBytes + chunk.count, answer: answer)
            return .proceed
        case .rejected, .answered:
            return .proceed  // not expected: these requests have no body left to read
        }
    }

    /// `receive`'s usual case, which needs nothing of the server: while receiving, a chunk that
    /// fits in the bytes already charged (never more than `maxBodyBytes`) is appended. `false`,
    /// with nothing changed, for any other chunk.
    mutating func appendWithinCharge(_ chunk: LentBytes) -> Bool {
        guard case .receiving = phase, chunk.count <= chargedBytes - body.count else { return false }
        bytesIn &+= chunk.count
        body.append(contentsOf: chunk)
        return true
    }

    /// Drops the body read so far; `response` (with the filters' headers) is to be queued now.
    private mutating func refuse(_ response: HTTPResponse, chunk: LentBytes) -> RequestStep {
        let answer = response.adding(admitted?.responseHeaders ?? [])
        body = []
        admitted = nil
        return .refuse(answer, droppedBytes: chunk.count)
    }

    /// After a `.refuse`: answered when libmicrohttpd took the answer mid-upload; otherwise the
    /// rest of the body is read and dropped, and `answer` sent after it.
    mutating func refusalQueued(_ queued: Bool, answer: HTTPResponse, droppedBytes: Int) {
        phase = queued ? .answered : .discarding(droppedBytes: droppedBytes, answer: answer)
    }

    /// The last step, once the body is complete: the handler's answer (or the one decided
    /// earlier), or `.close` when the request was answered already.
    mutating func finish(server: ServerContext) -> RequestStep {
        switch phase {
        case .receiving:
            // The body moves into the request and back out after the handler (its buffer serves
            // the thread's next request); nothing is copied.
            guard var request = admitted.take() else { return .close }
            swap(&request.request.body, &body)
            phase = .answered
            var response = server.router.respond(route: request.routeIndex, to: request.request)
                ?? server.response(for: .noHandler)
            swap(&request.request.body, &body)
            headerStorage = request.request.headers.takeStorage()
            if !request.responseHeaders.isEmpty { response.headers.append(contentsOf: request.responseHeaders) }
            return .answer(response)
        case .rejected(let response), .discarding(_, let response):
            phase = .answered
            return .answer(response)
        case .answered:
            // libmicrohttpd does not call again after a response is queued; if it ever did,
            // closing the connection is better than leaving the client waiting.
            return .close
        }
    }

    /// How many bytes past the limit are read and dropped so the client still gets its 413: at
    /// least 64 MiB, so that even a small limit answers an ordinary oversized upload properly,
    /// and cut off beyond that.
    static func discardAllowance(limit: Int) -> Int {
        max(limit, 64 << 20)
    }
}
