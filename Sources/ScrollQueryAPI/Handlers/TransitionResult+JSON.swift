import ItemLayouts
import RequestJSON
import ScrollCore

extension TransitionResult {
    /// The 200 body of `POST /v1/scroll/transition`, keys in the order of openapi.yaml.
    /// `anchor` is `{id, before, after}` (the item's on-screen y before the change and after
    /// the answer), `{edge}` for a pinned end, or `null` when the raw offset was kept.
    func jsonBytes(beforeIDs: ItemIDs) -> [UInt8] {
        var json = JSONWriter(capacity: 256)
        json.raw("{\"contentOffset\":")
        json.point(contentOffset)
        json.raw(",\"anchor\":")
        switch anchor {
        case .item(let index, _, let before, let after):
            json.raw("{\"id\":")
            json.optionalItemID(beforeIDs, index)
            json.raw(",\"before\":")
            json.number(before.y)
            json.raw(",\"after\":")
            json.number(after.y)
            json.raw("}")
        case .top: json.raw("{\"edge\":\"top\"}")
        case .bottom: json.raw("{\"edge\":\"bottom\"}")
        case .none: json.raw("null")
        }
        json.raw(",\"delta\":")
        json.point(delta)
        json.raw(",\"clamped\":{\"x\":")
        json.bool(clampedX)
        json.raw(",\"y\":")
        json.bool(clampedY)
        json.raw("}}")
        return json.takeBody()
    }
}
