"""The `service` resource: start, stop, restart, reload, enable, disable — via systemd or an init script."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.deferred import Lazy
from toque.stdlib_cookbooks.core._host import fact, run


def _supports(value: Any) -> dict[str, Any]:
    """`supports [:restart, :status]` is `supports restart: true, status: true` (Chef 12.14+)."""
    if isinstance(value, (list, tuple)):
        return {str(item): True for item in value}
    return {str(k): v for k, v in value.items()}


def _shellsplit(value: Any) -> Any:
    return shlex.split(value) if isinstance(value, str) else value


COMMAND = (str, False, None)  # a custom command, or false for the provider's own


@provides("service")
class Service(Resource):
    """A system service.  + supports: {restart:, reload:, status:} the init script understands"""

    service_name = Property(str, name_property=True)
    supports = Property((dict, list), default={"restart": None, "reload": None, "status": None},
                        coerce=_supports)  # fmt: skip
    # the regular expression `ps -ef` lines are matched with when there is no status command
    pattern = Property(str, default=Lazy(lambda r: r.service_name), desired_state=False)
    start_command = Property(COMMAND, desired_state=False)
    stop_command = Property(COMMAND, desired_state=False)
    restart_command = Property(COMMAND, desired_state=False)
    reload_command = Property(COMMAND, desired_state=False)
    status_command = Property(COMMAND, desired_state=False)
    init_command = Property((str, None), desired_state=False)
    # the state Chef's providers load into the current resource (set by toque's provider only)
    enabled = Property((bool, None))
    running = Property((bool, None))
    masked = Property((bool, None))
    static = Property((bool, None))
    indirect = Property((bool, None))
    options = Property((list, str, None), coerce=_shellsplit)  # extra systemctl words
    priority = Property((int, str, dict, None))  # update-rc.d start/stop priority (Debian init)
    timeout = Property((int, None), default=900, desired_state=False)
    parameters = Property((dict, None))  # Upstart's job parameters: no toque init uses them
    run_levels = Property((list, None))
    user = Property((str, None))  # a systemd user service: `systemctl --user` as this user
    provider = Property(desired_state=False)  # Chef's provider class (its name picks the init)
    actions = ("start", "stop", "restart", "reload", "enable", "disable", "mask", "unmask")
    default_action = "nothing"


class Systemd:
    """systemctl for everything; exit codes of is-active / is-enabled answer the queries.
    `options` go before the verb; a `user` service is run with `systemctl --user` as that user."""

    def __init__(self, options: list[str] | None = None, user: str | None = None) -> None:
        self.words = ["systemctl", *(["--user"] if user else []), *(options or [])]

    def command(self, verb: str, name: str) -> list[str]:
        return [*self.words, verb, name]

    def running(self, p: Any, name: str) -> bool:
        return p.query(self.command("is-active", name)[:-1] + ["--quiet", name]).exit_code == 0

    def enabled(self, p: Any, name: str) -> bool | None:
        return p.query(self.command("is-enabled", name)[:-1] + ["--quiet", name]).exit_code == 0

    def masked(self, p: Any, name: str) -> bool:
        return p.query(self.command("is-enabled", name)).stdout.strip().startswith("masked")

    def exists(self, p: Any, name: str) -> bool:
        found = p.query([*self.words, "show", "-p", "LoadState", "--value", name]).stdout
        return found.strip() != "not-found"

    def supports(self, verb: str, supports: dict[str, Any]) -> bool:
        return True


class InitScript:
    """/etc/init.d/NAME (or `init_command`); without status support, the process table is
    searched for `pattern`."""

    def __init__(self, init_command: str | None = None) -> None:
        self.init_command = init_command

    def script(self, name: str) -> str:
        return self.init_command or f"/etc/init.d/{name}"

    def command(self, verb: str, name: str) -> list[str]:
        return [self.script(name), verb]

    def exists(self, p: Any, name: str) -> bool:
        return p.backend.stat(self.script(name)) is not None

    def running(self, p: Any, name: str) -> bool:
        if p.supported("status"):
            return p.query(self.command("status", name)).exit_code == 0
        table = run(p, ["ps", "-ef"], check=False).stdout
        pattern = re.compile(p.new.pattern)  # Chef's Regexp.new(pattern): the name unescaped
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
        new = self.new
        self.init: InitScript | Systemd = self._init_system()
        name = new.service_name
        if new.status_command:
            status = self.query(new.status_command)
            self.running = status.exit_code == 0
        else:
            self.running = self.init.running(self, name)
        self.enabled = self.init.enabled(self, name)

    def _init_system(self) -> InitScript | Systemd:
        """systemd when the node runs it, else Debian's or a plain init script; a `provider`
        naming one (Chef::Provider::Service::Systemd, …) picks it."""
        new = self.new
        chosen = str(getattr(new.provider, "name", new.provider) or "")
        if chosen:
            kind = chosen.rsplit(":", 1)[-1].lower()
        elif str(fact(self.ctx, "init_package") or "") == "systemd":
            kind = "systemd"
        else:
            kind = "debian" if fact(self.ctx, "platform_family") == "debian" else "init"
        if kind == "systemd":
            return Systemd(new.options, new.user)
        return DebianInit(new.init_command) if kind == "debian" else InitScript(new.init_command)

    def query(self, argv: Any) -> Any:
        """A status command: its exit code answers (never fails the action)."""
        return self._run(argv, check=False)

    def _run(self, argv: Any, check: bool = True) -> Any:
        new = self.new
        if new.user and isinstance(self.init, Systemd):  # the user's own systemd instance
            bus = f"unix:path=/run/user/{self.backend.uid_of(new.user)}/bus"
            return run(self, argv, check=check, timeout=new.timeout, user=new.user,
                       env={"DBUS_SESSION_BUS_ADDRESS": bus})  # fmt: skip
        return run(self, argv, check=check, timeout=new.timeout)

    def supported(self, verb: str) -> bool:
        return any(str(k) == verb and v for k, v in (self.new.supports or {}).items())

    def custom(self, verb: str) -> Any:
        """The resource's own `<verb>_command`, if it has that property and set it."""
        name = f"{verb}_command"
        return self.new.get(name) if name in type(self.resource).properties else None

    def requirements(self, action: str) -> list[Requirement]:
        missing = self._missing(action)
        if missing:
            return [missing]
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

    def _missing(self, action: str) -> Requirement | None:
        """An init script must exist to be run (Chef::Exceptions::Service); a systemd unit
        that is not there is assumed, under why-run, to come from an earlier resource."""
        name, init = self.new.service_name, self.init
        if action in ("enable", "disable", "mask", "unmask") and isinstance(init, InitScript):
            return None
        if self.custom(action) or (isinstance(init, Systemd) and not self.why_run):
            return None
        if init.exists(self, name):
            return None
        if isinstance(init, Systemd):
            return Requirement(f"{self.resource}: the unit {name} is not installed",
                               whyrun="Assuming service would have been installed and is "
                               "disabled", block_action=True)  # fmt: skip
        script = init.script(name)
        return Requirement(f"{script} does not exist!", kind="Chef::Exceptions::Service",
                           whyrun=f"Init script '{script}' doesn't exist, assuming a prior "
                           "action would have created it.", block_action=True)  # fmt: skip

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
            self._run(custom)
        elif verb == "restart" and not self._native_restart():
            self.do("stop")
            self.do("start")
        else:
            self._run(self.init.command(verb, self.new.service_name))

    def _native_restart(self) -> bool:
        return isinstance(self.init, Systemd) or self.supported("restart")
