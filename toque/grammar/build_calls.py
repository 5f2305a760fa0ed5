"""Builds calls, blocks, parameter lists and argument lists: a mixin of `AstBuilder`.

One method per grammar rule, as in `toque.grammar.builder`.
"""

from __future__ import annotations

from toque.grammar import ast as A
from toque.grammar.build_base import BuilderBase
from toque.grammar.lalr import Tok as Token


class CallBuilder(BuilderBase):
    """The call half of the AST builder: calls, jumps, blocks, parameters, arguments."""

    # -- calls ---------------------------------------------------------------------------

    def fcall(self, c):
        name = c[0]
        args = c[1] if len(c) > 1 else []
        return A.Call(self.file, name.line, name.column, None, str(name.value), args, None, False)

    def call(self, c):
        recv, op, name = c[0], c[1], c[2]
        args = c[3] if len(c) > 3 else []
        safe = op.type == "ANDDOT"
        return A.Call(self.file, name.line, name.column, recv, str(name.value), args, None, safe)

    def call_proc(self, c):
        recv, op, args = c
        return A.Call(self.file, op.line, op.column, recv, "call", args, None, op.type == "ANDDOT")

    def index(self, c):
        recv = c[0]
        args = c[2] if len(c) > 3 else []
        return A.Call(self.file, recv.line, recv.col, recv, "[]", args, None, False)

    def super_(self, c):
        args = c[1] if len(c) > 1 else None
        return A.Super(self.file, c[0].line, c[0].column, args, None)

    def yield_(self, c):
        args = c[1] if len(c) > 1 else []
        return A.Yield(self.file, c[0].line, c[0].column, args)

    def _jump(self, cls, c):
        tok = c[0]
        value = None
        if len(c) > 1:
            args = c[1]
            value = (
                args[0]
                if len(args) == 1 and not isinstance(args[0], A.Splat)
                else A.Array(self.file, tok.line, tok.column, args)
            )
        return cls(self.file, tok.line, tok.column, value)

    def return_(self, c):
        self.returns += 1
        return self._jump(A.Return, c)

    def break_(self, c):
        self.jumps += 1
        return self._jump(A.Break, c)

    def next_(self, c):
        self.jumps += 1
        return self._jump(A.Next, c)

    def redo(self, c):
        self.jumps += 1
        return A.Redo(self.file, c[0].line, c[0].column)

    def retry(self, c):
        self.jumps += 1
        return A.Retry(self.file, c[0].line, c[0].column)

    def with_block(self, c):
        call, block = c
        if not isinstance(call, (A.Call, A.Super)) or call.block is not None:
            raise self.error("a block cannot be given here", block)
        if any(isinstance(a, A.BlockPass) for a in (call.args or [])):
            raise self.error("both a block argument (&) and a block are given", block)
        call.block = block
        return call

    def zsuper_block(self, c):
        tok, block = c
        return A.Super(self.file, tok.line, tok.column, None, block)

    def fid_call(self, c):
        t = c[0]
        return A.Call(self.file, t.line, t.column, None, str(t.value), [], None, False)

    def fcall_block(self, c):
        name, block = c
        return A.Call(self.file, name.line, name.column, None, str(name.value), [], block, False)

    def _block(self, c):
        tok = c[0]
        params: list = []
        body = None
        for x in c[1:]:
            if isinstance(x, list):
                params = x
            elif isinstance(x, A.Node):
                body = x
        return A.Block(self.file, tok.line, tok.column, params, body)

    def do_block(self, c):
        return self._block(c)

    def brace_block(self, c):
        return self._block(c)

    def block_params(self, c):
        if c[0].type == "OROP":
            return []
        params: list = []
        for x in c[1:]:
            if isinstance(x, list):
                params = params + x
            elif isinstance(x, Token) and x.type == "COMMA":
                # `|a,|` takes the first element, like an anonymous rest
                params = params + [A.Param(self.file, x.line, x.column, "rest", None, None, None)]
        return params

    def bparams(self, c):
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[2])
        return c[0]

    params = bparams

    def req_param(self, c):
        t = c[0]
        return A.Param(self.file, t.line, t.column, "req", str(t.value), None, None)

    def opt_param(self, c):
        t = c[0]
        return A.Param(self.file, t.line, t.column, "opt", str(t.value), c[2], None)

    def _named_param(self, kind, c):
        t = c[0]
        name = str(c[1].value) if len(c) > 1 else None
        return A.Param(self.file, t.line, t.column, kind, name, None, None)

    def rest_param(self, c):
        return self._named_param("rest", c)

    def kwrest_param(self, c):
        return self._named_param("kwrest", c)

    def block_param(self, c):
        return self._named_param("block", c)

    def kw_param(self, c):
        t = c[0]
        default = c[1] if len(c) > 1 else None
        kind = "key" if default is not None else "keyreq"
        return A.Param(self.file, t.line, t.column, kind, str(t.value), default, None)

    def fwd_param(self, c):
        t = c[0]
        return A.Param(self.file, t.line, t.column, "fwd", None, None, None)

    def destructure_param(self, c):
        t = c[0]
        return A.Param(self.file, t.line, t.column, "destructure", None, None, c[1])

    def lambda_bare(self, c):
        return [
            A.Param(self.file, t.line, t.column, "req", str(t.value), None, None)
            for t in c
            if t.type == "IDENT"
        ]

    def lambda_list(self, c):
        return c[0]

    def lambda_list_destructure(self, c):
        params: list = []
        group = None  # the `(` of a destructuring group, while inside it
        for x in c:
            if isinstance(x, Token):
                group = x if x.type == "LPAREN" else None if x.type == "RPAREN" else group
            elif group is not None:
                params.append(
                    A.Param(self.file, group.line, group.column, "destructure", None, None, x)
                )
            else:
                params.extend(x)
        return params

    def block_locals(self, c):
        return [
            A.Param(self.file, t.line, t.column, "local", str(t.value), None, None)
            for t in c
            if t.type == "IDENT"
        ]

    def lambda_params(self, c):
        for x in c:
            if isinstance(x, list):
                return x
        return []

    def lambda_body(self, c):
        return c[1]

    def lambda_(self, c):
        tok = c[0]
        params = c[1] if len(c) == 3 else []
        return A.Lambda(self.file, tok.line, tok.column, params, c[-1])

    # -- arguments -----------------------------------------------------------------------

    def command_args(self, c):
        return c[0]

    def call_args(self, c):
        out: list = []
        for x in c:
            if isinstance(x, list):
                out.extend(x)
            elif not isinstance(x, Token):
                out.append(x)
        return out

    paren_args = call_args

    def forward_args(self, c):
        """`f(...)` / `f(a, ...)`: pass on the method's own arguments and block."""
        out = list(c[1]) if isinstance(c[1], list) else []
        dots = next(t for t in c if isinstance(t, Token) and t.type == "BDOT3")
        out.append(A.Splat(self.file, dots.line, dots.column, None))
        out.append(A.BlockPass(self.file, dots.line, dots.column, None))
        return out

    aref_args = call_args

    def args(self, c):
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[2])
        return c[0]

    exc_list = args

    def splat(self, c):
        return A.Splat(self.file, c[0].line, c[0].column, c[1])

    def assocs(self, c):
        if len(c) == 1:
            pair = c[0]
            return A.Hash(self.file, pair.line, pair.col, [pair], False)
        c[0].pairs.append(c[2])
        return c[0]

    def pair(self, c):
        key, tok, value = c
        return A.Pair(self.file, key.line, key.col, key, value)

    def label_pair(self, c):
        t = c[0]
        key = A.Sym(self.file, t.line, t.column, str(t.value))
        value = c[1] if len(c) > 1 else A.Ident(self.file, t.line, t.column, str(t.value))
        return A.Pair(self.file, t.line, t.column, key, value)

    def dlabel_pair(self, c):
        t = c[0]
        key = A.DSym(self.file, t.line, t.column, c[1:-2])
        return A.Pair(self.file, t.line, t.column, key, c[-1])

    def double_splat(self, c):
        return A.DoubleSplat(self.file, c[0].line, c[0].column, c[1])

    def block_arg(self, c):
        return A.BlockPass(self.file, c[0].line, c[0].column, c[1] if len(c) > 1 else None)
