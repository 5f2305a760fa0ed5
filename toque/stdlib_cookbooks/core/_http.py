"""HTTP for remote_file and http_request, as Chef::HTTP::Simple behaves: Chef::Config's TLS
policy (ssl_verify_mode, verify_api_cert, ssl_ca_file/ssl_ca_path, trusted_certs_dir, client
certificates), its retries of failed connections, ten redirects (GET and HEAD only), and
errors named as Ruby names them. Built on `requests`."""

from __future__ import annotations

import os
import random
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from toque.runtime.errors import ProviderError

if TYPE_CHECKING:  # requests and ssl are imported at the first download: they cost every start
    import ssl

    import requests

REDIRECT_LIMIT = 10
CHUNK = 64 * 1024


class HTTPFailure(ProviderError):
    """A request that failed; `fallback` when remote_file may try its next source (Chef's
    list of rescued errors in try_multiple_sources)."""

    def __init__(self, message: str, kind: str, fallback: bool = True) -> None:
        super().__init__(message, kind=kind)
        self.fallback = fallback


@dataclass
class Options:
    """One request's settings: Chef::Config's, then the resource's `http_options`."""

    config: Callable[[str], Any]
    http_options: dict[str, Any] = field(default_factory=dict)
    ssl_verify_mode: str | None = None  # the resource's own policy (remote_file)

    def get(self, key: str, default: Any) -> Any:
        value = self.http_options.get(key)
        if value is None:
            value = self.config(key)
        return default if value is None else value

    def nethttp(self, key: str) -> Any:
        return (self.http_options.get("nethttp") or {}).get(key)


def _config_error(message: str) -> HTTPFailure:
    return HTTPFailure(message, "Chef::Exceptions::ConfigurationError", fallback=False)


def verifies(opts: Options) -> bool:
    """Chef's SSL policies: the resource's `ssl_verify_mode` decides alone; otherwise the API
    policy verifies under `ssl_verify_mode :verify_peer` or `verify_api_cert` (on in local
    mode, as toque always is)."""
    if opts.ssl_verify_mode:
        return str(opts.ssl_verify_mode) != "verify_none"
    config = opts.config
    mode = str(config("ssl_verify_mode") or "verify_peer")
    if mode == "verify_peer" or config("verify_api_cert") is not False:
        return True
    return mode != "verify_none"


def ssl_context(opts: Options) -> ssl.SSLContext:
    """The system's trust store plus ssl_ca_path or ssl_ca_file (or $SSL_CERT_FILE) and every
    *.crt/*.pem of trusted_certs_dir, as Chef's DefaultSSLPolicy builds its store."""
    import ssl

    ctx = ssl.create_default_context()
    if not verifies(opts):
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    config = opts.config
    ca_path, ca_file = config("ssl_ca_path"), config("ssl_ca_file")
    if ca_path:
        if not os.path.exists(ca_path):
            raise _config_error(f"The configured ssl_ca_path {ca_path} does not exist")
        ctx.load_verify_locations(capath=ca_path)
    elif ca_file or os.environ.get("SSL_CERT_FILE"):
        ca_file = ca_file or os.environ["SSL_CERT_FILE"]
        if not os.path.exists(ca_file):
            raise _config_error(f"The configured ssl_ca_file {ca_file} does not exist")
        ctx.load_verify_locations(cafile=ca_file)
    trusted = config("trusted_certs_dir")
    if trusted:
        import glob  # at first use: few runs download

        for name in sorted(glob.glob(os.path.join(glob.escape(trusted), "*.[cp][re][tm]"))):
            if name.endswith((".crt", ".pem")):
                _trust(ctx, name)
    _client_certificate(ctx, config)
    return ctx


def _trust(ctx: ssl.SSLContext, name: str) -> None:
    import ssl

    try:
        with open(name, "rb") as f:
            ctx.load_verify_locations(cadata=f.read().decode("ascii", "replace"))
    except (ssl.SSLError, OSError, ValueError) as exc:
        raise _config_error(
            f"Error reading cert file '{name}', original error "
            f"'OpenSSL::X509::CertificateError: {getattr(exc, 'reason', None) or exc}'"
        ) from None


