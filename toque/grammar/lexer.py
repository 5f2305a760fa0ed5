"""The stateful Ruby lexer: turns source text into the tokens the LALR grammar reads.

Ruby cannot be tokenized without context: `foo [1]` is a call with an array argument
but `foo[1]` an index; `x /y/` may be a regexp or a division; `do` binds to the
outermost command; a heredoc's body starts on the next line. Like MRI's parse.y, the
lexer keeps a small state (what kind of token came last, which names are local
variables, which brackets and `end`-blocks are open) and picks token kinds with it, so
the grammar itself stays LALR(1).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from lark import Token

from toque.errors import RubySyntaxError
from toque.grammar import strings
from toque.grammar.tokens import KEYWORD_TOKENS, OPERATORS
from toque.source import Span

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
    (?P<ws>[ \t\f\v\r]+|\\\r?\n)
  | (?P<nl>\n)
  | (?P<comment>\#[^\n]*)
  | (?P<word>[^\W\d]\w*)
  | (?P<ivar>@@?[^\W\d]\w*)
  | (?P<num>0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|0[0-7_]+(?![\d.eE])|
            \d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)
  | (?P<sq>'[^'\\]*')
  | (?P<dq>"[^"\\\#]*")
  | (?P<op>\*\*=|\|\|=|&&=|<<=|>>=|<=>|===|\.\.\.|
           [*/%+\-|&^]=|==|=~|=>|!=|!~|<=|<<|>=|>>|&&|&\.|\|\||\*\*|\.\.|::|->|
           [=!<>&|^~*+\-/%.:,?;])
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<other>.)
    """,
    re.VERBOSE | re.S,
)
WORD_RE = re.compile(r"[^\W\d]\w*")
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


