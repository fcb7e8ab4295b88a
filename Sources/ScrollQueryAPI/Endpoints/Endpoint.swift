import HTTPServer
import ItemLayouts

/// One endpoint of the service, declared once: its method and path, the `op` a request of
/// `POST /v1/batch` names it by (if a batch can ask it), and how its handler is built from what
/// the running service holds (`EndpointServices`).
///
/// Everything that lists endpoints derives from `Endpoint.all`: the routes (`makeRoutes`), the
/// batch's dispatch (`BatchOperation.all`), the route labels of the metrics (the routes' order),
/// and the fuzz harness (`FuzzHarness`, by path). A test checks the list against openapi.yaml.
public struct Endpoint: Sendable {
    /// The HTTP method, e.g. `"POST"`.
    public let method: String
    /// The path pattern, e.g. `"/v1/layouts/{layoutId}"`.
    public let path: String
    /// How a request of a batch names this endpoint and is answered there; nil when a batch
    /// cannot ask it.
    let batchOperation: BatchOperation?
    /// Whether the endpoint serves the playground page or its assets (`--no-playground` leaves
    /// these out).
    public let isPlayground: Bool
    /// The handler, given what the running service holds.
    let makeHandler: @Sendable (EndpointServices) -> Handler

    init(
        _ method: String, _ path: String, batchOperation: BatchOperation? = nil, isPlayground: Bool = false,
        handler makeHandler: @escaping @Sendable (EndpointServices) -> Handler
    ) {
        self.method = method
        self.path = path
        self.batchOperation = batchOperation
        self.isPlayground = isPlayground
        self.makeHandler = makeHandler
    }

    /// An endpoint that reads one JSON query and answers it: alone at `path`, and — when `op`
    /// is given — as a request of a batch under that name.
    static func query<Answering: QueryEndpoint>(
        _ method: String, _ path: String, op: String?, _ answering: Answering.Type
    ) -> Endpoint {
        Endpoint(method, path, batchOperation: op.map { BatchOperation(name: $0, answering) }) { services in
            let context = services.context
            return { request in Answering.handle(request, context: context) }
        }
    }

    /// The `op` a batch names this endpoint by, if any.
    public var batchName: String? { batchOperation?.name }
}

/// What the running service holds that handlers answer from: the request bounds and stored
/// layouts (`context`), the layout store itself, and what the operational endpoints report.
struct EndpointServices: Sendable {
    let context: RequestContext
    let layouts: LayoutStore
    let operations: Operations
}
