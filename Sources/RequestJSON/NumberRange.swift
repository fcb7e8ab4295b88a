/// The bounds a numeric field must respect.
///
/// Every geometric number is bounded by `limit` (1e12 points — far beyond any real layout):
/// with anchors bounded by 1e6, no sum or product in the core can overflow to infinity, so
/// every answer is a finite JSON number.
package struct NumberRange {
    package static var limit: Double { 1e12 }
    package static var anchorLimit: Double { 1e6 }

    package let lowerBound: Double
    package let lowerInclusive: Bool
    package let upperBound: Double

    package init(lowerBound: Double, lowerInclusive: Bool, upperBound: Double) {
        self.lowerBound = lowerBound
        self.lowerInclusive = lowerInclusive
        self.upperBound = upperBound
    }

    // The ranges are computed constants, not `static let`s: they fold into the two compares
    // of `violation(by:)` instead of a lazy-initialisation check per number read.

    /// Any coordinate or inset: `[-1e12, 1e12]`.
    @inline(__always)
    package static var coordinate: NumberRange { NumberRange(lowerBound: -limit, lowerInclusive: true, upperBound: limit) }
    /// Sizes and padding: `[0, 1e12]`.
    @inline(__always)
    package static var nonNegative: NumberRange { NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: limit) }
    /// Viewport lengths and display scales: `(0, 1e12]`.
    @inline(__always)
    package static var positive: NumberRange { NumberRange(lowerBound: 0, lowerInclusive: false, upperBound: limit) }
    /// Fractions such as a visibility threshold: `[0, 1]`.
    @inline(__always)
    package static var unit: NumberRange { NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: 1) }
    /// Numeric anchors: `UnitPoint` allows values outside 0…1; `[-1e6, 1e6]`.
    @inline(__always)
    package static var anchor: NumberRange {
        NumberRange(lowerBound: -anchorLimit, lowerInclusive: true, upperBound: anchorLimit)
    }

    /// Whether `value` is within the range (`violation(by:)` is nil).
    @inline(__always)
    package func contains(_ value: Double) -> Bool {
        (lowerInclusive ? value >= lowerBound : value > lowerBound) && value <= upperBound
    }

    /// A sentence fragment saying what is wrong with `value`, or nil when it is fine.
    @inline(__always)
    package func violation(by value: Double) -> String? {
        if contains(value) { return nil }
        if lowerInclusive ? value < lowerBound : value <= lowerBound {
            if lowerBound == 0 { return lowerInclusive ? "must be >= 0" : "must be > 0" }
            return "must be >= \(Self.format(lowerBound))"
        }
        if value > upperBound { return "must be <= \(Self.format(upperBound))" }
        return nil
    }

    /// A bound as answers write numbers (`JSONWriter.number`): an integer without a fraction,
    /// anything else in Swift's shortest round-tripping form (every bound here is either, or a
    /// decimal such as 0.001 that both forms spell alike).
    private static func format(_ bound: Double) -> String {
        guard bound.magnitude <= 0x1p53, bound.rounded(.towardZero) == bound else { return bound.description }
        return String(Int64(bound))
    }
}
