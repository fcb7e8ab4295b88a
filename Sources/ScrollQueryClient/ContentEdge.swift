/// An edge or corner of the content.
public enum ContentEdge: String, Codable, Hashable, Sendable {
    case top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing
}
