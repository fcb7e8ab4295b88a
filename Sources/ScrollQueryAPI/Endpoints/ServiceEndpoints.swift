extension Endpoint {
    /// `GET /healthz`: the process is up and answering.
    static let health = Endpoint("GET", "/healthz") { _ in ServiceHandlers.health }

    /// `GET /readyz`: whether the server accepts new work.
    static let ready = Endpoint("GET", "/readyz") { services in
        let (readiness, layouts) = (services.operations.readiness, services.layouts)
        return { ServiceHandlers.ready($0, readiness: readiness, layouts: layouts) }
    }

    /// `GET /metrics`: the server's metrics, in the Prometheus text format.
    static let metrics = Endpoint("GET", "/metrics") { services in
        let (metrics, layouts) = (services.operations.metrics, services.layouts)
        return { ServiceHandlers.metrics($0, metrics: metrics, layouts: layouts) }
    }

    /// `GET /version`: what build is running.
    static let version = Endpoint("GET", "/version") { services in
        let version = services.operations.version
        return { ServiceHandlers.version($0, version: version) }
    }

    /// `GET /openapi.yaml`: the contract.
    static let openAPI = Endpoint("GET", "/openapi.yaml") { _ in ServiceHandlers.openAPI }
}
