"""Fixtures every browser-conformance suite shares: the service under test (one for the whole
run) and the check that a Chromium is there to compare it with."""
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import service  # noqa: E402


@pytest.fixture(scope="session")
def service_url(request):
    """$SCROLLQUERY_URL, else a server started from $SCROLLQUERY_BIN on a free port."""
    url = os.environ.get("SCROLLQUERY_URL")
    if url:
        return url
    try:
        server = service.Server()
    except (FileNotFoundError, RuntimeError) as e:
        pytest.fail(f"cannot start the server: {e}")
    request.addfinalizer(server.stop)
    return server.url


@pytest.fixture(scope="session")
def chromium_binary():
    """The Chromium the suites launch; a missing one fails the run rather than skipping it."""
    binary = browser.find_chromium()
    if not binary:
        pytest.fail("no Chromium found: install Debian's `chromium` or set CHROMIUM_BIN")
    return binary
