import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// `POST /v1/scroll/snap`: decode and validate → core (`ScrollSnap.resolve`) → encode.
enum ScrollSnapHandler {
    /// Appends the 200 body that answers `query`: the body's own, or one result of a batch.
    static func answer(_ query: ScrollSnapQuery, into json: inout JSONWriter) {
        write(query.snap.resolve(), ids: query.itemIDs, to: &json)
    }

    /// The 200 body, keys in the order of openapi.yaml.
    static func write(_ result: ScrollSnap.Result, ids: ItemIDs, to json: inout JSONWriter) {
        json.raw("{\"projectedOffset\":")
        json.point(result.projectedOffset)
        json.raw(",\"contentOffset\":")
        json.point(result.contentOffset)
        json.raw(",\"snappedTo\":")
        switch result.snappedTo {
        case nil:
            json.raw("null")
        case .item(let index):
            json.raw("{\"id\":")
            // The index comes from the decoded items, so it is in range of their ids.
            json.optionalItemID(ids, index)
            json.raw("}")
        case .page(let page):
            json.raw("{\"page\":")
            json.point(page)
            json.raw("}")
        }
        json.raw(",\"velocity\":")
        json.point(result.velocity)
        json.raw("}")
    }
}