def _client_certificate(ctx: ssl.SSLContext, config: Callable[[str], Any]) -> None:
    import ssl

    cert, key = config("ssl_client_cert"), config("ssl_client_key")
    if not cert and not key:
        return
    if not (cert and key):
        raise _config_error("You must configure ssl_client_cert and ssl_client_key together")
    for what, path in (("ssl_client_cert", cert), ("ssl_client_key", key)):
        if not os.path.exists(path):
            raise _config_error(f"The configured {what} {path} does not exist")
    try:
        ctx.load_cert_chain(cert, key)
    except ssl.SSLError as exc:
        raise _config_error(f"Error reading cert file '{cert}', original error '{exc}'") from None


@cache
def _policy_adapter() -> type:
    from requests.adapters import HTTPAdapter

    class PolicyAdapter(HTTPAdapter):
        """Requests over https use our SSL context (requests' documented way to bring one),
        made at the first https request: a plain http download never reads the TLS settings."""

        def __init__(self, make: Callable[[], ssl.SSLContext]) -> None:
            self.make, self.context = make, None
            super().__init__(max_retries=0)

        def build_connection_pool_key_attributes(
            self, request: Any, verify: Any, cert: Any = None
        ):  # fmt: skip
            host, pool = super().build_connection_pool_key_attributes(request, verify, cert)
            if host.get("scheme") == "https":
                if self.context is None:
                    self.context = self.make()
                pool.pop("ca_certs", None)
                pool.pop("ca_cert_dir", None)
                pool["ssl_context"] = self.context
                pool["cert_reqs"] = "CERT_REQUIRED" if self.context.verify_mode else "CERT_NONE"
            return host, pool

    return PolicyAdapter


def session(opts: Options) -> requests.Session:
    import requests

    s = requests.Session()
    s.max_redirects = REDIRECT_LIMIT
    s.mount("https://", _policy_adapter()(lambda: ssl_context(opts)))
    # Chef::Config's proxies (chef-client exports them); else the environment's, as requests
    proxies = {k: opts.config(f"{k}_proxy") for k in ("http", "https")}
    s.proxies.update({k: v for k, v in proxies.items() if v})
    if opts.config("no_proxy"):
        s.proxies["no_proxy"] = str(opts.config("no_proxy"))
    return s


def reason(response: requests.Response) -> str:
    text = response.reason or ""
    if not text:
        from http import HTTPStatus

        try:
            text = HTTPStatus(response.status_code).phrase
        except ValueError:
            text = ""
    return text


def status_error(response: requests.Response) -> HTTPFailure:
    """Net::HTTPResponse#error!: `404 "Not Found"`, a client or a fatal (5xx) error."""
    code = response.status_code
    kind = (
        "Net::HTTPClientException" if 400 <= code < 500
        else "Net::HTTPFatalError" if code >= 500 else "Net::HTTPError"
    )  # fmt: skip
    shown = reason(response).replace("\\", "\\\\").replace('"', '\\"')
    return HTTPFailure(f'{code} "{shown}"', kind, fallback=code >= 400)


