/// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`: how many items a fling or delta may pass.
public enum SnapLimit: String, Codable, Hashable, Sendable {
    case always, never, alwaysByFew, alwaysByOne
}
