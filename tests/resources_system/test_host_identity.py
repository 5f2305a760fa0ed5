"""hostname, timezone and locale: files at fixture paths and stand-in commands, so the host's
name, zone and locale never change (the live `/bin/hostname` call is guarded by the current
name, which the tests keep)."""

from __future__ import annotations

import socket

import pytest
from system_events import updated

HERE = socket.gethostname()


# -- hostname ------------------------------------------------------------------------------------
@pytest.fixture
def etc(host):
    (host.tmp / "hosts").write_text("127.0.0.1 localhost\n10.9.9.9 oldname oldname\n")
    (host.tmp / "hostname").write_text("oldname\n")
    return host.tmp


def hostname(body: str = "", name: str = HERE) -> str:
    return (f"hostname '{name}' do\n  hosts_file '/T/hosts'\n  hostname_file '/T/hostname'\n"
            f"  hostnamectl '/nonexistent/hostnamectl'\n{body}end\n")  # fmt: skip


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_hostname_writes_hosts_and_hostname_at_compile_time(host, etc):
    body = "  ipaddress '10.9.9.9'\n  fqdn 'box.example.com'\n  aliases ['web', 'api']\n"
    status, out = run(host, hostname(body) + "log 'later'\n")
    assert status == 0, out
    assert (etc / "hosts").read_text() == (
        f"127.0.0.1 localhost\n10.9.9.9 box.example.com {HERE} web api {HERE.split('.')[0]}\n"
    )
    assert (etc / "hostname").read_text() == f"{HERE}\n"
    # compile time: done before the converge starts, then left at :nothing
    assert out.index(f"* hostname[{HERE}] action set") < out.index("Converging")
    assert f"    * execute[set hostname to {HERE}] action run (skipped due to not_if)" in out
    assert "    * ohai[reload hostname] action reload" in out
    assert f"  * hostname[{HERE}] action nothing (skipped due to action :nothing)" in out
    status, again = run(host, hostname(body))
    assert "    * file[/T/hosts] action create (skipped due to not_if)" in again
    assert "    * file[/T/hostname] action create (up to date)" in again


def test_a_new_name_would_be_set_live_under_why_run_only(host, etc):
    status, out = run(host, hostname("  ipaddress '10.9.9.9'\n", "tq-newname"), why_run=True)
    assert status == 0, out
    assert "      - Would execute /bin/hostname tq-newname" in out
    assert (etc / "hostname").read_text() == "oldname\n" and socket.gethostname() == HERE


def test_hostname_json_and_bad_property(host, etc):
    events = host.events(hostname("  compile_time false\n  ipaddress '10.9.9.9'\n")
                         .replace("/T", str(host.tmp)))  # fmt: skip
    assert f"hostname[{HERE}]" in updated(events)
    status, out = run(host, hostname("  aliases 'web'\n"))
    assert status == 1 and 'Property aliases must be one of: Array, nil!  You passed "web".' in out


# -- timezone ------------------------------------------------------------------------------------
TIMEDATECTL = """state="$(dirname "$0")/../zone"
case "$1" in
  status) echo "               Local time: Thu 2026-01-01 00:00:00 UTC"
          echo "                Time zone: $(cat "$state") (UTC, +0000)" ;;
  --no-ask-password) echo "$3" > "$state" ;;
esac"""


@pytest.fixture
def systemd_zone(host, fake_bin):
    (host.tmp / "zone").write_text("Etc/UTC\n")
    return fake_bin("timedatectl", TIMEDATECTL)


SYSTEMD = "node.automatic['init_package'] = 'systemd'\n"


def tz(zone: str) -> str:
    return (
        f"{SYSTEMD}package 'tzdata' do\n  action :nothing\nend\n"
        f"timezone '{zone}' do\n  timedatectl '/T/bin/timedatectl'\nend\n"
    )


def test_timezone_through_timedatectl_then_up_to_date(host, systemd_zone):
    if host.apply("package 'tzdata' do\n  action :nothing\nend\n")[0] != 0:
        pytest.fail("package resource unavailable")
    status, out = run(host, tz("Europe/Paris"))
    assert status == 0, out
    assert (host.tmp / "zone").read_text() == "Europe/Paris\n"
    # Chef names the current value's identity: the zone being replaced
    assert '    - update Etc/UTC\n    -   set timezone to "Europe/Paris" (was "Etc/UTC")' in out
    assert "--no-ask-password set-timezone Europe/Paris" in systemd_zone.read_text()
    status, out = run(host, tz("Europe/Paris"))
    assert "  * timezone[Europe/Paris] action set (up to date)" in out


def test_timezone_why_run_and_a_failing_timedatectl(host, systemd_zone, fake_bin):
    status, out = run(host, tz("Asia/Tokyo"), why_run=True)
    assert status == 0, out
    assert '    - Would update Etc/UTC\n    - Would   set timezone to "Asia/Tokyo"' in out
    assert (host.tmp / "zone").read_text() == "Etc/UTC\n"
    fake_bin("timedatectl", "exit 1")
    status, out = run(host, tz("Asia/Tokyo"))
    assert status == 1 and "There was an error running the timedatectl command" in out


def test_timezone_on_rhel_writes_the_clock_file(host):
    recipe = ("node.automatic['init_package'] = 'init'\nnode.automatic['platform_family'] = 'rhel'\n"
              "package 'tzdata' do\n  action :nothing\nend\n"
              "timezone 'UTC' do\n  clock_file '/T/clock'\n  action :nothing\nend\n")  # fmt: skip
    status, out = run(host, recipe)
    assert status == 0, out  # compiles; converging would install tzdata and relink /etc/localtime


# -- locale --------------------------------------------------------------------------------------
def loc(body: str) -> str:
    return f"locale 'default' do\n  locale_file '/T/locale.conf'\n{body}end\n"


def test_locale_writes_locale_conf_then_up_to_date(host, fake_bin):
    calls = fake_bin("locale-gen")
    body = "  lang 'C.utf8'\n  lc_env({ 'LC_TIME' => 'C.utf8', 'LC_MESSAGES' => 'tq_XX.UTF-8' })\n"
    status, out = run(host, loc(body))
    assert status == 0, out
    assert (host.tmp / "locale.conf").read_text() == (
        "LANG=C.utf8\nLC_MESSAGES=tq_XX.UTF-8\nLC_TIME=C.utf8\n"
    )
    assert calls.read_text() == "locale-gen tq_XX.UTF-8\n"  # only the missing one is generated
    assert "    * file[Updating system locale] action create\n" in out
    status, out = run(host, loc(body))
    assert "  * locale[default] action update (up to date)" in out


def test_locale_validation_messages(host, fake_bin):
    fake_bin("locale-gen")
    status, out = run(host, loc("  lc_env({ 'LC_BOGUS' => 'x' })\n"))
    assert status == 1
    assert 'Key of option lc_env must be equal to one of: "LC_ADDRESS", "LC_COLLATE"' in out
    assert 'You passed "LC_BOGUS".' in out
    status, out = run(host, loc("  lang ' en_US'\n"))
    assert status == 1 and "does not match regular expression [/\\A\\S+/]" in out


def test_locale_why_run_and_other_platform_families(host, fake_bin):
    fake_bin("locale-gen")
    status, out = run(host, loc("  lang 'C.UTF-8'\n"), why_run=True)
    assert status == 0 and not (host.tmp / "locale.conf").exists()
    recipe = "node.automatic['platform_family'] = 'rhel'\n" + loc("  lang 'C.UTF-8'\n")
    status, out = run(host, recipe)
    assert status == 1
    assert "The locale resource is not supported on platform family: rhel" in out
