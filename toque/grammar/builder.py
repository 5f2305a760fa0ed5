"""Builds the AST while the LALR parser reduces: one method per grammar rule alias.

Lark calls these with the rule's children (tokens and already built nodes) and no
intermediate tree is made. Method names are the grammar's rule names; the test suite
checks that every rule of `ruby.lark` has one. This module holds statements, assignment,
operators, primaries and control flow; calls, definitions, literals and patterns are
mixins in `build_calls`, `build_defs`, `build_literals` and `patterns`.
"""

from __future__ import annotations

from toque.grammar import ast as A
from toque.grammar.build_base import non_tokens
from toque.grammar.build_calls import CallBuilder
from toque.grammar.build_defs import DefinitionBuilder
from toque.grammar.build_literals import LiteralBuilder
from toque.grammar.lalr import Tok as Token
from toque.grammar.patterns import PatternBuilder

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


class AstBuilder(CallBuilder, DefinitionBuilder, LiteralBuilder, PatternBuilder):
    """Turns grammar reductions into `toque.grammar.ast` nodes for one file."""

    # -- statements ----------------------------------------------------------------------

    def start(self, c):
        return c[0]

    def stmts(self, c):
        body = non_tokens(c)
        line, col = self._first(body) if body else self._first(c)
        if not line:  # an empty body: place it at the token that follows it
            la = self.lookahead
            if la is not None:
                line, col = la.line, la.column
        return A.Seq(self.file, line, col, body)

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
        return A.Undef(self.file, c[0].line, c[0].column, non_tokens(c))

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
        return A.Not(self.file, c[0].line, c[0].column, non_tokens(c)[0])

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
        return A.Defined(self.file, c[0].line, c[0].column, non_tokens(c)[0])

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

    def elsif(self, c):
        tok = c[0]
        cond, body = non_tokens(c)
        return A.If(self.file, tok.line, tok.column, cond, self._body(body), None)

    def unless(self, c):
        tok = c[0]
        nodes = non_tokens(c)
        else_ = nodes[2] if len(nodes) > 2 else None
        return A.If(
            self.file, tok.line, tok.column, nodes[0], self._opt(else_), self._body(nodes[1])
        )

    def while_(self, c, until=False):
        tok = c[0]
        cond, body = non_tokens(c)
        return A.While(self.file, tok.line, tok.column, cond, self._body(body), until, False)

    def until(self, c):
        return self.while_(c, until=True)

    def case(self, c):
        tok = c[0]
        subject = None
        whens = []
        else_ = None
        for x in non_tokens(c):
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
        var, it, body = non_tokens(c)
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
