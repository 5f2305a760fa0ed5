"""Declaring builtin methods in Python: `@b.method("name")` on `def name(rt, self, ...)`.

The Python signature gives the Ruby arity: positional parameters after `rt, self` are
required or optional arguments, `*args` is a rest argument, and a keyword-only
`block` parameter receives the block (`_block`: the block a Ruby method may be given
without naming it). Arity is checked here, with MRI's message.

A table of methods Chef writes in Ruby (`named=True`) also answers `parameters` with the
Python parameters' names, as MRI does for a Ruby method (`[[:opt, :value]]`); a core table
answers as MRI's C methods do (`[[:rest]]`). A method whose name is only known at run time
(a property's accessors, a definition's word) is made by `define_method`, from the same kind of
function; its leading parameters before `rt` may be bound with functools.partial.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from toque.interpreter.model.classes import Method, RModule

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


# inspect.CO_VARARGS: a code flag, named here (importing `inspect` costs every start-up)
CO_VARARGS = 0x04


class Builtins:
    """The methods one module of `toque.interpreter.core` adds to one Ruby class."""

    def __init__(
        self,
        target: str,
        singleton: bool = False,
        module: bool = False,
        receiver: tuple[type, str, str] | None = None,
        named: bool = False,
    ) -> None:
        self.target = target  # e.g. "String", "Kernel", "File" (a class or module name)
        self.singleton = singleton  # class methods (`File.join`)
        self.module = module  # a target not yet defined is made a module, not a class
        # (Python type, Ruby error class, message): what every method checks of its receiver
        # first, as MRI's do (an IO made by `IO.allocate` is an "uninitialized stream")
        self.receiver = receiver
        self.named = named  # Chef's Ruby methods: `parameters` gives the names
        self.entries: list[tuple[tuple[str, ...], Callable[..., Any], str]] = []

    def method(self, *names: str, visibility: str = "public") -> Callable[[Callable], Callable]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.entries.append((names, fn, visibility))
            return fn

        return register

    def install(self, rt: Runtime, into: RModule | None = None) -> None:
        """Define the table's methods on its target (`into`: on that class instead, e.g.
        one a run makes without a constant)."""
        if into is not None:
            self._define_all(into)
            return
        try:
            module = rt.const_get(self.target)
        except KeyError:  # a class this module introduces (e.g. Enumerator)
            *outer, name = self.target.split("::")
            under = None
            for part in outer:  # namespaces not defined yet are classes (Thread::Backtrace)
                scope = under or rt.Object
                under = scope.consts.get(part) or rt.define_class(part, None, under)
            if self.module:
                module = rt.define_module(name, under)
            else:
                module = rt.define_class(name, None, under)
        if self.singleton:
            module = rt.singleton_class(module)
        self._define_all(module)

    def _define_all(self, module: RModule) -> None:
        for names, fn, visibility in self.entries:
            wrapped, arity = wrap(fn)
            if self.receiver is not None:
                wrapped = _receiver_checked(wrapped, *self.receiver)
            params = parameters(fn) if self.named else None
            for name in names:
                module.define(name, Method(name, wrapped, module, arity, visibility, params=params))


class Templates:
    """Methods whose names a run decides (a property's accessors, a definition's word) for
    one Ruby class and its subclasses: each a function whose leading `bound` parameters,
    before `rt`, the run fills in (the property's name); the rest is its Ruby signature, as
    in a `named` Builtins table. Listed under a shown name such as `<property>`."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.entries: list[tuple[str, Callable[..., Any], int]] = []  # (shown, fn, bound)

    def method(self, shown: str, bound: int = 1) -> Callable[[Callable], Callable]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.entries.append((shown, fn, bound))
            return fn

        return register

    def define(self, module: RModule, name: str, fn: Callable[..., Any], *bound: Any) -> Method:
        """`fn`, one of this table's, as the method `name` of `module`."""
        return define_method(module, name, functools.partial(fn, *bound))


class Param(NamedTuple):
    """One parameter as `Method#parameters` reads it (the shape of the AST's)."""

    kind: str  # req, opt, rest, block
    name: str | None


def define_method(
    module: RModule, name: str, fn: Callable[..., Any], visibility: str = "public"
) -> Method:
    """Define `fn` as the Ruby method `name` of `module`, a method Chef writes in Ruby whose
    name a run decides (`def #{name}(value = NOT_PASSED)`): arity and `parameters` from the
    signature, as a `named` Builtins table's."""
    wrapped, arity = wrap(fn)
    method = Method(name, wrapped, module, arity, visibility, params=parameters(fn))
    module.define(name, method)
    return method


def _code(fn: Callable[..., Any]) -> tuple[Any, int, tuple[Any, ...]]:
    """`fn`'s code object, how many leading parameters a partial binds, and its defaults."""
    if isinstance(fn, functools.partial):
        return fn.func.__code__, len(fn.args), fn.func.__defaults__ or ()
    return fn.__code__, 0, fn.__defaults__ or ()


def parameters(fn: Callable[..., Any]) -> list[Param]:
    """Ruby's `parameters` of a method written as `fn`: its names after `rt, self`."""
    code, bound, defaults = _code(fn)
    names = code.co_varnames[bound + 2 : code.co_argcount]
    required = len(names) - len(defaults)
    found = [Param("req" if i < required else "opt", n) for i, n in enumerate(names)]
    if code.co_flags & CO_VARARGS:
        found.append(Param("rest", code.co_varnames[code.co_argcount + code.co_kwonlyargcount]))
    kwonly = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    if "block" in kwonly:
        found.append(Param("block", "block"))
    return found


def _receiver_checked(call: Callable[..., Any], kind: type, error: str, message: str) -> Any:
    def checked(rt, recv, args, block):
        if not isinstance(recv, kind):
            raise rt.error(error, message)
        return call(rt, recv, args, block)

    checked.__name__ = call.__name__
    return checked


def wrap(fn: Callable[..., Any]) -> tuple[Callable[..., Any], int]:
    """Adapt `fn(rt, self, *args[, block=])` to the uniform `(rt, self, args, block)`."""
    # read the code object directly: inspect.signature costs more than the call itself,
    # and start-up pays it for every builtin
    code, bound, defaults = _code(fn)
    n_positional = code.co_argcount - 2 - bound  # after ([bound…,] rt, self)
    kwonly = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    implicit = "_block" in kwonly  # given the block, which `parameters` does not list
    wants_block = "block" in kwonly or implicit
    optional = len(defaults)
    required = n_positional - optional
    rest = bool(code.co_flags & CO_VARARGS)
    most = None if rest else required + optional
    arity = required if most == required else -(required + 1)

    if bound == 1 and most == 1:  # a property's accessors: called on every declaration
        fast = _one_bound(fn, required, implicit, wants_block)
        if fast is not None:
            return fast, arity
    if implicit:  # as below, the block given as `_block`
        if most is None:

            def call(rt, recv, args, block):
                if len(args) < required:
                    raise rt.arity_error(len(args), f"{required}+")
                return fn(rt, recv, *args, _block=block)
        else:

            def call(rt, recv, args, block):
                n = len(args)
                if n < required or n > most:
                    raise rt.arity_error(n, _expected(required, most))
                return fn(rt, recv, *args, _block=block)
    elif wants_block:
        if most is None:

            def call(rt, recv, args, block):
                if len(args) < required:
                    raise rt.arity_error(len(args), f"{required}+")
                return fn(rt, recv, *args, block=block)
        else:

            def call(rt, recv, args, block):
                n = len(args)
                if n < required or n > most:
                    raise rt.arity_error(n, _expected(required, most))
                return fn(rt, recv, *args, block=block)
    elif most == 0:

        def call(rt, recv, args, block):
            if args:
                raise rt.arity_error(len(args), "0")
            return fn(rt, recv)
    elif most == 1 and required == 1:

        def call(rt, recv, args, block):
            if len(args) != 1:
                raise rt.arity_error(len(args), "1")
            return fn(rt, recv, args[0])
    elif most is None:

        def call(rt, recv, args, block):
            if len(args) < required:
                raise rt.arity_error(len(args), f"{required}+")
            return fn(rt, recv, *args)
    else:

        def call(rt, recv, args, block):
            n = len(args)
            if n < required or n > most:
                raise rt.arity_error(n, _expected(required, most))
            return fn(rt, recv, *args)

    call.__name__ = (fn.func if isinstance(fn, functools.partial) else fn).__name__
    return call, arity


def _one_bound(
    fn: Any, required: int, implicit: bool, wants_block: bool
) -> Callable[..., Any] | None:
    """`fn` a partial binding one value, taking 0..1 or 1 argument: called without
    unpacking (a call with `*args` and a keyword builds a dict each time)."""
    func, b0 = fn.func, fn.args[0]
    if implicit and required == 0:

        def call(rt, recv, args, block):
            if len(args) == 1:  # most often, and with no block: no keyword to pass
                if block is None:
                    return func(b0, rt, recv, args[0])
                return func(b0, rt, recv, args[0], _block=block)
            if not args:
                return func(b0, rt, recv) if block is None else func(b0, rt, recv, _block=block)
            raise rt.arity_error(len(args), "0..1")
    elif not wants_block and required == 1:

        def call(rt, recv, args, block):
            if len(args) == 1:
                return func(b0, rt, recv, args[0])
            raise rt.arity_error(len(args), "1")
    else:
        return None
    call.__name__ = func.__name__
    return call


def with_arity(fn: Callable[..., Any], least: int, most: int | None) -> Callable[..., Any]:
    """A uniform `(rt, self, args, block)` method that first checks its argument count, as
    Ruby does (for methods written to that signature, which index `args` directly)."""

    def call(rt, recv, args, block):
        n = len(args)
        if n < least or (most is not None and n > most):
            raise rt.arity_error(n, f"{least}+" if most is None else _expected(least, most))
        return fn(rt, recv, args, block)

    call.__name__ = getattr(fn, "__name__", "call")
    return call


def _expected(required: int, most: int) -> str:
    return str(required) if required == most else f"{required}..{most}"


def install_all(rt: Runtime, modules: list[Any]) -> None:
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, Builtins):
                value.install(rt)
        setup = getattr(module, "setup", None)
        if setup is not None:
            setup(rt)


__all__ = [
    "Builtins",
    "Param",
    "RModule",
    "Templates",
    "define_method",
    "install_all",
    "parameters",
    "wrap",
]
