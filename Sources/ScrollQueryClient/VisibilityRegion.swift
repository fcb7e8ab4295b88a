/// What visibility is measured against: the whole viewport, or the viewport less `contentInsets`.
public enum VisibilityRegion: String, Codable, Hashable, Sendable {
    case viewport, safeArea
}
