"""selinux_*: on this host without SELinux tools the actions fail as Chef's do (getenforce is
not found); with stand-in getenforce/getsebool/setsebool/semanage they converge."""

from __future__ import annotations

import pytest
from system_events import have, updated


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_without_selinux_tools_the_action_fails_as_in_chef(host):
    if have("getenforce"):
        pytest.skip("this host has SELinux tools")
    status, out = host.apply("selinux_state 'on' do\n  action :enforcing\nend\n")
    assert status == 1
    assert "Errno::ENOENT" in out and "No such file or directory - getenforce" in out
    status, out = host.apply("selinux_state 'idle'\n")  # :nothing by default
    assert status == 0, out


@pytest.fixture
def selinux(host, fake_bin):
    """getenforce answers from /T/state; getsebool/setsebool keep booleans in /T/bools."""
    (host.tmp / "state").write_text("Disabled\n")
    (host.tmp / "grub").write_text('GRUB_CMDLINE_LINUX="security=selinux selinux=1"\n')
    fake_bin("getenforce", 'cat "$(dirname "$0")/../state"')
    fake_bin("getsebool", 'v=$(grep "^$1=" "$(dirname "$0")/../bools" 2>/dev/null | cut -d= -f2)\n'
                          'echo "$1 --> ${v:-off}"')  # fmt: skip
    fake_bin("setsebool", '[ "$1" = -P ] && shift\necho "$1=$2" >> "$(dirname "$0")/../bools"')
    return fake_bin("semanage", 'case "$2" in -ln) cat "$(dirname "$0")/../perm" 2>/dev/null; : ;;'
                                '\n -a) echo "$3" >> "$(dirname "$0")/../perm" ;; esac')  # fmt: skip


def state(action: str, body: str = "") -> str:
    return (f"selinux_state 'selinux' do\n  config_file '/T/config'\n  grub_file '/T/grub'\n"
            f"{body}  action :{action}\nend\n")  # fmt: skip


def test_state_from_disabled_writes_the_config_and_asks_for_a_manual_reboot(host, selinux):
    status, out = run(host, state("permissive"))
    assert status == 0, out
    text = (host.tmp / "config").read_text()
    assert "SELINUX=permissive\n" in text and "SELINUXTYPE=default\n" in text
    assert "WARN: Changes from disabled require a reboot." in out
    assert "SELinux state change to permissive requires a manual reboot as SELinux is currently " \
           "disabled and automatic reboots are disabled." in out  # fmt: skip
    status, out = run(host, state("permissive", "  policy 'mls'\n"))
    assert "-SELINUXTYPE=default\n      +SELINUXTYPE=mls" in out


def test_state_with_automatic_reboot_requests_one(host, selinux):
    status, out = run(host, state("enforcing", "  automatic_reboot :request_reboot\n"))
    assert status == 0, out  # the request is recorded (the CLI would exit 35)
    assert "    * reboot[selinux_state_change] action request_reboot" in out
    assert "It is advised to set the configuration first to permissive" in out


def test_state_validation(host, selinux):
    status, out = run(host, state("disabled", "  persistent false\n"))
    assert (
        status == 1
        and "A non-persistent change to the disabled SELinux status is not possible." in out
    )
    status, out = run(host, state("enforcing", "  policy 'bogus'\n"))
    assert status == 1 and "Option policy must be equal to one of:" in out


def test_boolean_set_then_up_to_date(host, selinux):
    (host.tmp / "state").write_text("Enforcing\n")
    text = "selinux_boolean 'httpd_can_network_connect' do\n  value true\nend\n"
    status, out = run(host, text)
    assert status == 0, out
    assert '-   set value to "on" (was "off")' in out
    assert (host.tmp / "bools").read_text() == "httpd_can_network_connect=on\n"
    assert "Infra Phase complete, 0/1" in run(host, text)[1]
    status, out = run(host, "selinux_boolean 'x' do\n  value 'maybe'\nend\n")
    assert status == 1 and "selinux_bool: Invalid selinux boolean value maybe" in out


def test_boolean_when_selinux_is_disabled_warns(host, selinux):
    status, out = run(host, "selinux_boolean 'x' do\n  value 'on'\nend\n")
    assert status == 0 and "Unable to set SELinux boolean x as SELinux is disabled" in out


def test_permissive_add_delete_why_run_and_json(host, selinux):
    text = "selinux_permissive 'httpd_t'\n"
    status, out = run(host, text, why_run=True)
    assert "    - Would adding permissive context httpd_t" in out
    assert updated(host.events(text)) == ["selinux_permissive[httpd_t]"]
    assert (host.tmp / "perm").read_text() == "httpd_t\n"
    assert "Infra Phase complete, 0/1" in run(host, text)[1]


def test_install_compiles_its_package_list(host):
    status, out = host.apply("selinux_install 'selinux' do\n  action :nothing\nend\n")
    assert status == 0, out


SEMANAGE_TABLES = """kind="$1"; shift; table="$(dirname "$0")/../$kind"
case "$1" in
  -l) cat "$table" 2>/dev/null; : ;;
  -a|-m) echo "$*" >> "$(dirname "$0")/../$kind.calls"
         name=""; for a in "$@"; do name="$a"; done
         case "$kind" in
           login) echo "$name user_u s0 *" >> "$table" ;;
           user) echo "$name user s0 s0 staff_r" >> "$table" ;;
           port) echo "$*" >> "$table" ;;
           fcontext) echo "$*" >> "$table" ;;
         esac ;;
  -d) echo "$*" >> "$(dirname "$0")/../$kind.calls"; : > "$table" ;;
esac"""


