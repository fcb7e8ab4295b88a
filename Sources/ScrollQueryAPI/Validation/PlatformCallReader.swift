import RequestJSON
import ScrollCore

/// `call`, `reverseLayout` and the platform names of `semantics` on `/v1/scroll/offset`: read as
/// they come (in any key order), then checked against each other and the rest of the request
/// once the whole object is read (`PlatformCallReader.options`).
///
/// A call is named with the platform's own parameter names:
/// flutter `ensureVisible{alignment, alignmentPolicy}`, `showOnScreen`, `jumpTo{pixels}`;
/// compose `scrollToItem{scrollOffset}`, `bringIntoView{spec}`; android
/// `smoothScrollToPosition{snap}`, `scrollToPosition`, `scrollToPositionWithOffset{offset}`,
/// `requestChildRectangleOnScreen`, `ScrollView.requestChildRectangleOnScreen{fadingEdge}`.
/// Compose's and Android's lengths are px, as the platforms take them.
struct PlatformCallReader {
    enum Name: String, CaseIterable {
        case ensureVisible, showOnScreen, jumpTo
        case scrollToItem, bringIntoView
        case smoothScrollToPosition, scrollToPosition, scrollToPositionWithOffset, requestChildRectangleOnScreen
        case scrollViewRequestChildRectangleOnScreen = "ScrollView.requestChildRectangleOnScreen"

        var platform: PlatformSemantics {
            switch self {
            case .ensureVisible, .showOnScreen, .jumpTo: return .flutter
            case .scrollToItem, .bringIntoView: return .compose
            default: return .android
            }
        }

        /// The parameters the call takes, and which of them it requires.
        var parameters: (taken: [Parameter], required: Parameter?) {
            switch self {
            case .ensureVisible: return ([.alignment, .alignmentPolicy], nil)
            case .jumpTo: return ([.pixels], .pixels)
            case .scrollToItem: return ([.scrollOffset], nil)
            case .bringIntoView: return ([.spec], nil)
            case .smoothScrollToPosition: return ([.snap], nil)
            case .scrollToPositionWithOffset: return ([.offset], .offset)
            case .scrollViewRequestChildRectangleOnScreen: return ([.fadingEdge], nil)
            case .showOnScreen, .scrollToPosition, .requestChildRectangleOnScreen: return ([], nil)
            }
        }
    }

    /// The keys of `call`: `name`, then every parameter of every call.
    enum Parameter: Int, CaseIterable {
        case name, alignment, alignmentPolicy, pixels, scrollOffset, spec, snap, offset, fadingEdge
    }

    private static let keys = JSONKeySet(cases: Parameter.self)

    /// Names of the item to scroll to that a caller may send in `call` (Compose's
    /// `scrollToItem(index)`, RecyclerView's `scrollToPosition(position)`), each with the `target`
    /// member it belongs in. Still `unknown_field`; the message says where the item goes.
    private static let itemKeys = ["index": "index", "position": "index", "id": "id"]

    /// The message of `unknown_field` for `key` sent in `call`, when `key` names the item to
    /// scroll to; nil for any other key.
    static func itemKeyHint(_ key: String) -> String? {
        itemKeys[key].map { target in
            "\(key) is not a parameter of call: the item goes in target, e.g. \"target\": {\"\(target)\": 20}; "
                + "call takes name and the named call's own parameters"
        }
    }
    private static let callNames = JSONKeySet(Name.allCases.map(\.rawValue))
    private static let policyNames = JSONKeySet(FlutterAlignmentPolicy.allCases.map(\.rawValue))
    private static let specNames = JSONKeySet(ComposeBringIntoViewSpec.allCases.map(\.rawValue))
    private static let snapNames = JSONKeySet(AndroidSnap.allCases.map(\.rawValue))
    private static let semanticsNames = JSONKeySet(PlatformOptions.semanticsNames)

    /// The platform `semantics` named, or nil for swiftui, uikit and css.
    var semantics: PlatformSemantics?
    private var name: Name?
    private var sent: [Parameter] = []
    private var alignment = 0.0
    private var alignmentPolicy = FlutterAlignmentPolicy.explicit
    private var pixels = 0.0
    private var scrollOffset = 0.0
    private var spec = ComposeBringIntoViewSpec.default
    private var snap = AndroidSnap.any
    private var offset = 0.0
    private var fadingEdge = 0.0
    private var sentCall = false
    private var reverseLayout: Bool?

    init() {}

    // MARK: - Reading

    /// `semantics`: one of the six names; ScrollCore's semantics for the first three.
    mutating func readSemantics(_ reader: inout JSONReader) throws(DecodeFailure) -> ScrollSemantics {
        let index = try reader.readName(Self.semanticsNames)
        let core = ScrollSemantics.allCases
        if index < core.count {
            semantics = nil
            return core[index]
        }
        semantics = PlatformSemantics.allCases[index - core.count]
        return .swiftui
    }

    /// `reverseLayout`: a boolean.
    mutating func readReverseLayout(_ reader: inout JSONReader) throws(DecodeFailure) {
        reverseLayout = try reader.readBool()
    }

