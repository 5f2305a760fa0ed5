"""The stateful Ruby lexer: turns source text into the tokens the LALR grammar reads.

Ruby cannot be tokenized without context: `foo [1]` is a call with an array argument
but `foo[1]` an index; `x /y/` may be a regexp or a division; `do` binds to the
outermost command; a heredoc's body starts on the next line. Like MRI's parse.y, the
lexer keeps a small state (what kind of token came last, which names are local
variables, which brackets and `end`-blocks are open) and picks token kinds with it, so
the grammar itself stays LALR(1).
"""

from __future__ import annotations

from bisect import bisect_right

from toque.errors import RubySyntaxError
from toque.grammar import strings
from toque.grammar.lalr import Tok as Token
from toque.grammar.lex_literals import Literals
from toque.grammar.lexstates import (
    BEG,
    BEGLIKE,
    CLASS,
    CLOSERS,
    CLOSERS_FOR,
    CMDARG,
    DOT,
    DROP_TERM_BEFORE,
    END,
    END_OPENERS,
    ENDFN,
    FNAME,
    GVAR_RE,
    HEREDOC_RE,
    MASTER,
    NAME_TOKENS,
    OP_METHOD_RE,
    PERCENT_RE,
    indent_of,
    opener_word,
)
from toque.grammar.names import Names
from toque.grammar.tokens import OPERATORS
from toque.source import Span

# `#{` inside `#{` is lexed by recursion (a few Python frames a level); Ruby has no
# limit, but no real recipe comes near this one.
MAX_INTERPOLATION_DEPTH = 100


BLOCK_OPENERS = frozenset(("do", "{b"))