@pytest.fixture
def tables(host, selinux, fake_bin):
    (host.tmp / "state").write_text("Enforcing\n")
    fake_bin("semanage", SEMANAGE_TABLES)
    fake_bin("seinfo")  # no port has a type yet
    fake_bin("restorecon")
    return host.tmp


def test_login_add_then_up_to_date_and_delete(host, tables):
    text = "selinux_login 'alice' do\n  user 'user_u'\n  range 's0'\n  action :manage\nend\n"
    status, out = run(host, text)
    assert status == 0, out
    assert (tables / "login.calls").read_text() == "-a -s user_u -r s0 alice\n"
    assert "Infra Phase complete, 0/1" in run(host, text)[1]
    status, out = run(host, "selinux_login 'alice' do\n  action :delete\nend\n")
    assert "    - deleting SELinux login alice" in out
    status, out = run(host, "selinux_login 'bob' do\n  action :add\nend\n")
    assert (
        status == 1 and "The user property must be populated to create a new SELinux login" in out
    )


def test_login_and_user_left_alone_while_selinux_is_disabled(host, tables):
    (tables / "state").write_text("Disabled\n")
    text = "selinux_login 'alice' do\n  user 'user_u'\nend\nselinux_user 'u' do\n  roles ['staff_r']\nend\n"
    status, out = run(host, text)
    assert status == 0, out
    assert "Unable to add SELinux login alice as SELinux is disabled" in out
    assert "Unable to modify SELinux user u as SELinux is disabled" in out
    assert not (tables / "login.calls").exists() and not (tables / "user.calls").exists()


def test_user_roles_are_required_and_sorted(host, tables):
    status, out = run(host, "selinux_user 'u' do\n  action :add\nend\n")
    assert (
        status == 1 and "The roles property must be populated to create a new SELinux user" in out
    )
    status, out = run(
        host, "selinux_user 'u' do\n  roles ['sysadm_r', 'staff_r']\n  level 's0'\nend\n"
    )
    assert status == 0, out
    assert (
        tables / "user.calls"
    ).read_text() == "-a -L s0 -R staff_r sysadm_r u\n"  # (the shell took the quotes)


def test_port_and_fcontext_add(host, tables):
    status, out = run(
        host, "selinux_port '8080' do\n  protocol 'tcp'\n  secontext 'http_port_t'\nend\n"
    )
    assert status == 0, out
    assert "    - Adding context http_port_t to port 8080/tcp" in out
    status, out = run(host, "selinux_port '80a' do\n  protocol 'tcp'\n  secontext 'x'\nend\n")
    assert status == 1 and "does not match regular expression [/^\\d+$/]" in out
    status, out = run(host, "selinux_port '8080' do\n  secontext 'x'\nend\n")
    assert status == 1 and "protocol is a required property" in out
    text = "selinux_fcontext '/T/www(/.*)?' do\n  secontext 'httpd_sys_content_t'\n  action :add\nend\n"
    status, out = run(host, text)
    assert status == 0, out
    assert "    - adding label httpd_sys_content_t to /T/www(/.*)?" in out
    status, out = run(host, "selinux_fcontext '/x' do\n  file_type 'q'\n  secontext 'y'\nend\n")
    assert status == 1 and "Option file_type must be equal to one of:" in out


MAKE = """for a in "$@"; do case "$a" in -C) next=dir ;; *) [ "$next" = dir ] && d="$a"; next= ;; esac; done
for te in "$d"/*.te; do cp "$te" "${te%.te}.pp"; done"""
SEMODULE = """list="$(dirname "$0")/../modules"
case "$1" in --list-modules) cat "$list" 2>/dev/null; : ;;
  --install) n=$(basename "$2"); n=${n%.pp}; n=${n%\\'}; echo "$n 100 pp" >> "$list" ;;
  --remove) : > "$list" ;; esac"""


def test_module_compiled_installed_then_up_to_date_then_removed(host, selinux, fake_bin):
    fake_bin("make", MAKE)
    calls = fake_bin("semodule", SEMODULE)
    text = ("selinux_module 'tqpol' do\n  base_dir '/T/local'\n"
            "  content \"policy_module(tqpol, 1.0)\\n\"\n  action [:create, :install]\nend\n")  # fmt: skip
    status, out = run(host, text)
    assert status == 0, out
    assert (host.tmp / "local" / "tqpol.te").read_text() == "policy_module(tqpol, 1.0)\n"
    assert "    * execute[Compiling SELinux modules at '/T/local'] action run" in out
    assert f"semodule --install {host.tmp}/local/tqpol.pp" in calls.read_text()
    status, out = run(host, text)
    assert "Infra Phase complete, 0/" in out
    status, out = run(host, text.replace("[:create, :install]", "[:remove, :delete]"))
    assert "    - Remove SELinux module tqpol" in out
    assert not (host.tmp / "local" / "tqpol.te").exists()
    status, out = run(host, text.replace("[:create, :install]", ":install"))
    assert status == 1 and "Module must be compiled before it can be installed" in out
