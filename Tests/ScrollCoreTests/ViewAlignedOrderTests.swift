import XCTest
@testable import ScrollCore

/// `.viewAligned` snapping's binary searches (`OrderedAlignedOffsets`, `SnapAreas.countInside`)
/// against the sorting path they replace: every generated query is resolved both ways
/// (`resolve(searchingInOrder:)`) and must give the same bits — offset, target, velocity.
/// The layouts are seeded random lists, stacks and areas, monotone with duplicates, zero
/// lengths, items past both ends of the range, on and off the exact grid, with insets, scroll
/// padding, every alignment, limit and intent, on both axes; a share of them must take the
/// fast path, or the comparison would prove nothing.
final class ViewAlignedOrderTests: XCTestCase {
    /// SplitMix64: a seeded generator, so a failure names a case that replays.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// How values are drawn: on the grid (quarters of a point), anywhere, or either per value.
    private enum Values: CaseIterable { case grid, arbitrary, mixed }

    private struct Case {
        var rng: SeededGenerator
        var values: Values

        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        /// A value in `range`: a multiple of ¼ for the grid, anything otherwise.
        mutating func value(_ range: ClosedRange<Double>) -> Double {
            let raw = Double.random(in: range, using: &rng)
            switch values {
            case .grid: return (raw * 4).rounded() / 4
            case .arbitrary: return raw
            case .mixed: return chance(0.5) ? (raw * 4).rounded() / 4 : raw
            }
        }

