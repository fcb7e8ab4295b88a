import HTTPServer

/// The small operational endpoints.
enum ServiceHandlers {
    /// `GET /healthz`: the process is up and answering. It has no dependencies to check.
    static func health(_ request: HTTPRequest) -> HTTPResponse {
        .json(Array(#"{"status":"ok"}"#.utf8))
    }

    /// `GET /openapi.yaml`: the contract, embedded in the binary at build time so the one
    /// binary is all there is to deploy.
    static func openAPI(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: [(name: "Content-Type", value: "application/yaml")],
            body: PackageResources.openapi_yaml)
    }

    /// `GET /readyz`: 200 while the server wants new work, 503 before the listener is up and from
    /// the moment shutdown begins, so a load balancer stops sending requests before the drain.
    static func ready(_ request: HTTPRequest, readiness: Readiness) -> HTTPResponse {
        readiness.isReady
            ? .json(Array(#"{"status":"ready"}"#.utf8))
            : .json(status: 503, Array(#"{"status":"draining"}"#.utf8))
    }

    /// `GET /metrics`: Prometheus text (see `ServerMetrics`).
    static func metrics(_ request: HTTPRequest, metrics: ServerMetrics) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [(name: "Content-Type", value: ServerMetrics.contentType)],
                     body: metrics.exposition())
    }

    /// `GET /version`: which build is running.
    static func version(_ request: HTTPRequest, version: ServiceVersion) -> HTTPResponse {
        .json(version.json)
    }
}
