"""Global variables: `$stdout`, `$0`, `$~` and `$1`… (last match), `$!`, user globals."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# The English names of the special variables (English.rb; toque knows them without the
# require, which only marks the library loaded) and `$>` for the standard output.
ALIASES = {
    "$PROGRAM_NAME": "$0",
    "$MATCH": "$&",
    "$PREMATCH": "$`",
    "$POSTMATCH": "$'",
    "$LAST_PAREN_MATCH": "$+",
    "$LAST_MATCH_INFO": "$~",
    "$ERROR_INFO": "$!",
    "$ERROR_POSITION": "$@",
    "$FIELD_SEPARATOR": "$;",
    "$FS": "$;",
    "$OUTPUT_FIELD_SEPARATOR": "$,",
    "$OFS": "$,",
    "$INPUT_RECORD_SEPARATOR": "$/",
    "$RS": "$/",
    "$OUTPUT_RECORD_SEPARATOR": "$\\",
    "$ORS": "$\\",
    "$INPUT_LINE_NUMBER": "$.",
    "$NR": "$.",
    "$LAST_READ_LINE": "$_",
    "$DEFAULT_OUTPUT": "$stdout",
    "$>": "$stdout",
    "$IGNORECASE": "$=",
    "$PID": "$$",
    "$PROCESS_ID": "$$",
    "$CHILD_STATUS": "$?",
    "$ARGV": "$*",
    "$-v": "$VERBOSE",
    "$-w": "$VERBOSE",
    "$-d": "$DEBUG",
}

# set when the interpreter starts without -w or -d: warnings at level 1, no debug output
DEFAULTS = {"$VERBOSE": False, "$DEBUG": False}


def reader(rt: Runtime, name: str) -> Any:
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
    if name == "$$":
        import os

        return lambda f: os.getpid()
    if name == "$*":
        return lambda f: rt.Object.consts.get("ARGV")
    if name == "$@":

        def position(f):
            err = rt.globals.get("$!")
            if err is None:
                return None
            return rt.send(err, "backtrace", [])

        return position
    if name in ("$stdout", "$stderr", "$stdin"):

        def stream(f):
            if name not in rt.globals:
                autoload(rt, "STDOUT")  # defines the standard streams and their globals
            return rt.globals.get(name)

        return stream
    if name in DEFAULTS:
        return lambda f: rt.globals.get(name, DEFAULTS[name])
    return lambda f: rt.globals.get(name)


def writer(rt: Runtime, name: str) -> Any:
    name = ALIASES.get(name, name)

    def write(f, value):
        if name == "$VERBOSE" and value is not None:
            value = value is not False  # nil (no warnings), false (level 1) or true (level 2)
        rt.globals[name] = value
        if name == "$stdout":
            rt.stdout_obj = value

    return write
