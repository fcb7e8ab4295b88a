/// One of the two scroll axes. Every rule in the core is written once, per axis, and applied to
/// `.horizontal` (x, leading = left) and `.vertical` (y, leading = top) alike.
public enum Axis: Sendable, CaseIterable {
    case horizontal
    case vertical
}