        /// `count` spans, starts and ends non-decreasing (`monotone`), else shuffled: repeats,
        /// zero lengths, runs that keep the end while the start moves on (lengths shrinking,
        /// where rounding could reorder aligned offsets), and plain steps.
        mutating func spans(_ count: Int, monotone: Bool) -> [Span] {
            var spans: [Span] = []
            var start = value(-300...100)
            var end = start + value(0...150)
            for _ in 0..<count {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0 where !spans.isEmpty:
                    break  // a duplicate of the previous span
                case 1:
                    start += value(0...40)
                    end = Swift.max(end, start)  // as short as it may be, often zero
                case 2:
                    start = Swift.min(start + value(0...30), end)  // same end, shorter span
                default:
                    start += value(0...120)
                    end = Swift.max(end, start) + value(0...160)
                }
                spans.append(Span(start: start, length: end - start))
            }
            if !monotone { spans.shuffle(using: &rng) }
            return spans
        }
    }

    /// A snap query over generated areas, with what built them (for failure messages).
    private func makeQuery(seed: UInt64) -> (ScrollSnap, String) {
        var c = Case(rng: SeededGenerator(state: seed), values: Values.allCases[Int(seed % 3)])
        let axis: Axis = c.chance(0.5) ? .vertical : .horizontal
        let cross = axis.cross
        let frameValues = c.values
        // The viewport, insets and offset on their own terms: frames on the grid may meet an
        // alignment area that is not.
        c.values = Values.allCases[Int.random(in: 0..<3, using: &c.rng)]
        let count = c.chance(0.1) ? Int.random(in: 0...2, using: &c.rng) : Int.random(in: 3...60, using: &c.rng)
        var viewport = Size.zero
        viewport[axis] = c.value(40...700)
        viewport[cross] = c.value(40...500)
        let insets = c.chance(0.5) ? Insets.zero
            : Insets(top: c.value(0...60), left: c.value(0...30), bottom: c.value(0...50), right: c.value(0...30))
        let padding = c.chance(0.5) ? Insets.zero
            : Insets(top: c.value(0...40), left: c.value(0...20), bottom: c.value(0...40), right: c.value(0...20))

        let geometryValues = c.values
        c.values = frameValues
        let areas: SnapAreas
        let source = Int.random(in: 0..<5, using: &c.rng)
        switch source {
        case 0, 1, 4:
            // Listed areas (with margins, which view-aligned snapping ignores), explicit frames,
            // or a shuffled list. The cross axis is monotone in most cases, so that a query
            // scrolling both ways takes the fast path on both.
            let main = c.spans(count, monotone: source != 4)
            let side = c.spans(count, monotone: c.chance(0.8))
            let rects = zip(main, side).map { m, s -> Rect in
                var rect = Rect(x: 0, y: 0, width: 0, height: 0)
                rect.origin[axis] = m.start
                rect.size[axis] = m.length
                rect.origin[cross] = s.start
                rect.size[cross] = s.length
                return rect
            }
            if source == 1 {
                areas = SnapAreas(frames: ItemFrames(ExplicitFrames(rects), axis: axis))
            } else {
                areas = SnapAreas(rects.map {
                    SnapArea(frame: $0, margin: c.chance(0.3) ? Insets(top: 5, left: 3, bottom: 7, right: 1) : .zero)
                })
            }
        default:
            // A stack: uniform, or sizes with zeros and repeats; spacing may be negative (a
            // stack that folds back is not monotone and must sort).
            let spacing = c.chance(0.3) ? 0 : c.value(-20...30)
            let stackPadding = c.chance(0.5) ? Insets.zero
                : Insets(top: c.value(0...40), left: c.value(0...40), bottom: c.value(0...40), right: c.value(0...40))
            let stack: StackLayout
            if c.chance(0.5) {
                stack = StackLayout(axis: axis, spacing: spacing, padding: stackPadding, uniformSize: c.value(0...200),
                                    count: count)
            } else {
                var sizes: [Double] = []
                for _ in 0..<count {
                    sizes.append(c.chance(0.15) ? 0 : (c.chance(0.2) ? sizes.last ?? 50 : c.value(0...220)))
                }
                stack = StackLayout(axis: axis, spacing: spacing, padding: stackPadding, sizes: sizes)
            }
            let crossSize = stack.resolvedCrossSize(viewportCross: viewport[cross])
            areas = SnapAreas(frames: ItemFrames(stack, crossSize: crossSize, axis: axis))
        }

        c.values = geometryValues
        // Content that ends before, at or after the last item, so items pass both ends.
        var highest = Point(x: 0, y: 0)
        for area in areas {
            for a in Axis.allCases { highest[a] = Swift.max(highest[a], area.frame.span(a).end) }
        }
        var content = Size.zero
        content[axis] = Swift.max(0, highest[axis] + c.value(-250...150))
        // Wider than the viewport in some cases: then both axes scroll.
        content[cross] = c.chance(0.3) ? Swift.max(0, highest[cross] + c.value(-50...100)) : viewport[cross]
        let probe = ScrollGeometry(viewport: viewport, contentSize: content, contentInsets: insets)
        var offset = Point.zero
        for a in Axis.allCases {
            offset[a] = c.value((probe.range.min[a] - 120)...(probe.range.max[a] + 120))
        }
        let geometry = ScrollGeometry(viewport: viewport, contentSize: content, contentInsets: insets,
                                      scrollPadding: padding, contentOffset: offset)

        let intent: SnapIntent
        let vector = Point(x: c.value(-800...800), y: c.value(-800...800))
        switch Int.random(in: 0..<3, using: &c.rng) {
        case 0: intent = .velocity(Point(x: vector.x * 6, y: vector.y * 6))
        case 1: intent = .proposedOffset(Point(x: offset.x + vector.x, y: offset.y + vector.y))
        default: intent = .delta(vector)
        }
        let align = [SnapAlign.start, .center, .end][Int.random(in: 0..<3, using: &c.rng)]
        let limit = ViewAlignedLimit.allCases[Int.random(in: 0..<4, using: &c.rng)]
        let snap = ScrollSnap(
            geometry: geometry, areas: areas, intent: intent, behavior: .viewAligned(align: align, limit: limit),
            rate: c.chance(0.5) ? .normal : .fast, model: FlingModel.allCases[Int.random(in: 0..<3, using: &c.rng)])
        return (snap, "seed \(seed): source \(source), frames \(frameValues), geometry \(geometryValues), \(count) items along \(axis), \(align), \(limit)")
    }

    private func assertSameBits(_ a: Point, _ b: Point, _ what: String, _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x.bitPattern, b.x.bitPattern, "\(what).x \(a.x) vs \(b.x), \(message)", file: file, line: line)
        XCTAssertEqual(a.y.bitPattern, b.y.bitPattern, "\(what).y \(a.y) vs \(b.y), \(message)", file: file, line: line)
    }

    func test_binarySearches_answerAsTheSortDoes() {
        let cases: UInt64 = 6_000
        var ordered = 0
        var failures = 0
        for seed in 0..<cases {
            let (snap, description) = makeQuery(seed: seed)
            if case .viewAligned(let align, _) = snap.behavior {
                let range = snap.geometry.range
                ordered += Axis.allCases.contains { axis in
                    range.max[axis] > range.min[axis] && !snap.areas.isEmpty
                        && OrderedAlignedOffsets(geometry: snap.geometry, areas: snap.areas, axis: axis,
                                                 fraction: align.fraction ?? 0) != nil
                } ? 1 : 0
            }
            let fast = snap.resolve(searchingInOrder: true)
            let sorted = snap.resolve(searchingInOrder: false)
            if fast != sorted || fast.contentOffset.x.bitPattern != sorted.contentOffset.x.bitPattern
                || fast.contentOffset.y.bitPattern != sorted.contentOffset.y.bitPattern {
                failures += 1
                if failures > 5 { continue }
            }
            assertSameBits(fast.contentOffset, sorted.contentOffset, "contentOffset", description)
            assertSameBits(fast.velocity, sorted.velocity, "velocity", description)
            assertSameBits(fast.projectedOffset, sorted.projectedOffset, "projectedOffset", description)
            XCTAssertEqual(fast.snappedTo, sorted.snappedTo, description)
        }
        XCTAssertEqual(failures, 0)
        print("view-aligned order: \(ordered) of \(cases) queries searched in order")
        // Most generated layouts are monotone; well over a third must take the binary searches.
        XCTAssertGreaterThan(ordered, Int(cases) / 3, "only \(ordered) of \(cases) queries searched in order")
    }

    // MARK: Worked cases

    /// Items past both ends share the clamped end offsets: the nearest is the lowest index of
    /// the run, as the stable sort with a strict `<` scan picks.
    func test_tiesAtTheClampedEnds_goToTheFirstItemOfTheRun() {
        // Ten 100-high rows in a 250 viewport, content 600: range [0, 350]; rows 4… align past it.
        let rows = (0..<10).map { SnapArea(frame: Rect(x: 0, y: Double($0) * 100, width: 100, height: 100)) }
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 250), contentSize: Size(width: 100, height: 600),
                                      contentOffset: Point(x: 0, y: 0))
        for searching in [true, false] {
            let far = ScrollSnap(geometry: geometry, areas: rows, intent: .proposedOffset(Point(x: 0, y: 5000)),
                                 behavior: .viewAligned(align: .start, limit: .never)).resolve(searchingInOrder: searching)
            XCTAssertEqual(far.contentOffset, Point(x: 0, y: 350))
            XCTAssertEqual(far.snappedTo, .item(4))  // 400 → 350, the first of rows 4…9
            let before = ScrollSnap(geometry: geometry, areas: rows, intent: .proposedOffset(Point(x: 0, y: -90)),
                                    behavior: .viewAligned(align: .end, limit: .never)).resolve(searchingInOrder: searching)
            XCTAssertEqual(before.contentOffset, Point(x: 0, y: 0))
            XCTAssertEqual(before.snappedTo, .item(0))  // rows 0 and 1 both align their ends below 0
        }
    }

    /// Halfway between two offsets the earlier item wins.
    func test_halfwayBetweenTwoItems_goesToTheEarlier() {
        let rows = (0..<10).map { SnapArea(frame: Rect(x: 0, y: Double($0) * 100, width: 100, height: 100)) }
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 250), contentSize: Size(width: 100, height: 1000))
        let r = ScrollSnap(geometry: geometry, areas: rows, intent: .proposedOffset(Point(x: 0, y: 250)),
                           behavior: .viewAligned(align: .start, limit: .never)).resolve()
        XCTAssertEqual(r.contentOffset, Point(x: 0, y: 200))
        XCTAssertEqual(r.snappedTo, .item(2))
    }

    /// A million-row stack answers in order (this would sort a million offsets otherwise).
    func test_millionRowStack_takesTheBinarySearches() {
        let stack = StackLayout(axis: .vertical, uniformSize: 100, count: 1_000_000)
        let areas = SnapAreas(frames: ItemFrames(stack, crossSize: 390, axis: .vertical))
        let geometry = ScrollGeometry(viewport: Size(width: 390, height: 844),
                                      contentSize: stack.contentSize(viewportCross: 390),
                                      contentOffset: Point(x: 0, y: 500_000))
        XCTAssertNotNil(OrderedAlignedOffsets(geometry: geometry, areas: areas, axis: .vertical, fraction: 0.5))
        let r = ScrollSnap(geometry: geometry, areas: areas, intent: .velocity(Point(x: 0, y: -3000)),
                           behavior: .viewAligned(align: .center, limit: .always)).resolve()
        // Row i is centred at 100·i − 372 (its centre 100·i + 50 meets 422): row 5004 (500_028)
        // is nearest the current offset, the projection (≈ 500_000 − 1497) nearest row 4989;
        // rows 5000…5007 are wholly visible, so the fling goes at most eight rows back: 4996.
        XCTAssertEqual(r.snappedTo, .item(4996))
        XCTAssertEqual(r.contentOffset, Point(x: 0, y: 4996 * 100 - 372))
    }

    /// Frames on the grid, an alignment area that is not: rows 159…163 and 161…163 end
    /// together, so aligning their ends needs the same offset, −3 — but with a 33 inset at an
    /// offset of 121.2 the area starts 32.999999999999986 into the viewport, and the first
    /// row's offset rounds to −2.999999999999986, past the second's −3.0. The sort puts row 1
    /// first; list order would not, so this query must sort.
    func test_areaOffTheGrid_sorts() {
        let rows = [SnapArea(frame: Rect(x: 0, y: 159, width: 100, height: 4)),
                    SnapArea(frame: Rect(x: 0, y: 161, width: 100, height: 2))]
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 166), contentSize: Size(width: 100, height: 1000),
                                      contentInsets: Insets(top: 33), contentOffset: Point(x: 0, y: 121.2))
        XCTAssertNil(OrderedAlignedOffsets(geometry: geometry, areas: SnapAreas(rows), axis: .vertical, fraction: 1))
        let snap = ScrollSnap(geometry: geometry, areas: rows, intent: .proposedOffset(Point(x: 0, y: -3)),
                              behavior: .viewAligned(align: .end, limit: .never))
        XCTAssertEqual(snap.resolve().snappedTo, .item(1))
        XCTAssertEqual(snap.resolve().contentOffset, Point(x: 0, y: -3))
    }

    /// `countInside` agrees with a scan, edges touching included.
    func test_countInside_matchesAScan() {
        // Starts and ends never decrease: a repeat, a zero-high row, a gap.
        let spans: [(Double, Double)] = [(0, 50), (0, 50), (50, 0), (50, 50), (100, 50), (100, 50), (150, 50), (300, 50)]
        let frames = spans.map { Rect(x: 0, y: $0.0, width: 10, height: $0.1) }
        let areas = SnapAreas(frames.map { SnapArea(frame: $0) })
        XCTAssertTrue(areas.alignedOrder(along: .vertical).isMonotone)
        for start in stride(from: -10.0, through: 320, by: 5) {
            for length in stride(from: 0.0, through: 200, by: 25) {
                let span = Span(start: start, length: length)
                XCTAssertEqual(areas.countInside(span, along: .vertical),
                               areas.count(where: { span.contains($0.frame.span(.vertical)) }), "\(span)")
            }
        }
    }

    /// The order claims: monotone frames keep their order at the start alignment, with one
    /// length, or on the grid; off the grid with lengths that differ, center and end sort.
    func test_alignedOrder_claimsOnlyWhatRoundingKeeps() {
        var grid = ItemOrder(axis: .vertical)
        for (y, h) in [(0.0, 10.0), (5, 20), (25.5, 0.25)] { grid.append(Rect(x: 0, y: y, width: 1, height: h)) }
        XCTAssertTrue(grid.aligned.keepsOrder(fraction: 0.5, areaStartInViewport: 47, areaLength: 763))
        XCTAssertFalse(grid.aligned.keepsOrder(fraction: 0.5, areaStartInViewport: 0.1, areaLength: 763))
        var rough = ItemOrder(axis: .vertical)
        for (y, h) in [(0.0, 1.0), (0.1, 0.9), (0.3, 0.7)] { rough.append(Rect(x: 0, y: y, width: 1, height: h)) }
        XCTAssertTrue(rough.isMonotone)
        XCTAssertTrue(rough.aligned.keepsOrder(fraction: 0, areaStartInViewport: 0.1, areaLength: 0.3))
        XCTAssertFalse(rough.aligned.keepsOrder(fraction: 1, areaStartInViewport: 0, areaLength: 100))
        var uniform = ItemOrder(axis: .vertical)
        for y in [0.1, 0.2, 0.3] { uniform.append(Rect(x: 0, y: y, width: 1, height: 1.0 / 3)) }
        XCTAssertTrue(uniform.aligned.keepsOrder(fraction: 1, areaStartInViewport: 0.7, areaLength: 100.3))
    }

    func test_isOnGrid_acceptsExactlyTheMultiplesOfAOneThousandTwentyFourthBelowTwoToTheForty() {
        let table: [(Double, Bool)] = [
            (0, true), (-0.0, true), (1, true), (-1, true), (0.5, true), (390.25, true), (1071.5, true),
            (1.0 / 1024, true), (-3.0 / 1024, true), (1.0 / 2048, false), (0.1, false), (1.0 / 3, false),
            (0x1p40 - 1, true), (0x1p40 - 1.0 / 1024, true), (0x1p40, false), (-0x1p40, false), (1e12, true), (2e12, false),
            (.nan, false), (.infinity, false), (-.infinity, false), (.leastNonzeroMagnitude, false),
        ]
        for (value, expected) in table {
            XCTAssertEqual(AlignedOrder.isOnGrid(value), expected, "\(value)")
        }
        // Against the definition, over many values: an integer count of 1/1024s, below 2^40.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double.random(in: -0x1p41...0x1p41, using: &generator) / Double(1 << Int.random(in: 0...12, using: &generator))
            let scaled = value * 1024
            let expected = value.magnitude < 0x1p40 && scaled.rounded(.towardZero) == scaled
            XCTAssertEqual(AlignedOrder.isOnGrid(value), expected, "\(value)")
            let gridValue = Double(Int64.random(in: -(1 << 49)...(1 << 49), using: &generator)) / 1024
            XCTAssertEqual(AlignedOrder.isOnGrid(gridValue), gridValue.magnitude < 0x1p40, "\(gridValue)")
        }
    }
}
