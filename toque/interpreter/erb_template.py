"""ERB templates: translated to Ruby that keeps the template's line numbers, then run."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.errors import RubySyntaxError, ToqueError
from toque.grammar.files import parse_bytes
from toque.interpreter.core.exceptions import message_text
from toque.interpreter.core.module import define_method_on
from toque.interpreter.dsl.value_bridge import to_ruby
from toque.interpreter.model.frames import Frame
from toque.interpreter.model.objects import RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import ReturnSignal, RubyError
from toque.interpreter.program import compile_program
from toque.lazy_re import lazy_compile
from toque.runtime.values import Sym
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# Trim modes: "-" is Ruby's ERB with trim_mode "-" (`<%-` eats the indentation, `-%>`
# the newline); "chef" is Erubis, which Chef renders with: besides `-%>` after `<%=`, a
# line holding only a `<% %>` or `<%# %>` tag (and blanks) vanishes, newline included.
# ">" and "<>" are ERB's other modes (a tag ending a line eats its newline; with "<>" only
# on a line that starts with `<%`), and "" none at all (`-%>` is then kept as ERB does not).
TRIM_MODES = ("-", "chef", ">", "<>", "")

_OPEN = lazy_compile(r"<%([%=#-]?)")
_CLOSE = lazy_compile(r"-%>|%%>|%>")
_RSPACE = lazy_compile(r"[ \t]*\r?\n")
_NL = lazy_compile(r"\r?\n")
_BLANK = lazy_compile(r"[ \t]*\Z")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "#": "\\#", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_SPECIAL = lazy_compile(r'[\\"#\x00-\x1f\x7f]')
_AT = lazy_compile(r"\b(\d+):(\d+)\b")  # "opened at 2:6" in parser messages
_PUT = "_erbout.<<(({}).to_s)"
_PUT_AT = len("_erbout.<<((")


def ruby_literal(text: str) -> str:
    """`text` as a double-quoted Ruby literal with no interpolation and no raw newline."""

    def esc(m: re.Match[str]) -> str:
        ch = m.group()
        return _ESCAPES.get(ch) or f"\\u{ord(ch):04x}"

    return '"' + _SPECIAL.sub(esc, text) + '"'


class _Code:
    """The Ruby being written: statements joined by `;`, a newline only where the
    template has one, and where each tag's code sits (to map syntax errors back)."""

    def __init__(self) -> None:
        self.parts: list[str] = ["_erbout = +''"]
        self.line = 1
        self.width = len(self.parts[0])  # of the current generated line
        self.filled = True
        self.marks: dict[int, list[tuple[int, int, int]]] = {}  # line -> (gen col, col, len)

    def stmt(self, code: str, col: int = 0, offset: int = 0) -> None:
        """Append a statement; `col` > 0: the template column of its code at `offset`."""
        if not code.strip():
            self.newlines(code.count("\n"))
            return
        if self.filled:
            self.parts.append("; ")
            self.width += 2
        lines = code[offset:].split("\n") if col else []
        for i, piece in enumerate(lines):
            at = (self.width + offset + 1, col) if i == 0 else (1, 1)
            self.marks.setdefault(self.line + i, []).append((at[0], at[1], len(piece)))
        self.parts.append(code)
        nl = code.rfind("\n")
        self.line += code.count("\n")
        self.width = self.width + len(code) if nl < 0 else len(code) - nl - 1
        self.filled = bool(code[nl + 1 :].strip())

    def text(self, text: str, chef: bool = False) -> None:
        if chef:  # Erubis puts text in Ruby source, whose parser reads CRLF as LF
            text = text.replace("\r\n", "\n")
        if text:
            self.stmt(f"_erbout.<<({ruby_literal(text)}.freeze)")

    def newlines(self, count: int) -> None:
        if count:
            self.parts.append("\n" * count)
            self.line += count
            self.width = 0
            self.filled = False

    def source(self) -> str:
        return "".join(self.parts) + "\n_erbout\n"


