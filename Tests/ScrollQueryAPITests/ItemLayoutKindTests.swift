import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// `ItemLayout`'s accessors per kind of layout: each answers for its own kind only, whatever
/// the kinds before it, and the counts and estimates come from the layout that was sent.
final class ItemLayoutKindTests: XCTestCase {
    private struct Row {
        let member: String
        let kind: String
        let count: Int
        let estimatedCount: Int
    }

    private let rows = [
        Row(
            member: #""items":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":50}},{"id":"b","frame":{"x":0,"y":50,"width":300,"height":70}}]"#,
            kind: "items", count: 2, estimatedCount: 0),
        Row(member: #""stack":{"sizes":[10,20,30]}"#, kind: "stack", count: 3, estimatedCount: 0),
        Row(member: #""grid":{"count":6,"columns":3,"itemHeight":100}"#, kind: "grid", count: 6, estimatedCount: 0),
        Row(
            member: #""lanes":{"count":2,"sizes":[100,null,100],"estimatedSize":50}"#, kind: "lanes", count: 3,
            estimatedCount: 1),
        Row(
            member: #""sections":[{"header":40,"count":2,"itemHeight":56}]"#, kind: "sections", count: 3,
            estimatedCount: 0),
    ]

    func test_eachKind_answersItsOwnAccessorOnly_withItsCountAndEstimates() throws {
        for row in rows {
            let layout = try XCTUnwrap(decodeOK(request(row.member)), row.kind).scrollView.layout
            XCTAssertEqual(layout.stack != nil, row.kind == "stack", row.kind)
            XCTAssertEqual(layout.grid != nil, row.kind == "grid", row.kind)
            XCTAssertEqual(layout.lanes != nil, row.kind == "lanes", row.kind)
            XCTAssertEqual(layout.sections != nil, row.kind == "sections", row.kind)
            if case .explicit = layout.frames {
                XCTAssertEqual(row.kind, "items")
            } else {
                XCTAssertNotEqual(row.kind, "items")
            }
            XCTAssertEqual(layout.count, row.count, row.kind)
            XCTAssertEqual(layout.estimatedCount, row.estimatedCount, row.kind)
            XCTAssertEqual(layout.reportsEstimates, row.estimatedCount > 0, row.kind)
            XCTAssertEqual(
                (0..<row.count).filter(layout.frameIsEstimated).count > 0, row.estimatedCount > 0, row.kind)
        }
    }

    func test_items_framesAndDerivedContentSize_areTheSentFrames() throws {
        let layout = try XCTUnwrap(decodeOK(request(rows[0].member))).scrollView.layout
        let viewport = Size(width: 390, height: 844)
        XCTAssertEqual(
            layout.itemFrames(viewport: viewport, axis: .vertical).array,
            [Rect(x: 0, y: 0, width: 390, height: 50), Rect(x: 0, y: 50, width: 300, height: 70)])
        XCTAssertEqual(layout.contentSize(viewport: viewport), Size(width: 390, height: 120))
        let sized = layout.with(contentSize: Size(width: 1, height: 2))
        XCTAssertEqual(sized.contentSize(viewport: viewport), Size(width: 1, height: 2))
    }
}
