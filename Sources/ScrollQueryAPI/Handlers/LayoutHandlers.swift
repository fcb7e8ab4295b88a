import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// `POST /v1/layouts`, `GET`/`DELETE /v1/layouts/{layoutId}` and
/// `POST /v1/layouts/{layoutId}/edits`: layouts stored once and named by content hash
/// (`LayoutCanonicalForm`), so that queries over long lists send an id instead of the list.
enum LayoutHandlers {
    static func create(_ request: HTTPRequest, context: RequestContext, store: LayoutStore) -> HTTPResponse {
        do {
            return try stored(LayoutBodyDecoder.decode(request.body, context: context).compacted(), in: store)
        } catch {
            return error.answer.response
        }
    }

    static func show(_ request: HTTPRequest, store: LayoutStore) -> HTTPResponse {
        do {
            let (id, layout) = try storedLayout(named: request, in: store)
            return .json(LayoutSummary(id: id, layout: layout).jsonBytes(details: true))
        } catch {
            return error.answer.response
        }
    }

    static func delete(_ request: HTTPRequest, store: LayoutStore) -> HTTPResponse {
        do {
            let id = try layoutID(of: request)
            return try DecodeFailure.askingStore { () throws(LayoutStoreUnavailable) in try store.remove(id) } ? HTTPResponse(status: 204) : DecodeFailure(.layoutNotStored(id: id.description)).answer.response
        } catch {
            return error.answer.response
        }
    }

    static func edit(_ request: HTTPRequest, context: RequestContext, store: LayoutStore) -> HTTPResponse {
        do {
            let (_, layout) = try storedLayout(named: request, in: store)
            return try stored(LayoutEditsDecoder.decode(request.body, editing: layout, context: context), in: store)
        } catch {
            return error.answer.response
        }
    }

    /// Stores `layout` under its id: 201 with the summary and `Location`, 413
    /// `layout_too_large` when it alone costs more than the whole store, or 503
    /// `layout_store_unavailable` when the shared store did not take it.
    private static func stored(_ layout: ItemLayout, in store: LayoutStore) throws(DecodeFailure) -> HTTPResponse {
        let id = LayoutCanonicalForm.id(of: layout)
        guard try DecodeFailure.askingStore({ () throws(LayoutStoreUnavailable) in try store.store(layout, as: id) }) else {
            throw DecodeFailure(.layoutTooLarge(
                "this layout takes \(layout.costInBytes) bytes, more than --layout-cache-bytes (\(store.capacityBytes))"))
        }
        return HTTPResponse(
            status: 201,
            headers: [(name: "Content-Type", value: "application/json"), (name: "Location", value: "/v1/layouts/\(id)")],
            body: LayoutSummary(id: id, layout: layout).jsonBytes(details: false))
    }

    private static func storedLayout(named request: HTTPRequest, in store: LayoutStore) throws(DecodeFailure) -> (LayoutID, ItemLayout) {
        let id = try layoutID(of: request)
        guard let layout = try DecodeFailure.askingStore({ () throws(LayoutStoreUnavailable) in try store.layout(id) }) else {
            throw DecodeFailure(.layoutNotStored(id: id.description))
        }
        return (id, layout)
    }

    /// The `{layoutId}` path parameter; one that is no layout id names nothing stored (404).
    private static func layoutID(of request: HTTPRequest) throws(DecodeFailure) -> LayoutID {
        let text = request.pathParameters["layoutId"] ?? ""
        guard let id = LayoutID(text) else {
            // Not a layout id, so certainly not a stored one: the same 404 as any unknown id.
            throw DecodeFailure(.layoutNotStored(id: "\"\(Excerpt.of(text))\""))
        }
        return id
    }
}