def translate(text: str, file: str, trim_mode: str = "-") -> _Code:
    """Scan the template once, writing text appends and tag code as they come."""
    if trim_mode not in TRIM_MODES:
        raise ValueError(f"unknown ERB trim mode {trim_mode!r} (known: {', '.join(TRIM_MODES)})")
    chef = trim_mode == "chef"
    out = _Code()
    start = pos = 0  # where the text not yet written starts; where scanning resumes
    pending = ""  # literal text gathered across `<%%`
    while m := _OPEN.search(text, pos):
        kind = m.group(1)
        if kind == "%":  # `<%%` is a literal `<%` (to Erubis, `<%% … %>` is all literal)
            close = text.find("%>", m.end()) + 2 if chef else 1
            after = close if close > 1 else m.end()
            pending += text[pos : m.start()] + "<%" + text[m.end() : after]
            pos = after
            continue
        code, end, rtrim = _tag_body(text, m, file)
        line_start = text.rfind("\n", 0, m.start()) + 1
        # ERB's scanner sees a line start where the last tag ended too; Erubis does not
        left = line_start if chef or line_start >= pos else pos
        at_bol = left >= pos and _BLANK.match(text, left, m.start()) is not None
        rspace = _RSPACE.match(text, end)
        if chef:  # Erubis: a tag alone on its line takes the line with it
            alone = kind != "=" and at_bol and rspace is not None
            drop_left, drop_right = alone, alone or (kind == "=" and rtrim and rspace is not None)
        else:
            drop_left = at_bol and kind == "-" and trim_mode == "-"
            drop_right = _drops_newline(text, end, trim_mode, rtrim)
        out.text(pending + text[pos : left if drop_left else m.start()], chef)
        out.newlines(text.count("\n", start, m.start()))
        col = m.end() - line_start + 1
        if kind == "#":
            out.newlines(code.count("\n"))
        elif kind == "=":
            out.stmt(_PUT.format(code), col, _PUT_AT)
        else:
            out.stmt(code, col)
        start = pos = end
        pending = ""
        if drop_right:
            start = pos = (rspace if chef else _NL.match(text, end)).end()
            out.newlines(1)
    out.text(pending + text[pos:], chef)
    out.newlines(text.count("\n", start))
    return out


def _drops_newline(text: str, end: int, trim_mode: str, rtrim: bool) -> bool:
    """Does the newline right after a tag ending at `end` vanish, under ERB's trim mode?"""
    if _NL.match(text, end) is None:
        return False
    if trim_mode == ">":
        return True
    if trim_mode == "<>":  # the line starts with a tag (or right after a `%` line's code)
        start = text.rfind("\n", 0, end) + 1
        return text.startswith("<%", start) or text.startswith("%><%", start)
    return rtrim and trim_mode == "-"


def _tag_body(text: str, m: re.Match[str], file: str) -> tuple[str, int, bool]:
    """The code of the tag opened at `m` (`%%>` read as `%>`), where it ends, and
    whether it closed with `-%>`."""
    code, pos = "", m.end()
    while True:
        c = _CLOSE.search(text, pos)
        if c is None:
            line = text.count("\n", 0, m.start()) + 1
            col = m.start() - text.rfind("\n", 0, m.start())
            raise RubySyntaxError(
                f"unclosed ERB tag {m.group()!r}: no %> after it",
                Span(file, line, col),
                source=text,
            )
        code += text[pos : c.start()]
        if c.group() != "%%>":
            return code, c.end(), c.group() == "-%>"
        code += "%>"
        pos = c.end()


def compile_erb(text: str, file: str, trim_mode: str = "-") -> str:
    """The Ruby source of a template: it builds and returns the rendered String, each
    template line's code on the same line number as in the template."""
    return translate(text, file, trim_mode).source()


class TemplateError(ToqueError):
    """Ruby code in a template raised: the Ruby class and message, at the template's line."""

    context = 2


def render(
    rt: Runtime,
    text: str,
    file: str,
    variables: dict[Any, Any] | None = None,
    helpers: list[Any] | None = None,
    context: Any = None,
    trim_mode: str = "-",
) -> str:
    """Render a template with `self` a fresh template context: `variables` become its
    `@ivars`, `context` its `node` (and `@node`), `helpers` are modules it is extended
    with or `(name, proc)` pairs that become its methods."""

    code = _compiled(rt, text, file, trim_mode)
    obj = _context_object(rt, variables or {}, helpers or [], context)
    frame = Frame(obj, None, (rt.Object,), rt.Object)
    frame.file = file
    try:
        result = code(frame)
    except RubyError as err:
        raise _located(rt, err, text, file) from None
    except ReturnSignal as sig:
        result = sig.value
    return rt.to_s(result)


