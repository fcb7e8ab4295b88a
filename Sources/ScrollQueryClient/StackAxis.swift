/// The axis a `Stack` runs along.
public enum StackAxis: String, Codable, Hashable, Sendable {
    case vertical, horizontal
}
