"""`Chef::Log` (Mixlib::Log): a message per level, to the run's events; `level`/`level=`
and `debug?`… answer and set the threshold below which Chef::Log drops messages.

Declared with the Builtins registry; the threshold is kept on the Log class (one per Ruby
world), starting at the run's log level.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

LOG_LEVELS = ("trace", "debug", "info", "warn", "error", "fatal")
_LEVEL_IVAR = "@__level"

log = Builtins("Chef::Log", singleton=True)


def _rank(level: str) -> int:
    return LOG_LEVELS.index(level)


def threshold(rt: Runtime, klass: Any) -> str:
    """The level below which messages are dropped (the run's `-l` until code sets one)."""
    level = klass.ivars.get(_LEVEL_IVAR)
    if level is None:
        start = rt.host.ctx.log_level
        level = klass.ivars[_LEVEL_IVAR] = start if start in LOG_LEVELS else "warn"
    return level


def _writer(level: str) -> Any:
    """Mixlib::Log's `debug(msg = nil, &block)`: the block gives the message when needed."""

    def write(rt: Runtime, self: Any, message: Any = None, *, block: Any = None) -> bool:
        if _rank("warn" if level == "deprecation" else level) < _rank(threshold(rt, self)):
            return True
        text = rt.to_s(message) if message is not None else ""
        if block is not None and message is None:
            text = rt.to_s(rt.call_proc(block, []))
        rt.host.ctx.events.log("warn" if level == "deprecation" else level, text, None)
        return True

    write.__name__ = level
    return write


def _asks(level: str) -> Any:
    def enabled(rt: Runtime, self: Any) -> bool:
        return _rank(threshold(rt, self)) <= _rank(level)

    enabled.__name__ = f"{level}?"
    return enabled


for _level in LOG_LEVELS:
    log.method(_level)(_writer(_level))
    log.method(f"{_level}?")(_asks(_level))
log.method("deprecation")(_writer("deprecation"))


@log.method("<<")
def append(rt: Runtime, self: Any, message: Any) -> bool:
    return _writer("info")(rt, self, message)


@log.method("level")
def level(rt: Runtime, self: Any) -> RSymbol:
    return sym(threshold(rt, self))


@log.method("level=")
def set_level(rt: Runtime, self: Any, wanted: Any) -> Any:
    name = rt.to_s(wanted) if wanted is not None else ""
    if name not in LOG_LEVELS:
        allowed = ", ".join(f":{n}" for n in LOG_LEVELS)
        raise rt.error("ArgumentError", f"Log level must be one of {allowed}")
    self.ivars[_LEVEL_IVAR] = name
    return wanted


@log.method("init")
def init(rt: Runtime, self: Any, *options: Any) -> None:
    return None  # toque's output is its formatters'


def install(rt: Runtime) -> None:
    chef = rt.Object.consts["Chef"]
    if "Log" not in chef.consts:
        rt.define_class("Log", rt.Object, chef)
    log.install(rt)


__all__ = ["LOG_LEVELS", "install", "log"]
