"""ohai (reload the node's automatic attributes) and systemd_unit (unit file + systemctl state)."""

from __future__ import annotations

import io
from typing import Any

import pytest

from toque.repo import facts
from toque.repo.node import Node
from toque.runtime import EventBus, Recorder, RunContext, Runner
from toque.runtime.formatters.doc import DocFormatter

UNIT = "/etc/systemd/system/app.service"
CONTENT = {
    "Unit": {"Description": "The app", "After": ["network.target", "syslog.target"]},
    "Service": {"ExecStart": "/usr/bin/app", "Restart": "always"},
    "Install": {"WantedBy": "multi-user.target"},
}
RENDERED = (
    "[Unit]\nDescription=The app\nAfter=network.target\nAfter=syslog.target\n\n"
    "[Service]\nExecStart=/usr/bin/app\nRestart=always\n\n"
    "[Install]\nWantedBy=multi-user.target\n"
)


@pytest.fixture
def uhost(host) -> Any:
    """The fake host, with every file operation the unit file needs kept under its root."""
    fake = host.backend

    class UnitHost(type(fake)):
        def lstat(self, path: str) -> Any:
            return super().lstat(self._p(path))

        def read_bytes(self, path: str) -> bytes:
            return super().read_bytes(self._p(path))

        def remove(self, path: str) -> None:
            super().remove(self._p(path))

    host.backend = UnitHost(fake.root)
    return host


# -- ohai ---------------------------------------------------------------------------------------
def converge_with(host: Any, node: Node, why_run: bool = False) -> str:
    out = io.StringIO()
    ctx = RunContext(backend=host.backend, events=EventBus([DocFormatter(out, color=False), Recorder()]),
                     registry=host.registry, why_run=why_run, node=node,
                     backup_path=str(host.backend.root / "_backup"))  # fmt: skip
    Runner(ctx).converge(host.collection)
    return out.getvalue()


def test_ohai_reload_replaces_automatic_attributes(host, monkeypatch):
    node = Node("n", automatic={"platform": "ubuntu", "hostname": "old", "gone": 1})
    monkeypatch.setattr(facts, "collect", lambda *a, **k: {"platform": "ubuntu", "hostname": "new"})
    host.add("ohai", "reload")
    out = converge_with(host, node)
    assert "    - re-run ohai and merge results into node attributes\n" in out
    assert node["hostname"] == "new"
    assert "gone" not in node


def test_ohai_plugin_reloads_only_its_key(host, monkeypatch):
    node = Node("n", automatic={"hostname": "old", "platform": "ubuntu"})
    monkeypatch.setattr(facts, "collect", lambda *a, **k: {"hostname": "new", "platform": "debian"})
    host.add("ohai", "reload", plugin="hostname")
    converge_with(host, node)
    assert node["hostname"] == "new" and node["platform"] == "ubuntu"


def test_ohai_nothing_then_notified(host, monkeypatch):
    node = Node("n", automatic={"hostname": "old"})
    monkeypatch.setattr(facts, "collect", lambda *a, **k: {"hostname": "new"})
    host.add("ohai", "reload", action="nothing")
    converge_with(host, node)
    assert node["hostname"] == "old"
    host.add("execute", "true").notifies("reload", "ohai[reload]", "immediately")
    converge_with(host, node)
    assert node["hostname"] == "new"


def test_ohai_why_run_only_reports(host, monkeypatch):
    node = Node("n", automatic={"hostname": "old"})
    monkeypatch.setattr(facts, "collect", lambda *a, **k: {"hostname": "new"})
    host.add("ohai", "reload")
    out = converge_with(host, node, why_run=True)
    assert "    - Would re-run ohai and merge results into node attributes\n" in out
    assert node["hostname"] == "old"


# -- systemd_unit -------------------------------------------------------------------------------
def test_create_from_hash_renders_ini_and_is_idempotent(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT, action="create")
    run = uhost.converge()
    assert run.error is None
    assert "    - creating unit: app.service\n" in run.out
    assert (uhost.backend.root / UNIT.lstrip("/")).read_text() == RENDERED
    assert uhost.backend.ran("systemctl daemon-reload") == ["systemctl daemon-reload"]
    again = uhost.converge()
    assert again.error is None and "(up to date)" in again.out
    assert uhost.backend.ran("systemctl daemon-reload") == []


def test_changed_content_reloads_again_and_string_content_is_verbatim(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT, action="create")
    uhost.converge()
    uhost.collection = type(uhost.collection)()
    uhost.add("systemd_unit", "app.service", content="[Unit]\nDescription=x\n", action="create")
    run = uhost.converge()
    assert "    - creating unit: app.service\n" in run.out
    assert (uhost.backend.root / UNIT.lstrip("/")).read_text() == "[Unit]\nDescription=x\n"
    assert uhost.backend.ran("systemctl daemon-reload") == ["systemctl daemon-reload"]


def test_no_daemon_reload_without_triggers_reload(uhost):
    uhost.add(
        "systemd_unit", "app.service", content=CONTENT, triggers_reload=False, action="create"
    )
    run = uhost.converge()
    assert run.error is None and uhost.backend.ran("systemctl daemon-reload") == []


def test_start_and_enable_are_idempotent(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT, action=["create", "enable", "start"])
    run = uhost.converge()
    assert run.error is None
    assert "    - enabling unit: app.service\n" in run.out
    assert "    - starting unit: app.service\n" in run.out
    assert uhost.backend.enabled == {"app.service"} and uhost.backend.running == {"app.service"}
    again = uhost.converge()
    assert again.out.count("(up to date)") == 3
    assert not uhost.backend.ran("systemctl start") and not uhost.backend.ran("systemctl enable")


