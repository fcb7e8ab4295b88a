/// How fast a fling slows down: the fraction of its velocity a scroll view keeps each millisecond.
///
/// UIKit `UIScrollView.DecelerationRate`: `.normal` is 0.998 and `.fast` is 0.99 per millisecond
/// (the values UIKit reports for `decelerationRate`; WWDC18 session 803 "Designing Fluid
/// Interfaces" projects a fling with them). Flutter's iOS-style friction 0.135 is the same rate per
/// second: 0.998^1000 ≈ 0.1351.
public struct DecelerationRate: Sendable, Equatable {
    /// The velocity kept per millisecond, in (0, 1). The API layer checks the bounds.
    public let perMillisecond: Double

    public init(perMillisecond: Double) {
        self.perMillisecond = perMillisecond
    }

    /// UIKit `.normal`.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit `.fast`.
    public static let fast = DecelerationRate(perMillisecond: 0.99)
}
