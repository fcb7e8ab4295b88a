/// Whether a stored layout was posted as `items` or as a `stack`.
public enum LayoutKind: String, Codable, Hashable, Sendable {
    case items, stack
}
