"""chef_sleep, ohai_hint and kernel_module (modprobe and update-initramfs are stand-ins and the
module list a fixture file: no module is ever loaded)."""

from __future__ import annotations

import json
import time

import pytest
from system_events import updated


def test_chef_sleep_sleeps_the_seconds_it_is_named_after(host):
    start = time.monotonic()
    status, out = host.apply("chef_sleep '1'\nchef_sleep 'wait' do\n  seconds 0\nend\n")
    assert status == 0, out
    assert time.monotonic() - start >= 1
    assert "  * chef_sleep[1] action sleep\n    - sleep 1 seconds\n" in out
    assert "  * chef_sleep[wait] action sleep\n    - sleep 0 seconds\n" in out


def test_chef_sleep_why_run_and_a_bad_value(host):
    start = time.monotonic()
    status, out = host.apply("chef_sleep '30'\n", why_run=True)
    assert status == 0 and time.monotonic() - start < 20
    assert "    - Would sleep 30 seconds" in out
    status, out = host.apply("chef_sleep 'soon'\n")
    assert status == 1 and 'invalid value for Integer(): "soon"' in out


def hint(body: str = "", name: str = "ec2") -> str:
    return f"ohai_hint '{name}' do\n  hints_path '/T/hints'\n{body}end\n"


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_ohai_hint_writes_json_at_compile_time_then_deletes(host):
    status, out = run(host, hint("  content({ 'region' => 'eu', 'n' => 1 })\n"))
    assert status == 0, out
    path = host.tmp / "hints" / "ec2.json"
    assert json.loads(path.read_text()) == {"region": "eu", "n": 1}
    assert path.read_text() == '{\n  "region": "eu",\n  "n": 1\n}'
    assert out.index("* ohai_hint[ec2] action create") < out.index("Converging")
    status, out = run(host, hint("  content({ 'region' => 'eu', 'n' => 1 })\n"))
    assert "    * file[/T/hints/ec2.json] action create (up to date)" in out
    status, out = run(host, hint("", "azure.json"))
    assert (host.tmp / "hints" / "azure.json").read_text() == ""
    status, out = run(host, hint("  action :delete\n"))
    assert status == 0 and not path.exists()
    assert "    * ohai[reload ohai post hint removal] action reload" in out


def test_ohai_hint_why_run_json_and_bad_content(host):
    status, out = run(host, hint(), why_run=True)
    assert status == 0 and not (host.tmp / "hints").exists()
    events = host.events(hint("  compile_time false\n").replace("/T", str(host.tmp)))
    assert updated(events)[-1] == "ohai_hint[ec2]"
    status, out = run(host, hint("  content 'x'\n"))
    assert status == 1 and 'Property content must be one of: Hash!  You passed "x".' in out


MODPROBE = """mods="$(dirname "$0")/../modules"
if [ "$1" = -r ]; then grep -v "^$2 " "$mods" > "$mods.new"; mv "$mods.new" "$mods"
else echo "$1 16384 0 - Live 0x0" >> "$mods"; fi"""


@pytest.fixture
def modprobe(host, fake_bin):
    (host.tmp / "modules").write_text("ext4 16384 0 - Live 0x0\n")
    (host.tmp / "modprobe.d").mkdir()
    fake_bin("modprobe", MODPROBE)
    fake_bin("dracut")
    return fake_bin("update-initramfs")


def km(action: str = "", body: str = "") -> str:
    extra = f"  action :{action}\n" if action else ""
    return (f"kernel_module 'tqmod' do\n  load_dir '/T/modules-load.d'\n  unload_dir '/T/modprobe.d'\n"
            f"  modules_file '/T/modules'\n{body}{extra}end\n")  # fmt: skip


def test_kernel_module_install_loads_and_persists_then_up_to_date(host, modprobe):
    status, out = run(host, km(body="  options ['a=1', 'b=2']\n"))
    assert status == 0, out
    assert (host.tmp / "modules-load.d" / "tqmod.conf").read_text() == "tqmod\n"
    assert (host.tmp / "modprobe.d" / "options_tqmod.conf").read_text() == "options tqmod a=1 b=2\n"
    assert "tqmod 16384" in (host.tmp / "modules").read_text()
    assert "    - load kernel module tqmod\n" in out
    assert modprobe.read_text().splitlines() == ["modprobe tqmod", "update-initramfs -u"]
    status, out = run(host, km(body="  options ['a=1', 'b=2']\n"))
    # one execute in the root collection, found again (find_resource), not run again
    assert "\n  * execute[update initramfs] action nothing (skipped due to action :nothing)" in out
    assert "load kernel module" not in out


def test_kernel_module_blacklist_disable_enable_uninstall(host, modprobe):
    run(host, km())
    status, out = run(host, km("blacklist"))
    assert (host.tmp / "modprobe.d" / "blacklist_tqmod.conf").read_text() == "blacklist tqmod"
    assert "    - unload kernel module tqmod\n" in out
    status, out = run(host, km("disable"))
    assert (
        host.tmp / "modprobe.d" / "disable_tqmod.conf"
    ).read_text() == "install tqmod /bin/false"
    status, out = run(host, km("enable"))
    assert not (host.tmp / "modprobe.d" / "disable_tqmod.conf").exists()
    status, out = run(host, km("uninstall"))
    assert status == 0, out
    assert not (host.tmp / "modules-load.d" / "tqmod.conf").exists()
    assert not (host.tmp / "modprobe.d" / "blacklist_tqmod.conf").exists()


def test_kernel_module_why_run_and_failures(host, modprobe, fake_bin):
    status, out = run(host, km(), why_run=True)
    assert status == 0, out
    assert "    - Would load kernel module tqmod" in out
    assert "tqmod" not in (host.tmp / "modules").read_text()
    fake_bin("modprobe", "echo 'modprobe: FATAL: Module tqmod not found' >&2; exit 1")
    status, out = run(host, km("load"))
    assert status == 1 and "modprobe: FATAL: Module tqmod not found" in out
    status, out = run(host, km(body="  options 'a=1'\n"))
    assert status == 1 and 'Property options must be one of: Array!  You passed "a=1".' in out


def test_chef_client_trusted_certificate_adds_then_removes(host):
    cert = "-----BEGIN CERTIFICATE-----\\nMIID\\n-----END CERTIFICATE-----\\n"
    add = (f"Chef::Config[:trusted_certs_dir] = '/T/certs'\n"
           f"chef_client_trusted_certificate 'self-signed.badssl.com' do\n"
           f"  certificate \"{cert}\"\nend\n")  # fmt: skip
    status, out = run(host, add, why_run=True)
    assert status == 0 and not (host.tmp / "certs").exists(), out
    status, out = run(host, add)
    assert status == 0, out
    written = host.tmp / "certs" / "self-signed.badssl.com.pem"
    assert written.read_text().startswith("-----BEGIN CERTIFICATE-----\nMIID")
    assert oct(written.stat().st_mode & 0o777) == "0o640"
    status, out = run(host, add)
    assert "0/2 resources updated" in out  # the second run changes nothing
    remove = ("Chef::Config[:trusted_certs_dir] = '/T/certs'\n"
              "chef_client_trusted_certificate 'self-signed.badssl.com.pem' do\n"
              "  action :remove\nend\n")  # fmt: skip
    status, out = run(host, remove)
    assert status == 0 and not written.exists(), out
    status, out = run(host, "chef_client_trusted_certificate 'x'\n")
    assert status == 1 and "certificate is a required property" in out
