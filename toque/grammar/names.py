"""Lexing names: identifiers, constants, labels, keywords and what each one opens.

A mixin of `Lexer`. Whether a name is a command call (`file "/x"`), a local variable
(`x [1]` indexes) or a keyword opening an `end` block is decided here.
"""

from __future__ import annotations

from toque.grammar.lexstates import (
    BEG,
    BEGLIKE,
    CLASS,
    CMDARG,
    DOT,
    END,
    END_OPENERS,
    ENDFN,
    FNAME,
    HEREDOC_RE,
    MID,
    MOD_KEYWORDS,
    NON_ARG_WORDS,
    VALUE_KEYWORDS,
    WORD_RE,
    indent_of,
    name_kind,
)
from toque.grammar.tokens import KEYWORD_TOKENS


class Names:
    """The name-reading half of the lexer (see `toque.grammar.lexer.Lexer`)."""

    def _word(self, val: str, start: int, pos: int, sp: bool) -> int:  # noqa: C901
        text = self.text
        n = self.n
        state = self.state
        c = text[pos] if pos < n else ""
        # `empty?`, `save!` — but `a!=b`, and `x ?a :b` is no method name
        if c == "?" or c == "!":
            nx = text[pos + 1 : pos + 2]
            if (nx != "=" or text[pos + 1 : pos + 3] in ("==", "=~")) and (
                c == "!" or nx != ":" or text[pos + 2 : pos + 3] == ":" or not self.tern
            ):
                val += c
                pos += 1
                c = text[pos] if pos < n else ""
        # labels: `key: value` (not `a ? b : c`, not `A::B`)
        if (
            c == ":"
            and text[pos + 1 : pos + 2] != ":"
            and state != DOT
            and state != FNAME
            and not self.tern
            and (
                state in BEGLIKE
                or self.toks[-1].type in ("COMMA", "PIPE", "LPAREN_CALL", "LBRACE")
                or (self.def_depth == len(self.stack) and self.def_paren < 0)  # def f key: 1
            )
        ):
            self.emit("LABEL", val, start)
            if self.def_depth >= 0 or self.bparam_depth == len(self.stack):
                self.locals.add(val)  # a keyword parameter
            elif self.pat_depth >= 0 and self.pat_suspend < 0 and self._label_binds(pos + 1):
                self.locals.add(val)  # `in {name:}` binds name
            self.state = BEG
            return pos + 1
        if state == DOT:
            self.emit(name_kind(val), val, start)
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
            elif self._arg_follows(pos, True) and text[pos + 1 : pos + 2] in ("'", '"'):
                self.state = CMDARG
                self.cmdargs.append(len(self.stack))
            else:
                self.state = END
            return pos
        if (
            self.pat_depth >= 0
            and self.pat_suspend < 0
            and val[-1] not in "?!"
            and self.toks[-1].type != "CARET"
            and text[pos : pos + 1] != "("
        ):
            self.locals.add(val)  # a name a pattern binds
            self.emit("IDENT", val, start)
            self.state = END
            return pos
        depth = len(self.stack)
        if (
            self.def_depth >= 0
            or self.bparam_depth == depth
            or (self.lambda_depth >= 0 and self._in_lambda_params())
        ) and self._parameter_position():
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

    def _label_binds(self, pos: int) -> bool:
        """In a pattern: does the label ending before `pos` stand alone (`in {name:}`)?"""
        text = self.text
        q = pos
        while q < self.n and text[q] in " \t":
            q += 1
        c = text[q : q + 1]
        if c in ("", ",", "}", ")", "\n", ";", "#", "|"):
            return True
        word = WORD_RE.match(text, q)
        return word is not None and word.group() in ("then", "if", "unless")

    def _parameter_position(self) -> bool:
        """Is the name being read a parameter (`def f(a, b = x)`: a and b, not x)?"""
        last = self.toks[-1].type if self.toks else ""
        return last in (
            "LPAREN_CALL",
            "LPAREN",
            "COMMA",
            "USTAR",
            "DSTAR",
            "AMPER",
            "PIPE",
            "LAMBDA",
            "IDENT",
            "FID",
            "CONST",
            "TERM",
        )

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
        c = text[q : q + 1]
        if c == "=":
            return text[q + 1 : q + 2] not in ("=", "~", ">")
        if c in ("|", "&") and text[q + 1 : q + 3] == c + "=":
            return True
        return (
            c != ""
            and c in "+-*/%^|&"
            and text[q + 1 : q + 2] == "="
            and text[q + 2 : q + 3] != "="
        )

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
        c1 = text[q + 1 : q + 2]
        if c in "'\"`@$" or c.isdigit():
            return True
        if c.isalpha() or c == "_" or ord(c) > 127:
            word = WORD_RE.match(text, q).group()
            if word in NON_ARG_WORDS:
                # `foo if: 1` is an argument, `foo if x` a modifier
                return (
                    text[q + len(word) : q + len(word) + 1] == ":"
                    and text[q + len(word) + 1 : q + len(word) + 2] != ":"
                )
            return True
        if c == ":":
            if c1 == ":":
                return not is_local and text[q + 2 : q + 3] not in ("", " ", "\t", "\n")
            if is_local or self.tern:  # `a ? b :c` is a ternary
                return False
            return (
                c1 in ('"', "'", "_", "@", "$")
                or c1.isalpha()
                or (c1 != "" and c1 in "[+-*/<=>!~%&|^")
            )
        if c == "-" and c1 == ">":
            return True
        if is_local:
            return False
        if c in "[(~":
            return True
        if c in "-+*&!" and c1 not in ("", " ", "\t", "\n", "="):
            if c == "*" and c1 == "*" and text[q + 2 : q + 3] in ("", " ", "\t", "\n", "="):
                return False  # `foo ** 2` is a power
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
        c = text[pos : pos + 1]
        sep = 2 if text[pos : pos + 2] == "::" else 1 if c == "." else 0
        if sep and (val == "self" or val[0].isupper() or val in self.locals):
            self.emit("KW_SELF" if val == "self" else name_kind(val), val, start)
            self.emit("DOT", ".", pos)  # `def self.x` and `def self::x`
            return pos + sep  # still FNAME: the method name follows
        if c == "=" and text[pos + 1 : pos + 2] not in ("=", "~", ">") and val[-1] not in "?!":
            val += "="  # `def x=(v)`, `def x= v`, `alias y= x=` (not `def x = 1`: a space)
            pos += 1
        self.emit(name_kind(val), val, start)
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
        if text[q : q + 1] == "=" and text[q + 1 : q + 2] not in ("=", "~", ">"):
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
                self._end_commands()
                self.state = BEG
                if self.pat_depth == len(self.stack):
                    self.pat_depth = -1  # a guard: an expression
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
            self.state = ENDFN if self.text[pos : pos + 1] == "(" else BEG
            return pos
        if val in ("alias", "undef"):
            emit(kw, val, start)
            self.alias_names = 2 if val == "alias" else 1
            self.state = FNAME
            return pos
        emit(kw, val, start)  # then else elsif when ensure in and or not
        if val in ("then", "and", "or"):
            self._end_commands()  # `unless x.include? y then` ends the command call
            if self.pat_depth == len(self.stack):
                self.pat_depth = -1
        elif val == "in":
            depth = len(self.stack)
            if not (self.cond_depth == depth and self.stack and self.stack[-1][0] == "for"):
                self.pat_depth = depth  # `case x in pattern` / `x in pattern`
        self.state = BEG
        return pos

    def _end_commands(self) -> None:
        """Commands at this depth are complete: a later `do` is no longer theirs."""
        depth = len(self.stack)
        cmdargs = self.cmdargs
        while cmdargs and cmdargs[-1] >= depth:
            cmdargs.pop()

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
        if self.mismatch is None and indent_of(self.text, start) not in (top[2], -1):
            self.mismatch = top
        self._pop()
        if top[0] in ("def", "class", "module") and self.scopes:
            self.locals = self.scopes.pop()
        self.emit("KW_END", "end", start)
        self.state = END
