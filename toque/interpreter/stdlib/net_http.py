"""net/http, net/https and open-uri, as documented for Ruby 3.1.

The Ruby API (Net::HTTP, its request classes, Net::HTTPHeader, the response class for
each status code, open-uri's URI.open) is net_http.rb beside this file; it sends each
request through one Python primitive, `Net::HTTP.__transport`, over http.client and ssl
(a connection per request; TLS verified unless `verify_mode` is VERIFY_NONE). Network
failures become the Ruby errors Net::HTTP raises: SocketError, Errno::ECONNREFUSED,
Net::OpenTimeout, Net::ReadTimeout, OpenSSL::SSL::SSLError.
"""

from __future__ import annotations

import gzip
import http.client
import socket
import ssl
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

http_s = Builtins("Net::HTTP", singleton=True)


def _text(raw: bytes) -> RString:
    return RString(raw.decode("utf-8", "surrogateescape"))


def _raise(rt: Runtime, class_path: str, message: str) -> RubyError:
    """The error to raise, with exactly `message` (an Errno's own prefix included in it)."""
    klass = rt.const_get(class_path)
    exc = rt.send(klass, "new", [RString(message)])
    exc.ivars["@message"] = RString(message)
    return RubyError(exc)


def _context(
    rt: Runtime, verify: Any, ca_file: Any, ca_path: Any, store: Any = None
) -> ssl.SSLContext:
    if store is None:
        ctx = ssl.create_default_context()
    else:  # a cert_store is all that is trusted (with the system's if it set_default_paths)
        from toque.interpreter.stdlib.openssl_store import pem_bundle

        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        bundle, defaults = pem_bundle(store)
        if bundle:
            ctx.load_verify_locations(cadata=bundle)
        if defaults:
            ctx.load_default_certs()
    if verify == 0:  # OpenSSL::SSL::VERIFY_NONE
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    if ca_file is not None or ca_path is not None:
        ctx.load_verify_locations(
            cafile=rt.to_s(ca_file) if ca_file is not None else None,
            capath=rt.to_s(ca_path) if ca_path is not None else None,
        )
    return ctx


def _decode(body: bytes, encoding: str) -> bytes | None:
    """The body of a response whose Content-Encoding Net::HTTP undoes itself."""
    try:
        if encoding in ("gzip", "x-gzip"):
            return gzip.decompress(body)
        if encoding == "deflate":
            try:
                return zlib.decompress(body)
            except zlib.error:
                return zlib.decompress(body, -zlib.MAX_WBITS)
    except (OSError, zlib.error, EOFError):
        return None
    return None


