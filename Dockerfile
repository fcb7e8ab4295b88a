# ScrollQuery: build with the official Swift image, run on bookworm-slim with libmicrohttpd12.
# Both base images are build arguments so a machine without a registry can point them at local
# images (`--build-arg BUILDER_IMAGE=... --build-arg RUNTIME_IMAGE=... --pull=never`).
ARG BUILDER_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${BUILDER_IMAGE} AS build
# Debian stable only takes security fixes: pinning exact versions would just break builds.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
# Package.swift declares the test targets, so SwiftPM needs their sources even for --product.
COPY Tests ./Tests
COPY openapi.yaml ./
RUN swift build -c release --static-swift-stdlib --product scroll-query-server \
    && install -D "$(swift build -c release --show-bin-path)/scroll-query-server" /out/scroll-query-server

FROM ${RUNTIME_IMAGE} AS runtime
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd12 curl \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/scroll-query-server /usr/local/bin/scroll-query-server
USER 10001:10001
EXPOSE 8080
ENV HOST=0.0.0.0 PORT=8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=5s --retries=3 \
    CMD ["curl", "-fsS", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/usr/local/bin/scroll-query-server"]
