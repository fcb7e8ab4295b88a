extension RequestState {
    /// Records `response`, about to be queued, for the metrics, and returns its status; a
    /// status that is not a three-digit number makes it a 500 first (`Refusal.invalidStatus`).
    mutating func recordAnswer(_ response: inout HTTPResponse, server: ServerContext) -> UInt32 {
        guard (100...999).contains(response.status), let code = UInt32(exactly: response.status) else {
            response = server.response(for: .invalidStatus(response.status))
            return recordAnswer(&response, server: server)
        }
        status = response.status
        bytesOut = response.body.count
        return code
    }

    /// The request is over (answered, aborted, timed out or cut by shutdown): counts it, returns
    /// its share of the body budget and writes its access-log line.
    mutating func complete(server: ServerContext) {
        let now = Machine.monotonicNanoseconds()
        let elapsed = now >= startNanoseconds ? now - startNanoseconds : 0
        let thread = server.metrics.recordRequestCompleted(
            route: routeIndex, status: status, nanoseconds: elapsed, bytesIn: bytesIn, bytesOut: bytesOut)
        if chargedBytes > 0 { server.bodyBudget.release(chargedBytes, slot: thread) }
        if server.accessLog {
            AccessLog.write(AccessLog.Entry(
                method: logged?.method ?? "", path: logged?.path ?? "", status: status,
                bytesIn: bytesIn, bytesOut: bytesOut, durationMicroseconds: elapsed / 1_000,
                requestID: requestID.text))
        }
    }
}
