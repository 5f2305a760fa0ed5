"""The core cookbook as every cookbook's implicit first dependency (RFC "Autoloaded Core Resource
Cookbooks"): bundled with toque, replaced only by a `core` of a higher version on the path."""

from __future__ import annotations

import io
import re

import pytest

from toque import __version__
from toque.errors import ToqueError
from toque.interpreter.dsl.core_cookbook import CORE_PATH, bundled, names_in
from toque.interpreter.dsl.custom_resource import load_custom_resource
from toque.interpreter.dsl.node_bridge import new_node
from toque.interpreter.model.world import Runtime
from toque.repo.cookbooks import Cookbook, add_bundled, resolve
from toque.session import RecipeSession, start_run

# a user's core whose notify_group leaves a mark, and which has no cron_d or sysctl
USER_CORE = {
    "resources/notify_group.rb": (
        "provides :notify_group\n"
        "action :run do\n  converge_by 'user core' do\n    ::File.write(\"#{ENV['OUT']}/mark\", 'user')\n"
        "  end\nend\n"
    ),
    "libraries/order.rb": "$order = ['core']\n",
}
APP = {
    "libraries/order.rb": "$order = ($order || []) + ['app']\n",
    "recipes/default.rb": "file \"#{ENV['OUT']}/order\" do\n  content $order.join(',')\nend\n"
    "notify_group 'g' do\n  action :run\nend\n",
}


def test_the_bundled_core_is_a_cookbook_named_core_at_toques_version():
    core = bundled(start_run(Runtime(), new_node()).rt)  # its metadata read by Chef's class
    assert (core.name, core.version, core.path) == ("core", __version__, CORE_PATH)
    names = {p.name for p in core.files("resources")}
    assert names >= {"notify_group.rb", "cron_d.rb", "sysctl.rb"}
    assert not list(CORE_PATH.glob("notify_group.py"))  # the DSL resource replaced the Python one


def test_a_higher_version_core_on_the_path_replaces_the_bundled_one(host, monkeypatch):
    monkeypatch.setenv("OUT", str(host.tmp))
    host.book("core", USER_CORE, version="99.0.0")
    host.book("app", APP)
    status, out = host.client(["app"])
    assert status == 0, out
    assert (host.tmp / "mark").read_text() == "user"  # its notify_group ran
    assert (host.tmp / "order").read_text() == "core,app"  # its library loaded first
    host.book("app", {"recipes/default.rb": "cron_d 'x' do\n  command 'true'\nend\n"})
    with pytest.raises(ToqueError) as err:  # the user's core has no cron_d
        host.client(["app"])
    assert "undefined method or resource type `cron_d'" in str(err.value)


@pytest.mark.parametrize("version", [__version__, "0.0.1"])
def test_a_core_of_the_same_or_a_lower_version_does_not(host, monkeypatch, version):
    monkeypatch.setenv("OUT", str(host.tmp))
    host.book("core", USER_CORE, version=version)
    host.book("app", APP)
    status, out = host.client(["app"])
    assert status == 0, out
    assert not (host.tmp / "mark").exists()  # the bundled notify_group has no mark
    assert (host.tmp / "order").read_text() == "app"  # nor did the user's library load


def test_core_resolves_first_although_nothing_depends_on_it():
    def book(name: str, version: str = "1.0.0", **deps: str) -> Cookbook:
        return Cookbook(name, CORE_PATH.parent / name, version, deps)

    available = {"app": [book("app", base=">= 1")], "base": [book("base")]}
    add_bundled(available, book("core", "1.0.0"))
    assert [c.name for c in resolve(available, ["app"])] == ["core", "base", "app"]
    available["core"].append(book("core", "1.0.0"))  # a tie: the bundled one, listed first, wins
    assert resolve(available, ["app"])[0] is available["core"][0]


def test_a_cookbook_may_depend_on_core_explicitly(host):
    folder = host.book("app", {"recipes/default.rb": "notify_group 'g'\n"})
    (folder / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\ndepends 'core', '>= 0.1'\n")
    status, out = host.client(["app"])
    assert status == 0, out
    assert "* notify_group[g] action nothing (skipped due to action :nothing)" in out


def test_the_shell_has_the_core_resources_with_and_without_cookbooks(host):
    shell = RecipeSession(io.StringIO())
    assert {"notify_group", "cron_d", "sysctl"} <= set(shell.ctx.registry.resources)
    host.book("app", {"recipes/default.rb": "log 'hi'\n"})
    shell = RecipeSession(io.StringIO(), cookbook_paths=[str(host.books)])
    shell.eval(f"cron_d 'job' do\n  command '/bin/true'\n  cron_dir '{host.tmp}'\nend")
    assert shell.converge().updated == 2  # cron_d and its template
    assert (host.tmp / "job").read_text().endswith("* * * * * root /bin/true\n")


@pytest.mark.parametrize("path", sorted(CORE_PATH.glob("resources/*.rb")), ids=lambda p: p.name)
def test_the_names_read_without_running_a_file_are_the_names_it_registers(path):
    dsl = start_run(Runtime(), new_node())
    cls = load_custom_resource(dsl.rt, dsl, "core", path)
    assert set(names_in(path)) == set(cls.provides_names)


def test_the_version_in_metadata_is_toques():
    text = (CORE_PATH / "metadata.rb").read_text()
    assert re.search(r"^version '([^']+)'$", text, re.MULTILINE).group(1) == __version__


# a cookbook run defers the core's resource files to their names' first use: a cookbook class
# claiming a core name must still replace the core's, as when the core's files ran first
MINE = {
    "resources/sudo.rb": (
        "provides :sudo\nproperty :mark, String, default: 'mine'\n"
        'action :create do\n  log "mine #{new_resource.name}"\nend\n'
    ),
    "libraries/ulimit.rb": (
        "class MyUlimit < Chef::Resource\n  provides :user_ulimit\n  unified_mode true\n"
        "  property :mark, String, default: 'library'\n"
        '  action :create do\n    log "library #{new_resource.name}"\n  end\nend\n'
    ),
}


BEFORE = (
    "core_sudo 'x' do\n  action :nothing\nend\ncore_user_ulimit 'x' do\n  action :nothing\nend\n"
)


@pytest.mark.parametrize("first", ["", BEFORE], ids=["core-unused", "core-used-first"])
def test_a_cookbook_class_claiming_a_core_name_replaces_the_deferred_core_one(host, first):
    recipe = (
        first + "sudo 'a'\nuser_ulimit 'b'\n"
        "core_sudo 'c' do\n  action :nothing\nend\n"
        "log \"classes #{resources('sudo[a]').mark} #{resources('user_ulimit[b]').mark}\"\n"
        "log \"after #{resources('sudo[a]').class == resources('core_sudo[c]').class}\"\n"
        "log \"escaped #{'a b'.shellescape} #{{ 'k' => 1 }.to_yaml.lines.last.strip}\"\n"
    )
    host.book("mine", {**MINE, "recipes/default.rb": recipe})
    status, out = host.client(["mine"], formatter="doc")
    assert status == 0, out
    assert "classes mine library" in out and "after false" in out
    assert r"escaped a\ b k: 1" in out  # the core's top-level requires ran, as Chef's do
    assert "* log[mine a] action write" in out and "* log[library b] action write" in out
