"""Chef::HTTP, Chef::HTTP::Simple and Chef::HTTP::SimpleJSON against a local server: paths
joined to the base URL, bodies returned, JSON in and out, redirects followed for GET,
Net::HTTPClientException for a 404 (with its response), gzip bodies decoded, streaming into
a Tempfile, and `require 'chef/http/simple'`."""

from __future__ import annotations

import gzip
import io
import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest
from run_status import apply

from toque.session import ApplyOptions


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):  # quiet
        pass

    def _send(self, code: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(code)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path == "/base/plain":
            self._send(200, b"hello")
        elif self.path == "/base/json":
            self._send(200, b'{"a": [1, 2]}', {"Content-Type": "application/json"})
        elif self.path == "/base/moved":
            self._send(302, b"", {"Location": "/base/plain"})
        elif self.path == "/base/zipped":
            accepts = "gzip" in (self.headers.get("Accept-Encoding") or "")
            body = gzip.compress(b"unzipped") if accepts else b"plain"
            self._send(200, body, {"Content-Encoding": "gzip"} if accepts else {})
        else:
            self._send(404, b"no such thing")

    def do_POST(self):
        data = self.rfile.read(int(self.headers["Content-Length"]))
        if self.path == "/base/moved":
            return self._send(302, b"", {"Location": "/base/plain"})
        echoed = json.dumps({"got": json.loads(data), "type": self.headers["Content-Type"]})
        self._send(201, echoed.encode(), {"Content-Type": "application/json"})


@pytest.fixture
def server():
    httpd = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    httpd.server_close()


RECIPE = """
Chef::Config[:http_retry_count] = 0
http = Chef::HTTP.new('BASE/base/')
puts http.get('/plain'), http.get('plain'), http.get('moved'), http.get('BASE/base/plain')
puts http.get('json').class
puts require('chef/http/simple'), Chef::HTTP::Simple.new('BASE/base').get('zipped')
json = Chef::HTTP::SimpleJSON.new('BASE/base')
puts json.get('json')['a'].inspect
reply = json.post('echo', { 'k' => 'v' })
puts reply['got'].inspect, reply['type']
begin
  http.get('nothere')
rescue Net::HTTPClientException => e
  puts e.response.code, e.class
end
begin
  http.post('moved', 'x')
rescue Net::HTTPClientException, Chef::Exceptions::InvalidRedirect => e
  puts e.class
end
http.streaming_request('plain') { |f| puts File.read(f.path) }
"""


def test_chef_http_flavours(tmp_path: Path, capsys, server):
    recipe = tmp_path / "r.rb"
    recipe.write_text(RECIPE.replace("BASE", server))
    out = io.StringIO()
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out) == 0, out
    assert capsys.readouterr().out.splitlines() == [
        "hello", "hello", "hello", "hello",
        "String",
        "true", "unzipped",
        "[1, 2]",
        '{"k"=>"v"}', "application/json",
        "404", "Net::HTTPServerException",  # Ruby 3.1 names HTTPClientException so
        "Chef::Exceptions::InvalidRedirect",
        "hello",
    ]  # fmt: skip
