"""Module and Class: new, attr_*, include/extend, define_method, visibility, reflection."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import module_name
from toque.interpreter.core.number_ops import wrong_type
from toque.interpreter.core.proc import unbound_method, unbound_method_fn
from toque.interpreter.core.subclass import allocate_builtin
from toque.interpreter.model.classes import Method, RClass, RModule, changed
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RObject, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 20  # installed at start-up, in this order (core/discover.py)

m = Builtins("Module")
c = Builtins("Class")


def _name(rt: Runtime, value: Any) -> str:
    if isinstance(value, RSymbol):
        return value.name
    if isinstance(value, RString):
        return value.v
    raise rt.error("TypeError", f"{rt.inspect(value)} is not a symbol nor a string")


def check_superclass(rt: Runtime, sup: Any) -> None:
    """What `class X < sup` and `Class.new(sup)` refuse, with MRI's TypeErrors."""
    if not isinstance(sup, RClass):
        raise rt.error(
            "TypeError",
            "superclass must be an instance of Class (given an instance of "
            f"{rt.real_class(sup).name})",
        )
    if sup is rt.Class:
        raise rt.error("TypeError", "can't make subclass of Class")
    if sup.attached is not None:
        raise rt.error("TypeError", "can't make subclass of singleton class")


@c.method("new")
def class_new(rt, self, *args, block=None):
    if self is rt.Class:  # Class.new(superclass) { body }
        sup = args[0] if args else rt.Object
        check_superclass(rt, sup)
        klass = RClass(None, sup)
        if sup.instance_kind != "object":
            klass.instance_kind = sup.instance_kind
        if block is not None:
            rt.call_proc(block, [klass], self_=klass, defcls=klass)
        return klass
    obj = allocate(rt, self)
    init = rt.class_of(obj).find_method("initialize")
    if init is not None:
        init.fn(rt, obj, list(args), block)
    return obj


def allocate(rt: Runtime, klass: RClass) -> Any:
    kind = klass.instance_kind
    if kind == "object":
        return RObject(klass)

    return allocate_builtin(rt, klass, kind)


@c.method("allocate")
def class_allocate(rt, self):
    return allocate(rt, self)


@c.method("superclass")
def superclass(rt, self):
    sup = self.superclass
    while sup is not None and sup.name is None and sup.attached is None:
        sup = sup.superclass
    return sup


@c.method("class")
def class_class(rt, self):
    return rt.Class if self.is_class else rt.Module


@m.method("name")
def name(rt, self):
    return RString(self.name) if self.name is not None else None


@m.method("to_s", "inspect")
def to_s(rt, self):
    return RString(module_name(rt, self))


@m.method("===")
def case_eq(rt, self, value):
    return self in rt.class_of(value).ancestors()


@m.method("==", "equal?", "eql?")
def eq(rt, self, other):
    return self is other


@m.method("hash")
def hash_(rt, self):
    return id(self) & 0xFFFFFFFF


def _compared(rt: Runtime, other: Any) -> RModule:
    if not isinstance(other, RModule):
        raise rt.error("TypeError", "compared with non class/module")
    return other


@m.method("<")
def lt(rt, self, other):
    other = _compared(rt, other)
    if self is other:
        return False
    if other in self.ancestors():
        return True
    return False if self in other.ancestors() else None


@m.method("<=")
def le(rt, self, other):
    return True if _compared(rt, other) is self else lt(rt, self, other)


@m.method(">")
def gt(rt, self, other):
    return lt(rt, _compared(rt, other), self)


@m.method(">=")
def ge(rt, self, other):
    return le(rt, _compared(rt, other), self)


@m.method("<=>")
def cmp(rt, self, other):
    if self is other:
        return 0
    if not isinstance(other, RModule):
        return None
    below = lt(rt, self, other)
    return None if below is None else -1 if below else 1


@m.method("ancestors")
def ancestors(rt, self):
    return RArray(a for a in self.ancestors() if a.name is not None)


@m.method("include")
def include(rt, self, *mods):
    for mod in mods:
        if not isinstance(mod, RModule) or mod.is_class:
            raise rt.error(
                "TypeError", f"wrong argument type {rt.real_class(mod).name} (expected Module)"
            )
        features = rt.class_of(mod).find_method("append_features")
        if features is not None and features.owner is not rt.Module:
            features.fn(rt, mod, [self], None)  # the module's own; its `super` includes it
        else:
            self.include(mod)
        hook = rt.class_of(mod).find_method("included")
        if hook is not None and hook.owner is not rt.Module:
            hook.fn(rt, mod, [self], None)
    return self


@m.method("prepend")
def prepend(rt, self, *mods):
    for mod in mods:
        if not isinstance(mod, RModule) or mod.is_class:
            raise rt.error(
                "TypeError", f"wrong argument type {rt.real_class(mod).name} (expected Module)"
            )
        self.prepend(mod)
        hook = rt.class_of(mod).find_method("prepended")
        if hook is not None and hook.owner is not rt.Module:
            hook.fn(rt, mod, [self], None)
    return self


