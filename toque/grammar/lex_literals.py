"""Lexing Ruby's literals: strings, symbols, regexps, percent lists, heredocs, numbers.

A mixin of `Lexer`: the methods share its token list, position and state.
"""

from __future__ import annotations

import re
from typing import Any

from toque.grammar import strings
from toque.grammar.lexstates import (
    BEG,
    BEGLIKE,
    END,
    GVAR_RE,
    MASTER,
    SYMBOL_OP_RE,
    WORD_RE,
)


class Literals:
    """The literal-scanning half of the lexer (see `toque.grammar.lexer.Lexer`)."""

    def _unescape(self, raw: str, start: int) -> str:
        try:
            return strings.unescape(raw)
        except strings.BadEscape as exc:
            raise self.error(
                f"{exc} in the string starting at {self.where(start)}", start
            ) from None

    def _number(self, val: str, start: int) -> None:
        kind, value = self._number_value(val, start)
        self.emit(kind, value, start)
        self.state = END

    def _number_value(self, val: str, start: int) -> tuple[str, int | float]:
        text = self.text
        end = start + len(val)
        if val.endswith("_") or "__" in val:
            raise self.error("trailing '_' in number", start)
        if val.lower() in ("0x", "0b", "0o", "0d") or (
            val == "0"
            and text[end : end + 1] in ("x", "X", "b", "B")
            and not text[end + 1 : end + 2].isalnum()
        ):
            raise self.error("numeric literal without digits", start)
        try:
            return strings.number_value(val)
        except ValueError:
            raise self.error("Invalid octal digit", start) from None

    def _number_at(self, start: int, negative: bool) -> int:
        m = MASTER.match(self.text, start + 1)
        val = m.group()
        kind, value = self._number_value(val, start + 1)
        self.emit(kind, -value if negative else value, start)
        self.state = END
        return m.end()

    def _char_literal(self, start: int, pos: int) -> int:
        """`?a` is the string "a" (only where an operand may start)."""
        text = self.text
        c = text[pos : pos + 1]
        if c == "" or c in " \t\n":
            return 0
        if c == "\\":
            m = strings.ESCAPE_RE.match(text, pos)
            if not m:
                return 0
            return self._string_token(self._unescape(m.group(), start), start, m.end(), raw=False)
        if text[pos + 1 : pos + 2].isalnum() or text[pos + 1 : pos + 2] == "_":
            return 0
        return self._string_token(c, start, pos + 1, raw=False)

    def _string_token(self, body: str, start: int, end: int, raw: bool = True) -> int:
        """A string without interpolation; `"key": v` makes it a label."""
        value = self._unescape(body, start) if raw and self.text[start] == '"' else body
        if self._label_follows(end):
            self.emit("LABEL", value, start)
            self.state = BEG
            return end + 1
        self.emit("STRING", value, start)
        self.state = END
        return end

    def _label_follows(self, end: int) -> bool:
        text = self.text
        return (
            text[end : end + 1] == ":"
            and text[end + 1 : end + 2] != ":"
            and not self.tern
            and (self.state in BEGLIKE or (self.toks and self.toks[-1].type in ("COMMA", "LBRACE")))
        )

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
        self.emit(beg, close, start)
        mark = len(self.toks) - 1  # emit may add a line break first
        end = self._string_body(pos, close, open_, start, "string")
        return self._finish_string(mark, start, end, beg)

    def _finish_string(self, mark: int, start: int, end: int, beg: str) -> int:
        parts = self.toks[mark + 1 :]
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

    def _string_body(
        self,
        pos: int,
        close: str,
        open_: str | None,
        start: int,
        what: str,
        regexp: bool = False,
        words: bool = False,
    ) -> int:
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
                value = escape(raw, close) if regexp else self._unescape(raw, start)
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
                if words and text[j + 1 : j + 2] in (" ", "\t", "\n"):
                    buf.append(text[chunk:j])
                    buf.append(text[j + 1])
                    chunk = j + 2
                    # escaped whitespace belongs to the word (raw append, no escape)
                continue
            if c == "#":
                end = self._interpolation(j, flush)
                if end:
                    chunk = i = end
                else:
                    i = j + 1
                continue
            if words and c in " \t\n\r":
                flush(j)
                k = j
                while k < n and text[k] in " \t\n\r":
                    k += 1
                if text[k : k + 1] != close or depth:
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

    def _interpolation(self, j: int, flush: Any) -> int:
        """At a `#` in a string: lex `#{code}`, `#@ivar` or `#$gvar`; the position after
        it, or 0 when the `#` is plain text. `flush(j)` ends the text before it."""
        text = self.text
        nx = text[j + 1 : j + 2]
        if nx == "{":
            flush(j)
            self.toks.append(self.tok("INTERP_BEG", "#{", j))
            end = self.lex_nested(j + 2)
            self.toks.append(self.tok("INTERP_END", "}", end - 1))
            return end
        if nx not in ("@", "$"):
            return 0
        vm = (strings.IVAR_RE if nx == "@" else GVAR_RE).match(text, j + 1)
        if not vm:
            return 0
        flush(j)
        name = vm.group()
        kind = "GVAR" if nx == "$" else ("CVAR" if name.startswith("@@") else "IVAR")
        self.toks.append(self.tok("INTERP_BEG", "#", j))
        self.toks.append(self.tok(kind, name, j + 1))
        self.toks.append(self.tok("INTERP_END", "", vm.end()))
        return vm.end()

    def _symbol(self, start: int, pos: int) -> int:
        text = self.text
        c = text[pos : pos + 1]
        if c == '"':
            self.emit("DSYM_BEG", ":", start)
            mark = len(self.toks) - 1  # emit may add a line break first
            end = self._string_body(pos + 1, '"', None, start, "symbol")
            return self._finish_string(mark, start, end, "DSYM_BEG")
        if c == "'":
            end = strings.find_close(text, pos + 1, "'", None)
            if end < 0:
                raise self.error(f"unterminated symbol starting at {self.where(start)}", start)
            self.emit("SYMBOL", strings.unescape_single(text[pos + 1 : end], "'"), start)
            self.state = END
            return end + 1
        m = WORD_RE.match(text, pos)
        if m:
            e = m.end()
            if text[e : e + 1] in ("?", "!") and text[e + 1 : e + 2] != "=":
                e += 1
            elif text[e : e + 1] == "=" and text[e + 1 : e + 2] not in ("=", "~", ">"):
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
        self.emit("REGEX_BEG", "/", start)
        mark = len(self.toks) - 1  # emit may add a line break first
        end = self._string_body(pos, close, open_, start, "regexp", regexp=True)
        fm = strings.REGEX_FLAGS_RE.match(self.text, end)
        flags = fm.group()
        parts = self.toks[mark + 1 :]
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
        self.emit("WORDS_BEG" if kind == "W" else "SYMWORDS_BEG", kind, start)
        mark = len(self.toks) - 1  # emit may add a line break first
        end = self._string_body(pos, close, open_, start, "list", words=True)
        if self.toks[-1].type == "WORD_SEP":
            self.toks.pop()
        del mark
        self.toks.append(self.tok("STR_END", "", end - 1))
        self.state = END
        return end

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
        end = pos
        for squiggly, ident, raw, beg, placeholder, start in pending:
            # each body starts on the line after the previous terminator
            end = self._read_heredoc(pos, squiggly, ident, raw, beg, placeholder, start)
            pos = end + 1
        return end

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
            value = self._unescape("".join(buf), start)
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
            end = self._interpolation(j, flush)
            if end:
                chunk = i = end
                continue
            i = j + 1
