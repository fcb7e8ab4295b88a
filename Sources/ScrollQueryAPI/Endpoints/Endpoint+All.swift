extension Endpoint {
    /// Every endpoint, in the order routes are tried and the metrics list them; each declared in
    /// its own file of this folder. openapi.yaml lists the same methods and paths, and the
    /// batch's `op` names are those of `BatchOperation.all` (`EndpointRegistryTests`).
    public static let all: [Endpoint] = [
        .root, .playground, .playgroundScript, .playgroundStyles, .playgroundIcon,
        .health, .ready, .metrics, .version, .openAPI,
        .scrollOffset, .visibility, .transition, .scrollSnap, .scrollAnimation, .scrollRange,
        .batch, .createLayout, .showLayout, .deleteLayout, .editLayout,
    ]
}