def _compiled(rt: Runtime, text: str, file: str, trim_mode: str) -> Any:
    """The template's compiled code, made once per runtime, template and trim mode; the
    parse goes through the on-disk AST cache, as recipes do (parsing was ~15 ms a template)."""

    cache: dict[tuple[str, str, str], Any] = rt.__dict__.setdefault("_erb_cache", {})
    key = (text, file, trim_mode)
    code = cache.get(key)
    if code is None:
        gen = translate(text, file, trim_mode)
        source = gen.source()
        try:
            tree = parse_bytes(source.encode("utf-8"), file)
        except RubySyntaxError as exc:
            raise _syntax_error(exc, gen, text, file) from None
        code = cache[key] = compile_program(rt, tree, file, "")
    return code


def _syntax_error(exc: RubySyntaxError, gen: _Code, text: str, file: str) -> RubySyntaxError:
    """The parser's error on the generated Ruby, moved to the template's line and column."""
    span = exc.span
    last = text.count("\n") + 1
    if span is None or span.line > last:
        tail = text.rsplit("\n", 1)[-1]
        line, col = last, len(tail) + 1
    else:
        line, col = span.line, _template_col(gen, span.line, span.col)
    message = _AT.sub(lambda m: f"{m[1]}:{_template_col(gen, int(m[1]), int(m[2]))}", exc.message)
    return RubySyntaxError(message, Span(file, line, col), source=text, hint=exc.hint)


def _template_col(gen: _Code, line: int, col: int) -> int:
    best = None
    for gcol, tcol, length in gen.marks.get(line, []):
        if gcol <= col:
            best = tcol + min(col - gcol, length)
    return best if best is not None else 1


def _context_class(rt: Runtime) -> Any:
    """Chef's `Chef::Mixin::Template::TemplateContext` if libraries can see one, else ours."""
    try:
        klass = rt.const_get("Chef::Mixin::Template::TemplateContext")
    except (KeyError, AttributeError):
        klass = rt.Object.consts.get("TemplateContext") or rt.define_class("TemplateContext")
    if klass.find_method("node") is None:
        rt.define_method(klass, "node", _node, 0)
    return klass


def _node(rt: Runtime, self: Any, args: list, block: Any) -> Any:
    node = self.ivars.get("@node")
    if node is None:
        raise rt.error(
            "RuntimeError",
            "Could not find a value for node. If you are explicitly setting variables in a "
            "template, include a node variable if you plan to use it.",
        )
    return node


def _context_object(rt: Runtime, variables: dict[Any, Any], helpers: list[Any], node: Any) -> Any:

    obj = RObject(_context_class(rt))
    if node is not None:
        obj.ivars["@node"] = node
    for key, value in variables.items():
        name = key.name if isinstance(key, RSymbol) else key.v if isinstance(key, RString) else key
        obj.ivars[f"@{name}"] = _ruby_value(value)
    for helper in helpers:
        if isinstance(helper, tuple):
            name = sym(helper[0]) if isinstance(helper[0], str) else helper[0]
            define_method_on(rt, rt.singleton_class(obj), name, helper[1])
        else:
            rt.singleton_class(obj).include(helper)
    return obj


def _ruby_value(value: Any) -> Any:
    """Python data (str, dict, list, runtime symbols) as Ruby values; Ruby values as they are."""

    if isinstance(value, (str, dict, tuple, Sym)) or type(value) is list:
        return to_ruby(value)
    return value


def _located(rt: Runtime, err: Any, text: str, file: str) -> TemplateError:
    """A Ruby exception as a TemplateError at the innermost template line it passed
    (a helper's own file and line, when it raised there, go into the message)."""

    exc = err.exc
    try:
        message = f"{exc.cls.name}: {message_text(rt, exc)}"
    except Exception:  # noqa: BLE001 - a broken message method still gets reported
        message = exc.cls.name
    places = [(getattr(err, "file", None), getattr(err, "line", None))]
    places += [(f, n) for f, n, _ in getattr(err, "trace", [])]
    line = next((n for f, n in places if f == file and n is not None), None)
    if line is None:
        return TemplateError(message, Span(file, 1, 1))
    origin = places[0]
    if origin[0] != file and origin[1] is not None:
        message += f" (raised at {origin[0]}:{origin[1]})"
    return TemplateError(message, Span(file, line, 1), source=text)
