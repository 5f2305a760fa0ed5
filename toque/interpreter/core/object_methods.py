"""Object's methods (Kernel's public instance methods in MRI): identity, equality, freezing,
reflection (`respond_to?`, `send`, `methods`, instance variables), `instance_eval`/`exec`,
`extend`, `tap`/`then`, `dup`/`clone`. Kernel's global functions are in kernel.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.inspect import default_inspect, default_to_s
from toque.interpreter.core.kernel import write_out
from toque.interpreter.core.module import define_method_on, include
from toque.interpreter.core.proc import method_object
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import (
    RArray,
    RHash,
    RObject,
    RRange,
    RString,
    RSymbol,
    hkey,
    sym,
)

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 12  # installed at start-up, in this order (core/discover.py): after kernel

# -- identity, equality, reflection ------------------------------------------------

o = Builtins("Kernel")


@o.method("class")
def class_(rt, self):
    return rt.real_class(self)


@o.method("singleton_class")
def singleton_class(rt, self):
    return rt.singleton_class(self)


@o.method("frozen?")
def frozen_p(rt, self):
    if self is None or isinstance(self, (bool, int, float, RSymbol)):
        return True
    if isinstance(self, RRange):
        return self.frozen  # Range's own are; a subclass's instances are not
    return bool(getattr(self, "frozen", False))


@o.method("freeze")
def freeze(rt, self):
    if hasattr(self, "frozen"):
        try:
            self.frozen = True
        except AttributeError:
            pass
    return self


@o.method("nil?")
def nil_p(rt, self):
    return self is None


@o.method("==", "equal?", "eql?")
def same(rt, self, other):
    if self.__class__ is float and other.__class__ is float:  # flonums: equal values are one object
        return self == other or (self != self and other != other)
    return self is other


@o.method("!=")
def not_equal(rt, self, other):
    return not rt.equal(self, other)


@o.method("!")
def not_(rt, self):
    return self is None or self is False


@o.method("===")
def case_equal(rt, self, other):
    return rt.equal(self, other)


@o.method("=~")
def match_nil(rt, self, other):
    return None


@o.method("!~")
def not_match(rt, self, other):
    return not rt.truthy(rt.send(self, "=~", [other]))


@o.method("hash")
def hash_method(rt, self):

    return hash(hkey(self)) & 0xFFFFFFFFFFFF


@o.method("object_id", "__id__")
def object_id(rt, self):
    if isinstance(self, int) and not isinstance(self, bool):
        return 2 * self + 1
    if self is None:
        return 8
    if self is True:
        return 20
    if self is False:
        return 0
    return id(self) // 8


@o.method("to_s")
def to_s(rt, self):
    return RString(default_to_s(rt, self))


@o.method("inspect")
def inspect(rt, self):
    return RString(default_inspect(rt, self))


@o.method("is_a?", "kind_of?")
def is_a(rt, self, klass):
    if not isinstance(klass, RModule):
        raise rt.error("TypeError", "class or module required")
    return klass in rt.class_of(self).ancestors()


@o.method("instance_of?")
def instance_of(rt, self, klass):
    return rt.real_class(self) is klass


@o.method("respond_to?")
def respond_to(rt, self, name, include_all=False):
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    if rt.responds(self, n, bool(include_all)):
        return True
    rtm = rt.class_of(self).find_method("respond_to_missing?")
    if rtm is not None and rtm.owner is not rt.Kernel:
        return rt.truthy(rtm.fn(rt, self, [sym(n), bool(include_all)], None))
    return False


@o.method("respond_to_missing?", visibility="private")
def respond_to_missing(rt, self, name, include_all=False):
    return False


@o.method("send", "__send__")
def send(rt, self, name, *args, block=None):
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    return rt.send(self, n, list(args), block, True)


@o.method("public_send")
def public_send(rt, self, name, *args, block=None):
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    return rt.send(self, n, list(args), block, False)


@o.method("method")
def method(rt, self, name):

    return method_object(rt, self, name.name if isinstance(name, RSymbol) else rt.to_s(name))


@o.method("methods", "public_methods")
def methods(rt, self, *args):
    names: list = []
    for mod in rt.class_of(self).ancestors():
        if mod is rt.Kernel or mod is rt.Object or mod is rt.BasicObject:
            break
        for n, m in mod.methods.items():
            if m is not None and m.visibility == "public" and sym(n) not in names:
                names.append(sym(n))
    return RArray(names)


def _methods_of_visibility(rt: Runtime, obj: Any, visibility: str) -> RArray:
    names: list = []
    seen: set[str] = set()
    for mod in rt.class_of(obj).ancestors():
        for n, m in mod.methods.items():
            if n in seen:
                continue
            seen.add(n)
            if m is not None and m.visibility == visibility:
                names.append(sym(n))
    return RArray(names)


@o.method("private_methods")
def private_methods(rt, self, all_=True):
    return _methods_of_visibility(rt, self, "private")


@o.method("protected_methods")
def protected_methods(rt, self, all_=True):
    return _methods_of_visibility(rt, self, "protected")


@o.method("singleton_methods")
def singleton_methods(rt, self, *args):
    target = self.singleton if isinstance(self, (RObject, RModule)) else None
    if target is None:
        return RArray()
    return RArray(sym(n) for n, m in target.methods.items() if m is not None)


def _ivar_name(rt: Runtime, name: Any) -> str:
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    body = n[1:]
    if not (
        n.startswith("@") and body and not body[0].isdigit() and body.replace("_", "a").isalnum()
    ):
        err = rt.error("NameError", f"`{n}' is not allowed as an instance variable name")
        err.exc.ivars["@name"] = sym(n)
        raise err
    return n


@o.method("instance_variable_get")
def ivar_get(rt, self, name):
    n = _ivar_name(rt, name)
    ivars = getattr(self, "ivars", None)
    return ivars.get(n) if ivars is not None else None


@o.method("instance_variable_set")
def ivar_set(rt, self, name, value):
    n = _ivar_name(rt, name)
    if getattr(self, "frozen", False):
        raise rt.error(
            "FrozenError", f"can't modify frozen {rt.real_class(self).name}: {rt.inspect(self)}"
        )
    self.ivars[n] = value
    return value


@o.method("instance_variable_defined?")
def ivar_defined(rt, self, name):
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    return n in getattr(self, "ivars", {})


@o.method("instance_variables")
def ivars(rt, self):
    return RArray(sym(n) for n in getattr(self, "ivars", {}) if not n.startswith("@__"))


@o.method("instance_exec")
def instance_exec(rt, self, *args, block=None):
    # the block gets exactly these arguments (instance_eval's block gets self): a lambda
    # of no parameters runs here, `instance_exec(&-> { … })`
    if block is None:
        raise rt.error("LocalJumpError", "no block given")
    defcls = rt.singleton_class(self) if isinstance(self, (RObject, RModule)) else rt.class_of(self)
    return rt.call_proc(block, list(args), self_=self, defcls=defcls)


@o.method("instance_eval")
def instance_eval(rt, self, *args, block=None):
    defcls = rt.singleton_class(self) if isinstance(self, (RObject, RModule)) else rt.class_of(self)
    if block is None:
        if not args or not isinstance(args[0], RString):
            raise rt.error("ArgumentError", "wrong number of arguments (given 0, expected 1..3)")
        code, file = eval_source(rt, args)
        return rt.hooks.eval_string(rt, code, self, (rt.Object,), defcls, file)
    return rt.call_proc(block, list(args) or [self], self_=self, defcls=defcls)


def eval_source(rt: Runtime, args: Any) -> tuple[str, str]:
    """`(string, filename = "(eval)", lineno = 1)` of instance_eval/class_eval: the code,
    its first line moved to `lineno`, and the file its errors and backtraces name."""
    code = args[0].v
    file = rt.to_s(args[1]) if len(args) > 1 and args[1] is not None else "(eval)"
    line = args[2] if len(args) > 2 and isinstance(args[2], int) else 1
    return ("\n" * (line - 1) + code if line > 1 else code), file


@o.method("extend")
def extend(rt, self, *mods):
    target = rt.singleton_class(self)
    for m in mods:
        own = rt.class_of(m).find_method("extend_object")  # a module's own (super extends)
        if own is not None and own.owner is not rt.Module:
            own.fn(rt, m, [self], None)
        else:
            target.include(m)
        hook = rt.class_of(m).find_method("extended")
        if hook is not None and hook.owner is not rt.Module:
            hook.fn(rt, m, [self], None)
    return self


@o.method("define_singleton_method")
def define_singleton_method(rt, self, name, body=None, *, block=None):

    return define_method_on(rt, rt.singleton_class(self), name, body or block)


@o.method("include", visibility="private")
def main_include(rt, self, *mods):
    """`include M` at the top level includes M in Object."""
    if self is not rt.main:
        raise rt.error("NoMethodError", f"undefined method `include' for {rt.describe(self)}")

    return include(rt, rt.Object, *mods)


@o.method("tap")
def tap(rt, self, *, block=None):
    rt.call_proc(block, [self])
    return self


@o.method("then", "yield_self")
def then(rt, self, *, block=None):
    if block is None:
        return enumerator_for(rt, self, "then", [])
    return rt.call_proc(block, [self])


@o.method("itself")
def itself(rt, self):
    return self


@o.method("dup")
def dup(rt, self):
    from toque.interpreter.core.copy import shallow_copy

    return shallow_copy(rt, self)


@o.method("clone")
def clone(rt, self, *args):
    from toque.interpreter.core.copy import shallow_copy

    freeze = True
    if args and isinstance(args[-1], RHash):
        freeze = args[-1].get(sym("freeze"), True) is not False
    return shallow_copy(rt, self, keep_frozen=freeze)


@o.method("display")
def display(rt, self):
    write_out(rt, rt.to_s(self))
    return None


@o.method("enum_for", "to_enum")
def enum_for(rt, self, name=None, *args):

    return enumerator_for(rt, self, name.name if isinstance(name, RSymbol) else "each", list(args))


@o.method("<=>")
def spaceship(rt, self, other):
    return 0 if rt.equal(self, other) else None


@o.method("initialize", visibility="private")
def initialize(rt, self, *args):
    return None
