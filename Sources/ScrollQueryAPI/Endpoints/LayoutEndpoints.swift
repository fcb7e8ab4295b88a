extension Endpoint {
    /// `POST /v1/layouts`: stores a layout under its content hash.
    static let createLayout = Endpoint("POST", "/v1/layouts") { services in
        let (context, store) = (services.context, services.layouts)
        return { LayoutHandlers.create($0, context: context, store: store) }
    }

    /// `GET /v1/layouts/{layoutId}`: what is stored under an id.
    static let showLayout = Endpoint("GET", "/v1/layouts/{layoutId}") { services in
        let store = services.layouts
        return { LayoutHandlers.show($0, store: store) }
    }

    /// `DELETE /v1/layouts/{layoutId}`: forgets a stored layout.
    static let deleteLayout = Endpoint("DELETE", "/v1/layouts/{layoutId}") { services in
        let store = services.layouts
        return { LayoutHandlers.delete($0, store: store) }
    }

    /// `POST /v1/layouts/{layoutId}/edits`: stores the layout an edit list makes of a stored one.
    static let editLayout = Endpoint("POST", "/v1/layouts/{layoutId}/edits") { services in
        let (context, store) = (services.context, services.layouts)
        return { LayoutHandlers.edit($0, context: context, store: store) }
    }
}
