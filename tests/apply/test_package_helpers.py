"""Chef::Provider::Package::Dnf::PythonHelper, Yum::PythonHelper and Yum::YumCache, as
cookbook libraries call them: on a host where no Python imports the dnf/yum libraries they
raise Chef's "cannot find dnf libraries" Package error; where one does, package_query answers
from rpm's database in the helper's shape (a Version: name, epoch:version-release, arch)."""

from __future__ import annotations

import io
import os
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions

QUERIES = """
helper = Chef::Provider::Package::Dnf::PythonHelper.instance
found = helper.package_query(:whatinstalled, 'bash')
puts found.class, found.name, found.version, found.arch, found.to_s
missing = helper.package_query(:whatinstalled, 'nosuchpkg')
puts missing.name, missing.version.inspect, missing.to_s.inspect
puts helper.package_query(:whatinstalled, 'bash', arch: 'aarch64').version.inspect
puts Chef::Provider::Package::Yum::YumCache.instance.installed_version('bash').inspect
puts helper.compare_versions('1.2-3', '1.10-1'), helper.compare_versions('1:1.0', '2.0')
"""


def _run(tmp_path: Path, capsys, code: str) -> list[str]:
    recipe = tmp_path / "r.rb"
    recipe.write_text(code)
    out = io.StringIO()
    status = apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out)
    assert status == 0, out.getvalue()
    return capsys.readouterr().out.splitlines()  # what the recipe printed


def _fake_tools(tmp_path: Path, monkeypatch, python_ok: bool) -> None:
    """A PATH with only a python3 (that imports dnf/yum when `python_ok`) and an rpm that
    knows one package, bash."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").write_text(f"#!/bin/sh\nexit {0 if python_ok else 1}\n")
    (bin_dir / "python").write_text(f"#!/bin/sh\nexit {0 if python_ok else 1}\n")
    (bin_dir / "rpm").write_text(
        '#!/bin/sh\nfor a; do last="$a"; done\n'
        'if [ "$last" = bash ]; then echo "bash 0:5.1.8-6.el9 x86_64"; exit 0; fi\n'
        'echo "no package provides $last"; exit 1\n'
    )
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")


def test_without_the_package_managers_libraries_chefs_package_error(tmp_path, monkeypatch, capsys):
    _fake_tools(tmp_path, monkeypatch, python_ok=False)
    lines = _run(
        tmp_path,
        capsys,
        """
[-> { Chef::Provider::Package::Dnf::PythonHelper.instance.package_query(:whatinstalled, 'bash') },
 -> { Chef::Provider::Package::Yum::YumCache.instance.installed_version('bash') }].each do |query|
  query.call
rescue Chef::Exceptions::Package => e
  puts e.message
end
p Chef::Provider::Package::Yum::YumCache.instance.equal?(Chef::Provider::Package::Yum::YumCache.instance)
""",
    )
    assert lines == [
        "cannot find dnf libraries, you may need to use yum_package",
        "cannot find yum libraries, you may need to use dnf_package",
        "true",
    ]


def test_with_them_queries_answer_from_the_rpm_database(tmp_path, monkeypatch, capsys):
    _fake_tools(tmp_path, monkeypatch, python_ok=True)
    assert os.access(tmp_path / "bin" / "rpm", os.X_OK)
    lines = _run(tmp_path, capsys, QUERIES)
    assert lines == [
        "Chef::Provider::Package::Dnf::Version",
        "bash", "0:5.1.8-6.el9", "x86_64", "bash-0:5.1.8-6.el9.x86_64",
        "nosuchpkg", "nil", "nil",
        "nil",
        '"0:5.1.8-6.el9.x86_64"',
        "-1", "1",
    ]  # fmt: skip
