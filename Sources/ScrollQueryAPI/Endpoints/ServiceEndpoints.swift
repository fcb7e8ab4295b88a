extension Endpoint {
    /// `GET /healthz`: the process is up and answering.
    static let health = Endpoint("GET", "/healthz") { _ in ServiceHandlers.health }

    /// `GET /readyz`: whether the server accepts new work.
    static let ready = Endpoint("GET", "/readyz") { services in
        let readiness = services.operations.readiness
        return { ServiceHandlers.ready($0, readiness: readiness) }
    }

    /// `GET /metrics`: the server's metrics, in the Prometheus text format.
    static let metrics = Endpoint("GET", "/metrics") { services in
        let metrics = services.operations.metrics
        return { ServiceHandlers.metrics($0, metrics: metrics) }
    }

    /// `GET /version`: what build is running.
    static let version = Endpoint("GET", "/version") { services in
        let version = services.operations.version
        return { ServiceHandlers.version($0, version: version) }
    }

    /// `GET /openapi.yaml`: the contract.
    static let openAPI = Endpoint("GET", "/openapi.yaml") { _ in ServiceHandlers.openAPI }
}
