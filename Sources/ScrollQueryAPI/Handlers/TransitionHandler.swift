import HTTPServer
import RequestJSON
import ScrollCore

/// `POST /v1/scroll/transition`: decode and validate → resolve `keep` → core → encode.
enum TransitionHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try TransitionRequestDecoder.decode(request.body, context: context)
            let keep = try resolve(query)
            let beforeIDs = query.before.itemIDs
            let beforeLayout = query.before.layout
            let afterLayout = query.after.layout
            // By id: the ids' own tables (built while they were read) answer each lookup in O(1);
            // a stack's index ids by its implicit ids, which edits keep.
            let afterIndex = { (index: Int) -> Int? in afterLayout.index(ofItemAt: index, in: beforeLayout) }
            let transition = ScrollTransition(
                before: query.before.geometry, beforeFrames: query.before.frames,
                after: query.after.geometry, afterFrames: query.after.frames)
            let result = transition.resolve(keep: keep, semantics: query.semantics, afterIndex: afterIndex)
            return .json(result.jsonBytes(beforeIDs: beforeIDs))
        } catch {
            return error.answer.response
        }
    }

    /// `{"id": …}` becomes the item's position before the change; the item must be on both
    /// sides (matched as `afterIndex` matches them), or there is nothing to keep: 404 naming
    /// `/keep/id`.
    static func resolve(_ query: TransitionQuery) throws(DecodeFailure) -> TransitionKeep {
        switch query.keep {
        case .rule(let rule):
            return rule
        case .id(let id):
            guard let index = query.before.itemIDs.index(of: id) else {
                throw DecodeFailure(.targetNotFound(
                    "no item in before.items has id \(id.description)\(query.before.itemIDs.typeHint(for: id, owner: "before's"))"),
                    at: [.key("id"), .key("keep")])
            }
            guard query.after.layout.index(ofItemAt: index, in: query.before.layout) != nil else {
                throw DecodeFailure(.targetNotFound("the item with id \(id.description) is not in after.items"), at: [.key("id"), .key("keep")])
            }
            return .item(index)
        }
    }
}
