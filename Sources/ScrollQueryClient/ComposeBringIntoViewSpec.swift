/// Compose's `BringIntoViewSpec`: `default` least movement, `tv` (`PivotBringIntoViewSpec`) the leading edge at 30 %.
public enum ComposeBringIntoViewSpec: String, Codable, Hashable, Sendable {
    case `default`, tv
}
