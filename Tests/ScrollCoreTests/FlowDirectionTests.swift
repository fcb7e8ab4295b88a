import XCTest
import ScrollCore

/// `FlowDirection`: logical anchors, scroll origins and CSSOM scroll positions per writing
/// mode, with worked numbers on one fixture.
///
/// Fixture: viewport 200×100, content 1000×800, no insets; range x [0, 800], y [0, 700].
/// Target x [400, 450], y [300, 320], as Chromium 156 measured it for
/// `scrollIntoView({block: "start", inline: "start"})` in every writing mode and direction.
final class FlowDirectionTests: XCTestCase {
    private let range = ScrollRange(min: .zero, max: Point(x: 800, y: 700))
    private let target = Rect(x: 400, y: 300, width: 50, height: 20)

    private func startStart(_ flow: FlowDirection) -> Point {
        let geometry = ScrollGeometry(
            viewport: Size(width: 200, height: 100), contentSize: Size(width: 1000, height: 800),
            contentOffset: flow.scrollOrigin(in: range))
        let anchor = flow.physicalAnchor(block: .start, inline: .start)
        return geometry.scrollTo(ScrollToRequest(target: .rect(target), anchor: anchor, semantics: .css)).contentOffset
    }

    func test_blockStartInlineStart_eachWritingModeAndDirection_matchesChromium() {
        // Start on the left/top: the target's left/top edge meets the viewport's (400 / 300).
        // Start on the right: 450 − 200 = 250. Start at the bottom: 320 − 100 = 220.
        // Chromium's (physical) answers; its scrollLeft/scrollTop are these less the origin.
        let cases: [(WritingMode, TextDirection, Point, origin: Point)] = [
            (.horizontalTB, .ltr, Point(x: 400, y: 300), Point(x: 0, y: 0)),
            (.horizontalTB, .rtl, Point(x: 250, y: 300), Point(x: 800, y: 0)),
            (.verticalRL, .ltr, Point(x: 250, y: 300), Point(x: 800, y: 0)),
            (.verticalRL, .rtl, Point(x: 250, y: 220), Point(x: 800, y: 700)),
            (.verticalLR, .ltr, Point(x: 400, y: 300), Point(x: 0, y: 0)),
            (.verticalLR, .rtl, Point(x: 400, y: 220), Point(x: 0, y: 700)),
            (.sidewaysRL, .ltr, Point(x: 250, y: 300), Point(x: 800, y: 0)),
            (.sidewaysRL, .rtl, Point(x: 250, y: 220), Point(x: 800, y: 700)),
            (.sidewaysLR, .ltr, Point(x: 400, y: 220), Point(x: 0, y: 700)),
            (.sidewaysLR, .rtl, Point(x: 400, y: 300), Point(x: 0, y: 0)),
        ]
        for (mode, direction, expected, origin) in cases {
            let flow = FlowDirection(writingMode: mode, direction: direction)
            XCTAssertEqual(startStart(flow), expected, "\(mode) \(direction)")
            XCTAssertEqual(flow.scrollOrigin(in: range), origin, "\(mode) \(direction)")
        }
    }

    func test_scrollPosition_isZeroAtTheOrigin_andNegativeTowardTheEndOfAReversedAxis() {
        // vertical-rl rtl: origin (800, 700); offset (250, 220) → (250 − 800, 220 − 700).
        let flow = FlowDirection(writingMode: .verticalRL, direction: .rtl)
        XCTAssertEqual(flow.scrollPosition(of: Point(x: 250, y: 220), in: range), Point(x: -550, y: -480))
        XCTAssertEqual(FlowDirection.standard.scrollPosition(of: Point(x: 250, y: 220), in: range), Point(x: 250, y: 220))
    }

    func test_physicalAnchor_verticalRL_blockIsXFromTheRight_inlineIsYFromTheTop() {
        let anchor = FlowDirection(writingMode: .verticalRL).physicalAnchor(block: .fraction(0.25), inline: .end)
        XCTAssertEqual(anchor, Anchor(x: .fraction(0.75), y: .end))
    }

    func test_physicalAnchor_nearestStaysNearest_inEveryFlow() {
        for mode in WritingMode.allCases {
            for direction in TextDirection.allCases {
                let flow = FlowDirection(writingMode: mode, direction: direction)
                XCTAssertEqual(flow.physicalAnchor(block: .nearest, inline: .nearest), .nearest)
            }
        }
    }

    func test_cssDefaultAnchor_isLogical_blockStartInlineNearest() {
        // horizontal-tb ltr keeps today's {x: nearest, y: start}; vertical-rl puts block-start
        // on the right: x end, y nearest.
        XCTAssertEqual(ScrollSemantics.css.defaultAnchor(in: .standard), Anchor(x: .nearest, y: .start))
        XCTAssertEqual(
            ScrollSemantics.css.defaultAnchor(in: FlowDirection(writingMode: .verticalRL)), Anchor(x: .end, y: .nearest))
        XCTAssertEqual(ScrollSemantics.swiftui.defaultAnchor(in: FlowDirection(direction: .rtl)), .nearest)
    }

    func test_unitPointsAndEdges_mirrorHorizontally() {
        XCTAssertEqual(Anchor.leading.mirroredHorizontally, Anchor.trailing)
        XCTAssertEqual(Anchor.topLeading.mirroredHorizontally, Anchor.topTrailing)
        XCTAssertEqual(Anchor.center.mirroredHorizontally, Anchor.center)
        XCTAssertEqual(ContentEdge.bottomLeading.mirrored, .bottomTrailing)
        XCTAssertEqual(ContentEdge.top.mirrored, .top)
    }
}
