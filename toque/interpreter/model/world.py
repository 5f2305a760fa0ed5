"""The Ruby runtime: the class hierarchy, method dispatch, procs, errors, conversions.

One `Runtime` is one Ruby world (its classes, globals, main object and output); the
compiled code of `toque.interpreter.compile.compiler` calls into it. Nothing here is global:
two runtimes never share state.
"""

from __future__ import annotations

import sys
from typing import Any

from toque.interpreter import core
from toque.interpreter.core.inspect import default_to_s, inspect
from toque.interpreter.model.classes import Method, RClass, RModule
from toque.interpreter.model.frames import Frame, RProc
from toque.interpreter.model.hooks import NoHooks, WorldHooks
from toque.interpreter.model.objects import (
    ObjectKey,
    RArray,
    RHash,
    RObject,
    RRange,
    RString,
    RSymbol,
    sym,
)
from toque.interpreter.model.signals import BreakSignal, NextSignal, ReturnSignal, RubyError
from toque.interpreter.model.thread_local import Globals
from toque.runtime import interrupts

NoneType = type(None)

EXCEPTION_TREE = """
Exception
  NoMemoryError
  ScriptError
    LoadError
    NotImplementedError
    SyntaxError
  SecurityError
  SignalException
    Interrupt
  StandardError
    ArgumentError
      UncaughtThrowError
    EncodingError
    FiberError
    IOError
      EOFError
    IndexError
      KeyError
      StopIteration
        ClosedQueueError
    LocalJumpError
    NameError
      NoMethodError
    NoMatchingPatternError
      NoMatchingPatternKeyError
    RangeError
      FloatDomainError
    RegexpError
    RuntimeError
      FrozenError
    SystemCallError
    ThreadError
    TypeError
    ZeroDivisionError
  SystemExit
  SystemStackError
"""


