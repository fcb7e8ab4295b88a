import XCTest
import ScrollCore

/// `PinnedHeader` (which header is stuck where, the push-out), the visibility of a list with
/// pinned headers, and which platform calls keep a target clear of one (`PinnedHeaderReveal`).
final class PinnedHeaderTests: XCTestCase {
    /// Contacts: 40-pt headers, 56-pt rows, 12 then 3 rows; section 0 spans 0–712, section 1
    /// 712–920.
    private let contacts = SectionLayoutTests.contacts.pinning(true)

    func test_pinnedHeader_sticksThenIsPushedOutByTheSectionEnd() {
        // (stick line, section, header top in content, top − line = viewport y with no inset)
        let cases: [(line: Double, section: Int, top: Double)] = [
            (0, 0, 0),  // at rest: section 0's header at its place, which is the top
            (300, 0, 300),  // stuck
            (672, 0, 672),  // its bottom meets the section's end (712 − 40)
            (690, 0, 672),  // pushed out: 18 above the top
            (711.5, 0, 672),  // 39.5 above: almost gone
            (712, 1, 712),  // section 1's header takes over
            (879, 1, 879),
            (900, 1, 880),  // pushed out by the end of the list (920 − 40)
        ]
        for (line, section, top) in cases {
            let pinned = PinnedHeader(stickLine: line, in: contacts)
            XCTAssertEqual(pinned, PinnedHeader(section: section, top: top, length: 40), "line \(line)")
        }
    }

    func test_pinnedHeaderClearance_isTheOwnSectionsHeader_forRowsAndFooters() {
        // Flat indices: 0 header 0, 1–12 rows of section 0, 13 header 1, 14–16 its rows.
        let cases: [(index: Int, clearance: Double)] = [
            (0, 0),  // a header is never cleared of itself
            (1, 40), (12, 40),  // rows of section 0
            (13, 0),  // section 1's header
            (16, 40),  // the last row
            (-1, 0), (17, 0),  // outside the list
        ]
        for (index, clearance) in cases {
            XCTAssertEqual(contacts.pinnedHeaderClearance(ofFlatIndex: index), clearance, "index \(index)")
        }
        XCTAssertEqual(SectionLayoutTests.contacts.pinnedHeaderClearance(ofFlatIndex: 5), 0, "headers that do not pin")
    }

    func test_noHeaderIsPinned_outsideTheSections_withoutPinning_orWithoutAHeader() {
        XCTAssertNil(PinnedHeader(stickLine: -10, in: contacts), "above the list (an inset, overscroll)")
        XCTAssertNil(PinnedHeader(stickLine: 920, in: contacts), "past its end")
        XCTAssertNil(PinnedHeader(stickLine: 300, in: SectionLayoutTests.contacts), "pinnedHeaders false")
        let headerless = SectionLayout(
            sections: [.init(header: nil, rows: StackLayout(axis: .vertical, uniformSize: 56, count: 3))],
            pinnedHeaders: true)
        XCTAssertNil(PinnedHeader(stickLine: 10, in: headerless))
    }

