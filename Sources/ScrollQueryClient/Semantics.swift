/// Which platform's rules to follow where they differ. `flutter`, `compose` and `android` take a
/// `PlatformCall` in place of `anchor` (`ScrollOffsetRequest.call`).
public enum Semantics: String, Codable, Hashable, Sendable {
    case swiftui, uikit, css, flutter, compose, android
}
