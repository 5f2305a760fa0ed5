"""Builds the AST while the LALR parser reduces: one method per grammar rule alias.

Lark calls these with the rule's children (tokens and already built nodes) and no
intermediate tree is made. Method names are the grammar's rule names; the test suite
checks that every rule of `ruby.lark` has one.
"""

from __future__ import annotations

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.lalr import Tok as Token
from toque.grammar.patterns import PatternBuilder
from toque.grammar.regexps import FLAG_BITS, RegexpSyntax, RegexpUnsupported, compile_ruby
from toque.source import Span

# Binary operators: precedence (higher binds tighter) and right-associativity.
PRECEDENCE = {
    "**": (16, True),
    "*": (14, False),
    "/": (14, False),
    "%": (14, False),
    "+": (13, False),
    "-": (13, False),
    "<<": (12, False),
    ">>": (12, False),
    "&": (11, False),
    "|": (10, False),
    "^": (10, False),
    ">": (9, False),
    ">=": (9, False),
    "<": (9, False),
    "<=": (9, False),
    "<=>": (8, False),
    "==": (8, False),
    "===": (8, False),
    "!=": (8, False),
    "=~": (8, False),
    "!~": (8, False),
    "&&": (7, False),
    "||": (6, False),
    "..": (5, False),
    "...": (5, False),
}
UNARY_NAMES = {"-": "-@", "+": "+@", "~": "~"}


def _start(node: A.Node) -> tuple[int, int]:
    """Where an expression begins: a call is placed at its method name, but a statement
    made of `recv.name …` begins at `recv`."""
    while True:
        nxt = getattr(node, "receiver", None) or getattr(node, "target", None)
        if (
            nxt is None
            or not isinstance(nxt, A.Node)
            or (nxt.line, nxt.col) > (node.line, node.col)
        ):
            return node.line, node.col
        node = nxt


def _nodes(children: list) -> list:
    return [c for c in children if not isinstance(c, Token)]


