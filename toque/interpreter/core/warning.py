"""Kernel#warn and the Warning module: messages to $stderr unless $VERBOSE is nil.

`uplevel:` names a place in the call stack; toque keeps no call stack for it (see
`caller`), so the place given is that of the `warn` call itself.
"""

from __future__ import annotations

from typing import Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RHash, RString, RSymbol, sym

INSTALL_ORDER = 210  # installed at start-up, in this order (core/discover.py)

k = Builtins("Kernel")

CATEGORIES = ("deprecated", "experimental")


def _stderr_write(rt: Any, text: str) -> None:
    from toque.interpreter.core.globals import reader

    err = reader(rt, "$stderr")(None)  # defines the standard streams on first use
    if err is None:
        rt.stderr.write(text)
    else:
        rt.send(err, "write", [RString(text)])


def _category(rt: Any, value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, RSymbol) or value.name not in CATEGORIES:
        raise rt.error("ArgumentError", f"unknown category: {rt.to_s(value)}")
    return value.name


@k.method("warn", visibility="private")
def kernel_warn(rt, self, *args):
    from toque.interpreter.core.kernel import puts_lines

    options = args[-1] if args and isinstance(args[-1], RHash) else None
    if options is not None:
        args = args[:-1]
    uplevel = options.get(sym("uplevel")) if options is not None else None
    category = _category(rt, options.get(sym("category"))) if options is not None else None
    if rt.globals.get("$VERBOSE", False) is None or not args:
        return None
    if category is not None and not _enabled(rt, category):
        return None
    text = puts_lines(rt, args)
    if uplevel is not None:
        if not isinstance(uplevel, int) or uplevel < 0:
            raise rt.error("ArgumentError", f"negative level ({uplevel})")
        node = rt.callsite
        if node is not None and getattr(node, "file", None):
            text = f"{node.file}:{node.line}: warning: {text}"
        else:
            text = f"warning: {text}"
    warning = rt.const_get("Warning")
    rt.send(warning, "warn", [RString(text)])
    return None


def _enabled(rt: Any, category: str) -> bool:
    # Ruby 3.1's defaults: deprecation warnings off, experimental-feature warnings on
    flags = rt.Object.consts["Warning"].ivars.setdefault(
        "@__categories", {"deprecated": False, "experimental": True}
    )
    return flags[category]


def _warning_builtins() -> tuple[Builtins, Builtins]:
    """Made once the Warning module exists (an install would otherwise make a class)."""
    instance, singleton = Builtins("Warning"), Builtins("Warning", singleton=True)
    instance.method("warn")(warning_warn)
    singleton.method("[]")(warning_get)
    singleton.method("[]=")(warning_set)
    return instance, singleton


def warning_warn(rt, self, message, *options):
    from toque.interpreter.core.string import str_arg

    _stderr_write(rt, str_arg(rt, message))
    return None


def warning_get(rt, self, category):
    name = _category(rt, category)
    if name is None:
        raise rt.error("TypeError", "no implicit conversion of nil into Symbol")
    return _enabled(rt, name)


def warning_set(rt, self, category, value):
    name = _category(rt, category)
    if name is None:
        raise rt.error("TypeError", "no implicit conversion of nil into Symbol")
    _enabled(rt, name)
    rt.Object.consts["Warning"].ivars["@__categories"][name] = rt.truthy(value)
    return value


def setup(rt: Any) -> None:
    mod = rt.Object.consts.get("Warning") or rt.define_module("Warning")
    for b in _warning_builtins():
        b.install(rt)
    rt.singleton_class(mod).include(mod)  # `extend Warning`: Warning.warn is its own method
