import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Calls a ScrollQuery server over `URLSession`: one `async` method per endpoint, `Codable`
/// requests and answers. Foundation only, so an iOS, macOS or Linux app needs nothing else.
///
/// ```swift
/// guard let server = URL(string: "http://127.0.0.1:8080") else { return }
/// let client = ScrollQueryClient(baseURL: server)
/// let answer = try await client.offset(ScrollOffsetRequest(view, target: .id("msg-42"), anchor: .bottom))
/// ```
public struct ScrollQueryClient: Sendable {
    /// The server, e.g. `http://127.0.0.1:8080`.
    public var baseURL: URL
    /// Sent as `Authorization: Bearer <token>` (a server started with `--auth-token-file`).
    public var token: String?
    public var session: URLSession

    public init(baseURL: URL, token: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

    /// POST /v1/scroll/offset: where the content offset should be to show a target.
    public func offset(_ request: ScrollOffsetRequest) async throws -> ScrollOffsetAnswer {
        try await send("POST", "/v1/scroll/offset", body: request)
    }

    /// POST /v1/scroll/transition: where the offset goes when the content or the viewport changes.
    public func transition(_ request: TransitionRequest) async throws -> TransitionAnswer {
        try await send("POST", "/v1/scroll/transition", body: request)
    }

    /// POST /v1/scroll/visibility: what is visible, and how near the edges the view is.
    public func visibility(_ request: VisibilityRequest) async throws -> VisibilityAnswer {
        try await send("POST", "/v1/scroll/visibility", body: request)
    }

    /// Any endpoint: `body` encoded as JSON (none when `nil`), the answer decoded as `Answer`.
    /// For the endpoints without a typed method here (snap, animation, batch, layouts).
    public func send<Body: Encodable, Answer: Decodable>(_ method: String, _ path: String, body: Body?) async throws -> Answer {
        var request = URLRequest(url: baseURL.appendingPathComponent(String(path.drop(while: { $0 == "/" }))))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw ScrollQueryError(status: status, body: try? JSONDecoder().decode(ErrorBody.self, from: data))
        }
        return try JSONDecoder().decode(Answer.self, from: data)
    }
}
