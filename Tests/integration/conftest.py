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
