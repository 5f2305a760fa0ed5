"""remote_file against local HTTP and HTTPS servers: downloads, idempotence, checksums that
spare the request, conditional GETs, mirrors, TLS policy, why-run and the json formatter."""

from __future__ import annotations

import hashlib
import os
import re

from remote_servers import Page, error

BODY = b"hello from the server\n"
SUM = hashlib.sha256(BODY).hexdigest()


def recipe(path, source, body: str = "") -> str:
    sources = ", ".join(f"'{s}'" for s in ([source] if isinstance(source, str) else source))
    return f"remote_file '{path}' do\n  source {sources}\n{body}end\n"


def test_first_converge_then_up_to_date_by_conditional_get(host, server):
    server.pages["/f.txt"] = Page(BODY)
    target = host.tmp / "f.txt"
    status, out = host.apply(recipe(target, server.url("/f.txt"), "  mode '0640'\n"))
    assert status == 0, out
    assert f"  * remote_file[{target}] action create\n" in out
    assert f"    - create new file {target}\n" in out
    assert f"    - update content in file {target} from none to {SUM[:6]}\n" in out
    assert "    - change mode from '' to '0640'\n" in out
    assert target.read_bytes() == BODY and oct(target.stat().st_mode & 0o777) == "0o640"
    # the second run asks "changed since?" with what the first one stored, and gets a 304
    status, out = host.apply(recipe(target, server.url("/f.txt"), "  mode '0640'\n"))
    assert status == 0 and f"  * remote_file[{target}] action create (up to date)\n" in out
    assert "0/1 resources updated" in out
    second = server.requests("/f.txt")[1].headers
    assert second["if-none-match"] == '"' + SUM[:16] + '"'
    assert second["if-modified-since"] == "Tue, 03 Mar 2026 10:00:00 GMT"


def test_cache_records_are_private_and_hide_passwords(host, server):
    from toque.cachedir import cache_dir

    server.pages["/p.txt"] = Page(BODY)
    url = server.url("/p.txt").replace("http://", "http://bob:s3cret@")
    status, out = host.apply(recipe(host.tmp / "p.txt", url))
    assert status == 0, out
    folder = cache_dir() / "remote_file"
    assert oct(folder.stat().st_mode & 0o777) == "0o700"
    names = [n for n in os.listdir(folder) if "p_txt" in n]
    assert names and all("s3cret" not in n for n in names)
    record = (folder / names[0]).read_text()
    assert "s3cret" not in record and SUM in record
    assert oct((folder / names[0]).stat().st_mode & 0o777) == "0o600"


def test_a_changed_file_is_downloaded_again_without_conditional_headers(host, server):
    server.pages["/c.txt"] = Page(BODY)
    target = host.tmp / "c.txt"
    host.apply(recipe(target, server.url("/c.txt")))
    target.write_bytes(b"edited by hand\n")
    status, out = host.apply(recipe(target, server.url("/c.txt")))
    old = hashlib.sha256(b"edited by hand\n").hexdigest()[:6]
    assert f"    - update content in file {target} from {old} to {SUM[:6]}\n" in out
    assert "-edited by hand\n" in out and "+hello from the server\n" in out
    assert "if-none-match" not in server.requests("/c.txt")[1].headers
    assert target.read_bytes() == BODY


def test_use_conditional_get_false_sends_no_cache_headers(host, server):
    server.pages["/n.txt"] = Page(BODY)
    text = recipe(host.tmp / "n.txt", server.url("/n.txt"), "  use_conditional_get false\n")
    host.apply(text)
    status, out = host.apply(text)
    assert "(up to date)" in out  # the same content again: nothing to change
    headers = server.requests("/n.txt")[1].headers
    assert "if-none-match" not in headers and "if-modified-since" not in headers
    host.apply(text.replace("use_conditional_get false", "use_etag false"))
    headers = server.requests("/n.txt")[2].headers
    assert "if-none-match" not in headers and "if-modified-since" in headers


def test_matching_checksum_spares_the_request(host, server):
    server.pages["/k.txt"] = Page(BODY)
    target = host.tmp / "k.txt"
    text = recipe(target, server.url("/k.txt"), f"  checksum '{SUM[:10]}'\n")
    status, out = host.apply(text.replace(SUM[:10], SUM))
    assert status == 0, out
    assert len(server.requests()) == 1
    status, out = host.apply(text)  # a prefix of the checksum is enough
    assert "(up to date)" in out and "0/1 resources updated" in out
    assert len(server.requests()) == 1  # no request at all


