import RequestJSON

/// A `POST /v1/batch` body whose top level has been read: the scroll-view fields its requests
/// share, and its requests, counted but still to be read, one at a time, against them.
///
/// The requests are read after the rest of the top level whatever their place in the object
/// (JSON members have no order): a request cannot be answered before the layout it asks about
/// is known, which may come after it.
struct BatchQuery {
    /// The top level's `viewport`, `contentSize`, `contentInsets`, `scrollPadding`,
    /// `contentOffset`, items, `direction` and `writingMode`, as read.
    let shared: ScrollViewReader
    /// A reader whose cursor is at the `requests` array.
    let requests: JSONReader
    /// How many elements `requests` has (at most `RequestLimits.maxBatchRequests`).
    let count: Int
}
