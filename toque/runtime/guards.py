"""only_if / not_if: block guards, command guards and guard interpreters; each guard describes itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.runtime.deferred import Deferred
from toque.runtime.errors import CommandFailed, CommandTimeout, ConvergeError, GuardError
from toque.runtime.sensitive import HiddenGuard
from toque.runtime.values import inspect, truthy
from toque.source import Span

if TYPE_CHECKING:
    from toque.runtime.context import RunContext
    from toque.runtime.resource import Resource

# mixlib-shellout options a guard command accepts (CHEF_SEMANTICS 2.1)
OPTIONS = frozenset(
    "cwd user group environment env timeout umask returns live_stream input log_level log_tag "
    "logger domain password login convert_boolean_return".split()
)
# what a guard resource inherits from its parent (Chef's set_guard_inherited_attributes)
INHERITED = ("cwd", "domain", "environment", "group", "password", "user", "umask", "login")
DEFAULT_TIMEOUT = 600


class Guard:
    """One `only_if` or `not_if`: a Deferred block or a command (string → /bin/sh, list → argv)."""

    __slots__ = ("kind", "block", "command", "options", "span")

    def __init__(
        self,
        kind: str,
        block: Deferred | None,
        command: Any,
        options: dict[str, Any],
        span: Span | None,
    ) -> None:
        self.kind = kind
        self.block = block
        self.command = command
        self.options = options
        self.span = span

    def describe(self) -> str:
        if self.block is not None:
            return f"{self.kind} {self.block.describe()}"
        return f"{self.kind} {inspect(self.command)}"

    def skip_message(self, resource: Resource) -> str:
        """`file[/etc/motd] skipped: not_if { … } was true (site.rb:14)`."""
        was = "false" if self.kind == "only_if" else "true"
        where = f" ({self.span.file}:{self.span.line})" if self.span else ""
        return f"{resource} skipped: {self.describe()} was {was}{where}"

    def skips(self, resource: Resource, ctx: RunContext) -> bool:
        value = self.evaluate(resource, ctx)
        return value if self.kind == "not_if" else not value

    def evaluate(self, resource: Resource, ctx: RunContext) -> bool:
        if self.command is not None:
            if not isinstance(self.command, (str, list, tuple)):
                raise GuardError(
                    f"Invalid {self.kind} command, expected a string: {inspect(self.command)}",
                    self.span,
                )
            interpreter = resource.effective_guard_interpreter()
            if interpreter == "default":
                return self._run_command(resource, ctx)
            return self._run_resource(resource, ctx, interpreter)
        return self._call_block(resource, ctx)

    def _call_block(self, resource: Resource, ctx: RunContext) -> bool:
        chosen = resource.guard_interpreter
        if chosen and chosen != resource.default_guard_interpreter and chosen != "default":
            raise GuardError(
                f"{resource} was given a guard_interpreter of :{chosen}, but not given a command "
                "as a string. guard_interpreter does not support blocks (because they just "
                "contain ruby).",
                self.span,
            )
        try:
            value = self.block.call()
        except Exception as exc:
            raise GuardError(
                f"{self.describe()} raised {type(exc).__name__}: {exc}", self.span
            ) from exc
        if isinstance(value, str) and value:
            ctx.events.log("warn", self._string_warning(resource, value), resource)
        return truthy(value)

    def _string_warning(self, resource: Resource, value: str) -> str:
        """Chef's warning for `not_if { "test -f x" }`, which hides the string when sensitive."""
        head = f"{self.kind} block for {resource} returned"
        if resource.sensitive:
            return f"{head} a string, did you mean to run a command?"
        shown = inspect(value)
        return (f"{head} {shown}, did you mean to run a command? "
                f"If so use '{self.kind} {shown}' in your code.")  # fmt: skip

    def _timed_out(self, resource: Resource) -> str:
        """Chef's warning when a guard command times out (its text hidden when sensitive)."""
        shown = HiddenGuard(self).describe() if resource.sensitive else _shown(self.command)
        return f"Command '{shown}' timed out"

    def _run_command(self, resource: Resource, ctx: RunContext) -> bool:
        opts = dict(self.options)
        unknown = sorted(set(opts) - OPTIONS)
        if unknown:
            raise GuardError(f"Invalid option for {self.kind}: {', '.join(unknown)}", self.span)
        env = opts.get("environment", opts.get("env"))
        try:
            result = ctx.backend.run(
                self.command, cwd=opts.get("cwd"), env=env, user=opts.get("user"),
                group=opts.get("group"), umask=_umask(opts.get("umask")),
                timeout=opts.get("timeout", DEFAULT_TIMEOUT), input=opts.get("input"),
            )  # fmt: skip
        except CommandTimeout:
            ctx.events.log("warn", self._timed_out(resource), resource)
            return False
        except Exception as exc:
            raise GuardError(f"{self.describe()} could not run: {exc}", self.span) from exc
        return result.exit_code == 0

    def _run_resource(self, resource: Resource, ctx: RunContext, interpreter: str) -> bool:
        from toque.runtime.events import EventBus
        from toque.runtime.runner import Runner

        cls = ctx.registry.resource_class(interpreter, self.span)
        field = "code" if "code" in cls.properties else "command"
        if "command" not in cls.properties:
            raise GuardError(
                f"guard_interpreter :{interpreter} must be a kind of execute resource", self.span
            )
        guard = cls("Guard resource", self.span, declared_type=interpreter)
        for name in INHERITED:
            if name in cls.properties and name in resource.properties and resource.is_set(name):
                guard.set(name, resource.get(name))
        guard.set(field, self.command if field == "command" else _shown(self.command), self.span)
        for key, value in self.options.items():
            guard.set("environment" if key == "env" else key, value, self.span)
        runner = Runner(ctx.derive(events=EventBus(), why_run=False))
        try:
            return runner.run_action_now(guard, guard.action[0])
        except ConvergeError as exc:
            if isinstance(exc.cause, CommandFailed):
                return False
            if isinstance(exc.cause, CommandTimeout):
                ctx.events.log("warn", self._timed_out(resource), resource)
                return False
            raise GuardError(f"{self.describe()} failed: {exc.cause}", self.span) from exc


def _umask(value: Any) -> int | None:
    if value is None:
        return None
    return int(value, 8) if isinstance(value, str) else int(value)


def _shown(command: Any) -> str:
    return command if isinstance(command, str) else " ".join(map(str, command))


_NOT_DEFERRED = frozenset({type(None), bool, str, list, tuple})


def add_guard(
    resource: Resource,
    kind: str,
    check: Any = None,
    options: dict[str, Any] | None = None,
    span: Span | None = None,
    block: Deferred | None = None,
) -> None:
    """Register a guard as Chef does: a command wins over a block; `false`/`nil` add nothing."""
    # a Protocol's isinstance costs ~20 µs: not asked of the kinds a command or nothing is
    if check.__class__ not in _NOT_DEFERRED and block is None and isinstance(check, Deferred):
        check, block = None, check
    if check is None or check is False:
        if block is None:
            return  # `only_if false`, `only_if nil`: silently no guard (CHEF_SEMANTICS 2.1)
        resource.guards.append(Guard(kind, block, None, {}, span or block.span))
        return
    resource.guards.append(Guard(kind, None, check, dict(options or {}), span))


def first_skip(resource: Resource, ctx: RunContext) -> Guard | None:
    """The first guard that says skip: every only_if (in order), then every not_if."""
    guards = resource.guards
    if not guards:
        return None
    for kind in ("only_if", "not_if"):
        for guard in guards:
            if guard.kind == kind and guard.skips(resource, ctx):
                return guard
    return None
