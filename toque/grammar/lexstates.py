"""What the lexer knows between tokens: its states, and the patterns and word sets."""

from __future__ import annotations

import re

# Lexer states: what the previous token lets the next one be.
BEG = 0  # an expression starts here: after an operator, `(`, `,`, a keyword…
END = 1  # an operand ended: a literal, a local variable, `)`, `]`, `end`…
ENDFN = 2  # a method name that took no arguments: `{` opens a block, `(` a call
CMDARG = 3  # the first argument of a command call (`file "/x"`) starts here
MID = 4  # after return/break/next/rescue: like BEG, but `if` is a modifier
DOT = 5  # after `.`/`&.`/`::`: a method name follows; keywords are names here
FNAME = 6  # after `def`/`alias`: a method name, operators included
CLASS = 7  # after `class`: `<<` is `class << self`, not a heredoc

BEGLIKE = (BEG, CMDARG, MID)  # an operand may start: `-1`, `*splat`, `[array]`, `/re/`

MASTER = re.compile(
    r"""
    (?P<sp>(?:[ \t\f\v\r]+|\\\r?\n)*)
    (?:
    (?P<nl>\n)
  | (?P<comment>\#[^\n]*)
  | (?P<word>(?:[^\W\d]|[^\x00-\x7f])(?:\w|[^\x00-\x7f])*)
  | (?P<ivar>@@?[^\W\d]\w*)
  | (?P<num>0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[dD][0-9_]+|0[oO][0-7_]+|0[0-7_]+(?![\d.eE])|
            \d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)
  | (?P<sq>'[^'\\]*')
  | (?P<dq>"[^"\\\#]*")
  | (?P<op>\*\*=|\|\|=|&&=|<<=|>>=|<=>|===|\.\.\.|
           [*/%+\-|&^]=|==|=~|=>|!=|!~|<=|<<|>=|>>|&&|&\.|\|\||\*\*|\.\.|::|->|
           [=!<>&|^~*+\-/%.:,?;])
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<other>.)
  | (?P<eof>\Z)
    )
    """,
    re.VERBOSE | re.S,
)
WORD_RE = re.compile(r"(?:[^\W\d]|[^\x00-\x7f])(?:\w|[^\x00-\x7f])*")
GVAR_RE = re.compile(r"\$(?:[^\W\d]\w*|-\w|\d+|[~*$?!@/\\;,.=:<>\"&`'+0_])")
OP_METHOD_RE = re.compile(r"\[\]=?|<=>|===?|=~|![=~]?|\*\*|[+\-~!]@?|<<|>>|[*/%<>]=?|[&|^`]")
SYMBOL_OP_RE = re.compile(r"\[\]=?|<=>|===?|=~|![=~]?|\*\*|[+\-]@?|<=|>=|<<|>>|[*/%<>&|^~!]")
HEREDOC_RE = re.compile(r"<<([~-]?)(?:([^\W\d]\w*)|'([^'\n]*)'|\"([^\"\n]*)\"|`([^`\n]*)`)")
PERCENT_RE = re.compile(r"%([qQwWiIrsx]?)([^\w\s])")

# Words that cannot begin a command's argument: `foo if x` is a modifier, not foo(if…).
NON_ARG_WORDS = frozenset(
    "if unless while until rescue and or then do end in else elsif when ensure".split()
)
# A pending line break ends no statement before these (`foo\n  .bar`, `x\nend`).
DROP_TERM_BEFORE = frozenset("RPAREN RBRACK RBRACE INTERP_END DOT ANDDOT TERM".split())
END_OPENERS = frozenset("class module def if unless while until case begin for do".split())
VALUE_KEYWORDS = frozenset("self nil true false __FILE__ __LINE__ __ENCODING__".split())
MOD_KEYWORDS = {"if": "IF_MOD", "unless": "UNLESS_MOD", "while": "WHILE_MOD", "until": "UNTIL_MOD"}
CLOSERS = {")": ("(", "RPAREN"), "]": ("[", "RBRACK"), "}": ("{", "RBRACE")}
NAME_TOKENS = frozenset(("IDENT", "CONST", "FID"))

CLOSERS_FOR = {"(": ")", "[": "]", "{": "}"}


def opener_word(kind: str) -> str:
    return "{" if kind == "{b" else kind


def name_kind(val: str) -> str:
    if val[-1] in "?!":
        return "FID"
    return "CONST" if val[0].isupper() else "IDENT"


def indent_of(text: str, pos: int) -> int:
    """The indentation of the line holding `pos`, or -1 if code precedes `pos` on it."""
    ls = text.rfind("\n", 0, pos) + 1
    before = text[ls:pos]
    if before.strip(" \t"):
        return len(before) - len(before.lstrip(" \t"))
    return len(before)