def test_checksum_mismatch_fails_with_chefs_message(host, server):
    server.pages["/m.txt"] = Page(BODY)
    target = host.tmp / "m.txt"
    status, out = host.apply(recipe(target, server.url("/m.txt"), "  checksum 'abcdef0123'\n"))
    assert status == 1
    assert "Chef::Exceptions::ChecksumMismatch" in out
    assert (
        f"Checksum on resource (abcdef...) does not match checksum on content ({SUM[:6]}...)" in out
    )
    assert not target.exists()


def test_sources_are_tried_in_order(host, server):
    server.pages["/good.txt"] = Page(BODY)
    target = host.tmp / "s.txt"
    text = recipe(target, [server.url("/missing.txt"), "http://127.0.0.1:1/x",
                           server.url("/good.txt")], "  http_options(http_retry_count: 0)\n")  # fmt: skip
    status, out = host.apply(text, log_level="info")
    assert status == 0, out
    assert (f"WARN: remote_file[{target}] cannot be downloaded from "
            f"{server.url('/missing.txt')}: 404 \"Not Found\"") in out  # fmt: skip
    assert f"INFO: remote_file[{target}] trying to download from another mirror" in out
    assert ("cannot be downloaded from http://127.0.0.1:1/x: Connection refused - Connection "
            "refused connecting to http://127.0.0.1:1/x, giving up") in out  # fmt: skip
    assert target.read_bytes() == BODY


def test_the_last_sources_error_fails_the_resource(host, server):
    target = host.tmp / "e.txt"
    status, out = host.apply(recipe(target, server.url("/nope")))
    assert status == 1
    assert error(out) == 'Net::HTTPClientException: 404 "Not Found"'
    server.pages["/boom"] = Page(b"", status=500)
    status, out = host.apply(
        recipe(target, server.url("/boom"), "  http_options(http_retry_count: 0)\n")
    )
    assert error(out) == 'Net::HTTPFatalError: 500 "Internal Server Error"'
    assert len(server.requests("/boom")) == 1


def test_server_errors_are_retried_with_a_backoff_unless_in_local_mode(host, server):
    server.pages["/boom"] = Page(b"", status=500)
    text = recipe(host.tmp / "b.txt", server.url("/boom"), "  http_options(http_retry_count: 1)\n")
    status, out = host.apply(text)  # `toque apply` is no local-mode run (chef-apply neither)
    assert status == 1 and len(server.requests("/boom")) == 2
    assert re.search(rf"WARN: Server returned error 500 for {server.url('/boom')}, retrying "
                     r"1/1 in [34]s\n", out)  # fmt: skip
    status, out = host.apply("Chef::Config[:local_mode] = true\n" + text)
    assert status == 1 and len(server.requests("/boom")) == 3


def test_connection_failures_are_retried_as_chef_does(host):
    target = host.tmp / "r.txt"
    text = ("Chef::Config[:http_retry_delay] = 0\n"
            + recipe(target, "http://127.0.0.1:1/x", "  http_options(http_retry_count: 2)\n"))  # fmt: skip
    status, out = host.apply(text)
    assert status == 1
    assert "WARN: Connection refused connecting to http://127.0.0.1:1/x, retry 1/2" in out
    assert "WARN: Connection refused connecting to http://127.0.0.1:1/x, retry 2/2" in out
    assert "retry 3/2" not in out
    assert error(out).startswith("Errno::ECONNREFUSED: Connection refused - Connection refused")


def test_headers_are_sent(host, server):
    server.pages["/h.txt"] = Page(BODY)
    body = "  headers('Authorization' => 'Bearer t0k', 'X-Thing' => 'yes')\n"
    status, out = host.apply(recipe(host.tmp / "h.txt", server.url("/h.txt"), body))
    assert status == 0, out
    sent = server.requests("/h.txt")[0].headers
    assert sent["Authorization"] == "Bearer t0k" and sent["X-Thing"] == "yes"


