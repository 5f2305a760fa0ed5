"""webrick's transport: a listening socket (TLS when the server asks for it), the
connections it accepts, and HTTP/1.x requests read off them. WEBrick itself — config,
servers, servlets, requests, responses, logs, statuses — is Ruby: `../webrick.rb` and the
parts in this folder, laid out as the gem's lib/webrick/.

Waits are in slices, so that a server thread still sees `Thread#kill` and `#raise`
(`core/thread.py`), and a thread blocked in `accept` reads "sleep".
"""

from __future__ import annotations

import os
import socket
import ssl
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.file_paths import os_error
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.thread import blocking
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

lst_s = Builtins("WEBrick::Transport::Listener", singleton=True)
lst = Builtins("WEBrick::Transport::Listener")
con = Builtins("WEBrick::Transport::Connection")

MAX_LINE = 8192  # WEBrick's MAX_URI_LENGTH / header line limit
READ_TIMEOUT = 30.0  # WEBrick's :RequestTimeout


class Listener(RObject):
    __slots__ = ("sock", "tls")

    def __init__(self, cls: Any) -> None:
        super().__init__(cls)
        self.sock: socket.socket | None = None
        self.tls: ssl.SSLContext | None = None


class Connection(RObject):
    __slots__ = ("sock", "file", "peer", "local")

    def __init__(self, cls: Any, sock: socket.socket) -> None:
        super().__init__(cls)
        self.sock = sock
        self.file = sock.makefile("rb")
        self.peer = sock.getpeername()
        self.local = sock.getsockname()


def _tls_context(rt: Runtime, cert_pem: str, key_pem: str, chain: str) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    # load_cert_chain reads files only: the PEMs go through a private temporary folder
    with tempfile.TemporaryDirectory(prefix="toque-webrick-") as folder:
        cert_file = Path(folder, "cert.pem")
        key_file = Path(folder, "key.pem")
        cert_file.write_text(cert_pem + chain)
        key_file.write_text(key_pem)
        os.chmod(key_file, 0o600)
        try:
            ctx.load_cert_chain(cert_file, key_file)
        except ssl.SSLError as exc:
            why = f"SSL_CTX_use_certificate: {exc.reason}"
            raise rt.error("OpenSSL::SSL::SSLError", why) from None
    return ctx


@lst_s.method("new")
def listener_new(rt, self, host, port, cert_pem=None, key_pem=None, chain=None):
    listener = Listener(self)
    address = rt.to_s(host) if host is not None else ""
    try:
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, num2long(rt, port)))
        sock.listen(128)
    except socket.gaierror as exc:
        raise rt.error("SocketError", f"getaddrinfo: {exc.strerror}") from None
    except OSError as exc:
        what = f"bind(2) for {rt.inspect(host) if host is not None else 'nil'} port {port}"
        raise os_error(rt, exc, "", what) from None
    listener.sock = sock
    if cert_pem is not None:
        listener.tls = _tls_context(
            rt, rt.to_s(cert_pem), rt.to_s(key_pem), rt.to_s(chain) if chain else ""
        )
    return listener


@lst.method("port")
def listener_port(rt, self):
    return self.sock.getsockname()[1] if self.sock is not None else None


@lst.method("addr")
def listener_addr(rt, self):
    host, port = self.sock.getsockname()[:2]
    family = "AF_INET6" if self.sock.family == socket.AF_INET6 else "AF_INET"
    return RArray([RString(family), port, RString(host), RString(host)])


@lst.method("accept")
def listener_accept(rt, self, timeout):
    """The next connection, or nil when none came within `timeout` seconds (or the
    listener was closed)."""
    if self.sock is None:
        return None
    with blocking(rt):
        interrupts.check()
        self.sock.settimeout(float(timeout))
        try:
            sock, _ = self.sock.accept()
        except TimeoutError:
            return None
        except OSError:
            return None  # closed by shutdown meanwhile
    sock.settimeout(READ_TIMEOUT)
    if self.tls is not None:
        try:
            sock = self.tls.wrap_socket(sock, server_side=True)
        except (ssl.SSLError, OSError):
            sock.close()  # a client that gave up or does not trust us: as WEBrick, go on
            return None
    return Connection(rt.const_get("WEBrick::Transport::Connection"), sock)


@lst.method("close")
def listener_close(rt, self):
    if self.sock is not None:
        try:
            self.sock.close()
        finally:
            self.sock = None
    return None


@lst.method("closed?")
def listener_closed(rt, self):
    return self.sock is None


