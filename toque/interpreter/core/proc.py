"""Proc, Method and UnboundMethod: calling, arity, parameters, currying and composition."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import module_name
from toque.interpreter.core.number_ops import to_int_arg
from toque.interpreter.model.classes import Method, RModule
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 110  # installed at start-up, in this order (core/discover.py)

pr = Builtins("Proc")
proc_class = Builtins("Proc", singleton=True)
mt = Builtins("Method")


class _Late:
    """Builtins that `setup` installs once their class exists (UnboundMethod is not built in)."""

    unbound = Builtins("UnboundMethod")


# -- Proc --------------------------------------------------------------------------------------


@pr.method("call", "()", "yield", "[]", "===")
def proc_call(rt, self, *args, block=None):
    return rt.call_proc(self, list(args), block)


@pr.method("to_proc")
def proc_to_proc(rt, self):
    return self


@pr.method("arity")
def proc_arity(rt, self):
    return self.arity


@pr.method("lambda?")
def proc_lambda(rt, self):
    return self.is_lambda


@pr.method("parameters")
def proc_parameters(rt, self):
    if self.code is None:
        if self.is_lambda and self.arity_override == -2:  # Symbol#to_proc
            return RArray([RArray([sym("req")]), RArray([sym("rest")])])
        return arity_parameters(self.arity)
    return params_list(self.code.params, self.is_lambda)


@pr.method("curry")
def proc_curry(rt, self, arity=None):
    return curry(rt, self, arity)


@pr.method(">>")
def proc_then(rt, self, other):
    return compose(rt, self, other)


@pr.method("<<")
def proc_after(rt, self, other):
    return compose(rt, other, self)


@pr.method("to_s", "inspect")
def proc_inspect(rt, self):
    return RString("#<Proc:(lambda)>" if self.is_lambda else "#<Proc>")


@pr.method("hash")
def proc_hash(rt, self):
    return id(self) >> 4


@pr.method("dup", "clone")
def proc_dup(rt, self):
    return RProc(self.code, self.frame, self.self, self.is_lambda, self.pyfn, self.arity_override)


@proc_class.method("new")
def proc_new(rt, self, *args, block=None):
    if block is None:
        raise rt.error("ArgumentError", "tried to create Proc object without a block")
    return block


# -- parameters, currying, composition -----------------------------------------------------------

_KINDS = {"rest": "rest", "key": "key", "keyreq": "keyreq", "kwrest": "keyrest", "block": "block"}


def params_list(params: list, is_lambda: bool) -> RArray:
    """`parameters` of a block or method from its AST parameters."""
    out = []
    for p in params:
        kind = p.kind
        if kind in ("req", "destructure"):
            name = "req" if is_lambda else "opt"
        elif kind == "opt":
            name = "opt"
        elif kind == "fwd":
            out.append(RArray([sym("rest"), sym("*")]))
            out.append(RArray([sym("keyrest"), sym("**")]))
            out.append(RArray([sym("block"), sym("&")]))
            continue
        else:
            name = _KINDS.get(kind, kind)
        pair = [sym(name)]
        if p.name and kind != "destructure":
            pair.append(sym(p.name))
        elif kind == "destructure" and not is_lambda:
            pair.append(None)
        out.append(RArray(pair))
    return RArray(out)


def arity_parameters(arity: int) -> RArray:
    """`parameters` of a builtin, which only has an arity: [[:req]]… or [[:rest]]."""
    if arity >= 0:
        return RArray(RArray([sym("req")]) for _ in range(arity))
    out = [RArray([sym("req")]) for _ in range(-arity - 1)]
    out.append(RArray([sym("rest")]))
    return RArray(out)


def _min_max(proc: Any) -> tuple[int, int | None]:
    code = getattr(proc, "code", None)
    a = proc.arity
    if code is not None:
        req = sum(1 for p in code.params if p.kind in ("req", "destructure"))
        opt = sum(1 for p in code.params if p.kind == "opt")
        rest = any(p.kind in ("rest", "fwd") for p in code.params)
        return req, None if rest else req + opt
    if a >= 0:
        return a, a
    return -a - 1, None


def curry(rt: Runtime, proc: Any, arity: Any = None) -> RProc:
    lo, hi = _min_max(proc)
    if arity is None:
        n = lo
    else:
        n = to_int_arg(rt, arity)
        if proc.is_lambda and (n < lo or (hi is not None and n > hi)):
            expected = str(lo) if hi == lo else f"{lo}+" if hi is None else f"{lo}..{hi}"
            raise rt.arity_error(n, expected)
    return _curried(proc, n, [])


def _curried(proc: Any, n: int, given: list) -> RProc:
    def call(rt: Runtime, args: list, block: Any) -> Any:
        have = given + list(args)
        if len(have) >= n:
            return call_callable(rt, proc, have, block)
        return _curried(proc, n, have)

    return RProc(None, None, None, proc.is_lambda, call, arity=-1 if proc.is_lambda else -1)


def call_callable(rt: Runtime, fn: Any, args: list, block: Any = None) -> Any:
    if isinstance(fn, RProc):
        return rt.call_proc(fn, args, block)
    return rt.send(fn, "call", args, block)


def compose(rt: Runtime, first: Any, second: Any) -> RProc:
    """`first >> second`: a proc calling `second.call(first.call(*args))`.

    It is a lambda when what is called first is one (a Method or other callable is).
    """
    is_lambda = first.is_lambda if isinstance(first, RProc) else True
    for f in (first, second):
        if not isinstance(f, RProc) and not rt.responds(f, "call"):
            raise rt.error("TypeError", "callable object is expected")

    def call(rt_: Runtime, args: list, block: Any) -> Any:
        return call_callable(rt_, second, [call_callable(rt_, first, args, block)])

    return RProc(None, None, None, is_lambda, call, arity=_compose_arity(first))


def _compose_arity(first: Any) -> int:
    if isinstance(first, RProc):
        return first.arity if first.is_lambda else -1
    if isinstance(first, MethodObject):
        return first.meth.arity
    return -1


# -- Method and UnboundMethod objects ---------------------------------------------------------------


class MethodObject:
    """`obj.method(:name)`: a method bound to its receiver."""

    __slots__ = ("recv", "name", "meth", "frozen", "lookup")

    def __init__(self, recv: Any, name: str, meth: Method, lookup: Any) -> None:
        self.recv = recv
        self.name = name
        self.meth = meth
        self.lookup = lookup  # the class the method was looked up in (for inspect)
        self.frozen = False

    def ruby_class(self, rt: Runtime) -> Any:
        return rt.Method


class UnboundMethodObject:
    """`Klass.instance_method(:name)`: a method waiting for a receiver."""

    __slots__ = ("module", "name", "meth", "frozen")

    def __init__(self, module: RModule, name: str, meth: Method) -> None:
        self.module = module
        self.name = name
        self.meth = meth
        self.frozen = False

    def ruby_class(self, rt: Runtime) -> Any:
        return rt.Object.consts["UnboundMethod"]


def _undefined(rt: Runtime, name: str, klass: Any) -> Any:

    return rt.error("NameError", f"undefined method `{name}' for class `{module_name(rt, klass)}'")


def method_object(rt: Runtime, recv: Any, name: str) -> MethodObject:
    """Kernel#method."""
    klass = rt.class_of(recv)
    meth = klass.find_method(name)
    if meth is None:
        meth = _missing_method(rt, recv, name)
        if meth is None:
            raise _undefined(rt, name, klass)
    return MethodObject(recv, name, meth, klass)


