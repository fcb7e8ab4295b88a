import RequestJSON

/// Reads a `POST /v1/batch` body: the top level in one pass (`readBatch`), then each request
/// with its endpoint's own decoder (`answerRequest`), no tree built.
///
/// The top level is the scroll-view fields (`ScrollViewReader`: the items are decoded once,
/// here) and `requests`. The requests are skimmed where they stand — counted against
/// `maxBatchRequests`, refused as soon as the array passes it — and read once the top level is
/// done, since members have no order and a request needs the whole layout. A problem at the top
/// level fails the whole batch as it fails an endpoint's body; a problem in one request is that
/// request's result.
enum BatchRequestDecoder {
    private enum Field: Int, CaseIterable {
        case requests
    }

    private static let keys = ScrollRequestKeys(own: Field.self)
    private static let operationName = Array("op".utf8)
    private static let missingOperation = DecodeFailure(
        .missingField("op is required: one of \(BatchOperation.names.names.joined(separator: ", "))"), at: [.key("op")])

    /// Reads the top level at the cursor; the requests are left for `answerRequest`.
    static func readBatch(_ reader: inout JSONReader, context: RequestContext) throws(DecodeFailure) -> BatchQuery {
        var (shared, keys) = keys.reader(in: nil)
        var requests: (reader: JSONReader, count: Int)?
        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            guard try shared.read(key, from: &reader, context: context) != nil else { return }
            let start = reader
            requests = (start, try skimRequests(&reader, limit: context.limits.maxBatchRequests))
        }
        let found = try required(requests, "requests")
        return BatchQuery(shared: shared, requests: found.reader, count: found.count)
    }

    /// Steps over the `requests` array, counting its elements: 413 `too_many_requests` at the
    /// array when an element starts past `limit`, before it is looked at.
    private static func skimRequests(_ reader: inout JSONReader, limit: Int) throws(DecodeFailure) -> Int {
        var count = 0
        do {
            try reader.readArray(maxCount: limit) { (reader, _) throws(DecodeFailure) in
                try reader.skim()
                count += 1
            }
        } catch {
            guard case .tooManyItems = error.problem, error.reversedPath.isEmpty else { throw error }
            throw DecodeFailure(.tooManyRequests(limit: limit))
        }
        return count
    }

    /// Reads the request at the cursor (an element of `requests`) with the decoder of the
    /// endpoint its `op` names, and appends that endpoint's answer. The `op` is found first by a
    /// scout — a copy of the reader that skims the members before it — so that the request is
    /// then read once, by that decoder.
    static func answerRequest(
        _ reader: inout JSONReader, context: RequestContext, batch: BatchScope, into json: inout JSONWriter
    ) throws(BatchOperation.Failure) {
        let operation: BatchOperation
        do throws(DecodeFailure) {
            operation = try self.operation(at: reader)
        } catch {
            throw .unread(error)
        }
        try operation.answer(&reader, context, batch, &json)
    }

    /// The `op` of the request at `reader`'s cursor: `invalid_type` when the request is not an
    /// object, `missing_field` at `/op` without one (or with `null`), `invalid_enum` for a name
    /// that is no endpoint's. It is checked before the request's other members, whose meaning
    /// depends on it.
    private static func operation(at reader: JSONReader) throws(DecodeFailure) -> BatchOperation {
        var scout = reader
        let kind = try scout.valueKind()
        guard kind == .object else {
            throw DecodeFailure(.invalidType(expected: "an object (a request and its op)", got: kind.name))
        }
        guard try scout.seekMember(named: operationName), try !scout.consumeNull() else { throw missingOperation }
        do {
            return BatchOperation.all[try scout.readName(BatchOperation.names)]
        } catch {
            throw error.prefixed(by: .key("op"))
        }
    }
}
