/// The id of a stored layout: `sha256-` and the 64 lowercase hex digits of a SHA-256 digest.
///
/// Kept as the 32 digest bytes in four words rather than as text, so it hashes and compares as
/// four words and takes no allocation; the text form is parsed once and written back
/// byte for byte (only the lowercase spelling is accepted, so the two always agree).
public struct LayoutID: Hashable, Sendable, CustomStringConvertible {
    /// The digest, big-endian words: `words.0` holds bytes 0–7.
    package let words: (UInt64, UInt64, UInt64, UInt64)

    public static let prefix = "sha256-"

    /// The id of a 32-byte digest; nil for any other length.
    public init?(digest: some Collection<UInt8>) {
        guard digest.count == 32 else { return nil }
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in digest.enumerated() {
            words[index / 8] = words[index / 8] << 8 | UInt64(byte)
        }
        self.words = (words[0], words[1], words[2], words[3])
    }

    /// Parses `sha256-<64 lowercase hex digits>`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        let prefix = Array(Self.prefix.utf8)
        guard utf8.count == prefix.count + 64, utf8.starts(with: prefix) else { return nil }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        var index = prefix.count
        while index < utf8.count {
            guard let high = Self.hexValue(utf8[index]), let low = Self.hexValue(utf8[index + 1]) else { return nil }
            digest.append(high << 4 | low)
            index += 2
        }
        self.init(digest: digest)
    }

    /// The 32 digest bytes.
    public var digest: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in [words.0, words.1, words.2, words.3] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        return bytes
    }

    /// `sha256-` and the digest in lowercase hex.
    public var description: String {
        let hex = Array("0123456789abcdef".utf8)
        var text = Array(Self.prefix.utf8)
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func == (left: LayoutID, right: LayoutID) -> Bool {
        left.words == right.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// Lowercase hex only: `A`–`F` would give one digest two spellings.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
