extension Endpoint {
    /// `GET /`: the playground page.
    static let root = Endpoint("GET", "/", isPlayground: true) { _ in PlaygroundHandlers.page }
    /// `GET /playground`: the same page.
    static let playground = Endpoint("GET", "/playground", isPlayground: true) { _ in PlaygroundHandlers.page }
    /// `GET /playground.js`: its script.
    static let playgroundScript = Endpoint("GET", "/playground.js", isPlayground: true) { _ in PlaygroundHandlers.script }
    /// `GET /playground.css`: its styles.
    static let playgroundStyles = Endpoint("GET", "/playground.css", isPlayground: true) { _ in PlaygroundHandlers.styles }
    /// `GET /playground.svg`: its icon.
    static let playgroundIcon = Endpoint("GET", "/playground.svg", isPlayground: true) { _ in PlaygroundHandlers.icon }
}
