"""toml-rb (TomlRB.parse, load_file, dump), the TOML gem cookbooks declare: documents are
read with Python's tomllib (TOML 1.0) and turned into the values toml-rb gives; the Ruby
half (toml_rb.rb beside this file) holds the public API and the dumper."""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

toml = Builtins("TomlRB", singleton=True)


@toml.method("__parse", visibility="private")
def toml_parse(rt, self, content, symbolize):
    text = rt.to_s(content)
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _error(rt, str(exc)) from None
    return _value(rt, document, rt.truthy(symbolize))


def _error(rt: Runtime, message: str) -> RubyError:
    # tomllib names a key given twice this way; toml-rb raises its own class for it
    klass = "ValueOverwriteError" if message.startswith("Cannot overwrite") else "ParseError"
    if klass == "ValueOverwriteError":
        exc = rt.new_exception(rt.const_get("TomlRB::ValueOverwriteError"), RString(message))
    else:
        exc = rt.new_exception(rt.const_get("TomlRB::ParseError"), RString(message))
    return RubyError(exc)


def _value(rt: Runtime, value: Any, symbolize: bool) -> Any:
    if isinstance(value, dict):
        return RHash.from_pairs(
            (sym(k) if symbolize else RString(k), _value(rt, v, symbolize))
            for k, v in value.items()
        )
    if isinstance(value, list):
        return RArray([_value(rt, v, symbolize) for v in value])
    if isinstance(value, str):
        return RString(value)
    if isinstance(value, (dt.datetime, dt.date, dt.time)):
        return _time(rt, value)
    return value  # bool, int, float


def _time(rt: Runtime, value: Any) -> Any:
    """toml-rb answers every date and time with a Time: an offset date-time at its offset,
    a local date-time or date in the local zone, a local time as that many seconds after
    the epoch."""
    time = rt.const_get("Time")
    if isinstance(value, dt.datetime):
        seconds = value.second + value.microsecond / 1e6
        parts = [value.year, value.month, value.day, value.hour, value.minute]
        if value.tzinfo is None:
            return rt.send(time, "local", [*parts, value.second, value.microsecond])
        offset = value.utcoffset() or dt.timedelta(0)
        total = int(offset.total_seconds())
        sign = "-" if total < 0 else "+"
        text = f"{sign}{abs(total) // 3600:02d}:{abs(total) % 3600 // 60:02d}"
        return rt.send(time, "new", [*parts, seconds, RString(text)])
    if isinstance(value, dt.date):
        return rt.send(time, "local", [value.year, value.month, value.day])
    seconds = 3600 * value.hour + 60 * value.minute + value.second
    return rt.send(time, "at", [seconds, value.microsecond])


def define(rt: Runtime) -> None:
    if "TomlRB" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file

    rt.define_module("TomlRB")  # first: `module TomlRB` must not autoload itself
    toml.install(rt)
    run_file(rt, Path(__file__).with_name("toml_rb.rb"))
