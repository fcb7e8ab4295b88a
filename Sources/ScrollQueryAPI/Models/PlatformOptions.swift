import ScrollCore

/// The platforms `semantics` names besides ScrollCore's `ScrollSemantics` (swiftui, uikit, css):
/// their rules are `ScrollGeometry.scrollTo(_: PlatformScrollRequest)`'s, chosen by `call`.
enum PlatformSemantics: String, CaseIterable, Sendable {
    case flutter, compose, android

    /// The call a request without `call` makes: each platform's most common one
    /// (`Scrollable.ensureVisible(context)`, `LazyListState.scrollToItem(index)`,
    /// `RecyclerView.smoothScrollToPosition(position)`).
    var defaultCall: PlatformScrollCall {
        switch self {
        case .flutter: return .flutter(.default)
        case .compose: return .compose(.default)
        case .android: return .android(.default)
        }
    }
}

/// What a flutter, compose or android request adds to an offset query: the call, in points,
/// and how the list runs. `nil` on every other query.
struct PlatformOptions: Sendable {
    var semantics: PlatformSemantics
    /// Parameters in points: `scrollOffset`, `offset` and `fadingEdge` arrive in px and are
    /// divided by `displayScale` when decoded.
    var call: PlatformScrollCall
    var reverseLayout: Bool
    /// No `contentOffset` was sent: the list rests at its start on its scroll axis — the range
    /// maximum for a reversed list or a horizontal one in RTL (`PlatformLayout.startsAtFarEnd`),
    /// where Flutter, Compose and Android put position 0.
    var restsAtListStart: Bool

    /// Every name `semantics` takes: ScrollCore's three, then the platforms'.
    static let semanticsNames = ScrollSemantics.allCases.map(\.rawValue) + PlatformSemantics.allCases.map(\.rawValue)

    /// Whether the call scrolls to a position rather than to a target (Flutter `jumpTo`).
    var takesNoTarget: Bool {
        if case .flutter(.jumpTo) = call { return true }
        return false
    }
}
