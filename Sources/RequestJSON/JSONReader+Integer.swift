/// Integers the schema counts with — a frame count, a stack's item count, an insert position.
extension JSONReader {
    /// An integral number in `range` (`2.0` is 2; `2.5` is `invalid_type`). Below the range is
    /// `invalid_field`; above it is `aboveRange` when given (a count past `--max-items` is a
    /// 413, not a malformed request), else `invalid_field`.
    package mutating func readInteger(
        in range: ClosedRange<Int>, aboveRange: DecodeFailure.Problem? = nil
    ) throws(DecodeFailure) -> Int {
        try expect(.number, as: "an integer")
        let number = try readNumber()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        guard number.rounded(.towardZero) == number else {
            throw DecodeFailure(.invalidType(expected: "an integer", got: "a number"))
        }
        guard number >= Double(range.lowerBound) else {
            throw DecodeFailure(.invalidField("must be >= \(range.lowerBound)"))
        }
        guard number <= Double(range.upperBound) else {
            throw DecodeFailure(aboveRange ?? .invalidField("must be <= \(range.upperBound)"))
        }
        // Exact: integral, and within bounds that are Ints (`Int(exactly:)` guards the one
        // double above Int.max that compares equal to it).
        return Int(exactly: number) ?? range.upperBound
    }
}