def _name_of(rt: Runtime, name: Any) -> str:
    from toque.interpreter.core.module import _name

    return _name(rt, name)


# Kernel and Module methods that hand out Method objects live here, next to the objects.
kernel = Builtins("Kernel")
module = Builtins("Module")


@kernel.method("public_method")
def public_method(rt, self, name):
    m = method_object(rt, self, _name_of(rt, name))
    if m.meth.visibility != "public":
        raise rt.error(
            "NameError",
            f"method `{m.name}' for class `{module_name(rt, m.lookup)}' is {m.meth.visibility}",
        )
    return m


@kernel.method("singleton_method")
def singleton_method(rt, self, name):
    n = _name_of(rt, name)
    single = getattr(self, "singleton", None)
    meth = single.methods.get(n) if single is not None else None
    if meth is None:
        raise rt.error("NameError", f"undefined singleton method `{n}' for `{rt.inspect(self)}'")
    return MethodObject(self, n, meth, single)


@module.method("public_instance_method")
def public_instance_method(rt, self, name):
    um_ = unbound_method(rt, self, _name_of(rt, name))
    if um_.meth.visibility != "public":
        raise rt.error(
            "NameError",
            f"method `{um_.name}' for class `{module_name(rt, self)}' is {um_.meth.visibility}",
        )
    return um_


