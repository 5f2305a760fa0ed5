"""The audited core resources against Chef 18's tables (docs.chef.io resource pages and
chef/chef lib/chef/resource/*.rb): every Linux property Chef documents exists, the actions
are Chef's, and so are the default actions."""

from __future__ import annotations

import pytest

from toque.runtime import Registry

CHEF18 = {
    "service": (
        {"init_command", "options", "parameters", "pattern", "priority", "reload_command",
         "restart_command", "run_levels", "service_name", "start_command", "status_command",
         "stop_command", "supports", "timeout", "user"},
        {"enable", "disable", "start", "stop", "restart", "reload", "mask", "unmask"}, "nothing",
    ),
    "systemd_unit": (
        {"content", "triggers_reload", "unit_name", "user", "verify"},
        {"create", "delete", "preset", "revert", "enable", "disable", "reenable", "mask",
         "unmask", "start", "stop", "restart", "reload", "try_restart", "reload_or_restart",
         "reload_or_try_restart"}, "nothing",
    ),
    "execute": (
        {"command", "creates", "cwd", "default_env", "domain", "elevated", "environment",
         "group", "input", "live_stream", "login", "password", "returns", "timeout", "user",
         "umask"},
        {"run"}, "run",
    ),
    "file": (
        {"atomic_update", "backup", "checksum", "content", "force_unlink", "group",
         "manage_symlink_source", "mode", "owner", "path", "verify"},
        {"create", "create_if_missing", "delete", "touch"}, "create",
    ),
    "directory": (
        {"group", "mode", "owner", "path", "recursive"}, {"create", "delete"}, "create",
    ),
}  # fmt: skip


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry.discover()


@pytest.mark.parametrize("name", sorted(CHEF18))
def test_properties_actions_and_default_action_are_chefs(registry, name):
    properties, actions, default = CHEF18[name]
    cls = registry.resource_class(name)
    assert properties - set(cls.properties) == set()
    assert set(cls.allowed_actions()) - {"nothing"} == actions
    assert cls.default_action == default


def test_user_is_the_owner_alias_of_file_and_directory(registry):
    for name in ("file", "directory"):
        r = registry.build(name, "/tmp/x")
        r.set("user", "root")
        assert r.owner == "root"
