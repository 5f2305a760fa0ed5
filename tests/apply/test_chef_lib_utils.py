"""Chef::AttributeAllowlist / AttributeBlocklist filters, Chef::Util::Backup's rotation and
Chef::Exceptions::CommandTimeout, as Chef 18 documents and does them."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions


def _run(tmp_path: Path, capsys, code: str) -> tuple[list[str], str]:
    recipe = tmp_path / "r.rb"
    recipe.write_text(code)
    out = io.StringIO()
    options = ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock"), log_level="info")
    assert apply(options, out) == 0, out.getvalue()
    return capsys.readouterr().out.splitlines(), out.getvalue()


def test_attribute_filters(tmp_path, capsys):
    lines, log = _run(
        tmp_path,
        capsys,
        """
require 'chef/attribute_allowlist'
require 'chef/attribute_blocklist'
data = { 'a' => { 'b' => 1, 'c' => 2 }, 'd' => 3 }
p Chef::AttributeAllowlist.filter(data, ['/a/b', ['d'], 'x/y']), Chef::AttributeAllowlist.filter(data).equal?(data)
p Chef::AttributeBlocklist.filter({ 'a' => { 'b' => 1, 'c' => 2 } }, ['a/c', 'q'])
p Chef::Exceptions::CommandTimeout.superclass
""",
    )
    assert lines == ['{"a"=>{"b"=>1}, "d"=>3}', "true", '{"a"=>{"b"=>1}}', "RuntimeError"]
    assert "WARN: Could not find allowlist attribute x/y." in log
    assert "WARN: Could not find blocklist attribute q." in log


def test_backups_rotate_to_the_resources_count(tmp_path, capsys):
    target = tmp_path / "f"
    target.write_text("v1")
    backups = tmp_path / "backups"
    lines, log = _run(
        tmp_path,
        capsys,
        f"""
require 'chef/util/backup'
Chef::Config[:file_backup_path] = '{backups}'
r = file('{target}') {{ backup 2; action :nothing }}
3.times {{ Chef::Util::Backup.new(r).backup!; sleep 0.01 }}
Chef::Util::Backup.new(file('{tmp_path}/none') {{ action :nothing }}).backup!
r.backup false
Chef::Util::Backup.new(r).backup!
""",
    )
    kept = sorted((backups / str(tmp_path).lstrip("/")).iterdir())
    assert len(kept) == 2
    assert all(k.name.startswith("f.chef-") and k.read_text() == "v1" for k in kept)
    assert log.count("backed up to") == 3 and log.count("removed backup at") == 1


def test_resource_resolver_names_the_class_a_recipe_would_build(tmp_path, capsys):
    lines, _ = _run(
        tmp_path,
        capsys,
        """
p Chef::ResourceResolver.resolve(:file, node: node), Chef::ResourceResolver.resolve(:nothing_here, node: node)
p Chef::ResourceResolver.list(:directory, node: node), Chef::Resource.resource_for_node(:link, node)
node.automatic['platform_family'] = 'debian'
p Chef::ResourceResolver.resolve(:package, node: node)
node.automatic['platform_family'] = 'rhel'
p Chef::ResourceResolver.resolve(:package, node: node)
begin
  Chef::Resource.resource_for_node(:nope, node)
rescue Chef::Exceptions::NoSuchResourceType => e
  puts e.message.sub(/ on .*/, '')
end
""",
    )
    assert lines == [
        "Chef::Resource::File", "nil",
        "[Chef::Resource::Directory]", "Chef::Resource::Link",
        "Chef::Resource::AptPackage",
        "Chef::Resource::DnfPackage",
        "Cannot find a resource for nope",
    ]  # fmt: skip


def test_file_content_management_tempfile_stages_beside_the_destination(tmp_path, capsys):
    lines, _ = _run(
        tmp_path,
        capsys,
        f"""
r = file('{tmp_path}/app.conf') {{ action :nothing }}
t = Chef::FileContentManagement::Tempfile.new(r).tempfile
p File.dirname(t.path) == '{tmp_path}', File.basename(t.path).start_with?('.chef-app'), t.path.end_with?('.conf')
Chef::Config[:file_staging_uses_destdir] = false
p File.dirname(Chef::FileContentManagement::Tempfile.new(r).tempfile.path) == Dir.tmpdir
Chef::Config[:file_staging_uses_destdir] = :bogus
begin
  Chef::FileContentManagement::Tempfile.new(r).tempfile
rescue Chef::Exceptions::ConfigurationError => e
  puts e.message.split('.').first
end
""",
    )
    assert lines == ["true", "true", "true", "true",
                     "Unknown setting 'bogus' for Chef::Config[:file_staging_uses_destdir]"]  # fmt: skip
