"""The `execute` resource: run a command (string through /bin/sh, array without a shell)."""

from __future__ import annotations

import os
import shlex
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.backends import CommandResult
from toque.runtime.deferred import Lazy
from toque.runtime.errors import CommandFailed, ProviderError, ValidationError
from toque.runtime.sensitive import streams
from toque.stdlib_cookbooks.core._identity import IdentityError, qualify_user


def _seconds(value: Any) -> Any:
    """`timeout "30"` as Chef takes it (Integer, String or Float): a number of seconds."""
    if not isinstance(value, str):
        return value
    try:
        number = float(value)
    except ValueError:
        raise ValidationError(f'invalid value for Float(): "{value}"') from None
    return int(number) if number.is_integer() else number


CGROUP_ROOT = "/sys/fs/cgroup"


@provides("execute")
class Execute(Resource):
    """A command to run.  + creates: skip when this path exists"""

    command = Property((str, list), name_property=True)
    cwd = Property((str, None))
    environment = Property((dict, None), aliases=("env",))
    user = Property((str, int, None))
    group = Property((str, int, None))
    umask = Property((str, int, None))
    returns = Property((int, list), default=0)
    creates = Property((str, None))
    timeout = Property((int, float, str), default=3600, coerce=_seconds, desired_state=False)
    cgroup = Property((str, None))  # Linux, cgroup v2: run the command in this cgroup
    live_stream = Property(bool, default=False)
    input = Property((str, None))
    login = Property(bool, default=False)
    default_env = Property(bool, default=False)
    convert_boolean_return = Property(bool, default=False)
    # Windows only: refused here as Chef refuses them off Windows
    domain = Property((str, None))
    password = Property((str, None), sensitive=True)
    elevated = Property(bool, default=False)
    actions, default_action = ("run",), "run"
    default_guard_interpreter = "execute"

    def after_created(self) -> None:
        """Chef's validate_identity_platform (off Windows) and qualify_user: a user given as
        `domain\\user` or `user@domain` is split into user and domain."""
        if self.password is not None or self.domain is not None:
            self._refuse("Chef::Exceptions::UnsupportedPlatform",
                         "Values for `domain` and `password` are only supported on the Windows platform")  # fmt: skip
        if self.elevated:
            self._refuse("Chef::Exceptions::UnsupportedPlatform",
                         "Value for `elevated` is only supported on the Windows platform")  # fmt: skip
        given = self._values.get("user")
        if given is None or isinstance(given, Lazy):  # a lazy user is left to converge
            return
        try:
            user, domain = qualify_user(given, None, None)
        except IdentityError as exc:
            self._refuse("ArgumentError", str(exc))
        if user != given:
            self._values["user"], self._values["domain"] = user, domain

    def _refuse(self, kind: str, message: str) -> None:
        error = ValidationError(f"{kind}: {message}", self.span)
        error.kind = kind
        raise error


def shown(command: Any) -> str:
    return command if isinstance(command, str) else " ".join(map(str, command))


@provides("execute")
class ExecuteProvider(Provider):
    def command(self) -> Any:
        return self.new.command

    def description(self) -> str:
        return "sensitive resource" if self.new.sensitive else shown(self.command())

    def action_run(self) -> Iterator[Change]:
        creates = self.new.creates
        if creates:
            if not os.path.isabs(creates):
                if not self.new.cwd:
                    raise ProviderError(
                        "Please either specify a full path for the creates "
                        "property, or specify a cwd property to the "
                        f"{self.resource.resource_name} resource",
                        self.resource.span,
                        kind="Chef::Exceptions::Execute",
                    )
                creates = os.path.join(self.new.cwd, creates)
            if self.backend.lstat(creates) is not None:
                yield from self.up_to_date(f"{creates} exists")
                return
        yield Change(f"execute {self.description()}", apply=self.run)

    def run(self) -> CommandResult:
        return self.run_command(self.command())

    def in_cgroup(self, command: Any) -> Any:
        """The command started from a shell that first moves itself into the cgroup (created
        if missing), so the command and its children run there."""
        root, name = CGROUP_ROOT, self.new.cgroup.strip("/")
        if self.backend.stat(f"{root}/cgroup.controllers") is None:
            raise ProviderError(f"cannot run in cgroup {name}: cgroup v2 is not mounted at "
                                f"{root}", self.resource.span, kind="Mixlib::ShellOut::Error")  # fmt: skip
        folder = f"{root}/{name}"
        if self.backend.stat(folder) is None:
            self.backend.mkdir(folder, parents=True)
        enter = f"echo $$ > {shlex.quote(folder + '/cgroup.procs')} && exec"
        if isinstance(command, str):
            return ["/bin/sh", "-c", f'{enter} /bin/sh -c "$0"', command]
        return ["/bin/sh", "-c", f'{enter} "$@"', "sh", *map(str, command)]

    def run_command(self, command: Any) -> CommandResult:
        new = self.new
        if new.cgroup:
            command = self.in_cgroup(command)
        live = (new.live_stream or self.ctx.log_level in ("debug", "info")) and streams(new)
        umask = int(new.umask, 8) if isinstance(new.umask, str) else new.umask
        result = self.backend.run(
            command, cwd=new.cwd, env=new.environment, user=new.user, group=new.group,
            umask=umask, timeout=new.timeout, input=new.input,
            on_output=self.output if live else None,
        )  # fmt: skip
        returns = new.returns if isinstance(new.returns, list) else [new.returns]
        if result.exit_code not in returns:
            raise CommandFailed(self._failure(result, returns), self.resource.span)
        return result

    def _failure(self, result: CommandResult, returns: list[int]) -> str:
        cmd = self.description()
        if self.new.sensitive:
            output = "STDOUT/STDERR suppressed for sensitive resource"
        else:
            output = f"STDOUT: {result.stdout.rstrip()}\nSTDERR: {result.stderr.rstrip()}"
        return (f"Expected process to exit with {returns}, but received '{result.exit_code}'\n"
                f"---- Begin output of {cmd} ----\n{output}\n---- End output of {cmd} ----\n"
                f"Ran {cmd} returned {result.exit_code}")  # fmt: skip
