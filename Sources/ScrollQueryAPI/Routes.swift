import HTTPServer

/// Every route the service answers. openapi.yaml lists the same set (a test checks it).
/// Handlers that read a body capture `context`, so each request is held to the configured bounds
/// and sees the stored layouts (`layouts`, the one store of the process);
/// the operational ones capture what they report (`operations`: the server's metrics and readiness).
/// `playground: false` (`--no-playground`) leaves out the page and its assets: they answer 404.
public func makeRoutes(
    limits: RequestLimits = RequestLimits(), layouts: LayoutStore = LayoutStore(), operations: Operations = Operations(),
    playground: Bool = true
) -> [Route] {
    let context = RequestContext(limits: limits, layouts: layouts)
    let page = playground ? [
        Route("GET", "/", PlaygroundHandlers.page),
        Route("GET", "/playground", PlaygroundHandlers.page),
        Route("GET", "/playground.js", PlaygroundHandlers.script),
        Route("GET", "/playground.css", PlaygroundHandlers.styles),
        Route("GET", "/playground.svg", PlaygroundHandlers.icon),
    ] : []
    return page + [
        Route("GET", "/healthz", ServiceHandlers.health),
        Route("GET", "/readyz") { ServiceHandlers.ready($0, readiness: operations.readiness) },
        Route("GET", "/metrics") { ServiceHandlers.metrics($0, metrics: operations.metrics) },
        Route("GET", "/version") { ServiceHandlers.version($0, version: operations.version) },
        Route("GET", "/openapi.yaml", ServiceHandlers.openAPI),
        Route("POST", "/v1/scroll/offset") { ScrollOffsetHandler.handle($0, context: context) },
        Route("POST", "/v1/scroll/visibility") { VisibilityHandler.handle($0, context: context) },
        Route("POST", "/v1/scroll/transition") { TransitionHandler.handle($0, context: context) },
        Route("POST", "/v1/scroll/snap") { ScrollSnapHandler.handle($0, context: context) },
        Route("POST", "/v1/scroll/animation") { ScrollAnimationHandler.handle($0, context: context) },
        // New POST routes go last: the fuzz corpus names POST routes by their position.
        Route("POST", "/v1/batch") { BatchHandler.handle($0, context: context) },
        Route("POST", "/v1/layouts") { LayoutHandlers.create($0, context: context, store: layouts) },
        Route("GET", "/v1/layouts/{layoutId}") { LayoutHandlers.show($0, store: layouts) },
        Route("DELETE", "/v1/layouts/{layoutId}") { LayoutHandlers.delete($0, store: layouts) },
        Route("POST", "/v1/layouts/{layoutId}/edits") { LayoutHandlers.edit($0, context: context, store: layouts) },
    ]
}
