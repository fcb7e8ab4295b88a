#ifndef SCROLL_CMICROHTTPD_SHIM_H
#define SCROLL_CMICROHTTPD_SHIM_H

#include <microhttpd.h>
#include <sys/socket.h>

// Swift does not import variadic C functions, so MHD_start_daemon's option list is fixed here.
// The daemon accepts on `listenSocket`, which its caller bound and keeps (see CWorkerLoop: every
// worker is a daemon on the same socket).
static inline struct MHD_Daemon *scroll_mhd_start_daemon(
    unsigned int flags,
    int listenSocket,
    unsigned int connectionLimit,
    unsigned int connectionTimeoutSeconds,
    size_t connectionMemoryLimit,
    MHD_AccessHandlerCallback accessHandler,
    void *accessHandlerContext,
    MHD_RequestCompletedCallback requestCompleted,
    void *requestCompletedContext,
    MHD_NotifyConnectionCallback connectionNotified,
    void *connectionNotifiedContext,
    size_t (*unescape)(void *context, struct MHD_Connection *connection, char *text))
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, accessHandler, accessHandlerContext,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listenSocket,
        MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
        MHD_OPTION_CONNECTION_TIMEOUT, connectionTimeoutSeconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connectionMemoryLimit,
        MHD_OPTION_NOTIFY_COMPLETED, requestCompleted, requestCompletedContext,
        MHD_OPTION_NOTIFY_CONNECTION, connectionNotified, connectionNotifiedContext,
        MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
        MHD_OPTION_END);
}

// The request's headers and query arguments in one walk over libmicrohttpd's list, with their
// lengths (no strlen). Swift imports `enum MHD_ValueKind` as a closed enum, so the two kinds
// cannot be combined on the Swift side.
static inline int scroll_mhd_get_request_fields(
    struct MHD_Connection *connection, MHD_KeyValueIteratorN iterator, void *context)
{
    return MHD_get_connection_values_n(
        connection, (enum MHD_ValueKind)(MHD_HEADER_KIND | MHD_GET_ARGUMENT_KIND), iterator, context);
}

#endif
