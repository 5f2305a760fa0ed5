"""Compiling assignment: `=`, multiple assignment, `OP=` (`+=`, `||=`, …) and their targets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.compile.calls import locate
from toque.interpreter.compile.compiler import _cvar_chain, local_frame
from toque.interpreter.compile.defs import scope_module
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_FAST_BINARY = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
_KEEP = object()  # what `||=`/`&&=` combine to when the old value stands: nothing is written


class AssignCompiler:
    """Mixin of `Compiler`: assignments and the writers of every assignment target."""

    def c_Assign(self, node):
        target = node.target
        if isinstance(target, (A.Index, A.AttrAssign)):
            return self._assign_to_call(target, node.value)
        assign = self.assigner(node.target)
        value = self.compile(node.value)
        if isinstance(target, A.Ident):
            name = target.name
            frame = local_frame(self.scope.depth(name))
            if self.scope.depth(name) == 0:

                def set_local(f):
                    v = value(f)
                    f.vars[name] = v
                    return v

                return set_local

            def set_outer(f):
                v = value(f)
                frame(f).vars[name] = v
                return v

            return set_outer

        def assign_(f):
            v = value(f)
            assign(f, v)
            return v

        return assign_

    def c_MultiAssign(self, node):
        assign = self.assigner(node.target)
        value = self.compile(node.value)

        def masgn(f):
            v = value(f)
            assign(f, v)
            return v

        return masgn

    def c_OpAssign(self, node):
        if isinstance(node.target, (A.Ident, A.IVar)):
            return self._op_assign_var(node)
        rt = self.rt
        combine = _combiner(rt, node, self.compile(node.value))
        target = node.target
        if isinstance(target, (A.Index, A.AttrAssign)):
            recv_fn = self.compile(target.receiver)
            if isinstance(target, A.Index):
                build = self.args_builder(target.args)

                def read_write(f):
                    recv = recv_fn(f)
                    args, _ = build(f)
                    return (
                        lambda: rt.send(recv, "[]", list(args)),
                        lambda v: rt.send(recv, "[]=", [*args, v]),
                    )
            else:
                name = target.name
                safe = target.safe

                def read_write(f):
                    recv = recv_fn(f)
                    if safe and recv is None:
                        return None
                    return (
                        lambda: rt.send(recv, name, []),
                        lambda v: rt.send(recv, name + "=", [v]),
                    )
        else:
            read = self.reader_for(target)
            write = self.assigner(target)

            def read_write(f):
                return (lambda: read(f), lambda v: write(f, v))

        def op_assign(f):
            try:
                return update(f)
            except RubyError as err:  # `h[] ||= 1` fails in a send no call node locates
                locate(rt, err, node, f)
                raise

        def update(f):
            rw = read_write(f)
            if rw is None:
                return None
            get, put = rw
            old = get()
            new = combine(f, old)
            if new is _KEEP:
                return old
            put(new)
            return new

        return op_assign

    def _op_assign_var(self, node):
        """`x += 1`, `@n ||= []`: the common case, with no closures made per run."""
        rt = self.rt
        op = node.op
        target = node.target
        if isinstance(target, A.Ident):
            if self.scope.depth(target.name) < 0:
                self.declare(target.name)
            frame = local_frame(self.scope.depth(target.name))
            key = target.name

            def slot(f):
                return frame(f).vars
        else:
            key = target.name

            def slot(f):
                ivars = getattr(f.self, "ivars", None)
                if ivars is None or getattr(f.self, "frozen", False):
                    obj = f.self
                    raise rt.error(
                        "FrozenError",
                        f"can't modify frozen {rt.real_class(obj).name}: {rt.inspect(obj)}",
                    )
                return ivars

        value = self.compile(node.value)
        binary = _FAST_BINARY.get(op)
        if isinstance(target, A.Ident) and self.scope.depth(target.name) == 0 and binary:

            def op_assign_local(f):  # `i += 1`: the Integer case inline, no call made
                fv = f.vars
                old = fv.get(key)
                rhs = value(f)
                if old.__class__ is int and rhs.__class__ is int:
                    new = binary(old, rhs)
                else:
                    new = _send_op(rt, node, f, old, rhs)
                fv[key] = new
                return new

            return op_assign_local
        combine = _combiner(rt, node, value)

        def op_assign_var(f):
            store = slot(f)
            old = store.get(key)
            new = combine(f, old)
            if new is _KEEP:
                return old
            store[key] = new
            return new

        return op_assign_var

    def reader_for(self, target):
        """A reader for a variable-like target, declaring locals as Ruby does."""
        if isinstance(target, A.Ident):
            self.declare(target.name) if self.scope.depth(target.name) < 0 else None
            return self.compile(target)
        if isinstance(target, (A.Const, A.CVar)):  # `X ||= v` before X is set reads nil
            compiled = self.compile(target)

            def or_nil(f):
                try:
                    return compiled(f)
                except RubyError:
                    return None

            return or_nil
        return self.compile(target)

    def _assign_to_call(self, target: A.Index | A.AttrAssign, value_node: A.Node) -> Any:
        """`recv[args] = value` and `recv.name = value`: as Ruby, the receiver and the index
        are evaluated before the value (`default['a']['b'] = node['a']['c']` relies on the
        left side's auto-vivification being visible on the right)."""
        rt = self.rt
        recv_fn = self.compile(target.receiver)
        value = self.compile(value_node)
        if isinstance(target, A.Index):
            build = self.args_builder(target.args)

            def assign_index(f):
                recv = recv_fn(f)
                args, _ = build(f)
                v = value(f)
                try:
                    rt.send(recv, "[]=", [*args, v])
                except RubyError as err:
                    locate(rt, err, target, f)
                    raise
                return v

            return assign_index
        name = target.name + "="
        safe = target.safe
        self_call = isinstance(target.receiver, A.SelfRef)

        def assign_attr(f):
            recv = recv_fn(f)
            if safe and recv is None:
                return None  # `nil&.x = v` evaluates no value
            v = value(f)
            try:
                rt.send(recv, name, [v], None, self_call)
            except RubyError as err:
                locate(rt, err, target, f)
                raise
            return v

        return assign_attr

    def assigner(self, target: A.Node) -> Any:
        """`assign(f, value)` for any assignment target."""
        rt = self.rt
        if isinstance(target, A.Ident):
            name = target.name
            if self.scope.depth(name) < 0:
                self.declare(name)
            frame = local_frame(self.scope.depth(name))

            def set_local(f, v):
                frame(f).vars[name] = v

            return set_local
        if isinstance(target, A.IVar):
            name = target.name

            def set_ivar(f, v):
                obj = f.self
                if getattr(obj, "frozen", False):
                    raise rt.error(
                        "FrozenError",
                        f"can't modify frozen {rt.real_class(obj).name}: {rt.inspect(obj)}",
                    )
                ivars = getattr(obj, "ivars", None)
                if ivars is None:
                    raise rt.error(
                        "RuntimeError", f"can't set instance variables of {rt.inspect(obj)}"
                    )
                ivars[name] = v

            return set_ivar
        if isinstance(target, A.GVar):
            from toque.interpreter.core.globals import writer

            return writer(rt, target.name)
        if isinstance(target, A.CVar):
            name = target.name

            def set_cvar(f, v):

                for mod in _cvar_chain(rt, f):
                    if name in mod.cvars:
                        mod.cvars[name] = v
                        return
                base = f.cref[0]
                if base is rt.Object and hasattr(f.self, "cls"):
                    base = f.self.cls
                base.cvars[name] = v

            return set_cvar
        if isinstance(target, A.Const):
            name = target.name
            scope = None if target.scope is None else scope_module(rt, self.compile(target.scope))
            top = target.top

            def set_const(f, v, node=target):  # `f` and `node`: a call site to backtraces
                if top:
                    mod = rt.Object
                elif scope is None:
                    mod = f.cref[0]
                else:
                    try:
                        mod = scope(f)
                    except RubyError as err:  # `nil::C = 1` raises where no call locates it
                        locate(rt, err, node, f)
                        raise
                mod.consts[name] = v
                if isinstance(v, RModule) and v.name is None:
                    v.name = name if mod is rt.Object else f"{mod.name}::{name}"

            return set_const
        if isinstance(target, A.Index):
            recv_fn = self.compile(target.receiver)
            build = self.args_builder(target.args)

            def set_index(f, v):
                recv = recv_fn(f)
                args, _ = build(f)
                try:
                    rt.send(recv, "[]=", [*args, v])
                except RubyError as err:
                    locate(rt, err, target, f)
                    raise

            return set_index
        if isinstance(target, A.AttrAssign):
            recv_fn = self.compile(target.receiver)
            name = target.name + "="
            safe = target.safe
            self_call = isinstance(target.receiver, A.SelfRef)

            def set_attr(f, v):
                recv = recv_fn(f)
                if safe and recv is None:
                    return
                try:
                    rt.send(recv, name, [v], None, self_call)
                except RubyError as err:
                    locate(rt, err, target, f)
                    raise

            return set_attr
        if isinstance(target, A.MultiTarget):
            return self.multi_assigner(target)
        if isinstance(target, A.Splat):
            inner = self.assigner(target.value) if target.value is not None else (lambda f, v: None)
            return inner
        raise RubyError(
            rt.new_exception(
                rt.exception_class("NotImplementedError"),
                RString(f"cannot assign to {type(target).__name__}"),
            )
        )

    def multi_assigner(self, target: A.MultiTarget) -> Any:
        rt = self.rt
        parts = []
        splat_at = -1
        for i, t in enumerate(target.targets):
            if isinstance(t, A.Splat):
                splat_at = i
            parts.append(self.assigner(t))
        n = len(parts)

        def assign(f, value):
            if isinstance(value, RArray):
                items = list(value)
            elif value is not None and rt.responds(value, "to_ary"):
                items = list(rt.send(value, "to_ary", []))
            else:
                items = [value]
            if splat_at < 0:
                for i, put in enumerate(parts):
                    put(f, items[i] if i < len(items) else None)
                return
            after = n - splat_at - 1
            for i in range(splat_at):
                parts[i](f, items[i] if i < len(items) else None)
            middle_end = max(splat_at, len(items) - after)
            parts[splat_at](f, RArray(items[splat_at:middle_end]))
            for j in range(after):
                k = middle_end + j
                parts[splat_at + 1 + j](f, items[k] if k < len(items) else None)

        return assign


def _combiner(rt: Runtime, node: A.OpAssign, value: Any) -> Any:
    """`combine(f, old)`: the new value of `target OP= value`, or `_KEEP` when `||=`/`&&=`
    leave the old one (then `value` is not evaluated, as in Ruby)."""
    op = node.op
    if op == "||":
        return lambda f, old: _KEEP if old is not None and old is not False else value(f)
    if op == "&&":
        return lambda f, old: _KEEP if old is None or old is False else value(f)
    binary = _FAST_BINARY.get(op)

    def arithmetic(f, old):
        rhs = value(f)
        if binary is not None and old.__class__ is int and rhs.__class__ is int:
            return binary(old, rhs)
        return _send_op(rt, node, f, old, rhs)

    return arithmetic


def _send_op(rt: Runtime, node: A.OpAssign, f: Any, old: Any, rhs: Any) -> Any:
    """`old OP rhs` as a Ruby call, an error placed at the assignment."""
    try:
        return rt.send(old, node.op, [rhs])
    except RubyError as err:
        locate(rt, err, node, f)
        raise
