import HTTPServer
import RequestJSON
import ScrollCore

/// The one seam between request bytes and a validated `VisibilityQuery`, in one pass: the
/// scroll-view fields are `ScrollViewReader`'s, beside this endpoint's own `threshold`,
/// `region` and `prefetchDistance`.
enum VisibilityRequestDecoder {
    private enum Field: Int, CaseIterable {
        case threshold, region, prefetchDistance
    }

    private static let keys = ScrollRequestKeys(own: Field.self, flow: .refused(by: .visibility))
    private static let regionNames = JSONKeySet(VisibilityRegion.allCases.map(\.rawValue))

    /// `onScrollVisibilityChange(threshold:)` defaults to half the view.
    static let defaultThreshold = 0.5

    /// Reads one request object at the cursor: the whole body, or a request of a batch
    /// (`batch`: over the scroll view the batch shares).
    static func readQuery(
        _ reader: inout JSONReader, context: RequestContext, batch: BatchScope? = nil
    ) throws(DecodeFailure) -> VisibilityQuery {
        var (scrollViewFields, keys) = keys.reader(in: batch)
        var threshold = defaultThreshold
        var region = VisibilityRegion.viewport
        var prefetchDistance = 0.0
        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            guard let own = try scrollViewFields.read(key, from: &reader, context: context) else { return }
            switch Field(rawValue: own) {
            case .threshold: threshold = try reader.readNumber(in: .unit)
            case .region: region = VisibilityRegion.allCases[try reader.readName(regionNames)]
            case .prefetchDistance: prefetchDistance = try reader.readNumber(in: .nonNegative)
            case nil: break
            }
        }
        return VisibilityQuery(
            scrollView: try scrollViewFields.scrollView(), threshold: threshold, region: region,
            prefetchDistance: prefetchDistance)
    }
}
