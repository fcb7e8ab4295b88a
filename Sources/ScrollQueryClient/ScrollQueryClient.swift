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
///
/// Stored layouts recover: the client keeps what it stored (the body of `storeLayout`; the base's
/// id and the edits of `editLayout`) and, when a request naming one of them is answered 404
/// `unknown_layout` (another replica, a restart, an eviction), stores it again (base first, then
/// the edits) and sends the request once more. Copies of a client share what it keeps.
public struct ScrollQueryClient: Sendable {
    /// The server, e.g. `http://127.0.0.1:8080`.
    public var baseURL: URL
    /// Sent as `Authorization: Bearer <token>` (a server started with `--auth-token-file`).
    public var token: String?
    public var session: URLSession
    private let stored = StoredLayouts()

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

    /// POST /v1/scroll/snap: where a fling, a scrollTo or a scrollBy comes to rest.
    public func snap(_ request: ScrollSnapRequest) async throws -> ScrollSnapAnswer {
        try await send("POST", "/v1/scroll/snap", body: request)
    }

    /// POST /v1/scroll/animation: the keyframes of a scroll animation.
    public func animation(_ request: ScrollAnimationRequest) async throws -> ScrollAnimationAnswer {
        try await send("POST", "/v1/scroll/animation", body: request)
    }

    /// POST /v1/scroll/range: the range, what the viewport shows at the offset, and how far the
    /// view can still scroll toward each edge.
    public func range(_ request: ScrollRangeRequest) async throws -> ScrollRangeAnswer {
        try await send("POST", "/v1/scroll/range", body: request)
    }

    /// POST /v1/batch: many questions about one scroll view; a failed request is its own result.
    public func batch(_ request: BatchRequest) async throws -> BatchAnswer {
        try await send("POST", "/v1/batch", body: request)
    }

    /// POST /v1/layouts: stores a layout (again: the same id); queries then send `layout: id`.
    public func storeLayout(_ request: LayoutRequest) async throws -> LayoutSummary {
        let summary: LayoutSummary = try await send("POST", "/v1/layouts", body: request)
        stored.keep(.body(request), for: summary.layoutId)
        return summary
    }

    /// GET /v1/layouts/{layoutId}: what a stored layout holds (404 `unknown_layout` if not stored here).
    public func layout(_ layoutId: String) async throws -> LayoutDetails {
        try JSONDecoder().decode(
            LayoutDetails.self,
            from: try await perform("GET", "/v1/layouts/\(layoutId)", body: Optional<LayoutRequest>.none, layout: layoutId))
    }

    /// DELETE /v1/layouts/{layoutId}: forgets a stored layout, on the server and in this client.
    public func deleteLayout(_ layoutId: String) async throws {
        stored.forget(layoutId)
        _ = try await perform("DELETE", "/v1/layouts/\(layoutId)", body: Optional<LayoutRequest>.none)
    }

    /// The ids of the layouts this client can store again by itself.
    public var storedLayouts: [String] { stored.ids }

    /// POST /v1/layouts/{layoutId}/edits: stores the layout the edits make of a stored one (a new
    /// id; the stored one is unchanged). A well-formed edit that does not fit throws 409 `layout_conflict`.
    public func editLayout(_ layoutId: String, _ edits: [LayoutEdit]) async throws -> LayoutSummary {
        let summary = try JSONDecoder().decode(
            LayoutSummary.self, from: try await perform("POST", "/v1/layouts/\(layoutId)/edits", body: edits, layout: layoutId))
        stored.keep(.edits(base: layoutId, edits), for: summary.layoutId)
        return summary
    }

    /// Any endpoint: `body` encoded as JSON (none when `nil`), the answer decoded as `Answer`.
    public func send<Body: Encodable, Answer: Decodable>(_ method: String, _ path: String, body: Body?) async throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: try await perform(method, path, body: body))
    }

    /// The answer's body of a 2xx; `ScrollQueryError` otherwise. On 404 `unknown_layout` for a
    /// layout this client stored (`layout` is the one the path names), stores it again and
    /// sends the request once more.
    private func perform<Body: Encodable>(_ method: String, _ path: String, body: Body?, layout: String? = nil)
        async throws -> Data
    {
        let encoded = try body.map { try JSONEncoder().encode($0) }
        do {
            return try await exchange(method, path, body: encoded)
        } catch let error as ScrollQueryError where error.code == "unknown_layout" && path != "/v1/layouts" {
            let named = ([layout].compactMap { $0 } + StoredLayouts.named(in: encoded)).filter { stored[$0] != nil }
            guard !named.isEmpty else { throw error }
            var restored: Set<String> = []
            for id in named { try await restore(id, &restored) }
            return try await exchange(method, path, body: encoded)
        }
    }

    /// Stores `layoutId` again from what made it: its body, or its base (restored first) and edits.
    private func restore(_ layoutId: String, _ restored: inout Set<String>) async throws {
        guard let recipe = stored[layoutId], restored.insert(layoutId).inserted else { return }
        switch recipe {
        case .body(let request):
            _ = try await exchange("POST", "/v1/layouts", body: try JSONEncoder().encode(request))
        case .edits(let base, let edits):
            try await restore(base, &restored)
            _ = try await exchange("POST", "/v1/layouts/\(base)/edits", body: try JSONEncoder().encode(edits))
        }
    }

    /// One HTTP exchange: the answer's body of a 2xx; `ScrollQueryError` otherwise.
    private func exchange(_ method: String, _ path: String, body: Data?) async throws -> Data {
        let url = path.split(separator: "/").reduce(baseURL) { $0.appendingPathComponent(String($1)) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw ScrollQueryError(status: status, body: try? JSONDecoder().decode(ErrorBody.self, from: data))
        }
        return data
    }
}