@m.method("append_features", visibility="private")
def append_features(rt, self, target):
    if not isinstance(target, RModule):  # MRI: Check_Type(include, T_CLASS)
        raise wrong_type(rt, target, "Class")
    target.include(self)
    return self


@m.method("include?")
def include_p(rt, self, mod):
    return mod in self.ancestors() and mod is not self


@m.method("included_modules")
def included_modules(rt, self):
    return RArray(a for a in self.ancestors() if not a.is_class)


@m.method("included", "extended", "inherited", "method_added", "prepended", visibility="private")
def hook(rt, self, other):
    return None


def _attr(rt: Runtime, module: RModule, names: tuple, reader: bool, writer: bool) -> RArray:
    made = []
    for n in names:
        attr = _name(rt, n)
        ivar = "@" + attr
        visibility = "public"
        if reader:

            def get(rt_, recv, args, block, ivar=ivar):
                if args:
                    raise rt_.arity_error(len(args), "0")
                ivars = getattr(recv, "ivars", None)
                return ivars.get(ivar) if ivars is not None else None

            module.define(attr, Method(attr, get, module, 0, visibility))
            made.append(sym(attr))
        if writer:

            def set_(rt_, recv, args, block, ivar=ivar):
                if len(args) != 1:
                    raise rt_.arity_error(len(args), "1")
                if getattr(recv, "frozen", False):
                    raise rt_.error(
                        "FrozenError",
                        f"can't modify frozen {rt_.real_class(recv).name}: {rt_.inspect(recv)}",
                    )
                recv.ivars[ivar] = args[0]
                return args[0]

            module.define(attr + "=", Method(attr + "=", set_, module, 1, visibility))
            made.append(sym(attr + "="))
    return RArray(made)


@m.method("attr_reader", "attr")
def attr_reader(rt, self, *names):
    return _attr(rt, self, names, True, False)


@m.method("attr_writer")
def attr_writer(rt, self, *names):
    return _attr(rt, self, names, False, True)


@m.method("attr_accessor")
def attr_accessor(rt, self, *names):
    return _attr(rt, self, names, True, True)


def define_method_on(rt: Runtime, module: RModule, name: Any, body: Any) -> RSymbol:
    n = _name(rt, name)
    if isinstance(body, RProc):
        proc = body

        def invoke(rt_, recv, args, block):
            return rt_.call_proc(proc, list(args), block, self_=recv, defcls=module, method=n)

        arity = proc.arity
    elif isinstance(body, Method):
        invoke, arity = body.fn, body.arity
    else:
        invoke, arity = unbound_method_fn(rt, body)
    module.define(n, Method(n, invoke, module, arity))
    return sym(n)


@m.method("define_method")
def define_method(rt, self, name, body=None, *, block=None):
    if body is None and block is None:
        raise rt.error("ArgumentError", "tried to create Proc object without a block")
    return define_method_on(rt, self, name, body if body is not None else block)


def alias_method_on(rt: Runtime, module: RModule, new: str, old: str) -> None:
    """`alias new old` and `alias_method`: `new` is `old`'s method under another name."""
    method = module.find_method(old)
    if method is None:
        raise rt.error("NameError", f"undefined method `{old}' for class `{module.name}'")
    module.define(
        new,
        Method(
            new,
            method.fn,
            method.owner,
            method.arity,
            method.visibility,
            method.node,
            method.params,
            method.original,
        ),
    )


@m.method("alias_method")
def alias_method(rt, self, new, old):
    alias_method_on(rt, self, _name(rt, new), _name(rt, old))
    return sym(_name(rt, new))


@m.method("remove_method", "undef_method")
def remove_method(rt, self, *names):
    for n in names:
        self.methods.pop(_name(rt, n), None)
    changed()
    return self


def _set_visibility(rt: Runtime, module: RModule, names: tuple, visibility: str) -> Any:
    flat = []
    for n in names:
        flat.extend(n if isinstance(n, RArray) else [n])
    for n in flat:
        name_ = _name(rt, n)
        method = module.find_method(name_)
        if method is None:
            raise rt.error("NameError", f"undefined method `{name_}' for class `{module.name}'")
        if visibility == "module_function":
            module.define(name_, method.with_visibility("private"))
            rt.singleton_class(module).define(name_, method.with_visibility("public"))
        else:
            module.define(name_, method.with_visibility(visibility))
    return names[0] if len(names) == 1 else RArray(names)


@m.method("private")
def private(rt, self, *names):
    return _set_visibility(rt, self, names, "private") if names else None


@m.method("public")
def public(rt, self, *names):
    return _set_visibility(rt, self, names, "public") if names else None


@m.method("protected")
def protected(rt, self, *names):
    return _set_visibility(rt, self, names, "protected") if names else None


@m.method("module_function")
def module_function(rt, self, *names):
    return _set_visibility(rt, self, names, "module_function") if names else None


