"""Exception and its subclasses: message, full_message, backtrace, ==, exception."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.backtrace import exception_backtrace, exception_locations
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.signals import RubyError
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 30  # installed at start-up, in this order (core/discover.py)

e = Builtins("Exception")
es = Builtins("Exception", singleton=True)


@es.method("exception")
def class_exception(rt, self, *args):
    return rt.send(self, "new", list(args))


@e.method("initialize", visibility="private")
def initialize(rt, self, message=None):
    self.ivars["@message"] = message
    return None


def message_text(rt: Runtime, exc: RObject) -> str:
    result = rt.send(exc, "message", [])
    return rt.to_s(result)


@e.method("message")
def message(rt, self):
    return rt.send(self, "to_s", [])


@e.method("to_s")
def to_s(rt, self):
    msg = self.ivars.get("@message")
    if msg is None:
        return RString(self.cls.name or "")
    return msg if isinstance(msg, RString) else RString(rt.to_s(msg))


@e.method("inspect")
def inspect(rt, self):
    text = message_text(rt, self)
    name = self.cls.name
    if not text:
        return RString(name)
    return RString(f"#<{name}: {text}>")


@e.method("full_message")
def full_message(rt, self, options=None):
    """MRI's report of an uncaught exception; `order: :bottom` is the old traceback order,
    `highlight: true` bold and underline as on a terminal."""

    highlight, bottom = False, False
    if isinstance(options, RHash):
        highlight = rt.truthy(options.get(sym("highlight")))
        order = options.get(sym("order"))
        if order is not None:
            if not isinstance(order, RSymbol) or order.name not in ("top", "bottom"):
                raise rt.error(
                    "ArgumentError", f"expected :top or :bottom as order: {rt.inspect(order)}"
                )
            bottom = order.name == "bottom"
    return RString(report_text(rt, self, highlight, bottom))


TRACE_HEAD, TRACE_TAIL = 8, 5
TRACE_MAX = TRACE_HEAD + TRACE_TAIL + 5


def report_text(rt: Runtime, exc: RObject, highlight: bool = False, bottom: bool = False) -> str:
    """`FILE:LINE:in `m': message (Class)` and a `from` line per caller, as MRI prints an
    uncaught exception."""

    name = exc.cls.name
    try:
        text = message_text(rt, exc)
    except Exception:  # noqa: BLE001 - a broken message method still gets reported
        text = name
    bt = exception_backtrace(rt, exc)
    lines = [rt.to_s(x) for x in bt] if isinstance(bt, RArray) else []
    first, rest = text, ""
    if "\n" in text:
        first, rest = text.split("\n", 1)
    if highlight:
        head = f"\033[1m{first} (\033[1;4m{name}\033[m\033[1m)\033[m"
        if rest:
            head += "\n" + "\n".join(f"\033[1m{x}\033[m" for x in rest.split("\n"))
    elif not text:
        head = "unhandled exception" if name == "RuntimeError" else name
    else:
        head = f"{first} ({name})" + ("\n" + rest if rest else "")
    where = f"{lines[0]}: " if lines else ""
    if not bottom:
        callers = [f"\tfrom {x}\n" for x in lines[1:]]
        if name == "SystemStackError" and len(lines) > TRACE_MAX:
            # MRI shortens a stack overflow's report: the first and last callers
            skipped = len(lines) - TRACE_MAX + 5
            callers[TRACE_HEAD:] = [
                f"\t ... {skipped} levels...\n",
                *callers[TRACE_HEAD + skipped :],
            ]
        return where + head + "\n" + "".join(callers)
    n = len(lines)
    out = ["Traceback (most recent call last):\n"] if n > 1 else []
    for i in range(n - 1, 0, -1):
        out.append(f"\t{i}: from {lines[i]}\n")
    return "".join(out) + where + head + "\n"


@e.method("backtrace")
def backtrace(rt, self):

    return exception_backtrace(rt, self)


@e.method("set_backtrace")
def set_backtrace(rt, self, bt):
    self.ivars["@__backtrace"] = bt if isinstance(bt, RArray) else RArray([bt])
    return bt


@e.method("backtrace_locations")
def backtrace_locations(rt, self):

    return exception_locations(rt, self)


@e.method("cause")
def cause(rt, self):
    return self.ivars.get("@__cause")


@e.method("exception")
def exception(rt, self, message=None):
    if message is None:
        return self
    copy = RObject(self.cls)
    copy.ivars = dict(self.ivars)
    copy.ivars["@message"] = message
    return copy


@e.method("==")
def eq(rt, self, other):
    return (
        isinstance(other, RObject)
        and other.cls is self.cls
        and message_text(rt, self) == message_text(rt, other)
    )


def _ivar_reader(name: str):
    def read(rt, self):
        return self.ivars.get(name)

    return read


k = Builtins("KeyError")
k.method("key")(_ivar_reader("@key"))
k.method("receiver")(_ivar_reader("@receiver"))
n = Builtins("NameError")
n.method("name")(_ivar_reader("@name"))
n.method("receiver")(_ivar_reader("@receiver"))
u = Builtins("UncaughtThrowError")
u.method("tag")(_ivar_reader("@tag"))
u.method("value")(_ivar_reader("@value"))
nm = Builtins("NoMethodError")
nm.method("args")(_ivar_reader("@args"))
s = Builtins("StopIteration")
s.method("result")(_ivar_reader("@result"))
x = Builtins("SystemExit")
lj = Builtins("LocalJumpError")
lj.method("reason")(_ivar_reader("@reason"))
lj.method("exit_value")(_ivar_reader("@exit_value"))
le = Builtins("LoadError")
le.method("path")(_ivar_reader("@path"))


@x.method("status")
def status(rt, self):
    return self.ivars.get("@status", 0)


@x.method("success?")
def success(rt, self):
    return self.ivars.get("@status", 0) == 0


def local_jump(rt: Runtime, reason: str, value: Any = None) -> RubyError:
    """The LocalJumpError of a `break` or `return` with nowhere to go: its reason and value."""
    message = "break from proc-closure" if reason == "break" else "unexpected return"
    err = rt.error("LocalJumpError", message)
    err.exc.ivars["@reason"] = sym(reason)
    err.exc.ivars["@exit_value"] = value
    return err


def _with_options(rt, self, message, options, names) -> None:
    """initialize(message = nil, …, receiver: x, key: y): Ruby's keyword options."""
    self.ivars["@message"] = message
    if options is not None and options.__class__.__name__ == "RHash":
        for name in names:
            if options.has(sym(name)):
                self.ivars["@" + name] = options.get(sym(name))


