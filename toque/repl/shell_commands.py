"""The shell's own commands (`help`, `run`, `step`…): a table, matched before Ruby."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from toque.errors import ToqueError


@dataclass(frozen=True)
class Command:
    name: str
    usage: str
    help: str
    handler: Callable[[Any, str], None]
    args: str = ""  # a regular expression for what may follow the name
    aliases: tuple[str, ...] = ()


COMMANDS: list[Command] = []


Handler = Callable[[Any, str], None]


def command(
    name: str, usage: str, help: str, args: str = "", aliases: tuple[str, ...] = ()
) -> Callable[[Handler], Handler]:
    """Add the decorated function to the table as the command `name`."""

    def add(fn: Callable[[Any, str], None]) -> Callable[[Any, str], None]:
        COMMANDS.append(Command(name, usage, help, fn, args, aliases))
        return fn

    return add


def names() -> list[str]:
    return [n for c in COMMANDS for n in (c.name, *c.aliases)]


def find_command(core: Any, text: str) -> tuple[Command, str] | None:
    """The command `text` is, with its arguments; None for Ruby code.

    A one-line entry is a command when it starts with a command's name and the rest
    fits that command — unless the name is a local variable in the current mode.
    """
    line = text.strip()
    if not line or "\n" in line:
        return None
    word, _, rest = line.partition(" ")
    if word.startswith("node") and re.fullmatch(r"node(\s*\[[^\]]*\])*", line):
        word, rest = "node", line[4:]
    for cmd in COMMANDS:
        if word in (cmd.name, *cmd.aliases) and re.fullmatch(cmd.args or "", rest.strip()):
            if core.ready and word in core.mode.local_names():
                return None
            return cmd, rest.strip()
    return None


# -- commands ---------------------------------------------------------------------------------


@command("help", "help", "this list")
def _help(core: Any, args: str) -> None:
    core.write("Commands (anything else is evaluated as code in the current mode):")
    for cmd in COMMANDS:
        core.write(f"  {cmd.usage:<22} {cmd.help}")
    core.write("Enter submits a complete entry; an open block, bracket or string continues")
    core.write("on the next line. Tab completes; Ctrl-C cancels the entry; Ctrl-D leaves.")


@command("resources", "resources", "the resources declared, with action and state")
def _resources(core: Any, args: str) -> None:
    session = core.session
    everything = list(session.collection)
    if not everything:
        core.write("no resources declared yet")
        return
    for n, resource in enumerate(everything, 1):
        actions = ", ".join(f":{a}" for a in resource.action)
        core.write(f"  {n:>3}. {resource.key:<40} action {actions:<12} {state(core, n - 1)}")


def state(core: Any, index: int) -> str:
    session = core.session
    resource = list(session.collection)[index]
    if index >= session.converged:
        return "pending"
    if id(resource) in core.skipped:
        return "skipped"
    return "converged (updated)" if resource.updated else "converged (up to date)"


@command("node", "node / node['a']", "the node's attributes", args=r"(\[[^\]]*\]\s*)*")
def _node(core: Any, args: str) -> None:
    from toque.repl.modes import recipe_mode

    core.evaluate("node" + args, mode=recipe_mode(core.session))


@command("run", "run [--why-run]", "converge what is pending", args=r"(--why-run|-W)?")
def _run(core: Any, args: str) -> None:
    converge(core, why_run=True if args else None)


@command("step", "step", "converge the next pending resource only")
def _step(core: Any, args: str) -> None:
    converge(core, limit=1)


@command("skip", "skip [N]", "pass over the next (N) pending resources", args=r"(\d+)?")
def _skip(core: Any, args: str) -> None:
    skipped = core.session.skip(int(args) if args else 1)
    if not skipped:
        core.write("nothing pending")
    for resource in skipped:
        core.skipped.add(id(resource))
        core.write(f"skipped {resource.key}")


@command("resume", "resume", "converge the rest of the pending resources")
def _resume(core: Any, args: str) -> None:
    converge(core)


def converge(core: Any, why_run: bool | None = None, limit: int | None = None) -> None:
    from toque.errors import RunFailed

    if not core.session.pending():
        core.write("nothing pending: declare resources first (`resources` lists them)")
        return
    try:
        core.session.converge(why_run=why_run, limit=limit)
    except RunFailed as exc:
        core.write(exc.headline)
    left = len(core.session.pending())
    if left:
        core.write(f"{left} resource{'s' if left != 1 else ''} still pending")


@command("reset", "reset", "start over: forget locals, methods, resources and node")
def _reset(core: Any, args: str) -> None:
    core.reset()
    core.write("session reset")


@command("load", "load FILE", "compile a recipe file into the session", args=r"\S.*")
def _load(core: Any, args: str) -> None:
    from toque.repl.modes import recipe_mode

    path = args.strip("'\"")
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        raise ToqueError(f"cannot read {path}: {exc.strerror}") from None
    before = len(core.session.collection)
    core.remember(path, text)
    recipe_mode(core.session).eval(text, path)
    added = len(core.session.collection) - before
    core.write(f"loaded {path}: {added} resource{'s' if added != 1 else ''} declared")


def _switch(name: str) -> Callable[[Any, str], None]:
    def handler(core: Any, args: str) -> None:
        core.switch(name)
        core.write(f"{name} mode")

    return handler


command("recipe_mode", "recipe_mode", "entries are recipe code (the default)")(_switch("recipe"))
command("attributes_mode", "attributes_mode", "entries are attribute-file code")(
    _switch("attributes")
)
command("ruby", "ruby", "entries are plain Ruby", aliases=("ruby_mode",))(_switch("ruby"))


@command("exit", "exit / Ctrl-D", "leave the shell", aliases=("quit",))
def _exit(core: Any, args: str) -> None:
    core.finished = True
