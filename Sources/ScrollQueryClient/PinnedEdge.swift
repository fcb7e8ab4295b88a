/// The end of the content a transition held still.
public enum PinnedEdge: String, Codable, Hashable, Sendable {
    case top, bottom
}
