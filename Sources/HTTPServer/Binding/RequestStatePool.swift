import Glibc

/// Where each request's `RequestState` lives while libmicrohttpd holds it (`con_cls`), and one
/// spare per worker thread: a request takes the state its thread's previous request left
/// (buffers included, see `RequestState.reset`) rather than allocating one.
///
/// A state is only ever used by the worker thread that owns its connection, so each thread keeps
/// its own spare, found through a `pthread` key: no lock, nothing the threads share. A thread's
/// spare is freed when the thread exits, or, for the thread that stops the server, with the pool.
///
/// A non-copyable struct held inline by `ServerContext`, not a class: the callbacks reach it
/// through the context they already hold, with no retain and release of their own.
struct RequestStatePool: ~Copyable, @unchecked Sendable {
    private let key: pthread_key_t
    private let keyCreated: Bool

    init() {
        var key = pthread_key_t()
        keyCreated = pthread_key_create(&key, { spare in
            guard let spare else { return }
            RequestStatePool.free(spare.assumingMemoryBound(to: RequestState.self))
        }) == 0
        self.key = key
    }

    deinit {
        guard keyCreated else { return }
        if let spare = pthread_getspecific(key) {
            _ = pthread_setspecific(key, nil)
            Self.free(spare.assumingMemoryBound(to: RequestState.self))
        }
        pthread_key_delete(key)
    }

    /// A state for a new request, as `RequestState()` makes it: the calling thread's spare if it
    /// has one, else a new one. Give it back with `recycle`.
    func take() -> UnsafeMutablePointer<RequestState> {
        if keyCreated, let spare = pthread_getspecific(key) {
            _ = pthread_setspecific(key, nil)
            return spare.assumingMemoryBound(to: RequestState.self)
        }
        let state = UnsafeMutablePointer<RequestState>.allocate(capacity: 1)
        state.initialize(to: RequestState())
        return state
    }

    /// Takes back `state` when its request has completed: reset, it becomes the calling thread's
    /// spare if the thread has none; otherwise it is freed.
    func recycle(_ state: UnsafeMutablePointer<RequestState>) {
        if keyCreated, pthread_getspecific(key) == nil {
            state.pointee.reset()
            if pthread_setspecific(key, state) == 0 { return }
        }
        Self.free(state)
    }

    /// Whether the calling thread holds a spare (for tests).
    var hasSpare: Bool {
        keyCreated && pthread_getspecific(key) != nil
    }

    private static func free(_ state: UnsafeMutablePointer<RequestState>) {
        state.deinitialize(count: 1)
        state.deallocate()
    }
}
