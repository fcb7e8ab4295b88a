import HTTPServer
import PlaygroundAssets

/// `GET /`, `/playground` and the page's assets (script, styles, icon): the playground, a page that draws what the
/// API answers (the `PlaygroundAssets` target); `--no-playground` leaves these routes out.
enum PlaygroundHandlers {
    /// Scripts and styles only from this server, no inline code, no plugins, not framed, and
    /// `fetch` only back to this origin (`connect-src` falls back to `default-src`): a page that
    /// can reach nothing else cannot leak the bearer token a visitor types into it.
    static let contentSecurityPolicy =
        "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'"

    static func page(_ request: HTTPRequest) -> HTTPResponse {
        asset(PlaygroundAssets.page, type: "text/html; charset=utf-8")
    }

    static func script(_ request: HTTPRequest) -> HTTPResponse {
        asset(PlaygroundAssets.script, type: "text/javascript; charset=utf-8")
    }

    static func styles(_ request: HTTPRequest) -> HTTPResponse {
        asset(PlaygroundAssets.styles, type: "text/css; charset=utf-8")
    }

    /// The page's icon (without one, the browser asks for `/favicon.ico` and logs the 404).
    static func icon(_ request: HTTPRequest) -> HTTPResponse {
        asset(PlaygroundAssets.icon, type: "image/svg+xml")
    }

    /// `no-cache`: a browser revalidates, so a new binary's page never meets an old script.
    private static func asset(_ body: [UInt8], type: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [
                (name: "Content-Type", value: type),
                (name: "Content-Security-Policy", value: contentSecurityPolicy),
                (name: "X-Content-Type-Options", value: "nosniff"),
                (name: "Referrer-Policy", value: "no-referrer"),
                (name: "Cache-Control", value: "no-cache"),
            ],
            body: body)
    }
}
