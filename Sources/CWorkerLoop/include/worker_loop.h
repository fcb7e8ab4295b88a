#ifndef SCROLL_WORKER_LOOP_H
#define SCROLL_WORKER_LOOP_H

#include <microhttpd.h>
#include <pthread.h>
#include <sys/eventfd.h> // the shutdown signals are eventfds

// The worker threads and their event loop, in place of libmicrohttpd's thread pool.
//
// Why not the pool: libmicrohttpd 0.9.75's own epoll loop takes at most 128 events per
// epoll_wait and, when it gets exactly 128, calls epoll_wait again — with the idle timeout —
// before serving any of them. With 256 (384, …) requests ready together on one worker and
// nothing more to come, the worker sat out the whole connection timeout (15 s by default) with
// every one of them unanswered (Tests/integration/test_http_behaviour.py reproduces it; wrk at
// 256 connections on one worker got 250 answers in 2 s). `MHD_run` passes epoll_wait a timeout
// of 0, so a daemon started without an internal thread and run by this loop cannot stall so:
// the loop waits only when libmicrohttpd has nothing to do, in poll(2) on the daemon's epoll
// descriptor — which reports readiness without taking the events MHD_run then reads.
//
// Each worker is its own daemon on the one listening socket (the pool's workers shared it the
// same way: whichever is free first accepts). Shutdown is two eventfds every worker polls,
// written once and never read, so each worker sees them:
// - `quiesce`: the worker stops accepting and counts itself in `quiesced`. MHD_quiesce_daemon
//   edits the epoll set MHD_run uses, so it runs on the worker's own thread;
// - `stop`: the worker returns, after which its daemon may be stopped.
struct scroll_mhd_worker_signals {
    int quiesce;
    int stop;
    unsigned quiesced; // workers that have quiesced; only through the functions below
};

static inline unsigned scroll_mhd_workers_quiesced(const struct scroll_mhd_worker_signals *signals)
{
    return __atomic_load_n(&signals->quiesced, __ATOMIC_ACQUIRE);
}

// The connection limit of worker `worker` of `workers` sharing `limit`, as libmicrohttpd's pool
// split it: an equal share, and one more for each of the first `limit % workers`.
static inline unsigned scroll_mhd_worker_connection_limit(unsigned limit, unsigned workers, unsigned worker)
{
    return limit / workers + (worker < limit % workers ? 1u : 0u);
}

// Starts a thread that runs `daemon` (an epoll daemon without an internal thread, started with
// `connection_limit`) until `signals->stop` is written. Returns 0, or the error number when the
// thread cannot start.
int scroll_mhd_start_worker(
    struct MHD_Daemon *daemon, unsigned connection_limit, struct scroll_mhd_worker_signals *signals,
    pthread_t *thread);

#endif
