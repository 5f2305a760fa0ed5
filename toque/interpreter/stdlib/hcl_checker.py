"""hcl-checker (1.6), the HashiCorp Configuration Language v1 gem cookbooks declare:
HCL::Checker.valid?(text), HCL::Checker.parse(text, duplicate_mode) and last_error.

Its lexer and grammar are read as the gem's README and grammar define them, quirks kept:
tokens are tried in a fixed order (so `trueish` is the BOOL `true`, then `ish`); an
identifier may hold dots and dashes; a string keeps what a backslash escapes and whole
`${…}` interpolations; a heredoc keeps its closing marker; a list takes numbers, strings,
identifiers, lists and objects (not true/false); a block (`name "label" { … }`) nests its
labels as hashes; repeated keys gather into an Array (`:array`) or are deep-merged (`:merge`).
A parse error raises Racc::ParseError ("Parse error at … (invalid token: …)"), which
`valid?` answers with false and `parse` with the message; a character no token starts with
raises HCL::Checker::Lexer::ScanError, as the gem's generated lexer does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

VERSION = "1.6.3"

# the gem lexer's rules, tried in this order at each position
RULES = [
    ("skip", re.compile(r"\s+|#.*|//.*$", re.M)),
    ("comment", re.compile(r"/\*")),
    ("BOOL", re.compile(r"true|false")),
    ("FLOAT", re.compile(r"-?\d+\.\d+")),
    ("NUMBER", re.compile(r"-?\d+")),
    ("QUOTE", re.compile(r'"')),
    ("HEREDOC", re.compile(r"<<-?")),
    ("LEFTBRACE", re.compile(r"\{")),
    ("RIGHTBRACE", re.compile(r"\}")),
    ("LEFTBRACKET", re.compile(r"\[")),
    ("RIGHTBRACKET", re.compile(r"\]")),
    ("LEFTPARENTHESES", re.compile(r"\(")),
    ("RIGHTPARENTHESES", re.compile(r"\)")),
    ("COMMA", re.compile(r",")),
    ("IDENTIFIER", re.compile(r"[a-zA-Z_][a-zA-Z0-9_\-.]*")),
    ("EQUAL", re.compile(r"=")),
    ("MINUS", re.compile(r"-")),
]


class ScanError(Exception):
    pass


class ParseError(Exception):
    pass


def lex(text: str) -> list[tuple[str, Any]]:
    tokens: list[tuple[str, Any]] = []
    pos = 0
    while pos < len(text):
        for rule, pattern in RULES:
            m = pattern.match(text, pos)
            if m:
                kind = rule
                break
        else:
            raise ScanError(f"can not match: '{text[pos:]}'")
        pos = m.end()
        if kind == "skip":
            continue
        if kind == "comment":
            pos = _skip_comment(text, pos)
        elif kind == "BOOL":
            tokens.append(("BOOL", m.group() == "true"))
        elif kind == "FLOAT":
            tokens.append(("FLOAT", float(m.group())))
        elif kind == "NUMBER":
            tokens.append(("NUMBER", int(m.group())))
        elif kind == "QUOTE":
            value, pos = _string(text, pos)
            tokens.append(("STRING", value))
        elif kind == "HEREDOC":
            value, pos = _heredoc(text, pos)
            tokens.append(("STRING", value))
        else:
            tokens.append((kind, m.group()))
    return tokens


def _skip_comment(text: str, pos: int) -> int:
    """To the end of a /* … */ comment (the gem counts no nesting: a second /* only
    restarts its count at one)."""
    nested = 1
    boundary = re.compile(r"/\*|\*/")
    while nested:
        m = boundary.search(text, pos)
        if m is None:
            return len(text)
        pos = m.end()
        nested = 1 if m.group() == "/*" else nested - 1
    return pos


def _string(text: str, pos: int) -> tuple[str, int]:
    """A quoted string: a backslash keeps the character after it; quotes inside `${…}`
    do not end it."""
    result, nested = "", 0
    stop = re.compile(r'"|\$\{|\}|\\')
    while True:
        m = stop.search(text, pos)
        if m is None:
            raise ParseError("unterminated string")
        piece, pos = text[pos : m.end()], m.end()
        if m.group() == "${":
            nested += 1
        elif m.group() == "}" and nested > 0:
            nested -= 1
        elif m.group() == "\\":
            result += piece[:-1] + text[pos : pos + 1]
            pos += 1
            continue
        result += piece
        if nested == 0 and m.group() == '"':
            return result[:-1], pos


def _heredoc(text: str, pos: int) -> tuple[str, int]:
    """<<MARK … MARK: everything after the marker line through the closing marker, less
    the newline after it (the marker itself stays, as in the gem)."""
    eol = text.find("\n", pos)
    if eol < 0:
        raise ParseError("unterminated heredoc")
    marker = re.compile(text[pos : eol + 1])
    pos = eol + 1
    m = marker.search(text, pos)
    if m is None:
        raise ParseError("unterminated heredoc")
    return text[pos : m.end()][:-1], m.end()


class Parser:
    """The gem's grammar by recursive descent; values are Python until `ruby_value`."""

    def __init__(self, tokens: list[tuple[str, Any]], mode: str) -> None:
        self.tokens = tokens
        self.pos = 0
        self.mode = mode
        self.stack: list[Any] = [None]  # the values read (racc's stack starts with nil)

    def peek(self, offset: int = 0) -> str | None:
        i = self.pos + offset
        return self.tokens[i][0] if i < len(self.tokens) else None

    def take(self, *kinds: str) -> Any:
        kind = self.peek()
        if kind not in kinds:
            self.fail()
        value = self.tokens[self.pos][1]
        self.pos += 1
        self.stack.append(value)
        return value

    def fail(self) -> None:
        value = self.tokens[self.pos][1] if self.pos < len(self.tokens) else None
        last = ruby_inspect(self.stack).split(",")[-1].replace("]", "")
        at_end = self.pos >= len(self.tokens)
        shown = "$" if at_end else ruby_to_s(value)  # racc's name for the end of input
        raise ParseError(f"Parse error at {last} {shown} (invalid token: {shown})")

    def document(self) -> dict:
        items = []
        while self.peek() is not None:
            items.append(self.item())
            if self.peek() == "COMMA":
                self.take("COMMA")
        return self.flatten(items)

    def item(self) -> tuple[Any, Any]:
        if self.peek() not in ("IDENTIFIER", "STRING"):
            self.fail()
        if self.peek(1) == "EQUAL":
            key = self.take("IDENTIFIER", "STRING")
            self.take("EQUAL")
            return key, self.assigned()
        return self.block()

    def assigned(self) -> Any:
        kind = self.peek()
        if kind in ("NUMBER", "FLOAT", "BOOL", "STRING"):
            return self.take(kind)
        if kind == "LEFTBRACE":
            return self.object()
        if kind == "LEFTBRACKET":
            return self.list()
        if kind == "IDENTIFIER":
            name = self.take("IDENTIFIER")
            if self.peek() == "LEFTPARENTHESES":
                self.take("LEFTPARENTHESES")
                arg = self.take("IDENTIFIER")
                self.take("RIGHTPARENTHESES")
                return f"{name}({arg})"
            return name
        self.fail()
        return None

    def block(self) -> tuple[Any, Any]:
        name = self.take("IDENTIFIER", "STRING")
        if self.peek() == "LEFTBRACE":
            return name, self.object()
        if self.peek() in ("IDENTIFIER", "STRING"):
            inner = self.block()
            return name, {inner[0]: inner[1]}
        self.fail()
        return name, None

    def object(self) -> dict:
        self.take("LEFTBRACE")
        items = []
        while self.peek() != "RIGHTBRACE":
            if self.peek() is None:
                self.fail()
            items.append(self.item())
            if self.peek() == "COMMA":
                self.take("COMMA")
        self.take("RIGHTBRACE")
        return self.flatten(items)

    def list(self) -> list:
        self.take("LEFTBRACKET")
        items: list[Any] = []
        while self.peek() != "RIGHTBRACKET":
            kind = self.peek()
            if kind in ("NUMBER", "FLOAT", "STRING", "IDENTIFIER"):
                items.append(self.take(kind))
            elif kind == "LEFTBRACKET":
                items.append(self.list())
            elif kind == "LEFTBRACE":
                items.append(self.object())
            else:
                self.fail()
            if self.peek() == "COMMA":
                self.take("COMMA")
            elif self.peek() != "RIGHTBRACKET":
                self.fail()
        self.take("RIGHTBRACKET")
        return items

    def flatten(self, items: list[tuple[Any, Any]]) -> dict:
        """Items to a Hash; a repeated key gathers (:array) or deep-merges (:merge)."""
        out: dict = {}
        for key, value in items:
            if key not in out:
                out[key] = value
            elif self.mode == "array":
                if isinstance(out[key], list):
                    out[key].append(value)
                else:
                    out[key] = [out[key], value]
            else:
                deep_merge(out[key] if out[key] is not None else {}, value)
        return out


class NotAHash(Exception):
    """The gem's deep merge of a value that is not a Hash: Ruby's NoMethodError."""


def deep_merge(mine: Any, theirs: Any) -> Any:
    """Merge `theirs` into `mine` in place, as the gem does (its result is not kept, so a
    key first given a non-Hash value keeps it; a non-Hash to merge is a NoMethodError)."""
    if not isinstance(theirs, dict):
        raise NotAHash(f"undefined method `keys' for {ruby_inspect(theirs)}:{ruby_class(theirs)}")
    for key, value in theirs.items():
        if not isinstance(mine, dict):
            raise NotAHash(f"undefined method `[]' for {ruby_inspect(mine)}:{ruby_class(mine)}")
        old = mine.get(key)
        both = isinstance(old, dict) and isinstance(value, dict)
        mine[key] = deep_merge(old, value) if both else value
    return mine


def ruby_class(value: Any) -> str:
    if isinstance(value, bool):
        return "TrueClass" if value else "FalseClass"
    kinds = {int: "Integer", float: "Float", str: "String", list: "Array", dict: "Hash"}
    return kinds.get(type(value), "Object")


def ruby_to_s(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return ruby_inspect(value) if isinstance(value, (list, dict)) else str(value)


def ruby_inspect(value: Any) -> str:
    """Enough of Ruby's inspect for the error message's last value."""
    if value is None:
        return "nil"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(ruby_inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        return (
            "{" + ", ".join(f"{ruby_inspect(k)}=>{ruby_inspect(v)}" for k, v in value.items()) + "}"
        )
    return repr(value)


def ruby_value(value: Any) -> Any:
    if isinstance(value, dict):
        return RHash.from_pairs((ruby_value(k), ruby_value(v)) for k, v in value.items())
    if isinstance(value, list):
        return RArray(ruby_value(v) for v in value)
    if isinstance(value, str):
        return RString(value)
    return value


def _parse(rt: Runtime, text: Any, mode: str) -> Any:
    source = rt.to_s(text)
    try:
        return ruby_value(Parser(lex(source), mode).document())
    except ScanError as exc:
        klass = rt.const_get("HCL::Checker::Lexer::ScanError")
        raise RubyError(rt.new_exception(klass, RString(str(exc)))) from None
    except ParseError as exc:
        klass = rt.const_get("Racc::ParseError")
        raise RubyError(rt.new_exception(klass, RString(str(exc)))) from None
    except NotAHash as exc:
        raise rt.error("NoMethodError", str(exc)) from None


def _mode(rt: Runtime, mode: Any) -> str:
    name = mode.name if isinstance(mode, RSymbol) else None
    if name not in ("array", "merge"):
        modes = rt.inspect(RArray([RSymbol("array"), RSymbol("merge")]))
        raise rt.error(
            "ArgumentError",
            f"Invalid duplicate mode {rt.to_s(mode)}, must be one of {modes}",
        )
    return name


def _errors_to(rt: Runtime, checker: Any, call: Any, answer: Any) -> Any:
    """Run `call`; a Racc::ParseError is kept as last_error and `answer(message)` given."""
    try:
        return call()
    except RubyError as err:
        if not rt.send(err.exc, "is_a?", [rt.const_get("Racc::ParseError")]):
            raise
        message = rt.send(err.exc, "message", [])
        checker.ivars["@last_error"] = message
        return answer(message)


def define(rt: Runtime) -> None:
    if "HCL" in rt.Object.consts and "Checker" in rt.Object.consts["HCL"].consts:
        return
    racc = rt.Object.consts.get("Racc") or rt.define_module("Racc")
    if "ParseError" not in racc.consts:
        rt.define_class("ParseError", rt.StandardError, under=racc)
    hcl = rt.Object.consts.get("HCL") or rt.define_module("HCL")
    checker = rt.define_module("Checker", under=hcl)
    checker.consts["VERSION"] = RString(VERSION, frozen=True)
    modes = RArray([RSymbol("array"), RSymbol("merge")])
    modes.frozen = True
    checker.consts["VALID_DUPLICATE_MODES"] = modes
    lexer = rt.define_class("Lexer", rt.Object, under=checker)
    rt.define_class("ScanError", rt.StandardError, under=lexer)
    parser = rt.define_class("Parser", rt.Object, under=checker)
    single = rt.singleton_class(checker)

    def valid(rt_, recv, args, block):
        result = _errors_to(rt_, recv, lambda: _parse(rt_, args[0], "array"), lambda m: False)
        return result is not False and isinstance(result, RHash)

    def parse(rt_, recv, args, block):
        mode = _mode(rt_, args[1]) if len(args) > 1 else "array"
        return _errors_to(rt_, recv, lambda: _parse(rt_, args[0], mode), lambda m: m)

    rt.define_method(single, "valid?", valid, 1)
    rt.define_method(single, "parse", parse, -2)
    rt.define_method(single, "last_error", lambda rt_, r, a, b: r.ivars.get("@last_error"), 0)

    def set_last_error(rt_, recv, args, block):
        recv.ivars["@last_error"] = args[0]
        return args[0]

    rt.define_method(single, "last_error=", set_last_error, 1)

    def parser_parse(rt_, recv, args, block):
        mode = _mode(rt_, args[1]) if len(args) > 1 else "array"
        return _parse(rt_, args[0], mode)

    rt.define_method(parser, "parse", parser_parse, -2)

    def lexer_lex(rt_, recv, args, block):
        try:
            tokens = lex(rt_.to_s(args[0]))
        except ScanError as exc:
            klass = rt_.const_get("HCL::Checker::Lexer::ScanError")
            raise RubyError(rt_.new_exception(klass, RString(str(exc)))) from None
        except ParseError as exc:
            raise rt_.error("RuntimeError", str(exc)) from None
        return RArray(RArray([RSymbol(k), ruby_value(v)]) for k, v in tokens)

    rt.define_method(lexer, "lex", lexer_lex, 1)
