extension Endpoint {
    /// `POST /v1/batch`: many requests over one scroll view, each answered by the endpoint its
    /// `op` names (`BatchOperation.all`).
    static let batch = Endpoint("POST", "/v1/batch") { services in
        let context = services.context
        return { BatchHandler.handle($0, context: context) }
    }
}
