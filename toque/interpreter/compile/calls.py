"""Compiling calls: arguments, blocks, operators, `super` and `yield`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.grammar import ast as A
from toque.interpreter.compile.inline_cache import method_cache
from toque.interpreter.compile.params import ANONYMOUS, arity, compile_binder
from toque.interpreter.core.binding import Binding
from toque.interpreter.core.kernel import require_file
from toque.interpreter.model.frames import BlockCode, RProc
from toque.interpreter.model.objects import RArray, RHash, RString, sym
from toque.interpreter.model.signals import BreakSignal, RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# Operators that skip method dispatch when both sides are plain numbers.
_NUMERIC = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "<": lambda a, b: a < b,
    ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
_NUMBER_TYPES = (int, float)
_ARG_SPECIAL = {A.Splat, A.BlockPass, A.Hash}  # arguments that need the general builder
_UNKNOWN = object()


def locate(rt: Runtime, err: RubyError, node: A.Node, f: Any) -> None:
    """Give an error its place (file:line and method) the first time it passes a call."""
    if getattr(err, "line", None) is None:
        err.file = node.file
        err.line = node.line
        err.mname = f.meth.mname if f is not None else None
        err.trace = []
        ivars = err.exc.ivars
        if ivars.get("@__backtrace") is None and "@__pyframe" not in ivars:
            import os

            where = f"{os.path.basename(node.file)}:{node.line}:in `{err.mname or '<main>'}'"
            ivars["@__backtrace"] = RArray([RString(where)])
    elif f is not None and getattr(err, "_last_frame", None) is not f.meth:
        err.trace.append((node.file, node.line, f.meth.mname))
    err._last_frame = f.meth if f is not None else None


def os_located(rt: Runtime, exc: OSError, node: A.Node, f: Any) -> RubyError:
    """An OSError that escaped a builtin as the Errno exception Ruby raises, at `node`."""
    err = rt.ruby_exception(exc)
    locate(rt, err, node, f)
    return err


def with_numbered_params(block: Any, highest: int) -> Any:
    """The block node with parameters _1.._highest (itself when it reads none)."""
    if not highest:
        return block
    where = (block.file, block.line, block.col)
    params = [A.Param(*where, "req", f"_{n}", None, None) for n in range(1, highest + 1)]
    return type(block)(
        **{**{f.name: getattr(block, f.name) for f in A.fields(block)}, "params": params}
    )


class CallCompiler:
    """Mixin of `Compiler`: everything that sends a message."""

    # -- arguments ----------------------------------------------------------------------

    def args_builder(self, args: list[A.Node]) -> Any:
        """`build(f) -> (positional list, block from &arg or None)`."""
        for a in args:
            if a.__class__ in _ARG_SPECIAL:  # AST node classes have no subclasses
                break
        else:
            fns = list(map(self.compile, args))
            if not fns:
                return _no_args
            if len(fns) == 1:
                return _one_arg(fns[0])
            return _plain_args(fns)
        steps = []
        for a in args:
            if isinstance(a, A.Splat) and a.value is None:
                steps.append(("forward", None))
            elif isinstance(a, A.Splat):
                steps.append(("splat", self.compile(a.value)))
            elif isinstance(a, A.BlockPass):
                if a.value is None:
                    steps.append(("blockfwd", None))
                else:
                    steps.append(("block", self.compile(a.value)))
            else:
                steps.append(("arg", self.compile(a)))
        return _general_args(self.rt, steps)

    def block_code(self, block: A.Block | A.Lambda, is_lambda: bool = False) -> BlockCode:
        saved = self.with_scope("block", inherit=True)
        self.jumps.append("block")
        try:
            if block.params:
                bind = compile_binder(block.params, self.compile, self.declare)
                body = self.compile(block.body)
            else:
                # `{ _1 + _2 }` takes as many parameters as the highest _N its body reads,
                # which c_Ident counts while the body compiles
                self.scope.numbered = 0
                body = self.compile(block.body)
                block = with_numbered_params(block, self.scope.numbered)
                bind = compile_binder(block.params, self.compile, self.declare)
        finally:
            self.jumps.pop()
            self.scope = saved
        return BlockCode(bind, body, arity(block.params), block.params, block)

    # -- calls ----------------------------------------------------------------------------

    def c_Call(self, node: A.Call) -> Any:
        if node.receiver is None:
            return self.fcall(node, node.name, node.args, node.block)
        if node.name == "freeze" and isinstance(node.receiver, A.Str) and not node.args:
            return self.frozen_literal(node.receiver.value)  # `"lit".freeze` is one object
        if node.name == "=~" and isinstance(node.receiver, A.Regex):
            names = _named_groups(node.receiver)
            if names:
                return self._match_assigning(node, names)
        rt = self.rt
        name = node.name
        recv_fn = self.compile(node.receiver)
        if (
            node.block is None
            and len(node.args) == 1
            and not isinstance(node.args[0], (A.Splat, A.BlockPass))
        ):
            arg_fn = self.compile(node.args[0])
            if name in ("/", "%") and not node.safe:
                return self._int_division(node, recv_fn, arg_fn)
            op = _NUMERIC.get(name)
            if op is not None and not node.safe:
                return _numeric_op(rt, node, name, op, recv_fn, arg_fn)
            return _call1(rt, node, name, recv_fn, arg_fn, method_cache(rt, name, False))
        build = self.args_and_block(node.args, node.block)
        self_call = isinstance(node.receiver, A.SelfRef)
        return _call(rt, node, name, recv_fn, build, self_call, node.block is not None)

    def _int_division(self, node, recv_fn, arg_fn):
        """Integer / and % floor like Python's // and %; anything else dispatches."""
        rt = self.rt
        name = node.name
        floor = (lambda a, b: a // b) if name == "/" else (lambda a, b: a % b)

        def int_division(f):
            a = recv_fn(f)
            b = arg_fn(f)
            if a.__class__ is int and b.__class__ is int and b:
                return floor(a, b)
            try:
                return rt.send(a, name, [b])
            except RubyError as err:
                locate(rt, err, node, f)
                raise
            except OSError as exc:  # a host call failed: Errno::X, located
                raise os_located(rt, exc, node, f) from None

        return int_division

    def _match_assigning(self, node: A.Call, names: list[str]) -> Any:
        """`/(?<year>\\d+)/ =~ s` also assigns the local variables `year`…"""
        rt = self.rt
        for n in names:
            self.declare(n)
        regexp = self.compile(node.receiver)
        arg = self.compile(node.args[0])

        def match(f):
            result = rt.send(regexp(f), "=~", [arg(f)])
            m = rt.globals.get("$~")
            for n in names:
                f.vars[n] = m.group(n) if m is not None and result is not None else None
            return result

        return match

    def args_and_block(self, args: list[A.Node], block: A.Block | None) -> Any:
        """`build(f) -> (args, block)` of a call site; a literal block's proc is made after
        the arguments are evaluated (a call with `&blk` has its block from `args`)."""
        build = self.args_builder(args)
        if block is None:
            return build
        return _with_block(build, self.block_code(block))

    def block_maker(self, block: A.Block | None) -> Any:
        if block is None:
            return None
        code = self.block_code(block)
        return lambda f, code=code: RProc(code, f, f.self)

    def fcall(
        self,
        node: A.Node,
        name: str,
        args: list[A.Node],
        block: A.Block | None,
        vcall: bool = False,
    ) -> Any:
        special = self._table.get(name, _UNKNOWN)  # the compiler's table, by method name
        if special is _UNKNOWN:
            special = self._table[name] = getattr(type(self), "special_" + _ident(name), None)
        if special is not None:
            result = special(self, node, args, block)
            if result is not None:
                return result
        rt = self.rt
        if block is None and not args:
            return _call_no_args(rt, node, name, method_cache(rt, name, True), vcall)
        return _fcall(rt, node, name, self.args_and_block(args, block), block is not None)

    # -- calls the compiler answers itself (they need the caller's frame) ------------------

    def special_block_given_p(self, node, args, block):
        if args or block:
            return None
        return lambda f: f.meth.block is not None

    def special___method__(self, node, args, block):
        if args or block:
            return None
        return lambda f: sym(f.meth.mname) if f.meth.mname else None

    def special___dir__(self, node, args, block):
        import os

        d = os.path.dirname(os.path.abspath(self.file))
        return lambda f: RString(d)

    def special_lambda(self, node, args, block):
        if args or block is None:
            return None
        code = self.block_code(block)
        return lambda f: RProc(code, f, f.self, is_lambda=True)

    def special_proc(self, node, args, block):
        if args or block is None:
            return None
        code = self.block_code(block)
        return lambda f: RProc(code, f, f.self)

    def special_binding(self, node, args, block):

        return lambda f: Binding(f)

    def special_local_variables(self, node, args, block):
        names = []
        scope = self.scope
        while scope is not None:
            names.extend(n for n in sorted(scope.names) if n[:1].islower() or n[:1] == "_")
            scope = scope.parent
        return lambda f: RArray([sym(n) for n in names])

    def _visibility(self, node, args, block, word):
        if args or block:
            return None

        def set_default(f):
            f.visibility = word
            return None

        return set_default

    def special_private(self, node, args, block):
        return self._visibility(node, args, block, "private")

    def special_public(self, node, args, block):
        return self._visibility(node, args, block, "public")

    def special_protected(self, node, args, block):
        return self._visibility(node, args, block, "protected")

    def special_module_function(self, node, args, block):
        return self._visibility(node, args, block, "module_function")

    def special_require_relative(self, node, args, block):
        import os

        if len(args) != 1 or block:
            return None
        rt = self.rt
        base = os.path.dirname(os.path.abspath(self.file))
        arg = self.compile(args[0])

        def require_relative(f):

            path = os.path.join(base, rt.to_s(arg(f)))
            try:
                return require_file(rt, path)
            except RubyError as err:  # a special form: no call node locates its errors
                locate(rt, err, node, f)
                raise

        return require_relative

    # -- super and yield ------------------------------------------------------------------

    def c_Super(self, node: A.Super) -> Any:
        rt = self.rt
        if node.args is not None:
            build = self.args_builder(node.args)
        elif self.def_params is not None:
            build = _zsuper_args(self.def_params)
        else:
            build = None
        make_block = self.block_maker(node.block)

        def call_super(f):
            m = f.meth
            if build is not None:
                args, block = build(f)
            else:
                args, block = list(m.args or []), None
            if make_block is not None:
                block = make_block(f)
            elif block is None:
                block = m.block
            try:
                return invoke_super(rt, m, args, block)
            except BreakSignal as sig:
                if sig.tag is block:
                    return sig.value
                raise
            except RubyError as err:
                locate(rt, err, node, f)
                raise
            except OSError as exc:  # a host call failed: Errno::X, located
                raise os_located(rt, exc, node, f) from None

        return call_super

    def c_Yield(self, node: A.Yield) -> Any:
        rt = self.rt
        build = self.args_builder(node.args)

        def do_yield(f):
            block = f.meth.block
            if block is None:
                raise rt.error("LocalJumpError", "no block given (yield)")
            args, _ = build(f)
            return rt.call_proc(block, args)

        return do_yield


# The closures of call sites are made by these functions rather than inside the
# compiler's methods, and take what they use as parameter defaults: a closure variable
# is a cell, each a tracked allocation (and garbage-collector work) made when the
# enclosing function starts, while defaults are one tuple; ~60k call sites per chef-repo
# run, most of them run once. Callers pass only the frame.


def _numeric_op(rt: Runtime, node: A.Node, name: str, op: Any, recv_fn: Any, arg_fn: Any) -> Any:
    def numeric_op(f, rt=rt, node=node, name=name, op=op, recv_fn=recv_fn, arg_fn=arg_fn):
        a = recv_fn(f)
        b = arg_fn(f)
        if a.__class__ in _NUMBER_TYPES and b.__class__ in _NUMBER_TYPES:
            return op(a, b)
        try:
            return rt.send(a, name, [b])
        except RubyError as err:
            locate(rt, err, node, f)
            raise
        except OSError as exc:  # a host call failed: Errno::X, located
            raise os_located(rt, exc, node, f) from None

    return numeric_op


def _call1(rt: Runtime, node: A.Call, name: str, recv_fn: Any, arg_fn: Any, lookup1: Any) -> Any:
    def call1(
        f,
        rt=rt,
        node=node,
        name=name,
        recv_fn=recv_fn,
        arg_fn=arg_fn,
        lookup1=lookup1,
        safe=node.safe,
    ):
        recv = recv_fn(f)
        if safe and recv is None:
            return None
        args = [arg_fn(f)]
        fn = lookup1(recv)
        try:
            if fn is not None:
                return fn(rt, recv, args, None)
            return rt.send(recv, name, args, None, False, f.self)
        except RubyError as err:
            locate(rt, err, node, f)
            raise
        except OSError as exc:  # a host call failed: Errno::X, located
            raise os_located(rt, exc, node, f) from None

    return call1


def _call(
    rt: Runtime,
    node: A.Call,
    name: str,
    recv_fn: Any,
    build: Any,
    self_call: bool,
    literal_block: bool,
) -> Any:
    """`recv.m(args)`, with or without a block; a literal block's `break` ends this call
    with its value (`literal_block`; a `&blk` passed on belongs to the call that made it).
    One closure for both: catching BreakSignal costs nothing until one is raised."""
    lookup = method_cache(rt, name, self_call)

    def call(
        f,
        rt=rt,
        node=node,
        name=name,
        recv_fn=recv_fn,
        build=build,
        lookup=lookup,
        self_call=self_call,
        safe=node.safe,
        literal_block=literal_block,
    ):
        recv = recv_fn(f)
        if safe and recv is None:
            return None
        args, block = build(f)
        fn = lookup(recv)
        try:
            if fn is not None:
                return fn(rt, recv, args, block)
            return rt.send(recv, name, args, block, self_call, f.self)
        except RubyError as err:
            locate(rt, err, node, f)
            raise
        except OSError as exc:  # a host call failed: Errno::X, located
            raise os_located(rt, exc, node, f) from None
        except BreakSignal as sig:
            if literal_block and sig.tag is block:
                return sig.value
            raise

    return call


def break_target_running(proc: RProc) -> bool:
    """Is a call that ends on `proc`'s `break` still running (`call`, `fcall`, `call_super`
    below, given `proc` as their literal block)? Asked only when a `break` runs: a block
    whose call has returned (`pr = proc { break }; pr.call`) breaks to nothing, and MRI
    raises LocalJumpError there."""
    import sys

    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        if code.co_filename == __file__ and code.co_name in _CATCHERS:
            local = frame.f_locals
            if code.co_name == "call_super" or local.get("literal_block"):
                if local.get(_CATCHERS[code.co_name]) is proc:
                    return True
        frame = frame.f_back
    return False


_CATCHERS = {"call": "block", "fcall": "blk", "call_super": "block"}  # and their block's name


def _call_no_args(rt: Runtime, node: A.Node, name: str, lookup: Any, is_vcall: bool) -> Any:
    def call_no_args(f, rt=rt, node=node, name=name, lookup=lookup, is_vcall=is_vcall):
        rt.callsite = node
        recv = f.self
        fn = lookup(recv)
        try:
            if fn is not None:
                return fn(rt, recv, [], None)
            return rt.send(recv, name, [], None, True, None, is_vcall)
        except RubyError as err:
            locate(rt, err, node, f)
            raise
        except OSError as exc:  # a host call failed: Errno::X, located
            raise os_located(rt, exc, node, f) from None

    return call_no_args


def _fcall(rt: Runtime, node: A.Node, name: str, build: Any, literal_block: bool) -> Any:
    """`m(args)` on self (private methods too), with or without a block, as `_call`."""
    lookup = method_cache(rt, name, True)

    def fcall(
        f, rt=rt, node=node, name=name, build=build, lookup=lookup, literal_block=literal_block
    ):
        a, blk = build(f)
        rt.callsite = node  # where DSL calls (resources, properties) were written
        recv = f.self
        fn = lookup(recv)
        try:
            if fn is not None:
                return fn(rt, recv, a, blk)
            return rt.send(recv, name, a, blk, True)
        except RubyError as err:
            locate(rt, err, node, f)
            raise
        except OSError as exc:  # a host call failed: Errno::X, located
            raise os_located(rt, exc, node, f) from None
        except BreakSignal as sig:
            if literal_block and sig.tag is blk:
                return sig.value
            raise

    return fcall


def _with_block(build: Any, code: BlockCode) -> Any:
    def args_and_block(f, build=build, code=code):
        return build(f)[0], RProc(code, f, f.self)

    return args_and_block


def _one_arg(a0: Any) -> Any:
    return lambda f, a0=a0: ([a0(f)], None)


def _plain_args(fns: list) -> Any:
    return lambda f, fns=fns: ([fn(f) for fn in fns], None)


def _general_args(rt: Runtime, steps: list) -> Any:
    def build(f):
        out: list = []
        block = None
        for kind, fn in steps:
            if kind == "arg":
                out.append(fn(f))
            elif kind == "splat":
                out.extend(splat_items(rt, fn(f)))
            elif kind == "block":
                block = rt.to_proc(fn(f))
            elif kind == "forward":
                out.extend(f.meth.vars.get(ANONYMOUS["fwd"]) or ())
            else:
                block = f.meth.vars.get(ANONYMOUS["fwd_block"], f.meth.block)
        return out, block

    return build


def _no_args(f: Any) -> tuple[list, None]:
    return [], None  # a new list each call: callees may keep or change it


def _zsuper_args(params: list[A.Param]) -> Any:
    """Bare `super` passes the method's parameters as they are now (not as called)."""
    plan = [(p.kind, p.name or ANONYMOUS.get(p.kind)) for p in params]
    # MRI's order: the `**` hash's pairs first, then the named keywords
    plan.sort(key=lambda step: step[0] in ("key", "keyreq"))

    def build(f):
        fv = f.meth.vars
        args: list = []
        kwargs = None
        for kind, name in plan:
            if kind in ("req", "opt"):
                args.append(fv.get(name))
            elif kind in ("rest", "fwd") and name:
                args.extend(fv.get(name) or ())
            elif kind in ("key", "keyreq"):
                kwargs = kwargs or RHash()
                kwargs.set(sym(name), fv.get(name))
            elif kind == "kwrest" and name and fv.get(name):
                kwargs = kwargs or RHash()
                for k, v in fv[name].items():
                    kwargs.set(k, v)
        if kwargs is not None:
            kwargs.kw = True
            args.append(kwargs)
        return args, None

    return build


def invoke_super(rt: Runtime, m: Any, args: list, block: Any) -> Any:
    owner = m.owner
    name = m.mname
    if owner is None or name is None:
        raise rt.error("RuntimeError", "super called outside of method")
    anc = rt.class_of(m.self).ancestors()
    try:
        start = anc.index(owner) + 1
    except ValueError:
        start = 0
    for mod in anc[start:]:
        method = mod.methods.get(name)
        if method is not None:
            return method.fn(rt, m.self, args, block)
    raise rt.error(
        "NoMethodError", f"super: no superclass method `{name}' for {rt.describe(m.self)}"
    )


def _named_groups(regexp: A.Regex) -> list[str]:
    import re

    if not all(isinstance(p, A.Str) for p in regexp.parts):
        return []
    source = "".join(p.value for p in regexp.parts)
    return list(dict.fromkeys(re.findall(r"\(\?<([A-Za-z_]\w*)>", source)))


def splat_items(rt: Runtime, value: Any) -> list:
    if isinstance(value, RArray):
        return list(value)
    if value is None:
        return []
    if isinstance(value, RHash):
        return [RArray([k, v]) for k, v in value.items()]
    if rt.responds(value, "to_a"):
        result = rt.send(value, "to_a", [])
        if isinstance(result, RArray):
            return list(result)
    return [value]


def _ident(name: str) -> str:
    return name.replace("?", "_p").replace("!", "_bang").replace("=", "_set")
