#!/usr/bin/env python3
"""`make screenshots`: a PNG of each playground demo under docs/, taken in headless Chromium.

Starts the server (SCROLLQUERY_BIN, default the release build), opens the playground, lets each demo
do one thing (the default example scrolls to its target; the transition demo inserts messages
above a chat pinned to its bottom; the snap demo flings a pager; the photo grid and the contacts
with pinned headers scroll to their targets on load) and captures each section.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "Tests", "integration"))

from devtools import Browser  # noqa: E402
from serverprocess import Server  # noqa: E402


def main() -> int:
    docs = os.path.join(REPO, "docs")
    server = Server()
    browser = None
    try:
        browser = Browser(server.base_url, width=1400, height=1000)
        browser.navigate(server.base_url + "/")
        browser.wait_for("document.body.dataset.ready === 'true'", timeout=30)
        browser.settle()
        shots = [
            ("playground-offset.png", "#demo-offset", None),
            ("playground-transition.png", "#demo-transition", "document.getElementById('insert-above').click()"),
            ("playground-snap.png", "#demo-snap", "document.getElementById('fling').click()"),
            ("playground-grid.png", "#demo-grid", None),
            ("playground-sections.png", "#demo-sections", None),
        ]
        for name, selector, action in shots:
            if action:
                browser.evaluate(action)
                browser.pump(0.3)
                browser.settle()
            path = os.path.join(docs, name)
            browser.screenshot(path, selector)
            print(f"wrote {os.path.relpath(path, REPO)}")
        if browser.problems:
            print("page problems:", *browser.problems, sep="\n  ", file=sys.stderr)
            return 1
        return 0
    finally:
        if browser:
            browser.close()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
