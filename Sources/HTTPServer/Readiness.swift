import Synchronization

/// Whether the server wants new requests: what `GET /readyz` reports to a load balancer.
///
/// Not ready until the listener is up, ready while serving, and not ready again from the moment
/// shutdown begins — before the listener closes — so a balancer that still polls sees the change
/// and sends new work to other replicas while this one finishes what it has.
public final class Readiness: Sendable {
    private let ready = Atomic<Bool>(false)
    private let draining = Atomic<Bool>(false)

    public init() {}

    /// `true` once the listener is up and until shutdown begins.
    public var isReady: Bool {
        ready.load(ordering: .relaxed) && !draining.load(ordering: .relaxed)
    }

    /// `true` from the moment shutdown begins.
    public var isDraining: Bool {
        draining.load(ordering: .relaxed)
    }

    func markListening() {
        ready.store(true, ordering: .relaxed)
    }

    func markDraining() {
        draining.store(true, ordering: .relaxed)
    }
}
