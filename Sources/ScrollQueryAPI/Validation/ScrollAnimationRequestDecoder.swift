import HTTPServer
import RequestJSON
import ScrollCore

/// The one seam between request bytes and a validated `ScrollAnimationQuery`: one pass, no tree.
///
/// Caps (stated in openapi.yaml): `duration` in [0.001, 60] s and a spring is followed for at most 60 s;
/// `framesPerSecond` ≤ 240; `maxFrames` in [2, 15000] (default 1000) — a longer motion spreads
/// its frames rather than adding more; `sampleTimes` ≤ 10000 entries, each in [0, 60].
enum ScrollAnimationRequestDecoder {
    private enum Field: Int, CaseIterable {
        case from, to, offsetRequest, snapRequest, initialVelocity, curve, duration, epsilon, framesPerSecond, maxFrames, sampleTimes
    }
    private enum SpringField: Int, CaseIterable {
        case response, dampingFraction, duration, bounce, mass, stiffness, damping
    }

    static let maxDuration = 60.0
    static let maxFramesPerSecond = 240.0
    static let defaultMaxFrames = 1000
    static let maxFramesLimit = 15_000
    static let maxSampleTimes = 10_000

    private static let fieldKeys = JSONKeySet(cases: Field.self)
    /// A request of a batch: the fields and `op`, last.
    private static let requestKeys = JSONKeySet(fieldKeys.names + ScrollViewReader.operationKeys.names)
    private static let curveNames = JSONKeySet(["linear", "ease", "easeIn", "easeOut", "easeInOut", "smooth", "snappy", "bouncy"])
    /// The two forms of a curve object.
    private enum CurveForm: Int, JSONFields {
        case cubicBezier, spring
        static let keys = JSONKeySet(cases: Self.self)
    }
    private static let springKeys = JSONKeySet(cases: SpringField.self)

