/*
 * The floor for bench/run.sh: a bare libmicrohttpd server doing the least the service must do —
 * read the whole POST body, drop it, answer a fixed JSON of about the service's answer size.
 * It runs in the service's mode — one epoll daemon per worker thread on one listening socket, run
 * by the service's own event loop (Sources/CWorkerLoop/worker_loop.c, included below, so the loop is
 * the same code), one worker per online CPU, the service's default connection limit and timeout,
 * and its 16 KiB per-connection memory pool (libmicrohttpd zeroes the pool after every request,
 * so its size is part of the floor) — so the difference measured is the cost of the Swift layers:
 * routing, body buffering, JSON decode/validate, geometry, JSON encode.
 * Keep the daemon flags and options in step with Sources/HTTPServer/Binding/Daemon.swift and
 * ListeningSocket.swift: a flag added to one (MHD_USE_TURBO, say) must be added to the other, or
 * the comparison is unfair.
 * A request without a body (bench target healthz) gets the same answer.
 *
 * Usage: baseline [PORT [THREADS [SPIN_NS]]]   (PORT 0 or absent: any free port; THREADS 0 or
 * absent: one worker per online CPU, as the service's --threads default; SPIN_NS: busy-wait that
 * many nanoseconds of the clock before each answer, a floor made slower by a known amount of user
 * time — docs/performance.md uses it to show how the kernel's share grows as a server slows)
 * Prints "baseline listening on http://127.0.0.1:PORT"; SIGINT/SIGTERM stop it with status 0.
 */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "../../Sources/CWorkerLoop/worker_loop.c"

static const char answer[] =
    "{\"contentOffset\":{\"x\":0,\"y\":1071.5},\"idealOffset\":{\"x\":0,\"y\":1071.5},"
    "\"clamped\":{\"x\":false,\"y\":false},\"range\":{\"min\":{\"x\":0,\"y\":-47},"
    "\"max\":{\"x\":0,\"y\":1190}},\"visibleRect\":{\"x\":0,\"y\":1071.5,\"width\":390,"
    "\"height\":844},\"targetRect\":{\"x\":0,\"y\":1400,\"width\":390,\"height\":200}}";

/* Any non-NULL value marks "first call seen"; the body is never kept. */
static int request_seen;

/* SPIN_NS: set once before the workers start, read only after. */
static long spin_nanoseconds;

static long long monotonic_nanoseconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **con_cls)
{
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    if (*con_cls == NULL) {
        *con_cls = &request_seen;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (spin_nanoseconds > 0) {
        long long until = monotonic_nanoseconds() + spin_nanoseconds;
        while (monotonic_nanoseconds() < until) {
        }
    }
    struct MHD_Response *response = MHD_create_response_from_buffer(
        sizeof answer - 1, (void *)answer, MHD_RESPMEM_PERSISTENT);
    if (response == NULL)
        return MHD_NO;
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

int main(int argc, char **argv)
{
    long port = argc > 1 ? strtol(argv[1], NULL, 10) : 0;
    long threads = argc > 2 ? strtol(argv[2], NULL, 10) : 0;
    spin_nanoseconds = argc > 3 ? strtol(argv[3], NULL, 10) : 0;
    if (port < 0 || port > 65535 || threads < 0 || threads > 1024 || spin_nanoseconds < 0
        || spin_nanoseconds > 1000000000L) {
        fprintf(stderr, "usage: baseline [PORT [THREADS [SPIN_NS]]]\n");
        return 2;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (threads == 0)
        threads = cpus;
    unsigned int pool = threads < 1 ? 1 : (unsigned int)threads;

    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, NULL); /* before the daemon's threads exist */

    /* ListeningSocket.swift: SO_REUSEADDR, non-blocking, a backlog of SOMAXCONN. */
    int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    int on = 1;
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    socklen_t length = sizeof address;
    if (listener < 0 || setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0
        || bind(listener, (struct sockaddr *)&address, sizeof address) != 0
        || listen(listener, SOMAXCONN) != 0
        || getsockname(listener, (struct sockaddr *)&address, &length) != 0) {
        fprintf(stderr, "baseline: cannot listen on 127.0.0.1:%ld\n", port);
        return 1;
    }

    /* WorkerThreads.swift: the connection limit split between the workers, one thread each. */
    struct scroll_mhd_worker_signals workers_signals = {
        .quiesce = eventfd(0, EFD_CLOEXEC), .stop = eventfd(0, EFD_CLOEXEC), .quiesced = 0 };
    const unsigned int limit = 1024u; /* ServerConfiguration.defaultConnectionLimit */
    struct MHD_Daemon *daemons[1024];
    pthread_t workers[1024];
    for (unsigned int i = 0; i < pool; i++) {
        unsigned int share = scroll_mhd_worker_connection_limit(limit, pool, i);
        daemons[i] = MHD_start_daemon(
            MHD_USE_EPOLL | MHD_USE_ERROR_LOG, 0, NULL, NULL, handle, NULL,
            MHD_OPTION_LISTEN_SOCKET, listener,
            MHD_OPTION_CONNECTION_LIMIT, share,
            MHD_OPTION_CONNECTION_TIMEOUT, 15u, /* ServerConfiguration.defaultConnectionTimeoutSeconds */
            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)16384, /* ServerConfiguration.defaultConnectionMemoryBytes */
            MHD_OPTION_END);
        if (daemons[i] == NULL || scroll_mhd_start_worker(daemons[i], share, &workers_signals, &workers[i]) != 0) {
            fprintf(stderr, "baseline: cannot start worker %u\n", i);
            return 1;
        }
    }
    printf("baseline listening on http://127.0.0.1:%u\n", (unsigned)ntohs(address.sin_port));
    fflush(stdout);

    int received;
    sigwait(&signals, &received);
    eventfd_write(workers_signals.stop, 1);
    for (unsigned int i = 0; i < pool; i++) {
        pthread_join(workers[i], NULL);
        MHD_quiesce_daemon(daemons[i]); /* the listening socket is ours, not the daemon's */
        MHD_stop_daemon(daemons[i]);
    }
    close(listener);
    return 0;
}
