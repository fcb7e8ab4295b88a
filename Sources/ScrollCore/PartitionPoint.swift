extension Range where Bound == Int {
    /// The first index in the range for which `predicate` holds, or `upperBound` if none does,
    /// for a predicate that is false and then true along the range (at most one switch) —
    /// found in O(log n) calls, each with an index inside the range.
    ///
    /// Over indices rather than elements so that a caller can search values it computes from
    /// an index (a frame read from a stack, an aligned offset) without materialising them.
    func partitionPoint(_ predicate: (Int) -> Bool) -> Int {
        var low = lowerBound
        var high = upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
