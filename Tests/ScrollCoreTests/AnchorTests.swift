import XCTest
import ScrollCore

final class AnchorTests: XCTestCase {
    // MARK: - AxisAnchor constants

    func test_axisAnchorStartCenterEnd_areFractionsZeroHalfOne() {
        XCTAssertEqual(AxisAnchor.start, .fraction(0))
        XCTAssertEqual(AxisAnchor.center, .fraction(0.5))
        XCTAssertEqual(AxisAnchor.end, .fraction(1))
        XCTAssertNotEqual(AxisAnchor.nearest, .fraction(0))
    }

    func test_nearestAnchor_isNearestOnBothAxes() {
        XCTAssertEqual(Anchor.nearest, Anchor(x: .nearest, y: .nearest))
    }

    func test_subscript_readsXOnHorizontal_andYOnVertical() {
        let anchor = Anchor(x: .nearest, y: .fraction(0.25))
        XCTAssertEqual(anchor[.horizontal], .nearest)
        XCTAssertEqual(anchor[.vertical], .fraction(0.25))
    }

    // MARK: - UnitPoint names (x = leading…trailing, y = top…bottom)

    func test_unitPointName_topLeading_isStartStart() {
        XCTAssertEqual(Anchor(unitPointName: "topLeading"), Anchor(x: .fraction(0), y: .fraction(0)))
    }

    func test_unitPointName_top_isCentreXStartY() {
        XCTAssertEqual(Anchor(unitPointName: "top"), Anchor(x: .fraction(0.5), y: .fraction(0)))
    }

    func test_unitPointName_topTrailing_isEndXStartY() {
        XCTAssertEqual(Anchor(unitPointName: "topTrailing"), Anchor(x: .fraction(1), y: .fraction(0)))
    }

    func test_unitPointName_leading_isStartXCentreY() {
        XCTAssertEqual(Anchor(unitPointName: "leading"), Anchor(x: .fraction(0), y: .fraction(0.5)))
    }

    func test_unitPointName_center_isCentreCentre() {
        XCTAssertEqual(Anchor(unitPointName: "center"), Anchor(x: .fraction(0.5), y: .fraction(0.5)))
    }

    func test_unitPointName_trailing_isEndXCentreY() {
        XCTAssertEqual(Anchor(unitPointName: "trailing"), Anchor(x: .fraction(1), y: .fraction(0.5)))
    }

    func test_unitPointName_bottomLeading_isStartXEndY() {
        XCTAssertEqual(Anchor(unitPointName: "bottomLeading"), Anchor(x: .fraction(0), y: .fraction(1)))
    }

    func test_unitPointName_bottom_isCentreXEndY() {
        XCTAssertEqual(Anchor(unitPointName: "bottom"), Anchor(x: .fraction(0.5), y: .fraction(1)))
    }

    func test_unitPointName_bottomTrailing_isEndEnd() {
        XCTAssertEqual(Anchor(unitPointName: "bottomTrailing"), Anchor(x: .fraction(1), y: .fraction(1)))
    }

    func test_unitPointName_returnsNil_forUnknownName() {
        XCTAssertNil(Anchor(unitPointName: "middle"))
        XCTAssertNil(Anchor(unitPointName: ""))
        XCTAssertNil(Anchor(unitPointName: "nearest"))
    }

    func test_unitPointName_returnsNil_forWrongCaseOrSpelling() {
        XCTAssertNil(Anchor(unitPointName: "Top"))
        XCTAssertNil(Anchor(unitPointName: "topleading"))
        XCTAssertNil(Anchor(unitPointName: "top-leading"))
    }

    func test_unitPointNames_listsTheNineNamesInUnitPointOrder() {
        XCTAssertEqual(Anchor.unitPointNames, [
            "topLeading", "top", "topTrailing", "leading", "center", "trailing",
            "bottomLeading", "bottom", "bottomTrailing",
        ])
    }

    func test_unitPointNames_eachResolve_toDistinctAnchors() {
        let anchors = Anchor.unitPointNames.compactMap { Anchor(unitPointName: $0) }
        XCTAssertEqual(anchors.count, 9)
        for (i, a) in anchors.enumerated() {
            for b in anchors[(i + 1)...] {
                XCTAssertNotEqual(a, b)
            }
        }
    }

    func test_staticUnitPoints_matchTheirNames() {
        XCTAssertEqual(Anchor(unitPointName: "topLeading"), .topLeading)
        XCTAssertEqual(Anchor(unitPointName: "top"), .top)
        XCTAssertEqual(Anchor(unitPointName: "topTrailing"), .topTrailing)
        XCTAssertEqual(Anchor(unitPointName: "leading"), .leading)
        XCTAssertEqual(Anchor(unitPointName: "center"), .center)
        XCTAssertEqual(Anchor(unitPointName: "trailing"), .trailing)
        XCTAssertEqual(Anchor(unitPointName: "bottomLeading"), .bottomLeading)
        XCTAssertEqual(Anchor(unitPointName: "bottom"), .bottom)
        XCTAssertEqual(Anchor(unitPointName: "bottomTrailing"), .bottomTrailing)
    }
}
