"""gem_package and chef_gem with gems built here (installed from their .gem files, no network),
removed afterwards: install, idempotence, upgrade, remove, why-run, json, and the failures."""

from __future__ import annotations

import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("gem") is None, reason="needs RubyGems")


class Gems:
    """Build versions of a uniquely named gem; uninstall it when the test ends."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.name = f"toque_test_{uuid.uuid4().hex[:8]}"

    def build(self, version: str) -> Path:
        folder = self.tmp / f"src-{version}"
        (folder / "lib").mkdir(parents=True)
        (folder / "lib" / f"{self.name}.rb").write_text(f"module T; VERSION = '{version}'; end\n")
        (folder / "g.gemspec").write_text(
            f'Gem::Specification.new do |s|\n  s.name = "{self.name}"\n  s.version = "{version}"\n'
            f'  s.summary = "t"\n  s.authors = ["t"]\n  s.files = ["lib/{self.name}.rb"]\nend\n')  # fmt: skip
        subprocess.run(
            ["gem", "build", "-q", "g.gemspec"], cwd=folder, check=True, capture_output=True
        )
        return folder / f"{self.name}-{version}.gem"

    def installed(self) -> str:
        return subprocess.run(["gem", "list", "--local", "--exact", self.name], capture_output=True,
                              text=True).stdout.strip()  # fmt: skip

    def cleanup(self) -> None:
        subprocess.run(["gem", "uninstall", self.name, "-a", "-x", "-I", "-q"], capture_output=True)


@pytest.fixture
def gems(tmp_path):
    g = Gems(tmp_path)
    yield g
    g.cleanup()


def test_install_idempotent_upgrade_remove(host, gems):
    one, two = gems.build("0.1.0"), gems.build("0.2.0")
    text = f"gem_package '{gems.name}' do\n  source '{one}'\nend\n"
    status, out = host.apply(text, why_run=True)
    assert status == 0 and f"- Would install version 0.1.0 of package {gems.name}" in out, out
    assert gems.installed() == ""
    status, out = host.apply(text)
    assert status == 0 and f"    - install version 0.1.0 of package {gems.name}\n" in out, out
    assert gems.installed() == f"{gems.name} (0.1.0)"
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    status, out = host.apply(
        f"gem_package '{gems.name}' do\n  source '{two}'\n  action :upgrade\nend\n"
    )
    assert f"upgrade package {gems.name} from 0.1.0 to 0.2.0" in out, out
    assert "0.2.0" in gems.installed()
    status, out = host.apply(f"gem_package '{gems.name}' do\n  action :remove\nend\n")
    assert status == 0 and f"- remove package {gems.name}" in out and gems.installed() == "", out
    status, out = host.apply(f"gem_package '{gems.name}' do\n  action :remove\nend\n")
    assert "0/1 resources updated" in out


def test_chef_gem_and_the_gem_file_as_name(host, gems):
    gem_file = gems.build("1.0.0")
    status, out = host.apply(
        f"chef_gem '{gem_file}' do\n  compile_time false\n  options '--no-user-install'\nend\n"
    )
    assert status == 0, out
    assert f"  * chef_gem[{gem_file}] action install\n" in out.replace("/T", str(gems.tmp))
    assert "cannot `require` gems" in out and gems.installed() == f"{gems.name} (1.0.0)"
    events = host.events(f"chef_gem '{gem_file}'\n")
    assert any(e.get("event") == "resource_up_to_date" for e in events), events


def test_failures(host, gems):
    status, out = host.apply(
        f"gem_package '{gems.name}' do\n  gem_binary '/no/such/gem'\n  source '/x.gem'\nend\n"
    )
    assert status == 1 and "No such file or directory - /no/such/gem" in out, out
    status, out = host.apply(
        f"gem_package '{gems.name}' do\n  options('install_dir' => '/x')\nend\n"
    )
    assert status == 1 and "options given as a Hash go to Chef's own RubyGems API" in out
    status, out = host.apply(f"gem_package '{gems.name}' do\n  action :lock\nend\n")
    assert (
        status == 1
        and "Option action must be equal to one of: :nothing, :install, :upgrade, :remove, :purge!"
        in out
    )
    status, out = host.apply(f"gem_package '{gems.name}' do\n  clear_sources 'yes'\nend\n")
    assert status == 1 and "Property clear_sources must be one of: true, false, nil!" in out
