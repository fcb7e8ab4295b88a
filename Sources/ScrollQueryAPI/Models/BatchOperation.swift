/// The endpoint a request of a batch is for, named by its `op`: every endpoint that answers
/// about one scroll view, which the batch's requests share.
///
/// `/v1/scroll/transition` is not among them: it compares two scroll views, before and after a
/// change, so it has no one scroll view to share.
enum BatchOperation: Int, CaseIterable, Sendable {
    case offset, visibility, snap, animation

    /// The `op` values, in the order of the cases.
    static let names = JSONKeySet(["offset", "visibility", "snap", "animation"])
}
