/// Flutter's `ScrollPositionAlignmentPolicy`: the keepVisible policies scroll one way only.
public enum FlutterAlignmentPolicy: String, Codable, Hashable, Sendable {
    case explicit, keepVisibleAtEnd, keepVisibleAtStart
}
