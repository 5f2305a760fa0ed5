"""The `systemd_unit` resource: a unit file under /etc/systemd/system and its state, via systemctl."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import run

UNIT_DIR = "/etc/systemd/system"
USER_UNIT_DIR = "/etc/systemd/user"


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


VERBS = {  # action: (systemctl verb, Chef's description of it)
    "preset": ("preset", "restoring enable/disable preset configuration for unit"),
    "revert": ("revert", "reverting to vendor version of unit"),
    "enable": ("enable", "enabling unit"), "disable": ("disable", "disabling unit"),
    "reenable": ("reenable", "reenabling unit"), "mask": ("mask", "masking unit"),
    "unmask": ("unmask", "unmasking unit"), "start": ("start", "starting unit"),
    "stop": ("stop", "stopping unit"), "restart": ("restart", "restarting unit"),
    "reload": ("reload", "reloading unit"), "try_restart": ("try-restart", "try-restarting unit"),
    "reload_or_restart": ("reload-or-restart", "reload-or-restarting unit"),
    "reload_or_try_restart": ("reload-or-try-restart", "reload-or-try-restarting unit"),
}  # fmt: skip


@provides("systemd_unit")
class SystemdUnit(Resource):
    """A systemd unit.  + content: the unit file, a String or a Hash of sections"""

    unit_name = Property(str, name_property=True)
    content = Property((str, dict, None))
    user = Property((str, None), desired_state=False)  # a user unit: /etc/systemd/user, --user
    triggers_reload = Property(bool, default=True, desired_state=False)
    verify = Property(bool, default=True, desired_state=False)  # systemd-analyze verify first
    # the unit's state as Chef's provider loads it (set by the provider only)
    enabled = Property((bool, None))
    active = Property((bool, None))
    masked = Property((bool, None))
    static = Property((bool, None))
    indirect = Property((bool, None))
    actions = ("create", "delete", *VERBS)
    default_action = "nothing"


@provides("systemd_unit")
class SystemdUnitProvider(Provider):
    def load_current(self) -> None:
        self.name = name = self.new.unit_name
        folder = USER_UNIT_DIR if self.new.user else UNIT_DIR
        self.path = f"{folder}/{name}"
        self.current = self.backend.stat(self.path)
        enabled = self.systemctl(["is-enabled", name], check=False)
        self.enabled = enabled.exit_code == 0
        self.masked = enabled.stdout.strip().startswith("masked")
        self.active = self.systemctl(["is-active", "--quiet", name], check=False).exit_code == 0

    def systemctl(self, words: list[str], check: bool = True) -> Any:
        user = self.new.user
        if not user:
            return run(self, ["systemctl", *words], check=check)
        bus = f"unix:path=/run/user/{self.backend.uid_of(user)}/bus"
        return run(self, ["systemctl", "--user", *words], check=check, user=user,
                   env={"DBUS_SESSION_BUS_ADDRESS": bus})  # fmt: skip

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
        return iter([Change(f"creating unit: {self.name}", apply=lambda: self._write(want))])

    def action_delete(self) -> Iterator[Change]:
        if self.current is None:
            return self.up_to_date(f"{self.path} does not exist")
        return iter([Change(f"deleting unit: {self.name}", apply=self._delete)])

    def _write(self, data: bytes) -> None:
        if self.new.verify:
            self._verify(data)
        folder = os.path.dirname(self.path)
        if self.backend.stat(folder) is None:
            self.backend.mkdir(folder, parents=True)
        self.backend.write_atomic(self.path, data, 0o644)
        self._daemon_reload()

    def _verify(self, data: bytes) -> None:
        """Chef's systemd_unit verification: `systemd-analyze verify` on a copy named like the
        unit (its type comes from the name), when systemd-analyze is installed."""
        analyze = shutil.which("systemd-analyze")
        if analyze is None:
            return
        with tempfile.TemporaryDirectory(prefix="chef-systemd-unit") as folder:
            copy = os.path.join(folder, os.path.basename(self.path))
            with open(copy, "wb") as f:
                f.write(data)
            shown = f"{analyze} verify %{{path}}"
            result = self.backend.run([analyze, "verify", copy])
            if result.exit_code != 0:
                output = (result.stdout + result.stderr).strip()
                raise ProviderError(
                    f"Proposed content for {self.path} failed verification {shown}\n{output}",
                    kind="Chef::Exceptions::ValidationFailed",
                )

    def _delete(self) -> None:
        self.backend.remove(self.path)
        self._daemon_reload()

    def _daemon_reload(self) -> None:
        if self.new.triggers_reload:
            self.systemctl(["daemon-reload"])

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

    def action_reload(self) -> Iterator[Change]:
        if not self.active:
            return self.up_to_date("not active, nothing to reload")
        return self.change("reload")

    def action_preset(self) -> Iterator[Change]:
        return self.change("preset")

    def action_revert(self) -> Iterator[Change]:
        return self.change("revert")

    def action_reenable(self) -> Iterator[Change]:
        return self.change("reenable")

    def action_restart(self) -> Iterator[Change]:
        return self.change("restart")

    def action_try_restart(self) -> Iterator[Change]:
        return self.change("try_restart")

    def action_reload_or_restart(self) -> Iterator[Change]:
        return self.change("reload_or_restart")

    def action_reload_or_try_restart(self) -> Iterator[Change]:
        return self.change("reload_or_try_restart")

    def change(self, action: str) -> Iterator[Change]:
        verb, said = VERBS[action]
        words = [verb, self.name]
        return iter([Change(f"{said}: {self.name}", apply=lambda: self.systemctl(words))])
