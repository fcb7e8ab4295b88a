/// Which of two lanes that end at the same offset takes the next item.
public enum LaneTies: String, Codable, Hashable, Sendable {
    /// The lower lane (Compose's `indexOfMinValue` over the lanes' offsets).
    case lowerLane
    /// The lane whose last item has the lower index (TanStack's `getFurthestMeasurement`).
    case earlierItem
}
