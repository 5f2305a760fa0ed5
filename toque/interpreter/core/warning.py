"""`Kernel#warn` and the `Warning` module: where Ruby's warnings go, and which are shown.

`warn` builds its text as `puts` would (one line per argument, arrays flattened) and
hands it to `Warning.warn`, which a program may redefine (`module Warning; def
self.warn(msg)`) to capture or filter warnings; the default writes to `$stderr`.
`Warning[:deprecated]` and `Warning[:experimental]` switch the two categories of 3.1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.backtrace import entries, shown_path
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.kernel import puts_lines
from toque.interpreter.model.objects import RHash, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

k = Builtins("Kernel")
w = Builtins("Warning", module=True)  # instance methods; Warning extends itself
ws = Builtins("Warning", singleton=True, module=True)

INSTALL_ORDER = 210  # installed at start-up, in this order (core/discover.py)
DEFAULTS = {"deprecated": False, "experimental": True}  # MRI 3.1 without -W flags


def categories(rt: Runtime) -> dict[str, bool]:
    """This runtime's category switches (made on first use)."""
    table = getattr(rt, "warning_categories", None)
    if table is None:
        table = rt.warning_categories = dict(DEFAULTS)
    return table


def enabled(rt: Runtime, category: str) -> bool:
    return categories(rt)[category]


def _category(rt: Runtime, value: Any) -> str:
    if not isinstance(value, RSymbol):
        raise rt.error(
            "TypeError", f"wrong argument type {rt.real_class(value).name} (expected Symbol)"
        )
    if value.name not in DEFAULTS:
        raise rt.error("ArgumentError", f"unknown category: {value.name}")
    return value.name


@ws.method("[]")
def get(rt, self, category):
    return enabled(rt, _category(rt, category))


@ws.method("[]=")
def set_(rt, self, category, flag):
    categories(rt)[_category(rt, category)] = flag is not None and flag is not False
    return flag


@w.method("warn")
def warning_warn(rt, self, message, options=None):
    if not isinstance(message, RString):
        raise rt.error(
            "TypeError",
            f"wrong argument type {rt.real_class(message).name} (expected String)",
        )
    if isinstance(options, RHash):
        category = options.get(sym("category"))
        if category is not None and not enabled(rt, _category(rt, category)):
            return None  # the default Warning.warn drops a disabled category's warnings
    write_err(rt, message.v)
    return None


def write_err(rt: Runtime, text: str) -> None:
    """Write to `$stderr` (an object a program put there, or the runtime's stream)."""
    err = rt.globals.get("$stderr")
    if err is None or getattr(err, "kind", None) == "stderr":
        rt.stderr.write(text)
    else:
        rt.send(err, "write", [RString(text)])


@k.method("warn", visibility="private")
def warn(rt, self, *args):
    options = args[-1] if args and isinstance(args[-1], RHash) and args[-1].kw else None
    msgs = args[:-1] if options is not None else args
    uplevel = category = None
    if options is not None:
        for key, value in options.items():
            name = key.name if isinstance(key, RSymbol) else None
            if name == "uplevel":
                uplevel = value
            elif name == "category":
                category = value
            else:
                raise rt.error("ArgumentError", f"unknown keyword: {rt.inspect(key)}")
    if category is not None:
        # 3.1 checks the name only: Warning.warn gets the message even for a disabled
        # category (filtering it in Kernel#warn came with 3.2); tests/ruby/cases pins it
        _category(rt, category)
    if not msgs or rt.globals.get("$VERBOSE", False) is None:
        return None
    text = puts_lines(rt, msgs)
    if uplevel is not None:
        text = _where(rt, uplevel) + "warning: " + text
    warning = rt.Object.consts["Warning"]
    extra = [RHash.from_pairs([(sym("category"), category)])] if category is not None else []
    if extra:
        extra[0].kw = True
    rt.send(warning, "warn", [RString(text), *extra])
    return None


def _where(rt: Runtime, uplevel: Any) -> str:
    """`file:line: ` of the caller `uplevel` frames up (`warn "x", uplevel: 0`: the call)."""
    if not isinstance(uplevel, int):
        uplevel = rt.send(uplevel, "to_int", [])
    if uplevel < 0:
        raise rt.error("ArgumentError", f"negative level ({uplevel})")
    import sys

    found = entries(rt, sys._getframe(2), skip_builtins=1)  # from `warn`'s caller out
    if uplevel >= len(found):
        return ""
    e = found[uplevel]
    return f"{shown_path(rt, e.file)}:{e.line}: "


def setup(rt: Runtime) -> None:
    mod = rt.Object.consts["Warning"]
    rt.send(mod, "extend", [mod])