class Runtime:
    """A Ruby world: classes, globals, the main object, and the output stream."""

    # eval, load and the standard library: the core library reaches the layers above it
    # through these, which `program` gives every world when it is imported
    hooks: WorldHooks = NoHooks()

    def __init__(self, stdout: Any = None, stderr: Any = None) -> None:
        sys.set_int_max_str_digits(0)  # Ruby prints integers of any size
        self.stdout = stdout if stdout is not None else sys.stdout
        self.stderr = stderr if stderr is not None else sys.stderr
        self.globals: dict[str, Any] = Globals()
        self.loaded_features: set[str] = set()
        self.fstrings: dict[str, RString] = {}  # frozen string literals, by content
        self.callsite: Any = None  # the AST node of the latest receiver-less call
        # what this world is embedded in (the recipe DSL of a Chef run): the DSL's
        # methods, declared with the Builtins registry, reach their run through it
        self.host: Any = None
        # `require NAME` of a library that world provides (Chef's `chef/…`): True when it
        # has the library (all of it is defined already), False for Ruby's LoadError
        self.provides_feature: Any = None
        self._bootstrap()
        load_path = RArray()
        self.globals.update(
            {
                "$:": load_path,
                "$LOAD_PATH": load_path,
                '$"': RArray(),
                "$LOADED_FEATURES": RArray(),
                "$/": RString("\n"),
                "$;": None,
                "$,": None,
            }
        )
        core.setup(self)
        ObjectKey.hooks = (self._key_hash, self._key_eql)

    # -- the class hierarchy -------------------------------------------------------------

    def _bootstrap(self) -> None:
        basic = RClass("BasicObject", None)
        obj = RClass("Object", basic)
        mod = RClass("Module", obj)
        cls = RClass("Class", mod)
        self.BasicObject, self.Object, self.Module, self.Class = basic, obj, mod, cls
        for c in (basic, obj, mod, cls):
            obj.consts[c.name] = c
        self.Kernel = self.define_module("Kernel")
        obj.include(self.Kernel)
        self.Comparable = self.define_module("Comparable")
        self.Enumerable = self.define_module("Enumerable")
        c = self.define_class
        self.NilClass = c("NilClass")
        self.TrueClass = c("TrueClass")
        self.FalseClass = c("FalseClass")
        self.Numeric = c("Numeric")
        self.Numeric.include(self.Comparable)
        self.Integer = c("Integer", self.Numeric)
        self.Float = c("Float", self.Numeric)
        self.String = c("String")
        self.String.include(self.Comparable)
        self.Symbol = c("Symbol")
        self.Symbol.include(self.Comparable)
        self.Array = c("Array")
        self.Array.include(self.Enumerable)
        self.Hash = c("Hash")
        self.Hash.include(self.Enumerable)
        self.Range = c("Range")
        self.Range.include(self.Enumerable)
        self.Proc = c("Proc")
        self.Method = c("Method")
        self.Regexp = c("Regexp")
        self.MatchData = c("MatchData")
        for kind, klass in (
            ("string", self.String),
            ("array", self.Array),
            ("hash", self.Hash),
            ("range", self.Range),
        ):
            klass.instance_kind = kind
        self._build_exceptions()
        self.main = RObject(obj)
        self.type_classes: dict[type, RClass] = {
            int: self.Integer,
            float: self.Float,
            NoneType: self.NilClass,
            RString: self.String,
            RSymbol: self.Symbol,
            RArray: self.Array,
            RHash: self.Hash,
            RRange: self.Range,
            RProc: self.Proc,
        }

    def _build_exceptions(self) -> None:
        parents: list[tuple[int, RClass]] = []
        for line in EXCEPTION_TREE.strip("\n").splitlines():
            depth = (len(line) - len(line.lstrip())) // 2
            name = line.strip()
            while parents and parents[-1][0] >= depth:
                parents.pop()
            sup = parents[-1][1] if parents else self.Object
            klass = self.define_class(name, sup)
            parents.append((depth, klass))
        self.Exception = self.Object.consts["Exception"]
        self.StandardError = self.Object.consts["StandardError"]

    def define_class(
        self, name: str, superclass: RClass | None = None, under: RModule | None = None
    ) -> RClass:
        under = under or self.Object
        qualified = name if under is self.Object else f"{under.name}::{name}"
        klass = RClass(qualified, superclass or self.Object, under)
        under.consts[name] = klass
        return klass

    def define_module(self, name: str, under: RModule | None = None) -> RModule:
        under = under or self.Object
        qualified = name if under is self.Object else f"{under.name}::{name}"
        mod = RModule(qualified, under)
        under.consts[name] = mod
        return mod

    def class_of(self, value: Any) -> RModule:
        """The class whose methods `value` answers to (its singleton class if it has one)."""
        cls = value.__class__
        klass = self.type_classes.get(cls)
        if klass is not None:
            return klass
        if cls is RObject:  # the common case, before the isinstance chain
            return value.singleton or value.cls
        if value is True:
            return self.TrueClass
        if value is False:
            return self.FalseClass
        if isinstance(value, RObject):
            return value.singleton or value.cls
        if isinstance(value, RModule):
            return self.singleton_class(value)
        k = getattr(value, "ruby_class", None)
        if k is not None:
            return k(self) if callable(k) else k
        raise TypeError(f"not a Ruby value: {value!r}")

    def real_class(self, value: Any) -> RClass:
        """`value.class`: the class, never a singleton class."""
        if isinstance(value, RObject):
            return value.cls
        if isinstance(value, RModule):
            if value.is_class:
                return self.Class
            single = value.singleton  # a Module subclass's instance (a Refinement)
            if single is not None and single.superclass is not self.Module:
                sup = single.superclass
                while sup is not None and sup.attached is not None:
                    sup = sup.superclass
                if sup is not None:
                    return sup
            return self.Module
        return self.class_of(value)

    def singleton_class(self, value: Any) -> RClass:
        if isinstance(value, RModule):
            if value.singleton is None:
                if value.is_class:
                    sup = value.superclass  # type: ignore[attr-defined]
                    parent = self.singleton_class(sup) if sup is not None else self.Class
                else:
                    parent = self.Module
                value.singleton = RClass(None, parent)
                value.singleton.attached = value
            return value.singleton
        if isinstance(value, RObject):
            if value.singleton is None:
                value.singleton = RClass(None, value.cls)
                value.singleton.attached = value
            return value.singleton
        raise self.error("TypeError", "can't define singleton")

    # -- calling ---------------------------------------------------------------------------

    def send(
        self,
        recv: Any,
        name: str,
        args: list,
        block: Any = None,
        fcall: bool = False,
        caller: Any = None,
        vcall: bool = False,
    ) -> Any:
        """Call a method. `fcall`: no explicit receiver (private allowed); `caller`: the
        calling self (protected methods); `vcall`: a bare name (NameError if missing)."""
        method = self.class_of(recv).find_method(name)
        if method is None:
            return self.method_missing(recv, name, args, block, None, fcall, vcall)
        visibility = method.visibility
        if visibility != "public" and not fcall:
            if visibility == "private" or (
                caller is None or method.owner not in self.class_of(caller).ancestors()
            ):
                return self.method_missing(recv, name, args, block, method, fcall, vcall)
        return method.fn(self, recv, args, block)

    def call0(self, recv: Any, name: str) -> Any:
        return self.send(recv, name, [])

    def responds(self, recv: Any, name: str, private: bool = False) -> bool:
        m = self.class_of(recv).find_method(name)
        return m is not None and (private or m.visibility != "private")

    def method_missing(
        self,
        recv: Any,
        name: str,
        args: list,
        block: Any,
        found: Any,
        fcall: bool,
        vcall: bool = False,
    ) -> Any:
        mm = self.class_of(recv).find_method("method_missing")
        if mm is not None and mm.owner is not self.BasicObject:
            return mm.fn(self, recv, [sym(name), *args], block)
        if found is not None:
            kind = "NoMethodError"
            text = f"{found.visibility} method `{name}' called for {self.describe(recv)}"
        elif vcall:
            kind = "NameError"
            text = f"undefined local variable or method `{name}' for {self.describe(recv)}"
        else:
            kind, text = "NoMethodError", f"undefined method `{name}' for {self.describe(recv)}"
        err = self.error(kind, text)
        err.exc.ivars["@name"] = sym(name)
        err.exc.ivars["@receiver"] = recv
        err.exc.ivars["@args"] = RArray(args)
        raise err

    def describe(self, value: Any) -> str:
        """How MRI 3.1 names the receiver in NoMethodError messages."""
        if value is None:
            return "nil:NilClass"
        if value is True:
            return "true:TrueClass"
        if value is False:
            return "false:FalseClass"
        if value is self.main:
            return "main:Object"
        if isinstance(value, RModule):
            return f"{value.name}:{'Class' if value.is_class else 'Module'}"
        klass = self.real_class(value)
        if isinstance(value, RObject):
            return f"#<{klass.name}>"
        return f"{self.inspect(value)}:{klass.name}"

    def call_proc(
        self,
        proc: RProc,
        args: list,
        block: Any = None,
        self_: Any = None,
        defcls: Any = None,
        method: str | None = None,
    ) -> Any:
        """Run a proc or lambda with `args` (procs unpack a single array argument)."""
        if interrupts.pending or interrupts.posted:  # every block call is a safe point:
            interrupts.check()  # for Ctrl-C in the shell, Thread#raise and Thread#kill
        if proc is None:  # a builtin that yields, called without a block: as rb_yield
            raise self.error("LocalJumpError", "no block given (yield)")
        if proc.pyfn is not None:
            return proc.pyfn(self, args, block)
        code = proc.code
        outer = proc.frame
        f = Frame(
            proc.self if self_ is None else self_,
            outer,
            outer.cref,
            outer.defcls if defcls is None else defcls,
        )
        f.bproc = proc
        strict = proc.is_lambda
        if method is not None:  # define_method: the block is the method's body
            f.meth = f
            f.mname = method
            f.owner = defcls
            f.args = args
            f.block = block
            strict = True
        if strict:
            f.rtag = f
        code.bind(self, f, args, block, strict)
        try:
            return code.body(f)
        except NextSignal as sig:
            return sig.value
        except BreakSignal as sig:
            if strict and sig.tag is proc:  # a lambda's or define_method body's: its return
                return sig.value
            raise
        except ReturnSignal as sig:
            if sig.tag is f:
                return sig.value
            raise
        except RecursionError as exc:  # the innermost block with room left raises it, so
            # the statements around it place it where the recursion is (as a method does)
            raise self.ruby_exception(exc) from None

    def stack_overflow(self) -> RubyError:
        """MRI's SystemStackError: what Python's RecursionError is in Ruby code."""
        return self.error("SystemStackError", "stack level too deep")

    def yield_(self, block: Any, *args: Any) -> Any:
        if block is None:
            raise self.error("LocalJumpError", "no block given (yield)")
        return self.call_proc(block, list(args))

    def to_proc(self, value: Any) -> RProc | None:
        """The block of `&value`: a proc, a symbol's method, or anything with to_proc."""
        if value is None or isinstance(value, RProc):
            return value
        if isinstance(value, RSymbol):
            name = value.name

            def call_sym(rt: Runtime, args: list, block: Any) -> Any:
                if not args:
                    raise rt.error("ArgumentError", "no receiver given")
                return rt.send(args[0], name, list(args[1:]), block)

            return RProc(None, None, None, True, call_sym, arity=-2)
        proc = self.send(value, "to_proc", [])
        if not isinstance(proc, RProc):
            raise self.error(
                "TypeError", f"wrong argument type {self.real_class(value).name} (expected Proc)"
            )
        return proc

    # -- errors --------------------------------------------------------------------------

    def exception_class(self, name: str) -> RClass:
        if "::" in name:  # `Encoding::CompatibilityError`
            return self.const_get(name)
        return self.Object.consts[name]

    def new_exception(self, klass: RClass, message: Any) -> RObject:
        exc = RObject(klass)
        exc.ivars["@message"] = message
        return exc

    def error(self, class_name: str, message: str) -> RubyError:
        """A RubyError to raise: `raise rt.error("ArgumentError", "...")`."""
        exc = self.new_exception(self.exception_class(class_name), RString(message))
        # where it is raised: its backtrace is made from there when one is asked for
        exc.ivars["@__pyframe"] = (sys._getframe(1), 0)
        return RubyError(exc)

    def arity_error(self, given: int, expected: str) -> RubyError:
        return self.error(
            "ArgumentError", f"wrong number of arguments (given {given}, expected {expected})"
        )

    def ruby_exception(self, exc: BaseException) -> RubyError:
        """A Python exception as the Ruby error a Ruby user would expect."""
        if isinstance(exc, RubyError):
            return exc
        if isinstance(exc, RecursionError):  # placed by what Python's frames say
            from toque.interpreter.core.backtrace import stack_overflow

            return stack_overflow(self, exc)
        err = self._ruby_exception(exc)
        tb = exc.__traceback__
        if tb is not None:
            # where Python raised it, or the innermost frame still linked to its callers:
            # a finished generator's frame has no f_back, and the backtrace is read by
            # walking f_back (a deep inspect recursion runs through generators)
            while tb.tb_next is not None and tb.tb_next.tb_frame.f_back is tb.tb_frame:
                tb = tb.tb_next
            err.exc.ivars["@__pyframe"] = (tb.tb_frame, 0)
        return err

    def _ruby_exception(self, exc: BaseException) -> RubyError:
        if isinstance(exc, OSError) and exc.errno:
            from toque.interpreter.core.file_paths import os_error

            return os_error(self, exc, "", exc.filename)
        if isinstance(exc, ZeroDivisionError):
            return self.error("ZeroDivisionError", "divided by 0")
        if isinstance(exc, OverflowError):
            if "index-sized" in str(exc):  # a length or index beyond a C long
                return self.error("RangeError", "bignum too big to convert into `long'")
            return self.error("FloatDomainError", str(exc))
        if isinstance(exc, MemoryError):
            return self.error("NoMemoryError", "failed to allocate memory")
        if isinstance(exc, KeyError):
            return self.error("KeyError", f"key not found: {exc}")
        if isinstance(exc, IndexError):
            return self.error("IndexError", str(exc))
        if isinstance(exc, (TypeError, AttributeError)):
            return self.error("TypeError", str(exc))
        if isinstance(exc, ValueError):
            return self.error("ArgumentError", str(exc))
        return self.error("StandardError", f"{type(exc).__name__}: {exc}")

    # -- conversions -------------------------------------------------------------------------

    def inspect(self, value: Any) -> str:

        return inspect(self, value)

    def to_s(self, value: Any) -> str:
        """`value.to_s` as a Python str (what interpolation and puts print)."""
        cls = value.__class__
        if cls is RString:
            return value.v
        if cls is int:
            return str(value)
        if value is None:
            return ""
        if cls is RSymbol:
            return value.name
        result = self.send(value, "to_s", [])
        if isinstance(result, RString):
            return result.v

        return default_to_s(self, value)

    def str(self, text: str) -> RString:
        return RString(text)

    def truthy(self, value: Any) -> bool:
        return value is not None and value is not False

    def equal(self, a: Any, b: Any) -> bool:
        """Ruby's `a == b`."""
        ca = a.__class__
        if ca is int or ca is float:
            cb = b.__class__
            if cb is int or cb is float:
                return a == b or a is b  # the same NaN object equals itself, as in MRI
            if cb is bool:
                return False
        if ca is RString:
            return isinstance(b, RString) and a.v == b.v
        if ca is RSymbol or a is None or ca is bool:
            return a is b
        return self.truthy(self.send(a, "==", [b]))

    def eql(self, a: Any, b: Any) -> bool:
        """Ruby's `a.eql?(b)` (1.eql?(1.0) is false)."""
        if a.__class__ is not b.__class__ and not (
            isinstance(a, RObject) and isinstance(b, RObject)
        ):
            return False
        return self.equal(a, b)

    def _key_hash(self, obj: Any) -> int:
        m = self.class_of(obj).find_method("hash")
        if m is None or m.owner is self.Kernel or m.owner is self.Object:
            return id(obj)
        h = m.fn(self, obj, [], None)
        return hash(h) if not isinstance(h, int) else h

    def _key_eql(self, a: Any, b: Any) -> bool:
        m = self.class_of(a).find_method("eql?")
        if m is None or m.owner is self.Kernel or m.owner is self.Object:
            return a is b
        return self.truthy(m.fn(self, a, [b], None))

    def write(self, text: str) -> None:
        self.stdout.write(text)

    # -- defining methods from Python ------------------------------------------------------

    def define_method(
        self, module: RModule, name: str, fn: Any, arity: int = -1, visibility: str = "public"
    ) -> None:
        """Define `fn(rt, self, args, block)` as a method of `arity` (Ruby's: -n-1 for n
        or more), which is checked before every call as rb_define_method's is."""
        if arity != -1:
            fn = _arity_checked(fn, arity)
        module.define(name, Method(name, fn, module, arity, visibility))

    def const_get(self, path: str) -> Any:
        mod: Any = self.Object
        for part in path.split("::"):
            mod = mod.consts[part]
        return mod


def _arity_checked(fn: Any, arity: int) -> Any:
    least = arity if arity >= 0 else -arity - 1
    exact = arity >= 0

    def checked(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        n = len(args)
        if n < least or (exact and n > least):
            raise rt.arity_error(n, str(least) if exact else f"{least}+")
        return fn(rt, recv, args, block)

    checked.__name__ = getattr(fn, "__name__", "checked")
    return checked
