import ItemLayouts
import RequestJSON

/// What an offset answer says about the item its target named: the id of the item a
/// `next`/`previous` target arrived at (the client named a step, not that item), and whether
/// the item's frame rests on an estimated size (only for a stack with `estimatedSize`).
struct TargetItem {
    var ids: ItemIDs
    var index: Int
    /// Write `targetId`: the target was a step.
    var namesID: Bool
    /// Write `estimated` with this value; nil: the layout reports no estimates.
    var estimated: Bool?

    /// `,"targetId":…` and `,"estimated":…` as they apply.
    func write(to json: inout JSONWriter) {
        if namesID {
            json.raw(",\"targetId\":")
            json.itemID(in: ids, at: index)
        }
        if let estimated {
            json.raw(",\"estimated\":")
            json.bool(estimated)
        }
    }
}
