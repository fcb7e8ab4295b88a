import HTTPServer

/// What the operational endpoints report on: the running server's metrics and readiness, and the
/// build. The executable makes one and hands the same `metrics` and `readiness` to `HTTPServer`.
public struct Operations: Sendable {
    public let metrics: ServerMetrics
    public let readiness: Readiness
    public let version: ServiceVersion

    public init(version: ServiceVersion = .current, readiness: Readiness = Readiness()) {
        self.version = version
        self.readiness = readiness
        self.metrics = ServerMetrics(namePrefix: "scrollquery_", buildInfo: version.labels)
    }
}
