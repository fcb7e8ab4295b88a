import Synchronization

/// What every libmicrohttpd callback of one server needs, handed to C as an opaque pointer.
///
/// It is a class so that a single retained reference can travel through `void *` for the whole
/// life of the daemon; `HTTPServer` releases it only after `MHD_stop_daemon` has returned, when
/// no callback can run any more.
final class ServerContext: Sendable {
    let router: Router
    /// The router's routes as the per-request path reads them.
    let routes: RouteTable
    let filters: [any RequestFilter]
    /// `!filters.isEmpty`, kept apart so the usual check reads a flag, not the shared array.
    let hasFilters: Bool
    let maxBodyBytes: Int
    /// Per-thread counters for `/metrics`, request ids.
    let metrics: MetricsStore
    let readiness: Readiness
    /// Whether each request's line is written to standard output (`AccessLog`).
    let accessLog: Bool
    /// Each worker thread's spare request state.
    let requestStates = RequestStatePool()
    /// Keeps the counter below off the cache line of the read-only fields above: requests with a
    /// body write it, and every request reads those fields on every worker thread.
    private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// Body bytes held by all requests together.
    let bodyBudget: BodyBudget

    /// Requests whose head has arrived but whose completion has not yet been reported; shutdown
    /// waits for this to reach zero so in-flight answers are not cut off. (Counted per worker
    /// thread in `metrics`, not in a shared atomic.)
    var requestsInFlight: Int {
        metrics.requestsInFlight()
    }

    deinit {
        routes.deallocate()
    }

    init(router: Router, filters: [any RequestFilter] = [], maxBodyBytes: Int, maxBufferedBytes: Int,
         threads: Int = 1, readiness: Readiness = Readiness(), accessLog: Bool = false) {
        self.router = router
        self.routes = RouteTable(router)
        self.filters = filters
        self.hasFilters = !filters.isEmpty
        self.maxBodyBytes = maxBodyBytes
        self.metrics = MetricsStore(routeLabels: router.routes.map { ($0.method, $0.path) }, threads: threads)
        self.readiness = readiness
        self.accessLog = accessLog
        self.bodyBudget = BodyBudget(limit: maxBufferedBytes)
    }
}
