#!/usr/bin/env bash
# make container-check: builds the project's real Dockerfile and runs the image, with no Docker
# engine and no registry — Debian's podman + runc, base images made locally from a debootstrap
# rootfs, --pull=never (facts: shared/notes/containers.md). One line per step with its time.
#
# Checks: the image builds; `IMAGE --port 9000` listens on 9000 although the image sets
# ENV PORT=8080 (flags win); /healthz, /readyz and POST /v1/scroll/offset answer through the
# published port; the process runs as a non-root user; the HEALTHCHECK (`scroll-query-server
# --health-check`, which follows the port) turns healthy, and `--health-check` on a closed port
# exits 1; the image has no curl; SIGTERM during an in-flight upload lets it finish and the
# container exits 0. Last, what the image adds to its base, in MB (at most
# CONTAINER_CHECK_MAX_ADDED_MB, default 15; the minbase stand-in is not bookworm-slim, so the
# base itself is no figure to quote, but the layers added on top of it are the same).
# Built with --format docker: the OCI image format has no HEALTHCHECK, and podman would drop it.
# Needs root (podman rootful, debootstrap).
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=localhost/scroll-query:check
BASE=localhost/scrollquery-bookworm-minbase:latest
BUILDER=localhost/scrollquery-builder-standin:latest
CONTAINER=scroll-query-check
HOST_PORT=${CONTAINER_CHECK_PORT:-18089}
WORK=${CONTAINER_CHECK_WORK:-/var/tmp/scrollquery-container-check}
mkdir -p "$WORK"

started=$(date +%s.%N)
since() { awk -v now="$(date +%s.%N)" -v then="$1" 'BEGIN { printf "%.1f", now - then }'; }
step() {  # step "what" command...: runs it, prints "[  12.3 s] what (took 1.2 s)" or fails loudly
    local what=$1; shift
    local before; before=$(date +%s.%N)
    if ! "$@" > "$WORK/step.log" 2>&1; then
        printf '[%6s s] FAILED: %s\n' "$(since "$started")" "$what"
        tail -n 40 "$WORK/step.log"
        exit 1
    fi
    printf '[%6s s] ok: %s (%s s)\n' "$(since "$started")" "$what" "$(since "$before")"
}

[ "$(id -u)" -eq 0 ] || { echo "container-check needs root (rootful podman, debootstrap)"; exit 1; }

step "install podman, runc, debootstrap, curl (when missing)" \
    scripts/ensure-apt-packages.sh podman runc debootstrap curl ca-certificates

# crun fails on this kind of VM (setrlimit, hybrid cgroups): runc and lower rlimits, through a
# private containers.conf so no system file changes.
cat > "$WORK/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=16384:16384", "nproc=16384:16384"]
[engine]
runtime = "runc"
CONF
export CONTAINERS_CONF="$WORK/containers.conf"

mirror() {
    local found
    found=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
        | awk '/^URIs:/ || /^deb / { print $2 }' | grep -m1 -E '/debian/?$' || true)
    echo "${found:-http://deb.debian.org/debian}"
}

# (Functions run by `step` chain with && : errexit does not apply inside an `if` condition.)
make_base() {
    rm -rf "$WORK/rootfs" \
        && debootstrap --variant=minbase bookworm "$WORK/rootfs" "$(mirror)" \
        && tar -C "$WORK/rootfs" -c . | podman import - "$BASE" \
        && rm -rf "$WORK/rootfs"
}
if podman image exists "$BASE"; then
    step "base image $BASE (already made)" true
else
    step "debootstrap bookworm minbase → $BASE" make_base
fi

