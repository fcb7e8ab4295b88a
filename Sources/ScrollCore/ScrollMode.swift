/// Whether a target that is already in view moves.
public enum ScrollMode: String, Sendable, CaseIterable {
    /// `scrollIntoView`: always align to the anchor.
    case always
    /// WebKit/Blink `scrollIntoViewIfNeeded(centerIfNeeded)`, compute-scroll-into-view's
    /// `scrollMode: "if-needed"`: decided per axis by `IfNeededRule`.
    case ifNeeded
}