@n.method("initialize", visibility="private")
def name_error_init(rt, self, message=None, name=None, *rest):
    options = rest[-1] if rest else None
    if name is not None and name.__class__.__name__ == "RHash":
        options, name = name, None
    _with_options(rt, self, message, options, ("receiver",))
    self.ivars["@name"] = name


@nm.method("initialize", visibility="private")
def no_method_error_init(rt, self, message=None, name=None, args=None, *rest):
    name_error_init(rt, self, message, name, *rest)
    self.ivars["@args"] = args if args is not None else RArray()


@k.method("initialize", visibility="private")
def key_error_init(rt, self, message=None, options=None):
    _with_options(rt, self, message, options, ("receiver", "key"))


f = Builtins("FrozenError")


@f.method("initialize", visibility="private")
def frozen_error_init(rt, self, message=None, options=None):
    _with_options(rt, self, message, options, ("receiver",))


f.method("receiver")(_ivar_reader("@receiver"))


pk = Builtins("NoMatchingPatternKeyError")
pk.method("key")(_ivar_reader("@key"))
pk.method("matchee")(_ivar_reader("@matchee"))


@pk.method("initialize", visibility="private")
def pattern_key_error_init(rt, self, message=None, options=None):
    _with_options(rt, self, message, options, ("matchee", "key"))