# The builder stand-in: the official Swift image's runtime packages on the minbase rootfs; the
# host's toolchain is bind-mounted read-only during the build and put on PATH.
SWIFT_BIN=$(dirname "$(readlink -f "$(command -v swift)")")
TOOLCHAIN=$(dirname "$(dirname "$SWIFT_BIN")")
make_builder() {
    cat > "$WORK/Builder.Containerfile" <<BUILDER
FROM $BASE
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
    binutils libc6-dev libgcc-12-dev libstdc++-12-dev pkg-config zlib1g-dev libcurl4 libxml2 libedit2 \\
    libsqlite3-0 libncurses6 libpython3.11 tzdata ca-certificates git && rm -rf /var/lib/apt/lists/*
ENV PATH=$SWIFT_BIN:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
BUILDER
    podman build --pull=never -t "$BUILDER" -f "$WORK/Builder.Containerfile" "$WORK"
}
if podman image exists "$BUILDER"; then
    step "builder stand-in $BUILDER (already made)" true
else
    step "builder stand-in $BUILDER (toolchain from $TOOLCHAIN)" make_builder
fi

step "hadolint Dockerfile" hadolint Dockerfile

revision=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
step "podman build the Dockerfile (--pull=never, revision $revision)" \
    podman build --pull=never --format docker -v "$TOOLCHAIN:$TOOLCHAIN:ro" \
        --build-arg BUILDER_IMAGE="$BUILDER" --build-arg RUNTIME_IMAGE="$BASE" --build-arg REVISION="$revision" \
        -t "$IMAGE" .

podman rm -f "$CONTAINER" >/dev/null 2>&1 || true
trap 'podman rm -f "$CONTAINER" >/dev/null 2>&1 || true' EXIT
step "podman run $IMAGE --port 9000 (image sets ENV PORT=8080), published on 127.0.0.1:$HOST_PORT" \
    podman run -d --name "$CONTAINER" -p "127.0.0.1:$HOST_PORT:9000" "$IMAGE" --port 9000

BASE_URL="http://127.0.0.1:$HOST_PORT"
wait_up() { for _ in $(seq 1 100); do curl -fsS "$BASE_URL/healthz" && return 0; sleep 0.1; done; return 1; }
step "GET /healthz through the published port" wait_up
step "GET /readyz → 200" curl -fsS "$BASE_URL/readyz"
offset() {
    curl -fsS "$BASE_URL/v1/scroll/offset" -H 'Content-Type: application/json' \
        -d '{"viewport":{"width":320,"height":480},"contentSize":{"width":320,"height":1000},"target":{"point":{"x":0,"y":900}}}' \
        | grep -q '"contentOffset":{"x":0,"y":520}'
}
step "POST /v1/scroll/offset → contentOffset y 520" offset
version() { curl -fsS "$BASE_URL/version" | tee /dev/stderr | grep -q "\"revision\":\"$revision\""; }
step "GET /version names revision $revision (the REVISION build argument)" version
non_root() {
    local uid
    uid=$(podman exec "$CONTAINER" id -u) && echo "uid $uid" && [ -n "$uid" ] && [ "$uid" != 0 ]
}
step "runs as a non-root user" non_root
healthy() {
    podman healthcheck run "$CONTAINER" \
        && [ "$(podman inspect --format '{{.State.Health.Status}}' "$CONTAINER")" = healthy ]
}
step "HEALTHCHECK (follows --port 9000) turns healthy" healthy
unhealthy_port() {
    local status=0
    podman exec "$CONTAINER" /usr/local/bin/scroll-query-server --health-check --port 9 || status=$?
    echo "exit $status" && [ "$status" = 1 ]
}
step "--health-check on a port nothing listens on exits 1" unhealthy_port
no_curl() { podman exec "$CONTAINER" sh -c '! command -v curl'; }
step "the image has no curl" no_curl

drain() {
    python3 - "$HOST_PORT" "$CONTAINER" <<'PY'
import json, socket, subprocess, sys, time
port, container = int(sys.argv[1]), sys.argv[2]
body = json.dumps({"viewport": {"width": 320, "height": 480}, "contentSize": {"width": 320, "height": 1000},
                   "target": {"point": {"x": 0, "y": 900}}}).encode()
upload = socket.create_connection(("127.0.0.1", port), timeout=20)
upload.sendall(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
               b"Content-Length: %d\r\n\r\n" % len(body) + body[:10])
time.sleep(0.5)  # let the head reach the server through the port forward
subprocess.run(["podman", "kill", "--signal", "TERM", container], check=True, capture_output=True)
time.sleep(1.0)  # the server is draining now, the upload half-sent
upload.sendall(body[10:])
answer = b""
while not answer.rstrip().endswith(b"}"):
    chunk = upload.recv(65536)
    if not chunk:
        break
    answer += chunk
print(answer.split(b"\r\n", 1)[0].decode())
assert answer.startswith(b"HTTP/1.1 200"), answer
code = subprocess.run(["podman", "wait", container], check=True, capture_output=True, text=True).stdout.strip()
print("exit code", code)
assert code == "0", code
PY
}
step "SIGTERM during an in-flight upload: it completes (200), container exits 0" drain

MAX_ADDED_MB=${CONTAINER_CHECK_MAX_ADDED_MB:-15}
image_bytes() { podman image inspect --format '{{.Size}}' "$1"; }
base_bytes=$(image_bytes "$BASE")
image_bytes=$(image_bytes "$IMAGE")
added=$(awk -v a="$image_bytes" -v b="$base_bytes" 'BEGIN { printf "%.1f", (a - b) / 1e6 }')
printf 'image %s: %.1f MB = base %.1f MB + %s MB added (at most %s MB)\n' "$IMAGE" \
    "$(awk -v a="$image_bytes" 'BEGIN { print a / 1e6 }')" "$(awk -v b="$base_bytes" 'BEGIN { print b / 1e6 }')" "$added" "$MAX_ADDED_MB"
podman history --format "{{.Size}}\t{{.CreatedBy}}" "$IMAGE" | cut -c1-160
awk -v added="$added" -v max="$MAX_ADDED_MB" 'BEGIN { exit !(added <= max) }' \
    || { echo "FAILED: the image adds $added MB to its base, more than $MAX_ADDED_MB MB"; exit 1; }
printf 'container-check passed in %s s\n' "$(since "$started")"
