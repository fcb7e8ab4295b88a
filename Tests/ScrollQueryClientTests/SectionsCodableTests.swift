import Foundation
import ScrollQueryClient
import XCTest

/// Section lists through the Swift client: the request spelt as openapi.yaml's `Sections`,
/// section targets, and the visibility answer's pinned header.
final class SectionsCodableTests: XCTestCase {
    func test_sectionTarget_rowHeaderFooter() {
        assertRoundTrip(ScrollTarget.section(1, item: .row(1)), #"{"item":1,"section":1}"#)
        assertRoundTrip(ScrollTarget.section(1, item: .header), #"{"item":"header","section":1}"#)
        assertRoundTrip(ScrollTarget.section(2, item: .footer), #"{"item":"footer","section":2}"#)
        assertRoundTrip(ScrollTarget.section(0), #"{"section":0}"#)
    }

    func test_offsetRequest_fromAViewWithSections() {
        let view = ScrollView(
            viewport: Size(width: 390, height: 300),
            sections: [Section(header: 40, count: 12, itemHeight: 56), Section(header: 40, sizes: [56, nil], estimatedSize: 44)],
            pinnedHeaders: true)
        assertRoundTrip(
            ScrollOffsetRequest(view, target: .section(1, item: .row(1)), semantics: .flutter),
            #"{"pinnedHeaders":true,"sections":[{"count":12,"header":40,"itemHeight":56},{"estimatedSize":44,"header":40,"sizes":[56,null]}],"semantics":"flutter","target":{"item":1,"section":1},"viewport":{"height":300,"width":390}}"#)
    }

    func test_visibilityAnswer_pinnedHeaderAndCoveredItems() throws {
        let json = #"{"items":[{"id":12,"visibleFraction":0,"visibleRect":{"x":0,"y":690,"width":390,"height":22},"visible":false,"section":0,"item":11,"coveredByPinnedHeader":22}],"firstVisible":0,"lastVisible":14,"visibleCount":3,"pinnedHeader":{"section":0,"y":-18},"edges":{"atTop":false,"atBottom":false,"atLeading":true,"atTrailing":true,"nearTop":false,"nearBottom":false,"nearLeading":true,"nearTrailing":true,"distanceToTop":690,"distanceToBottom":730,"distanceToLeading":0,"distanceToTrailing":0}}"#
        let answer = try JSONDecoder().decode(VisibilityAnswer.self, from: Data(json.utf8))
        XCTAssertEqual(answer.pinnedHeader, PinnedHeader(section: 0, y: -18))
        XCTAssertEqual(answer.items.first?.item, .row(11))
        XCTAssertEqual(answer.items.first?.coveredByPinnedHeader, 22)
    }
}
