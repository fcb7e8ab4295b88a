import Synchronization

/// What `GET /metrics` reports, in the Prometheus text exposition format (version 0.0.4):
/// requests by route and status, a latency histogram per route, requests in flight, open
/// connections, body bytes in and out, and a constant `build_info` series.
///
/// Create one, hand it to `HTTPServer` (which counts into it while it runs) and to the route
/// that serves `/metrics`. Counting is per worker thread and summed here, on scrape (see
/// `MetricsStore`), so a scrape costs a pass over every thread's counters and a request costs
/// a few adds to memory its thread owns.
///
/// Format: https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
public final class ServerMetrics: Sendable {
    /// The media type of `exposition()`.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Put before every series name (the app's namespace, e.g. `"myapp_"`).
    public let namePrefix: String
    /// Labels of the constant `build_info` series (e.g. version, revision).
    public let buildInfo: [(name: String, value: String)]
    /// The running server's counters and readiness; `nil` before it starts and once it has
    /// stopped. (Not the server's context: the context reaches this object through the
    /// `/metrics` handler, and a weak reference back would put every retain of the context on
    /// the runtime's slow path.)
    private let attached = Mutex<Attached?>(nil)

    private struct Attached: @unchecked Sendable {
        let store: MetricsStore
        let readiness: Readiness
    }

    /// - Parameters:
    ///   - namePrefix: the app's namespace, put before every series name (`""`: none).
    ///   - buildInfo: the labels of the constant `build_info` series.
    public init(namePrefix: String = "", buildInfo: [(name: String, value: String)] = []) {
        self.namePrefix = namePrefix
        self.buildInfo = buildInfo
    }

    /// Called by `HTTPServer.start()`: from now on the exposition reads this server's counters.
    func attach(_ server: ServerContext) {
        attached.withLock { $0 = Attached(store: server.metrics, readiness: server.readiness) }
    }

    /// Called once the server has stopped: the exposition reports no counters again.
    func detach() {
        attached.withLock { $0 = nil }
    }

    /// The current figures as Prometheus text.
    public func exposition() -> [UInt8] {
        let server = attached.withLock { $0 }
        var text = PrometheusText()
        let routeLabels = server?.store.routeLabels ?? []
        let totals = server?.store.totals() ?? []
        func section(_ route: Int) -> Int { MetricsStore.headerCount + route * MetricsStore.sectionStride }
        func counter(_ slot: Int) -> UInt64 { slot >= 0 && slot < totals.count ? totals[slot] : 0 }
        func labels(_ route: Int) -> [(String, String)] {
            route < routeLabels.count
                ? [("method", routeLabels[route].method), ("route", routeLabels[route].path)]
                : [("method", ""), ("route", "unmatched")]
        }
        let sections = totals.isEmpty ? 0 : routeLabels.count + 1

        text.family(namePrefix + "http_requests_total", type: "counter",
                    help: "Requests answered, by route and status (status 0: the connection ended before an answer).")
        for route in 0..<sections {
            for status in 0..<MetricsStore.statusSlots {
                let count = counter(section(route) + status)
                if count > 0 { text.sample(namePrefix + "http_requests_total", labels(route) + [("status", String(status))], count) }
            }
        }

        text.family(namePrefix + "http_request_duration_seconds", type: "histogram",
                    help: "Time from a request's head arriving to its answer being sent, by route.")
        for route in 0..<sections {
            var cumulative: UInt64 = 0
            for bucket in 0..<LatencyBuckets.count {
                cumulative &+= counter(section(route) + MetricsStore.bucketsOffset + bucket)
                text.sample(namePrefix + "http_request_duration_seconds_bucket",
                            labels(route) + [("le", LatencyBuckets.labels[bucket])], cumulative)
            }
            text.sample(namePrefix + "http_request_duration_seconds_sum", labels(route),
                        seconds(nanoseconds: counter(section(route) + MetricsStore.durationSumOffset)))
            text.sample(namePrefix + "http_request_duration_seconds_count", labels(route), cumulative)
        }

        text.family(namePrefix + "http_request_body_bytes_total", type: "counter", help: "Request body bytes received, by route.")
        for route in 0..<sections {
            text.sample(namePrefix + "http_request_body_bytes_total", labels(route), counter(section(route) + MetricsStore.bytesInOffset))
        }
        text.family(namePrefix + "http_response_body_bytes_total", type: "counter", help: "Response body bytes sent, by route.")
        for route in 0..<sections {
            text.sample(namePrefix + "http_response_body_bytes_total", labels(route), counter(section(route) + MetricsStore.bytesOutOffset))
        }

        let opened = counter(MetricsStore.connectionsOpened)
        let closed = counter(MetricsStore.connectionsClosed)
        text.family(namePrefix + "http_requests_in_flight", type: "gauge", help: "Requests whose head has arrived and whose answer is not yet sent.")
        text.sample(namePrefix + "http_requests_in_flight", [], UInt64(max(0, server?.store.requestsInFlight() ?? 0)))
        text.family(namePrefix + "http_open_connections", type: "gauge", help: "TCP connections open now.")
        text.sample(namePrefix + "http_open_connections", [], opened >= closed ? opened - closed : 0)
        text.family(namePrefix + "http_connections_total", type: "counter", help: "TCP connections accepted.")
        text.sample(namePrefix + "http_connections_total", [], opened)
        text.family(namePrefix + "ready", type: "gauge", help: "1 while the server accepts new work (GET /readyz answers 200).")
        text.sample(namePrefix + "ready", [], server?.readiness.isReady == true ? UInt64(1) : UInt64(0))
        text.family(namePrefix + "build_info", type: "gauge", help: "Always 1; the labels say what is running.")
        text.sample(namePrefix + "build_info", buildInfo.map { ($0.name, $0.value) }, UInt64(1))
        return text.bytes
    }

    private func seconds(nanoseconds: UInt64) -> Double {
        Double(nanoseconds) / 1e9
    }
}
