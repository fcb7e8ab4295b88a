/// A Flutter scroll call, with Flutter's own parameter names.
public enum FlutterScrollCall: Sendable, Equatable {
    /// `Scrollable.ensureVisible(context, alignment:, alignmentPolicy:)`.
    case ensureVisible(alignment: Double, alignmentPolicy: FlutterAlignmentPolicy)
    /// `RenderObject.showOnScreen()` (focus traversal, semantics, `EditableText`'s caret).
    case showOnScreen
    /// `ScrollPosition.jumpTo(pixels)` / `animateTo(pixels, …)`: Flutter's own position number.
    case jumpTo(pixels: Double)

    /// `Scrollable.ensureVisible`'s defaults: `alignment: 0.0`, `explicit`.
    public static let `default` = FlutterScrollCall.ensureVisible(alignment: 0, alignmentPolicy: .explicit)
}

/// Flutter `ScrollPositionAlignmentPolicy`.
public enum FlutterAlignmentPolicy: String, Sendable, CaseIterable {
    /// Place the target at `alignment`.
    case explicit
    /// Align the target's end with the viewport's end, but only by scrolling forward.
    case keepVisibleAtEnd
    /// Align the target's start with the viewport's start, but only by scrolling backward.
    case keepVisibleAtStart
}
