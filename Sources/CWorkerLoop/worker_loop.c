// The worker event loop declared in worker_loop.h (see there for why it exists).
#include "include/worker_loop.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>

struct scroll_mhd_worker {
    struct MHD_Daemon *daemon;
    struct scroll_mhd_worker_signals *signals;
    unsigned connection_limit;
};

// The daemon's open connections (reading them also frees the ones already closed).
static unsigned scroll_mhd_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

static void *scroll_mhd_worker_main(void *argument)
{
    struct scroll_mhd_worker worker = *(struct scroll_mhd_worker *)argument;
    free(argument);
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(worker.daemon, MHD_DAEMON_INFO_EPOLL_FD);
    if (info == NULL)
        return NULL; // not an epoll daemon: nothing to run (the start function checks first)
    int quiesced = 0;
    // Connections open and close only in MHD_run (and in this read), so the count after one
    // turn is the count before the next.
    unsigned connections = scroll_mhd_connections(worker.daemon);
    for (;;) {
        MHD_UNSIGNED_LONG_LONG wait = 0;
        int timeout = -1; // no connection has a deadline: wait for an event
        if (MHD_get_timeout(worker.daemon, &wait) == MHD_YES)
            timeout = wait > INT_MAX ? INT_MAX : (int)wait;
        struct pollfd events[3] = {
            { .fd = info->epoll_fd, .events = POLLIN },
            { .fd = worker.signals->stop, .events = POLLIN },
            { .fd = quiesced ? -1 : worker.signals->quiesce, .events = POLLIN },
        };
        if (poll(events, 3, timeout) < 0 && errno != EINTR)
            continue; // ENOMEM: try again
        if (events[1].revents != 0)
            return NULL;
        if (events[2].revents != 0) {
            MHD_quiesce_daemon(worker.daemon);
            quiesced = 1;
            __atomic_add_fetch(&worker.signals->quiesced, 1, __ATOMIC_RELEASE);
        }
        MHD_run(worker.daemon);
        unsigned before = connections;
        connections = scroll_mhd_connections(worker.daemon);
        // At its connection limit a daemon takes the listening socket out of its epoll set, and
        // puts it back at the start of the MHD_run after a connection has closed. Waiting in
        // between would wait without it, while the next connection waits in the backlog.
        if (before >= worker.connection_limit && connections < worker.connection_limit) {
            MHD_run(worker.daemon);
            connections = scroll_mhd_connections(worker.daemon);
        }
    }
}

// Starts a thread that runs `daemon` (an epoll daemon without an internal thread, started with
// `connection_limit`) until `signals->stop` is written. Returns 0, or the error number when the
// thread cannot start.
int scroll_mhd_start_worker(
    struct MHD_Daemon *daemon, unsigned connection_limit, struct scroll_mhd_worker_signals *signals,
    pthread_t *thread)
{
    if (MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD) == NULL)
        return EINVAL;
    struct scroll_mhd_worker *worker = malloc(sizeof *worker);
    if (worker == NULL)
        return ENOMEM;
    worker->daemon = daemon;
    worker->signals = signals;
    worker->connection_limit = connection_limit;
    int error = pthread_create(thread, NULL, scroll_mhd_worker_main, worker);
    if (error != 0)
        free(worker);
    return error;
}
