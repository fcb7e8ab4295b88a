import Foundation
import ScrollQueryClient
import XCTest

/// `sections`, `pinnedHeaders`, the section target and visibility's section fields, as the spec
/// spells them.
final class SectionsCodableTests: XCTestCase {
    private let contacts = [Section(header: 40, count: 12, itemHeight: 56), Section(header: 40, count: 3, itemHeight: 56)]

    func testSection_eachField_isItsOwnKey() {
        let table: [(Section, String)] = [
            (Section(header: 40, count: 12, itemHeight: 56), #"{"count":12,"header":40,"itemHeight":56}"#),
            (Section(count: 3, estimatedSize: 44), #"{"count":3,"estimatedSize":44}"#),
            (Section(header: 0, sizes: [56, nil, 80], estimatedSize: 60, spacing: 1, footer: 20),
             #"{"estimatedSize":60,"footer":20,"header":0,"sizes":[56,null,80],"spacing":1}"#),
            (Section(), "{}"),
        ]
        for (section, json) in table { assertRoundTrip(section, json) }
    }

    func testScrollView_sendsSectionsAndPinnedHeaders() {
        assertRoundTrip(ScrollView(viewport: Size(width: 390, height: 300), sections: contacts, pinnedHeaders: true),
                        #"{"pinnedHeaders":true,"sections":[{"count":12,"header":40,"itemHeight":56},{"count":3,"header":40,"itemHeight":56}],"viewport":{"height":300,"width":390}}"#)
        assertRoundTrip(LayoutRequest(sections: contacts, pinnedHeaders: false),
                        #"{"pinnedHeaders":false,"sections":[{"count":12,"header":40,"itemHeight":56},{"count":3,"header":40,"itemHeight":56}]}"#)
        assertRoundTrip(LayoutRequest(sections: []), #"{"sections":[]}"#)
        assertRoundTrip(ScrollSnapRequest(viewport: Size(width: 1, height: 2), sections: [Section(count: 1, itemHeight: 5)],
                                          pinnedHeaders: true, motion: .delta(Point(x: 0, y: 3))),
                        #"{"delta":{"x":0,"y":3},"pinnedHeaders":true,"sections":[{"count":1,"itemHeight":5}],"viewport":{"height":2,"width":1}}"#)
        assertRoundTrip(ScrollViewChange(sections: [Section(count: 2, itemHeight: 5)], pinnedHeaders: false),
                        #"{"pinnedHeaders":false,"sections":[{"count":2,"itemHeight":5}]}"#)
    }

    func testTarget_section_isTheSectionAndItsPart() {
        let table: [(ScrollTarget, String)] = [
            (.section(1, item: 1), #"{"item":1,"section":1}"#),
            (.section(0), #"{"section":0}"#),
            (.section(2, item: .header), #"{"item":"header","section":2}"#),
            (.section(2, item: .footer), #"{"item":"footer","section":2}"#),
            (.section(3, item: .row(0)), #"{"item":0,"section":3}"#),
        ]
        for (target, json) in table { assertRoundTrip(target, json) }
        assertDecodes(#"{"section":1,"item":null}"#, ScrollTarget.section(1))
    }

    func testVisibilityAnswer_readsThePinnedHeaderAndEachItemsSectionFields() throws {
        // docs/sections.md: three contacts sections in a 100-point viewport at offset 690.
        let json = #"""
            {"items":[{"id":0,"visibleFraction":0.55,"visibleRect":{"x":0,"y":690,"width":390,"height":22},"visible":true,"section":0,"item":"header","coveredByPinnedHeader":0},
            {"id":12,"visibleFraction":0,"visibleRect":{"x":0,"y":690,"width":390,"height":22},"visible":false,"section":0,"item":11,"coveredByPinnedHeader":22}],
            "firstVisible":0,"lastVisible":14,"visibleCount":3,"pinnedHeader":{"section":0,"y":-18},
            "edges":{"atTop":false,"atBottom":false,"atLeading":true,"atTrailing":true,"nearTop":false,"nearBottom":false,"nearLeading":true,"nearTrailing":true,"distanceToTop":690,"distanceToBottom":730,"distanceToLeading":0,"distanceToTrailing":0}}
            """#
        let answer = try JSONDecoder().decode(VisibilityAnswer.self, from: Data(json.utf8))
        XCTAssertEqual(answer.pinnedHeader, PinnedHeader(section: 0, y: -18))
        XCTAssertEqual(answer.items.map(\.section), [0, 0])
        XCTAssertEqual(answer.items.map(\.item), [.header, .row(11)])
        XCTAssertEqual(answer.items.map(\.coveredByPinnedHeader), [0, 22])
    }

    func testVisibilityAnswer_withoutSections_hasNoSectionFields() throws {
        let json = #"{"items":[{"id":"a","visibleFraction":1,"visibleRect":{"x":0,"y":0,"width":1,"height":1},"visible":true}],"firstVisible":"a","lastVisible":"a","visibleCount":1,"pinnedHeader":null,"edges":{"atTop":true,"atBottom":true,"atLeading":true,"atTrailing":true,"nearTop":true,"nearBottom":true,"nearLeading":true,"nearTrailing":true,"distanceToTop":0,"distanceToBottom":0,"distanceToLeading":0,"distanceToTrailing":0}}"#
        let answer = try JSONDecoder().decode(VisibilityAnswer.self, from: Data(json.utf8))
        XCTAssertNil(answer.pinnedHeader)
        XCTAssertNil(answer.items[0].section)
        XCTAssertNil(answer.items[0].item)
        XCTAssertNil(answer.items[0].coveredByPinnedHeader)
    }
}
