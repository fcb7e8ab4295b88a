import HTTPServer

/// Every route the service answers. openapi.yaml lists the same set (a test checks it).
public func makeRoutes(limits: RequestLimits = RequestLimits()) -> [Route] {
    [
        Route("GET", "/healthz", ServiceHandlers.health),
        Route("GET", "/openapi.yaml", ServiceHandlers.openAPI),
        Route("POST", "/v1/scroll/offset", ScrollOffsetHandler.handle),
    ]
}
