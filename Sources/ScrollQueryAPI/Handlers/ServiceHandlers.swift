import HTTPServer
import ItemLayouts

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
    ///
    /// With a shared layout store the body also says how the last contact with it went
    /// (`"layoutStore":"up"`, `"down"`, or `"unknown"` before the first), and the status does not
    /// depend on it: a replica whose store is down still answers every inline query and every
    /// layout it holds, and every replica shares the one store, so taking them all out of the
    /// balancer would turn a partial outage into a full one.
    static func ready(_ request: HTTPRequest, readiness: Readiness, layouts: LayoutStore) -> HTTPResponse {
        guard readiness.isReady else { return .json(status: 503, Array(#"{"status":"draining"}"#.utf8)) }
        guard let store = layouts.sharedStoreState else { return .json(Array(#"{"status":"ready"}"#.utf8)) }
        return .json(Array(#"{"status":"ready","layoutStore":""#.utf8) + Array(store.utf8) + Array(#""}"#.utf8))
    }

    /// `GET /metrics`: Prometheus text: the HTTP layer's (`ServerMetrics`), then the stored
    /// layouts' (`LayoutStore.writeMetrics`).
    static func metrics(_ request: HTTPRequest, metrics: ServerMetrics, layouts: LayoutStore) -> HTTPResponse {
        var text = PrometheusText()
        layouts.writeMetrics(to: &text, prefix: metrics.namePrefix)
        return HTTPResponse(status: 200, headers: [(name: "Content-Type", value: ServerMetrics.contentType)],
                            body: metrics.exposition() + text.bytes)
    }

    /// `GET /version`: which build is running.
    static func version(_ request: HTTPRequest, version: ServiceVersion) -> HTTPResponse {
        .json(version.json)
    }
}
