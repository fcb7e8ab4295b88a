extension Endpoint {
    /// `POST /v1/scroll/transition`: where to scroll after a change so that what was seen stays
    /// put. Not in batches: it compares two scroll views, so it has no one scroll view to share.
    static let transition = Endpoint("POST", "/v1/scroll/transition") { services in
        let context = services.context
        return { TransitionHandler.handle($0, context: context) }
    }
}