def test_redirects_are_followed(host, server):
    server.pages["/old"] = Page(b"", status=302, headers={"location": "/new"})
    server.pages["/new"] = Page(BODY)
    status, out = host.apply(recipe(host.tmp / "r.txt", server.url("/old")))
    assert status == 0, out
    assert (host.tmp / "r.txt").read_bytes() == BODY


def test_why_run_downloads_to_compare_but_changes_nothing(host, server):
    server.pages["/w.txt"] = Page(BODY)
    target = host.tmp / "w.txt"
    status, out = host.apply(recipe(target, server.url("/w.txt"), "  mode '0600'\n"),
                             why_run=True)  # fmt: skip
    assert status == 0, out
    assert f"    - Would create new file {target}\n" in out
    assert "    - Would change mode from '' to '0600'\n" in out
    assert not target.exists()
    target.write_bytes(b"old\n")
    status, out = host.apply(recipe(target, server.url("/w.txt")), why_run=True)
    old = hashlib.sha256(b"old\n").hexdigest()[:6]
    assert f"    - Would update content in file {target} from {old} to {SUM[:6]}\n" in out
    assert "would have been updated" in out
    assert target.read_bytes() == b"old\n"


def test_json_formatter(host, server):
    server.pages["/j.txt"] = Page(BODY)
    events = host.events(recipe(host.tmp / "j.txt", server.url("/j.txt")))
    updates = [e for e in events if e["event"] == "resource_update"]
    assert updates[0]["resource"]["resource"] == f"remote_file[{host.tmp / 'j.txt'}]"
    assert [u["change"]["lines"][0].split(" /")[0] for u in updates] == [
        "create new file", "update content in file"]  # fmt: skip
    assert events[-1]["event"] == "run_complete" and events[-1]["result"]["updated"] == 1


def test_create_if_missing_leaves_an_existing_file_alone(host, server):
    server.pages["/i.txt"] = Page(BODY)
    target = host.tmp / "i.txt"
    target.write_bytes(b"mine\n")
    status, out = host.apply(recipe(target, server.url("/i.txt"), "  action :create_if_missing\n"))
    assert "(up to date)" in out and target.read_bytes() == b"mine\n"
    assert server.requests() == []


def test_file_uris_and_their_errors(host, tmp_path):
    src = tmp_path / "src dir" / "a.txt"
    src.parent.mkdir()
    src.write_bytes(BODY)
    target = host.tmp / "copy.txt"
    status, out = host.apply(recipe(target, "file://" + str(src).replace(" ", "%20")))
    assert status == 0, out and target.read_bytes() == BODY
    status, out = host.apply(recipe(host.tmp / "x.txt", f"file://{tmp_path}/none.txt"))
    assert (
        error(out) == f"Errno::ENOENT: No such file or directory @ rb_sysopen - {tmp_path}/none.txt"
    )


def test_show_progress_prints_chefs_progress_lines(host, server):
    server.pages["/big"] = Page(os.urandom(300_000))
    status, out = host.apply(recipe(host.tmp / "big", server.url("/big"),
                                    "  show_progress true\n"))  # fmt: skip
    assert status == 0, out
    assert "    - Progress: 100%\n" in out
    assert out.index("- Progress: 100%") < out.index("- create new file")


def test_source_validation_at_compile_time(host):
    x = host.tmp / "x"
    status, out = host.apply(f"remote_file '{x}' do\n  source '/tmp/y'\nend\n")
    assert status == 1
    assert ('"/tmp/y" is not a valid `source` parameter for remote_file. `source` must be an '
            "absolute URI or an array of URIs.") in out  # fmt: skip
    assert "recipe.rb:2" in out
    status, out = host.apply(f"remote_file '{x}' do\nend\n")
    assert status == 1 and "source is a required property" in out
    status, out = host.apply(f"remote_file '{x}' do\n  source 'gopher://h/x'\nend\n")
    assert "Invalid uri, Only http(s), ftp, and file are currently supported" in out
    status, out = host.apply(f"remote_file '{x}' do\n  source 'http://h/x'\n"
                             "  ssl_verify_mode :sometimes\nend\n")  # fmt: skip
    assert "Option ssl_verify_mode must be equal to one of: :verify_none, :verify_peer!" in out