@http_s.method("__transport")
def transport(rt, self, options, method, path, headers, body):
    """Send one request; [code, message, version, [[name, value]…], body, decoded?]."""
    opt = {rt.to_s(k): v for k, v in options.items()}
    host = rt.to_s(opt["address"])
    port = int(opt["port"])
    open_timeout = opt.get("open_timeout")
    read_timeout = opt.get("read_timeout")
    use_ssl = rt.truthy(opt.get("use_ssl"))
    proxy = _proxy(rt, opt)
    target = rt.to_s(path)
    if proxy is None:
        connect_host, connect_port = host, port
    else:  # TLS tunnels through the proxy (CONNECT); plain HTTP asks it for the whole URL
        connect_host, connect_port, auth = proxy
        if not use_ssl:
            target = f"http://{rt.to_s(opt['addr_port'])}{target}"
            if auth:
                headers = [*headers, RArray([RString("Proxy-Authorization"), RString(auth)])]
    where = f"{connect_host}:{connect_port}"
    if use_ssl:
        ctx = _context(
            rt,
            opt.get("verify_mode"),
            opt.get("ca_file"),
            opt.get("ca_path"),
            opt.get("cert_store"),
        )
        conn: http.client.HTTPConnection = http.client.HTTPSConnection(
            connect_host, connect_port, timeout=open_timeout, context=ctx
        )
        if proxy is not None:
            tunnel_headers = {"Proxy-Authorization": proxy[2]} if proxy[2] else None
            conn.set_tunnel(host, port, headers=tunnel_headers)
    else:
        conn = http.client.HTTPConnection(connect_host, connect_port, timeout=open_timeout)
    try:
        try:
            conn.connect()
        except TimeoutError:
            why = f"Failed to open TCP connection to {where} (execution expired)"
            raise _raise(rt, "Net::OpenTimeout", why) from None
        except ConnectionRefusedError:
            why = f"Connection refused - connect(2) for {where}"
            why = f"Failed to open TCP connection to {where} ({why})"
            raise _raise(rt, "Errno::ECONNREFUSED", why) from None
        except socket.gaierror as exc:
            why = exc.strerror or "Name or service not known"
            why = f"Failed to open TCP connection to {where} (getaddrinfo: {why})"
            raise _raise(rt, "SocketError", why) from None
        except ssl.SSLError as exc:
            why = f"SSL_connect returned=1 errno=0 state=error: {_ssl_reason(exc)}"
            raise _raise(rt, "OpenSSL::SSL::SSLError", why) from None
        except OSError as exc:
            from toque.interpreter.core.file_paths import os_error

            raise os_error(
                rt, exc, "connect(2)", f"Failed to open TCP connection to {where}"
            ) from None
        if conn.sock is not None:
            conn.sock.settimeout(read_timeout)
        conn.putrequest(rt.to_s(method), target, skip_host=True, skip_accept_encoding=True)
        for pair in headers:
            conn.putheader(rt.to_s(pair[0]), rt.to_s(pair[1]))
        data = None if body is None else rt.to_s(body).encode("utf-8", "surrogateescape")
        conn.endheaders(data)
        try:
            res = conn.getresponse()
            raw = res.read() if rt.to_s(method) != "HEAD" else b""
        except TimeoutError:
            raise _raise(
                rt, "Net::ReadTimeout", "Net::ReadTimeout with #<TCPSocket:(closed)>"
            ) from None
        except http.client.RemoteDisconnected:  # closed before a status line: MRI's EOFError
            raise rt.error("EOFError", "end of file reached") from None
        except ConnectionResetError as exc:
            from toque.interpreter.core.file_paths import os_error

            raise os_error(rt, exc, "") from None
        pairs = res.getheaders()
        decoded = False
        wanted = rt.truthy(opt.get("decode_content"))
        encoding = (res.getheader("Content-Encoding") or "").lower()
        if wanted and encoding and raw:
            plain = _decode(raw, encoding)
            if plain is not None:
                raw, decoded = plain, True
        version = "1.1" if res.version == 11 else "1.0"
        return RArray(
            [
                res.status,
                RString(res.reason),
                RString(version),
                RArray(RArray([RString(k), _text(v.encode("latin-1"))]) for k, v in pairs),
                _text(raw),
                decoded,
            ]
        )
    finally:
        conn.close()


def _proxy(rt: Runtime, opt: dict) -> tuple[str, int, str | None] | None:
    """(host, port, Proxy-Authorization value or None) of the proxy to go through."""
    address = opt.get("proxy_address")
    if address is None:
        return None
    auth = None
    if opt.get("proxy_user") is not None:
        import base64

        pair = f"{rt.to_s(opt['proxy_user'])}:{rt.to_s(opt.get('proxy_pass') or '')}"
        auth = "Basic " + base64.b64encode(pair.encode()).decode()
    return rt.to_s(address), int(opt.get("proxy_port") or 80), auth


def _ssl_reason(exc: ssl.SSLError) -> str:
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"certificate verify failed ({exc.verify_message})"
    return str(exc.reason or exc).lower().replace("_", " ")


def not_found_error(rt: Runtime, message: str) -> RubyError:
    """What chef-zero's 404 raises in Chef (a missing data bag, node or search index):
    Net::HTTPClientException whose `response` is a Net::HTTPNotFound (code "404")."""
    define(rt)
    res = rt.send(
        rt.const_get("Net::HTTPNotFound"),
        "new",
        [RString("1.1"), RString("404"), RString("Object Not Found")],
    )
    text = RString(f'404 "Object Not Found": {message}')
    return RubyError(rt.send(rt.const_get("Net::HTTPClientException"), "new", [text, res]))


def define(rt: Runtime) -> None:
    if "Net" in rt.Object.consts and "HTTP" in rt.Object.consts["Net"].consts:
        return
    from toque.interpreter.program import run_file
    from toque.interpreter.stdlib import openssl, stringio, uri
    from toque.interpreter.stdlib import socket as ruby_socket

    for lib in (ruby_socket, uri, stringio, openssl):
        lib.define(rt)
    net = rt.Object.consts.get("Net") or rt.define_module("Net")
    protocol = rt.define_class("Protocol", rt.Object, net)
    rt.define_class("HTTP", protocol, net)
    http_s.install(rt)
    run_file(rt, Path(__file__).with_name("net_http.rb"))
