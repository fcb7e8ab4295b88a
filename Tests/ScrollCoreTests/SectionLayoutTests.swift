import XCTest
import ScrollCore

/// `SectionLayout`: the flat index (header, rows, footer per section, absent parts taking no
/// index), section frames from the prefix sums, worked by hand; `ItemFrames` over sections.
final class SectionLayoutTests: XCTestCase {
    /// The contacts list: sections of 40-pt headers over 56-pt rows, 12 rows then 3.
    static let contacts = SectionLayout(sections: [
        .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 12)),
        .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 3)),
    ])

    /// A settings page: a header and a footer, then a section with neither, then rows of
    /// their own sizes with 8 pt between them.
    static let settings = SectionLayout(sections: [
        .init(header: 30, rows: StackLayout(axis: .vertical, uniformSize: 44, count: 2), footer: 20),
        .init(header: nil, rows: StackLayout(axis: .vertical, uniformSize: 44, count: 1)),
        .init(header: 30, rows: StackLayout(axis: .vertical, spacing: 8, sizes: [60, 80])),
    ])

    func test_contacts_flatIndexCountsEachHeaderThenItsRows() {
        let list = Self.contacts
        // 1 + 12 + 1 + 3 = 17 flat indices; section 1's header is index 13.
        XCTAssertEqual(list.count, 17)
        XCTAssertEqual(list.position(ofFlatIndex: 0), .init(section: 0, .header))
        XCTAssertEqual(list.position(ofFlatIndex: 1), .init(section: 0, .row(0)))
        XCTAssertEqual(list.position(ofFlatIndex: 12), .init(section: 0, .row(11)))
        XCTAssertEqual(list.position(ofFlatIndex: 13), .init(section: 1, .header))
        XCTAssertEqual(list.position(ofFlatIndex: 16), .init(section: 1, .row(2)))
        XCTAssertNil(list.position(ofFlatIndex: 17))
        XCTAssertNil(list.position(ofFlatIndex: -1))
        XCTAssertEqual(list.flatIndex(section: 1, .header), 13)
        XCTAssertEqual(list.flatIndex(section: 1, .row(2)), 16)
        XCTAssertNil(list.flatIndex(section: 1, .row(3)), "past the section")
        XCTAssertNil(list.flatIndex(section: 1, .footer), "no footer")
        XCTAssertNil(list.flatIndex(section: 2, .header), "no such section")
    }

    func test_contacts_framesFollowThePrefixSums() {
        let list = Self.contacts
        // Section 0: header 0…40, rows at 40 + 56·j; ends at 40 + 672 = 712.
        // Section 1: header 712…752, rows at 752, 808, 864; ends at 920.
        assertRect(list.frame(at: 0, crossSize: 390), 0, 0, 390, 40)
        assertRect(list.frame(at: 1, crossSize: 390), 0, 40, 390, 56)
        assertRect(list.frame(at: 12, crossSize: 390), 0, 656, 390, 56)
        assertRect(list.frame(at: 13, crossSize: 390), 0, 712, 390, 40)
        assertRect(list.frame(at: 16, crossSize: 390), 0, 864, 390, 56)
        XCTAssertEqual(list.start(ofSection: 1), 712)
        XCTAssertEqual(list.end(ofSection: 1), 920)
        XCTAssertEqual(list.length, 920)
        XCTAssertEqual(list.contentSize(viewportCross: 390), Size(width: 390, height: 920))
    }

    func test_settings_absentHeadersAndFootersTakeNoIndex() {
        let list = Self.settings
        // Section 0: header 0, rows 1–2, footer 3; section 1: row 4; section 2: header 5, rows 6–7.
        XCTAssertEqual(list.count, 8)
        let parts = (0..<8).map { list.position(ofFlatIndex: $0) }
        XCTAssertEqual(parts, [
            .init(section: 0, .header), .init(section: 0, .row(0)), .init(section: 0, .row(1)),
            .init(section: 0, .footer), .init(section: 1, .row(0)), .init(section: 2, .header),
            .init(section: 2, .row(0)), .init(section: 2, .row(1)),
        ])
        // y: header 0–30, rows 30 and 74, footer 118–138; section 1's row 138–182; section 2's
        // header 182–212, rows 212 and 212 + 60 + 8 = 280 (80 tall): the list ends at 360.
        let ys = (0..<8).map { list.frame(at: $0, crossSize: 100).origin.y }
        XCTAssertEqual(ys, [0, 30, 74, 118, 138, 182, 212, 280])
        XCTAssertEqual(list.length, 360)
        XCTAssertEqual(list.flatIndex(section: 0, .footer), 3)
        XCTAssertNil(list.flatIndex(section: 1, .header))
    }

    func test_sectionContaining_isHalfOpenAndSkipsEmptySections() {
        let list = SectionLayout(sections: [
            .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 1)),  // 0–96
            .init(header: nil, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 0)),  // empty at 96
            .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 1)),  // 96–192
        ])
        XCTAssertEqual(list.section(containing: 0), 0)
        XCTAssertEqual(list.section(containing: 95.5), 0)
        XCTAssertEqual(list.section(containing: 96), 2, "the empty section holds no y")
        XCTAssertNil(list.section(containing: -1))
        XCTAssertNil(list.section(containing: 192))
        // Flat: header 0, row 1, (nothing), header 2, row 3.
        XCTAssertEqual(list.position(ofFlatIndex: 2), .init(section: 2, .header))
    }

    func test_estimatedRows_markEveryFrameFromTheFirstOn() {
        // Section 1's second row is estimated (flat index 1 + 2 + 1 + 1 = 5).
        let list = SectionLayout(sections: [
            .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 2)),
            .init(header: 40, rows: StackLayout(axis: .vertical, sizes: [56, 56, 56], estimated: [false, true, false])),
        ])
        XCTAssertEqual(list.firstEstimated, 5)
        XCTAssertEqual((0..<8).map(list.frameIsEstimated), [false, false, false, false, false, true, true, true])
        XCTAssertEqual(list.estimatedCount, 1)
    }

    func test_itemFrames_overSections_searchesByBinarySearch() {
        let frames = ItemFrames(Self.contacts, crossSize: 390, axis: .vertical)
        XCTAssertEqual(frames.count, 17)
        XCTAssertTrue(frames.isMonotone)
        // [700, 760] meets row 11 (656–712), header 1 (712–752) and row 0 of section 1 (752–808).
        XCTAssertEqual(frames.candidates(from: 700, to: 760), 12..<15)
        XCTAssertEqual(frames.sections, Self.contacts)
    }
}