class Client:
    """Requests to URLs with Chef's retries; `log(level, text)` and `sleep(s)` from the run."""

    def __init__(
        self, opts: Options, log: Callable[[str, str], None], sleep: Callable[[float], None]
    ) -> None:
        self.opts, self.log, self.sleep = opts, log, sleep
        self._session: requests.Session | None = None

    @property
    def http(self) -> requests.Session:
        if self._session is None:
            self._session = session(self.opts)
        return self._session

    def close(self) -> None:
        if self._session is not None:
            self._session.close()

    def timeout(self) -> tuple[float, float]:
        rest = float(self.opts.get("rest_timeout", 300))
        connect = self.opts.nethttp("open_timeout")
        read = self.opts.nethttp("read_timeout")
        return (float(connect or rest), float(read or rest))

    def headers(self, given: dict[str, Any]) -> dict[str, str]:
        custom = self.opts.config("custom_http_headers") or {}
        return {str(k): str(v) for k, v in {**given, **custom}.items()}

    @contextmanager
    def request(
        self, method: str, url: str, headers: dict[str, Any], body: bytes | None = None,
        stream: bool = False, identity: bool = False,
    ) -> Iterator[requests.Response]:  # fmt: skip
        """The response to `method url`, redirects followed for GET and HEAD only; closed on
        leaving. 5xx and connection failures are retried as Chef::HTTP does."""
        sent = self.headers(headers)
        if identity:  # a .gz download stays compressed (Chef's disable_gzip)
            sent.setdefault("Accept-Encoding", "identity")
        follow = method in ("GET", "HEAD")
        response = self._with_retries(url, lambda: self.http.request(
            method, url, headers=sent, data=body, stream=stream, timeout=self.timeout(),
            allow_redirects=follow, verify=verifies(self.opts)))  # fmt: skip
        try:
            if not follow and response.is_redirect:
                where = response.headers.get("location", "")
                raise HTTPFailure(
                    f"{method} request was redirected from {url} to {where}. Only GET and HEAD "
                    "support redirects.", "Chef::Exceptions::InvalidRedirect", fallback=False)  # fmt: skip
            yield response
        finally:
            response.close()

    def _with_retries(self, url: str, send: Callable[[], requests.Response]) -> requests.Response:
        import requests
        from urllib3.exceptions import InsecureRequestWarning

        count = int(self.opts.get("http_retry_count", 5))
        delay = float(self.opts.get("http_retry_delay", 5))
        attempts = 0
        while True:
            attempts += 1
            more = count - attempts >= 0
            try:
                with warnings.catch_warnings():  # verify_none was asked for: no nagging
                    warnings.simplefilter("ignore", InsecureRequestWarning)
                    response = send()
            except requests.exceptions.TooManyRedirects:
                raise HTTPFailure(
                    "", "Chef::Exceptions::RedirectLimitExceeded", fallback=False
                ) from None
            except requests.exceptions.SSLError as exc:
                text = _ssl_text(exc)
                if more and "certificate verify failed" not in text:
                    self._retrying("SSL Error connecting to", url, attempts, count, delay)
                    continue
                raise HTTPFailure(f"SSL Error connecting to {url} - {text}",
                                  "OpenSSL::SSL::SSLError", fallback=False) from None  # fmt: skip
            except requests.exceptions.Timeout:
                if more:
                    self._retrying("Timeout connecting to", url, attempts, count, delay)
                    continue
                raise HTTPFailure(f"Timeout connecting to {url}, giving up",
                                  "Timeout::Error") from None  # fmt: skip
            except requests.exceptions.ConnectionError as exc:
                refused = "refused" in str(exc).lower()
                if more:
                    what = "Connection refused connecting to" if refused else "Error connecting to"
                    self._retrying(what, url, attempts, count, delay)
                    continue
                if refused:
                    raise HTTPFailure(
                        f"Connection refused - Connection refused connecting to {url}, giving up",
                        "Errno::ECONNREFUSED") from None  # fmt: skip
                raise HTTPFailure(f"Error connecting to {url} - {_cause(exc)}",
                                  "SocketError") from None  # fmt: skip
            if response.status_code >= 500 and not self.opts.config("local_mode") and more:
                # Chef retries a server error only against a Chef server (never in local mode)
                wait = 1 + 2**attempts + random.randrange(2**attempts)
                self.log("warn", f"Server returned error {response.status_code} for {url}, "
                         f"retrying {attempts}/{count} in {wait}s")  # fmt: skip
                response.close()
                self.sleep(wait)
                continue
            return response

    def _retrying(self, what: str, url: str, attempt: int, count: int, delay: float) -> None:
        self.log("warn", f"{what} {url}, retry {attempt}/{count}")
        self.sleep(delay)


def _ssl_text(exc: Exception) -> str:
    """OpenSSL's words for a failed handshake, as Ruby shows them."""
    import ssl

    seen: Any = exc
    while seen is not None:
        if isinstance(seen, ssl.SSLCertVerificationError):
            return f"certificate verify failed ({seen.verify_message})"
        if isinstance(seen, ssl.SSLError):
            return seen.reason or str(seen)
        seen = seen.args[0] if seen.args and isinstance(seen.args[0], Exception) else (
            seen.__context__ or seen.__cause__)  # fmt: skip
    return str(exc)


def _cause(exc: Exception) -> str:
    seen: Any = exc
    while seen.args and isinstance(seen.args[0], Exception):
        seen = seen.args[0]
    reason_ = getattr(seen, "reason", None)
    return str(reason_ or seen)
