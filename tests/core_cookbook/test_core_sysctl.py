"""sysctl from the core cookbook (Chef's resource/sysctl.rb): CONF_DIR/99-chef-KEY.conf, loaded
with `sysctl -p FILE` by a nested execute; the `sysctl` fixture stands in for the kernel."""

from __future__ import annotations

import pytest

from toque.errors import ToqueError


def param(host, key: str, body: str = "", action: str = "") -> str:
    extra = f"  action :{action}\n" if action else ""
    return f"sysctl '{key}' do\n{body}  conf_dir '{host.tmp}/sysctl.d'\n{extra}end\n"


def test_writes_the_file_loads_it_then_stays_up_to_date(host, sysctl):
    recipe = param(host, "vm.swappiness", "  value 19\n  comment 'swap less'\n")
    status, out = host.apply(recipe)
    assert status == 0, out
    conf = host.tmp / "sysctl.d" / "99-chef-vm.swappiness.conf"
    assert conf.read_text() == "# swap less\nvm.swappiness = 19\n"
    assert sysctl.read_text() == "vm.swappiness=19\n"  # what the stand-in kernel was given
    text = host.normal(out)
    assert "    * execute[Load sysctl values] action run\n" \
           "      - execute sysctl -p /T/sysctl.d/99-chef-vm.swappiness.conf\n" in text  # fmt: skip
    assert '    - create vm.swappiness\n    -   set value    to "19"\n' in text
    status, out = host.apply(recipe)
    assert status == 0, out
    assert "  * sysctl[vm.swappiness] action apply (up to date)\n" in out
    assert "0/1 resources updated" in out


def test_a_kernel_value_that_drifted_is_loaded_again(host, sysctl):
    recipe = param(host, "vm.swappiness", "  value 19\n")
    host.apply(recipe)
    with sysctl.open("a") as f:
        f.write("vm.swappiness=60\n")  # changed behind our back: the file still says 19
    status, out = host.apply(recipe)
    assert "      - execute sysctl -p" in out
    assert sysctl.read_text().splitlines()[-1] == "vm.swappiness=19"


def test_an_array_value_is_joined_and_a_new_value_rewrites_the_file(host, sysctl):
    status, out = host.apply(param(host, "net.ipv4.ip_local_port_range", "  value [9000, 65500]\n"))
    assert status == 0, out
    conf = host.tmp / "sysctl.d" / "99-chef-net.ipv4.ip_local_port_range.conf"
    assert conf.read_text() == "net.ipv4.ip_local_port_range = 9000 65500\n"
    status, out = host.apply(param(host, "net.ipv4.ip_local_port_range", "  value '10000 65500'\n"))
    assert '-   set value to "10000 65500" (was "9000 65500")' in out
    assert conf.read_text() == "net.ipv4.ip_local_port_range = 10000 65500\n"


def test_ignore_error_passes_dash_e(host, sysctl):
    status, out = host.apply(param(host, "kernel.nope", "  value 1\n  ignore_error true\n"))
    assert status == 0, out
    assert "sysctl -e -p " in (sysctl.parent / "kernel.log").read_text()


def test_remove_deletes_the_file_and_reloads(host, sysctl):
    host.apply(param(host, "vm.swappiness", "  value 19\n"))
    status, out = host.apply(param(host, "vm.swappiness", action="remove"))
    assert status == 0, out
    assert not (host.tmp / "sysctl.d" / "99-chef-vm.swappiness.conf").exists()
    assert (sysctl.parent / "kernel.log").read_text().splitlines()[-1] == "sysctl -p"
    assert f"    - removing sysctl config at {host.tmp}/sysctl.d/99-chef-vm.swappiness.conf" in out
    status, out = host.apply(param(host, "vm.swappiness", action="remove"))
    assert "  * sysctl[vm.swappiness] action remove (up to date)\n" in out


def test_why_run_changes_nothing(host, sysctl):
    status, out = host.apply(param(host, "vm.swappiness", "  value 19\n"), why_run=True)
    assert status == 0, out
    assert "- Would create vm.swappiness" in out
    assert not (host.tmp / "sysctl.d").exists() and not sysctl.exists()


def test_value_is_required_to_apply(host, sysctl):
    status, out = host.apply(param(host, "vm.swappiness"))
    assert status == 1
    assert "    value is a required property\n" in out
    # the core's file loaded on first use; the declaration is still the recipe's line
    assert f"# In {host.tmp}/recipe.rb\n\n      1: sysctl 'vm.swappiness' do\n" in out


def test_a_bad_property_type_fails_at_compile_time(host, sysctl):
    with pytest.raises(ToqueError) as err:
        host.apply(param(host, "vm.swappiness", "  value 1\n  ignore_error 'yes'\n"))
    assert "recipe.rb:3:" in str(err.value) and "ignore_error" in str(err.value)
