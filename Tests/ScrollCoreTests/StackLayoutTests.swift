import XCTest
import ScrollCore

/// `StackLayout`: frames from running sums, worked out by hand; the content a stack spans;
/// estimates; uniform and spelt-out sizes agreeing to the bit; and `ItemFrames` over a stack.
final class StackLayoutTests: XCTestCase {
    /// `VStack(spacing: 20)` of five rows `.frame(height: 100)` in a 390-wide phone.
    private let rows = StackLayout(axis: .vertical, spacing: 20, uniformSize: 100, count: 5)

    func test_vertical_uniform_framesStepBySizePlusSpacing() {
        // y_i = 0 + (100·i + 20·i): 0, 120, 240, 360, 480.
        let frames = (0..<5).map { rows.frame(at: $0, crossSize: 390) }
        XCTAssertEqual(frames, [0, 120, 240, 360, 480].map { Rect(x: 0, y: $0, width: 390, height: 100) })
        XCTAssertEqual(rows.uniformSize, 100)
        XCTAssertTrue(rows.isMonotone)
        // 5·100 + 4·20 = 580 tall; as wide as the viewport.
        XCTAssertEqual(rows.contentSize(viewportCross: 390), Size(width: 390, height: 580))
    }

    func test_vertical_paddingAndSpacing_startAfterThePadding() {
        // Padding top 10, left 16, bottom 30, right 16; sizes 44, 60, 30; spacing 8.
        // y: 10; 10 + (44 + 8) = 62; 10 + (104 + 16) = 130. Cross: 390 − 32 = 358 at x = 16.
        let stack = StackLayout(
            axis: .vertical, spacing: 8, padding: Insets(top: 10, left: 16, bottom: 30, right: 16), sizes: [44, 60, 30])
        let cross = stack.resolvedCrossSize(viewportCross: 390)
        XCTAssertEqual(cross, 358)
        XCTAssertEqual(
            (0..<3).map { stack.frame(at: $0, crossSize: cross) },
            [Rect(x: 16, y: 10, width: 358, height: 44), Rect(x: 16, y: 62, width: 358, height: 60),
             Rect(x: 16, y: 130, width: 358, height: 30)])
        // 10 + (134 + 2·8) + 30 = 190 tall; the viewport's width (never less than the 32 of padding).
        XCTAssertEqual(stack.contentSize(viewportCross: 390), Size(width: 390, height: 190))
        XCTAssertEqual(stack.contentSize(viewportCross: 20), Size(width: 32, height: 190))
        XCTAssertEqual(stack.resolvedCrossSize(viewportCross: 20), 0)
    }

    func test_horizontal_swapsTheRoles() {
        // Cards 300 and 200 wide, spacing 10, padding left 20 and top 5, crossSize 150:
        // x 20 and 20 + (300 + 10) = 330; y 5; 150 tall.
        let stack = StackLayout(
            axis: .horizontal, spacing: 10, padding: Insets(top: 5, left: 20), crossSize: 150, sizes: [300, 200])
        let cross = stack.resolvedCrossSize(viewportCross: 844)
        XCTAssertEqual(cross, 150)
        XCTAssertEqual(
            [stack.frame(at: 0, crossSize: cross), stack.frame(at: 1, crossSize: cross)],
            [Rect(x: 20, y: 5, width: 300, height: 150), Rect(x: 330, y: 5, width: 200, height: 150)])
        // Width 20 + (500 + 10) + 0 = 530; height 150 + 5 + 0 = 155 (its own cross size).
        XCTAssertEqual(stack.contentSize(viewportCross: 844), Size(width: 530, height: 155))
    }

    func test_emptyStack_spansItsPadding() {
        let stack = StackLayout(axis: .vertical, spacing: 20, padding: Insets(top: 8, bottom: 12), uniformSize: 44, count: 0)
        XCTAssertEqual(stack.count, 0)
        XCTAssertEqual(stack.contentSize(viewportCross: 390), Size(width: 390, height: 20))
        XCTAssertEqual(stack.extent.lowest, 8)
    }

    func test_uniformAndSpeltOutSizes_giveTheSameFramesToTheBit() {
        // 0.1 has no exact multiples: the uniform stack keeps running sums like the list.
        for (size, spacing) in [(0.1, 0.0), (44.5, 8.0), (44, 0.3), (1.0 / 3, 2.0 / 3), (100, 20)] {
            let uniform = StackLayout(axis: .vertical, spacing: spacing, padding: Insets(top: 0.7), uniformSize: size, count: 1000)
            let list = StackLayout(
                axis: .vertical, spacing: spacing, padding: Insets(top: 0.7),
                sizes: [Double](repeating: size, count: 1000))
            for index in [0, 1, 2, 3, 10, 333, 998, 999] {
                XCTAssertEqual(
                    uniform.frame(at: index, crossSize: 390), list.frame(at: index, crossSize: 390), "\(size) at \(index)")
            }
            XCTAssertEqual(uniform.contentSize(viewportCross: 390), list.contentSize(viewportCross: 390), "\(size)")
            XCTAssertEqual(uniform.sizeList, list.sizeList)
        }
        // Exact multiples keep no arrays; others do.
        XCTAssertEqual(StackLayout(axis: .vertical, uniformSize: 44.5, count: 1_000_000).heapBytes, 0)
        XCTAssertGreaterThan(StackLayout(axis: .vertical, uniformSize: 0.1, count: 10).heapBytes, 0)
    }

