import ScrollCore

/// An anchor as the request spelled it, resolved to a physical `Anchor` once the semantics
/// and the writing mode and direction (which may come later in the body) are known.
enum RequestedAnchor: Sendable, Equatable {
    /// `{x, y}`: physical; an axis left out takes the semantics' default.
    case physical(x: AxisAnchor?, y: AxisAnchor?)
    /// A UnitPoint name or "nearest".
    case unitPoint(Anchor)
    /// `{block, inline}`: mapped to physical axes and sides by the writing mode and direction
    /// as CSSOM View does (`FlowDirection.physicalAnchor`); an axis left out takes the
    /// semantics' logical default (CSS `block: start, inline: nearest`).
    case logical(block: AxisAnchor?, inline: AxisAnchor?)

    func resolved(semantics: ScrollSemantics, flow: FlowDirection) -> Anchor {
        switch self {
        case .physical(let x, let y):
            let defaults = flow.isStandard ? semantics.defaultAnchor : semantics.defaultAnchor(in: flow)
            return Anchor(x: x ?? defaults.x, y: y ?? defaults.y)
        case .unitPoint(let anchor):
            // SwiftUI mirrors a right-to-left layout, so `leading` is the right side there; the
            // CSS reading of the names stays physical.
            return semantics != .css && flow.direction == .rtl ? anchor.mirroredHorizontally : anchor
        case .logical(let block, let inline):
            let css = semantics == .css
            return flow.physicalAnchor(
                block: block ?? (css ? .start : .nearest), inline: inline ?? .nearest)
        }
    }
}
