// `make bench-visibility`: a visibility query over n sorted rows costs O(log n + k).
//
// For each n, rows 10 pt tall in a 390×844 phone viewport scrolled to the middle; prints the
// frames the query examined (the k ≈ 85 shown rows plus two binary searches' probes) and the
// time per query, then the same 10^6 rows with two rows swapped (not monotone: a full scan),
// then photo grids of 10^3…10^7 items (4 columns of 10-pt cells, a full-span header every 100
// items): no frame is stored, and the cost stays that of the 10^3 grid.
// Figures, not assertions: run it on an idle machine, in release mode.
import ScrollCore

func rows(_ count: Int) -> [Rect] {
    (0..<count).map { Rect(x: 0, y: Double($0) * 10, width: 390, height: 10) }
}

func measure(_ label: String, _ frames: ItemFrames, repetitions: Int, height: Double? = nil) {
    let height = height ?? Double(frames.count) * 10
    let geometry = ScrollGeometry(
        viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: height),
        contentOffset: Point(x: 0, y: height / 2 + 5))
    var examined = 0
    var shown = 0
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for _ in 0..<repetitions {
            let result = geometry.visibility(of: frames)
            examined = result.examined
            shown &+= result.items.count
        }
    }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let perQuery = nanoseconds / Double(repetitions)
    let padded = label + String(repeating: " ", count: max(0, 34 - label.count))
    print("\(padded) shown \(shown / repetitions)  examined \(examined)  \(Int(perQuery.rounded())) ns/query")
}

for count in [1_000, 10_000, 100_000, 1_000_000] {
    measure("n = \(count) sorted", ItemFrames(rows(count), axis: .vertical), repetitions: 2_000)
}
var shuffled = rows(1_000_000)
shuffled.swapAt(0, 1)
measure("n = 1000000 unsorted (scan)", ItemFrames(shuffled, axis: .vertical), repetitions: 20)

for count in [1_000, 100_000, 10_000_000] {
    let grid = GridLayout(
        count: count, columns: .count(4), itemHeight: .fixed(10),
        fullSpanIndexes: Array(stride(from: 0, to: count, by: 100)), fullSpanHeight: 10)
    let placed = grid.placement(viewportWidth: 390)
    measure(
        "grid n = \(count)", ItemFrames(placed, axis: .vertical), repetitions: 2_000, height: placed.mainLength)
}
