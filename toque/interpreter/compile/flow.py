"""Compiling control flow: if/while/case, begin/rescue, jumps, `defined?` (assignment is `assign.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.compile.calls import break_target_running, locate, splat_items
from toque.interpreter.compile.compiler import lookup_const
from toque.interpreter.core.enum import each_value
from toque.interpreter.core.exceptions import local_jump
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RString
from toque.interpreter.model.signals import (
    BreakSignal,
    LoopBreak,
    NextSignal,
    RetrySignal,
    ReturnSignal,
)
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


class LoopNext(BaseException):
    """`next` inside a while/until/for loop."""


class FlowCompiler:
    """Mixin of `Compiler`: branches, loops, jumps, exceptions, `defined?`."""

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
            proc = f.bproc
            result = value(f)
            # a lambda's or a define_method body's `break` returns from it (f.meth is f)
            if proc is None or not (proc.is_lambda or f.meth is f or break_target_running(proc)):
                raise local_jump(rt, "break", result)
            raise BreakSignal(proc, result)

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
            result = value(f)
            if target.done:
                raise local_jump(rt, "return", result)
            raise ReturnSignal(target, result)

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