    private static let durationRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: maxDuration)
    private static let timeRange = NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: maxDuration)
    private static let unitRange = NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: 1)
    private static let bezierYRange = NumberRange.anchor
    private static let springTimeRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: maxDuration)
    private static let dampingFractionRange = NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: 100)
    private static let bounceRange = NumberRange(lowerBound: -1, lowerInclusive: false, upperBound: 1)
    private static let massRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: 1e6)
    private static let stiffnessRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: 1e9)
    private static let dampingRange = NumberRange(lowerBound: 0, lowerInclusive: true, upperBound: 1e9)
    private static let epsilonRange = NumberRange(lowerBound: 1e-6, lowerInclusive: true, upperBound: 1e6)
    private static let fpsRange = NumberRange(lowerBound: 0, lowerInclusive: false, upperBound: maxFramesPerSecond)

    /// Reads one request object at the cursor: the whole body, or a request of a batch, whose
    /// `offsetRequest` or `snapRequest` is read over the scroll view the batch shares (`batch`).
    static func readQuery(
        _ reader: inout JSONReader, context: RequestContext, batch: BatchScope? = nil
    ) throws(DecodeFailure) -> ScrollAnimationQuery {
        var from: Point?
        var destination = OneOf<Field, ScrollAnimationQuery.Destination>()
        var velocity: Point?
        var curve = TimingCurve.bezier(.easeInOut)
        var duration: Double?
        var epsilon: Double?
        var fps: Double?
        var maxFrames: Int?
        var times: [Double]?

        try reader.readObject(keys: batch == nil ? fieldKeys : requestKeys) { (reader, key) throws(DecodeFailure) in
            switch Field(rawValue: key) {
            case .from: from = try reader.readPoint()
            case .to:
                try destination.choose(.to, conflict: destinationConflict)
                destination.value = .point(try reader.readPoint())
            case .offsetRequest:
                try destination.choose(.offsetRequest, conflict: destinationConflict)
                destination.value = .offsetRequest(
                    try ScrollOffsetRequestDecoder.readQuery(&reader, context: context, batch: batch?.nested))
            case .snapRequest:
                try destination.choose(.snapRequest, conflict: destinationConflict)
                destination.value = .snapRequest(
                    try ScrollSnapRequestDecoder.readQuery(&reader, context: context, batch: batch?.nested),
                    velocityGiven: false)
            case .initialVelocity: velocity = try reader.readPoint()
            case .curve: curve = try readCurve(&reader)
            case .duration: duration = try reader.readNumber(in: durationRange)
            case .epsilon: epsilon = try reader.readNumber(in: epsilonRange)
            case .framesPerSecond:
                fps = try reader.readNumber(in: fpsRange)
                if times != nil { throw samplingConflict }
            case .maxFrames:
                maxFrames = try reader.readInteger(in: 2...maxFramesLimit)
                if times != nil { throw samplingConflict }
            case .sampleTimes:
                if fps != nil || maxFrames != nil { throw samplingConflict }
                times = try readTimes(&reader)
            case nil:
                _ = try reader.readName(BatchOperation.names)  // `op`, in a batch's request only
            }
        }

        // With an offset or a snap request, `from` defaults to its scroll view's current offset
        // and `to` is its answer, which the handler fills in.
        let start: Point
        let end: Point
        let target: ScrollAnimationQuery.Destination
        switch try destination.required(
            "send to, or an offsetRequest or a snapRequest whose answer becomes to", at: [.key("to")]) {
        case .point(let point):
            start = try required(from, "from")
            end = point
            target = .point(point)
        case .offsetRequest(let query):
            start = from ?? query.scrollView.geometry.contentOffset
            end = start
            target = .offsetRequest(query)
        case .snapRequest(let query, _):
            start = from ?? query.snap.geometry.contentOffset
            end = start
            target = .snapRequest(query, velocityGiven: velocity != nil)
        }
        switch curve {
        case .spring:
            if duration != nil {
                throw DecodeFailure(.conflictingFields(
                    "duration applies to timing curves; a spring takes as long as it takes (spring.duration sets its pace)"),
                    at: [.key("duration")])
            }
        case .bezier:
            if epsilon != nil {
                throw DecodeFailure(.conflictingFields("epsilon applies to springs; a timing curve ends at its duration"),
                                    at: [.key("epsilon")])
            }
            if let velocity, velocity != .zero {
                throw DecodeFailure(.conflictingFields(
                    "initialVelocity applies to springs; a timing curve starts at its own slope"),
                    at: [.key("initialVelocity")])
            }
        }
        let animation = ScrollAnimation(
            from: start, to: end, initialVelocity: velocity ?? .zero, curve: curve,
            duration: duration ?? 0.25,
            settleDistance: epsilon ?? 0.5, settleSpeed: 2 * (epsilon ?? 0.5),
            maxDuration: maxDuration)
        let sampling: ScrollAnimationQuery.Sampling = times.map { .times($0) }
            ?? .rate(framesPerSecond: fps ?? 60, maxFrames: maxFrames ?? defaultMaxFrames)
        return ScrollAnimationQuery(animation: animation, destination: target, sampling: sampling)
    }

    private static func destinationConflict(_ first: Field, _ second: Field) -> String {
        "send exactly one of to, offsetRequest, snapRequest; this body has \(first) and \(second)"
    }

    private static var samplingConflict: DecodeFailure {
        DecodeFailure(.conflictingFields("sampleTimes replaces framesPerSecond and maxFrames; send one or the other"))
    }

    private static func readTimes(_ reader: inout JSONReader) throws(DecodeFailure) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(min(reader.remainingByteCount / 2, 256))
        try reader.readArray(maxCount: maxSampleTimes) { (reader, _) throws(DecodeFailure) in
            times.append(try reader.readNumber(in: timeRange))
        }
        return times
    }

    // MARK: - Curve

    private static func readCurve(_ reader: inout JSONReader) throws(DecodeFailure) -> TimingCurve {
        switch try reader.valueKind() {
        case .string:
            switch try reader.readName(curveNames) {
            case 0: return .bezier(.linear)
            case 1: return .bezier(.ease)
            case 2: return .bezier(.easeIn)
            case 3: return .bezier(.easeOut)
            case 4: return .bezier(.easeInOut)
            case 5: return .spring(.smooth)
            case 6: return .spring(.snappy)
            default: return .spring(.bouncy)
            }
        case .object:
            var curve = OneOf<CurveForm, TimingCurve>()
            try reader.readObject(CurveForm.self) { (reader, form) throws(DecodeFailure) in
                try curve.choose(form) { _, _ in "curve has both cubicBezier and spring; send exactly one" }
                switch form {
                case .cubicBezier: curve.value = .bezier(try readBezier(&reader))
                case .spring: curve.value = .spring(try readSpring(&reader))
                }
            }
            return try curve.required("curve needs exactly one of cubicBezier, spring (or a curve name)")
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a curve name or an object", got: kind.name))
        }
    }

    /// `[x1, y1, x2, y2]`: x in [0, 1], y in [-1e6, 1e6].
    private static func readBezier(_ reader: inout JSONReader) throws(DecodeFailure) -> CubicBezier {
        var values = [Double](repeating: 0, count: 4)
        var count = 0
        try reader.readArray(maxCount: 5) { (reader, index) throws(DecodeFailure) in
            guard index < 4 else { throw DecodeFailure(.invalidField("must have exactly 4 numbers: [x1, y1, x2, y2]")) }
            values[index] = try reader.readNumber(in: index % 2 == 0 ? unitRange : bezierYRange)
            count = index + 1
        }
        guard count == 4 else { throw DecodeFailure(.invalidField("must have exactly 4 numbers: [x1, y1, x2, y2]")) }
        return CubicBezier(values[0], values[1], values[2], values[3])
    }

    /// One parameterisation: `response`/`dampingFraction` (the defaults of SwiftUI's
    /// `Animation.spring(response:dampingFraction:blendDuration:)` in Apple's current
    /// documentation: 0.5 and 0.825),
    /// `duration`/`bounce` (defaults 0.5, 0) or `mass`/`stiffness`/`damping` (mass defaults to 1).
    private static func readSpring(_ reader: inout JSONReader) throws(DecodeFailure) -> Spring {
        var values = [Double?](repeating: nil, count: SpringField.allCases.count)
        var group: Int?
        try reader.readObject(keys: springKeys) { (reader, key) throws(DecodeFailure) in
            guard let field = SpringField(rawValue: key) else { return }
            let fieldGroup: Int
            switch field {
            case .response, .dampingFraction: fieldGroup = 0
            case .duration, .bounce: fieldGroup = 1
            case .mass, .stiffness, .damping: fieldGroup = 2
            }
            if let group, group != fieldGroup {
                throw DecodeFailure(.conflictingFields(
                    "spring takes one of response/dampingFraction, duration/bounce, mass/stiffness/damping"))
            }
            group = fieldGroup
            let range: NumberRange
            switch field {
            case .response, .duration: range = springTimeRange
            case .dampingFraction: range = dampingFractionRange
            case .bounce: range = bounceRange
            case .mass: range = massRange
            case .stiffness: range = stiffnessRange
            case .damping: range = dampingRange
            }
            values[key] = try reader.readNumber(in: range)
        }
        switch group {
        case 0:
            return Spring(response: values[0] ?? 0.5, dampingFraction: values[1] ?? 0.825)
        case 1:
            return Spring(duration: values[2] ?? 0.5, bounce: values[3] ?? 0)
        case 2:
            let stiffness = try required(values[5], "stiffness")
            let damping = try required(values[6], "damping")
            return Spring(mass: values[4] ?? 1, stiffness: stiffness, damping: damping)
        default:
            throw DecodeFailure(.missingField(
                "spring needs response/dampingFraction, duration/bounce or mass/stiffness/damping"))
        }
    }
}
