"""The servers remote_file and http_request are tested against (HTTP, HTTPS with a CA made
here with `cryptography`, FTP) and a helper to read the doc formatter's error block. Imported
by name: a `conftest` is not importable from a test (another folder's may answer)."""

from __future__ import annotations

import datetime
import hashlib
import ipaddress
import ssl
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

STAMP = "Tue, 03 Mar 2026 10:00:00 GMT"


def error(out: str) -> str:
    """The doc formatter's error block as one line: "Name: message"."""
    lines = [line.strip() for line in out.splitlines()]
    for i, line in enumerate(lines):
        if line and set(line) == {"-"} and i > 0 and len(line) == len(lines[i - 1]):
            return f"{lines[i - 1]}: {lines[i + 1]}"
    return ""


@dataclass
class Page:
    body: bytes = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    conditional: bool = True  # answer If-None-Match / If-Modified-Since with 304


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


class Server:
    """Serves `pages` (path → Page) and keeps every request in `seen`."""

    def __init__(self, tls: ssl.SSLContext | None = None) -> None:
        self.pages: dict[str, Page] = {}
        self.seen: list[Seen] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _serve(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                server.seen.append(Seen(self.command, self.path, dict(self.headers), body))
                page = server.pages.get(self.path.split("?")[0])
                if page is None:
                    self.send_response(404, "Not Found")
                    self.send_header("content-length", "0")
                    self.end_headers()
                    return
                tag = '"' + hashlib.sha256(page.body).hexdigest()[:16] + '"'
                if (
                    page.conditional
                    and page.status == 200
                    and (
                        self.headers.get("if-none-match") == tag
                        or self.headers.get("if-modified-since") == STAMP
                    )
                ):
                    self.send_response(304)
                    self.end_headers()
                    return
                self.send_response(page.status)
                headers = {"etag": tag, "last-modified": STAMP, **page.headers}
                headers.setdefault("content-length", str(len(page.body)))
                for k, v in headers.items():
                    self.send_header(k, v)
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(page.body)

            do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _serve

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        if tls is not None:
            self.httpd.socket = tls.wrap_socket(self.httpd.socket, server_side=True)
        self.scheme = "https" if tls else "http"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"{self.scheme}://127.0.0.1:{self.httpd.server_port}{path}"

    def requests(self, path: str | None = None) -> list[Seen]:
        return [s for s in self.seen if path is None or s.path == path]

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@dataclass
class Authority:
    """A CA made for the test and a server certificate for 127.0.0.1 it signed."""

    ca_file: Path
    cert_file: Path
    key_file: Path


def make_authority(folder: Path) -> Authority:
    now = datetime.datetime.now(datetime.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "toque test CA")])
    ca = (
        x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name)
        .public_key(ca_key.public_key()).serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, key_cert_sign=True, crl_sign=True,
                       content_commitment=False, key_encipherment=False, data_encipherment=False,
                       key_agreement=False, encipher_only=False, decipher_only=False),
                       critical=True)
        .sign(ca_key, hashes.SHA256())
    )  # fmt: skip
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(
            ipaddress.ip_address("127.0.0.1"))]), critical=False)
        .sign(ca_key, hashes.SHA256())
    )  # fmt: skip
    pem = serialization.Encoding.PEM
    auth = Authority(folder / "ca.pem", folder / "server.pem", folder / "server.key")
    auth.ca_file.write_bytes(ca.public_bytes(pem))
    auth.cert_file.write_bytes(cert.public_bytes(pem))
    auth.key_file.write_bytes(key.private_bytes(pem, serialization.PrivateFormat.PKCS8,
                                                serialization.NoEncryption()))  # fmt: skip
    return auth


class FtpServer:
    """Just enough of RFC 959 for remote_file: USER/PASS, CWD, TYPE, PASV or PORT, RETR."""

    def __init__(self, files: dict[str, bytes]) -> None:
        import socketserver

        self.files, self.log = files, []
        ftp = self

        class Handler(socketserver.StreamRequestHandler):
            def reply(self, text: str) -> None:
                self.wfile.write(f"{text}\r\n".encode())

            def handle(self) -> None:
                cwd, passive, active = "", None, None
                self.reply("220 toque test ftp")
                for raw in self.rfile:
                    line = raw.decode().strip()
                    ftp.log.append(line)
                    verb, _, arg = line.partition(" ")
                    verb = verb.upper()
                    if verb == "USER":
                        self.reply("331 password please")
                    elif verb == "PASS":
                        self.reply("230 logged in")
                    elif verb == "CWD":
                        cwd = arg if arg.startswith("/") else f"{cwd}/{arg}"
                        self.reply("250 ok")
                    elif verb == "TYPE":
                        self.reply("200 type set")
                    elif verb == "PASV":
                        import socket

                        passive = socket.socket()
                        passive.bind(("127.0.0.1", 0))
                        passive.listen(1)
                        port = passive.getsockname()[1]
                        self.reply(
                            f"227 Entering Passive Mode (127,0,0,1,{port >> 8},{port & 255})"
                        )
                    elif verb == "PORT":
                        nums = [int(n) for n in arg.split(",")]
                        active = (".".join(map(str, nums[:4])), nums[4] * 256 + nums[5])
                        self.reply("200 port ok")
                    elif verb == "RETR":
                        import socket

                        data = ftp.files.get(f"{cwd}/{arg}".lstrip("/"))
                        if data is None:
                            self.reply("550 No such file.")
                            continue
                        self.reply("150 opening data connection")
                        if passive is not None:
                            conn, _ = passive.accept()
                        else:
                            conn = socket.create_connection(active)
                        conn.sendall(data)
                        conn.close()
                        self.reply("226 transfer complete")
                    elif verb == "QUIT":
                        self.reply("221 bye")
                        return
                    else:
                        self.reply("502 not implemented")

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"ftp://127.0.0.1:{self.server.server_address[1]}/{path}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