class AstBuilder(PatternBuilder):
    """Turns grammar reductions into `toque.grammar.ast` nodes for one file."""

    def __init__(self, file: str, text: str = "") -> None:
        self.file = file
        self.text = text
        self.lookahead = None  # set by the parser loop: the token being read
        self.jumps = 0  # next/break/redo/retry seen: only then is there a target to check

    # -- positions -----------------------------------------------------------------------

    def _at(self, item) -> tuple[int, int]:
        if isinstance(item, Token):
            return item.line, item.column
        if isinstance(item, A.Node):
            return item.line, item.col
        if isinstance(item, list):
            for x in item:
                pos = self._at(x)
                if pos[0]:
                    return pos
        return 0, 0

    def _first(self, children: list) -> tuple[int, int]:
        for c in children:
            pos = self._at(c)
            if pos[0]:
                return pos
        return 0, 0

    def error(self, message: str, at) -> RubySyntaxError:
        line, col = self._at(at)
        return RubySyntaxError(message, Span(self.file, line, col), source=self.text)

    # -- statements ----------------------------------------------------------------------

    def start(self, c):
        return c[0]

    def stmts(self, c):
        body = _nodes(c)
        line, col = self._first(body) if body else self._first(c)
        if not line:  # an empty body: place it at the token that follows it
            la = self.lookahead
            if la is not None:
                line, col = la.line, la.column
        return A.Seq(self.file, line, col, body)

    def _body(self, node):
        """A Seq of one statement is that statement."""
        if isinstance(node, A.Seq) and len(node.body) == 1:
            return node.body[0]
        return node

    def if_mod(self, c):
        stmt, tok, cond = c
        line, col = _start(stmt)
        return A.If(self.file, line, col, cond, stmt, None)

    def unless_mod(self, c):
        stmt, tok, cond = c
        line, col = _start(stmt)
        return A.If(self.file, line, col, cond, None, stmt)

    def while_mod(self, c, until=False):
        stmt, tok, cond = c
        do_while = isinstance(stmt, A.Begin) and stmt.explicit
        line, col = _start(stmt)
        return A.While(self.file, line, col, cond, stmt, until, do_while)

    def until_mod(self, c):
        return self.while_mod(c, until=True)

    def rescue_mod(self, c):
        body, tok, rescue = c
        clause = A.Rescue(self.file, tok.line, tok.column, [], None, rescue)
        return A.Begin(self.file, body.line, body.col, body, [clause], None, None, False)

    def alias(self, c):
        return A.Alias(self.file, c[0].line, c[0].column, c[1], c[2])

    def undef(self, c):
        return A.Undef(self.file, c[0].line, c[0].column, _nodes(c))

    def fitem(self, c):
        return str(c[0].value)

    def masgn(self, c):
        target, tok, value = c
        if isinstance(value, list):
            value = (
                value[0]
                if len(value) == 1 and not isinstance(value[0], A.Splat)
                else A.Array(self.file, tok.line, tok.column, value)
            )
        return A.MultiAssign(self.file, target.line, target.col, target, value)

    def assign(self, c):
        target, tok, value = c
        line, col = _start(target)
        return A.Assign(self.file, line, col, target, value)

    def op_assign(self, c):
        target, tok, value = c
        line, col = _start(target)
        return A.OpAssign(self.file, line, col, target, tok.value, value)

    def mrhs_list(self, c):
        items = [x for x in c if not isinstance(x, Token) or x.type != "COMMA"]
        if isinstance(c[0], Token):  # `x = *list`
            items = [A.Splat(self.file, c[0].line, c[0].column, c[1])]
        else:
            items = list(items[0]) + items[1:]
        line, col = self._first(items)
        return A.Array(self.file, line, col, items)

    def mrhs(self, c):
        return c[0]

    def and_(self, c):
        return A.And(self.file, c[0].line, c[0].col, c[0], c[2])

    def or_(self, c):
        return A.Or(self.file, c[0].line, c[0].col, c[0], c[2])

    def not_(self, c):
        return A.Not(self.file, c[0].line, c[0].column, _nodes(c)[0])

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

    # -- assignment targets --------------------------------------------------------------

    def user_var(self, c):
        t = c[0]
        kind, name, f, line, col = t.type, str(t.value), self.file, t.line, t.column
        if kind == "IDENT":
            return A.Ident(f, line, col, name)
        if kind == "CONST":
            return A.Const(f, line, col, None, name, False)
        if kind == "IVAR":
            return A.IVar(f, line, col, name)
        if kind == "GVAR":
            return A.GVar(f, line, col, name)
        return A.CVar(f, line, col, name)

    def lhs_var(self, c):
        return c[0]

    def lhs_index(self, c):
        recv = c[0]
        args = c[2] if len(c) > 3 else []
        return A.Index(self.file, recv.line, recv.col, recv, args)

    def lhs_attr(self, c):
        recv, op, name = c
        return A.AttrAssign(
            self.file, recv.line, recv.col, recv, str(name.value), op.type == "ANDDOT"
        )

    def lhs_const(self, c):
        if isinstance(c[0], Token):  # ::X
            return A.Const(self.file, c[0].line, c[0].column, None, str(c[1].value), True)
        return A.Const(self.file, c[0].line, c[0].col, c[0], str(c[2].value), False)

    def mlhs(self, c):
        if isinstance(c[0], Token):  # *a = …
            target = A.Splat(self.file, c[0].line, c[0].column, c[1] if len(c) > 1 else None)
            return A.MultiTarget(self.file, target.line, target.col, [target])
        targets = list(c[0]) + list(c[1:])
        line, col = self._first(targets)
        return A.MultiTarget(self.file, line, col, targets)

    def mlhs_head(self, c):
        if len(c) == 2:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def mlhs_splat(self, c):
        return A.Splat(self.file, c[0].line, c[0].column, c[1] if len(c) > 1 else None)

    def mlhs_group(self, c):
        return c[1]

    def exc_var(self, c):
        return c[0]

    def for_var(self, c):
        return c[0]

    # -- operators ----------------------------------------------------------------------------

    def binexpr(self, c):
        endless = None
        if len(c) >= 4 and isinstance(c[-2], Token) and c[-2].type in ("ASSIGN", "OP_ASGN"):
            # `a || b = c`: an assignment is the chain's last operand
            value, tok, target = c.pop(), c.pop(), c.pop()
            if tok.type == "ASSIGN":
                c.append(A.Assign(self.file, target.line, target.col, target, value))
            else:
                c.append(A.OpAssign(self.file, target.line, target.col, target, tok.value, value))
        if len(c) % 2 == 0:  # `a..` ends the chain
            endless = c.pop()
        operands = [c[0]]
        ops: list[Token] = []
        for i in range(1, len(c), 2):
            op = c[i]
            prec, right = PRECEDENCE[op.value]
            while ops:
                top = PRECEDENCE[ops[-1].value][0]
                if top > prec or (top == prec and not right):
                    self._reduce(operands, ops)
                else:
                    break
            ops.append(op)
            operands.append(c[i + 1])
        while ops:
            self._reduce(operands, ops)
        result = operands[0]
        if endless is not None:
            result = A.Range(
                self.file, result.line, result.col, result, None, endless.value == "..."
            )
        return result

    def _reduce(self, operands: list, ops: list) -> None:
        op = ops.pop()
        right = operands.pop()
        left = operands.pop()
        operands.append(self._binary(left, op, right))

    def _binary(self, left, op: Token, right):
        f, line, col, name = self.file, left.line, left.col, op.value
        if name == "&&":
            return A.And(f, line, col, left, right)
        if name == "||":
            return A.Or(f, line, col, left, right)
        if name in ("..", "..."):
            return A.Range(f, line, col, left, right, name == "...")
        if name == "**" and isinstance(left, A.Call) and left.name == "-@" and not left.args:
            power = A.Call(f, line, col, left.receiver, "**", [right], None, False)
            return A.Call(f, line, col, power, "-@", [], None, False)  # -a ** 2 is -(a ** 2)
        if name == "**" and isinstance(left, (A.Int, A.Float)) and left.value < 0:
            # -2 ** 2 is -(2 ** 2)
            pos = type(left)(f, line, col, -left.value)
            power = A.Call(f, line, col, pos, "**", [right], None, False)
            return A.Call(f, line, col, power, "-@", [], None, False)
        return A.Call(f, line, col, left, name, [right], None, False)

    def unary_op(self, c):
        tok, value = c
        return A.Call(
            self.file, tok.line, tok.column, value, UNARY_NAMES[tok.value], [], None, False
        )

    def beginless(self, c):
        tok, value = c
        return A.Range(self.file, tok.line, tok.column, None, value, tok.type == "BDOT3")

    def defined(self, c):
        return A.Defined(self.file, c[0].line, c[0].column, _nodes(c)[0])

    def ternary(self, c):
        cond, q, a, colon, b = c
        return A.If(self.file, cond.line, cond.col, cond, a, b)

    # -- primaries ----------------------------------------------------------------------------

    def top_const(self, c):
        return A.Const(self.file, c[0].line, c[0].column, None, str(c[1].value), True)

    def scoped_const(self, c):
        return A.Const(self.file, c[0].line, c[0].col, c[0], str(c[2].value), False)

    def array(self, c):
        elements = c[1] if len(c) == 3 else []
        return A.Array(self.file, c[0].line, c[0].column, elements)

    def hash(self, c):
        pairs = c[1].pairs if isinstance(c[1], A.Hash) else []
        return A.Hash(self.file, c[0].line, c[0].column, pairs, True)

    def paren(self, c):
        body = c[1]
        if not body.body:
            return A.Nil(self.file, c[0].line, c[0].column)
        inner = body.body[0]
        negative = isinstance(inner, (A.Int, A.Float)) and inner.value < 0
        if len(body.body) == 1 and (negative or (isinstance(inner, A.Call) and inner.name == "-@")):
            return body  # `(-2) ** 2` is 4: the Seq keeps the literal out of the ** rule
        return self._body(body)

    def if_(self, c):
        tok = c[0]
        nodes = []
        has_else = False
        for x in c[1:]:
            if isinstance(x, Token):
                has_else = has_else or x.type == "KW_ELSE"
            else:
                nodes.append(x)
        cond, then = nodes[0], nodes[1]
        else_ = self._opt(nodes.pop()) if has_else else None
        for elsif in reversed(nodes[2:]):
            elsif.else_ = else_
            else_ = elsif
        return A.If(self.file, tok.line, tok.column, cond, self._body(then), self._opt(else_))

    def _opt(self, node):
        return self._body(node) if node is not None else None

    def elsif(self, c):
        tok = c[0]
        cond, body = _nodes(c)
        return A.If(self.file, tok.line, tok.column, cond, self._body(body), None)

    def unless(self, c):
        tok = c[0]
        nodes = _nodes(c)
        else_ = nodes[2] if len(nodes) > 2 else None
        return A.If(
            self.file, tok.line, tok.column, nodes[0], self._opt(else_), self._body(nodes[1])
        )

    def while_(self, c, until=False):
        tok = c[0]
        cond, body = _nodes(c)
        return A.While(self.file, tok.line, tok.column, cond, self._body(body), until, False)

    def until(self, c):
        return self.while_(c, until=True)

    def case(self, c):
        tok = c[0]
        subject = None
        whens = []
        else_ = None
        for x in _nodes(c):
            if isinstance(x, A.When):
                whens.append(x)
            elif not whens:
                subject = x
            else:
                else_ = x
        return A.Case(self.file, tok.line, tok.column, subject, whens, self._opt(else_))

    def when(self, c):
        tok, conds, body = c[0], c[1], c[-1]
        return A.When(self.file, tok.line, tok.column, conds, self._body(body))

    def for_(self, c):
        tok = c[0]
        var, it, body = _nodes(c)
        return A.For(self.file, tok.line, tok.column, var, it, self._body(body))

    def begin(self, c):
        tok, body = c[0], c[1]
        if isinstance(body, A.Begin):
            body.explicit = True
            body.line, body.col = tok.line, tok.column
            return body
        return A.Begin(self.file, tok.line, tok.column, self._body(body), [], None, None, True)

    def bodystmt(self, c):
        body = c[0]
        rescues = []
        else_ = ensure = None
        mode = None
        for x in c[1:]:
            if isinstance(x, Token):
                mode = x.type
            elif isinstance(x, A.Rescue):
                rescues.append(x)
            elif mode == "KW_ELSE":
                else_ = x
            else:
                ensure = x
        if not rescues and else_ is None and ensure is None:
            return body
        return A.Begin(
            self.file,
            body.line,
            body.col,
            self._body(body),
            rescues,
            self._opt(else_),
            self._opt(ensure),
            False,
        )

    def rescue_clause(self, c):
        tok = c[0]
        classes: list = []
        var = None
        body = c[-1]
        after_assoc = False
        for x in c[1:-1]:
            if isinstance(x, Token):
                after_assoc = x.type == "ASSOC"
            elif after_assoc:
                var = x
            elif isinstance(x, list):
                classes = x
        return A.Rescue(self.file, tok.line, tok.column, classes, var, self._body(body))

    # -- definitions -----------------------------------------------------------------------------

    def def_(self, c):
        tok, name = c[0], c[1]
        params, body = self._def_rest(c[2:])
        return A.Def(self.file, tok.line, tok.column, None, str(name.value), params, body)

    def defs(self, c):
        tok, target, name = c[0], c[1], c[3]
        params, body = self._def_rest(c[4:])
        recv = self._singleton(target)
        return A.Def(self.file, tok.line, tok.column, recv, str(name.value), params, body)

    def _singleton(self, t: Token):
        if t.type == "KW_SELF":
            return A.SelfRef(self.file, t.line, t.column)
        if t.type == "CONST":
            return A.Const(self.file, t.line, t.column, None, str(t.value), False)
        if t.type == "IVAR":
            return A.IVar(self.file, t.line, t.column, str(t.value))
        return A.Ident(self.file, t.line, t.column, str(t.value))

    def _def_rest(self, rest):
        params: list = []
        body = None
        for x in rest:
            if isinstance(x, list):
                params = x
            elif isinstance(x, A.Node):
                body = x
        if body is None:
            line, col = self._first(rest)
            body = A.Seq(self.file, line, col, [])
        return params, self._body(body)

    def defs_endless(self, c):
        tok, target, name = c[0], c[1], c[3]
        params = c[4]
        recv = self._singleton(target)
        return A.Def(self.file, tok.line, tok.column, recv, str(name.value), params, c[-1])

    def def_endless(self, c):
        tok, name = c[0], c[1]
        params = c[2]
        return A.Def(self.file, tok.line, tok.column, None, str(name.value), params, c[-1])

    def def_params(self, c):
        for x in c:
            if isinstance(x, list):
                return x
        return []

    endless_params = def_params

    def cpath(self, c):
        return A.Const(self.file, c[0].line, c[0].column, None, str(c[0].value), False)

    def cpath_top(self, c):
        return A.Const(self.file, c[0].line, c[0].column, None, str(c[1].value), True)

    def cpath_scoped(self, c):
        return A.Const(self.file, c[0].line, c[0].col, c[0], str(c[2].value), False)

    def class_(self, c):
        tok, path = c[0], c[1]
        superclass = None
        body = None
        after_lt = False
        for x in c[2:]:
            if isinstance(x, Token):
                after_lt = x.type == "LT"
            elif after_lt:
                superclass = x
                after_lt = False
            else:
                body = x
        if body is None:
            body = A.Seq(self.file, tok.line, tok.column, [])
        return A.ClassDef(self.file, tok.line, tok.column, path, superclass, self._body(body))

    def sclass(self, c):
        tok = c[0]
        target, body = _nodes(c)
        return A.SClass(self.file, tok.line, tok.column, target, self._body(body))

    def module(self, c):
        tok = c[0]
        path, body = _nodes(c)
        return A.ModuleDef(self.file, tok.line, tok.column, path, self._body(body))

    # -- literals ---------------------------------------------------------------------------------

    def integer(self, c):
        t = c[0]
        return A.Int(self.file, t.line, t.column, t.value)

    def float(self, c):
        t = c[0]
        return A.Float(self.file, t.line, t.column, t.value)

    def str(self, c):
        t = c[0]
        return A.Str(self.file, t.line, t.column, t.value)

    def str_content(self, c):
        t = c[0]
        return A.Str(self.file, t.line, t.column, t.value)

    def interp(self, c):
        return self._body(c[1])

    def dstr(self, c):
        t = c[0]
        return A.DStr(self.file, t.line, t.column, c[1:-1])

    def strings(self, c):
        parts: list = []
        for s in c:
            parts.extend(s.parts if isinstance(s, A.DStr) else [s])
        first = c[0]
        return A.DStr(self.file, first.line, first.col, parts)

    def xstr(self, c):
        t = c[0]
        return A.XStr(self.file, t.line, t.column, c[1:-1])

    def regex(self, c):
        t = c[0]
        source, flags = t.value
        self._check_regexp(source, flags, t)
        return A.Regex(
            self.file, t.line, t.column, [A.Str(self.file, t.line, t.column, source)], flags
        )

    def _check_regexp(self, source: str, flags: str, t: Token) -> None:
        """A literal Onigmo would reject is a syntax error, as `ruby -c` reports it."""
        options = 0
        for ch in flags:
            options |= FLAG_BITS.get(ch, 0)
        try:
            compile_ruby(source, options)
        except RegexpUnsupported:
            pass  # valid Ruby that toque cannot run: a RegexpError if it is ever used
        except RegexpSyntax as exc:
            raise RubySyntaxError(
                f"{exc}: /{source}/", Span(self.file, t.line, t.column), source=self.text
            ) from None

    def dregex(self, c):
        t = c[0]
        return A.Regex(self.file, t.line, t.column, c[1:-1], c[-1].value)

    def sym(self, c):
        t = c[0]
        return A.Sym(self.file, t.line, t.column, str(t.value))

    def dsym(self, c):
        t = c[0]
        return A.DSym(self.file, t.line, t.column, c[1:-1])

    def words(self, c):
        t = c[0]
        return A.Array(
            self.file, t.line, t.column, [A.Str(self.file, t.line, t.column, w) for w in t.value]
        )

    def symbols(self, c):
        t = c[0]
        return A.Array(
            self.file, t.line, t.column, [A.Sym(self.file, t.line, t.column, w) for w in t.value]
        )

    def _dwords(self, c, cls):
        t = c[0]
        words = c[1] if len(c) == 3 else []
        out = []
        for parts in words:
            plain = all(isinstance(p, A.Str) for p in parts)
            if plain:
                text = "".join(p.value for p in parts)
                node = A.Sym if cls is A.Sym else A.Str
                out.append(node(self.file, t.line, t.column, text))
            elif cls is A.Sym:
                out.append(A.DSym(self.file, t.line, t.column, parts))
            else:
                out.append(A.DStr(self.file, t.line, t.column, parts))
        return A.Array(self.file, t.line, t.column, out)

    def dwords(self, c):
        return self._dwords(c, A.Str)

    def dsymbols(self, c):
        return self._dwords(c, A.Sym)

    def word_list(self, c):
        return [w for w in c if not isinstance(w, Token)]

    def word(self, c):
        return c

    def nil(self, c):
        return A.Nil(self.file, c[0].line, c[0].column)

    def self_(self, c):
        return A.SelfRef(self.file, c[0].line, c[0].column)

    def true(self, c):
        return A.TrueLit(self.file, c[0].line, c[0].column)

    def false(self, c):
        return A.FalseLit(self.file, c[0].line, c[0].column)

    def file_(self, c):
        return A.Str(self.file, c[0].line, c[0].column, self.file)

    def line_(self, c):
        return A.Int(self.file, c[0].line, c[0].column, c[0].line)

    def encoding(self, c):
        t = c[0]
        scope = A.Const(self.file, t.line, t.column, None, "Encoding", True)
        return A.Const(self.file, t.line, t.column, scope, "UTF_8", False)
