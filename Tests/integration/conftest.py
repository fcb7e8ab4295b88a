import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from serverprocess import Server  # noqa: E402


@pytest.fixture(scope="session")
def server():
    """One live server for the session, always stopped afterwards, pass or fail."""
    instance = Server()
    try:
        yield instance
    finally:
        instance.stop()


@pytest.fixture
def started():
    """Starts servers with extra flags (`started("--max-batch", "3")`) and stops every one
    afterwards, each of them required to exit 0."""
    servers = []

    def start(*args):
        servers.append(Server(*args))
        return servers[-1]

    yield start
    for server in servers:
        assert server.stop() == 0
