"""Declaring builtin methods in Python: `@b.method("name")` on `def name(rt, self, ...)`.

The Python signature gives the Ruby arity: positional parameters after `rt, self` are
required or optional arguments, `*args` is a rest argument, and a keyword-only
`block` parameter receives the block. Arity is checked here, with MRI's message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

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
    ) -> None:
        self.target = target  # e.g. "String", "Kernel", "File" (a class or module name)
        self.singleton = singleton  # class methods (`File.join`)
        self.module = module  # a target not yet defined is made a module, not a class
        # (Python type, Ruby error class, message): what every method checks of its receiver
        # first, as MRI's do (an IO made by `IO.allocate` is an "uninitialized stream")
        self.receiver = receiver
        self.entries: list[tuple[tuple[str, ...], Callable[..., Any], str]] = []

    def method(self, *names: str, visibility: str = "public") -> Callable[[Callable], Callable]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.entries.append((names, fn, visibility))
            return fn

        return register

    def install(self, rt: Runtime) -> None:
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
        for names, fn, visibility in self.entries:
            wrapped, arity = wrap(fn)
            if self.receiver is not None:
                wrapped = _receiver_checked(wrapped, *self.receiver)
            for name in names:
                module.define(name, Method(name, wrapped, module, arity, visibility))


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
    code = fn.__code__
    n_positional = code.co_argcount - 2  # after (rt, self)
    kwonly = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    wants_block = "block" in kwonly
    optional = len(fn.__defaults__ or ())
    required = n_positional - optional
    rest = bool(code.co_flags & CO_VARARGS)
    most = None if rest else required + optional
    arity = required if most == required else -(required + 1)

    if wants_block:
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

    call.__name__ = fn.__name__
    return call, arity


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


__all__ = ["Builtins", "RModule", "install_all", "wrap"]
