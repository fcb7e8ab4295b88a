import ItemLayouts
import ScrollCore

/// An item of `items`, read without the member machinery when it is plain: an object of the
/// two keys `id` and `frame` — any order, any whitespace — whose id is a string without escapes
/// or a non-negative integer of at most 15 digits, and whose frame is a plain rect
/// (`plainRect`). Anything else leaves the cursor, `ids` and `frames` as they were, and
/// `readItems` reads the item the general way, which gives the answer or the error (a repeated
/// id too). So the two paths cannot disagree: this one only accepts what the general one does,
/// with the same values.
extension JSONReader {
    /// An id as it appears in the body: a plain string's bytes (and whether they are all
    /// ASCII, so valid UTF-8), or a small integer.
    private enum PlainID {
        case string(Range<Int>, ascii: Bool)
        case integer(Int64)
    }

    /// Reads the item at the cursor (after whitespace) into `ids` and `frames` when it is plain
    /// and its id is new; false (nothing read or added) otherwise.
    @inline(__always)
    package mutating func readPlainItem(into ids: inout ItemIDs, frames: inout [Rect]) -> Bool {
        guard canEnter(levels: 2) else { return false }
        guard let (id, frame, end) = plainItem(at: position) else { return false }
        let added: Bool
        switch id {
        case .integer(let value):
            added = ids.append(integer: value)
        case .string(let range, let ascii):
            added = (ascii || UTF8Validation.isValid(bytes, in: range)) && ids.append(utf8: range, of: bytes)
        }
        guard added else { return false }
        frames.append(frame)
        position = end
        return true
    }

    /// `readPlainItem`'s parse over the body from `start`: the id, the frame and the index after
    /// the item's `}`, or nil.
    private func plainItem(at start: Int) -> (PlainID, Rect, Int)? {
        var index = start
        guard significantByte(&index) == UInt8(ascii: "{") else { return nil }
        index += 1
        var id: PlainID?
        var frame: Rect?
        _ = significantByte(&index)
        while true {
            guard let (isID, keyEnd) = itemKey(at: index) else { return nil }
            index = keyEnd
            guard significantByte(&index) == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace(&index)
            if isID {
                guard id == nil, let (value, end) = plainID(at: index) else { return nil }
                id = value
                index = end
            } else {
                guard frame == nil, let (rect, end) = plainRect(at: index) else { return nil }
                frame = rect
                index = end
            }
            let next = significantByte(&index)
            if next == UInt8(ascii: ",") {
                index += 1
                _ = significantByte(&index)
                continue
            }
            guard next == UInt8(ascii: "}"), let id, let frame else { return nil }
            return (id, frame, index + 1)
        }
    }

    /// Whether the key at `start` (its opening quote) is `"id"` (true) or `"frame"` (false), and
    /// the index after it; nil for any other key.
    @inline(__always)
    private func itemKey(at start: Int) -> (Bool, Int)? {
        guard let word = word(at: start) else { return nil }
        if word & 0xFFFF_FFFF == 0x2264_6922 { return (true, start + 4) }  // "id"
        if word & 0xFFFF_FFFF_FFFF_FF == 0x22_656D_6172_6622 { return (false, start + 7) }  // "frame"
        return nil
    }

    /// A plain id at `start`: a string without escapes or control bytes (its bytes' range,
    /// quotes excluded), or a non-negative integer of 1–15 digits without a leading zero, not
    /// followed by a fraction or an exponent; and the index after it.
    @inline(__always)
    private func plainID(at start: Int) -> (PlainID, Int)? {
        if byte(at: start) == UInt8(ascii: "\"") {
            var index = start + 1
            // The bytes' high bits, or-ed: none set means all ASCII.
            var highBits: UInt64 = 0
            while let word = word(at: index) {
                if let stop = ByteWord.firstStop(in: word) {
                    highBits |= ByteWord.prefix(word, count: stop)
                    index += stop
                    break
                }
                highBits |= word
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let ascii = highBits & 0x8080_8080_8080_8080 == 0
                    return (.string((start + 1)..<index, ascii: ascii), index + 1)
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
                highBits |= UInt64(byte)
                index += 1
            }
            return nil
        }
        guard let part = shortIntegerPart(at: start), !part.negative, let value = Int64(exactly: part.value)
        else { return nil }
        switch byte(at: part.end) {
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
        default: return (.integer(value), part.end)
        }
    }
}