class Lexer(Names, Literals):
    """Tokenizes one source text: `Lexer(text, file).tokens()`."""

    def __init__(self, text: str, file: str = "-") -> None:
        if text.startswith("\ufeff"):
            text = text[1:]  # a byte-order mark is no part of the first line
        if "\r\n" in text:
            text = text.replace("\r\n", "\n")  # as Ruby reads it: CRLF is a line break
        self.text = text
        self.n = len(text)
        self.file = file
        self.toks: list[Token] = []
        self.heredoc_bodies: dict[int, list[Token]] = {}
        self.pending_heredocs: list[tuple] = []
        self.locals: set[str] = set()
        self.interp_depth = 0  # `#{` open around the code being lexed
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
        # a pattern (after `in`, or `=>` starting one): its bare names are locals it binds
        self.pat_depth = -1  # depth of the pattern being read
        self.pat_suspend = -1  # depth of a `^(expr)` or lambda inside it: no bindings there
        self.pat_suspend_lambda = False

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
        if self.pending_nl < 0:
            starts = self.starts
            line = bisect_right(starts, pos)
            self.toks.append(Token(kind, value, pos, line, pos - starts[line - 1] + 1))
            return
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
        # a `=begin` comment (or `__END__`) on the very first line: no newline precedes it
        self._run(self._newline(0, 0), nested=False)
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
        if self.interp_depth >= MAX_INTERPOLATION_DEPTH:
            raise self.error(
                f"too deeply nested: toque reads at most {MAX_INTERPOLATION_DEPTH} levels of '#{{'",
                pos - 2,
            )
        saved = self.__dict__.copy()
        self._reset_frame()
        self.interp_start = pos - 2
        self.interp_depth += 1
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
            start = m.end(1)
            if start > pos:
                space = True
            pos = m.end()
            val = text[start:pos]
            if kind == "eof":
                break
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
            raise self.error(
                "unterminated interpolation: this '#{' has no closing '}'", self.interp_start
            )
        if self.stack:
            raise self._unclosed()
        return pos

    def _newline(self, start: int, pos: int) -> int:
        text = self.text
        if self.pending_heredocs:
            pos = self._read_heredocs(pos)
        # `=begin` comments and `__END__` start at the beginning of a line
        c = text[pos : pos + 1]
        if c != "=" and c != "_":
            pass
        elif text.startswith("=begin", pos) and text[pos + 6 : pos + 7] in (
            "",
            " ",
            "\t",
            "\r",
            "\n",
        ):
            e = text.find("\n=end", pos)
            if e < 0:
                raise self.error("unterminated =begin comment: no '=end' line", pos)
            nl = text.find("\n", e + 5)
            pos = self.n if nl < 0 else nl
        elif text.startswith("__END__", pos) and text[pos + 7 : pos + 8] in ("", "\n", "\r"):
            pos = self.n
        state = self.state
        depth = len(self.stack)
        if (
            self.pat_depth == depth
            and self.toks
            and self.toks[-1].type == "LABEL"
            and self.text[self.toks[-1].start_pos] not in "\"'"  # 3.1: not `"key":`
        ):
            state = END  # `in key:` and a line break: the pattern ends, the body starts
        if state in (BEG, DOT, FNAME, CLASS) or self.pending_nl >= 0 or not self.toks:
            return pos
        if self.pat_depth == depth:
            self.pat_depth = -1
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

    # -- brackets -------------------------------------------------------------------------

    def _push(self, kind: str, pos: int) -> None:
        indent = indent_of(self.text, pos) if kind in END_OPENERS else 0
        self.stack.append([kind, pos, indent])
        if kind in BLOCK_OPENERS:
            # a block sees the enclosing locals, but names it assigns stay its own:
            # after the block, `foo :sym do … end` must still parse as a command
            self.scopes.append(self.locals)
            self.locals = set(self.locals)
        self.tern_saved.append(self.tern)
        self.tern = 0

    def _pop(self) -> list:
        entry = self.stack.pop()
        if entry[0] in BLOCK_OPENERS and self.scopes:
            self.locals = self.scopes.pop()
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
        if self.pat_depth > depth:
            self.pat_depth = -1
        if self.pat_suspend > depth and (
            self.pat_suspend_lambda is False or entry[0] in BLOCK_OPENERS
        ):
            self.pat_suspend = -1
        return entry

    def _open(self, val: str, start: int, pos: int, sp: bool) -> int:
        state = self.state
        depth = len(self.stack)
        last = self.toks[-1].type if self.toks else ""
        if val == "(":
            if last in ("LAMBDA", "DOT", "ANDDOT") or (
                not sp
                and state in (ENDFN, END)
                and last in NAME_TOKENS | {"KW_DEFINED", "KW_SUPER", "KW_YIELD"}
            ):
                kind = "LPAREN_CALL"
            elif state == CMDARG:
                kind = "LPAREN_ARG"
            else:
                kind = "LPAREN"
            if self.def_depth == depth and self.def_paren < 0 and last in NAME_TOKENS:
                self.def_paren = depth
            self.emit(kind, val, start)
            self._push("(", start)
            if last == "CARET" and self.pat_depth >= 0 and self.pat_suspend < 0:
                self.pat_suspend = depth + 1  # `^(expr)`: an expression, not a pattern
                self.pat_suspend_lambda = False
        elif val == "[":
            if state == FNAME or (state == DOT and self.text.startswith("[]", start)):
                # def [](k) / def []=(k, v) / h&.[](k)
                om = OP_METHOD_RE.match(self.text, start)
                if om is None:
                    raise self.error("unexpected '[': a method name was expected here", start)
                self.emit("IDENT", om.group(), start)
                if state == FNAME:
                    self._after_fname(om.end())
                else:
                    self.state = ENDFN
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
        if text[q : q + 1] == "|" and text[q + 1 : q + 2] != "|":
            self.bparam_depth = len(self.stack)

    # -- operators ------------------------------------------------------------------------

    def _operator(self, val: str, start: int, pos: int, sp: bool) -> int:  # noqa: C901
        text = self.text
        state = self.state
        emit = self.emit
        beg = state in BEGLIKE or (
            # `def foo *args, &blk`: parameters without parentheses start like arguments
            val in ("*", "**", "&") and self.def_depth == len(self.stack) and self.def_paren < 0
        )
        nospace_after = text[pos : pos + 1] not in ("", " ", "\t", "\n", "\r")
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
            if text[pos : pos + 1].isdigit():
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
            top = beg or state == CLASS  # `class ::Top`
            emit("COLON3" if top else "COLON2", val, start)
            self.state = BEG if top else DOT
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
            if self.pat_depth == depth:
                self.pat_depth = -1
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
            if self.pat_depth >= 0 and self.pat_suspend < 0:
                self.pat_suspend = len(self.stack) + 1  # until the lambda's body closes
                self.pat_suspend_lambda = True
            self.state = ENDFN
            return pos
        if val in (".", "&."):
            emit("DOT" if val == "." else "ANDDOT", val, start)
            self.state = FNAME if state == FNAME else DOT
            return pos
        kind = OPERATORS[val]
        emit(kind, val[:-1] if kind == "OP_ASGN" else val, start)  # `+=` → "+"
        self.state = BEG
        if kind == "ASSOC" and self.pat_depth < 0:
            self._rightward_pattern()
        return pos

    def _rightward_pattern(self) -> None:
        """`value => pattern` as a statement (not `key => value` of a hash or arguments)."""
        depth = len(self.stack)
        if self.cmdargs and self.cmdargs[-1] == depth:
            return
        if self.stack and self.stack[-1][0] not in END_OPENERS and self.stack[-1][0] != "{b":
            return
        self.pat_depth = depth

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
        shown = val if val.isprintable() else f"\\x{ord(val):02x}"
        raise self.error(f"unexpected character '{shown}'", start)

    # -- literals ------------------------------------------------------------------------

    # -- heredocs -------------------------------------------------------------------------

    # -- structural errors -----------------------------------------------------------------

    def _mismatch(self, top: list, found: str, pos: int) -> RubySyntaxError:
        opener = opener_word(top[0])
        closer = "end" if top[0] in END_OPENERS else CLOSERS_FOR.get(top[0][0], "?")
        line, col = self.linecol(top[1])
        return self.error(
            f"unexpected '{found}': '{opener}' opened at {line}:{col} is not closed yet "
            f"(expected '{closer}')",
            pos,
        )

    def _unclosed(self) -> RubySyntaxError:
        top = self.mismatch if self.mismatch is not None else self.stack[-1]
        opener = opener_word(top[0])
        line, col = self.linecol(top[1])
        if top[0] in END_OPENERS:
            msg = f"missing 'end' for '{opener}' opened at line {line}"
        else:
            msg = f"missing '{CLOSERS_FOR[top[0][0]]}' for '{opener}' opened at {line}:{col}"
        return self.error(msg, top[1], hint="the file ended while this was still open")
