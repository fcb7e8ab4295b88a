/// What a 200 of `POST /v1/batch` must satisfy, whatever the request.
///
/// One result per request, in order; an error result has the one error shape (a code the spec
/// lists, a 4xx status beside it) and a pointer into that request — or into the top level, for
/// a field the batch shares; an `offset` result keeps every promise of `ScrollOffsetInvariants`
/// for the request as the endpoint would have seen it (the shared fields merged in).
enum BatchInvariants {
    static func violations(of answer: JSONValue, request: JSONValue, knownCodes: Set<String>) -> [String] {
        guard answer.memberNames == ["results"], case .array(let results)? = answer["results"] else {
            return ["batch answer is not {\"results\":[…]}"]
        }
        guard case .array(let requests)? = request["requests"], case .object(let top) = request else {
            return ["200 for a batch without a requests array"]
        }
        guard results.count == requests.count else {
            return ["\(results.count) results for \(requests.count) requests"]
        }
        let shared = top.filter { $0.name != "requests" }
        var found: [String] = []
        for (index, (result, sent)) in zip(results, requests).enumerated() {
            let label = "results[\(index)]"
            if result.memberNames == ["error", "status"], let error = result["error"] {
                found += ErrorBodyInvariants.violations(of: .object([.init(name: "error", value: error)]), knownCodes: knownCodes)
                    .map { "\(label): \($0)" }
                if let status = result["status"]?.number, !(400...499).contains(status) || status.rounded() != status {
                    found.append("\(label): status \(status) is not a 4xx")
                }
                if let pointer = error["pointer"]?.string, !pointsInto(pointer, index: index, shared: shared) {
                    found.append("\(label): pointer \"\(pointer)\" leads neither into /requests/\(index) nor to a top-level field")
                }
            } else if result.memberNames == nil {
                found.append("\(label) is not an object")
            } else if case .object(let members) = sent, sent["op"]?.string == "offset" {
                let own = members.filter { $0.value != .null }  // null is absent: the shared value holds
                let merged = JSONValue.object(shared.filter { member in !own.contains { $0.name == member.name } } + own)
                found += ScrollOffsetInvariants.violations(of: result, request: merged).map { "\(label): \($0)" }
            }
        }
        return found
    }

    /// Whether `pointer` names something in request `index` or a member the top level sent.
    ///
    /// Compared scalar by scalar, as JSON compares names: `String`'s `==` and `hasPrefix` go by
    /// `Character`s, and a key that starts with a combining mark makes the `/` before it one
    /// `Character` with the mark, so `/requests/1/\u{F76}iei` would not start with `/requests/1/`.
    static func pointsInto(_ pointer: String, index: Int, shared: [JSONValue.Member]) -> Bool {
        let prefix = "/requests/\(index)".unicodeScalars
        let scalars = pointer.unicodeScalars
        if scalars.elementsEqual(prefix) || scalars.starts(with: prefix + ["/"]) { return true }
        let first = scalars.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true).first
        return shared.contains { member in first.map { member.name.unicodeScalars.elementsEqual($0) } ?? false }
    }
}
