"""MRI as the oracle: render toque's trees and MRI's (`mri/sexp.rb`) as the same small
S-expressions, and generate random snippets to compare them on.

Only what the snippets use is rendered in detail: calls, names, literals, operators,
conditionals, ranges, arrays, hashes, blocks. Anything else shows up as its class name,
which MRI never matches, so a gap here fails loudly instead of hiding a difference.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.parser import parse

SEXP_RB = Path(__file__).resolve().parent / "mri" / "sexp.rb"
VALUES_RB = Path(__file__).resolve().parent / "mri" / "values.rb"
RUBY = shutil.which("ruby")


def mri_trees(snippets: list[str]) -> list:
    """MRI's rendering of each snippet, ["error"] for a syntax error."""
    return _ruby(SEXP_RB, snippets)


def mri_values(literals: list[str]) -> list:
    """MRI's value of each literal, rendered as `mri/values.rb` says."""
    return _ruby(VALUES_RB, literals)


def toque_value(src: str):
    """toque's value of a literal, rendered as `mri/values.rb` renders MRI's."""
    try:
        node = parse(src, "literal.rb").body[0]
    except RubySyntaxError:
        return ["error"]
    return _value(node)


def _value(n):
    if type(n) is A.Str or (type(n) is A.DStr and all(type(p) is A.Str for p in n.parts)):
        text = n.value if type(n) is A.Str else "".join(p.value for p in n.parts)
        return [ord(c) for c in text]
    if type(n) is A.Sym:
        return ["sym", [ord(c) for c in n.name]]
    if type(n) is A.Array:
        return ["array", *map(_value, n.elements)]
    return ["other", type(n).__name__]


def _ruby(script: Path, items: list[str]) -> list:
    proc = subprocess.run(
        [RUBY, str(script)],
        input=json.dumps(items),
        capture_output=True,
        text=True,
        timeout=120,
    )
    return json.loads(proc.stdout)


def toque_tree(src: str) -> list:
    try:
        return norm(parse(src, "snippet.rb"))
    except RubySyntaxError:
        return ["error"]


def norm(n):  # noqa: C901 - one case per node class, as in sexp.rb
    if n is None:
        return None
    t = type(n)
    if t is A.Seq:
        return norm(n.body[0]) if len(n.body) == 1 else ["seq", *map(norm, n.body)]
    if t is A.Call and n.block is not None:
        bare = A.Call(n.file, n.line, n.col, n.receiver, n.name, n.args, None, n.safe)
        return ["iter", norm(bare), norm(n.block.body)]
    if t is A.Call:
        kind = "qcall" if n.safe else "call"
        return [kind, n.name, norm(n.receiver), [norm(a) for a in n.args]]
    if t is A.Ident:
        return ["ident", n.name]
    if t in (A.IVar, A.GVar, A.CVar):
        return ["var", n.name]
    if t is A.Const:
        if n.scope is None and not n.top:
            return ["const", n.name]
        return ["colon", norm(n.scope), n.name]
    if t in (A.Int, A.Float):
        return ["lit", repr(n.value)]
    if t is A.Str:
        return ["lit", json.dumps(n.value)]
    if t is A.Sym:
        return ["lit", ":" + n.name]
    if t is A.Regex:
        return ["lit", "/" + "".join(p.value for p in n.parts) + "/" + n.flags]
    if t is A.Nil:
        return ["lit", "nil"]
    if t is A.TrueLit:
        return ["lit", "true"]
    if t is A.FalseLit:
        return ["lit", "false"]
    if t is A.SelfRef:
        return ["self"]
    if t is A.Not:
        return ["call", "!", norm(n.value), []]
    if t in (A.And, A.Or):
        return ["and" if t is A.And else "or", *_chain(n, t)]
    if t is A.If:
        return ["if", norm(n.cond), norm(n.then), norm(n.else_)]
    if t is A.Array:
        return ["array", *map(norm, n.elements)]
    if t is A.Range:  # `1..` has a nil end, written or not
        low, high = (None if type(x) is A.Nil else norm(x) for x in (n.low, n.high))
        return ["range", low, high, n.exclusive]
    if t is A.Assign and type(n.target) is A.Ident:
        return ["assign", n.target.name, norm(n.value)]
    if t is A.Defined:
        return ["defined", norm(n.expr)]
    if t is A.Splat:
        return ["splat", norm(n.value)]
    if t is A.BlockPass:
        return ["blockpass", norm(n.value)]
    if t is A.Return:
        return ["RETURN", norm(n.value)]
    if t is A.Hash:
        out: list = []
        for p in n.pairs:
            out += [norm(p.key), norm(p.value)] if type(p) is A.Pair else [None, norm(p.value)]
        return ["hash", *out]
    return [t.__name__]


def _chain(n, cls) -> list:
    items, stack = [], [n]
    while stack:
        x = stack.pop()
        if type(x) is cls:
            stack += [x.right, x.left]
        else:
            items.append(norm(x))
    return items


# -- random snippets ---------------------------------------------------------------------

PRELUDE = "a = b = c = 1\n"  # a, b and c are local variables; foo and bar are methods
ATOMS = ["a", "b", "c", "foo", "bar", "1", "2", "2.5", ":s", '"s"', "nil", "self", "@i"]
ATOMS += ["x.y", "foo(1)", "a.b?", "C", "C::D", "[1]", "?c"]
BINARY = ["+", "-", "*", "/", "%", "**", "==", "!=", "<", "<=", ">", ">=", "<=>", "&&"]
BINARY += ["||", "&", "|", "^", "<<", ">>", "=~", "..", "...", "===", "!~"]


def _expr(r: random.Random, depth: int) -> str:
    if depth > 3 or r.random() < 0.45:
        return r.choice(ATOMS)
    k = r.random()
    if k < 0.40:
        space = r.choice([" ", " ", ""])
        return f"{_expr(r, depth + 1)}{space}{r.choice(BINARY)}{space}{_expr(r, depth + 1)}"
    if k < 0.55:
        return r.choice(["-", "!", "~", "+", "- ", "defined? "]) + _expr(r, 4)
    if k < 0.65:
        return f"{_expr(r, depth + 1)} ? {_expr(r, depth + 1)} : {_expr(r, depth + 1)}"
    if k < 0.75:
        return f"({_expr(r, depth + 1)})"
    if k < 0.85:
        name = r.choice(["foo", "x.m", "a.m"])
        return f"{name}({_expr(r, depth + 1)}, {_expr(r, depth + 1)})"
    if k < 0.92:
        return f"[{_expr(r, depth + 1)}, {_expr(r, depth + 1)}]"
    return f"{_expr(r, depth + 1)}.{r.choice(['abs', 'to_s', 'm?', 'end', 'class'])}"


def _stmt(r: random.Random) -> str:
    k = r.random()
    e = _expr(r, 0)
    if k < 0.15:
        return f"{r.choice(['foo', 'puts', 'x.m'])} {e}"
    if k < 0.25:
        return f"{e} {r.choice(['and', 'or'])} {_expr(r, 0)}"
    if k < 0.30:
        return f"not {e}"
    if k < 0.37:
        return f"a = {e}"
    if k < 0.43:
        return f"{e} if {_expr(r, 0)}"
    return e


def snippets(seed: int, n: int) -> list[str]:
    r = random.Random(seed)
    return [PRELUDE + _stmt(r) for _ in range(n)]


def statement(tree):
    """The tree of the snippet's own statement, without the prelude."""
    if tree and tree[0] == "seq" and len(tree) == 3:
        return tree[2]
    return tree
