"""A server that closes the connection without answering: Net::HTTP raises Ruby's EOFError
("end of file reached"), as MRI does, not a Python exception's name."""

from __future__ import annotations

import socket
import sys
import threading
from pathlib import Path


def test_a_server_closing_without_a_response_is_eof(tmp_path):
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve() -> None:
        conn, _ = listener.accept()
        with conn:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(4096)
        listener.close()

    threading.Thread(target=serve, daemon=True).start()
    program = tmp_path / "eof.rb"
    program.write_text(
        'require "net/http"\n'
        "begin\n"
        f'  Net::HTTP.get_response(URI("http://127.0.0.1:{port}/"))\n'
        "rescue EOFError => e\n"
        "  p e\n"
        "end\n"
    )
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ruby"))
    from runner import run_one

    _, status, out, err = run_one(str(program))
    assert (status, out) == (0, "#<EOFError: end of file reached>\n"), err
