import ScrollCore

/// A validated `POST /v1/scroll/transition` body: the view before the change (with the offset
/// the user was at) and after it (fields left out kept from before).
struct TransitionQuery: Sendable {
    var before: ScrollView
    var after: ScrollView
    var keep: KeepReference
    var semantics: ScrollSemantics
}