def _missing_method(rt: Runtime, recv: Any, name: str) -> Method | None:
    """A Method for a name that `respond_to_missing?` claims: it calls method_missing."""
    rtm = rt.class_of(recv).find_method("respond_to_missing?")
    if rtm is None or rtm.owner is rt.Kernel:
        return None
    if not rt.truthy(rtm.fn(rt, recv, [sym(name), True], None)):
        return None

    def call(rt_: Runtime, self: Any, args: list, block: Any) -> Any:
        return rt_.send(self, "method_missing", [sym(name), *args], block, True)

    return Method(name, call, rt.class_of(recv), -1)


def unbound_method(rt: Runtime, module: RModule, name: str) -> UnboundMethodObject:
    """Module#instance_method."""
    meth = module.find_method(name)
    if meth is None:
        raise _undefined(rt, name, module)
    return UnboundMethodObject(module, name, meth)


def unbound_method_fn(rt: Runtime, obj: Any) -> tuple[Callable[..., Any], int]:
    """The body `define_method(name, obj)` installs, for a Method or UnboundMethod."""
    if isinstance(obj, (MethodObject, UnboundMethodObject)):
        return obj.meth.fn, obj.meth.arity
    raise rt.error(
        "TypeError",
        f"wrong argument type {rt.real_class(obj).name} (expected Proc/Method/UnboundMethod)",
    )


def _call_method(rt: Runtime, m: MethodObject, args: list, block: Any) -> Any:
    return m.meth.fn(rt, m.recv, args, block)


@mt.method("call", "()", "[]", "===")
def method_call(rt, self, *args, block=None):
    return _call_method(rt, self, list(args), block)


@mt.method("to_proc")
def method_to_proc(rt, self):
    def call(rt_: Runtime, args: list, block: Any) -> Any:
        return _call_method(rt_, self, list(args), block)

    return RProc(None, None, None, True, call, arity=self.meth.arity)


@mt.method("arity")
@_Late.unbound.method("arity")
def method_arity(rt, self):
    return self.meth.arity


@mt.method("name")
@_Late.unbound.method("name", "original_name")
def method_name(rt, self):
    return sym(self.name)


@mt.method("original_name")
def method_original_name(rt, self):
    return sym(self.meth.original)


@mt.method("owner")
@_Late.unbound.method("owner")
def method_owner(rt, self):
    return self.meth.owner


@mt.method("receiver")
def method_receiver(rt, self):
    return self.recv


@mt.method("unbind")
def method_unbind(rt, self):
    return UnboundMethodObject(self.lookup, self.name, self.meth)


@mt.method("parameters")
@_Late.unbound.method("parameters")
def method_parameters(rt, self):
    return method_params(self.meth)


def method_params(meth: Method) -> RArray:
    if meth.params is not None:
        return params_list(meth.params, True)
    return arity_parameters(meth.arity)


@mt.method("source_location")
@_Late.unbound.method("source_location")
def method_source_location(rt, self):
    return None


