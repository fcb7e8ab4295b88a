/// Which platform's rules to follow where they differ.
public enum Semantics: String, Codable, Hashable, Sendable {
    case swiftui, uikit, css
}