def test_remote_user_is_windows_only(host, server):
    server.pages["/u.txt"] = Page(BODY)
    body = "  remote_user 'CORP\\\\bob'\n  remote_password 'pw'\n"
    status, out = host.apply(recipe(host.tmp / "u.txt", server.url("/u.txt"), body))
    assert status == 1
    assert error(out) == ("Chef::Exceptions::UnsupportedPlatform: 'remote_user', 'remote_domain' "
                          "and 'remote_password' properties are supported only for Windows "
                          "platform")  # fmt: skip
    status, out = host.apply(recipe(host.tmp / "u.txt", server.url("/u.txt"),
                                    "  remote_domain 'CORP'\n"))  # fmt: skip
    assert "The domain `CORP` was specified, but no user name was given" in out


# -- https ----------------------------------------------------------------------------------
def test_https_is_verified_against_the_trust_store(host, tls_server):
    tls_server.pages["/t.txt"] = Page(BODY)
    target = host.tmp / "t.txt"
    status, out = host.apply(recipe(target, tls_server.url("/t.txt")))
    assert status == 1
    assert error(out).startswith("OpenSSL::SSL::SSLError: SSL Error connecting to")
    assert "certificate verify failed" in out and not target.exists()


def test_https_with_chef_config_ssl_ca_file(host, tls_server, authority):
    tls_server.pages["/t.txt"] = Page(BODY)
    target = host.tmp / "t.txt"
    text = f"Chef::Config[:ssl_ca_file] = '{authority.ca_file}'\n" + recipe(
        target, tls_server.url("/t.txt")
    )
    status, out = host.apply(text)
    assert status == 0, out and target.read_bytes() == BODY
    status, out = host.apply(text)
    assert "(up to date)" in out


def test_https_with_trusted_certs_dir(host, tls_server, authority, tmp_path):
    tls_server.pages["/t.txt"] = Page(BODY)
    trusted = tmp_path / "trusted"
    trusted.mkdir()
    (trusted / "ours.crt").write_bytes(authority.ca_file.read_bytes())
    text = f"Chef::Config[:trusted_certs_dir] = '{trusted}'\n" + recipe(
        host.tmp / "t.txt", tls_server.url("/t.txt")
    )
    status, out = host.apply(text)
    assert status == 0, out


def test_ssl_verify_mode_verify_none_on_the_resource(host, tls_server):
    tls_server.pages["/t.txt"] = Page(BODY)
    status, out = host.apply(recipe(host.tmp / "t.txt", tls_server.url("/t.txt"),
                                    "  ssl_verify_mode :verify_none\n"))  # fmt: skip
    assert status == 0, out


def test_a_missing_ca_file_is_a_configuration_error(host, tls_server):
    text = "Chef::Config[:ssl_ca_file] = '/nonexistent/ca.pem'\n" + recipe(
        host.tmp / "t.txt", tls_server.url("/t.txt")
    )
    status, out = host.apply(text)
    assert error(out) == ("Chef::Exceptions::ConfigurationError: The configured ssl_ca_file "
                          "/nonexistent/ca.pem does not exist")  # fmt: skip


# -- ftp ------------------------------------------------------------------------------------
def test_ftp_passive_and_active(host):
    from remote_servers import FtpServer

    ftp = FtpServer({"pub/dist/a.txt": BODY})
    try:
        target = host.tmp / "a.txt"
        status, out = host.apply(recipe(target, ftp.url("pub/dist/a.txt")))
        assert status == 0, out and target.read_bytes() == BODY
        assert ftp.log[:4] == ["USER anonymous", "PASS anonymous@", "CWD pub", "CWD dist"]
        assert "PASV" in ftp.log
        ftp.log.clear()
        url = ftp.url("pub/dist/a.txt;type=i").replace("ftp://", "ftp://bob:pw@")
        status, out = host.apply(recipe(host.tmp / "b.txt", url, "  ftp_active_mode true\n"))
        assert status == 0, out
        assert ftp.log[:2] == ["USER bob", "PASS pw"] and "TYPE I" in ftp.log
        assert any(line.startswith("PORT ") for line in ftp.log) and "PASV" not in ftp.log
        status, out = host.apply(recipe(host.tmp / "c.txt", ftp.url("pub/none.txt")))
        assert error(out) == "Net::FTPPermError: 550 No such file."
    finally:
        ftp.stop()


