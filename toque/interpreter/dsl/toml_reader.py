"""TOML for Chef's parse_toml (Chef ships the tomlrb gem): Python's tomllib reads the text;
tables become Hashes with String keys, dates and times Ruby Date and Time objects."""

from __future__ import annotations

import datetime as dt
import tomllib
from typing import Any

from toque.interpreter.model.objects import RArray, RHash, RString


def install(rt: Any) -> None:
    from toque.interpreter.dsl.chef_api import define

    def parse(rt_: Any, recv: Any, args: list, block: Any) -> Any:
        try:
            data = tomllib.loads(rt_.to_s(args[0]))
        except tomllib.TOMLDecodeError as exc:
            raise rt_.error("Tomlrb::ParseError", str(exc)) from None
        return _ruby(rt_, data)

    define(parse, rt.Kernel, "__toque_parse_toml")


def _ruby(rt: Any, value: Any) -> Any:
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


def _const(rt: Any, name: str) -> Any:
    from toque.interpreter.core.autoload import autoload

    return rt.Object.consts.get(name) or autoload(rt, name)
