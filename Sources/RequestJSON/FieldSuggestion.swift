/// The known field an unknown key most likely misspells, for `unknown_field` messages ("did you
/// mean contentInsets?"). Computed only when the failure is built, never while matching keys.
///
/// Distance: optimal string alignment (Levenshtein plus the swap of two adjacent characters,
/// each one edit), over Unicode scalars with ASCII letters folded to lower case, so a key that
/// differs only in case is at distance 0. A name is suggested when its distance is at most
/// `max(1, n / 3)` for a name of n scalars (one edit up to 5 letters, two up to 8, …) and below
/// n (a one-letter name only for a case slip). The nearest wins; ties go to the name declared
/// first.
package enum FieldSuggestion {
    /// Keys longer than this many UTF-8 bytes suggest nothing: every name of the schema is far
    /// shorter, and the distance table stays small whatever the body holds.
    package static let maxKeyBytes = 64

    /// The name among `names` nearest to `key` within the bound, or nil.
    package static func nearest(to key: String, among names: [String]) -> String? {
        guard !key.isEmpty, key.utf8.count <= maxKeyBytes else { return nil }
        let folded = fold(key)
        var best: (name: String, distance: Int)?
        for name in names {
            let candidate = fold(name)
            let allowed = min(max(1, candidate.count / 3), candidate.count - 1)
            guard allowed >= 0, abs(candidate.count - folded.count) <= allowed else { continue }
            let distance = self.distance(folded, candidate)
            guard distance <= allowed else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (name, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and adjacent swaps, one edit each.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the (a.count + 1) × (b.count + 1) table: two back, one back, this one.
        var twoBack = [Int](repeating: 0, count: width)
        var oneBack = Array(0...b.count)
        var row = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(oneBack[j] + 1, row[j - 1] + 1, oneBack[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                row[j] = best
            }
            (twoBack, oneBack, row) = (oneBack, row, twoBack)
        }
        return oneBack[b.count]
    }

    /// `text`'s scalars, ASCII upper-case letters lowered.
    package static func fold(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { scalar in
            (65...90).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
        }
    }
}
