"""The executable's command line: flags, environment overrides, usage errors."""
import os
import socket
import subprocess

from serverprocess import DEFAULT_BIN, REPO

BINARY = os.environ.get("SCROLLQUERY_BIN", DEFAULT_BIN)
if not os.path.isabs(BINARY):
    BINARY = os.path.join(REPO, BINARY)


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_portFromEnvironment_overridesTheFlag():
    port = free_port()
    env = dict(os.environ, PORT=str(port), HOST="127.0.0.1")
    process = subprocess.Popen([BINARY, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL, env=env, text=True)
    try:
        line = process.stdout.readline()
        assert f"http://127.0.0.1:{port}" in line, line
    finally:
        process.terminate()
        assert process.wait(timeout=10) == 0
        process.stdout.close()


def test_help_printsUsage_andExitsZero():
    result = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10)
    assert result.returncode == 0
    assert "--port" in result.stdout and "--host" in result.stdout


def test_badFlagValue_isAUsageError():
    env = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
    for args in (["--port", "70000"], ["--port", "abc"], ["--max-body-bytes", "-1"], ["--bogus"]):
        result = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=10, env=env)
        assert result.returncode == 2, (args, result)
        assert result.stderr.strip(), args


def test_portInUse_failsWithAClearMessage():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
        result = subprocess.run([BINARY, "--port", str(port)], capture_output=True, text=True, timeout=10, env=env)
    assert result.returncode != 0
    assert str(port) in result.stderr
