/// SHA-256 (FIPS 180-4), streaming, in plain Swift.
///
/// Stored layouts are named by the hash of their canonical form (`LayoutCanonicalForm`) so that
/// every replica, and every client, computes the same name for the same layout. The toolchain
/// ships no hash of its own on Linux without Foundation's crypto, and linking libcrypto for one
/// function is more to install and audit than these hundred lines, which the tests check
/// against the FIPS 180-4 example vectors. Cost: one compression per 64-byte block, run once
/// over a layout's canonical form when the layout is stored.
package struct SHA256 {
    /// The eight working words H0…H7.
    package typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    private var state: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes not yet hashed: less than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {
        pending.reserveCapacity(64)
    }

    package mutating func update(_ bytes: [UInt8]) {
        update(bytes.span)
    }

    private mutating func update(_ bytes: Span<UInt8>) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            for index in 0..<taken { pending.append(bytes[index]) }
            start = taken
            guard pending.count == 64 else { return }
            state = Self.compress(state, pending.span.extracting(0..<64))
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - start >= 64 {
            state = Self.compress(state, bytes.extracting(start..<start + 64))
            start += 64
        }
        for index in start..<bytes.count { pending.append(bytes[index]) }
    }

    /// The 32-byte digest. The hasher is spent afterwards.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        let used = (pending.count + 1) % 64
        tail.append(contentsOf: repeatElement(0, count: used <= 56 ? 56 - used : 120 - used))
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let savedLength = length
        update(tail)
        length = savedLength
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return digest
    }

    private static let roundConstants: InlineArray<64, UInt32> = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// `state` after one 64-byte `block` (a shorter one traps). The message schedule is kept as a window of its last
    /// 16 words, renewed in place before each group of 16 rounds; eight rounds at a time rename
    /// the working variables instead of moving them.
    private static func compress(_ state: State, _ block: Span<UInt8>) -> State {
        let block = block.extracting(first: 64)
        precondition(block.count == 64)
        var w = InlineArray<16, UInt32>(repeating: 0)
        for i in 0..<16 {
            w[i] = UInt32(block[4 &* i]) &<< 24 | UInt32(block[4 &* i &+ 1]) &<< 16
                | UInt32(block[4 &* i &+ 2]) &<< 8 | UInt32(block[4 &* i &+ 3])
        }
        var (a, b, c, d, e, f, g, h) = state
        for group in 0..<4 {
            if group > 0 {
                var i = 0
                while i < 16 {
                    schedule(&w, i)
                    schedule(&w, i &+ 1)
                    schedule(&w, i &+ 2)
                    schedule(&w, i &+ 3)
                    schedule(&w, i &+ 4)
                    schedule(&w, i &+ 5)
                    schedule(&w, i &+ 6)
                    schedule(&w, i &+ 7)
                    i &+= 8
                }
            }
            var i = 0
            while i < 16 {
                let t = group &* 16 &+ i
                round(a, b, c, &d, e, f, g, &h, roundConstants[t & 63] &+ w[i & 15])
                round(h, a, b, &c, d, e, f, &g, roundConstants[(t &+ 1) & 63] &+ w[(i &+ 1) & 15])
                round(g, h, a, &b, c, d, e, &f, roundConstants[(t &+ 2) & 63] &+ w[(i &+ 2) & 15])
                round(f, g, h, &a, b, c, d, &e, roundConstants[(t &+ 3) & 63] &+ w[(i &+ 3) & 15])
                round(e, f, g, &h, a, b, c, &d, roundConstants[(t &+ 4) & 63] &+ w[(i &+ 4) & 15])
                round(d, e, f, &g, h, a, b, &c, roundConstants[(t &+ 5) & 63] &+ w[(i &+ 5) & 15])
                round(c, d, e, &f, g, h, a, &b, roundConstants[(t &+ 6) & 63] &+ w[(i &+ 6) & 15])
                round(b, c, d, &e, f, g, h, &a, roundConstants[(t &+ 7) & 63] &+ w[(i &+ 7) & 15])
                i &+= 8
            }
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    /// The schedule's next word in place of the one 16 before it, at `i` (0..<16) of the window.
    @inline(__always)
    private static func schedule(_ w: inout InlineArray<16, UInt32>, _ i: Int) {
        let w15 = w[(i &+ 1) & 15]
        let w2 = w[(i &+ 14) & 15]
        let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 &>> 3)
        let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 &>> 10)
        w[i & 15] = w[i & 15] &+ s0 &+ w[(i &+ 9) & 15] &+ s1
    }

    /// One round, given its constant plus message word `kw`: `d` and `h` are the two working
    /// variables a round changes (the others only shift places, which the caller's argument
    /// order does).
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
    ) {
        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ kw
        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        d &+= t1
        h = t1 &+ s0 &+ majority
    }
}

extension UInt32 {
    /// Masking shifts: `count` is always 1...31 here, so the range checks of `>>` and `<<` could
    /// never fire; `&>>` and `&<<` are exact for it and carry none.
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self &>> count) | (self &<< (32 &- count))
    }
}
