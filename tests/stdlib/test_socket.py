"""socket against the host: hostname, interface addresses, a real TCP connection."""

from __future__ import annotations

import socket
import threading


def test_hostname_and_addresses_are_the_hosts(ruby):
    out = ruby(
        'require "socket"\nputs Socket.gethostname\n'
        "puts Socket.ip_address_list.select(&:ipv4?).map(&:ip_address)\n"
    )
    lines = out.splitlines()
    assert lines[0] == socket.gethostname()
    assert "127.0.0.1" in lines[1:]


def test_tcp_socket_talks_to_a_local_server(ruby):
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]

    def serve() -> None:
        conn, _ = server.accept()
        with conn:
            line = conn.makefile("rb").readline()
            conn.sendall(b"echo: " + line)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    out = ruby(
        f'require "socket"\ns = TCPSocket.new("127.0.0.1", {port})\n'
        's.puts "hello"\nputs s.gets\np s.remote_address.ip_port\ns.close\np s.closed?\n'
    )
    thread.join(5)
    server.close()
    assert out.splitlines() == ["echo: hello", str(port), "true"]
