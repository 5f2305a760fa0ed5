"""Compiling control flow and assignment: if/while/case, begin/rescue, jumps, `=` forms."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.compile.calls import locate, splat_items
from toque.interpreter.compile.compiler import _cvar_chain, local_frame, lookup_const
from toque.interpreter.core.enum import each_value
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import (
    BreakSignal,
    LoopBreak,
    NextSignal,
    RetrySignal,
    ReturnSignal,
    RubyError,
)
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_FAST_BINARY = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}


class LoopNext(BaseException):
    """`next` inside a while/until/for loop."""


class FlowCompiler:
    """Mixin of `Compiler`: branches, loops, exceptions and assignments."""

    # -- logic ------------------------------------------------------------------------------

    def c_And(self, node):
        left, right = self.compile(node.left), self.compile(node.right)

        def and_(f):
            v = left(f)
            return right(f) if v is not None and v is not False else v

        return and_

    def c_Or(self, node):
        left, right = self.compile(node.left), self.compile(node.right)

        def or_(f):
            v = left(f)
            return v if v is not None and v is not False else right(f)

        return or_

    def c_Not(self, node):
        value = self.compile(node.value)
        return lambda f: _not(value(f))

    def c_If(self, node):
        body = node.then if node.then is not None else node.else_
        if body is not None and (body.line, body.col) < (node.cond.line, node.cond.col):
            # `x = 1 if x.nil?`: the modifier's statement comes first in the source, so
            # the names it assigns are locals (nil) in the condition, as Ruby's parser sees
            then = self.compile(node.then)
            else_ = self.compile(node.else_)
            cond = self.compile(node.cond)
        else:
            cond = self.compile(node.cond)
            then = self.compile(node.then)
            else_ = self.compile(node.else_)

        def if_(f):
            v = cond(f)
            return then(f) if v is not None and v is not False else else_(f)

        return if_

    # -- loops --------------------------------------------------------------------------------

    def c_While(self, node):
        cond = self.compile(node.cond)
        self.jumps.append("loop")
        try:
            body = self.compile(node.body)
        finally:
            self.jumps.pop()
        until = node.until
        do_while = node.do_while

        def while_(f):
            first = do_while
            try:
                while True:
                    if interrupts.pending:  # Ctrl-C in the shell: a loop's turn is a safe point
                        raise KeyboardInterrupt
                    if not first:
                        v = cond(f)
                        if (v is None or v is False) != until:
                            return None
                    first = False
                    try:
                        body(f)
                    except LoopNext:
                        pass
            except LoopBreak as sig:
                return sig.value

        return while_

    def c_For(self, node):
        rt = self.rt
        iterable = self.compile(node.iter)
        assign = self.assigner(node.var)
        self.jumps.append("loop")
        try:
            body = self.compile(node.body)
        finally:
            self.jumps.pop()

        def for_(f):

            coll = iterable(f)
            try:
                for item in each_value(rt, coll):
                    assign(f, item)
                    try:
                        body(f)
                    except LoopNext:
                        pass
            except LoopBreak as sig:
                return sig.value
            return coll

        return for_

    def c_Break(self, node):
        value = self.compile(node.value)
        kind = self.jumps[-1] if self.jumps else None
        rt = self.rt
        if kind == "loop":

            def break_loop(f):
                raise LoopBreak(value(f))

            return break_loop

        def break_block(f):
            if f.bproc is None:
                raise rt.error("LocalJumpError", "break from proc-closure")
            raise BreakSignal(f.bproc, value(f))

        return break_block

    def c_Next(self, node):
        value = self.compile(node.value)
        kind = self.jumps[-1] if self.jumps else None
        if kind == "loop":

            def next_loop(f):
                raise LoopNext()

            return next_loop

        def next_block(f):
            raise NextSignal(value(f))

        return next_block

    def c_Return(self, node):
        value = self.compile(node.value)

        rt = self.rt

        def return_(f):
            target = f.rtag
            if target.done:
                raise rt.error("LocalJumpError", "unexpected return")
            raise ReturnSignal(target, value(f))

        return return_

    def c_Redo(self, node):
        rt = self.rt

        def redo(f):
            raise rt.error("NotImplementedError", "toque does not support redo")

        return redo

    def c_Retry(self, node):
        def retry(f):
            raise RetrySignal()

        return retry

    # -- case ---------------------------------------------------------------------------------

    def c_Case(self, node):
        rt = self.rt
        subject = self.compile(node.subject) if node.subject is not None else None
        whens = []
        for w in node.whens:
            tests = [
                (isinstance(c, A.Splat), self.compile(c.value if isinstance(c, A.Splat) else c))
                for c in w.conds
            ]
            whens.append((tests, self.compile(w.body)))
        else_ = self.compile(node.else_)

        def case(f):
            if subject is None:
                for tests, body in whens:
                    for splat, test in tests:
                        v = test(f)
                        if splat:
                            if any(rt.truthy(x) for x in splat_items(rt, v)):
                                return body(f)
                        elif v is not None and v is not False:
                            return body(f)
                return else_(f)
            value = subject(f)
            for tests, body in whens:
                for splat, test in tests:
                    pattern = test(f)
                    candidates = splat_items(rt, pattern) if splat else (pattern,)
                    for c in candidates:
                        if case_eq(rt, c, value):
                            return body(f)
            return else_(f)

        return case

    # -- exceptions ---------------------------------------------------------------------------

    def c_Begin(self, node):
        rt = self.rt
        body = self.compile(node.body)
        rescues = []
        for r in node.rescues:
            classes = [
                (isinstance(c, A.Splat), self.compile(c.value if isinstance(c, A.Splat) else c))
                for c in r.classes
            ]
            assign = self.assigner(r.var) if r.var is not None else None
            rescues.append((classes, assign, self.compile(r.body), r))
        else_ = self.compile(node.else_) if node.else_ is not None else None
        ensure = self.compile(node.ensure) if node.ensure is not None else None
        if not rescues and else_ is None and ensure is None:
            return body

        def begin(f):
            try:
                while True:
                    try:
                        result = body(f)
                    except Exception as exc:  # noqa: BLE001 - Ruby rescue semantics
                        if not rescues:
                            raise
                        err = rt.ruby_exception(exc)
                        handler = _handler(rt, f, rescues, err.exc)
                        if handler is None:
                            if err is exc:
                                raise
                            raise err from None
                        assign, run = handler
                        saved = rt.globals.get("$!")
                        rt.globals["$!"] = err.exc
                        if assign is not None:
                            assign(f, err.exc)
                        try:
                            return run(f)
                        except RetrySignal:
                            continue
                        finally:
                            rt.globals["$!"] = saved
                    if else_ is not None:
                        return else_(f)
                    return result
            finally:
                if ensure is not None:
                    ensure(f)

        return begin

    # -- assignment ---------------------------------------------------------------------------

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
        op = node.op
        value = self.compile(node.value)
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
            if op == "||":
                if old is not None and old is not False:
                    return old
                new = value(f)
            elif op == "&&":
                if old is None or old is False:
                    return old
                new = value(f)
            else:
                rhs = value(f)
                if old.__class__ in (int, float) and rhs.__class__ in (int, float) and op in "+-*":
                    new = old + rhs if op == "+" else old - rhs if op == "-" else old * rhs
                else:
                    new = rt.send(old, op, [rhs])
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

            def op_assign_local(f):
                fv = f.vars
                old = fv.get(key)
                rhs = value(f)
                if old.__class__ is int and rhs.__class__ is int:
                    new = binary(old, rhs)
                else:
                    try:
                        new = rt.send(old, op, [rhs])
                    except RubyError as err:
                        locate(rt, err, node, f)
                        raise
                fv[key] = new
                return new

            return op_assign_local

        def op_assign_var(f):
            store = slot(f)
            old = store.get(key)
            if op == "||":
                if old is not None and old is not False:
                    return old
                new = value(f)
            elif op == "&&":
                if old is None or old is False:
                    return old
                new = value(f)
            else:
                rhs = value(f)
                if binary is not None and old.__class__ is int and rhs.__class__ is int:
                    new = binary(old, rhs)
                else:
                    try:
                        new = rt.send(old, op, [rhs])
                    except RubyError as err:
                        locate(rt, err, node, f)
                        raise
            store[key] = new
            return new

        return op_assign_var

    def reader_for(self, target):
        """A reader for a variable-like target, declaring locals as Ruby does."""
        if isinstance(target, A.Ident):
            self.declare(target.name) if self.scope.depth(target.name) < 0 else None
            return self.compile(target)
        if isinstance(target, A.Const):
            compiled = self.compile(target)

            def const_or_nil(f):
                try:
                    return compiled(f)
                except RubyError:
                    return None

            return const_or_nil
        if isinstance(target, A.CVar):
            compiled = self.compile(target)

            def cvar_or_nil(f):
                try:
                    return compiled(f)
                except RubyError:
                    return None

            return cvar_or_nil
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
            scope = self.compile(target.scope) if target.scope is not None else None
            top = target.top

            def set_const(f, v):
                mod = rt.Object if top else (scope(f) if scope is not None else f.cref[0])
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

    # -- defined? -------------------------------------------------------------------------------

    def c_Defined(self, node):
        rt = self.rt
        expr = node.expr
        word = None
        if isinstance(expr, A.Ident):
            if self.scope.depth(expr.name) >= 0:
                word = "local-variable"
            else:
                name = expr.name
                return lambda f: RString("method") if rt.responds(f.self, name, True) else None
        elif isinstance(expr, A.IVar):
            name = expr.name

            def ivar_defined(f):
                ivars = getattr(f.self, "ivars", None)
                return RString("instance-variable") if ivars and name in ivars else None

            return ivar_defined
        elif isinstance(expr, A.GVar):
            name = expr.name
            return lambda f: RString("global-variable") if name in rt.globals else None
        elif isinstance(expr, A.CVar):
            compiled = self.compile(expr)
            return _defined_if_runs(compiled, "class variable")
        elif isinstance(expr, A.Const):
            compiled = self.compile(expr)
            return _defined_if_runs(compiled, "constant")
        elif isinstance(expr, A.Call):
            if expr.receiver is None:
                name = expr.name
                return lambda f: RString("method") if rt.responds(f.self, name, True) else None
            recv = self.compile(expr.receiver)
            name = expr.name

            def call_defined(f):
                try:
                    r = recv(f)
                except Exception:  # noqa: BLE001 - defined? never raises
                    return None
                return RString("method") if rt.responds(r, name) else None

            return call_defined
        elif isinstance(expr, A.Yield):
            return lambda f: RString("yield") if f.meth.block is not None else None
        elif isinstance(expr, A.SelfRef):
            word = "self"
        elif isinstance(expr, A.Nil):
            word = "nil"
        elif isinstance(expr, A.TrueLit):
            word = "true"
        elif isinstance(expr, A.FalseLit):
            word = "false"
        elif isinstance(expr, (A.Assign, A.OpAssign, A.MultiAssign)):
            word = "assignment"
        elif isinstance(expr, A.Super):

            def super_defined(f):
                m = f.meth
                if m.mname is None or m.owner is None:
                    return None
                anc = rt.class_of(m.self).ancestors()
                i = anc.index(m.owner) + 1 if m.owner in anc else 0
                return RString("super") if any(m.mname in a.methods for a in anc[i:]) else None

            return super_defined
        else:
            word = "expression"
        s = word
        return lambda f: RString(s)


def _defined_if_runs(compiled: Any, word: str) -> Any:
    def check(f):
        try:
            compiled(f)
        except Exception:  # noqa: BLE001 - defined? never raises
            return None
        return RString(word)

    return check


def _not(v: Any) -> bool:
    return v is None or v is False


def _handler(rt: Runtime, f: Any, rescues: list, exc: Any) -> Any:
    for classes, assign, body, where in rescues:
        if not classes:
            if rt.class_of(exc).is_subclass_of(rt.StandardError):
                return assign, body
            continue
        for splat, fn in classes:
            value = fn(f)
            candidates = splat_items(rt, value) if splat else (value,)
            for klass in candidates:
                if not isinstance(klass, RModule):
                    err = rt.error("TypeError", "class or module required for rescue clause")
                    locate(rt, err, where, f)
                    raise err
                if klass in rt.class_of(exc).ancestors():
                    return assign, body
    return None


def case_eq(rt: Runtime, pattern: Any, value: Any) -> bool:
    """`pattern === value`, with the common patterns answered without a method call."""
    cls = pattern.__class__
    if cls is RString:
        return value.__class__ is RString and value.v == pattern.v
    if cls is int or cls is float:
        return (value.__class__ is int or value.__class__ is float) and value == pattern
    if isinstance(pattern, RModule):
        method = rt.class_of(pattern).find_method("===")
        if method is None or method.owner is rt.Module:  # not redefined (`def self.===`)
            return pattern in rt.class_of(value).ancestors()
        return rt.truthy(method.fn(rt, pattern, [value], None))
    return rt.truthy(rt.send(pattern, "===", [value]))


__all__ = ["FlowCompiler", "LoopNext", "case_eq", "lookup_const"]
