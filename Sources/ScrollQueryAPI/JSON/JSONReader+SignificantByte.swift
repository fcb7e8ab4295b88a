/// The plain paths' step from one token to the next: the byte there and, past whitespace, the
/// next one that is not, with one bounds check and one load when there is no whitespace
/// (compact bodies) or one space (`json.dumps`' `", "` and `": "`).
extension JSONReader {
    /// The byte at `index`, or 0 outside the body (0 is never valid JSON outside a string).
    @inline(__always)
    static func byte(in body: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8 {
        UInt(bitPattern: index) < UInt(bitPattern: body.count) ? body[index] : 0
    }

    /// Moves `index` past whitespace (as `skipWhitespace(in:_:)` does) and returns the byte
    /// there, or 0 at the end of the body.
    @inline(__always)
    static func significantByte(in body: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt8 {
        let current = byte(in: body, at: index)
        // 1...0x20: whitespace or a control byte; 0 (the end) stays where it is.
        guard current &- 1 < 0x20 else { return current }
        if current == 0x20 {
            let next = byte(in: body, at: index &+ 1)
            if next > 0x20 {
                index &+= 1
                return next
            }
        }
        index = whitespaceEnd(in: body, from: index)
        return byte(in: body, at: index)
    }
}