def test_chef_config_verify_none_unless_verify_api_cert(host, tls_server):
    tls_server.pages["/t.txt"] = Page(BODY)
    body = recipe(host.tmp / "t.txt", tls_server.url("/t.txt"))
    status, out = host.apply("Chef::Config[:ssl_verify_mode] = :verify_none\n" + body)
    assert status == 0, out
    # verify_api_cert (true in local mode) makes Chef's API policy verify all the same
    status, out = host.apply("Chef::Config[:ssl_verify_mode] = :verify_none\n"
                             "Chef::Config[:verify_api_cert] = true\n" + body)  # fmt: skip
    assert status == 1 and "certificate verify failed" in out


def test_gz_downloads_stay_compressed(host, server):
    import gzip

    packed = gzip.compress(BODY)
    server.pages["/a.tar.gz"] = Page(packed, headers={"content-encoding": "gzip"})
    server.pages["/page"] = Page(packed, headers={"content-encoding": "gzip"})
    host.apply(recipe(host.tmp / "a.tar.gz", server.url("/a.tar.gz")))
    assert (host.tmp / "a.tar.gz").read_bytes() == packed
    assert server.requests("/a.tar.gz")[0].headers["Accept-Encoding"] == "identity"
    host.apply(recipe(host.tmp / "page", server.url("/page")))
    assert (host.tmp / "page").read_bytes() == BODY  # a compressed transfer is undone


def test_lazy_source(host, server):
    server.pages["/l.txt"] = Page(BODY)
    url = server.url("/l.txt")
    text = (f"base = 'http://nowhere.invalid'\nremote_file '{host.tmp}/l.txt' do\n"
            "  source lazy { base + '/l.txt' }\nend\n"
            f"base = '{url.rsplit('/', 1)[0]}'\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out and (host.tmp / "l.txt").read_bytes() == BODY
    status, out = host.apply(f"remote_file '{host.tmp}/l2' do\n"
                             "  source lazy { 'a' }, 'http://b/c'\nend\n")  # fmt: skip
    assert status == 1 and "Only 1 source argument allowed when using a lazy evaluator" in out


def test_progress_on_a_terminal_is_one_line_redrawn(host):
    import io

    from toque.runtime.formatters.doc import DocFormatter

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Tty()
    doc = DocFormatter(out, color=False)

    class R:
        cookbook_name = None
        sensitive = False

        def __str__(self) -> str:
            return "remote_file[/x]"

    r = R()
    doc.resource_action_start(r, "create", None, None)
    for size in (10, 50, 100):
        doc.resource_update_progress(r, size, 100, 10)
    doc.stream_output(r, "next")
    text = out.getvalue()
    assert text.startswith("  * remote_file[/x] action create\n")
    assert "\r    - Progress: [##..................] 10%" in text
    assert "\r    - Progress: [####################] 100%\n    next\n" in text


def test_file_properties_verify_backup_and_staging_left_clean(host, server, monkeypatch):
    import glob
    import tempfile

    from toque.runtime.state import state_dir

    # a temp folder of its own: other runs' downloads in the shared /tmp come and go
    staging = host.tmp / "staging"
    staging.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(staging))
    server.pages["/v.txt"] = Page(BODY)
    target = host.tmp / "v.txt"
    target.write_bytes(b"previous\n")
    status, out = host.apply(recipe(target, server.url("/v.txt"), "  verify 'false'\n"))
    assert status == 1 and f"Proposed content for {target} failed verification 'false'" in out
    assert target.read_bytes() == b"previous\n"
    status, out = host.apply(recipe(target, server.url("/v.txt"),
                                    "  verify 'grep -q hello %{path}'\n  backup 2\n"))  # fmt: skip
    assert status == 0, out and target.read_bytes() == BODY
    saved = glob.glob(f"{state_dir()}/backup{target}.chef-*")
    assert len(saved) == 1 and open(saved[0], "rb").read() == b"previous\n"
    assert list(staging.iterdir()) == []


def test_large_download_has_its_diff_suppressed(host, server):
    big = b"line\n" * 2_000_001  # just over Chef's 10,000,000-byte diff threshold
    server.pages["/big.txt"] = Page(big)
    target = host.tmp / "big.txt"
    target.write_bytes(b"small\n")
    status, out = host.apply(recipe(target, server.url("/big.txt")))
    assert status == 0, out
    assert "    (file sizes exceed 10000000 bytes, diff output suppressed)\n" in out
    assert target.stat().st_size == len(big)