class Lexer:
    """Tokenizes one source text: `Lexer(text, file).tokens()`."""

    def __init__(self, text: str, file: str = "-") -> None:
        if text.startswith("\ufeff"):
            text = " " + text[1:]  # keep offsets: the BOM becomes a space
        self.text = text
        self.n = len(text)
        self.file = file
        self.toks: list[Token] = []
        self.heredoc_bodies: dict[int, list[Token]] = {}
        self.pending_heredocs: list[tuple] = []
        self.locals: set[str] = set()
        self.scopes: list[set[str]] = []
        self.mismatch: list | None = None  # the opener of the first `end` indented unlike it
        starts = [0]
        find = text.find
        i = find("\n")
        while i >= 0:
            starts.append(i + 1)
            i = find("\n", i + 1)
        self.starts = starts
        self._reset_frame()

    def _reset_frame(self) -> None:
        self.state = BEG
        self.stack: list[list] = []  # open brackets and `end` blocks: [kind, pos, indent]
        self.cmdargs: list[int] = []  # stack depths where a command call awaits `do`
        self.cond_depth = -1  # depth of a `while`/`until`/`for` condition awaiting `do`
        self.lambda_depth = -1  # depth of a `->` awaiting its body
        self.bparam_depth = -1  # depth of open block parameters `|…|`
        self.def_depth = -1  # depth of a `def` header being read
        self.def_paren = -1  # depth of that header's `(`
        self.alias_names = 0  # names still to read after `alias`/`undef`
        self.tern = 0  # open `?` of ternaries at this depth
        self.tern_saved: list[int] = []
        self.pending_nl = -1  # position of a line break that may end a statement

    # -- positions and errors -------------------------------------------------------

    def linecol(self, pos: int) -> tuple[int, int]:
        line = bisect_right(self.starts, pos)
        return line, pos - self.starts[line - 1] + 1

    def error(self, message: str, pos: int, hint: str | None = None) -> RubySyntaxError:
        line, col = self.linecol(pos)
        return RubySyntaxError(message, Span(self.file, line, col), source=self.text, hint=hint)

    def tok(self, kind: str, value: object, pos: int) -> Token:
        line = bisect_right(self.starts, pos)
        return Token(kind, value, pos, line, pos - self.starts[line - 1] + 1)

    def emit(self, kind: str, value: object, pos: int) -> None:
        if self.pending_nl >= 0:
            nl = self.pending_nl
            self.pending_nl = -1
            if kind not in DROP_TERM_BEFORE and self.toks and self.toks[-1].type != "TERM":
                self.toks.append(self.tok("TERM", "\n", nl))
                depth = len(self.stack)
                cmdargs = self.cmdargs
                while cmdargs and cmdargs[-1] >= depth:
                    cmdargs.pop()
        line = bisect_right(self.starts, pos)
        self.toks.append(Token(kind, value, pos, line, pos - self.starts[line - 1] + 1))

    # -- the whole file ---------------------------------------------------------------

    def tokens(self) -> list[Token]:
        self._run(0, nested=False)
        if self.pending_heredocs:
            ident, at = self.pending_heredocs[0][1], self.pending_heredocs[0][-1]
            raise self.error(f"unterminated heredoc: no '{ident}' line after it", at)
        if not self.heredoc_bodies:
            return self.toks
        out: list[Token] = []
        self._expand(self.toks, out)
        return out

    def _expand(self, toks: list[Token], out: list[Token]) -> None:
        """Put each heredoc's tokens where it started (bodies may hold heredocs too)."""
        bodies = self.heredoc_bodies
        for t in toks:
            if t.type == "HEREDOC":
                self._expand(bodies[t.start_pos], out)
            else:
                out.append(t)

    def lex_nested(self, pos: int) -> int:
        """Lex the code of a `#{…}` from `pos`; returns the position after its `}`."""
        saved = self.__dict__.copy()
        self._reset_frame()
        try:
            return self._run(pos, nested=True)
        finally:
            toks, pending, locs = self.toks, self.pending_heredocs, self.locals
            self.__dict__.update(saved)
            self.toks, self.pending_heredocs, self.locals = toks, pending, locs

    # -- the main loop ------------------------------------------------------------------

    def _run(self, pos: int, nested: bool) -> int:  # noqa: C901 - one dispatch loop
        text = self.text
        n = self.n
        master = MASTER.match
        space = False
        while pos < n:
            m = master(text, pos)
            kind = m.lastgroup
            start = pos
            val = m.group()
            pos = m.end()
            if kind == "ws":
                space = True
                continue
            if kind == "nl":
                pos = self._newline(start, pos)
                space = True
                continue
            if kind == "comment":
                continue
            sp, space = space, False
            if kind == "word":
                pos = self._word(val, start, pos, sp)
            elif kind == "sq":
                pos = self._string_token(strings.unescape_single(val[1:-1], "'"), start, pos)
            elif kind == "dq":
                pos = self._string_token(val[1:-1], start, pos)
            elif kind == "num":
                self._number(val, start)
            elif kind == "ivar":
                self.emit("CVAR" if val[1] == "@" else "IVAR", val, start)
                self.state = END
            elif kind == "op":
                pos = self._operator(val, start, pos, sp)
            elif kind == "open":
                pos = self._open(val, start, pos, sp)
            elif kind == "close":
                if nested and val == "}" and not self.stack:
                    self.pending_nl = -1
                    return pos
                self._close(val, start, pos)
            else:
                pos = self._other(val, start, pos, sp)
        if nested:
            raise self.error("unterminated interpolation: '#{' has no closing '}'", n)
        if self.stack:
            raise self._unclosed()
        return pos

    def _newline(self, start: int, pos: int) -> int:
        text = self.text
        if self.pending_heredocs:
            pos = self._read_heredocs(pos)
        # `=begin` comments and `__END__` start at the beginning of a line
        if text.startswith("=begin", pos) and text[pos + 6:pos + 7] in ("", " ", "\t", "\r", "\n"):
            e = text.find("\n=end", pos)
            if e < 0:
                raise self.error("unterminated =begin comment: no '=end' line", pos)
            nl = text.find("\n", e + 5)
            pos = self.n if nl < 0 else nl
        elif text.startswith("__END__", pos) and text[pos + 7:pos + 8] in ("", "\n", "\r"):
            pos = self.n
        state = self.state
        depth = len(self.stack)
        if state in (BEG, DOT, FNAME, CLASS) or self.pending_nl >= 0 or not self.toks:
            return pos
        if self.bparam_depth == depth:
            return pos
        self.pending_nl = start
        self.state = BEG
        if self.cond_depth == depth:
            self.cond_depth = -1
        if self.def_depth == depth and self.def_paren < 0:
            self.def_depth = -1
        return pos

    # -- names and keywords ---------------------------------------------------------------

    def _word(self, val: str, start: int, pos: int, sp: bool) -> int:  # noqa: C901
        text = self.text
        n = self.n
        state = self.state
        c = text[pos] if pos < n else ""
        # `empty?`, `save!` — but `a!=b`, and `x ?a :b` is no method name
        if c == "?" or c == "!":
            nx = text[pos + 1:pos + 2]
            if (nx != "=" or text[pos + 1:pos + 3] in ("==", "=~")) and (
                c == "!" or nx != ":" or text[pos + 2:pos + 3] == ":" or not self.tern
            ):
                val += c
                pos += 1
                c = text[pos] if pos < n else ""
        # labels: `key: value` (not `a ? b : c`, not `A::B`)
        if (
            c == ":" and text[pos + 1:pos + 2] != ":" and state != DOT and state != FNAME
            and not self.tern
            and (state in BEGLIKE or self.toks[-1].type in ("COMMA", "PIPE", "LPAREN_CALL", "LBRACE"))
        ):
            self.emit("LABEL", val, start)
            if self.def_depth >= 0 or self.bparam_depth == len(self.stack):
                self.locals.add(val)  # a keyword parameter
            self.state = BEG
            return pos + 1
        if state == DOT:
            self.emit(_name_kind(val), val, start)
            self._after_method_name(pos, False)
            return pos
        if state == FNAME:
            return self._fname(val, start, pos)
        kw = KEYWORD_TOKENS.get(val)
        if kw is not None:
            return self._keyword(val, kw, start, pos)
        if val[0].isupper() and val[-1] not in "?!":
            self.emit("CONST", val, start)
            if c == "(":
                self.state = ENDFN
            elif self._arg_follows(pos, True) and text[pos + 1:pos + 2] in ("'", '"'):
                self.state = CMDARG
                self.cmdargs.append(len(self.stack))
            else:
                self.state = END
            return pos
        depth = len(self.stack)
        if self.def_depth >= 0 or self.bparam_depth == depth or self._in_lambda_params():
            self.locals.add(val)  # a parameter
            self.emit("IDENT", val, start)
            self.state = END
            return pos
        is_local = val in self.locals
        if not is_local and val[-1] not in "?!" and self._assigned(pos):
            self.locals.add(val)
            is_local = True
        self.emit("FID" if val[-1] in "?!" else "IDENT", val, start)
        self._after_method_name(pos, is_local)
        return pos

    def _after_method_name(self, pos: int, is_local: bool) -> None:
        if self._arg_follows(pos, is_local):
            self.state = CMDARG
            self.cmdargs.append(len(self.stack))
        else:
            self.state = END if is_local else ENDFN

    def _assigned(self, pos: int) -> bool:
        """Is the name before `pos` assigned (`x = …`, `x ||= …`, `x += …`)?"""
        text = self.text
        q = pos
        while q < self.n and text[q] in " \t":
            q += 1
        c = text[q:q + 1]
        if c == "=":
            return text[q + 1:q + 2] not in ("=", "~", ">")
        if c in ("|", "&") and text[q + 1:q + 3] == c + "=":
            return True
        return c != "" and c in "+-*/%^|&" and text[q + 1:q + 2] == "=" and text[q + 2:q + 3] != "="

    def _in_lambda_params(self) -> bool:
        ld = self.lambda_depth
        if ld < 0:
            return False
        depth = len(self.stack)
        return depth == ld or (depth == ld + 1 and self.stack[-1][0] == "(")

    def _arg_follows(self, p: int, is_local: bool) -> bool:  # noqa: C901
        """After a name ending at p: does a command argument follow (`foo "x"`)?"""
        text = self.text
        n = self.n
        if p >= n or text[p] not in " \t":
            return False
        q = p + 1
        while q < n and text[q] in " \t":
            q += 1
        if q >= n:
            return False
        c = text[q]
        c1 = text[q + 1:q + 2]
        if c in "'\"`@$" or c.isdigit():
            return True
        if c.isalpha() or c == "_" or ord(c) > 127:
            word = WORD_RE.match(text, q).group()
            if word in NON_ARG_WORDS:
                # `foo if: 1` is an argument, `foo if x` a modifier
                return text[q + len(word):q + len(word) + 1] == ":" and text[q + len(word) + 1:q + len(word) + 2] != ":"
            return True
        if c == ":":
            if c1 == ":":
                return not is_local and text[q + 2:q + 3] not in ("", " ", "\t", "\n")
            return c1 in ('"', "'", "_", "@", "$") or c1.isalpha() or (c1 != "" and c1 in "[+-*/<=>!~%&|^")
        if c == "-" and c1 == ">":
            return True
        if is_local:
            return False
        if c in "[(~":
            return True
        if c in "-+*&!" and c1 not in ("", " ", "\t", "\n", "="):
            return not (c == "&" and c1 in "&.") and not (c == "!" and c1 == "~")
        if c in "/%" and c1 not in ("", " ", "\t", "\n", "="):
            return True
        if c == "<" and HEREDOC_RE.match(text, q):
            return True
        if c == "?" and c1 not in ("", " ", "\t", "\n"):
            return q + 2 >= n or not (text[q + 2].isalnum() or text[q + 2] == "_")
        return False

    def _fname(self, val: str, start: int, pos: int) -> int:
        """A method name after `def`/`alias`/`undef`: `self.x`, `x=`, keywords."""
        text = self.text
        c = text[pos:pos + 1]
        if c == "." and (val == "self" or val[0].isupper() or val in self.locals):
            self.emit("KW_SELF" if val == "self" else _name_kind(val), val, start)
            self.emit("DOT", ".", pos)
            return pos + 1  # still FNAME: the method name follows
        if c == "=" and text[pos + 1:pos + 2] in ("(", " ", "\t") and val[-1] not in "?!":
            if text[pos + 1:pos + 2] == "(" or self.alias_names:
                val += "="
                pos += 1
        self.emit(_name_kind(val), val, start)
        self._after_fname(pos)
        return pos

    def _after_fname(self, pos: int) -> None:
        if self.alias_names:
            self.alias_names -= 1
            self.state = FNAME if self.alias_names else END
            return
        self.state = ENDFN
        if self.def_depth >= 0:
            self._endless_def(pos)

    def _endless_def(self, pos: int) -> None:
        """`def x = expr` / `def x(a) = expr` has no `end`: forget its opener."""
        text = self.text
        q = pos
        while q < self.n and text[q] in " \t":
            q += 1
        if text[q:q + 1] == "=" and text[q + 1:q + 2] not in ("=", "~", ">"):
            if self.stack and self.stack[-1][0] == "def":
                self._pop()
            self.def_depth = -1
            self.state = ENDFN

    def _keyword(self, val: str, kw: str, start: int, pos: int) -> int:  # noqa: C901
        state = self.state
        emit = self.emit
        if val in MOD_KEYWORDS:
            if state == BEG:
                emit(kw, val, start)
                self._push(val, start)
                if val in ("while", "until"):
                    self.cond_depth = len(self.stack)
            else:
                emit(MOD_KEYWORDS[val], val, start)
                self.state = BEG
            return pos
        if val == "rescue":
            if state == BEG:
                emit(kw, val, start)
                self.state = MID
            else:
                emit("RESCUE_MOD", val, start)
                self.state = BEG
            return pos
        if val == "do":
            self._do(start, pos)
            return pos
        if val == "end":
            self._end(start)
            return pos
        if val in VALUE_KEYWORDS:
            emit(kw, val, start)
            self.state = END
            return pos
        if val in ("class", "module", "def", "case", "begin", "for"):
            if val == "class" and state in (DOT,):
                emit("IDENT", val, start)
                self.state = ENDFN
                return pos
            emit(kw, val, start)
            self._push(val, start)
            if val in ("def", "class", "module"):
                self.scopes.append(self.locals)
                self.locals = set()
            if val == "def":
                self.def_depth = len(self.stack)
                self.def_paren = -1
                self.state = FNAME
            elif val == "class":
                self.state = CLASS
            else:
                self.state = BEG
                if val == "for":
                    self.cond_depth = len(self.stack)
            return pos
        if val in ("return", "break", "next", "redo", "retry"):
            emit(kw, val, start)
            self.state = MID
            return pos
        if val in ("super", "yield"):
            emit(kw, val, start)
            self._after_method_name(pos, False)
            return pos
        if val == "defined?":
            emit(kw, val, start)
            self.state = ENDFN if self.text[pos:pos + 1] == "(" else BEG
            return pos
        if val in ("alias", "undef"):
            emit(kw, val, start)
            self.alias_names = 2 if val == "alias" else 1
            self.state = FNAME
            return pos
        emit(kw, val, start)  # then else elsif when ensure in and or not
        self.state = BEG
        return pos

    def _do(self, start: int, pos: int) -> None:
        depth = len(self.stack)
        if self.cond_depth == depth:
            self.cond_depth = -1
            self.emit("DO_COND", "do", start)
            self.state = BEG
            return
        cmdargs = self.cmdargs
        if self.lambda_depth == depth:
            self.lambda_depth = -1
            self.emit("DO_LAMBDA", "do", start)
        elif cmdargs and cmdargs[-1] == depth:
            while cmdargs and cmdargs[-1] >= depth:
                cmdargs.pop()
            self.emit("DO_BLOCK", "do", start)
        else:
            self.emit("KW_DO", "do", start)
        self._push("do", start)
        self.state = BEG
        self._block_params(pos)

    def _end(self, start: int) -> None:
        if not self.stack:
            raise self.error("unexpected 'end': there is no open block for it to close", start)
        top = self.stack[-1]
        if top[0] not in END_OPENERS:
            raise self._mismatch(top, "end", start)
        if self.mismatch is None and _indent(self.text, start) not in (top[2], -1):
            self.mismatch = top
        self._pop()
        if top[0] in ("def", "class", "module") and self.scopes:
            self.locals = self.scopes.pop()
        self.emit("KW_END", "end", start)
        self.state = END

    # -- brackets -------------------------------------------------------------------------

    def _push(self, kind: str, pos: int) -> None:
        self.stack.append([kind, pos, _indent(self.text, pos)])
        self.tern_saved.append(self.tern)
        self.tern = 0

    def _pop(self) -> list:
        entry = self.stack.pop()
        self.tern = self.tern_saved.pop()
        depth = len(self.stack)
        cmdargs = self.cmdargs
        while cmdargs and cmdargs[-1] > depth:
            cmdargs.pop()
        if self.cond_depth > depth:
            self.cond_depth = -1
        if self.lambda_depth > depth:
            self.lambda_depth = -1
        if self.bparam_depth > depth:
            self.bparam_depth = -1
        if self.def_depth > depth:
            self.def_depth = self.def_paren = -1
        return entry

    def _open(self, val: str, start: int, pos: int, sp: bool) -> int:
        state = self.state
        depth = len(self.stack)
        last = self.toks[-1].type if self.toks else ""
        if val == "(":
            if last == "LAMBDA" or (not sp and state in (ENDFN, END) and last in NAME_TOKENS | {"KW_DEFINED", "KW_SUPER", "KW_YIELD"}):
                kind = "LPAREN_CALL"
            elif state == CMDARG:
                kind = "LPAREN_ARG"
            else:
                kind = "LPAREN"
            if self.def_depth == depth and self.def_paren < 0 and last in NAME_TOKENS:
                self.def_paren = depth
            self.emit(kind, val, start)
            self._push("(", start)
        elif val == "[":
            if state == FNAME:  # def [](k) / def []=(k, v)
                om = OP_METHOD_RE.match(self.text, start)
                self.emit("IDENT", om.group(), start)
                self._after_fname(om.end())
                return om.end()
            if state in (END, ENDFN) and not (sp and state == ENDFN):
                self.emit("LBRACK_INDEX", val, start)
            else:
                self.emit("LBRACK", val, start)
            self._push("[", start)
        else:
            if self.lambda_depth == depth:
                self.lambda_depth = -1
                block = True
            else:
                block = state == ENDFN or (state == END and last == "RPAREN")
            self.emit("LBRACE_BLOCK" if block else "LBRACE", val, start)
            self._push("{b" if block else "{", start)
            if block:
                self.state = BEG
                self._block_params(pos)
                return pos
        self.state = BEG
        return pos

    def _close(self, val: str, start: int, pos: int) -> None:
        want, kind = CLOSERS[val]
        if not self.stack:
            raise self.error(f"unexpected '{val}': nothing is open here", start)
        top = self.stack[-1]
        if top[0][0] != want:
            raise self._mismatch(top, val, start)
        closes_def_params = val == ")" and self.def_paren == len(self.stack) - 1
        self._pop()
        self.emit(kind, val, start)
        self.state = END
        if closes_def_params:
            self.def_paren = -1
            self._endless_def(pos)
            if self.def_depth >= 0:
                self.def_depth = -1  # the parameters are read

    def _block_params(self, pos: int) -> None:
        """After `do`/`{` of a block: `|a, b|` declares parameters (locals)."""
        text = self.text
        q = pos
        while q < self.n and text[q] in " \t":
            q += 1
        if text[q:q + 1] == "|" and text[q + 1:q + 2] != "|":
            self.bparam_depth = len(self.stack)

    # -- operators ------------------------------------------------------------------------

    def _operator(self, val: str, start: int, pos: int, sp: bool) -> int:  # noqa: C901
        text = self.text
        state = self.state
        emit = self.emit
        beg = state in BEGLIKE
        nospace_after = text[pos:pos + 1] not in ("", " ", "\t", "\n", "\r")
        # in CMDARG a spaced operator (`foo - 1`) cannot be here: _arg_follows said no
        if state == FNAME or (state == DOT and val not in (".", "&.", "::")):
            om = OP_METHOD_RE.match(text, start)
            if om:  # `def <<(x)`, `a.+(b)`: an operator as a method name
                emit("IDENT", om.group(), start)
                if state == FNAME:
                    self._after_fname(om.end())
                else:
                    self.state = ENDFN
                return om.end()
        if val in ("-", "+") and beg:
            if text[pos:pos + 1].isdigit():
                return self._number_at(start, negative=val == "-")
            emit("UMINUS" if val == "-" else "UPLUS", val, start)
            self.state = BEG
            return pos
        if val == "*" and beg or val == "**" and beg:
            emit("USTAR" if val == "*" else "DSTAR", val, start)
            self.state = BEG
            return pos
        if val == "&" and beg:
            emit("AMPER", val, start)
            self.state = BEG
            return pos
        if val == "::":
            emit("COLON3" if beg else "COLON2", val, start)
            self.state = BEG if beg else DOT
            return pos
        if val[0] == "/" and (beg or state == FNAME):
            return self._regexp(start, pos - len(val) + 1)
        if val[0] == "%" and beg:
            pm = PERCENT_RE.match(text, start)
            if pm:
                return self._percent(pm, start)
        if val.startswith("<<") and beg and state != CLASS:
            hm = HEREDOC_RE.match(text, start)
            if hm:
                return self._heredoc(hm, start)
        if val == "?":
            if beg:
                r = self._char_literal(start, pos)
                if r:
                    return r
            emit("QMARK", val, start)
            self.tern += 1
            self.state = BEG
            return pos
        if val == ":":
            if self.tern and (not nospace_after or state in (END, ENDFN)):
                self.tern -= 1
                emit("COLON", val, start)
                self.state = BEG
                return pos
            return self._symbol(start, pos)
        if val == "..":
            emit("BDOT2" if beg else "DOT2", val, start)
            self.state = BEG
            return pos
        if val == "...":
            emit("BDOT3" if beg else "DOT3", val, start)
            self.state = BEG
            return pos
        if val == ";":
            self.pending_nl = max(self.pending_nl, start) if self.toks else -1
            self.state = BEG
            depth = len(self.stack)
            if self.cond_depth == depth:
                self.cond_depth = -1
            if self.def_depth == depth and self.def_paren < 0:
                self.def_depth = -1
            return pos
        if val == "|" and self.bparam_depth == len(self.stack):
            last = self.toks[-1].type if self.toks else ""
            if last not in ("LBRACE_BLOCK", "KW_DO", "DO_BLOCK", "DO_LAMBDA"):
                self.bparam_depth = -1  # the closing pipe
            emit("PIPE", val, start)
            self.state = BEG
            return pos
        if val == "->":
            emit("LAMBDA", val, start)
            self.lambda_depth = len(self.stack)
            self.state = ENDFN
            return pos
        if val in (".", "&."):
            emit("DOT" if val == "." else "ANDDOT", val, start)
            self.state = FNAME if state == FNAME else DOT
            return pos
        kind = OPERATORS[val]
        emit(kind, val[:-1] if kind == "OP_ASGN" else val, start)  # `+=` → "+"
        self.state = BEG
        return pos

    def _other(self, val: str, start: int, pos: int, sp: bool) -> int:
        text = self.text
        if val == "$":
            gm = GVAR_RE.match(text, start)
            if gm:
                self.emit("GVAR", gm.group(), start)
                self.state = END
                return gm.end()
        if val == '"':
            return self._dstring(start, pos, '"', None, "STR_BEG")
        if val == "'":
            return self._sstring(start, pos, "'", None)
        if val == "`":
            if self.state in (DOT, FNAME):
                self.emit("IDENT", "`", start)
                self.state = ENDFN
                return pos
            return self._dstring(start, pos, "`", None, "XSTR_BEG")
        if val == "@":
            raise self.error("'@' must be followed by a name (an instance variable)", start)
        if val in ("\0", "\x04", "\x1a"):
            return self.n  # Ruby stops reading at these
        raise self.error(f"unexpected character {val!r}", start)

    # -- literals ------------------------------------------------------------------------

    def _number(self, val: str, start: int) -> None:
        kind, value = strings.number_value(val)
        self.emit(kind, value, start)
        self.state = END

    def _number_at(self, start: int, negative: bool) -> int:
        m = MASTER.match(self.text, start + 1)
        val = m.group()
        kind, value = strings.number_value(val)
        self.emit(kind, -value if negative else value, start)
        self.state = END
        return m.end()

    def _char_literal(self, start: int, pos: int) -> int:
        """`?a` is the string "a" (only where an operand may start)."""
        text = self.text
        c = text[pos:pos + 1]
        if c == "" or c in " \t\n":
            return 0
        if c == "\\":
            m = strings.ESCAPE_RE.match(text, pos)
            if not m:
                return 0
            return self._string_token(strings.unescape(m.group()), start, m.end(), raw=False)
        if text[pos + 1:pos + 2].isalnum() or text[pos + 1:pos + 2] == "_":
            return 0
        return self._string_token(c, start, pos + 1, raw=False)

    def _string_token(self, body: str, start: int, end: int, raw: bool = True) -> int:
        """A string without interpolation; `"key": v` makes it a label."""
        value = strings.unescape(body) if raw and self.text[start] == '"' else body
        text = self.text
        if self._label_follows(end):
            self.emit("LABEL", value, start)
            self.state = BEG
            return end + 1
        self.emit("STRING", value, start)
        self.state = END
        return end

    def _sstring(self, start: int, pos: int, close: str, open_: str | None) -> int:
        end = strings.find_close(self.text, pos, close, open_)
        if end < 0:
            raise self.error(f"unterminated string starting at {self.where(start)}", start)
        value = strings.unescape_single(self.text[pos:end], close, open_)
        return self._string_token(value, start, end + 1, raw=False)

    def where(self, pos: int) -> str:
        line, col = self.linecol(pos)
        return f"{line}:{col}"

    def _dstring(self, start: int, pos: int, close: str, open_: str | None, beg: str) -> int:
        """A string with interpolation (`"a#{b}"`, `%Q()`, backticks)."""
        mark = len(self.toks)
        self.emit(beg, close, start)
        end = self._string_body(pos, close, open_, start, "string")
        return self._finish_string(mark, start, end, beg)

    def _finish_string(self, mark: int, start: int, end: int, beg: str) -> int:
        parts = self.toks[mark + 1:]
        if beg == "STR_BEG" and all(t.type == "STR_CONTENT" for t in parts):
            value = "".join(t.value for t in parts)
            del self.toks[mark:]
            return self._string_token(value, start, end, raw=False)
        if beg == "DSYM_BEG" and all(t.type == "STR_CONTENT" for t in parts):
            del self.toks[mark:]
            self.emit("SYMBOL", "".join(t.value for t in parts), start)
        elif beg == "STR_BEG" and self._label_follows(end):
            self.toks.append(self.tok("LABEL_END", ":", end))  # `"#{k}": v`
            self.state = BEG
            return end + 1
        else:
            self.toks.append(self.tok("STR_END", "", end - 1))
        self.state = END
        return end

    def _label_follows(self, end: int) -> bool:
        text = self.text
        return (
            text[end:end + 1] == ":" and text[end + 1:end + 2] != ":" and not self.tern
            and (self.state in BEGLIKE or (self.toks and self.toks[-1].type in ("COMMA", "LBRACE")))
        )

    def _string_body(self, pos: int, close: str, open_: str | None, start: int, what: str,
                     regexp: bool = False, words: bool = False) -> int:
        """Scan to the closing delimiter, emitting STR_CONTENT and interpolations."""
        text = self.text
        n = self.n
        depth = 0
        chunk = pos
        buf: list[str] = []
        escape = strings.unescape_regexp_delim if regexp else strings.unescape

        def flush(upto: int) -> None:
            nonlocal chunk
            if upto > chunk:
                buf.append(text[chunk:upto])
            if buf:
                raw = "".join(buf)
                value = escape(raw, close) if regexp else escape(raw)
                if value or regexp:
                    self.toks.append(self.tok("STR_CONTENT", value, chunk))
                buf.clear()
            chunk = upto

        i = pos
        stoppers = strings.stop_chars(close, open_, words)
        while True:
            j = strings.scan_to(text, i, stoppers)
            if j >= n:
                raise self.error(f"unterminated {what} starting at {self.where(start)}", start)
            c = text[j]
            if c == "\\":
                i = j + 2
                if words and text[j + 1:j + 2] in (" ", "\t", "\n"):
                    buf.append(text[chunk:j])
                    buf.append(text[j + 1])
                    chunk = j + 2
                    # escaped whitespace belongs to the word (raw append, no escape)
                continue
            if c == "#":
                nx = text[j + 1:j + 2]
                if nx == "{":
                    flush(j)
                    self.toks.append(self.tok("INTERP_BEG", "#{", j))
                    i = self.lex_nested(j + 2)
                    self.toks.append(self.tok("INTERP_END", "}", i - 1))
                    chunk = i
                    continue
                if nx in ("@", "$"):
                    vm = (strings.IVAR_RE if nx == "@" else GVAR_RE).match(text, j + 1)
                    if vm:
                        flush(j)
                        self.toks.append(self.tok("INTERP_BEG", "#", j))
                        kind = "GVAR" if nx == "$" else ("CVAR" if vm.group().startswith("@@") else "IVAR")
                        self.toks.append(self.tok(kind, vm.group(), j + 1))
                        self.toks.append(self.tok("INTERP_END", "", vm.end()))
                        chunk = i = vm.end()
                        continue
                i = j + 1
                continue
            if words and c in " \t\n\r":
                flush(j)
                k = j
                while k < n and text[k] in " \t\n\r":
                    k += 1
                if text[k:k + 1] != close or depth:
                    if self.toks[-1].type not in ("WORDS_BEG", "SYMWORDS_BEG", "WORD_SEP"):
                        self.toks.append(self.tok("WORD_SEP", " ", j))
                chunk = i = k
                continue
            if open_ is not None and c == open_:
                depth += 1
                i = j + 1
                continue
            if c == close:
                if depth:
                    depth -= 1
                    i = j + 1
                    continue
                flush(j)
                return j + 1
            i = j + 1

    def _symbol(self, start: int, pos: int) -> int:
        text = self.text
        c = text[pos:pos + 1]
        if c == '"':
            mark = len(self.toks)
            self.emit("DSYM_BEG", ":", start)
            end = self._string_body(pos + 1, '"', None, start, "symbol")
            return self._finish_string(mark, start, end, "DSYM_BEG")
        if c == "'":
            end = strings.find_close(text, pos + 1, "'", None)
            if end < 0:
                raise self.error(f"unterminated symbol starting at {self.where(start)}", start)
            self.emit("SYMBOL", strings.unescape_single(text[pos + 1:end], "'"), start)
            self.state = END
            return end + 1
        m = WORD_RE.match(text, pos)
        if m:
            e = m.end()
            if text[e:e + 1] in ("?", "!") and text[e + 1:e + 2] != "=":
                e += 1
            elif text[e:e + 1] == "=" and text[e + 1:e + 2] not in ("=", "~", ">"):
                e += 1
            self.emit("SYMBOL", text[pos:e], start)
            self.state = END
            if self.alias_names:
                self.alias_names -= 1
            return e
        m = strings.SYMBOL_VAR_RE.match(text, pos)
        if m is None:
            m = GVAR_RE.match(text, pos)
        if m is None:
            m = SYMBOL_OP_RE.match(text, pos)
        if m is None:
            if self.tern:
                self.tern -= 1
            self.emit("COLON", ":", start)
            self.state = BEG
            return pos
        self.emit("SYMBOL", m.group(), start)
        self.state = END
        return m.end()

    def _regexp(self, start: int, pos: int, close: str = "/", open_: str | None = None) -> int:
        mark = len(self.toks)
        self.emit("REGEX_BEG", "/", start)
        end = self._string_body(pos, close, open_, start, "regexp", regexp=True)
        fm = strings.REGEX_FLAGS_RE.match(self.text, end)
        flags = fm.group()
        parts = self.toks[mark + 1:]
        if all(t.type == "STR_CONTENT" for t in parts):
            del self.toks[mark:]
            self.emit("REGEX", ("".join(t.value for t in parts), flags), start)
        else:
            self.toks.append(self.tok("REGEX_END", flags, end - 1))
        self.state = END
        return fm.end()

    def _percent(self, pm: re.Match[str], start: int) -> int:
        kind, delim = pm.group(1), pm.group(2)
        open_ = delim if delim in "([{<" else None
        close = {"(": ")", "[": "]", "{": "}", "<": ">"}.get(delim, delim)
        pos = pm.end()
        if kind in ("", "Q"):
            return self._dstring(start, pos, close, open_, "STR_BEG")
        if kind == "q":
            return self._sstring(start, pos, close, open_)
        if kind == "x":
            return self._dstring(start, pos, close, open_, "XSTR_BEG")
        if kind == "r":
            return self._regexp(start, pos, close, open_)
        if kind == "s":
            end = strings.find_close(self.text, pos, close, open_)
            if end < 0:
                raise self.error(f"unterminated symbol starting at {self.where(start)}", start)
            self.emit("SYMBOL", self.text[pos:end], start)
            self.state = END
            return end + 1
        if kind in ("w", "i"):
            end = strings.find_close(self.text, pos, close, open_)
            if end < 0:
                raise self.error(f"unterminated list starting at {self.where(start)}", start)
            words = strings.split_words(self.text[pos:end])
            self.emit("WORDS" if kind == "w" else "SYMBOLS", words, start)
            self.state = END
            return end + 1
        mark = len(self.toks)
        self.emit("WORDS_BEG" if kind == "W" else "SYMWORDS_BEG", kind, start)
        end = self._string_body(pos, close, open_, start, "list", words=True)
        if self.toks[-1].type == "WORD_SEP":
            self.toks.pop()
        del mark
        self.toks.append(self.tok("STR_END", "", end - 1))
        self.state = END
        return end

    # -- heredocs -------------------------------------------------------------------------

    def _heredoc(self, hm: re.Match[str], start: int) -> int:
        """Remember `<<~ID`; its body is read when this line ends."""
        squiggly = hm.group(1)
        ident = hm.group(2) or hm.group(3) or hm.group(4) or hm.group(5)
        raw = hm.group(3) is not None
        beg = "XSTR_BEG" if hm.group(5) is not None else "STR_BEG"
        self.emit("HEREDOC", ident, start)
        placeholder = self.toks[-1]
        self.pending_heredocs.append((squiggly, ident, raw, beg, placeholder, start))
        self.state = END
        return hm.end()

    def _read_heredocs(self, pos: int) -> int:
        pending, self.pending_heredocs = self.pending_heredocs, []
        for squiggly, ident, raw, beg, placeholder, start in pending:
            pos = self._read_heredoc(pos, squiggly, ident, raw, beg, placeholder, start)
        return pos

    def _read_heredoc(self, pos, squiggly, ident, raw, beg, placeholder, start) -> int:
        text = self.text
        n = self.n
        body_start = pos
        line_start = pos
        while True:
            if line_start >= n:
                raise self.error(f"unterminated heredoc: no '{ident}' line after it", start)
            nl = text.find("\n", line_start)
            line_end = n if nl < 0 else nl
            line = text[line_start:line_end].rstrip("\r")
            if (line.strip() if squiggly else line) == ident:
                break
            line_start = line_end + 1
        body_end = line_start
        after = n if nl < 0 else nl  # continue at the terminator's line break
        indent = strings.heredoc_indent(text[body_start:body_end]) if squiggly == "~" else 0
        saved = self.toks
        self.toks = []
        if raw:
            body = text[body_start:body_end]
            if indent:
                body = strings.dedent(body, indent)
            self.toks.append(self.tok("STRING", body, start))
        else:
            self.toks.append(self.tok(beg, "<<", start))
            self._string_body_heredoc(body_start, body_end, indent, start)
            parts = self.toks[1:]
            if beg == "STR_BEG" and all(t.type == "STR_CONTENT" for t in parts):
                self.toks = [self.tok("STRING", "".join(t.value for t in parts), start)]
            else:
                self.toks.append(self.tok("STR_END", "", start))
        self.heredoc_bodies[placeholder.start_pos] = self.toks
        self.toks = saved
        return after

    def _string_body_heredoc(self, body_start: int, body_end: int, indent: int, start: int) -> None:
        """Scan a heredoc body: escapes and interpolation, minus `<<~` indentation."""
        text = self.text
        i = body_start
        chunk = body_start
        buf: list[str] = []

        def flush(upto: int) -> None:
            nonlocal chunk
            piece = text[chunk:upto]
            if indent:
                piece = strings.dedent_piece(text, chunk, piece, indent)
            buf.append(piece)
            value = strings.unescape("".join(buf))
            buf.clear()
            if value:
                self.toks.append(self.tok("STR_CONTENT", value, chunk))
            chunk = upto

        while True:
            j = strings.scan_to(text, i, "\\#", body_end)
            if j >= body_end:
                flush(body_end)
                return
            if text[j] == "\\":
                i = j + 2
                continue
            nx = text[j + 1:j + 2]
            if nx == "{":
                flush(j)
                self.toks.append(self.tok("INTERP_BEG", "#{", j))
                i = self.lex_nested(j + 2)
                self.toks.append(self.tok("INTERP_END", "}", i - 1))
                chunk = i
                continue
            if nx in ("@", "$"):
                vm = (strings.IVAR_RE if nx == "@" else GVAR_RE).match(text, j + 1)
                if vm:
                    flush(j)
                    self.toks.append(self.tok("INTERP_BEG", "#", j))
                    kind = "GVAR" if nx == "$" else ("CVAR" if vm.group().startswith("@@") else "IVAR")
                    self.toks.append(self.tok(kind, vm.group(), j + 1))
                    self.toks.append(self.tok("INTERP_END", "", vm.end()))
                    chunk = i = vm.end()
                    continue
            i = j + 1

    # -- structural errors -----------------------------------------------------------------

    def _mismatch(self, top: list, found: str, pos: int) -> RubySyntaxError:
        opener = _opener_word(top[0])
        closer = "end" if top[0] in END_OPENERS else CLOSERS_FOR.get(top[0][0], "?")
        line, col = self.linecol(top[1])
        return self.error(
            f"unexpected '{found}': '{opener}' opened at {line}:{col} is not closed yet "
            f"(expected '{closer}')", pos,
        )

    def _unclosed(self) -> RubySyntaxError:
        top = self.mismatch if self.mismatch is not None else self.stack[-1]
        opener = _opener_word(top[0])
        line, col = self.linecol(top[1])
        if top[0] in END_OPENERS:
            msg = f"missing 'end' for '{opener}' opened at line {line}"
        else:
            msg = f"missing '{CLOSERS_FOR[top[0][0]]}' for '{opener}' opened at {line}:{col}"
        return self.error(msg, top[1], hint="the file ended while this was still open")


CLOSERS_FOR = {"(": ")", "[": "]", "{": "}"}


def _opener_word(kind: str) -> str:
    return "{" if kind == "{b" else kind


def _name_kind(val: str) -> str:
    if val[-1] in "?!":
        return "FID"
    return "CONST" if val[0].isupper() else "IDENT"


def _indent(text: str, pos: int) -> int:
    """The indentation of the line holding `pos`, or -1 if code precedes `pos` on it."""
    ls = text.rfind("\n", 0, pos) + 1
    before = text[ls:pos]
    if before.strip(" \t"):
        return len(before) - len(before.lstrip(" \t"))
    return len(before)
