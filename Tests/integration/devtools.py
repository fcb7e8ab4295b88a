"""A small Chrome DevTools Protocol client: one headless Chromium, one page, driven over a websocket.

Used by the playground's browser tests and by `make screenshots`. Chromium is started with
`--remote-debugging-port=0` and prints the browser's websocket URL on stderr; we attach to one new
tab (flattened session) and record, for the whole run, every console error, uncaught exception,
failed load and every request to another origin than the server's, so a test can fail on them.
"""
from __future__ import annotations

import base64
import itertools
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from urllib.parse import urlsplit

from websockets.sync.client import connect

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_chromium() -> str | None:
    """$CHROMIUM_BIN, else the first Chromium on PATH."""
    if os.environ.get("CHROMIUM_BIN"):
        return os.environ["CHROMIUM_BIN"]
    return next((shutil.which(n) for n in CHROMIUM_CANDIDATES if shutil.which(n)), None)


class DevToolsError(RuntimeError):
    pass


class Browser:
    """Headless Chromium with one tab; `problems` lists what a clean page never produces."""

    def __init__(self, origin: str, width: int = 1400, height: int = 1000, scale: float = 1):
        chromium = find_chromium()
        if not chromium:
            raise DevToolsError("no Chromium found (set CHROMIUM_BIN)")
        self.origin = origin
        self.profile = tempfile.mkdtemp(prefix="scrollquery-playground-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
             "--disable-sync", "--disable-component-update", "--mute-audio", "--hide-scrollbars",
             f"--force-device-scale-factor={scale}", f"--window-size={width},{height}",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
        url = self._websocket_url(30)
        # Entered as a context manager (closed in `close`), which websockets 17 asks for.
        self.socket = connect(url, max_size=None, open_timeout=20).__enter__()
        self.ids = itertools.count(1)
        self.events: list[dict] = []
        self.problems: list[str] = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False}, session=True)

    def _websocket_url(self, timeout: float) -> str:
        found: list[str] = []

        def read():
            for line in self.process.stderr:
                match = re.search(r"DevTools listening on (ws://\S+)", line)
                if match:
                    found.append(match.group(1))
                    break
            # Keep draining stderr so Chromium never blocks on a full pipe.
            for _ in self.process.stderr:
                pass

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + timeout
        while not found:
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.close()
                raise DevToolsError("Chromium printed no DevTools URL")
            time.sleep(0.05)
        return found[0]

    # -- protocol ---------------------------------------------------------------------------

    def call(self, method: str, params: dict | None = None, session: bool = False, timeout: float = 30) -> dict:
        message_id = next(self.ids)
        message = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise DevToolsError(f"{method}: no answer in {timeout} s")
            reply = json.loads(self.socket.recv(timeout=remaining))
            if reply.get("id") == message_id:
                if "error" in reply:
                    raise DevToolsError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self._event(reply)

    def _event(self, event: dict) -> None:
        self.events.append(event)
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            args = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            self.problems.append(f"console.{params['type']}: {args}")
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.problems.append("exception: " + str(details.get("exception", {}).get("description") or details.get("text")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            self.problems.append(f"log: {entry.get('text')} {entry.get('url', '')}")
        elif method == "Network.requestWillBeSent":
            url = params.get("request", {}).get("url", "")
            split = urlsplit(url)
            if split.scheme in ("http", "https", "ws", "wss") and f"{split.scheme}://{split.netloc}" != self.origin:
                self.problems.append(f"request to another origin: {url}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            self.problems.append(f"load failed: {params.get('errorText')}")

    def evaluate(self, expression: str, timeout: float = 30):
        """The value of `expression` in the page (awaited when it is a promise)."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True}, session=True, timeout=timeout)
        if "exceptionDetails" in result:
            raise DevToolsError(f"{expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def pump(self, seconds: float) -> None:
        """Reads events for `seconds` (so console errors are seen even while nothing is asked)."""
        deadline = time.monotonic() + seconds
        while (remaining := deadline - time.monotonic()) > 0:
            try:
                self._event(json.loads(self.socket.recv(timeout=remaining)))
            except TimeoutError:
                return

    def wait_for(self, expression: str, timeout: float = 20) -> object:
        """Polls `expression` until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise DevToolsError(f"timed out waiting for {expression}")
            self.pump(0.05)

    def navigate(self, url: str) -> None:
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for("document.readyState === 'complete'")

    def settle(self, timeout: float = 20) -> None:
        """Waits until the page has no API call in flight and no drawing is animating."""
        self.wait_for("document.body.dataset.pending === '0' && "
                      "!document.querySelector('svg[data-animating=\"true\"]')", timeout)

    def screenshot(self, path: str, selector: str | None = None) -> None:
        params = {"format": "png", "captureBeyondViewport": True}
        if selector:
            box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
                                ".getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()")
            params["clip"] = {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1}
        data = self.call("Page.captureScreenshot", params, session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            if getattr(self, "socket", None):
                self.socket.close()
        finally:
            if self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)
