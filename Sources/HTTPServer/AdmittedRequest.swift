/// A request that passed admission: what its handler will need once the body is complete.
struct AdmittedRequest {
    /// The matched route's index in the server's `RouteTable` (and router).
    let routeIndex: Int
    let method: String
    let path: String
    let contentType: String?
    let headers: HTTPHeaders
    let pathParameters: [String: String]
    /// Headers the filters asked to add to the response.
    let responseHeaders: [(name: String, value: String)]
    /// Bytes taken from the body budget at admission (the declared `Content-Length`, or 0).
    let chargedBytes: Int
}
