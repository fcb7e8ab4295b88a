#ifndef SCROLL_CMICROHTTPD_COUNTERS_H
#define SCROLL_CMICROHTTPD_COUNTERS_H

#include <stdint.h>
#include <time.h>

// Relaxed atomic access to plain uint64_t counters in memory Swift allocates. Swift's `Atomic`
// needs a fixed stored property; these work on any aligned word of a per-thread counter block.
//
// `scroll_counter_add` is a load and a store, not a read-modify-write: each block has exactly one
// writer (the worker thread that owns it), so no lock prefix is needed — it compiles to a plain
// `add` to memory the thread already owns. Readers (the /metrics scrape) use a relaxed load, so a
// scrape sees each counter whole, possibly a moment old.
static inline void scroll_counter_add(uint64_t *counter, uint64_t amount)
{
    __atomic_store_n(counter, __atomic_load_n(counter, __ATOMIC_RELAXED) + amount, __ATOMIC_RELAXED);
}

static inline uint64_t scroll_counter_load(const uint64_t *counter)
{
    return __atomic_load_n(counter, __ATOMIC_RELAXED);
}

// Publishing a freshly allocated block: release on store, acquire on load, so a scrape that sees
// the pointer sees the zeroed block behind it.
static inline void scroll_pointer_publish(void **slot, void *value)
{
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

static inline void *scroll_pointer_load(void *const *slot)
{
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

// CLOCK_MONOTONIC in nanoseconds (vDSO: no system call).
static inline uint64_t scroll_monotonic_nanoseconds(void)
{
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

#endif
