/// A request that passed admission: what its handler will need once the body is complete.
struct AdmittedRequest {
    /// The matched route's index in the server's router.
    let routeIndex: Int
    /// The request as its handler will see it, built once at admission but for its body, which is
    /// moved in when complete: no field is copied (retained) and freed again on the way.
    var request: HTTPRequest
    /// Headers the filters asked to add to the response.
    let responseHeaders: [(name: String, value: String)]
    /// Bytes taken from the body budget at admission (the declared `Content-Length`, or 0).
    let chargedBytes: Int
}
