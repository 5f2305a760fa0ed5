"""Compiling definitions: methods, classes, modules, singleton classes, aliases, lambdas."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.compile.calls import locate
from toque.interpreter.compile.params import arity, compile_binder
from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.backtrace import method_invoker
from toque.interpreter.core.module import alias_method_on, check_superclass
from toque.interpreter.model.classes import Method, RClass, RModule, changed
from toque.interpreter.model.frames import Frame, RProc
from toque.interpreter.model.objects import sym
from toque.interpreter.model.signals import ReturnSignal, RubyError
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


class DefCompiler:
    """Mixin of `Compiler`: `def`, `class`, `module`, `class << x`, `alias`, `->`."""

    def method_body(self, node: A.Def) -> tuple[Any, Any]:
        saved = self.with_scope("method", inherit=False)
        saved_jumps, saved_params = self.jumps, self.def_params
        self.jumps = []
        self.def_params = node.params
        try:
            bind = compile_binder(node.params, self.compile, self.declare)
            body = self.compile(node.body)
        finally:
            self.scope = saved
            self.jumps = saved_jumps
            self.def_params = saved_params
        return bind, body

    def lazy_method_body(self, node: A.Def) -> tuple[Any, Any]:
        """`method_body` at the method's first call: toque's own Ruby files (the DSL's
        preludes, known to compile) define hundreds of methods at every start-up and a run
        calls few of them. A body compiles in a scope of its own (no outer locals, no
        enclosing loop), so a fresh compiler of the same file makes the same code."""
        compiler = (type(self), self.rt, self.file, self.frozen_literals)
        code: list[Any] = []

        def compiled() -> list[Any]:
            if not code:
                cls, rt, file, frozen = compiler
                code.extend(cls(rt, file, frozen).method_body(node))
            return code

        def bind(rt: Any, f: Any, args: Any, block: Any, strict: bool) -> Any:
            return (code or compiled())[0](rt, f, args, block, strict)

        def body(f: Any) -> Any:
            return (code or compiled())[1](f)

        return bind, body

    def c_Def(self, node: A.Def) -> Any:
        rt = self.rt
        name = node.name
        bind, body = self.lazy_method_body(node) if self.lazy_defs else self.method_body(node)
        singleton = self.compile(node.singleton) if node.singleton is not None else None
        n_arity = arity(node.params)

        def define(f):
            if singleton is not None:
                target = rt.singleton_class(singleton(f))
                visibility = "public"
            else:
                target = f.defcls
                visibility = f.visibility
            cref = f.cref
            method = make_method(rt, name, bind, body, target, cref, n_arity, node)
            if visibility == "module_function":
                target.define(name, method.with_visibility("private"))
                rt.singleton_class(target).define(name, method)
            else:
                if name in ("initialize", "initialize_copy", "respond_to_missing?"):
                    visibility = "private"
                target.define(name, method.with_visibility(visibility))
            return sym(name)

        return define

    def c_ClassDef(self, node: A.ClassDef) -> Any:
        rt = self.rt
        path = node.path
        container = self._container(path)
        superclass = self.compile(node.superclass) if node.superclass is not None else None
        body = self.body_code(node.body)
        name = path.name

        def class_(f):
            try:
                klass = open_class(f)
            except RubyError as err:  # a bad superclass raises where no call locates it
                locate(rt, err, node, f)
                raise
            return body(f, klass)

        def open_class(f):
            outer = container(f)
            sup = superclass(f) if superclass is not None else None
            if sup is not None:
                check_superclass(rt, sup)
            klass = outer.consts.get(name)
            if klass is None and outer is rt.Object:
                klass = autoload(rt, name)
            if klass is None:
                qualified = name if outer is rt.Object else f"{outer.name}::{name}"
                klass = RClass(qualified, sup or rt.Object, outer)
                if klass.superclass.instance_kind != "object":
                    klass.instance_kind = klass.superclass.instance_kind
                outer.consts[name] = klass
                inherited = rt.class_of(klass.superclass).find_method("inherited")
                if inherited is not None and inherited.owner is not rt.Class:
                    inherited.fn(rt, klass.superclass, [klass], None)
            elif not isinstance(klass, RClass):
                raise rt.error("TypeError", f"{name} is not a class")
            elif sup is not None and klass.superclass is not sup:
                raise rt.error("TypeError", f"superclass mismatch for class {name}")
            return klass

        return class_

    def c_ModuleDef(self, node: A.ModuleDef) -> Any:
        rt = self.rt
        path = node.path
        container = self._container(path)
        body = self.body_code(node.body)
        name = path.name

        def module(f):
            try:
                mod = open_module(f)
            except RubyError as err:  # `module X` where X is a class raises outside any call
                locate(rt, err, node, f)
                raise
            return body(f, mod)

        def open_module(f):
            outer = container(f)
            mod = outer.consts.get(name)
            if mod is None and outer is rt.Object:
                mod = autoload(rt, name)
            if mod is None:
                qualified = name if outer is rt.Object else f"{outer.name}::{name}"
                mod = RModule(qualified, outer)
                outer.consts[name] = mod
            elif not isinstance(mod, RModule) or mod.is_class:
                raise rt.error("TypeError", f"{name} is not a module")
            return mod

        return module

    def c_SClass(self, node: A.SClass) -> Any:
        rt = self.rt
        target = self.compile(node.target)
        body = self.body_code(node.body)

        def sclass(f):
            try:
                klass = rt.singleton_class(target(f))
            except RubyError as err:  # `class << 1`
                locate(rt, err, node, f)
                raise
            return body(f, klass)

        return sclass

    def _container(self, path: A.Const) -> Any:
        rt = self.rt
        if path.top:
            return lambda f: rt.Object
        if path.scope is not None:
            return scope_module(rt, self.compile(path.scope))
        return lambda f: f.cref[0]

    def body_code(self, body: A.Node) -> Any:
        """Run a class or module body: self and `def` target are the module."""
        saved = self.with_scope("class", inherit=False)
        saved_jumps = self.jumps
        self.jumps = []
        try:
            code = self.compile(body)
        finally:
            self.scope = saved
            self.jumps = saved_jumps

        def run(f, module):
            frame = Frame(module, None, (module, *f.cref), module)
            frame.file = f.file
            # no method to end: a `return` here (from a block) is MRI's LocalJumpError
            frame.done = True
            return code(frame)

        return run

    def c_Alias(self, node: A.Alias) -> Any:
        rt = self.rt
        new, old = node.new, node.old

        def alias(f):
            if new.startswith("$"):
                rt.globals[new] = rt.globals.get(old)
                return None
            alias_method_on(rt, f.defcls, new, old)
            return None

        return alias

    def c_Undef(self, node: A.Undef) -> Any:
        names = list(node.names)

        def undef(f):
            for n in names:
                f.defcls.methods[n] = None

            changed()
            return None

        return undef

    def c_Lambda(self, node: A.Lambda) -> Any:
        code = self.block_code(node, is_lambda=True)
        return lambda f: RProc(code, f, f.self, is_lambda=True)

    def c_BlockPass(self, node: A.BlockPass) -> Any:
        return self.compile(node.value)


@method_invoker
def make_method(
    rt: Runtime,
    name: str,
    bind: Any,
    body: Any,
    owner: RModule,
    cref: tuple,
    n_arity: int,
    node: Any,
) -> Method:
    def invoke(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        f = Frame(recv, None, cref, cref[0])
        f.block = block
        f.args = args
        f.mname = name
        f.owner = owner
        bind(rt, f, args, block, True)
        if interrupts.posted:  # a method call is a safe point for Thread#raise and #kill
            interrupts.take()
        g = rt.globals
        last_match = g.get("$~")  # each method has its own $~ (and $1…)
        g["$~"] = None
        try:
            return body(f)
        except ReturnSignal as sig:
            if sig.tag is f:
                return sig.value
            raise
        except RecursionError as exc:
            raise rt.ruby_exception(exc) from None
        finally:
            g["$~"] = last_match
            f.done = True

    return Method(name, invoke, owner, n_arity, node=node, params=node.params if node else None)


def scope_module(rt: Runtime, scope: Any) -> Any:
    """The `X` of `X::Name` in a definition or assignment, which must be a class or module
    (MRI's TypeError otherwise: `class :sym::B`, `nil::C = 1`)."""

    def module(f):
        mod = scope(f)
        if not isinstance(mod, RModule):
            raise rt.error("TypeError", f"{rt.inspect(mod)} is not a class/module")
        return mod

    return module
