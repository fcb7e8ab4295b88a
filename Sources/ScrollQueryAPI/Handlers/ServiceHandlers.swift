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
}
