/// The device pixel grid of a screen with `scale` pixels per point (UIKit `displayScale`:
/// 1, 2, 3…). UIKit rounds scroll offsets to whole pixels; we round half away from zero.
public struct PixelGrid: Sendable, Equatable {
    public let scale: Double

    /// - Parameter scale: pixels per point; must be finite and > 0 (the API layer checks).
    public init(scale: Double) {
        self.scale = scale
    }

    /// `value` rounded to the nearest pixel boundary.
    public func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
