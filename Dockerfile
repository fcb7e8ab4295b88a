# ScrollQuery: build with the official Swift image, run on bookworm-slim with libmicrohttpd12
# and libhiredis0.14 (the Redis client of --layout-store, linked whether or not it is used).
# Both base images are build arguments so a machine without a registry can point them at local
# images (`--build-arg BUILDER_IMAGE=... --build-arg RUNTIME_IMAGE=... --pull=never`);
# `make container-check` does exactly that.
ARG BUILDER_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${BUILDER_IMAGE} AS build
# Debian stable only takes security fixes: pinning exact versions would just break builds.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd-dev libhiredis-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
# The stand-in loop below pipes: fail the step if any part of the pipe fails.
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
WORKDIR /src
# Package.swift declares the test targets, and SwiftPM will not load a package whose target
# folders are missing. Copying Tests would make every test edit invalidate the build below, so
# each test target gets an empty stand-in folder instead, named from Package.swift itself.
COPY Package.swift ./
RUN sed -n 's/.*testTarget(name: "\([^"]*\)".*/\1/p' Package.swift | while read -r target; do \
        mkdir -p "Tests/$target" && : > "Tests/$target/Placeholder.swift"; \
    done
COPY Plugins ./Plugins
# Package.swift declares the two benchmark executables with `path: "Benchmarks/..."`: SwiftPM
# will not load the package without their folders (small; not built here).
COPY Benchmarks ./Benchmarks
COPY openapi.yaml ./
COPY Sources ./Sources
# The git revision for GET /version (the build context has no .git): pass --build-arg REVISION=...
# A new revision rebuilds the binary (it is new code); edits that leave HEAD alone reuse the cache.
ARG REVISION=""
# Stripped (install -s): the debug information is half the binary and serves no one in the image.
RUN SCROLLQUERY_REVISION="$REVISION" swift build -c release --static-swift-stdlib --product scroll-query-server \
    && install -s -D "$(swift build -c release --show-bin-path)/scroll-query-server" /out/scroll-query-server

FROM ${RUNTIME_IMAGE} AS runtime
# libmicrohttpd12 (its one dependency, libgnutls30, is already in the base, for apt) and
# libhiredis0.14 (libc only) and nothing else: the binary checks its own health, so the image
# needs no curl. Nothing of apt's is left behind.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd12 libhiredis0.14 \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/log/apt /var/log/dpkg.log
COPY --from=build /out/scroll-query-server /usr/local/bin/scroll-query-server
USER 10001:10001
EXPOSE 8080
# Defaults only: a flag given to the container (`... IMAGE --port 9000`) wins over these.
ENV HOST=0.0.0.0 PORT=8080
# GET /healthz with a plain socket, exit 0/1. It follows the port the server was started with:
# the flags of the server it finds as PID 1 (or PID 1's child) win over HOST/PORT, as in the server.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/scroll-query-server", "--health-check"]
# SIGTERM (the default stop signal) drains: /readyz turns 503, in-flight requests finish
# within --drain-seconds (10), exit 0. Give `docker stop -t` / Kubernetes more than that.
ENTRYPOINT ["/usr/local/bin/scroll-query-server"]
