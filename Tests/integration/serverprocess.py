"""Starts the real scroll-query-server on a free localhost port and talks HTTP/1.1 to it.

Shared by the integration and conformance suites. The server picks its port (`--port 0`) and
prints one start-up line containing `http://HOST:PORT`; we read the port from that line.
"""
import collections
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_BIN = os.path.join(REPO, ".build", "release", "scroll-query-server")


class Server:
    #: How long to wait for the start-up line before giving up (seconds).
    STARTUP_TIMEOUT = 20.0

    def __init__(self, *extra_args, binary=None, startup_timeout=None):
        binary = binary or os.environ.get("SCROLLQUERY_BIN", DEFAULT_BIN)
        if not os.path.isabs(binary):
            binary = os.path.join(REPO, binary)
        self.binary = binary
        # HOST and PORT in the environment would override --host/--port: keep them from the child.
        env = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
        # stderr goes to a file, not a pipe: a pipe nobody reads would fill up and block the
        # server's threads if libmicrohttpd logged a lot (e.g. under the fuzz test).
        self.stderr = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", "0", *extra_args],
            stdout=subprocess.PIPE, stderr=self.stderr, stdin=subprocess.DEVNULL, env=env, text=True)
        line = self._startup_line(startup_timeout if startup_timeout is not None else self.STARTUP_TIMEOUT)
        match = re.search(r"http://([0-9.]+):(\d+)", line or "")
        if not match:
            self.process.kill()
            self.process.wait()
            self._reader.join(5)  # it sees end-of-file now that the process is gone
            self.process.stdout.close()
            self.stderr.seek(0)
            stderr = self.stderr.read()[-2000:]
            self.stderr.close()
            if line is None:
                why = f"no start-up line within {startup_timeout or self.STARTUP_TIMEOUT:g} s (killed it)"
            elif line == "":
                why = f"it exited with status {self.process.returncode} before printing a start-up line"
            else:
                why = f"unexpected start-up line {line!r}"
            raise RuntimeError(f"{binary}: {why}; its stderr: {stderr!r}")
        self.host, self.port = match.group(1), int(match.group(2))
        self.base_url = f"http://{self.host}:{self.port}"
        self.url = self.base_url

    def _startup_line(self, timeout):
        """The first line of stdout, "" if the process closed stdout (exited) first, None if
        nothing came within `timeout` seconds. A reader thread, so a silent server cannot hang us;
        it goes on reading to the end of stdout, keeping each line for `take_output`, because a pipe
        nobody reads fills up and then stops the server (`--access-log` writes a line a request)."""
        self._lines = collections.deque()  # appended by the reader, taken by `take_output`
        first = threading.Event()

        def read():
            for line in self.process.stdout:
                self._lines.append(line)
                first.set()
            first.set()

        self._reader = threading.Thread(target=read, daemon=True)
        self._reader.start()
        first.wait(timeout)
        if self._lines:
            return self._lines.popleft()
        return "" if first.is_set() else None

    def take_output(self):
        """The lines the server has written to stdout since its start-up line, or since the last
        call; once it has exited, all of them."""
        if self.process.poll() is not None:
            self._reader.join(5)  # it sees end-of-file now that the process is gone
        taken = []
        while self._lines:
            taken.append(self._lines.popleft())
        return taken

    def request(self, method, path, body=None, headers=None, timeout=10):
        """One request on a fresh connection; returns (status, headers dict (lower-case), body bytes)."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            if isinstance(body, (dict, list)):
                body = json.dumps(body).encode()
            elif isinstance(body, str):
                body = body.encode()
            all_headers = {}
            if body is not None:
                all_headers["Content-Type"] = "application/json"
            all_headers.update(headers or {})
            connection.request(method, path, body=body, headers=all_headers)
            response = connection.getresponse()
            data = response.read()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, data
        finally:
            connection.close()

    def post_json(self, path, body, headers=None):
        status, response_headers, data = self.request("POST", path, body, headers)
        return status, json.loads(data) if data else None

    def raw(self, payload: bytes, timeout=5) -> bytes:
        """Sends raw bytes and returns everything the server answers until it closes or goes quiet."""
        with socket.create_connection((self.host, self.port), timeout=timeout) as sock:
            sock.sendall(payload)
            chunks = []
            try:
                while True:
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    chunks.append(chunk)
                    if b"\r\n\r\n" in b"".join(chunks) and _complete(b"".join(chunks)):
                        break
            except socket.timeout:
                pass
            return b"".join(chunks)

    def stop(self, sig=signal.SIGTERM, timeout=10):
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._reader.join(5)  # it sees end-of-file now that the process is gone
        self.process.stdout.close()
        self.stderr.close()
        return self.process.returncode


def _complete(data: bytes) -> bool:
    head, _, body = data.partition(b"\r\n\r\n")
    match = re.search(rb"(?i)content-length:\s*(\d+)", head)
    return bool(match) and len(body) >= int(match.group(1))


def wait_until(predicate, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False
