import HTTPServer
import ScrollCore
import XCTest

@testable import ScrollQueryAPI

final class ScrollOffsetRequestDecoderTests: XCTestCase {
    // MARK: - Every field

    func test_decode_everyField_isReadIntoTheQuery() {
        let json = #"""
            {"viewport":{"width":390,"height":844},
             "contentSize":{"width":400,"height":2000.5},
             "contentInsets":{"top":47,"left":-1,"bottom":34,"right":2},
             "scrollPadding":{"top":3,"left":4,"bottom":5,"right":6},
             "contentOffset":{"x":7,"y":-8.5},
             "items":[{"id":"row-0","frame":{"x":0,"y":0,"width":390,"height":100}},
                      {"id":7,"frame":{"x":-1,"y":100,"width":390,"height":50.5}}],
             "target":{"id":7},
             "anchor":"bottomTrailing",
             "margin":{"top":-1,"left":2,"bottom":3,"right":4},
             "semantics":"uikit",
             "displayScale":3}
            """#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.scrollView.geometry.contentSize, Size(width: 400, height: 2000.5))
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 47, left: -1, bottom: 34, right: 2))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 3, left: 4, bottom: 5, right: 6))
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 7, y: -8.5))
        XCTAssertEqual(
            query.scrollView.itemFrames,
            [Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: -1, y: 100, width: 390, height: 50.5)])
        XCTAssertEqual(query.scrollView.itemIDs.ids, [.string("row-0"), .integer(7)])
        XCTAssertEqual(query.target, .id(.integer(7)))
        XCTAssertEqual(query.anchor, Anchor(x: .fraction(1), y: .fraction(1)))
        XCTAssertEqual(query.margin, Insets(top: -1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(query.semantics, .uikit)
        XCTAssertEqual(query.pixelGrid, PixelGrid(scale: 3))
    }

    func test_decode_keysSpelledWithEscapes_areTheSameKeys() {
        let json = #"{"\u0076iewport":{"width":390,"h\u0065ight":844},"contentSize":{"width":1,"height":1},"t\u0061rget":{"\u0065dge":"b\u006Fttom"}}"#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.target, .edge(.bottom))
    }

    func test_decode_keySpelledTwiceWithAnEscape_isDuplicateKey() {
        let json = object(viewportMember, contentSizeMember, indexTargetMember, #""\u0076iewport":{"width":1,"height":1}"#)
        XCTAssertEqual(decodeFailure(json), badRequest("duplicate_key", #"duplicate key "viewport""#, at: "/viewport"))
    }

    func test_decode_whitespaceEverywhere_isAccepted() {
        let json = " \n{ \"viewport\" : { \"width\" : 390 ,\t\"height\" : 844 } ,\r\n \"contentSize\":{\"width\":1 , \"height\":1},"
            + " \"items\" : [ { \"id\" : \"a\" , \"frame\" : { \"x\" : 0 , \"y\" : 1 , \"width\" : 2 , \"height\" : 3 } } ] ,"
            + " \"target\" : { \"id\" : \"a\" } , \"anchor\" : { \"x\" : \"nearest\" , \"y\" : 0.5 } } \n"
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.itemFrames, [Rect(x: 0, y: 1, width: 2, height: 3)])
        XCTAssertEqual(query.anchor, Anchor(x: .nearest, y: .fraction(0.5)))
    }

    func test_decode_manyItems_keepTheirOrderAndIds() {
        let items = (0..<100).map { #"{"id":\#($0),"frame":{"x":0,"y":\#($0 * 10),"width":1,"height":10}}"# }
        guard let query = decodeOK(request("\"items\":[" + items.joined(separator: ",") + "]")) else { return }
        XCTAssertEqual(query.scrollView.itemFrames.count, 100)
        XCTAssertEqual(query.scrollView.itemFrames[99], Rect(x: 0, y: 990, width: 1, height: 10))
        XCTAssertEqual(query.scrollView.itemIDs.ids, (0..<100).map { .integer(Int64($0)) })
        XCTAssertEqual(query.scrollView.itemIDs.index(of: .integer(73)), 73)
    }

    func test_decode_membersInAnyOrder_giveTheSameQuery() {
        let json = #"{"semantics":"css","target":{"index":0},"contentSize":{"height":2000,"width":390},"viewport":{"height":844,"width":390}}"#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.scrollView.geometry.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(query.semantics, .css)
    }

    // MARK: - Defaults and null

    func test_decode_minimalRequest_usesDocumentedDefaults() {
        guard let query = decodeOK(request()) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 0, left: 0, bottom: 0, right: 0))
        // No contentOffset: the range minimum, which is (0, 0) without insets.
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(query.scrollView.itemFrames, [])
        XCTAssertEqual(query.scrollView.itemIDs.ids, [])
        XCTAssertEqual(query.target, .index(0))
        XCTAssertNil(query.anchor)
        XCTAssertEqual(query.margin, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.semantics, .swiftui)
        XCTAssertNil(query.pixelGrid)
    }

    func test_decode_absentContentOffsetWithInsets_defaultsToMinusTheLeadingInsets() {
        guard let query = decodeOK(request(#""contentInsets":{"top":47,"left":10}"#)) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: -10, y: -47))
    }

    func test_decode_insetsWithSomeSides_defaultTheOthersToZero() {
        guard let query = decodeOK(request(#""contentInsets":{"bottom":34}"#, #""margin":{"left":5}"#)) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(query.margin, Insets(top: 0, left: 5, bottom: 0, right: 0))
    }

    func test_decode_nullForEveryOptionalField_meansAbsent() {
        let json = request(
            #""contentInsets":null"#, #""scrollPadding":null"#, #""contentOffset":null"#, #""items":null"#,
            #""anchor":null"#, #""margin":null"#, #""semantics":null"#, #""displayScale":null"#)
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(query.scrollView.itemFrames, [])
        XCTAssertNil(query.anchor)
        XCTAssertEqual(query.margin, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.semantics, .swiftui)
        XCTAssertNil(query.pixelGrid)
    }

    func test_decode_nullInsetSide_meansZero() {
        guard let query = decodeOK(request(#""contentInsets":{"top":null,"left":5}"#)) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 5, bottom: 0, right: 0))
    }

    func test_decode_nullTargetKindBesideAnother_isIgnored() {
        guard let query = decodeOK(request(target: #"{"id":null,"index":2,"edge":null}"#)) else { return }
        XCTAssertEqual(query.target, .index(2))
    }

    func test_decode_nullAnchorAxis_takesTheSemanticsDefault() {
        guard let query = decodeOK(request(#""anchor":{"x":null,"y":0.25}"#)) else { return }
        XCTAssertEqual(query.anchor, Anchor(x: .nearest, y: .fraction(0.25)))
    }

    func test_decode_nullForARequiredField_isMissing() {
        let error = decodeFailure(object(#""viewport":null"#, contentSizeMember, indexTargetMember))
        XCTAssertEqual(error, badRequest("missing_field", "viewport is required", at: "/viewport"))
    }

    // MARK: - Targets

    func test_decode_targetKinds_eachMapToTheirReference() {
        XCTAssertEqual(decodeOK(request(target: #"{"id":"row-7"}"#))?.target, .id(.string("row-7")))
        XCTAssertEqual(decodeOK(request(target: #"{"id":-3}"#))?.target, .id(.integer(-3)))
        XCTAssertEqual(decodeOK(request(target: #"{"index":12}"#))?.target, .index(12))
        XCTAssertEqual(decodeOK(request(target: #"{"edge":"bottomLeading"}"#))?.target, .edge(.bottomLeading))
        XCTAssertEqual(
            decodeOK(request(target: #"{"rect":{"x":1,"y":2,"width":3,"height":0}}"#))?.target,
            .rect(Rect(x: 1, y: 2, width: 3, height: 0)))
        XCTAssertEqual(
            decodeOK(request(target: #"{"point":{"x":-5.5,"y":1e3}}"#))?.target, .point(Point(x: -5.5, y: 1000)))
    }

    func test_decode_everyEdgeName_isAccepted() {
        let edges: [(String, ContentEdge)] = [
            ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
            ("center", .center), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
            ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ]
        for (name, edge) in edges {
            XCTAssertEqual(decodeOK(request(target: "{\"edge\":\"\(name)\"}"))?.target, .edge(edge), name)
        }
    }

    func test_decode_integralIndexSpelledAsFractionOrExponent_isAnInteger() {
        XCTAssertEqual(decodeOK(request(target: #"{"index":3.0}"#))?.target, .index(3))
        XCTAssertEqual(decodeOK(request(target: #"{"index":3e0}"#))?.target, .index(3))
        XCTAssertEqual(decodeOK(request(target: #"{"index":-0}"#))?.target, .index(0))
    }

    func test_decode_negativeIndex_isKeptForTheHandlerToReportNotFound() {
        XCTAssertEqual(decodeOK(request(target: #"{"index":-1}"#))?.target, .index(-1))
    }

    func test_decode_integralIdSpelledAsFraction_isTheSameInteger() {
        XCTAssertEqual(decodeOK(request(target: #"{"id":7.0}"#))?.target, .id(.integer(7)))
    }

    func test_decode_idAtTwoToTheFiftyThird_isAccepted() {
        XCTAssertEqual(
            decodeOK(request(target: #"{"id":9007199254740992}"#))?.target, .id(.integer(9_007_199_254_740_992)))
        XCTAssertEqual(
            decodeOK(request(target: #"{"id":-9007199254740992}"#))?.target, .id(.integer(-9_007_199_254_740_992)))
    }

    func test_decode_stringAndIntegerIdsWithTheSameDigits_areDistinct() {
        let items = #""items":[{"id":"1","frame":{"x":0,"y":0,"width":1,"height":1}},{"id":1,"frame":{"x":0,"y":1,"width":1,"height":1}}]"#
        XCTAssertEqual(decodeOK(request(items))?.scrollView.itemIDs.ids, [.string("1"), .integer(1)])
    }

    // MARK: - Anchors

    func test_decode_everyUnitPointName_isItsFractions() {
        let names: [(String, Double, Double)] = [
            ("topLeading", 0, 0), ("top", 0.5, 0), ("topTrailing", 1, 0),
            ("leading", 0, 0.5), ("center", 0.5, 0.5), ("trailing", 1, 0.5),
            ("bottomLeading", 0, 1), ("bottom", 0.5, 1), ("bottomTrailing", 1, 1),
        ]
        for (name, x, y) in names {
            XCTAssertEqual(
                decodeOK(request("\"anchor\":\"\(name)\""))?.anchor, Anchor(x: .fraction(x), y: .fraction(y)), name)
        }
    }

    func test_decode_anchorNearest_isNearestOnBothAxes() {
        XCTAssertEqual(decodeOK(request(#""anchor":"nearest""#))?.anchor, Anchor(x: .nearest, y: .nearest))
    }

    func test_decode_numericAnchorObject_keepsBothFractions() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":0.25,"y":-2}"#))?.anchor, Anchor(x: .fraction(0.25), y: .fraction(-2)))
    }

    func test_decode_anchorObjectWithNearestAxis_mixesForms() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":"nearest","y":1}"#))?.anchor, Anchor(x: .nearest, y: .fraction(1)))
    }

    func test_decode_anchorObjectMissingYUnderSwiftUI_defaultsYToNearest() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":0.25}"#))?.anchor, Anchor(x: .fraction(0.25), y: .nearest))
    }

    func test_decode_anchorObjectMissingYUnderUIKit_defaultsYToNearest() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":0.25}"#, #""semantics":"uikit""#))?.anchor,
            Anchor(x: .fraction(0.25), y: .nearest))
    }

    func test_decode_anchorObjectMissingYUnderCSS_defaultsYToBlockStart() {
        // The anchor comes before semantics in the document; the default must still be CSS's.
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":0.25}"#, #""semantics":"css""#))?.anchor,
            Anchor(x: .fraction(0.25), y: .fraction(0)))
    }

    func test_decode_anchorObjectMissingXUnderCSS_defaultsXToNearest() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"y":0.75}"#, #""semantics":"css""#))?.anchor,
            Anchor(x: .nearest, y: .fraction(0.75)))
    }

    func test_decode_emptyAnchorObjectUnderCSS_isTheCSSDefault() {
        XCTAssertEqual(
            decodeOK(request(#""semantics":"css""#, #""anchor":{}"#))?.anchor, Anchor(x: .nearest, y: .fraction(0)))
    }

    func test_decode_anchorAtItsLimits_isAccepted() {
        XCTAssertEqual(
            decodeOK(request(#""anchor":{"x":1000000,"y":-1000000}"#))?.anchor,
            Anchor(x: .fraction(1_000_000), y: .fraction(-1_000_000)))
    }

    // MARK: - Number bounds that are accepted

    func test_decode_valuesOnTheBounds_areAccepted() {
        let json = object(
            #""viewport":{"width":1e-300,"height":1e12}"#, #""contentSize":{"width":0,"height":1e12}"#,
            #""contentInsets":{"top":-1e12,"bottom":1e12}"#, #""scrollPadding":{"left":0}"#,
            #""target":{"point":{"x":-1e12,"y":1e12}}"#, #""displayScale":1e-300"#)
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 1e-300, height: 1e12))
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: -1e12, left: 0, bottom: 1e12, right: 0))
        XCTAssertEqual(query.pixelGrid, PixelGrid(scale: 1e-300))
    }

    func test_decode_negativeMarginAndInsets_areAccepted() {
        guard let query = decodeOK(request(#""margin":{"top":-10}"#, #""contentInsets":{"left":-3}"#)) else { return }
        XCTAssertEqual(query.margin.top, -10)
        XCTAssertEqual(query.scrollView.geometry.contentInsets.left, -3)
    }

    // MARK: - empty_body

    func test_decode_emptyBody_isEmptyBody() {
        XCTAssertEqual(
            decodeFailure([]), badRequest("empty_body", "request body is empty; send a JSON object", at: ""))
    }

    func test_decode_whitespaceOnlyBody_isEmptyBody() {
        XCTAssertEqual(decodeFailure(" \t\r\n")?.code, "empty_body")
        XCTAssertEqual(decodeFailure(" \t\r\n")?.status, 400)
    }

    // MARK: - invalid_json

    func test_decode_truncatedBody_isInvalidJSONWithPointerToTheMissingValue() {
        // `{"viewport":` is 12 bytes; the value is missing at byte 12.
        XCTAssertEqual(
            decodeFailure(#"{"viewport":"#),
            badRequest("invalid_json", "unexpected end of input, expected a value at byte 12", at: "/viewport"))
    }

    func test_decode_trailingCommaInsideAnItem_isInvalidJSONPointingAtTheItemsFrame() {
        let json = request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1,}}]"#)
        let error = decodeFailure(json)
        XCTAssertEqual(error?.status, 400)
        XCTAssertEqual(error?.code, "invalid_json")
        XCTAssertEqual(error?.pointer, "/items/0/frame")
    }

    func test_decode_invalidUTF8_isInvalidJSON() {
        let error = decodeFailure([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        XCTAssertEqual(error?.code, "invalid_json")
        XCTAssertEqual(error?.pointer, "")
    }

    func test_decode_invalidUTF8InAnEnumValue_isInvalidJSONNotInvalidEnum() {
        // {…,"semantics":"<FF>"}
        let error = decodeFailure(utf8(String(request().dropLast()) + #","semantics":""#) + [0xFF, 0x22, 0x7D])
        XCTAssertEqual(error?.code, "invalid_json")
        XCTAssertEqual(error?.pointer, "/semantics")
    }

    func test_decode_invalidUTF8InAStringId_isInvalidJSON() {
        // {…,"items":[{"id":"<C0 80>","frame":…}]}: an overlong NUL.
        let body = utf8(String(request().dropLast()) + #","items":[{"id":""#) + [0xC0, 0x80]
            + utf8(#"","frame":{"x":0,"y":0,"width":1,"height":1}}]}"#)
        XCTAssertEqual(decodeFailure(body)?.code, "invalid_json")
        XCTAssertEqual(decodeFailure(body)?.pointer, "/items/0/id")
    }

    func test_decode_twoDocuments_isInvalidJSON() {
        let error = decodeFailure("{} {}")
        XCTAssertEqual(
            error, badRequest("invalid_json", "unexpected data after the JSON value at byte 3", at: ""))
    }

    func test_decode_nonFiniteLiteral_isInvalidJSON() {
        XCTAssertEqual(decodeFailure(request(#""displayScale":NaN"#))?.code, "invalid_json")
        XCTAssertEqual(decodeFailure(request(#""displayScale":NaN"#))?.pointer, "/displayScale")
    }

    // MARK: - nesting_too_deep

    func test_decode_bodyNestedSixtyFiveLevels_isNestingTooDeepWithPointer() {
        // The root object is level 1, so the 64th array inside viewport is level 65.
        let json = #"{"viewport":"# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        XCTAssertEqual(
            decodeFailure(json),
            badRequest(
                "nesting_too_deep", "JSON nested deeper than 64 levels",
                at: "/viewport" + String(repeating: "/0", count: 63)))
    }

    func test_decode_bodyNestedSixtyFourLevels_parsesAndFailsOnlyValidation() {
        let json = #"{"viewport":"# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        XCTAssertEqual(decodeFailure(json)?.code, "invalid_type")
    }

    // MARK: - duplicate_key

    func test_decode_duplicateKey_isDuplicateKeyWithPointer() {
        let json = object(#""viewport":{"width":390,"width":391,"height":844}"#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(decodeFailure(json), badRequest("duplicate_key", #"duplicate key "width""#, at: "/viewport/width"))
    }

    func test_decode_duplicateTopLevelKey_isDuplicateKey() {
        let json = request(indexTargetMember)
        XCTAssertEqual(decodeFailure(json), badRequest("duplicate_key", #"duplicate key "target""#, at: "/target"))
    }

    // MARK: - missing_field

    func test_decode_missingViewport_isMissingField() {
        XCTAssertEqual(
            decodeFailure(object(contentSizeMember, indexTargetMember)),
            badRequest("missing_field", "viewport is required", at: "/viewport"))
    }

    func test_decode_missingContentSize_isMissingField() {
        XCTAssertEqual(
            decodeFailure(object(viewportMember, indexTargetMember)),
            badRequest("missing_field", "contentSize is required", at: "/contentSize"))
    }

    func test_decode_missingTarget_isMissingField() {
        XCTAssertEqual(
            decodeFailure(object(viewportMember, contentSizeMember)),
            badRequest("missing_field", "target is required", at: "/target"))
    }

    func test_decode_emptyObject_reportsTheFirstRequiredField() {
        XCTAssertEqual(decodeFailure("{}"), badRequest("missing_field", "viewport is required", at: "/viewport"))
    }

    func test_decode_severalMissingFields_reportTheFirstInSchemaOrder() {
        // openapi.yaml: required [viewport, contentSize, target].
        XCTAssertEqual(
            decodeFailure(object(viewportMember)), badRequest("missing_field", "contentSize is required", at: "/contentSize"))
        XCTAssertEqual(
            decodeFailure(object(indexTargetMember)), badRequest("missing_field", "viewport is required", at: "/viewport"))
    }

    func test_decode_viewportWithoutHeight_isMissingFieldAtHeight() {
        let json = object(#""viewport":{"width":390}"#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(decodeFailure(json), badRequest("missing_field", "height is required", at: "/viewport/height"))
    }

    func test_decode_itemWithoutId_isMissingFieldAtItsId() {
        let json = request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}},{"frame":{"x":0,"y":0,"width":1,"height":1}}]"#)
        XCTAssertEqual(decodeFailure(json), badRequest("missing_field", "id is required", at: "/items/1/id"))
    }

    func test_decode_itemWithoutFrame_isMissingFieldAtItsFrame() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":"a"}]"#)),
            badRequest("missing_field", "frame is required", at: "/items/0/frame"))
    }

    func test_decode_rectTargetWithoutWidth_isMissingFieldInsideTheRect() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"rect":{"x":0,"y":0,"height":1}}"#)),
            badRequest("missing_field", "width is required", at: "/target/rect/width"))
    }

    func test_decode_pointTargetWithoutY_isMissingFieldInsideThePoint() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"point":{"x":0}}"#)),
            badRequest("missing_field", "y is required", at: "/target/point/y"))
    }

    func test_decode_emptyTarget_isMissingFieldNamingTheKinds() {
        XCTAssertEqual(
            decodeFailure(request(target: "{}")),
            badRequest("missing_field", "target needs exactly one of id, index, edge, rect, point", at: "/target"))
    }

    func test_decode_targetWithOnlyNullKinds_isMissingField() {
        XCTAssertEqual(decodeFailure(request(target: #"{"id":null}"#))?.code, "missing_field")
        XCTAssertEqual(decodeFailure(request(target: #"{"id":null}"#))?.pointer, "/target")
    }

    // MARK: - unknown_field

    func test_decode_unknownTopLevelField_isUnknownField() {
        XCTAssertEqual(
            decodeFailure(request(#""animated":true"#)),
            badRequest("unknown_field", "animated is not a known field", at: "/animated"))
    }

    func test_decode_misspeltOptionalField_isUnknownFieldNotIgnored() {
        XCTAssertEqual(
            decodeFailure(request(#""contentInset":{"top":47}"#)),
            badRequest("unknown_field", "contentInset is not a known field", at: "/contentInset"))
    }

    func test_decode_unknownFieldInAnItem_isUnknownFieldWithItsPointer() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1},"name":"A"}]"#)),
            badRequest("unknown_field", "name is not a known field", at: "/items/0/name"))
    }

    func test_decode_unknownFieldInAFrame_isUnknownField() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1,"z":0}}]"#)),
            badRequest("unknown_field", "z is not a known field", at: "/items/0/frame/z"))
    }

    func test_decode_unknownTargetKind_isUnknownField() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"offset":{"x":0,"y":0}}"#)),
            badRequest("unknown_field", "offset is not a known field", at: "/target/offset"))
    }

    func test_decode_unknownInsetSide_isUnknownField() {
        XCTAssertEqual(
            decodeFailure(request(#""contentInsets":{"leading":3}"#)),
            badRequest("unknown_field", "leading is not a known field", at: "/contentInsets/leading"))
    }

    func test_decode_unknownAnchorAxis_isUnknownField() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":{"x":0,"z":0}"#)),
            badRequest("unknown_field", "z is not a known field", at: "/anchor/z"))
    }

    func test_decode_unknownKeyWithSlash_isEscapedInThePointer() {
        let error = decodeFailure(request(#""a/b~":1"#))
        XCTAssertEqual(error?.code, "unknown_field")
        XCTAssertEqual(error?.pointer, "/a~1b~0")
    }

    // MARK: - invalid_type

    func test_decode_bodyThatIsAnArray_isInvalidTypeAtTheRoot() {
        XCTAssertEqual(
            decodeFailure("[]"), badRequest("invalid_type", "the body must be an object, got an array", at: ""))
    }

    func test_decode_bodyThatIsAScalar_isInvalidTypeAtTheRoot() {
        XCTAssertEqual(
            decodeFailure("null"), badRequest("invalid_type", "the body must be an object, got null", at: ""))
        XCTAssertEqual(decodeFailure("\"x\"")?.code, "invalid_type")
    }

    func test_decode_viewportAsString_isInvalidType() {
        let json = object(#""viewport":"390x844""#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(
            decodeFailure(json), badRequest("invalid_type", "viewport must be an object, got a string", at: "/viewport"))
    }

    func test_decode_widthAsString_isInvalidType() {
        let json = object(#""viewport":{"width":"390","height":844}"#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(
            decodeFailure(json),
            badRequest("invalid_type", "width must be a number, got a string", at: "/viewport/width"))
    }

    func test_decode_boolInsetSide_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""scrollPadding":{"top":true}"#)),
            badRequest("invalid_type", "top must be a number, got a boolean", at: "/scrollPadding/top"))
    }

    func test_decode_contentOffsetAsArray_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""contentOffset":[0,0]"#)),
            badRequest("invalid_type", "contentOffset must be an object, got an array", at: "/contentOffset"))
    }

    func test_decode_itemsAsObject_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""items":{}"#)),
            badRequest("invalid_type", "items must be an array, got an object", at: "/items"))
    }

    func test_decode_itemThatIsNotAnObject_isInvalidTypeAtItsIndex() {
        let error = decodeFailure(request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}},5]"#))
        XCTAssertEqual(error?.status, 400)
        XCTAssertEqual(error?.code, "invalid_type")
        XCTAssertEqual(error?.pointer, "/items/1")
    }

    func test_decode_boolId_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":true,"frame":{"x":0,"y":0,"width":1,"height":1}}]"#)),
            badRequest("invalid_type", "id must be a string or an integer, got a boolean", at: "/items/0/id"))
    }

    func test_decode_fractionalId_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":1.5,"frame":{"x":0,"y":0,"width":1,"height":1}}]"#)),
            badRequest(
                "invalid_type", "id must be a string or an integer within ±2^53, got a number", at: "/items/0/id"))
    }

    func test_decode_idBeyondTwoToTheFiftyThird_isInvalidType() {
        // 2^53 + 2 = 9007199254740994 is a double, but not an id JSON can promise to carry exactly.
        XCTAssertEqual(decodeFailure(request(target: #"{"id":9007199254740994}"#))?.code, "invalid_type")
        XCTAssertEqual(decodeFailure(request(target: #"{"id":-1e300}"#))?.pointer, "/target/id")
    }

    func test_decode_fractionalIndex_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"index":1.5}"#)),
            badRequest("invalid_type", "index must be an integer, got a number", at: "/target/index"))
    }

    func test_decode_stringIndex_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"index":"0"}"#)),
            badRequest("invalid_type", "index must be an integer, got a string", at: "/target/index"))
    }

    func test_decode_numericEdge_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"edge":1}"#)),
            badRequest("invalid_type", "edge must be a string, got a number", at: "/target/edge"))
    }

    func test_decode_targetAsString_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(target: #""row-7""#)),
            badRequest("invalid_type", "target must be an object, got a string", at: "/target"))
    }

    func test_decode_boolAnchor_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":true"#)),
            badRequest(
                "invalid_type", #"anchor must be a UnitPoint name, "nearest" or an object {x, y}, got a boolean"#,
                at: "/anchor"))
    }

    func test_decode_numericAnchor_isInvalidType() {
        XCTAssertEqual(decodeFailure(request(#""anchor":0.5"#))?.code, "invalid_type")
        XCTAssertEqual(decodeFailure(request(#""anchor":[0.5,0.5]"#))?.pointer, "/anchor")
    }

    func test_decode_boolAnchorAxis_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":{"x":false}"#)),
            badRequest("invalid_type", #"x must be a number or "nearest", got a boolean"#, at: "/anchor/x"))
    }

    func test_decode_numericSemantics_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""semantics":1"#)),
            badRequest("invalid_type", "semantics must be a string, got a number", at: "/semantics"))
    }

    func test_decode_stringDisplayScale_isInvalidType() {
        XCTAssertEqual(
            decodeFailure(request(#""displayScale":"3""#)),
            badRequest("invalid_type", "displayScale must be a number, got a string", at: "/displayScale"))
    }

    // MARK: - invalid_number

    func test_decode_overflowingViewportWidth_isInvalidNumber() {
        let json = object(#""viewport":{"width":1e999,"height":844}"#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(
            decodeFailure(json),
            badRequest(
                "invalid_number", "width must be a finite number (the literal overflows a double)",
                at: "/viewport/width"))
    }

    func test_decode_negativeOverflowInAnInset_isInvalidNumber() {
        XCTAssertEqual(
            decodeFailure(request(#""contentInsets":{"top":-1e999}"#)),
            badRequest(
                "invalid_number", "top must be a finite number (the literal overflows a double)",
                at: "/contentInsets/top"))
    }

    func test_decode_overflowingFrameHeight_isInvalidNumberNotInvalidField() {
        let json = request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1e400}}]"#)
        XCTAssertEqual(decodeFailure(json)?.code, "invalid_number")
        XCTAssertEqual(decodeFailure(json)?.pointer, "/items/0/frame/height")
    }

    func test_decode_overflowingId_isInvalidNumber() {
        XCTAssertEqual(
            decodeFailure(request(#""items":[{"id":1e999,"frame":{"x":0,"y":0,"width":1,"height":1}}]"#)),
            badRequest(
                "invalid_number", "id must be a finite number (the literal overflows a double)", at: "/items/0/id"))
        XCTAssertEqual(decodeFailure(request(target: #"{"id":-1e999}"#))?.code, "invalid_number")
    }

    func test_decode_overflowingIndex_isInvalidNumber() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"index":1e999}"#)),
            badRequest(
                "invalid_number", "index must be a finite number (the literal overflows a double)",
                at: "/target/index"))
    }

    func test_decode_overflowingAnchorAxis_isInvalidNumber() {
        XCTAssertEqual(decodeFailure(request(#""anchor":{"y":-1e999}"#))?.code, "invalid_number")
        XCTAssertEqual(decodeFailure(request(#""anchor":{"y":-1e999}"#))?.pointer, "/anchor/y")
    }

    func test_decode_overflowingPointAndDisplayScale_areInvalidNumbers() {
        XCTAssertEqual(decodeFailure(request(target: #"{"point":{"x":0,"y":1e999}}"#))?.pointer, "/target/point/y")
        XCTAssertEqual(decodeFailure(request(#""displayScale":1e999"#))?.code, "invalid_number")
    }

    // MARK: - invalid_field

    func test_decode_rejectsNegativeHeight_withPointerToField() {
        let frame = #"{"x":0,"y":0,"width":390,"height":100}"#
        let items = (0..<3).map { "{\"id\":\($0),\"frame\":\(frame)}" }
            + [#"{"id":3,"frame":{"x":0,"y":300,"width":390,"height":-1}}"#]
        let json = request("\"items\":[" + items.joined(separator: ",") + "]")
        XCTAssertEqual(
            decodeFailure(json), badRequest("invalid_field", "height must be >= 0", at: "/items/3/frame/height"))
    }

    func test_decode_zeroViewportWidth_isInvalidFieldMustBePositive() {
        let json = object(#""viewport":{"width":0,"height":844}"#, contentSizeMember, indexTargetMember)
        XCTAssertEqual(decodeFailure(json), badRequest("invalid_field", "width must be > 0", at: "/viewport/width"))
    }

    func test_decode_negativeContentHeight_isInvalidField() {
        let json = object(viewportMember, #""contentSize":{"width":390,"height":-0.5}"#, indexTargetMember)
        XCTAssertEqual(
            decodeFailure(json), badRequest("invalid_field", "height must be >= 0", at: "/contentSize/height"))
    }

    func test_decode_negativeScrollPadding_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(#""scrollPadding":{"left":-1}"#)),
            badRequest("invalid_field", "left must be >= 0", at: "/scrollPadding/left"))
    }

    func test_decode_insetBelowMinusOneTrillion_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(#""contentInsets":{"top":-1.5e12}"#)),
            badRequest("invalid_field", "top must be >= -1000000000000", at: "/contentInsets/top"))
    }

    func test_decode_coordinateAboveOneTrillion_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"point":{"x":1000000000001,"y":0}}"#)),
            badRequest("invalid_field", "x must be <= 1000000000000", at: "/target/point/x"))
    }

    func test_decode_sizeAboveOneTrillion_isInvalidField() {
        let json = object(viewportMember, #""contentSize":{"width":2e12,"height":0}"#, indexTargetMember)
        XCTAssertEqual(
            decodeFailure(json), badRequest("invalid_field", "width must be <= 1000000000000", at: "/contentSize/width"))
    }

    func test_decode_negativeRectTargetWidth_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"rect":{"x":0,"y":0,"width":-3,"height":1}}"#)),
            badRequest("invalid_field", "width must be >= 0", at: "/target/rect/width"))
    }

    func test_decode_zeroDisplayScale_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(#""displayScale":0"#)),
            badRequest("invalid_field", "displayScale must be > 0", at: "/displayScale"))
        XCTAssertEqual(decodeFailure(request(#""displayScale":-2"#))?.code, "invalid_field")
    }

    func test_decode_anchorBeyondOneMillion_isInvalidField() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":{"x":1000000.5}"#)),
            badRequest("invalid_field", "x must be <= 1000000", at: "/anchor/x"))
        XCTAssertEqual(
            decodeFailure(request(#""anchor":{"y":-1000001}"#)),
            badRequest("invalid_field", "y must be >= -1000000", at: "/anchor/y"))
    }

    // MARK: - invalid_enum

    func test_decode_unknownSemantics_isInvalidEnumListingTheChoices() {
        XCTAssertEqual(
            decodeFailure(request(#""semantics":"android""#)),
            badRequest("invalid_enum", #"semantics must be one of swiftui, uikit, css; got "android""#, at: "/semantics"))
    }

    func test_decode_semanticsInWrongCase_isInvalidEnum() {
        XCTAssertEqual(decodeFailure(request(#""semantics":"SwiftUI""#))?.code, "invalid_enum")
    }

    func test_decode_unknownEdge_isInvalidEnumListingTheEdges() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"edge":"middle"}"#)),
            badRequest(
                "invalid_enum",
                #"edge must be one of top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing; got "middle""#,
                at: "/target/edge"))
    }

    func test_decode_unknownAnchorName_isInvalidEnumListingNamesAndNearest() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":"Center""#)),
            badRequest(
                "invalid_enum",
                #"anchor must be one of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest; got "Center""#,
                at: "/anchor"))
    }

    func test_decode_namedAnchorOnOneAxis_isInvalidEnumAllowingOnlyNearest() {
        XCTAssertEqual(
            decodeFailure(request(#""anchor":{"x":"center"}"#)),
            badRequest("invalid_enum", #"x must be one of nearest; got "center""#, at: "/anchor/x"))
    }

    // MARK: - duplicate_id

    func test_decode_repeatedStringId_isDuplicateIdAtTheLaterItem() {
        let frame = #"{"x":0,"y":0,"width":1,"height":1}"#
        let json = request("\"items\":[{\"id\":\"a\",\"frame\":\(frame)},{\"id\":\"b\",\"frame\":\(frame)},{\"id\":\"a\",\"frame\":\(frame)}]")
        XCTAssertEqual(
            decodeFailure(json),
            badRequest("duplicate_id", "item ids must be unique; this id appears earlier", at: "/items/2/id"))
    }

    func test_decode_repeatedIdInALongList_isDuplicateIdAtTheLaterItem() {
        // Past the first few dozen ids the list switches to hashing; repeats on either side of
        // the switch must still be found.
        let frame = #"{"x":0,"y":0,"width":1,"height":1}"#
        for (count, repeated) in [(31, 0), (32, 5), (33, 31), (80, 2), (80, 70)] {
            let items = (0..<count).map { "{\"id\":\"i\($0)\",\"frame\":\(frame)}" } + ["{\"id\":\"i\(repeated)\",\"frame\":\(frame)}"]
            XCTAssertEqual(
                decodeFailure(request("\"items\":[" + items.joined(separator: ",") + "]"))?.pointer, "/items/\(count)/id",
                "\(count) items, then i\(repeated) again")
        }
    }

    func test_decode_sameIntegerIdSpelledTwoWays_isDuplicateId() {
        let frame = #"{"x":0,"y":0,"width":1,"height":1}"#
        let json = request("\"items\":[{\"id\":1,\"frame\":\(frame)},{\"id\":1.0,\"frame\":\(frame)}]")
        XCTAssertEqual(decodeFailure(json)?.code, "duplicate_id")
        XCTAssertEqual(decodeFailure(json)?.pointer, "/items/1/id")
    }

    // MARK: - conflicting_fields

    func test_decode_twoTargetKinds_isConflictingFieldsAtTheSecond() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"id":"a","index":0}"#)),
            badRequest("conflicting_fields", "target has both id and index; send exactly one", at: "/target/index"))
    }

    func test_decode_twoTargetKinds_pointsAtTheSecondInDocumentOrder() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"index":0,"id":"a"}"#)),
            badRequest("conflicting_fields", "target has both index and id; send exactly one", at: "/target/id"))
    }

    func test_decode_twoTargetKinds_isAConflictEvenWhenTheSecondValueIsInvalid() {
        XCTAssertEqual(decodeFailure(request(target: #"{"edge":"top","rect":5}"#))?.pointer, "/target/rect")
        XCTAssertEqual(decodeFailure(request(target: #"{"edge":"top","rect":5}"#))?.code, "conflicting_fields")
    }

    func test_decode_threeTargetKinds_pointsAtTheSecond() {
        XCTAssertEqual(decodeFailure(request(target: #"{"point":{"x":0,"y":0},"edge":"top","id":1}"#))?.pointer, "/target/edge")
    }

    func test_decode_rectAndPointTargets_isConflictingFields() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"rect":{"x":0,"y":0,"width":1,"height":1},"point":{"x":0,"y":0}}"#)),
            badRequest("conflicting_fields", "target has both rect and point; send exactly one", at: "/target/point"))
    }

    func test_decode_anchorWithEdgeTarget_isConflictingFields() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"edge":"top"}"#, #""anchor":"center""#)),
            badRequest(
                "conflicting_fields",
                "anchor applies only to id, index and rect targets; an edge target is its own anchor", at: "/anchor"))
    }

    func test_decode_marginWithEdgeTarget_isConflictingFields() {
        XCTAssertEqual(decodeFailure(request(target: #"{"edge":"top"}"#, #""margin":{"top":4}"#))?.pointer, "/margin")
    }

    func test_decode_marginWithPointTarget_isConflictingFields() {
        XCTAssertEqual(
            decodeFailure(request(target: #"{"point":{"x":0,"y":0}}"#, #""margin":{"top":4}"#)),
            badRequest(
                "conflicting_fields",
                "margin applies only to id, index and rect targets; a point target is the offset itself",
                at: "/margin"))
    }

    func test_decode_nullAnchorWithEdgeTarget_isNotAConflict() {
        XCTAssertEqual(
            decodeOK(request(target: #"{"edge":"top"}"#, #""anchor":null"#, #""margin":null"#))?.target, .edge(.top))
    }

    func test_decode_anchorAndMarginWithRectTarget_areAccepted() {
        let json = request(target: #"{"rect":{"x":0,"y":0,"width":1,"height":1}}"#, #""anchor":"top""#, #""margin":{"top":4}"#)
        XCTAssertEqual(decodeOK(json)?.margin, Insets(top: 4, left: 0, bottom: 0, right: 0))
    }

    // MARK: - Which error comes first

    func test_decode_severalProblems_reportsTheFirstInDocumentOrder() {
        // The decoder reads the body in one pass, so the earlier problem in the body wins.
        let json = object(#""target":{"edge":"middle"}"#, #""viewport":{"width":-1,"height":1}"#, contentSizeMember)
        XCTAssertEqual(decodeFailure(json)?.pointer, "/target/edge")
        let swapped = object(#""viewport":{"width":-1,"height":1}"#, #""target":{"edge":"middle"}"#, contentSizeMember)
        XCTAssertEqual(decodeFailure(swapped)?.pointer, "/viewport/width")
    }

    func test_decode_syntaxErrorAfterASchemaError_isReportedInstead() {
        // Invalid JSON outranks a schema problem that comes earlier in the body.
        let json = #"{"viewport":{"width":-1,"height":1},"contentSize":{"width":1,"height":1,}}"#
        XCTAssertEqual(
            decodeFailure(json), badRequest("invalid_json", "expected a string key at byte 72", at: "/contentSize"))
        XCTAssertEqual(decodeFailure(#"{"bogus":1,"viewport":{"a":1,"a":2}}"#)?.code, "duplicate_key")
        XCTAssertEqual(
            decodeFailure(#"{"bogus":1,"viewport":"# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}")?
                .code,
            "nesting_too_deep")
    }

    func test_decode_schemaErrorInAValidBodyWithTrailingData_isInvalidJSON() {
        XCTAssertEqual(decodeFailure(request() + " x")?.code, "invalid_json")
        XCTAssertEqual(decodeFailure(#"{"foo":1} {"#)?.code, "invalid_json")
    }

    func test_decode_unknownFieldBesideMissingOnes_isReportedFirst() {
        XCTAssertEqual(decodeFailure(#"{"foo":1}"#)?.code, "unknown_field")
    }
}
