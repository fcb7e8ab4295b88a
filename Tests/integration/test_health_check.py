"""`scroll-query-server --health-check`: the image's HEALTHCHECK. It GETs /healthz on the address
the server flags and variables name (HOST/PORT, --host/--port) with a plain socket and exits 0 on
a 200, 1 on anything else; it serves nothing itself."""
import os
import socket
import subprocess
import threading


def check(server, *args, env=None):
    clean = {k: v for k, v in os.environ.items() if k not in ("HOST", "PORT")}
    return subprocess.run([server.binary, "--health-check", *args], capture_output=True, text=True, timeout=20,
                          env=dict(clean, **(env or {})), stdin=subprocess.DEVNULL)


def closed_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # nothing listens once it is closed


def test_liveServer_fromFlags_exits0_silently(server):
    result = check(server, "--host", server.host, "--port", str(server.port))
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_liveServer_fromHostAndPortVariables_exits0(server):
    result = check(server, env={"HOST": server.host, "PORT": str(server.port)})
    assert result.returncode == 0, result.stderr


def test_wildcardHost_isCheckedOnLoopback(server):
    result = check(server, "--host", "0.0.0.0", "--port", str(server.port))
    assert result.returncode == 0, result.stderr


def test_flagWinsOverVariable_asForTheServer(server):
    result = check(server, "--port", str(server.port), env={"HOST": server.host, "PORT": str(closed_port())})
    assert result.returncode == 0, result.stderr


def test_closedPort_exits1_andSaysWhy(server):
    port = closed_port()
    result = check(server, "--host", "127.0.0.1", "--port", str(port))
    assert result.returncode == 1
    assert f"http://127.0.0.1:{port}/healthz" in result.stderr and "refused" in result.stderr


def test_anAnswerOtherThan200_exits1(server):
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def answer_503():
        connection, _ = listener.accept()
        with connection:
            connection.recv(4096)
            connection.sendall(b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

    thread = threading.Thread(target=answer_503, daemon=True)
    thread.start()
    try:
        result = check(server, "--port", str(port))
    finally:
        thread.join(10)
        listener.close()
    assert result.returncode == 1
    assert "503" in result.stderr


def test_badPortValue_exits1(server):
    result = check(server, "--port", "http")
    assert result.returncode == 1
    assert "--port" in result.stderr
