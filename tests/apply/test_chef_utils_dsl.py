"""chef-utils' DSL as Chef::DSL::Universal mixes it into recipes and the node: each helper
over facts the recipe sets on node.automatic, answers from chef-utils' documentation."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions


def _run_recipe(tmp_path: Path, capsys, code: str) -> list[str]:
    recipe = tmp_path / "r.rb"
    recipe.write_text(code + "\n")
    out = io.StringIO()
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out) == 0, out
    return capsys.readouterr().out.splitlines()


def test_architecture_helpers_read_kernel_machine(tmp_path, capsys):
    lines = _run_recipe(
        tmp_path,
        capsys,
        """
%w(x86_64 i686 aarch64 armv7l ppc64le s390 sun4v).each do |m|
  node.automatic['kernel']['machine'] = m
  puts [m, _64_bit?, _32_bit?, i386?, intel?, arm?, armhf?, ppc64le?, s390?, sparc?].join(' ')
end""",
    )
    assert lines == [
        "x86_64 true false false true false false false false false",
        "i686 false true true true false false false false false",
        "aarch64 true false false false true false false false false",
        "armv7l false true false false true true false false false",
        "ppc64le true false false false false false true false false",
        "s390 false true false false false false false true false",
        "sun4v true false false false false false false false true",
    ]


def test_cloud_platform_and_family_aliases(tmp_path, capsys):
    lines = _run_recipe(
        tmp_path,
        capsys,
        """
node.automatic['ec2'] = { 'instance_id' => 'i-1' }
node.automatic['digital_ocean'] = {}
puts [ec2?, gce?, digitalocean?, digital_ocean?, node.ec2?].join(' ')
node.automatic['platform'] = 'amazon'
node.automatic['platform_family'] = 'amazon'
puts [amazon_linux?, amazon?, el?, node.mac_os_x?].join(' ')
node.automatic['platform'] = 'centos'
node.automatic['platform_family'] = 'rhel'
node.automatic['platform_version'] = '7.9.2009'
puts [el?, rhel6?, rhel7?, rhel8?, platform_version.class, platform_version >= '7.2'].join(' ')
node.automatic['platform'] = 'opensuseleap'
node.automatic['platform_family'] = 'suse'
puts [opensuse?, leap_platform?, suse_platform?, mint?].join(' ')""",
    )
    assert lines == [
        "true false true true true",
        "true true false false",
        "true false true false ChefUtils::VersionString true",
        "true true false false",
    ]


def test_introspection_windows_and_train_helpers(tmp_path, capsys):
    here = tmp_path / "present.txt"
    here.write_text("text\n")
    lines = _run_recipe(
        tmp_path,
        capsys,
        f"""
puts [includes_recipe?('nothing::here'), include_recipe?('nothing::here')].join(' ')
node.automatic['kernel']['product_type'] = 'Server'
node.automatic['os_version'] = '10.0.17763'
puts [windows_server?, windows_workstation?, windows_nt_version >= '6.3'].join(' ')
puts [file_exist?('{here}'), file_read('{here}').strip, dir_exist?('{tmp_path}'), file_directory?('{here}')].join(' ')
puts file_open('{here}') {{ |f| f.gets.strip }}
puts default_paths({{ 'PATH' => '/opt/x:/usr/bin' }})
puts sanitized_path({{ 'PATH' => '' }})
node.automatic['vagrant'] = {{}}
puts [vagrant?, has_systemd_unit?('no-such-unit-here.service')].join(' ')""",
    )
    assert lines == [
        "false false",
        "true false true",
        "true text true false",
        "text",
        "/opt/x:/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/sbin:/bin",
        "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "true false",
    ]
