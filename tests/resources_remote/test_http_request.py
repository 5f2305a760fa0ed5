"""http_request against a local server: each method, the message and headers it sends,
why-run (only HEAD is sent), errors with Chef's names, and the json formatter."""

from __future__ import annotations

from remote_servers import Page, error


def request(url: str, action: str = "", body: str = "", name: str = "hook") -> str:
    extra = f"  action :{action}\n" if action else ""
    return f"http_request '{name}' do\n  url '{url}'\n{body}{extra}end\n"


def test_get_is_the_default_and_is_always_updated(host, server):
    server.pages["/ping"] = Page(b"pong")
    status, out = host.apply(request(server.url("/ping")))
    assert status == 0, out
    assert (
        f"  * http_request[hook] action get\n    - http_request[hook] GET to {server.url('/ping')}\n"
        in out
    )
    assert "1/1 resources updated" in out
    assert [s.method for s in server.requests()] == ["GET"]


def test_post_put_patch_send_the_message_with_headers(host, server):
    server.pages["/api"] = Page(b"{}")
    body = "  message('{\"a\":1}')\n  headers('Content-Type' => 'application/json')\n"
    logs = {}
    for action in ("post", "put", "patch"):
        status, logs[action] = host.apply(request(server.url("/api"), action, body),
                                          log_level="info")  # fmt: skip
        assert status == 0, logs[action]
        assert f"- http_request[hook] {action.upper()} to {server.url('/api')}\n" in logs[action]
    seen = server.requests("/api")
    assert [s.method for s in seen] == ["POST", "PUT", "PATCH"]
    assert all(s.body == b'{"a":1}' for s in seen)
    assert seen[0].headers["Content-Type"] == "application/json"
    url = server.url("/api")
    assert (
        f'INFO: http_request[hook] POST to {url} message: "{{\\"a\\":1}}" successful'
        in logs["post"]
    )
    assert f"INFO: http_request[hook] PUT to {url} successful" in logs["put"]


def test_message_defaults_to_the_name_and_may_be_a_block(host, server):
    server.pages["/m"] = Page(b"")
    status, out = host.apply(request(server.url("/m"), "post", name="hello there"))
    assert status == 0, out
    assert server.requests("/m")[0].body == b"hello there"
    assert server.requests("/m")[0].headers["Content-Type"] == "application/x-www-form-urlencoded"
    text = "x = 'late'\n" + request(server.url("/m"), "put", '  message { "built #{x}" }\n')
    status, out = host.apply(text)
    assert status == 0, out and server.requests("/m")[1].body == b"built late"
    status, out = host.apply(request(server.url("/m"), "post", "  message({ 'a' => 1 })\n"))
    assert status == 1 and "message must be a String to be sent as the request body" in out


def test_delete_head_and_options(host, server):
    server.pages["/thing"] = Page(b"x")
    for action, line in (("delete", "DELETE to"), ("options", "OPTIONS to"),
                         ("head", "HEAD to")):  # fmt: skip
        status, out = host.apply(request(server.url("/thing"), action))
        assert status == 0, out
        assert f"- http_request[hook] {line} {server.url('/thing')}" in out
    assert "returned modified, trigger notifications" in out
    assert [s.method for s in server.requests()] == ["DELETE", "OPTIONS", "HEAD"]


def test_head_not_modified_is_up_to_date(host, server):
    server.pages["/h"] = Page(b"x")
    body = "  headers('If-Modified-Since' => 'Tue, 03 Mar 2026 10:00:00 GMT')\n"
    status, out = host.apply(request(server.url("/h"), "head", body))
    assert status == 0, out and "action head (up to date)" in out


def test_why_run_sends_only_head(host, server):
    server.pages["/w"] = Page(b"x")
    status, out = host.apply(request(server.url("/w"), "post"), why_run=True)
    assert status == 0, out
    assert f"    - Would http_request[hook] POST to {server.url('/w')}\n" in out
    assert server.requests() == []
    status, out = host.apply(request(server.url("/w"), "head"), why_run=True)
    assert "- Would http_request[hook] HEAD to" in out
    assert [s.method for s in server.requests()] == ["HEAD"]


def test_errors_name_the_status(host, server):
    status, out = host.apply(request(server.url("/missing")))
    assert status == 1 and error(out) == 'Net::HTTPClientException: 404 "Not Found"'
    server.pages["/moved"] = Page(b"", status=302, headers={"location": "/elsewhere"})
    status, out = host.apply(request(server.url("/moved"), "post"))
    assert error(out) == (
        f"Chef::Exceptions::InvalidRedirect: POST request was redirected from "
        f"{server.url('/moved')} to /elsewhere. Only GET and HEAD support redirects.")  # fmt: skip
    status, out = host.apply("http_request 'x'\n")
    assert status == 1 and "url is a required property" in out


def test_json_formatter(host, server):
    server.pages["/j"] = Page(b"")
    events = host.events(request(server.url("/j"), "delete"))
    update = next(e for e in events if e["event"] == "resource_update")
    assert update["change"]["lines"] == [f"http_request[hook] DELETE to {server.url('/j')}"]
    assert events[-1]["result"]["updated"] == 1


def test_https_follows_chef_config(host, tls_server, authority):
    tls_server.pages["/s"] = Page(b"")
    status, out = host.apply(request(tls_server.url("/s")))
    assert status == 1 and "certificate verify failed" in out
    status, out = host.apply(f"Chef::Config[:ssl_ca_file] = '{authority.ca_file}'\n"
                             + request(tls_server.url("/s")))  # fmt: skip
    assert status == 0, out
