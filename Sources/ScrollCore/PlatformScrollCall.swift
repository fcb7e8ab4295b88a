/// A scroll call of Flutter, Jetpack Compose or Android Views: the platform and its API.
/// `ScrollGeometry.scrollTo(_: PlatformScrollRequest)` answers where the list rests after it.
public enum PlatformScrollCall: Sendable, Equatable {
    case flutter(FlutterScrollCall)
    case compose(ComposeScrollCall)
    case android(AndroidScrollCall)

    /// Whether the platform keeps scroll positions in whole pixels: Compose (`Int` offsets,
    /// `roundToInt` on consumed deltas) and Android Views (`int` everywhere) do; Flutter keeps
    /// logical `double`s and never rounds.
    public var usesWholePixels: Bool {
        if case .flutter = self { return false }
        return true
    }
}
