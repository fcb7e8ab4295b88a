import XCTest

@testable import ScrollQueryFuzzing

/// The 200 checks on worked answers: the README's chat example, then the same answer broken
/// one promise at a time.
final class ScrollOffsetInvariantsTests: XCTestCase {
    /// README: a message centred on a phone. Range y [-47, 2190]; ideal 1200 − 47 − 0.5·(763 − 120) = 831.5.
    private let request = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"contentInsets":{"top":47,"bottom":34},"items":[{"id":"msg-41","frame":{"x":0,"y":1200,"width":390,"height":120}}],"target":{"id":"msg-41"},"anchor":"center"}"#
    private let answer = #"{"contentOffset":{"x":0,"y":831.5},"idealOffset":{"x":0,"y":831.5},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":2190}},"visibleRect":{"x":0,"y":831.5,"width":390,"height":844},"targetRect":{"x":0,"y":1200,"width":390,"height":120}}"#

    private func violations(_ answer: String, request: String? = nil) throws -> [String] {
        ScrollOffsetInvariants.violations(
            of: try StrictJSONParser.parse(Array(answer.utf8)),
            request: try StrictJSONParser.parse(Array((request ?? self.request).utf8)))
    }

    private func assertFlags(_ answer: String, request: String? = nil, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try violations(answer, request: request)
        XCTAssert(found.contains { $0.contains(text) }, "expected “\(text)” in \(found)", file: file, line: line)
    }

    func test_readmeAnswer_keepsEveryPromise() throws {
        XCTAssertEqual(try violations(answer), [])
    }

    func test_offsetOutsideTheRange_isFlagged() throws {
        let past = answer.replacingOccurrences(of: #""contentOffset":{"x":0,"y":831.5}"#, with: #""contentOffset":{"x":0,"y":2200}"#)
            .replacingOccurrences(of: #""visibleRect":{"x":0,"y":831.5"#, with: #""visibleRect":{"x":0,"y":2200"#)
        try assertFlags(past, "y: contentOffset 2200.0 outside [-47.0, 2190.0]")
    }

    func test_clampedThatContradictsIdealAndRange_isFlagged() throws {
        try assertFlags(answer.replacingOccurrences(of: #""clamped":{"x":false,"y":false}"#, with: #""clamped":{"x":false,"y":true}"#),
            "y: clamped is true for idealOffset 831.5 and range [-47.0, 2190.0]")
    }

    func test_clampedOffsetNotAtTheBound_isFlagged() throws {
        // README: the point (40, 900) past the end is clamped to (0, 520); here y is left at 519.
        let pointRequest = #"{"viewport":{"width":320,"height":480},"contentSize":{"width":320,"height":1000},"target":{"point":{"x":40,"y":900}}}"#
        let clampedAnswer = #"{"contentOffset":{"x":0,"y":520},"idealOffset":{"x":40,"y":900},"clamped":{"x":true,"y":true},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":520}},"visibleRect":{"x":0,"y":520,"width":320,"height":480}}"#
        XCTAssertEqual(try violations(clampedAnswer, request: pointRequest), [])
        try assertFlags(clampedAnswer.replacingOccurrences(of: "\"y\":520,\"width\"", with: "\"y\":519,\"width\"")
                .replacingOccurrences(of: #""contentOffset":{"x":0,"y":520}"#, with: #""contentOffset":{"x":0,"y":519}"#),
            request: pointRequest, "y: clamped contentOffset 519.0 is not the bound 520.0")
    }

    func test_pixelGrid_allowsHalfAPixel_butNotMore() throws {
        // README at displayScale 3: ideal 118.3 rounds to 355/3 = 118.333…; half a pixel is 0.1666….
        let scaled = #"{"viewport":{"width":320,"height":480},"contentSize":{"width":320,"height":1000},"target":{"rect":{"x":0,"y":333.3,"width":320,"height":50}},"anchor":"center","displayScale":3}"#
        let rounded = #"{"contentOffset":{"x":0,"y":118.33333333333333},"idealOffset":{"x":0,"y":118.30000000000001},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":520}},"visibleRect":{"x":0,"y":118.33333333333333,"width":320,"height":480},"targetRect":{"x":0,"y":333.3,"width":320,"height":50}}"#
        XCTAssertEqual(try violations(rounded, request: scaled), [])
        try assertFlags(rounded.replacingOccurrences(of: "118.33333333333333", with: "118.5"), request: scaled,
            "more than half a pixel")
    }

    func test_visibleRectNotAtTheOffsetOrNotTheViewport_isFlagged() throws {
        try assertFlags(answer.replacingOccurrences(of: #""visibleRect":{"x":0,"y":831.5"#, with: #""visibleRect":{"x":0,"y":830"#),
            "visibleRect starts at 830.0")
        try assertFlags(answer.replacingOccurrences(of: #""width":390,"height":844}"#, with: #""width":390,"height":800}"#),
            "visibleRect.height 800.0 is not the viewport's 844.0")
    }

    func test_targetRectMustMatchTheKindOfTarget() throws {
        let withoutTargetRect = answer.replacingOccurrences(of: #","targetRect":{"x":0,"y":1200,"width":390,"height":120}"#, with: "")
        try assertFlags(withoutTargetRect, "targetRect is absent for a target with [\"id\"]")
    }

    func test_missingOrExtraMembers_areFlagged() throws {
        try assertFlags(#"{"contentOffset":{"x":0,"y":0}}"#, "expected")
        try assertFlags(answer.replacingOccurrences(of: #""x":0,"y":831.5},"idealOffset""#, with: #""x":0},"idealOffset""#),
            "schema shape")
    }

    func test_platformScrollPosition_answersFlutterComposeAndAndroidAlone() throws {
        // README, Flutter: item 1 at y 0 with a 50 pt top inset; ScrollPosition.pixels 50 is offset 0.
        let flutter = #"{"viewport":{"width":400,"height":800},"contentSize":{"width":400,"height":3000},"contentInsets":{"top":50,"bottom":30},"items":[{"id":1,"frame":{"x":0,"y":0,"width":400,"height":100}}],"target":{"id":1},"semantics":"flutter"}"#
        let platformAnswer = #"{"contentOffset":{"x":0,"y":0},"idealOffset":{"x":0,"y":0},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-50},"max":{"x":0,"y":2230}},"visibleRect":{"x":0,"y":0,"width":400,"height":800},"targetRect":{"x":0,"y":0,"width":400,"height":100},"platformScrollPosition":50}"#
        XCTAssertEqual(try violations(platformAnswer, request: flutter), [])
        try assertFlags(platformAnswer.replacingOccurrences(of: #","platformScrollPosition":50"#, with: ""), request: flutter,
            "platformScrollPosition is absent for semantics")
        try assertFlags(String(answer.dropLast()) + #","platformScrollPosition":50}"#, "platformScrollPosition is present")
    }
}