    func test_stickLine_isBelowTheTopInset() {
        // UIKit pins below the adjusted content inset: offset 250 with a 50-pt bar → line 300.
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 300), contentSize: Size(width: 390, height: 920),
            contentInsets: Insets(top: 50), contentOffset: Point(x: 0, y: 250))
        XCTAssertEqual(geometry.pinnedHeaderLine, 300)
    }

    func test_covered_isTheOverlapWithTheDrawnHeader() {
        let pinned = PinnedHeader(section: 0, top: 100, length: 40)  // drawn 100–140
        XCTAssertEqual(pinned.covered(Span(start: 100, length: 52)), 40)  // row 96–152 shown from 100
        XCTAssertEqual(pinned.covered(Span(start: 120, length: 56)), 20)
        XCTAssertEqual(pinned.covered(Span(start: 140, length: 56)), 0, "touching is not covering")
        XCTAssertEqual(pinned.covered(Span(start: 105, length: 10)), 10, "wholly behind it")
    }

    // MARK: - Visibility

    private func visibility(offset: Double, threshold: Double = 0.5) -> VisibilityResult {
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 300), contentSize: Size(width: 390, height: 920),
            contentOffset: Point(x: 0, y: offset))
        let frames = ItemFrames(contacts, crossSize: 390, axis: .vertical)
        return geometry.visibility(of: frames, sections: contacts, threshold: threshold)
    }

    func test_visibility_rowWhollyBehindTheHeader_isNeverVisible() {
        // Offset 60: header 0 drawn 60–100; row 0 (40–96) shows 60–96, all of it under the
        // header: fraction 0. Row 1 (96–152) loses 4: 52/56.
        let result = visibility(offset: 60)
        XCTAssertEqual(result.pinnedHeader, PinnedHeader(section: 0, top: 60, length: 40))
        let header = result.items[0]
        XCTAssertEqual(header.index, 0)
        assertRect(header.visibleRect, 0, 60, 390, 40)
        XCTAssertEqual(header.visibleFraction, 1)
        XCTAssertEqual(header.coveredByPinnedHeader, 0)
        let row0 = result.items[1]
        XCTAssertEqual(row0.index, 1)
        XCTAssertEqual(row0.coveredByPinnedHeader, 36)
        XCTAssertEqual(row0.visibleFraction, 0)
        XCTAssertFalse(row0.visible)
        let row1 = result.items[2]
        XCTAssertEqual(row1.coveredByPinnedHeader, 4)
        XCTAssertEqual(row1.visibleFraction, 52.0 / 56, accuracy: tolerance)
        XCTAssertTrue(row1.visible)
        // Visible: the header, then rows 1…: never row 0.
        XCTAssertEqual(result.firstVisible, 0)
        XCTAssertFalse(result.items.contains { $0.index == 1 && $0.visible })
        // Region 60–360: rows 1–5 (96…376; row 5 at 320–376 shows 40/56 ≥ ½).
        XCTAssertEqual(result.lastVisible, 6)
        XCTAssertEqual(result.visibleCount, 6)
    }

    func test_visibility_pushedOutHeader_isMeasuredWhereItIsDrawn() {
        // Offset 690: header 0 drawn 672–712 (18 of it above the viewport), section 1's header
        // at 712–752 below it. The header shows 22/40.
        let result = visibility(offset: 690)
        XCTAssertEqual(result.pinnedHeader, PinnedHeader(section: 0, top: 672, length: 40))
        XCTAssertEqual(result.items.first?.index, 0)
        XCTAssertEqual(result.items.first?.visibleFraction ?? -1, 22.0 / 40, accuracy: tolerance)
        // Row 11 (656–712) shows 690–712, all under the header: listed, fraction 0.
        let row11 = result.items.first { $0.index == 12 }
        XCTAssertEqual(row11?.coveredByPinnedHeader, 22)
        XCTAssertEqual(row11?.visibleFraction, 0)
        // Section 1's header (index 13) is not covered.
        XCTAssertEqual(result.items.first { $0.index == 13 }?.coveredByPinnedHeader, 0)
    }

    func test_visibility_withoutPinning_isThePlainAnswer() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 300), contentSize: Size(width: 390, height: 920),
            contentOffset: Point(x: 0, y: 60))
        let plain = SectionLayoutTests.contacts
        let frames = ItemFrames(plain, crossSize: 390, axis: .vertical)
        XCTAssertEqual(geometry.visibility(of: frames, sections: plain), geometry.visibility(of: frames))
    }

    // MARK: - Which calls keep a target clear of the header

    func test_revealsBelowPinnedHeader_perPlatform() {
        // PinnedHeaderReveal.swift cites each row.
        XCTAssertFalse(ScrollSemantics.css.revealsBelowPinnedHeader, "Chromium ignores sticky offsets")
        XCTAssertFalse(ScrollSemantics.uikit.revealsBelowPinnedHeader, "scrollToItem ignores pinned headers")
        XCTAssertFalse(ScrollSemantics.swiftui.revealsBelowPinnedHeader, "unverified")
        XCTAssertTrue(PlatformScrollCall.flutter(.ensureVisible(alignment: 0, alignmentPolicy: .explicit)).revealsBelowPinnedHeader)
        XCTAssertTrue(PlatformScrollCall.flutter(.showOnScreen).revealsBelowPinnedHeader)
        XCTAssertFalse(PlatformScrollCall.compose(.scrollToItem(scrollOffset: 0)).revealsBelowPinnedHeader)
        XCTAssertTrue(PlatformScrollCall.compose(.bringIntoView(spec: .default)).revealsBelowPinnedHeader)
        XCTAssertFalse(PlatformScrollCall.android(.scrollToPosition).revealsBelowPinnedHeader, "RecyclerView has none")
    }

    func test_flutterEnsureVisible_landsJustBelowTheHeader_composeScrollToItem_underIt() {
        // Kim: row 1 of section 1, at 808. Viewport 300 over a list 1520 long (range 0…1220).
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 300), contentSize: Size(width: 390, height: 1520))
        let kim = Rect(x: 0, y: 808, width: 390, height: 56)
        func rest(_ call: PlatformScrollCall, clearing: Bool) -> Double {
            let view = clearing ? geometry.clearing(pinnedHeader: 40) : geometry
            return view.scrollTo(PlatformScrollRequest(
                call: call, target: kim, margin: .zero,
                layout: PlatformLayout(orientation: .vertical, reverseLayout: false, direction: .ltr))).scroll.contentOffset.y
        }
        let ensure = PlatformScrollCall.flutter(.ensureVisible(alignment: 0, alignmentPolicy: .explicit))
        XCTAssertEqual(rest(ensure, clearing: true), 768)  // 808 − 40: Kim just below the header
        let scrollToItem = PlatformScrollCall.compose(.scrollToItem(scrollOffset: 0))
        XCTAssertEqual(rest(scrollToItem, clearing: true), 808, "scrollToItem ignores scroll padding: under the header")
    }

    // MARK: - A header as the target: where it is drawn (css)

    /// The conformance example: 4 sections of a 40-px header over 6 × 50-px rows, section s
    /// spanning 340·s … 340·(s + 1), in a 300 × 200 viewport.
    private let four = SectionLayout(
        sections: Array(repeating: .init(header: 40, rows: StackLayout(axis: .vertical, uniformSize: 50, count: 6)), count: 4),
        pinnedHeaders: true)

    func test_drawnHeader_isInTheFlowAbove_stuckWhileItsSectionPasses_pushedOutPast() {
        // Section 1 spans 340–680: top = max(340, min(L, 680 − 40)).
        let cases: [(line: Double, top: Double)] = [
            (0, 340),  // the line above the section: the header is in its place
            (340, 340),
            (500, 500),  // stuck at the line
            (640, 640),  // its bottom meets the section's end
            (660, 640),  // pushed out, 20 above the line
            (2000, 640),  // far past: stays at the end of its section
            (-50, 340),  // overscroll above the list
        ]
        for (line, top) in cases {
            XCTAssertEqual(
                PinnedHeader(section: 1, stickLine: line, in: four), PinnedHeader(section: 1, top: top, length: 40),
                "line \(line)")
        }
        XCTAssertNil(PinnedHeader(section: 1, stickLine: 500, in: four.pinning(false)))
        XCTAssertNil(PinnedHeader(section: 4, stickLine: 500, in: four), "no such section")
    }

    func test_cssHeaderTarget_alignsTheHeaderWhereItIsDrawn() {
        // At offset 500 section 1's header (flow 340–380) is drawn at 500–540. Chromium
        // (Tests/conformance): start 500, end 500 + 40 − 200 = 340, center 500 + 20 − 100 = 420;
        // from 660 it is pushed out to 640, and start answers 640.
        let frames = ItemFrames(four, crossSize: 300, axis: .vertical)
        let header = 7  // section 0's header, its 6 rows, then section 1's header
        XCTAssertEqual(frames[header], Rect(x: 0, y: 340, width: 300, height: 40))
        func offset(from y: Double, _ anchor: AxisAnchor) -> Double {
            let geometry = ScrollGeometry(
                viewport: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 1360),
                contentOffset: Point(x: 0, y: y))
            let drawn = geometry.drawnPinnedHeaderFrame(frames[header], index: header, in: four)
            return geometry.scrollTo(ScrollToRequest(
                target: .rect(drawn), anchor: Anchor(x: .nearest, y: anchor), semantics: .css)).contentOffset.y
        }
        XCTAssertEqual(offset(from: 500, .start), 500)
        XCTAssertEqual(offset(from: 500, .end), 340)
        XCTAssertEqual(offset(from: 500, .center), 420)
        XCTAssertEqual(offset(from: 660, .start), 640)
        XCTAssertEqual(offset(from: 0, .start), 340, "not stuck yet: its place in the flow")
    }

    func test_drawnHeaderFrame_leavesRowsFootersAndUnpinnedListsAlone() {
        let frames = ItemFrames(four, crossSize: 300, axis: .vertical)
        let geometry = ScrollGeometry(
            viewport: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 1360),
            contentInsets: Insets(top: 30), contentOffset: Point(x: 0, y: 470))
        // The stick line is below the inset: 470 + 30 = 500.
        XCTAssertEqual(geometry.drawnPinnedHeaderFrame(frames[7], index: 7, in: four).origin.y, 500)
        XCTAssertEqual(geometry.drawnPinnedHeaderFrame(frames[8], index: 8, in: four), frames[8], "a row")
        XCTAssertEqual(geometry.drawnPinnedHeaderFrame(frames[7], index: 7, in: four.pinning(false)), frames[7])
    }

    func test_alignsPinnedHeaderWhereDrawn_cssOnly() {
        XCTAssertTrue(ScrollSemantics.css.alignsPinnedHeaderWhereDrawn, "CSS Positioned Layout 3 §3.4, csswg-drafts#7930")
        XCTAssertFalse(ScrollSemantics.uikit.alignsPinnedHeaderWhereDrawn, "unverified")
        XCTAssertFalse(ScrollSemantics.swiftui.alignsPinnedHeaderWhereDrawn, "unverified")
    }
}
