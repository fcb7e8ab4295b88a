import RequestJSON

/// The keys of a scrolling request, declared once per endpoint: its own fields (in schema order)
/// and how it takes `direction` and `writingMode`. The three key sets its decoder reads with
/// derive from that declaration, each laid out as `ScrollViewReader` expects — the scroll-view
/// keys, the endpoint's own, the layout keys, the flow keys, then `op` in a batch's request:
///
/// - `body`: the endpoint's own body;
/// - `batchRequest`: an element of a batch's `requests`;
/// - `nested`: an object nested in such an element (an animation's `offsetRequest`).
struct ScrollRequestKeys: Sendable {
    /// How an endpoint takes `direction` and `writingMode`.
    enum Flow {
        /// It reads them.
        case honoured
        /// Its body has them, and sending either fails with `conflicting_fields`.
        case refused(by: Endpoint)
        /// Its body has no such keys (`unknown_field`); in a batch, whose top level may send
        /// them, each of its requests fails with `conflicting_fields`.
        case absent(from: Endpoint)
    }

    let body: JSONKeySet
    let batchRequest: JSONKeySet
    let nested: JSONKeySet
    /// Whether `body` ends with the flow keys.
    private let bodyHasFlow: Bool
    /// The message of a body that sends the flow fields, when the endpoint refuses them.
    private let bodyRefusal: String?
    /// The message of a batch that sends the flow fields, when the endpoint cannot honour them.
    private let batchRefusal: String?

    init<Own: CaseIterable>(own: Own.Type, flow: Flow = .honoured) {
        self.init(own: JSONKeySet.names(of: own), flow: flow)
    }

    init(own: [String], flow: Flow = .honoured) {
        nested = ScrollViewReader.keys(with: own)
        batchRequest = ScrollViewReader.requestKeys(with: own)
        switch flow {
        case .honoured:
            (body, bodyHasFlow, bodyRefusal, batchRefusal) = (nested, true, nil, nil)
        case .refused(let endpoint):
            let refusal = Self.refusal(by: endpoint)
            (body, bodyHasFlow, bodyRefusal, batchRefusal) = (nested, true, refusal, refusal)
        case .absent(let endpoint):
            (body, bodyHasFlow, bodyRefusal, batchRefusal) =
                (ScrollViewReader.keys(withoutFlow: own), false, nil, Self.refusal(by: endpoint))
        }
    }

    /// The message of an endpoint that cannot honour `direction` and `writingMode` yet.
    private static func refusal(by endpoint: Endpoint) -> String {
        "\(endpoint.path) does not support direction or writingMode yet; send neither (they default to ltr and horizontal-tb)"
    }

    /// The reader of the scroll-view fields of one request object and the key set to read the
    /// object with: a body of its own (`batch` nil), or a request of a batch or an object nested
    /// in one, over the fields the batch shares.
    @inline(__always)
    func reader(in batch: BatchScope?) -> (fields: ScrollViewReader, keys: JSONKeySet) {
        // Not `batch?.… ?? …`: the fallback's reader would be built and then copied.
        if let batch {
            return batch.scrollViewReader(requestKeys: batchRequest, fieldKeys: nested, refusingFlow: batchRefusal)
        }
        return (ScrollViewReader(keySet: body, flow: bodyHasFlow, refusingFlow: bodyRefusal), body)
    }
}
