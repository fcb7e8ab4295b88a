#!/bin/sh
# The image's HEALTHCHECK: GET /healthz on the port the server actually listens on.
#
# A fixed port would fail as soon as someone runs the image with `--port 9000` (flags win over
# the PORT variable), so this reads the server's own command line from /proc — whichever process
# runs scroll-query-server (PID 1, or a child of an init) — and falls back to $PORT, then 8080.
set -eu
port="${PORT:-8080}"
host="${HOST:-0.0.0.0}"
for cmdline in /proc/[0-9]*/cmdline; do
    first=$(tr '\0' '\n' < "$cmdline" 2>/dev/null | head -n 1) || continue
    case "$first" in
        */scroll-query-server | scroll-query-server) ;;
        *) continue ;;
    esac
    expect=""
    for argument in $(tr '\0' '\n' < "$cmdline" | tail -n +2); do
        case "$expect" in
            port) port="$argument" ;;
            host) host="$argument" ;;
        esac
        expect=""
        case "$argument" in
            --port) expect=port ;;
            --port=*) port="${argument#--port=}" ;;
            --host) expect=host ;;
            --host=*) host="${argument#--host=}" ;;
        esac
    done
    break
done
case "$host" in
    0.0.0.0) host=127.0.0.1 ;;
    ::) host="[::1]" ;;
    *:*) host="[$host]" ;;
esac
exec curl -fsS --max-time 2 -o /dev/null "http://$host:$port/healthz"
