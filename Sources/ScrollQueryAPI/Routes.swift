import HTTPServer
import ItemLayouts
import RequestJSON

/// Every route the service answers: one per `Endpoint.all`, in its order (openapi.yaml lists
/// the same set; a test checks it).
/// Handlers that read a body see `limits` and the stored layouts (`layouts`, the one store of the
/// process); the operational ones what they report (`operations`: the server's metrics and
/// readiness). `playground: false` (`--no-playground`) leaves out the page and its assets: they
/// answer 404.
public func makeRoutes(
    limits: RequestLimits = RequestLimits(), layouts: LayoutStore = LayoutStore(), operations: Operations = Operations(),
    playground: Bool = true
) -> [Route] {
    let services = EndpointServices(
        context: RequestContext(limits: limits, layouts: layouts), layouts: layouts, operations: operations)
    return Endpoint.all.filter { playground || !$0.isPlayground }.map { endpoint in
        Route(endpoint.method, endpoint.path, endpoint.makeHandler(services))
    }
}
