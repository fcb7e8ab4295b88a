import HTTPServer
import ScrollCore

/// `POST /v1/scroll/transition`: decode and validate → resolve `keep` → core → encode.
enum TransitionHandler {
    /// Past this many id lookups from `before` into `after`, a hash map of `after`'s ids is
    /// built once: the rules look up one item, or a few when the first visible ones were removed.
    private static let linearLookups = 8

    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try TransitionRequestDecoder.decode(request.body, context: context)
            let keep = try resolve(query)
            let beforeIDs = query.before.itemIDs.ids
            let afterIDs = query.after.itemIDs
            var lookups = 0
            var map: [ItemID: Int]?
            let afterIndex = { (index: Int) -> Int? in
                guard beforeIDs.indices.contains(index) else { return nil }
                let id = beforeIDs[index]
                if let map { return map[id] }
                lookups += 1
                guard lookups > linearLookups else { return afterIDs.index(of: id) }
                var built = [ItemID: Int](minimumCapacity: afterIDs.ids.count)
                for (position, each) in afterIDs.ids.enumerated() { built[each] = position }
                map = built
                return built[id]
            }
            let transition = ScrollTransition(
                before: query.before.geometry, beforeFrames: query.before.itemFrames,
                after: query.after.geometry, afterFrames: query.after.itemFrames)
            let result = transition.resolve(keep: keep, semantics: query.semantics, afterIndex: afterIndex)
            return .json(result.jsonBytes(beforeIDs: beforeIDs))
        } catch {
            return error.response
        }
    }

    /// `{"id": …}` becomes the item's position before the change; the item must be on both
    /// sides, or there is nothing to keep: 404 naming `/keep/id`.
    static func resolve(_ query: TransitionQuery) throws(HTTPError) -> TransitionKeep {
        switch query.keep {
        case .rule(let rule):
            return rule
        case .id(let id):
            guard let index = query.before.itemIDs.index(of: id) else {
                throw .targetNotFound("/keep/id", "no item in before.items has id \(id.description)")
            }
            guard query.after.itemIDs.index(of: id) != nil else {
                throw .targetNotFound("/keep/id", "the item with id \(id.description) is not in after.items")
            }
            return .item(index)
        }
    }
}
