/// Which edge of an item `viewAligned` rests at the area's.
public enum SnapViewAlignment: String, Codable, Hashable, Sendable {
    case start, center, end
}
