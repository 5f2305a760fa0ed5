"""The `http_request` resource: send a request (GET, PUT, POST, PATCH, DELETE, HEAD, OPTIONS)
with a message, usually to trigger a callback; it is updated whenever the request is sent."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.errors import ProviderError
from toque.runtime.values import inspect
from toque.stdlib_cookbooks.core._http import Client, Options, status_error

WITH_BODY = ("PUT", "POST", "PATCH")


@provides("http_request")
class HttpRequest(Resource):
    """An HTTP request.  + url; message: the body (default: the name), or a block giving it"""

    url = Property(str, identity=True, required=True)
    headers = Property(dict, default={})
    message = Property()  # any value; a block is called when the request is sent
    actions = ("get", "patch", "put", "post", "delete", "head", "options")
    default_action = "get"

    def after_created(self) -> None:
        if "message" not in self._values:
            self._values["message"] = self.raw_name  # Chef: @message = name


@provides("http_request")
class HttpRequestProvider(Provider):
    def _client(self) -> Client:
        return Client(Options(self.ctx.config), self.log, self.ctx.sleep)

    def _message(self) -> Any:
        message = self.new.message
        return message.call() if hasattr(message, "call") else message

    def _send(self, method: str) -> Any:
        """The request, sent now; the response's status must be 2xx or 3xx (Chef's
        success_response?). Returns the response (closed, its body read)."""
        new, body = self.new, None
        headers = dict(new.headers or {})
        if method in WITH_BODY:
            message = self._message()
            if not isinstance(message, str):
                raise ProviderError(
                    f"{self.resource} message must be a String to be sent as the request body "
                    f"(got {inspect(message)}): convert it first, e.g. with .to_json",
                    kind="TypeError",
                )
            body = message.encode("utf-8")
            # what Net::HTTP sends for a body without a type
            if not any(k.lower() == "content-type" for k in headers):
                headers["Content-Type"] = "application/x-www-form-urlencoded"
        client = self._client()
        try:
            with client.request(method, new.url, headers, body) as response:
                if not 200 <= response.status_code < 400:
                    raise status_error(response)
                self.log("debug", f"{self.resource} {method} request response: {response.text}")
        finally:
            client.close()
        info = f"{self.resource} {method} to {new.url}"
        if method == "POST":
            info += f" message: {inspect(self._message())}"
        self.log("info", f"{info} successful")
        return response

    def _action(self, method: str) -> Iterator[Change]:
        yield Change(f"{self.resource} {method} to {self.new.url}",
                     apply=lambda: self._send(method))  # fmt: skip

    def action_get(self) -> Iterator[Change]:
        return self._action("GET")

    def action_put(self) -> Iterator[Change]:
        return self._action("PUT")

    def action_post(self) -> Iterator[Change]:
        return self._action("POST")

    def action_patch(self) -> Iterator[Change]:
        return self._action("PATCH")

    def action_delete(self) -> Iterator[Change]:
        return self._action("DELETE")

    def action_options(self) -> Iterator[Change]:
        return self._action("OPTIONS")

    def action_head(self) -> Iterator[Change]:
        """HEAD is sent even under why-run (Chef sends it to decide); a 304 Not Modified (the
        `headers` asked If-Modified-Since) leaves the resource up to date."""
        response = self._send("HEAD")
        if response.status_code == 304:
            yield from self.up_to_date(f"HEAD to {self.new.url} returned not modified")
            return
        yield Change(f"{self.resource} HEAD to {self.new.url} returned modified, trigger "
                     "notifications")  # fmt: skip
