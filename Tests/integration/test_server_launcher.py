"""The launcher the suites share never waits forever for a server that does not start, and says why."""
import os
import stat

import pytest

from serverprocess import Server


def _stand_in(tmp_path, script):
    path = tmp_path / "stand-in-server"
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_silentServer_timesOut_withItsStderr(tmp_path):
    # Says something on stderr, then never prints the start-up line.
    binary = _stand_in(tmp_path, 'echo "warming up the flux capacitor" >&2\nexec sleep 600\n')
    with pytest.raises(RuntimeError) as failure:
        Server(binary=binary, startup_timeout=0.5)
    message = str(failure.value)
    assert "no start-up line within 0.5 s" in message
    assert "warming up the flux capacitor" in message
    assert binary in message


def test_serverExitingAtStartUp_isReported_withStatusAndStderr(tmp_path):
    binary = _stand_in(tmp_path, 'echo "error: unknown flag --frobnicate" >&2\nexit 64\n')
    with pytest.raises(RuntimeError) as failure:
        Server("--frobnicate", binary=binary)
    message = str(failure.value)
    assert "exited with status 64" in message
    assert "unknown flag --frobnicate" in message


def test_unexpectedStartUpLine_isReported(tmp_path):
    binary = _stand_in(tmp_path, 'echo "hello"\nexec sleep 600\n')
    with pytest.raises(RuntimeError, match="unexpected start-up line 'hello"):
        Server(binary=binary)