    func test_runningSums_addLeftToRight() {
        // 0.1 + 0.2 = 0.30000000000000004: the third item starts where adding up puts it.
        let stack = StackLayout(axis: .vertical, sizes: [0.1, 0.2, 0.3])
        XCTAssertEqual(stack.start(at: 2), 0.1 + 0.2)
        XCTAssertEqual(stack.start(at: 3), 0.1 + 0.2 + 0.3)
    }

    func test_estimates_whichItemsAndWhichFrames() {
        // Item 1 estimated: its frame rests on an estimate, and so does every frame after it.
        let stack = StackLayout(axis: .vertical, sizes: [50, 80, 70], estimated: [false, true, false])
        XCTAssertEqual((0..<3).map(stack.isEstimated), [false, true, false])
        XCTAssertEqual((0..<3).map(stack.frameIsEstimated), [false, true, true])
        XCTAssertEqual(stack.estimatedCount, 1)
        XCTAssertEqual(stack.firstEstimated, 1)
        let all = StackLayout(axis: .vertical, uniformSize: 80, count: 4, estimated: true)
        XCTAssertEqual(all.estimatedCount, 4)
        XCTAssertEqual(all.firstEstimated, 0)
        let none = StackLayout(axis: .vertical, sizes: [1, 2])
        XCTAssertNil(none.firstEstimated)
        XCTAssertFalse(none.frameIsEstimated(1))
        // Flags shorter than the sizes: the rest are measured.
        let short = StackLayout(axis: .vertical, sizes: [1, 2, 3, 4], estimated: [false, true])
        XCTAssertEqual((0..<4).map(short.isEstimated), [false, true, false, false])
        XCTAssertFalse(short.isEstimated(99))
    }

    func test_negativeSpacing_foldsItemsBack_notMonotone() {
        // Sizes 5, spacing −10: starts 0, −5, −10 go backwards.
        let folded = StackLayout(axis: .vertical, spacing: -10, sizes: [5, 5, 5])
        XCTAssertFalse(folded.isMonotone)
        XCTAssertEqual(folded.extent.lowest, -10)
        XCTAssertEqual(folded.extent.highest, 5)
        XCTAssertEqual(folded.mainLength, -5)
        XCTAssertEqual(folded.contentSize(viewportCross: 10).height, 0)
        // Overlapping but still ordered: sizes 20, spacing −10.
        XCTAssertTrue(StackLayout(axis: .vertical, spacing: -10, uniformSize: 20, count: 3).isMonotone)
        XCTAssertFalse(StackLayout(axis: .vertical, spacing: -30, uniformSize: 20, count: 3).isMonotone)
    }

    // MARK: - ItemFrames over a stack

    func test_itemFrames_overAStack_areACollectionOfRects() {
        let frames = ItemFrames(rows, crossSize: 390, axis: .vertical)
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(Array(frames), (0..<5).map { rows.frame(at: $0, crossSize: 390) })
        XCTAssertEqual(frames[3], Rect(x: 0, y: 360, width: 390, height: 100))
        XCTAssertEqual(frames.stack, rows)
    }

    func test_candidates_overAStack_areTwoBinarySearches() {
        // Rows at 0, 120, 240, 360, 480 (100 tall): 250…500 meets rows 2 (240…340), 3 and 4.
        let frames = ItemFrames(rows, crossSize: 390, axis: .vertical)
        XCTAssertTrue(frames.isMonotone)
        XCTAssertEqual(frames.candidates(from: 250, to: 500), 2..<5)
        // The gap 101…119 between rows 0 and 1 meets none.
        XCTAssertEqual(frames.candidates(from: 101, to: 119), 1..<1)
        // Across the axis every item spans the same band: all are candidates.
        let across = ItemFrames(rows, crossSize: 390, axis: .horizontal)
        XCTAssertTrue(across.isMonotone)
        XCTAssertEqual(across.candidates(from: 10, to: 20), 0..<5)
        XCTAssertEqual(across.candidates(from: 391, to: 400), 5..<5)
    }

    func test_candidates_overAMillionRows_examineOnlyTheShownOnes() {
        let million = StackLayout(axis: .vertical, uniformSize: 10, count: 1_000_000)
        let frames = ItemFrames(million, crossSize: 390, axis: .vertical)
        // 5,000,000…5,000,844 meets rows 499,999 (ends at 5,000,000) through 500,084.
        XCTAssertEqual(frames.candidates(from: 5_000_000, to: 5_000_844), 499_999..<500_085)
    }

    func test_explicitFrames_trackOrderOnBothAxesAndTheirBounds() {
        let frames = ExplicitFrames([
            Rect(x: 0, y: 0, width: 100, height: 50),
            Rect(x: 120, y: 0, width: 100, height: 50),
            Rect(x: 0, y: 60, width: 100, height: 50),
        ])
        XCTAssertTrue(frames.isMonotone(along: .vertical))
        XCTAssertFalse(frames.isMonotone(along: .horizontal))
        XCTAssertEqual(frames.bounds, Size(width: 220, height: 110))
        let searched = ItemFrames(frames, axis: .vertical)
        XCTAssertEqual(searched.candidates(from: 55, to: 58), 2..<2)
        XCTAssertEqual(Array(searched), frames.rects)
    }
}