def _line(conn: Connection) -> bytes | None:
    raw = conn.file.readline(MAX_LINE + 1)
    if not raw:
        return None
    return raw


@con.method("read_request")
def connection_read_request(rt, self):
    """[request line, [[name, value]…], body] of the next request; nil at end of stream;
    a String naming what is wrong with a malformed one."""
    try:
        line = _line(self)
        while line in (b"\r\n", b"\n"):  # RFC 7230 3.5: ignore empty lines before a request
            line = _line(self)
        if line is None:
            return None
        if len(line) > MAX_LINE:
            return RString("request URI too large")
        headers: list[tuple[str, str]] = []
        while True:
            raw = _line(self)
            if raw is None or raw in (b"\r\n", b"\n"):
                break
            text = raw.decode("latin-1").rstrip("\r\n")
            if text[:1] in (" ", "\t") and headers:  # a folded header line
                name, value = headers[-1]
                headers[-1] = (name, value + " " + text.strip())
                continue
            name, sep, value = text.partition(":")
            if not sep or not name or name != name.strip():
                return RString(f"bad header '{text}'.")
            headers.append((name, value.strip()))
        body = _body(self, headers)
    except (TimeoutError, ConnectionError, ssl.SSLError):
        return None
    if isinstance(body, str):
        return RString(body)
    pairs = RArray(RArray([RString(n), RString(v)]) for n, v in headers)
    return RArray([RString(line.decode("latin-1")), pairs, _bytes_string(body)])


def _bytes_string(data: bytes | None) -> Any:
    if data is None:
        return None
    try:
        return RString(data.decode("utf-8"))
    except UnicodeDecodeError:
        return RString(data.decode("latin-1"))


def _body(conn: Connection, headers: list[tuple[str, str]]) -> bytes | str | None:
    fields = {n.lower(): v for n, v in headers}
    if fields.get("transfer-encoding", "").lower() == "chunked":
        out = bytearray()
        while True:
            size_line = _line(conn)
            if size_line is None:
                return "bad chunk"
            try:
                size = int(size_line.split(b";")[0].strip(), 16)
            except ValueError:
                return "bad chunk"
            if size == 0:
                while (trailer := _line(conn)) not in (None, b"\r\n", b"\n"):
                    del trailer
                return bytes(out)
            out += conn.file.read(size)
            conn.file.readline()
    length = fields.get("content-length")
    if length is None:
        return None
    if not length.isdigit():
        return f"invalid content-length: {length}"
    return conn.file.read(int(length))


@con.method("write")
def connection_write(rt, self, data):
    text = data.v if isinstance(data, RString) else rt.to_s(data)
    try:
        self.sock.sendall(text.encode("utf-8", "surrogateescape"))
    except (OSError, ValueError):
        return 0  # the client went away: WEBrick logs nothing for it either
    return len(text)


@con.method("<<")
def connection_append(rt, self, data):
    connection_write(rt, self, data)
    return self


@con.method("close")
def connection_close(rt, self):
    try:
        self.file.close()
        if isinstance(self.sock, ssl.SSLSocket):
            try:
                self.sock.unwrap()
            except (ssl.SSLError, OSError, ValueError):
                pass
        self.sock.close()
    except OSError:
        pass
    return None


@con.method("peeraddr")
def connection_peeraddr(rt, self):
    return _addr(self.sock, self.peer)


@con.method("addr")
def connection_addr(rt, self):
    return _addr(self.sock, self.local)


@con.method("ssl?")
def connection_ssl(rt, self):
    return isinstance(self.sock, ssl.SSLSocket)


def _addr(sock: socket.socket, where: tuple) -> RArray:
    family = "AF_INET6" if sock.family == socket.AF_INET6 else "AF_INET"
    host, port = where[:2]
    return RArray([RString(family), port, RString(host), RString(host)])


def install(rt: Runtime) -> None:
    """Define WEBrick::Transport's classes and their methods (with uri and openssl, which
    WEBrick's Ruby uses)."""
    from toque.interpreter.stdlib import openssl, uri

    for lib in (uri, openssl):
        lib.define(rt)
    webrick = rt.define_module("WEBrick")
    transport = rt.define_module("Transport", webrick)
    rt.define_class("Listener", rt.Object, transport)
    connection = rt.define_class("Connection", rt.Object, transport)
    meta = rt.singleton_class(connection)  # only a Listener's accept makes one
    meta.define("new", None)  # type: ignore[arg-type]
    meta.define("allocate", None)  # type: ignore[arg-type]
    for b in (lst_s, lst, con):
        b.install(rt)
