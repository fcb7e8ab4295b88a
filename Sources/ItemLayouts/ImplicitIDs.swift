/// The ids by which a transition knows the rows of a stack sent without `ids`, kept through
/// edits so that a row stays the same row when rows are inserted before it.
///
/// Answers still name such rows by index (their *public* ids are the indices); implicit ids
/// only say which row of one layout is which row of another. A stack as posted has implicit id
/// i at index i (nothing stored: `ItemLayout.implicitIDs` is nil). An insert without ids keeps
/// every row's implicit id and gives its k new rows the ids n…n+k−1, n the count before it; so
/// the implicit ids of n rows are always a permutation of 0…n−1, and an insert at the end
/// leaves them the indices. (`remove` turns them into explicit ids, `LayoutDraft.remove`.)
///
/// Kept as maximal runs of consecutive ids: run r covers the indices `starts[r]` up to the next
/// run's start (`count` for the last) with the ids `firstIDs[r]`, `firstIDs[r] + 1`, …; an
/// insert adds at most two runs. `byID` lists the runs in the order of their first ids, so
/// both directions are a binary search. Memory: three words per run, none per row.
package struct ImplicitIDs: Sendable, Equatable {
    package private(set) var starts: [Int]
    package private(set) var firstIDs: [Int]
    package private(set) var count: Int
    private var byID: [Int]

    /// The ids of `count` rows as posted: the indices.
    package init(identityCount count: Int) {
        let count = Swift.max(count, 0)
        self.count = count
        starts = count > 0 ? [0] : []
        firstIDs = count > 0 ? [0] : []
        byID = count > 0 ? [0] : []
    }

    /// The ids of `count` rows given as their runs (`starts` ascending from 0, each run's first
    /// id), as a canonical form lists them; nil unless they are a permutation of 0…count−1.
    package init?(starts: [Int], firstIDs: [Int], count: Int) {
        guard count > 0, starts.count == firstIDs.count, starts.first == 0 else { return nil }
        for run in 1..<max(starts.count, 1) where !(starts[run - 1] < starts[run] && starts[run] < count) { return nil }
        func length(_ run: Int) -> Int { (run + 1 < starts.count ? starts[run + 1] : count) - starts[run] }
        let byID = starts.indices.sorted { firstIDs[$0] < firstIDs[$1] }
        var next = 0
        for run in byID {
            guard firstIDs[run] == next else { return nil }
            next += length(run)
        }
        guard next == count else { return nil }
        self.starts = starts
        self.firstIDs = firstIDs
        self.count = count
        self.byID = byID
    }

    /// Whether every row's implicit id is its index (what a layout as posted has).
    package var isIdentity: Bool { starts.count <= 1 && (firstIDs.first ?? 0) == 0 }

    package var runCount: Int { starts.count }

    /// The implicit id of the row at `index` (nil out of range).
    package func id(at index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let run = runIndex(containing: index)
        return firstIDs[run] + (index - starts[run])
    }

    /// The index of the row whose implicit id is `id` (nil when no row has it).
    package func index(of id: Int64) -> Int? {
        guard id >= 0, id < Int64(count), !byID.isEmpty else { return nil }
        let id = Int(id)
        // The last run (in id order) whose first id is <= id.
        var low = 0
        var high = byID.count
        while low < high {
            let middle = low + (high - low) / 2
            if firstIDs[byID[middle]] <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = byID[low - 1]
        let offset = id - firstIDs[run]
        return offset < end(of: run) - starts[run] ? starts[run] + offset : nil
    }

    /// Every implicit id in index order, as integers (for giving the rows explicit ids).
    package var all: [Int64] {
        var ids = [Int64]()
        ids.reserveCapacity(count)
        for run in 0..<starts.count {
            let first = Int64(firstIDs[run])
            ids.append(contentsOf: first..<(first + Int64(end(of: run) - starts[run])))
        }
        return ids
    }

    /// Inserts `rows` new rows before `index` (0…count), with the ids count…count+rows−1.
    /// O(runs).
    package mutating func insert(rows: Int, at index: Int) {
        guard rows > 0, index >= 0, index <= count else { return }
        let newID = count
        defer { count += rows }
        guard !starts.isEmpty else {
            starts = [index]
            firstIDs = [newID]
            byID = [0]
            return
        }
        let run = index == count ? starts.count - 1 : runIndex(containing: index)
        if index > starts[run], index < end(of: run) {
            // Inside a run: it splits around the new rows, which come after it, then its rest.
            let rest = firstIDs[run] + (index - starts[run])
            shiftStarts(after: run, by: rows)
            starts.insert(contentsOf: [index, index + rows], at: run + 1)
            firstIDs.insert(contentsOf: [newID, rest], at: run + 1)
            renumber(from: run + 1, by: 2)
            if let position = byID.firstIndex(of: run) { byID.insert(run + 2, at: position + 1) }
            byID.append(run + 1)
            return
        }
        // At a boundary: before run `next`, after run `next − 1` (which may simply grow).
        let next = index == end(of: run) ? run + 1 : run
        shiftStarts(after: next - 1, by: rows)
        if next > 0, firstIDs[next - 1] + (index - starts[next - 1]) == newID { return }
        starts.insert(index, at: next)
        firstIDs.insert(newID, at: next)
        renumber(from: next, by: 1)
        byID.append(next)
    }

    /// The heap bytes kept, for memory accounting.
    package var heapBytes: Int {
        (starts.capacity + firstIDs.capacity + byID.capacity) * MemoryLayout<Int>.stride
    }

    /// The same ids without spare capacity.
    package func compacted() -> ImplicitIDs {
        var copy = self
        copy.starts = starts.exactCopy()
        copy.firstIDs = firstIDs.exactCopy()
        copy.byID = byID.exactCopy()
        return copy
    }

    // MARK: - Private

    /// One past the last index of `run`.
    private func end(of run: Int) -> Int {
        run + 1 < starts.count ? starts[run + 1] : count
    }

    /// The run that holds `index` (0..<count), by binary search on the starts.
    private func runIndex(containing index: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = low + (high - low) / 2
            if starts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return Swift.max(low - 1, 0)
    }

    private mutating func shiftStarts(after run: Int, by rows: Int) {
        var later = run + 1
        while later < starts.count {
            starts[later] += rows
            later += 1
        }
    }

    /// Runs numbered `first` or more move up by `step` in `byID`.
    private mutating func renumber(from first: Int, by step: Int) {
        for position in byID.indices where byID[position] >= first { byID[position] += step }
    }
}
