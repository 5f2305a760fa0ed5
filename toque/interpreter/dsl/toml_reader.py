"""TOML for Chef's parse_toml (Chef ships the tomlrb gem): Python's tomllib reads the text;
tables become Hashes with String keys, dates and times Ruby Date and Time objects."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

kernel = Builtins("Kernel")


def install(rt: Runtime) -> None:
    kernel.install(rt)


@kernel.method("__toque_parse_toml")
def parse(rt: Runtime, self: Any, text: Any) -> Any:
    """The TOML document `text` as Ruby values (Tomlrb::ParseError if it is none)."""
    import tomllib  # here: a recipe rarely reads TOML, and every start-up would pay for it

    try:
        data = tomllib.loads(rt.to_s(text))
    except tomllib.TOMLDecodeError as exc:
        raise rt.error("Tomlrb::ParseError", str(exc)) from None
    return _ruby(rt, data)


def _ruby(rt: Runtime, value: Any) -> Any:
    import datetime as dt  # here, as tomllib: a recipe rarely reads TOML

    if isinstance(value, dict):
        return RHash.from_pairs((RString(k), _ruby(rt, v)) for k, v in value.items())
    if isinstance(value, list):
        return RArray(_ruby(rt, v) for v in value)
    if isinstance(value, str):
        return RString(value)
    if isinstance(value, dt.datetime):
        return rt.send(_const(rt, "Time"), "parse", [RString(value.isoformat())])
    if isinstance(value, dt.date):
        return rt.send(_const(rt, "Date"), "parse", [RString(value.isoformat())])
    if isinstance(value, dt.time):
        return RString(value.isoformat())  # a local time: tomlrb's is a String too
    return value


def _const(rt: Runtime, name: str) -> Any:
    from toque.interpreter.core.autoload import autoload

    return rt.Object.consts.get(name) or autoload(rt, name)
