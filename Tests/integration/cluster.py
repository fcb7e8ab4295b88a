"""Redis and HAProxy on loopback for the shared-layout-store tests and `make cluster-check`.

Each process runs in its own temporary directory on a free 127.0.0.1 port, never persists
anything, and can be stopped and started again on the same port (a restart, as a pod's). Both
are Debian packages (`redis-server`, `haproxy`), installed by `make test` (TEST_PACKAGES).
"""
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time


def free_port():
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port, timeout=10.0):
    """Waits until something accepts on 127.0.0.1:`port`; raises after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on 127.0.0.1:{port} after {timeout:g} s")


class _Process:
    """A child process started from `command()`, stoppable and restartable on the same port."""

    name = "process"

    def __init__(self):
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix=f"scrollquery-{self.name}-")
        self.process = None

    def command(self):
        raise NotImplementedError

    def start(self):
        assert self.process is None or self.process.poll() is not None, f"{self.name} is running"
        self.log = open(os.path.join(self.directory, f"{self.name}.log"), "ab")
        self.process = subprocess.Popen(self.command(), cwd=self.directory, stdin=subprocess.DEVNULL,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        try:
            wait_for_port(self.port)
        except RuntimeError:
            self.stop()
            raise RuntimeError(f"{self.name} did not start: {self.tail()}")
        return self

    def stop(self):
        """SIGKILL (a crash, not a shutdown) and wait; idempotent."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        if getattr(self, "log", None):
            self.log.close()
            self.log = None

    def tail(self, lines=20):
        try:
            with open(os.path.join(self.directory, f"{self.name}.log"), errors="replace") as log:
                return "".join(log.readlines()[-lines:])
        except OSError:
            return ""

    def close(self):
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.close()


class Redis(_Process):
    """redis-server on loopback: no RDB, no AOF, 64 MB with allkeys-lru (as the Kubernetes
    manifest configures it)."""

    name = "redis"

    def command(self):
        return [shutil.which("redis-server") or "/usr/bin/redis-server",
                "--bind", "127.0.0.1", "--port", str(self.port), "--dir", self.directory,
                "--save", "", "--appendonly", "no", "--maxmemory", "64mb",
                "--maxmemory-policy", "allkeys-lru", "--protected-mode", "yes"]

    @property
    def url(self):
        return f"redis://127.0.0.1:{self.port}/0"

    def keys(self):
        """The keys the store holds (through redis-cli)."""
        out = subprocess.run([shutil.which("redis-cli") or "/usr/bin/redis-cli", "-p", str(self.port), "--raw", "KEYS", "*"],
                             capture_output=True, text=True, timeout=10, check=True).stdout
        return sorted(line for line in out.splitlines() if line)


class HAProxy(_Process):
    """HAProxy in front of `backends` ((host, port) pairs): round robin, each backend checked
    with GET /readyz every 200 ms (2 failures take it out, 1 success puts it back). A request
    whose replica refused the connection or closed it without an answer (killed) is sent again
    to the other — every request of the API may be sent twice: queries are pure, and storing a
    layout under its content id is idempotent. The balancer's own errors (no replica up) carry
    the API's JSON `Error` body, like every other error a client sees."""

    name = "haproxy"

    def __init__(self, backends):
        super().__init__()
        self.backends = list(backends)
        self.config = os.path.join(self.directory, "haproxy.cfg")
        errors = []
        for status, reason in [(502, "Bad Gateway"), (503, "Service Unavailable"), (504, "Gateway Timeout")]:
            path = os.path.join(self.directory, f"{status}.http")
            body = json.dumps({"error": {"code": "overloaded", "message":
                               f"no replica answered (the load balancer's {status}); retry after Retry-After seconds"}})
            with open(path, "w") as page:
                page.write(f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nRetry-After: 1\r\n"
                           f"Connection: close\r\nContent-Length: {len(body)}\r\n\r\n{body}")
            errors.append(f"    errorfile {status} {path}")
        servers = "\n".join(f"    server r{index} {host}:{port} check inter 200ms fall 2 rise 1"
                            for index, (host, port) in enumerate(self.backends))
        with open(self.config, "w") as config:
            config.write(f"""global
    maxconn 512
defaults
    mode http
    timeout connect 1s
    timeout client 10s
    timeout server 10s
    option http-buffer-request
    retries 2
    retry-on conn-failure empty-response
    option redispatch 1
{chr(10).join(errors)}
frontend api
    bind 127.0.0.1:{self.port}
    default_backend replicas
backend replicas
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
{servers}
""")

    def command(self):
        return [shutil.which("haproxy") or "/usr/sbin/haproxy", "-db", "-f", self.config]
