/// CSS `direction`, SwiftUI `layoutDirection`: `rtl` puts the inline start on the right.
public enum Direction: String, Codable, Hashable, Sendable {
    case ltr, rtl
}
