"""sudo: a sudoers.d file under config_prefix (tmp_path), checked with visudo before it is
installed: a stand-in visudo records the calls and refuses files saying BAD."""

from __future__ import annotations

import pytest
from system_events import updated

VISUDO = """for a in "$@"; do f="$a"; done
if [ "$f" = - ]; then grep -q BAD && { echo "parse error" >&2; exit 1; }; exit 0; fi
grep -q BAD "$f" && { echo "$f: parse error" >&2; exit 1; }; exit 0"""


@pytest.fixture
def prefix(host, fake_bin):
    (host.tmp / "sudoers").write_text("#includedir /etc/sudoers.d\n")
    visudo = fake_bin("visudo", VISUDO)
    return host.tmp, visudo


def sudo(name: str, body: str) -> str:
    return f"sudo '{name}' do\n  config_prefix '/T'\n  visudo_binary '/T/bin/visudo'\n{body}end\n"


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


FULL = ("  users 'bob, alice'\n  groups ['wheel', '%ops']\n  commands ['/bin/ls', '/usr/bin/id']\n"
        "  nopasswd true\n  noexec true\n  defaults ['!requiretty', 'env_reset']\n"
        "  command_aliases [{ name: 'svc', command_list: ['/bin/systemctl restart x', 'y'] }]\n"
        "  env_keep_add ['HOME']\n  env_keep_subtract ['PATH']\n")  # fmt: skip


def test_a_full_entry_then_up_to_date(host, prefix):
    tmp, calls = prefix
    status, out = run(host, sudo("admins.x~y", FULL))
    assert status == 0, out
    path = tmp / "sudoers.d" / "admins__x__y"  # . and ~ would make sudo skip the file
    assert path.read_text() == (
        "# This file is managed by Chef Infra Client. Changes will be overwritten.\n\n"
        "Cmnd_Alias SVC = /bin/systemctl restart x, y\n"
        'Defaults    env_keep += "HOME"\nDefaults    env_keep -= "PATH"\n'
        "%wheel,%ops,bob,alice ALL=(ALL) NOEXEC:NOPASSWD:/bin/ls\n"
        "%wheel,%ops,bob,alice ALL=(ALL) NOEXEC:NOPASSWD:/usr/bin/id\n"
        "Defaults:%wheel,%ops,bob,alice !requiretty,env_reset\n"
    )
    assert path.stat().st_mode & 0o777 == 0o440
    assert "visudo -cf -" in calls.read_text()  # the new file checked with the main one
    status, out = run(host, sudo("admins.x~y", FULL))
    # in a container Chef's sudo also declares package 'sudo' (skipped: it is installed)
    actions = 4 if "apt_package[sudo] action install (skipped" in out else 3
    assert f"Infra Phase complete, 0/{actions} resources updated" in out


def test_user_and_group_aliases_host_runas_setenv(host, prefix):
    tmp, _ = prefix
    body = "  user 'deploy'\n  host 'web1'\n  runas 'app'\n  setenv true\n"
    status, out = run(host, sudo("deploy", body))
    assert status == 0, out
    assert (tmp / "sudoers.d" / "deploy").read_text().endswith("deploy web1=(app) SETENV:ALL\n")
    status, out = run(host, sudo("ops", "  group 'ops'\n"))
    assert (tmp / "sudoers.d" / "ops").read_text().endswith("%ops ALL=(ALL) ALL\n")


def test_visudo_refusal_leaves_no_file(host, prefix):
    tmp, _ = prefix
    status, out = run(host, sudo("bad", "  user 'BAD'\n"))
    assert status == 1
    assert "Chef::Exceptions::ValidationFailed" in out
    assert (
        "Proposed content for /T/sudoers.d/bad failed verification 'cat /T/sudoers %{path}" in out
    )
    assert not (tmp / "sudoers.d" / "bad").exists()


def test_a_missing_visudo_is_warned_about(host, prefix):
    text = sudo("w", "  user 'x'\n").replace("/T/bin/visudo", "/nonexistent/visudo")
    status, out = run(host, text)
    assert status == 0, out
    assert "The visudo binary cannot be found at '/nonexistent/visudo'. Skipping" in out


def test_chefs_failures(host, prefix):
    status, out = run(host, sudo("none", ""))
    assert status == 1
    assert "You must specify users, groups, env_keep_add, env_keep_subtract, or template" in out
    status, out = run(host, sudo("both", "  user 'x'\n  template 'mine.erb'\n"))
    assert status == 1 and "You cannot specify users or groups properties" in out
    status, out = run(host, sudo("old", "  user 'x'\n  visudo_path '/usr/sbin'\n"))
    assert status == 1 and "replaced with the 'visudo_binary' property" in out


def test_includedir_missing_is_warned_about(host, prefix):
    tmp, _ = prefix
    (tmp / "sudoers").write_text("root ALL=(ALL) ALL\n")
    status, out = run(host, sudo("x", "  user 'x'\n"))
    assert status == 0, out
    assert "lacks the includedir directive" in out


def test_delete_and_why_run(host, prefix):
    tmp, _ = prefix
    status, out = run(host, sudo("x", "  user 'x'\n"), why_run=True)
    assert status == 0, out
    assert "- Would create new file" in out and not (tmp / "sudoers.d").exists()
    run(host, sudo("x", "  user 'x'\n"))
    status, out = run(host, sudo("x", "  action :delete\n"))
    assert status == 0 and not (tmp / "sudoers.d" / "x").exists()
    status, out = run(host, sudo("x", "  action :remove\n"))
    assert "The sudo :remove action has been renamed :delete" in out


def test_json(host, prefix):
    events = host.events(sudo("j", "  user 'x'\n").replace("/T", str(host.tmp)))
    assert updated(events) == ["directory[/T/sudoers.d/]", "template[/T/sudoers.d/j]", "sudo[j]"]