@m.method("private_class_method")
def private_class_method(rt, self, *names):
    return _set_visibility(rt, rt.singleton_class(self), names, "private") if names else None


@m.method("public_class_method")
def public_class_method(rt, self, *names):
    return None


@m.method("private_constant", "public_constant")
def private_constant(rt, self, *names):
    return None


@m.method("extend_object", visibility="private")
def extend_object(rt, self, obj):
    """What `obj.extend(mod)` asks of `mod`: put it in obj's singleton class."""
    rt.singleton_class(obj).include(self)
    return obj


def _method_names(rt: Runtime, module: RModule, inherit: bool, visibility: tuple) -> RArray:
    out: list = []
    mods = module.ancestors() if inherit else [module]
    for mod in mods:
        for n, meth in mod.methods.items():
            if meth is not None and meth.visibility in visibility and sym(n) not in out:
                out.append(sym(n))
    return RArray(out)


@m.method("instance_methods", "public_instance_methods")
def instance_methods(rt, self, inherit=True):
    return _method_names(rt, self, rt.truthy(inherit), ("public", "protected"))


@m.method("private_instance_methods")
def private_instance_methods(rt, self, inherit=True):
    return _method_names(rt, self, rt.truthy(inherit), ("private",))


@m.method("method_defined?", "public_method_defined?")
def method_defined(rt, self, name, inherit=True):
    meth = self.find_method(_name(rt, name))
    return meth is not None and meth.visibility != "private"


@m.method("private_method_defined?")
def private_method_defined(rt, self, name, inherit=True):
    meth = self.find_method(_name(rt, name))
    return meth is not None and meth.visibility == "private"


@m.method("instance_method")
def instance_method(rt, self, name):

    return unbound_method(rt, self, _name(rt, name))


@m.method("const_get")
def const_get(rt, self, name, inherit=True):
    path = _name(rt, name)
    mod: Any = self
    for part in path.split("::"):
        if not part:
            mod = rt.Object
            continue
        try:
            mod = mod.const_lookup(part)
        except KeyError:
            try:
                mod = rt.Object.const_lookup(part)
            except KeyError:
                value = autoload(rt, part)
                if value is None:
                    raise rt.error(
                        "NameError", f"uninitialized constant {self.name}::{part}"
                    ) from None
                mod = value
    return mod


@m.method("const_set")
def const_set(rt, self, name, value):
    n = _name(rt, name)
    self.consts[n] = value
    if isinstance(value, RModule) and value.name is None:
        value.name = n if self is rt.Object else f"{self.name}::{n}"
    return value


@m.method("const_defined?")
def const_defined(rt, self, name, inherit=True):
    try:
        const_get(rt, self, name)
        return True
    except Exception:  # noqa: BLE001
        return False


@m.method("constants")
def constants(rt, self, inherit=True):
    return RArray(sym(n) for n in self.consts)


@m.method("class_variable_get")
def cvar_get(rt, self, name):
    n = _name(rt, name)
    for mod in self.ancestors():
        if n in mod.cvars:
            return mod.cvars[n]
    raise rt.error("NameError", f"uninitialized class variable {n} in {self.name}")


@m.method("class_variable_set")
def cvar_set(rt, self, name, value):
    self.cvars[_name(rt, name)] = value
    return value


@m.method("class_variable_defined?")
def cvar_defined(rt, self, name):
    n = _name(rt, name)
    return any(n in mod.cvars for mod in self.ancestors())


@m.method("class_variables")
def class_variables(rt, self):
    return RArray(sym(n) for n in self.cvars)


@m.method("class_eval", "module_eval", "class_exec", "module_exec")
def class_eval(rt, self, *args, block=None):
    if block is None:
        if not args or not isinstance(args[0], RString):
            raise rt.error("ArgumentError", "wrong number of arguments (given 0, expected 1..3)")
        from toque.interpreter.core.object_methods import eval_source

        code, file = eval_source(rt, args)
        return rt.hooks.eval_string(rt, code, self, (self, rt.Object), self, file)
    return rt.call_proc(block, list(args) or [self], self_=self, defcls=self)


@m.method("protected_method_defined?")
def protected_method_defined(rt, self, name, inherit=True):
    meth = self.find_method(_name(rt, name))
    return meth is not None and meth.visibility == "protected"


@m.method("instance_variable_get")
def module_ivar_get(rt, self, name):
    return self.ivars.get(_name(rt, name))


@m.method("freeze")
def freeze(rt, self):
    self.frozen = True
    return self


@m.method("module_function?", visibility="private")
def _unused(rt, self):
    return None


def setup(rt: Runtime) -> None:
    # Module.new { body }: a module defined from a block
    def module_new(rt_, recv, args, block):
        if recv is rt_.Module:
            mod = RModule(None)
            if block is not None:
                rt_.call_proc(block, [mod], self_=mod, defcls=mod)
            return mod
        return class_new(rt_, recv, *args, block=block)

    rt.singleton_class(rt.Module).define("new", Method("new", module_new, rt.Module, -1))
