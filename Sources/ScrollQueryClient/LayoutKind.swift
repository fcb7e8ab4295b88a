/// The field a stored layout was posted as.
public enum LayoutKind: String, Codable, Hashable, Sendable {
    case items, stack, grid, lanes
}