@mt.method("super_method")
@_Late.unbound.method("super_method")
def method_super_method(rt, self):
    return None


@mt.method("curry")
def method_curry(rt, self, arity=None):
    return curry(rt, method_to_proc(rt, self), arity)


@mt.method(">>")
def method_then(rt, self, other):
    return compose(rt, self, other)


@mt.method("<<")
def method_after(rt, self, other):
    return compose(rt, other, self)


@mt.method("==", "eql?")
def method_eq(rt, self, other):
    return (
        isinstance(other, MethodObject)
        and other.recv is self.recv
        and other.meth.fn is self.meth.fn
    )


@mt.method("hash")
def method_hash(rt, self):
    return hash((id(self.recv), id(self.meth.fn))) >> 4


@_Late.unbound.method("==", "eql?")
def unbound_eq(rt, self, other):
    return isinstance(other, UnboundMethodObject) and other.meth.fn is self.meth.fn


@mt.method("to_s", "inspect")
def method_inspect(rt, self):
    return RString(f"#<Method: {_describe(rt, self.lookup, self.meth, self.name)}>")


@_Late.unbound.method("to_s", "inspect")
def unbound_inspect(rt, self):
    return RString(f"#<UnboundMethod: {_describe(rt, self.module, self.meth, self.name)}>")


def _describe(rt: Runtime, klass: Any, meth: Method, name: str) -> str:
    """`Calc#add(a, b)`, `Object(Kernel)#puts(*)`, `Calc.twice(x)` as MRI names methods."""

    owner = meth.owner
    if klass is not None and klass.attached is not None and isinstance(klass.attached, RModule):
        where = f"{module_name(rt, klass.attached)}."
    else:
        shown = _shown_class(klass)
        here = module_name(rt, shown) if shown is not None else "?"
        if owner is not shown and owner is not None:
            here += f"({module_name(rt, owner)})"
        where = here + "#"
    return f"{where}{name}({_signature(meth)})"


def _shown_class(klass: Any) -> Any:
    while klass is not None and klass.name is None and getattr(klass, "superclass", None):
        klass = klass.superclass
    return klass


def _signature(meth: Method) -> str:
    out = []
    for pair in method_params(meth):
        kind = pair[0].name
        name = pair[1].name if len(pair) > 1 and pair[1] is not None else None
        if kind == "req":
            out.append(name or "_")
        elif kind == "opt":
            out.append(f"{name or '_'}=...")
        elif kind == "rest":
            out.append(f"*{name or ''}")
        elif kind == "keyreq":
            out.append(f"{name}:")
        elif kind == "key":
            out.append(f"{name}: ...")
        elif kind == "keyrest":
            out.append(f"**{name or ''}")
        elif kind == "block":
            out.append(f"&{name or ''}")
    return ", ".join(out)


@_Late.unbound.method("bind")
def unbound_bind(rt, self, obj):
    _check_bind(rt, self, obj)
    return MethodObject(obj, self.name, self.meth, rt.class_of(obj))


@_Late.unbound.method("bind_call")
def unbound_bind_call(rt, self, obj, *args, block=None):
    _check_bind(rt, self, obj)
    return self.meth.fn(rt, obj, list(args), block)


def _check_bind(rt: Runtime, m: UnboundMethodObject, obj: Any) -> None:
    owner = m.meth.owner
    if owner is None or not owner.is_class:
        return  # a module's method binds to anything
    if owner not in rt.class_of(obj).ancestors():
        if owner.attached is not None:
            raise rt.error("TypeError", "singleton method called for a different object")
        raise rt.error(
            "TypeError", f"bind argument must be an instance of {module_name(rt, owner)}"
        )


def setup(rt: Runtime) -> None:
    if "UnboundMethod" not in rt.Object.consts:
        rt.define_class("UnboundMethod")
    _Late.unbound.install(rt)
    for name in ("Method", "UnboundMethod"):
        klass = rt.Object.consts[name]
        rt.singleton_class(klass).define("new", None)  # type: ignore[arg-type]