    /// `call`: an object with `name` and that call's parameters.
    mutating func readCall(_ reader: inout JSONReader) throws(DecodeFailure) {
        sentCall = true
        try reader.readObject(keys: Self.keys) { (reader, key) throws(DecodeFailure) in
            guard let parameter = Parameter(rawValue: key) else { return }
            switch parameter {
            case .name: name = Name.allCases[try reader.readName(Self.callNames)]
            case .alignment: alignment = try reader.readNumber(in: .anchor)
            case .alignmentPolicy: alignmentPolicy = FlutterAlignmentPolicy.allCases[try reader.readName(Self.policyNames)]
            case .pixels: pixels = try reader.readNumber(in: .coordinate)
            case .scrollOffset: scrollOffset = try reader.readNumber(in: .coordinate)
            case .spec: spec = ComposeBringIntoViewSpec.allCases[try reader.readName(Self.specNames)]
            case .snap: snap = AndroidSnap.allCases[try reader.readName(Self.snapNames)]
            case .offset: offset = try reader.readNumber(in: .coordinate)
            case .fadingEdge: fadingEdge = try reader.readNumber(in: .nonNegative)
            }
            if parameter != .name { sent.append(parameter) }
        }
        guard name != nil else {
            throw DecodeFailure(.missingField(nil), at: [.key("name")])
        }
    }

    // MARK: - Checking

    /// The platform options of the request, or nil when `semantics` is not a platform's; throws
    /// when `call` or `reverseLayout` come with another semantics, or a parameter with a call
    /// that does not take it. `displayScale` (default 1) turns px parameters into points.
    /// Without a `contentOffset` the list rests at its start (`PlatformOptions.restsAtListStart`).
    func options(displayScale: Double?, sentContentOffset: Bool) throws(DecodeFailure) -> PlatformOptions? {
        guard let semantics else {
            if sentCall {
                throw DecodeFailure(
                    .conflictingFields("call applies only to semantics flutter, compose and android"), at: [.key("call")])
            }
            if reverseLayout != nil {
                throw DecodeFailure(
                    .conflictingFields("reverseLayout applies only to semantics flutter, compose and android"),
                    at: [.key("reverseLayout")])
            }
            return nil
        }
        guard let name else {
            return PlatformOptions(
                semantics: semantics, call: semantics.defaultCall, reverseLayout: reverseLayout ?? false,
                restsAtListStart: !sentContentOffset)
        }
        guard name.platform == semantics else {
            throw DecodeFailure(
                .conflictingFields("\(name.rawValue) is a \(name.platform.rawValue) call; semantics is \(semantics.rawValue)"),
                at: [.key("name"), .key("call")])
        }
        let (taken, required) = name.parameters
        for parameter in Parameter.allCases where sent.contains(parameter) && !taken.contains(parameter) {
            throw DecodeFailure(.unknownField(suggestion: nil), at: [.key("\(parameter)"), .key("call")])
        }
        if let required, !sent.contains(required) {
            throw DecodeFailure(.missingField(nil), at: [.key("\(required)"), .key("call")])
        }
        let scale = displayScale ?? 1
        let call: PlatformScrollCall
        switch name {
        case .ensureVisible: call = .flutter(.ensureVisible(alignment: alignment, alignmentPolicy: alignmentPolicy))
        case .showOnScreen: call = .flutter(.showOnScreen)
        case .jumpTo: call = .flutter(.jumpTo(pixels: pixels))
        case .scrollToItem: call = .compose(.scrollToItem(scrollOffset: Self.points(scrollOffset, scale)))
        case .bringIntoView: call = .compose(.bringIntoView(spec: spec))
        case .smoothScrollToPosition: call = .android(.smoothScrollToPosition(snap: snap))
        case .scrollToPosition: call = .android(.scrollToPosition)
        case .scrollToPositionWithOffset: call = .android(.scrollToPositionWithOffset(offset: Self.points(offset, scale)))
        case .requestChildRectangleOnScreen: call = .android(.requestChildRectangleOnScreen)
        case .scrollViewRequestChildRectangleOnScreen:
            call = .android(.scrollViewRequestChildRectangleOnScreen(fadingEdge: Self.points(fadingEdge, scale)))
        }
        return PlatformOptions(
            semantics: semantics, call: call, reverseLayout: reverseLayout ?? false, restsAtListStart: !sentContentOffset)
    }

    /// What a platform request cannot take besides its call: an anchor (the call places the
    /// target), `mode`, a chain, a writing mode other than horizontal-tb, and an edge, point or
    /// page target (`jumpTo` takes no target at all; every other call needs one).
    static func check(
        _ options: PlatformOptions, target: TargetReference?, sent: [(key: String, present: Bool)],
        margin: Bool, writingMode: WritingMode?, sharedWritingMode: Bool
    ) throws(DecodeFailure) {
        let platform = options.semantics.rawValue
        for (key, present) in sent where present {
            throw DecodeFailure(
                .conflictingFields("\(key) applies only to semantics swiftui, uikit and css; \(platform) takes its rule from call"),
                at: [.key(key)])
        }
        if let writingMode, writingMode != .horizontalTB {
            throw DecodeFailure(
                .conflictingFields(
                    "writingMode \"\(writingMode.rawValue)\" applies only to semantics \"css\"; \(platform) is always horizontal-tb"),
                at: [.key("writingMode")], rooted: sharedWritingMode)
        }
        if options.takesNoTarget {
            if target != nil {
                throw DecodeFailure(.conflictingFields("jumpTo scrolls to pixels; it takes no target"), at: [.key("target")])
            }
            if margin {
                throw DecodeFailure(.conflictingFields("jumpTo scrolls to pixels; it takes no margin"), at: [.key("margin")])
            }
            return
        }
        switch target {
        case .edge, .point, .page:
            throw DecodeFailure(
                .conflictingFields("semantics \(platform) scrolls to an id, index, rect, next or previous target"),
                at: [.key("target")])
        default: break
        }
    }

    /// A px length in points; far beyond any layout (a displayScale near 0) it stays finite.
    private static func points(_ pixels: Double, _ scale: Double) -> Double {
        let value = pixels / scale
        return value.isFinite ? value : (value < 0 ? -1e300 : 1e300)
    }
}
