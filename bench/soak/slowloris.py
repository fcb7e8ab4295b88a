"""Slowloris clients for `make soak`: N connections that send a request head one header line
at a time, a line every INTERVAL seconds, and never finish it — for DURATION seconds, then close.

Prints how many were open at the start and how many the server had closed by the end (a server
that times out idle-but-trickling connections closes them; it must keep answering others either
way). Bounded: it always stops after DURATION seconds.
"""
import socket
import sys
import time

host, port, count, duration, interval = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
sockets = []
for _ in range(count):
    try:
        sock = socket.create_connection((host, port), timeout=5)
        sock.sendall(b"POST /v1/scroll/offset HTTP/1.1\r\nHost: soak\r\n")
        sockets.append(sock)
    except OSError:
        pass
print(f"SLOWLORIS opened {len(sockets)} of {count}", flush=True)
deadline = time.monotonic() + duration
line = 0
closed = 0
while time.monotonic() < deadline:
    time.sleep(min(interval, max(0.0, deadline - time.monotonic())))
    line += 1
    alive = []
    for sock in sockets:
        try:
            sock.sendall(b"X-Trickle-%d: x\r\n" % line)
            alive.append(sock)
        except OSError:
            closed += 1
            sock.close()
    sockets = alive
print(f"SLOWLORIS still open at the end {len(sockets)}, closed by the server {closed}", flush=True)
for sock in sockets:
    sock.close()
