/// `LinearSmoothScroller`'s snap preference: SNAP_TO_START, SNAP_TO_END, SNAP_TO_ANY.
public enum AndroidSnap: String, Codable, Hashable, Sendable {
    case start, end, any
}
