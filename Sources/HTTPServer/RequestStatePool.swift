import Glibc

/// One spare `RequestState` per worker thread: a request takes the box its thread's previous
/// request left, rather than allocating one, and leaves it back when it completes.
///
/// Why: a keep-alive connection sends request after request, and allocating, filling and freeing
/// a box (and its body buffer) for each cost several hundred instructions per request (callgrind,
/// bench POST) — a good part of what the HTTP layer adds to a bare libmicrohttpd server. A box is
/// only ever used by the worker thread that owns its connection, so each thread keeps its own
/// spare, found through a `pthread` key: no lock, nothing the threads share. A thread's spare is
/// released when the thread exits (the key's destructor), or, for the thread that stops the
/// server, when the pool goes.
///
/// The spare keeps its body and header buffers when they are small
/// (`RequestState.keptBufferCapacity`), so neither is allocated for a small request either. That
/// memory is not charged to the body budget: at most 16 KiB each per thread, held while no
/// request uses it.
final class RequestStatePool: @unchecked Sendable {
    private let key: pthread_key_t
    private let keyCreated: Bool

    init() {
        var key = pthread_key_t()
        keyCreated = pthread_key_create(&key, { spare in
            guard let spare else { return }
            Unmanaged<RequestState>.fromOpaque(spare).release()
        }) == 0
        self.key = key
    }

    deinit {
        guard keyCreated else { return }
        if let spare = pthread_getspecific(key) {
            _ = pthread_setspecific(key, nil)
            Unmanaged<RequestState>.fromOpaque(spare).release()
        }
        pthread_key_delete(key)
    }

    /// A state for a new request, as `RequestState()` makes it: the calling thread's spare if it
    /// has one, else a new one.
    func take() -> RequestState {
        guard keyCreated, let spare = pthread_getspecific(key) else { return RequestState() }
        _ = pthread_setspecific(key, nil)
        return Unmanaged<RequestState>.fromOpaque(spare).takeRetainedValue()
    }

    /// Takes over `state` (libmicrohttpd's reference) when its request has completed: reset, it
    /// becomes the calling thread's spare — if the thread has none and nothing else holds the
    /// box; otherwise it is released.
    func recycle(_ state: Unmanaged<RequestState>) {
        var state = state.takeRetainedValue()
        guard keyCreated, pthread_getspecific(key) == nil, isKnownUniquelyReferenced(&state) else { return }
        state.reset()
        // The reference moves into the key; released again if the key refuses it.
        let spare = Unmanaged.passRetained(consume state).toOpaque()
        if pthread_setspecific(key, spare) != 0 { Unmanaged<RequestState>.fromOpaque(spare).release() }
    }

    /// Whether the calling thread holds a spare (for tests).
    var hasSpare: Bool {
        keyCreated && pthread_getspecific(key) != nil
    }
}