def test_stop_disable_delete(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT, action="create")
    uhost.converge()
    uhost.backend.running.add("app.service")
    uhost.backend.enabled.add("app.service")
    uhost.collection = type(uhost.collection)()
    uhost.add("systemd_unit", "app.service", action=["stop", "disable", "delete"])
    run = uhost.converge()
    assert run.error is None
    assert "    - stopping unit: app.service\n" in run.out
    assert "    - disabling unit: app.service\n" in run.out
    assert "    - deleting unit: app.service\n" in run.out
    assert not (uhost.backend.root / UNIT.lstrip("/")).exists()
    assert uhost.backend.running == set() and uhost.backend.enabled == set()


def test_why_run_writes_nothing(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT, action=["create", "start"])
    run = uhost.converge(why_run=True)
    assert run.error is None
    assert "    - Would creating unit: app.service\n" in run.out
    assert "    - Would starting unit: app.service\n" in run.out
    assert not (uhost.backend.root / UNIT.lstrip("/")).exists()
    assert not uhost.backend.ran("systemctl daemon-reload") and not uhost.backend.ran(
        "systemctl start"
    )


RECIPE = """
systemd_unit 'app.service' do
  content(Unit: { Description: 'The app', After: %w(network.target syslog.target) },
          'Service' => { 'ExecStart' => '/usr/bin/app', 'Restart' => 'always' },
          Install: { WantedBy: 'multi-user.target' })
  action [:create, :enable, :start]
  notifies :reload, 'ohai[reload]', :immediately
end
ohai 'reload' do
  action :nothing
end
"""


def test_recipe_declares_a_unit_and_notifies_ohai(uhost, tmp_path, monkeypatch):
    from toque.session import compile_recipe

    monkeypatch.setattr(facts, "collect", lambda *a, **k: {"hostname": "fresh"})
    recipe = tmp_path / "site.rb"
    recipe.write_text(RECIPE)
    out = io.StringIO()
    ctx = RunContext(backend=uhost.backend, events=EventBus([DocFormatter(out, color=False)]))
    ctx = compile_recipe(str(recipe), ctx).ctx
    Runner(ctx).converge()
    assert (uhost.backend.root / UNIT.lstrip("/")).read_text() == RENDERED
    assert "    - starting unit: app.service\n" in out.getvalue()
    assert "    - re-run ohai and merge results into node attributes\n" in out.getvalue()
    assert ctx.node["hostname"] == "fresh"


def test_default_action_is_nothing_as_in_chef(uhost):
    uhost.add("systemd_unit", "app.service", content=CONTENT)
    run = uhost.converge()
    assert "action nothing (skipped due to action :nothing)" in run.out
    assert not (uhost.backend.root / UNIT.lstrip("/")).exists()


def test_preset_revert_reenable_and_the_other_verbs(uhost):
    actions = ["preset", "revert", "reenable", "try_restart", "reload_or_try_restart"]
    uhost.add("systemd_unit", "app.service", action=actions)
    run = uhost.converge()
    assert run.error is None, run.out
    for line in ("restoring enable/disable preset configuration for unit: app.service",
                 "reverting to vendor version of unit: app.service",
                 "reenabling unit: app.service", "try-restarting unit: app.service",
                 "reload-or-try-restarting unit: app.service"):  # fmt: skip
        assert f"    - {line}\n" in run.out
    assert uhost.backend.ran("systemctl preset") == ["systemctl preset app.service"]
    assert uhost.backend.ran("systemctl reload-or-try-restart") == [
        "systemctl reload-or-try-restart app.service"
    ]


def test_verify_runs_systemd_analyze_and_refuses_a_bad_unit(uhost, tmp_path, monkeypatch):
    analyze = tmp_path / "bin" / "systemd-analyze"
    analyze.parent.mkdir()
    analyze.write_text("#!/bin/sh\nexit 0\n")
    analyze.chmod(0o755)
    monkeypatch.setenv("PATH", f"{analyze.parent}:/usr/bin:/bin")
    uhost.add("systemd_unit", "app.service", content=CONTENT, action="create")
    assert uhost.converge().error is None
    assert uhost.backend.ran(str(analyze))[0].startswith(f"{analyze} verify /")
    uhost.collection = type(uhost.collection)()
    uhost.backend.fail.add(str(analyze))
    uhost.add("systemd_unit", "app.service", content="[Unit]\nBogus=1\n", action="create")
    run = uhost.converge()
    assert "Proposed content for /etc/systemd/system/app.service failed verification" in (
        run.error.message
    )
    assert (uhost.backend.root / UNIT.lstrip("/")).read_text() == RENDERED  # left as it was
    uhost.collection = type(uhost.collection)()
    uhost.add("systemd_unit", "app.service", content="[Unit]\nBogus=1\n", action="create",
              verify=False)  # fmt: skip
    assert uhost.converge().error is None


def test_a_user_unit_goes_under_etc_systemd_user(uhost):
    uhost.add("systemd_unit", "tray.service", content=CONTENT, user="root",
              action=["create", "start"])  # fmt: skip
    run = uhost.converge()
    assert run.error is None, run.out
    assert (uhost.backend.root / "etc/systemd/user/tray.service").read_text() == RENDERED
    assert uhost.backend.ran("systemctl --user start") == ["systemctl --user start tray.service"]
