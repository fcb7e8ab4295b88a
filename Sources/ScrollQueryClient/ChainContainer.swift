/// CSSOM View `ScrollIntoViewOptions.container`: `nearest` scrolls only the innermost container.
public enum ChainContainer: String, Codable, Hashable, Sendable {
    case all, nearest
}
