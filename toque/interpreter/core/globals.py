"""Global variables: `$stdout`, `$0`, `$~` and `$1`… (last match), `$!`, user globals."""

from __future__ import annotations

from typing import Any

ALIASES = {"$PROGRAM_NAME": "$0"}  # English-style second names of one variable


def reader(rt: Any, name: str) -> Any:
    name = ALIASES.get(name, name)
    if name == "$~":
        return lambda f: rt.globals.get("$~")
    if name[1:].isdigit() and name != "$0":
        n = int(name[1:])

        def nth(f):
            m = rt.globals.get("$~")
            return m.group(n) if m is not None else None

        return nth
    if name in ("$&", "$`", "$'", "$+"):

        def special(f):
            m = rt.globals.get("$~")
            if m is None:
                return None
            return {"$&": m.group(0), "$`": m.pre(), "$'": m.post(), "$+": m.last_group()}[name]

        return special
    if name in ("$stdout", "$stderr", "$stdin"):

        def stream(f):
            if name not in rt.globals:
                from toque.interpreter.core.autoload import autoload

                autoload(rt, "STDOUT")  # defines the standard streams and their globals
            return rt.globals.get(name)

        return stream
    return lambda f: rt.globals.get(name)


def writer(rt: Any, name: str) -> Any:
    name = ALIASES.get(name, name)

    def write(f, value):
        rt.globals[name] = value
        if name == "$stdout":
            rt.stdout_obj = value

    return write
