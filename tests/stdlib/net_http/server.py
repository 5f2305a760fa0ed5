"""A small HTTP server for the net/http and open-uri cases (MRI's goldens and toque's run
talk to the same one): fixed answers, an echo of the request, status codes, redirects,
gzip, basic auth and a slow answer. Its base URL reaches a case as ENV["TOQUE_HTTP_BASE"]."""

from __future__ import annotations

import base64
import gzip
import http.server
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def version_string(self) -> str:
        return "TestServer/1.0"

    def log_message(self, *args: object) -> None:  # quiet
        pass

    def date_time_string(self, timestamp: float | None = None) -> str:
        return "Thu, 01 Jan 2026 00:00:00 GMT"  # a fixed Date: the cases print headers

    def _send(
        self, code: int, body: bytes, ctype: str = "text/plain", extra: dict | None = None
    ) -> None:
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _body(self) -> bytes:
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def _route(self) -> None:
        path, _, query = self.path.partition("?")
        if path.startswith("http://"):  # asked as a proxy: answer for any host
            path = "/" + path.split("/", 3)[3]
        if path == "/hello":
            self._send(200, b"hello world\n", "text/plain; charset=utf-8", {"X-Custom": "yes"})
        elif path == "/json":
            self._send(200, b'{"name":"toque","list":[1,2,3]}', "application/json")
        elif path == "/echo":
            body = self._body()
            headers = {k.lower(): v for k, v in self.headers.items() if k.lower() != "host"}
            out = {
                "method": self.command,
                "path": self.path,
                "headers": headers,
                "body": body.decode("utf-8", "replace"),
            }
            self._send(200, json.dumps(out, sort_keys=True).encode(), "application/json")
        elif path.startswith("/status/"):
            code = int(path.rsplit("/", 1)[1])
            body = b"" if code in (204, 304) else f"status {code}\n".encode()
            self.send_response(code)
            self.send_header("Content-Type", "text/plain")
            if code not in (204, 304):
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if body and self.command != "HEAD":
                self.wfile.write(body)
        elif path == "/redirect":
            self._send(302, b"moved\n", "text/plain", {"Location": "/hello"})
        elif path == "/redirect-loop":
            self._send(301, b"", "text/plain", {"Location": "/redirect-loop"})
        elif path == "/gzip":
            data = gzip.compress(b"compressed body\n", mtime=0)
            if "gzip" in (self.headers.get("Accept-Encoding") or ""):
                self._send(200, data, "text/plain", {"Content-Encoding": "gzip"})
            else:
                self._send(200, b"compressed body\n", "text/plain")
        elif path == "/auth":
            want = "Basic " + base64.b64encode(b"user:secret").decode()
            if self.headers.get("Authorization") == want:
                self._send(200, b"welcome\n")
            else:
                self._send(401, b"denied\n", "text/plain", {"WWW-Authenticate": 'Basic realm="t"'})
        elif path == "/multi":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Set-Cookie", "a=1")
            self.send_header("Set-Cookie", "b=2")
            self.send_header("Content-Length", "2")
            self.send_header("Last-Modified", "Wed, 01 Jan 2025 10:00:00 GMT")
            self.end_headers()
            self.wfile.write(b"ok")
        elif path == "/slow":
            time.sleep(2)
            self._send(200, b"slow\n")
        else:
            self._send(404, b"not found\n")

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = _route


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001
        pass  # a client that gave up (the read-timeout case) is no error here


@contextmanager
def serving() -> Iterator[str]:
    """Serve on a free local port; yields the base URL."""
    server = Server(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
