import RequestJSON

/// How a request of a batch is answered once its `op` is known: the endpoint's own reader over
/// the scroll view the batch shares, then the endpoint's own answer. Each batchable endpoint
/// declares one (`Endpoint.query(_:_:op:_:)`); the batch finds it by name.
///
/// `/v1/scroll/transition` has none: it compares two scroll views, before and after a change,
/// so it has no one scroll view to share.
struct BatchOperation: Sendable {
    /// Why a request of a batch has no answer: it could not be read (a pointer inside the
    /// request), or it was read and has no answer (a missing item).
    enum Failure: Error {
        case unread(DecodeFailure)
        case unanswered(DecodeFailure)
    }

    /// The `op` value.
    let name: String
    /// Reads the request at the cursor and appends its answer, or throws having appended nothing.
    let answer: @Sendable (
        _ reader: inout JSONReader, _ context: RequestContext, _ batch: BatchScope, _ json: inout JSONWriter
    ) throws(Failure) -> Void

    init<Answering: QueryEndpoint>(name: String, _ answering: Answering.Type) {
        self.name = name
        answer = { (reader, context, batch, json) throws(Failure) in
            let query: Answering.Query
            do throws(DecodeFailure) {
                query = try Answering.read(&reader, context: context, batch: batch)
            } catch {
                throw .unread(error)
            }
            do throws(DecodeFailure) {
                try Answering.answer(query, into: &json)
            } catch {
                throw .unanswered(error)
            }
        }
    }

    /// Every operation a batch can name, in the order of `Endpoint.all`.
    static let all: [BatchOperation] = Endpoint.all.compactMap(\.batchOperation)

    /// The `op` values, in the order of `all`.
    static let names = JSONKeySet(all.map(\.name))
}
