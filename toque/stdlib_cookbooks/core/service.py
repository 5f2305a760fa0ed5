"""The `service` resource: start, stop, restart, reload, enable, disable — via systemd or an init script."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.stdlib_cookbooks.core._host import fact, run


@provides("service")
class Service(Resource):
    """A system service.  + supports: {restart:, reload:, status:} the init script understands"""

    service_name = Property(str, name_property=True)
    supports = Property(dict, default={})
    pattern = Property((str, None))
    start_command = Property((str, None))
    stop_command = Property((str, None))
    restart_command = Property((str, None))
    reload_command = Property((str, None))
    status_command = Property((str, None))
    actions = ("start", "stop", "restart", "reload", "enable", "disable", "mask", "unmask")
    default_action = "nothing"


class Systemd:
    """systemctl for everything; exit codes of is-active / is-enabled answer the queries."""

    def command(self, verb: str, name: str) -> list[str]:
        return ["systemctl", verb, name]

    def running(self, p: Any, name: str) -> bool:
        return run(p, ["systemctl", "is-active", "--quiet", name], check=False).exit_code == 0

    def enabled(self, p: Any, name: str) -> bool | None:
        return run(p, ["systemctl", "is-enabled", "--quiet", name], check=False).exit_code == 0

    def masked(self, p: Any, name: str) -> bool:
        state = run(p, ["systemctl", "is-enabled", name], check=False).stdout.strip()
        return state.startswith("masked")

    def supports(self, verb: str, supports: dict[str, Any]) -> bool:
        return True


class InitScript:
    """/etc/init.d/NAME; without status support, the process table is searched for `pattern`."""

    def command(self, verb: str, name: str) -> list[str]:
        return [f"/etc/init.d/{name}", verb]

    def running(self, p: Any, name: str) -> bool:
        if p.supported("status"):
            return run(p, self.command("status", name), check=False).exit_code == 0
        table = run(p, ["ps", "-ef"], check=False).stdout
        pattern = re.compile(p.new.pattern or re.escape(name))
        return any(pattern.search(line) for line in table.splitlines())

    def enabled(self, p: Any, name: str) -> bool | None:
        return None  # unknown: enable/disable need an init system that records it

    def masked(self, p: Any, name: str) -> bool:
        return False  # masking is systemd's

    def supports(self, verb: str, supports: dict[str, Any]) -> bool:
        return verb not in ("enable", "disable", "mask", "unmask")


class DebianInit(InitScript):
    """An init script on Debian: update-rc.d links it into the runlevels; rc2.d says if it is."""

    def enabled(self, p: Any, name: str) -> bool | None:
        if p.backend.stat("/etc/rc2.d") is None:
            return False
        link = re.compile(rf"S\d\d{re.escape(name)}$")
        return any(link.match(entry) for entry in p.backend.listdir("/etc/rc2.d"))

    def command(self, verb: str, name: str) -> list[str]:
        if verb == "enable":
            return ["update-rc.d", name, "defaults"]
        if verb == "disable":
            return ["update-rc.d", name, "disable"]
        return super().command(verb, name)

    def supports(self, verb: str, supports: dict[str, Any]) -> bool:
        return verb not in ("mask", "unmask")


@provides("service")
class ServiceProvider(Provider):
    def load_current(self) -> None:
        if str(fact(self.ctx, "init_package") or "") == "systemd":
            self.init: InitScript | Systemd = Systemd()
        elif fact(self.ctx, "platform_family") == "debian":
            self.init = DebianInit()
        else:
            self.init = InitScript()
        name = self.new.service_name
        if self.new.status_command:
            status = run(self, self.new.status_command, check=False)
            self.running = status.exit_code == 0
        else:
            self.running = self.init.running(self, name)
        self.enabled = self.init.enabled(self, name)

    def supported(self, verb: str) -> bool:
        return any(str(k) == verb and v for k, v in (self.new.supports or {}).items())

    def custom(self, verb: str) -> Any:
        """The resource's own `<verb>_command`, if it has that property and set it."""
        name = f"{verb}_command"
        return self.new.get(name) if name in type(self.resource).properties else None

    def requirements(self, action: str) -> list[Requirement]:
        custom = self.custom(action)
        if action == "reload" and isinstance(self.init, InitScript):
            ok = custom or self.supported("reload")
        else:
            ok = custom or self.init.supports(action, self.new.supports)
        if ok:
            return []
        return [Requirement(f"{self.resource} does not support :{action}",
                            whyrun=f"Assuming :{action} would be supported by the init system",
                            kind="Chef::Exceptions::UnsupportedAction", block_action=True)]  # fmt: skip

    # -- actions ---------------------------------------------------------------------------------
    def action_start(self) -> Iterator[Change]:
        if self.running:
            return self.up_to_date("already running")
        return self.change("start")

    def action_stop(self) -> Iterator[Change]:
        if not self.running:
            return self.up_to_date("already stopped")
        return self.change("stop")

    def action_restart(self) -> Iterator[Change]:
        return self.change("restart")

    def action_reload(self) -> Iterator[Change]:
        if not self.running:
            return self.up_to_date("not running, nothing to reload")
        return self.change("reload")

    def action_enable(self) -> Iterator[Change]:
        if self.enabled:
            return self.up_to_date("already enabled")
        return self.change("enable")

    def action_disable(self) -> Iterator[Change]:
        if self.enabled is False:
            return self.up_to_date("already disabled")
        return self.change("disable")

    def action_mask(self) -> Iterator[Change]:
        if self.init.masked(self, self.new.service_name):
            return self.up_to_date("already masked")
        return self.change("mask")

    def action_unmask(self) -> Iterator[Change]:
        if not self.init.masked(self, self.new.service_name):
            return self.up_to_date("not masked")
        return self.change("unmask")

    # -- helpers ---------------------------------------------------------------------------------
    def change(self, verb: str) -> Iterator[Change]:
        return iter([Change(f"{verb} service {self.resource}", apply=lambda: self.do(verb))])

    def do(self, verb: str) -> None:
        custom = self.custom(verb)
        if custom:
            run(self, custom)
        elif verb == "restart" and not self._native_restart():
            self.do("stop")
            self.do("start")
        else:
            run(self, self.init.command(verb, self.new.service_name))

    def _native_restart(self) -> bool:
        return isinstance(self.init, Systemd) or self.supported("restart")
