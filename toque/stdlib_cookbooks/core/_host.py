"""Helpers for providers that ask the host's package manager or init system: facts and commands."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toque.runtime.backends import CommandResult
from toque.runtime.errors import CommandFailed

if TYPE_CHECKING:
    from toque.runtime.context import RunContext


def fact(ctx: RunContext, key: str) -> Any:
    """An automatic attribute of the node (`platform_family`, `init_package`), or probed if no node."""
    if ctx.node is not None:
        return ctx.node[key]
    from toque.repo import facts

    return facts.collect().get(key)


def facts_of(ctx: RunContext, keys: Sequence[str]) -> dict[str, Any]:
    """Several automatic attributes at once (probed once if there is no node)."""
    if ctx.node is not None:
        return {key: ctx.node[key] for key in keys}
    from toque.repo import facts

    found = facts.collect()
    return {key: found.get(key) for key in keys}


def run(
    provider: Any,
    argv: Sequence[str] | str,
    *,
    check: bool = True,
    env: Mapping[str, str] | None = None,
    timeout: float | None = None,
    user: str | None = None,
    on_output: Callable[[str], None] | None = None,
) -> CommandResult:
    """Run a command through the provider's backend; with `check`, a non-zero exit fails the
    action. `on_output` hears each line as the command prints it."""
    extra: dict[str, Any] = {"user": user} if user else {}
    if on_output is not None:
        extra["on_output"] = on_output
    result = provider.backend.run(argv, env=env, timeout=timeout, **extra)
    if check and result.exit_code != 0:
        shown = argv if isinstance(argv, str) else " ".join(argv)
        raise CommandFailed(
            f"Expected process to exit with [0], but received '{result.exit_code}'\n"
            f"---- Begin output of {shown} ----\n"
            f"STDOUT: {result.stdout.rstrip()}\nSTDERR: {result.stderr.rstrip()}\n"
            f"---- End output of {shown} ----\nRan {shown} returned {result.exit_code}",
            provider.resource.span,
        )
    return result
