"""The `systemd_unit` resource: a unit file under /etc/systemd/system and its state, via systemctl."""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.stdlib_cookbooks.core._host import run

UNIT_DIR = "/etc/systemd/system"


def _ini_value(value: Any) -> str:
    if value is True or value is False:
        return "true" if value else "false"
    return "" if value is None else str.__str__(value) if isinstance(value, str) else str(value)


def to_ini(content: Mapping[Any, Any]) -> str:
    """A Hash as a unit file: `{Unit: {Description: 'x', After: [a, b]}}` → `[Unit]` + key lines.

    An Array value repeats its key, one `Key=value` line per element; sections are separated
    by a blank line.
    """
    sections = []
    for section, options in content.items():
        lines = [f"[{_ini_value(section)}]"]
        for key, value in (options or {}).items():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                lines.append(f"{_ini_value(key)}={_ini_value(item)}")
        sections.append("\n".join(lines) + "\n")
    return "\n".join(sections)


@provides("systemd_unit")
class SystemdUnit(Resource):
    """A systemd unit.  + content: the unit file, a String or a Hash of sections"""

    unit_name = Property(str, name_property=True)
    content = Property((str, dict, None))
    user = Property((str, None), desired_state=False)
    triggers_reload = Property(bool, default=True, desired_state=False)
    actions = ("create", "delete", "enable", "disable", "start", "stop", "restart", "reload",
               "try_restart", "reload_or_restart", "reload_or_try_restart", "mask", "unmask")  # fmt: skip
    default_action = "create"


@provides("systemd_unit")
class SystemdUnitProvider(Provider):
    def load_current(self) -> None:
        self.name = name = self.new.unit_name
        self.path = f"{UNIT_DIR}/{name}"
        if self.new.user:
            self.log(
                "warn", f"{self.resource}: user units are not supported; managing a system unit"
            )
        self.current = self.backend.stat(self.path)
        enabled = run(self, ["systemctl", "is-enabled", name], check=False)
        self.enabled = enabled.exit_code == 0
        self.masked = enabled.stdout.strip().startswith("masked")
        self.active = (
            run(self, ["systemctl", "is-active", "--quiet", name], check=False).exit_code == 0
        )

    def desired_content(self) -> bytes:
        content = self.new.content
        if isinstance(content, Mapping):
            content = to_ini(content)
        return (content or "").encode("utf-8")

    # -- the unit file -----------------------------------------------------------------------
    def action_create(self) -> Iterator[Change]:
        want = self.desired_content()
        if self.current is not None and self.backend.read_bytes(self.path) == want:
            return self.up_to_date(f"{self.path} matches")
        return iter([Change(f"create unit file {self.path}", apply=lambda: self._write(want))])

    def action_delete(self) -> Iterator[Change]:
        if self.current is None:
            return self.up_to_date(f"{self.path} does not exist")
        return iter([Change(f"delete unit file {self.path}", apply=self._delete)])

    def _write(self, data: bytes) -> None:
        folder = os.path.dirname(self.path)
        if self.backend.stat(folder) is None:
            self.backend.mkdir(folder, parents=True)
        self.backend.write_atomic(self.path, data, 0o644)
        self._daemon_reload()

    def _delete(self) -> None:
        self.backend.remove(self.path)
        self._daemon_reload()

    def _daemon_reload(self) -> None:
        if self.new.triggers_reload:
            run(self, ["systemctl", "daemon-reload"])

    # -- the unit's state --------------------------------------------------------------------
    def action_enable(self) -> Iterator[Change]:
        if self.enabled:
            return self.up_to_date("already enabled")
        return self.change("enable")

    def action_disable(self) -> Iterator[Change]:
        if not self.enabled:
            return self.up_to_date("already disabled")
        return self.change("disable")

    def action_mask(self) -> Iterator[Change]:
        if self.masked:
            return self.up_to_date("already masked")
        return self.change("mask")

    def action_unmask(self) -> Iterator[Change]:
        if not self.masked:
            return self.up_to_date("not masked")
        return self.change("unmask")

    def action_start(self) -> Iterator[Change]:
        if self.active:
            return self.up_to_date("already active")
        return self.change("start")

    def action_stop(self) -> Iterator[Change]:
        if not self.active:
            return self.up_to_date("already inactive")
        return self.change("stop")

    def action_restart(self) -> Iterator[Change]:
        return self.change("restart")

    def action_reload(self) -> Iterator[Change]:
        if not self.active:
            return self.up_to_date("not active, nothing to reload")
        return self.change("reload")

    def action_try_restart(self) -> Iterator[Change]:
        return self.change("try_restart")

    def action_reload_or_restart(self) -> Iterator[Change]:
        return self.change("reload_or_restart")

    def action_reload_or_try_restart(self) -> Iterator[Change]:
        return self.change("reload_or_try_restart")

    def change(self, verb: str) -> Iterator[Change]:
        command = ["systemctl", verb.replace("_", "-"), self.name]
        return iter([Change(f"{command[1]} unit: {self.name}", apply=lambda: run(self, command))])
