import ItemLayouts
import RequestJSON

/// What a request is decoded and answered against beyond its own bytes: the configured bounds
/// and the stored layouts a `"layout": "<id>"` field names.
///
/// One value threaded through every route, handler and decoder, so that a new server-wide
/// input (a store, a clock) is one more field here rather than one more parameter everywhere.
public struct RequestContext: Sendable {
    public var limits: RequestLimits
    /// Where `"layout"` ids are resolved; nil when the server keeps no layouts, and then every
    /// id is unknown (404 `unknown_layout`).
    public var layouts: (any LayoutLookup)?

    public init(limits: RequestLimits = RequestLimits(), layouts: (any LayoutLookup)? = nil) {
        self.limits = limits
        self.layouts = layouts
    }
}
