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


def first_line(args, env):
    process = subprocess.Popen([BINARY, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL, env=env, text=True)
    try:
        return process.stdout.readline()
    finally:
        process.terminate()
        assert process.wait(timeout=10) == 0
        process.stdout.close()


def test_portFromEnvironment_isUsed_withoutTheFlag():
    port = free_port()
    line = first_line([], dict(os.environ, PORT=str(port), HOST="127.0.0.1"))
    assert f"http://127.0.0.1:{port}" in line, line


def test_flags_winOverTheEnvironment():
    # PORT=1 would need privileges and HOST=::1 another family: the flags must be what is used.
    port = free_port()
    line = first_line(["--host", "127.0.0.1", "--port", str(port)], dict(os.environ, PORT="1", HOST="::1"))
    assert f"http://127.0.0.1:{port}" in line, line


def test_badEnvironmentValue_isAUsageError_unlessAFlagOverridesIt():
    env = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
    for variable in ("SCROLLQUERY_MAX_BODY_BYTES", "SCROLLQUERY_MAX_BUFFERED_BYTES", "SCROLLQUERY_MAX_CONNECTIONS",
                     "SCROLLQUERY_CONNECTION_TIMEOUT", "SCROLLQUERY_MAX_ITEMS", "SCROLLQUERY_MAX_JSON_DEPTH",
                     "SCROLLQUERY_MAX_BATCH"):
        result = subprocess.run([BINARY], capture_output=True, text=True, timeout=10, env=dict(env, **{variable: "x"}))
        assert result.returncode == 2, (variable, result)
        assert variable in result.stderr


def test_help_printsUsage_andExitsZero():
    result = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10)
    assert result.returncode == 0
    assert "--port" in result.stdout and "--host" in result.stdout


def test_badFlagValue_isAUsageError():
    env = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
    for args in (["--port", "70000"], ["--port", "abc"], ["--max-body-bytes", "-1"], ["--bogus"],
                 ["--max-buffered-bytes", "-1"], ["--max-connections", "0"], ["--connection-timeout", "-1"],
                 ["--max-items", "many"], ["--max-json-depth", "0"], ["--max-batch", "-1"], ["--cors-origin", ""],
                 ["--auth-token-file", "/nonexistent/token"]):
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
