#ifndef SCROLL_CHIREDIS_SHIM_H
#define SCROLL_CHIREDIS_SHIM_H

#include <hiredis.h>
#include <sys/time.h>

// A `struct timeval` of `milliseconds`: hiredis takes its timeouts by value in one, and building
// it here keeps the field types (time_t, suseconds_t) out of Swift.
static inline struct timeval scroll_redis_timeval(int milliseconds)
{
    struct timeval tv;
    tv.tv_sec = milliseconds / 1000;
    tv.tv_usec = (milliseconds % 1000) * 1000;
    return tv;
}

// redisCommandArgv answers `void *` (a `redisReply *`, or NULL on an I/O or protocol error):
// typed here so Swift never casts a raw pointer. It only reads `argv` (hiredis 0.14 declares it
// `const char **`, which Swift would import as mutable).
static inline redisReply *scroll_redis_command(
    redisContext *context, int argc, const char *const *argv, const size_t *argvlen)
{
    return (redisReply *)redisCommandArgv(context, argc, (const char **)argv, argvlen);
}

#endif
