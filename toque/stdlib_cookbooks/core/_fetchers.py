"""remote_file's fetchers, one per kind of source (Chef's Provider::RemoteFile::Fetcher):
http(s) with conditional GETs, ftp, and file:// URIs. Each stages the content in a private
temporary file (any size, hashed as it arrives), or returns None when the server says the
copy on disk is current (304)."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from typing import IO, Any
from urllib.parse import unquote, urlsplit

from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._cache_control import CacheControl
from toque.stdlib_cookbooks.core._http import CHUNK, Client, HTTPFailure, Options, status_error

_SCHEME = re.compile(r"\A[A-Za-z][A-Za-z0-9+.\-]*:")
_SHARE = re.compile(r"\A\\\\[A-Za-z0-9+\-.]+")


def network_share(source: str) -> bool:
    """A Windows share, `\\\\host\\share\\file`."""
    return bool(_SHARE.match(source))


def absolute_uri(source: Any) -> bool:
    return isinstance(source, str) and bool(network_share(source) or _SCHEME.match(source))


@dataclass
class Staged:
    """Downloaded content waiting in a private folder of its own."""

    path: str
    sha256: str
    size: int

    def open(self) -> IO[bytes]:
        return open(self.path, "rb")

    def read(self) -> bytes:
        with self.open() as f:
            return f.read()

    def discard(self) -> None:
        shutil.rmtree(os.path.dirname(self.path), ignore_errors=True)


class Stager:
    """A staged file being written: its SHA-256 and size are kept as chunks arrive."""

    def __init__(self) -> None:
        self.path = os.path.join(tempfile.mkdtemp(prefix="toque-download-"), "content")
        self.file = open(self.path, "xb")  # noqa: SIM115 - closed by done() or discard()
        self.digest, self.size = hashlib.sha256(), 0

    def write(self, chunk: bytes) -> None:
        self.file.write(chunk)
        self.digest.update(chunk)
        self.size += len(chunk)

    def done(self) -> Staged:
        self.file.close()
        return Staged(self.path, self.digest.hexdigest(), self.size)

    def discard(self) -> None:
        self.file.close()
        shutil.rmtree(os.path.dirname(self.path), ignore_errors=True)


def fetch(p: Any, uri: str, current_checksum: str | None) -> Staged | None:
    """The content at `uri` for provider `p` (a remote_file's)."""
    if network_share(uri):
        raise ProviderError(
            "Fetching the file on a network share is supported only on the Windows platform. "
            f"Please change your source: {uri}", kind="Chef::Exceptions::UnsupportedPlatform")  # fmt: skip
    scheme = urlsplit(uri).scheme.lower()
    if scheme in ("http", "https"):
        return http(p, uri, current_checksum)
    if scheme == "ftp":
        return ftp(p, uri)
    if scheme == "file":
        return local_file(uri)
    if scheme == "sftp":
        raise ProviderError(
            f"sftp sources are not supported by toque ({uri}): use http(s), ftp or file",
            kind="ArgumentError",
        )
    raise ProviderError("Invalid uri, Only http(s), ftp, and file are currently supported",
                        kind="ArgumentError")  # fmt: skip


# -- http(s) ---------------------------------------------------------------------------------
def http(p: Any, uri: str, current_checksum: str | None) -> Staged | None:
    new, ctx = p.new, p.ctx
    cache = CacheControl.load_and_validate(uri, current_checksum)
    headers: dict[str, Any] = {}
    if cache.mtime and new.use_last_modified:
        headers["if-modified-since"] = cache.mtime
    if cache.etag and new.use_etag:
        headers["if-none-match"] = cache.etag
    headers.update(new.headers or {})
    options = Options(ctx.config, dict(new.http_options or {}), new.ssl_verify_mode)
    client = Client(options, p.log, ctx.sleep)
    try:
        with client.request("GET", uri, headers, stream=True, identity=uri.endswith("gz")) as r:
            if 300 <= r.status_code < 400:  # 304 Not Modified: the copy on disk is current
                return None
            if r.status_code >= 400 or r.status_code < 200:
                raise status_error(r)
            data = _read(p, r, uri.endswith("gz"))
            cache.checksum = data.sha256
            cache.mtime = r.headers.get("last-modified") or r.headers.get("date")
            cache.etag = r.headers.get("etag")
    finally:
        client.close()
    cache.save()
    return data


def _read(p: Any, response: Any, raw: bool) -> Staged:
    """The body, with progress events when asked (show_progress, or Chef::Config's
    show_download_progress); a body shorter than its Content-Length is an error."""
    new, ctx = p.new, p.ctx
    progress = bool(new.show_progress or ctx.config("show_download_progress"))
    interval = ctx.config("download_progress_interval") or 10
    length = response.headers.get("content-length")
    total = int(length) if length and length.isdigit() else None
    stage, size, shown = Stager(), 0, -1
    try:
        for chunk in response.raw.stream(CHUNK, decode_content=not raw):
            stage.write(chunk)
            size += len(chunk)
            # an event per new percent, not per chunk (a json log would drown otherwise)
            if progress and total and size * 100 // total > shown:
                shown = size * 100 // total
                ctx.events.resource_update_progress(p.resource, size, total, interval)
    except Exception as exc:  # a connection that broke mid-body (urllib3's ProtocolError…)
        stage.discard()
        raise HTTPFailure(
            f"Response body length {size} does not match HTTP Content-Length header {length}."
            if length else f"Error reading the response: {exc}",
            "Chef::Exceptions::ContentLengthMismatch", fallback=False) from None  # fmt: skip
    return stage.done()


# -- ftp ---------------------------------------------------------------------------------------
def ftp(p: Any, uri: str) -> Staged:
    """RFC 1738's access sequence: log in (anonymous unless the URI names a user), CWD into
    each directory of the path, RETR the last part; `;type=a|i` sets the transfer type."""
    stage = Stager()
    try:
        return _ftp(p, uri, stage)
    except BaseException:
        stage.discard()
        raise


def _ftp(p: Any, uri: str, stage: Stager) -> Staged:
    parts = urlsplit(uri)
    path, _, typecode = parts.path.partition(";type=")
    if typecode and typecode not in ("a", "i"):
        raise ProviderError(f"invalid typecode: {typecode!r}".replace("'", '"'),
                            kind="ArgumentError")  # fmt: skip
    segments = path[1:].split("/") if path.startswith("/") else path.split("/")
    *folders, name = [unquote(s) for s in segments]
    if not name:
        raise ProviderError(f'no filename: "{path}"', kind="ArgumentError")
    user = unquote(parts.username) if parts.username else "anonymous"
    password = unquote(parts.password) if parts.password else ""
    import ftplib  # at first use: every run loads this module, few fetch over ftp

    client = ftplib.FTP(timeout=float(p.ctx.config("rest_timeout") or 300))
    try:
        client.connect(parts.hostname or "", parts.port or 21)
        client.set_pasv(not p.new.ftp_active_mode)
        client.login(user, password)
        for folder in folders:
            client.voidcmd(f"CWD {folder}")
        if typecode:
            client.voidcmd(f"TYPE {typecode.upper()}")
        client.retrbinary(f"RETR {name}", stage.write)
        return stage.done()
    except ftplib.Error as exc:
        kind = "Net::FTPPermError" if isinstance(exc, ftplib.error_perm) else "Net::FTPTempError"
        raise HTTPFailure(str(exc), kind) from None
    except ConnectionRefusedError:
        raise HTTPFailure(f"Connection refused - connect(2) for \"{parts.hostname}\" port "
                          f"{parts.port or 21}", "Errno::ECONNREFUSED") from None  # fmt: skip
    except TimeoutError:
        raise HTTPFailure(f"Timeout connecting to {uri}", "Timeout::Error") from None
    except OSError as exc:
        raise HTTPFailure(f"Error connecting to {uri} - {exc.strerror or exc}",
                          "SocketError") from None  # fmt: skip
    finally:
        client.close()


# -- file:// -----------------------------------------------------------------------------------
def local_file(uri: str) -> Staged:
    path = unquote(urlsplit(uri).path)
    try:
        with open(path, "rb") as f:
            stage = Stager()
            while chunk := f.read(CHUNK):
                stage.write(chunk)
            return stage.done()
    except FileNotFoundError:
        raise HTTPFailure(f"No such file or directory @ rb_sysopen - {path}",
                          "Errno::ENOENT") from None  # fmt: skip
    except PermissionError:
        raise HTTPFailure(f"Permission denied @ rb_sysopen - {path}", "Errno::EACCES") from None
    except IsADirectoryError:
        raise HTTPFailure(f"Is a directory @ io_fread - {path}", "Errno::EISDIR",
                          fallback=False) from None  # fmt: skip
