"""JSON: parse, generate, pretty_generate and #to_json, with the output and errors of json 2.6."""

from __future__ import annotations

import json as pyjson
import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.core.string import str_arg as convert
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError
from toque.lazy_re import lazy_compile

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("JSON",)

js = Builtins("JSON", singleton=True)
st = Builtins("JSON::State")
kj = Builtins("Kernel")
to_json_builtins = {name: Builtins(name) for name in ("Object", "Hash", "Array", "String")}


def json_error(rt: Runtime, name: str, message: str) -> RubyError:
    klass = rt.const_get(f"JSON::{name}")
    return RubyError(rt.new_exception(klass, RString(message)))


def implicit_str(rt: Runtime, value: Any) -> str:

    return convert(rt, value)


# -- options ---------------------------------------------------------------------------------


def options(rt: Runtime, opts: Any) -> dict[str, Any]:
    """A Ruby options hash as a Python dict keyed by option name."""
    if opts is None:
        return {}
    if not isinstance(opts, RHash):
        if rt.responds(opts, "to_hash"):
            opts = rt.send(opts, "to_hash", [])
        elif rt.responds(opts, "to_h"):
            opts = rt.send(opts, "to_h", [])
        else:
            raise rt.error("TypeError", f"can't convert {rt.real_class(opts).name} into Hash")
    out = {}
    for k, v in opts.items():
        out[k.name if isinstance(k, RSymbol) else rt.to_s(k)] = v
    return out


class GenState:
    """A generator state (JSON::State): layout strings, limits, and the current depth."""

    __slots__ = (
        "indent",
        "space",
        "space_before",
        "object_nl",
        "array_nl",
        "allow_nan",
        "max_nesting",
        "depth",
        "ascii_only",
        "script_safe",
        "frozen",
    )

    def __init__(self) -> None:
        self.indent = ""
        self.space = ""
        self.space_before = ""
        self.object_nl = ""
        self.array_nl = ""
        self.allow_nan = False
        self.max_nesting = 100
        self.depth = 0
        self.ascii_only = False
        self.script_safe = False
        self.frozen = False

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        return rt.const_get("JSON::State")

    def configure(self, rt: Runtime, opts: dict[str, Any]) -> GenState:
        for name in ("indent", "space", "space_before", "object_nl", "array_nl"):
            if name in opts:
                setattr(self, name, implicit_str(rt, opts[name]))
        if "allow_nan" in opts:
            self.allow_nan = rt.truthy(opts["allow_nan"])
        if "max_nesting" in opts:
            mn = opts["max_nesting"]
            self.max_nesting = mn if isinstance(mn, int) and not isinstance(mn, bool) else 0
        if "depth" in opts:
            self.depth = opts["depth"]
        if "ascii_only" in opts:
            self.ascii_only = rt.truthy(opts["ascii_only"])
        for name in ("script_safe", "escape_slash"):
            if name in opts:
                self.script_safe = rt.truthy(opts[name])
        return self


def pretty_state() -> GenState:
    s = GenState()
    s.indent, s.space, s.object_nl, s.array_nl = "  ", " ", "\n", "\n"
    return s


def state_for(rt: Runtime, arg: Any) -> GenState:
    """The state a `to_json(arg)` call generates with (json passes its state along)."""
    if isinstance(arg, GenState):
        return arg
    state = GenState()
    if arg is not None:
        state.configure(rt, options(rt, arg))
    return state


# -- generating --------------------------------------------------------------------------------

_ESCAPE_RE = lazy_compile(r'["\\\x00-\x1f]')
_ESCAPE_ASCII_RE = lazy_compile(r'["\\\x00-\x1f\x7f-\U0010ffff]')
_ESCAPE_SAFE_RE = lazy_compile(r'["\\\x00-\x1f/\u2028\u2029]')
_SHORT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_char(m: re.Match) -> str:
    ch = m.group(0)
    short = _SHORT.get(ch)
    if short is not None:
        return short
    if ch == "/":
        return "\\/"
    code = ord(ch)
    if code >= 0x10000:
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def quote(text: str, state: GenState | None = None) -> str:
    pattern = _ESCAPE_RE
    if state is not None and (state.ascii_only or state.script_safe):
        pattern = _ESCAPE_ASCII_RE if state.ascii_only else _ESCAPE_SAFE_RE
    return '"' + pattern.sub(_escape_char, text) + '"'


def gen_float(rt: Runtime, f: float, state: GenState) -> str:
    if f != f or f in (float("inf"), float("-inf")):
        if not state.allow_nan:
            line = 1003 if f != f else 1000
            raise json_error(rt, "GeneratorError", f"{line}: {float_to_s(f)} not allowed in JSON")
    return float_to_s(f)


def generate(rt: Runtime, value: Any, state: GenState) -> str:
    out: list[str] = []
    gen(rt, value, state, out)
    return "".join(out)


def gen(rt: Runtime, v: Any, state: GenState, out: list[str]) -> None:
    cls = v.__class__
    if cls is RString:
        out.append(quote(v.v, state))
    elif cls is RHash:
        gen_object(rt, v, state, out)
    elif cls is RArray:
        gen_array(rt, v, state, out)
    elif v is None:
        out.append("null")
    elif v is True:
        out.append("true")
    elif v is False:
        out.append("false")
    elif cls is int:
        out.append(str(v))
    elif cls is float:
        out.append(gen_float(rt, v, state))
    else:
        gen_other(rt, v, state, out)


def gen_other(rt: Runtime, v: Any, state: GenState, out: list[str]) -> None:
    """Anything else: its own `to_json(state)` if it has one, else its `to_s` as a string."""
    method = rt.class_of(v).find_method("to_json")
    builtin = getattr(method.fn, "json_kind", None) if method is not None else None
    if builtin == "hash" and isinstance(v, RHash):
        gen_object(rt, v, state, out)
    elif builtin == "array" and isinstance(v, RArray):
        gen_array(rt, v, state, out)
    elif builtin == "string" and isinstance(v, RString):
        out.append(quote(v.v, state))
    elif method is None or builtin is not None:
        out.append(quote(rt.to_s(v), state))
    else:
        result = method.fn(rt, v, [state], None)
        if not isinstance(result, RString):
            name = rt.real_class(result).name
            raise rt.error("TypeError", f"wrong argument type {name} (expected String)")
        out.append(result.v)


def enter(rt: Runtime, state: GenState) -> int:
    depth = state.depth = state.depth + 1
    if state.max_nesting and depth > state.max_nesting:
        state.depth -= 1
        raise json_error(rt, "NestingError", f"nesting of {state.depth} is too deep")
    return depth


def hash_key(rt: Runtime, key: Any) -> str:
    if key.__class__ is RString:
        return key.v
    if key.__class__ is RSymbol:
        return key.name
    return rt.to_s(key)


def gen_object(rt: Runtime, h: RHash, state: GenState, out: list[str]) -> None:
    depth = enter(rt, state)
    indent, nl = state.indent, state.object_nl
    colon = state.space_before + ":" + state.space
    out.append("{")
    first = True
    for k, v in h.items():
        if not first:
            out.append(",")
        first = False
        out.append(nl)
        if indent:
            out.append(indent * depth)
        out.append(quote(hash_key(rt, k), state))
        out.append(colon)
        gen(rt, v, state, out)
    depth = state.depth = state.depth - 1
    out.append(nl)
    if indent and nl:
        out.append(indent * depth)
    out.append("}")


def gen_array(rt: Runtime, a: RArray, state: GenState, out: list[str]) -> None:
    depth = enter(rt, state)
    indent, nl = state.indent, state.array_nl
    out.append("[")
    out.append(nl)
    for i, v in enumerate(a):
        if i:
            out.append(",")
            out.append(nl)
        if indent:
            out.append(indent * depth)
        gen(rt, v, state, out)
    depth = state.depth = state.depth - 1
    if nl:
        out.append(nl)
        if indent:
            out.append(indent * depth)
    out.append("]")


# -- parsing -----------------------------------------------------------------------------------


class ParseOptions:
    __slots__ = ("symbolize", "freeze", "allow_nan", "max_nesting")

    def __init__(self, rt: Runtime, opts: dict[str, Any]) -> None:
        self.symbolize = rt.truthy(opts.get("symbolize_names"))
        self.freeze = rt.truthy(opts.get("freeze"))
        self.allow_nan = rt.truthy(opts.get("allow_nan"))
        mn = opts.get("max_nesting", 100)
        self.max_nesting = mn if isinstance(mn, int) and not isinstance(mn, bool) else 0


class _Constant(Exception):
    """Python's json met NaN or Infinity: leave it to the exact parser."""


def _reject_constant(name: str) -> Any:
    raise _Constant(name)


def parse(rt: Runtime, text: str, po: ParseOptions) -> Any:
    """Python's C parser for well-formed documents; the exact parser for the rest."""
    nesting = text.count("[") + text.count("{")
    if not po.max_nesting or nesting <= po.max_nesting:
        try:
            raw = pyjson.loads(text, parse_constant=_reject_constant)
        except (ValueError, _Constant, RecursionError):
            pass
        else:
            return ruby_value(raw, po)
    return Parser(rt, text, po).document()


def ruby_value(v: Any, po: ParseOptions) -> Any:
    """Python json output (dicts, lists, str) as Ruby values."""
    cls = v.__class__
    if cls is str:
        return RString(v, po.freeze)
    if cls is dict:
        h = RHash()
        for k, x in v.items():
            h.set(sym(k) if po.symbolize else RString(k, True), ruby_value(x, po))
        h.frozen = po.freeze
        return h
    if cls is list:
        a = RArray([ruby_value(x, po) for x in v])
        a.frozen = po.freeze
        return a
    return v


class _Fail(Exception):
    """A value did not parse at `pos`; the enclosing array or document reports it."""

    def __init__(self, pos: int) -> None:
        super().__init__()
        self.pos = pos


_WS_RE = lazy_compile(r"(?:[ \t\r\n]+|/\*.*?\*/|//[^\n]*(?:\n|\Z))*", re.S)
_FLOAT_RE = lazy_compile(r"-?(?:0|[1-9]\d*)(?:\.\d+(?:[eE][+-]?\d+)?|[eE][+-]?\d+)(?![\dEe.\-])")
_INT_RE = lazy_compile(r"-?(?:0|[1-9]\d*)(?!\d)")
_STR_RE = lazy_compile(r'"((?:[^"\\\x00-\x1f]|\\u[0-9a-fA-F]{4}|\\[^u\x00-\x1f])*)"')
_UNESCAPE_RE = lazy_compile(r"\\(u[0-9a-fA-F]{4}(?:\\u[0-9a-fA-F]{4})?|.)", re.S)
_UNESCAPES = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def _unescape(m: re.Match) -> str:
    esc = m.group(1)
    if esc[0] != "u" or len(esc) == 1:
        return _UNESCAPES.get(esc, esc)
    hi = int(esc[1:5], 16)
    if len(esc) > 5:
        lo = int(esc[7:11], 16)
        if 0xD800 <= hi < 0xDC00 and 0xDC00 <= lo < 0xE000:
            return chr(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
        return _char(hi) + _char(lo)
    return _char(hi)


def _char(code: int) -> str:
    return "\ufffd" if 0xD800 <= code < 0xE000 else chr(code)


class Parser:
    """json 2.6's grammar, with its error messages and the places they point at."""

    def __init__(self, rt: Runtime, text: str, po: ParseOptions) -> None:
        self.rt = rt
        self.text = text
        self.po = po
        self.nesting = 0

    def error(self, line: int, pos: int) -> RubyError:
        rest = self.text[max(pos, 0) :]
        return json_error(self.rt, "ParserError", f"{line}: unexpected token at '{rest}'")

    def skip(self, i: int) -> int:
        return _WS_RE.match(self.text, i).end()

    def document(self) -> Any:
        i = self.skip(0)
        try:
            value, i = self.value(i)
        except _Fail:
            raise self.error(859, i) from None
        i = self.skip(i)
        if i != len(self.text):
            raise self.error(859, i)
        return value

    def value(self, i: int) -> tuple[Any, int]:
        text = self.text
        ch = text[i : i + 1]
        if ch == '"':
            return self.string(i)
        if ch == "{":
            return self.object(i)
        if ch == "[":
            return self.array(i)
        for word, value in (("null", None), ("true", True), ("false", False)):
            if text.startswith(word, i):
                return value, i + len(word)
        return self.special(i)

    def special(self, i: int) -> tuple[Any, int]:
        text = self.text
        for word, value, line, at in (
            ("NaN", float("nan"), 225, i),
            ("Infinity", float("inf"), 232, i - 1),
            ("-Infinity", float("-inf"), 249, i),
        ):
            if text.startswith(word, i):
                if not self.po.allow_nan:
                    raise self.error(line, at)
                return value, i + len(word)
        m = _FLOAT_RE.match(text, i)
        if m:
            return float(m.group(0)), m.end()
        m = _INT_RE.match(text, i)
        if m:
            return int(m.group(0)), m.end()
        raise _Fail(i)

    def string(self, i: int) -> tuple[Any, int]:
        m = _STR_RE.match(self.text, i)
        if not m:
            raise _Fail(i)
        body = m.group(1)
        if "\\" in body:
            body = _UNESCAPE_RE.sub(_unescape, body)
        return RString(body, self.po.freeze), m.end()

    def nest(self) -> None:
        self.nesting += 1
        if self.po.max_nesting and self.nesting > self.po.max_nesting:
            raise json_error(self.rt, "NestingError", f"nesting of {self.nesting} is too deep")

    def array(self, i: int) -> tuple[Any, int]:
        self.nest()
        out = RArray()
        i = self.skip(i + 1)
        if self.text[i : i + 1] != "]":
            while True:
                try:
                    value, i = self.value(i)
                except _Fail as fail:
                    raise self.error(451, fail.pos) from None
                out.append(value)
                i = self.skip(i)
                ch = self.text[i : i + 1]
                if ch == "]":
                    break
                if ch != ",":
                    raise self.error(451, i)
                i = self.skip(i + 1)
        self.nesting -= 1
        out.frozen = self.po.freeze
        return out, i + 1

    def object(self, start: int) -> tuple[Any, int]:
        self.nest()
        h = RHash()
        text = self.text
        i = self.skip(start + 1)
        if text[i : i + 1] != "}":
            while True:
                if text[i : i + 1] != '"':
                    raise _Fail(start)
                try:
                    key, i = self.string(i)
                    i = self.skip(i)
                    if text[i : i + 1] != ":":
                        raise _Fail(start)
                    value, i = self.value(self.skip(i + 1))
                except _Fail:
                    raise _Fail(start) from None
                h.set(sym(key.v) if self.po.symbolize else RString(key.v, True), value)
                i = self.skip(i)
                ch = text[i : i + 1]
                if ch == "}":
                    break
                if ch != ",":
                    raise _Fail(start)
                i = self.skip(i + 1)
        self.nesting -= 1
        h.frozen = self.po.freeze
        return h, i + 1


# -- JSON module methods -----------------------------------------------------------------------


def source_text(rt: Runtime, source: Any) -> str:
    if isinstance(source, RString):
        return source.v
    return implicit_str(rt, source)


@js.method("parse")
def parse_method(rt, self, source, opts=None):
    return parse(rt, source_text(rt, source), ParseOptions(rt, options(rt, opts)))


@js.method("parse!")
def parse_bang(rt, self, source, opts=None):
    o = {"allow_nan": True, "max_nesting": False, **options(rt, opts)}
    return parse(rt, source_text(rt, source), ParseOptions(rt, o))


@js.method("load")
def load(rt, self, source=None, proc=None, opts=None):
    if source is not None and not isinstance(source, RString):
        if rt.responds(source, "to_str"):
            source = rt.send(source, "to_str", [])
        elif rt.responds(source, "read"):
            source = rt.send(source, "read", [])
    if source is None or (isinstance(source, RString) and not source.v.strip()):
        return None
    o = {"allow_nan": True, "max_nesting": False, **options(rt, opts)}
    result = parse(rt, source_text(rt, source), ParseOptions(rt, o))
    if proc is not None:
        rt.call_proc(rt.to_proc(proc), [result])
    return result


@js.method("load_file")
def load_file(rt, self, path, opts=None):
    from toque.interpreter.core.file_lib import read_text

    return parse(rt, read_text(rt, path), ParseOptions(rt, options(rt, opts)))


@js.method("generate", "unparse", "fast_generate")
def generate_method(rt, self, obj, opts=None):
    state = state_for(rt, opts)
    return RString(generate(rt, obj, state))


@js.method("pretty_generate", "pretty_unparse")
def pretty_generate(rt, self, obj, opts=None):
    state = pretty_state()
    if opts is not None:
        state.configure(rt, options(rt, opts))
    return RString(generate(rt, obj, state))


@js.method("dump")
def dump(rt, self, obj, io=None, limit=None):
    state = GenState()
    state.allow_nan = True
    state.max_nesting = 0
    text = RString(generate(rt, obj, state))
    if isinstance(io, int) and limit is None:
        io, limit = None, io
    if io is None:
        return text
    rt.send(io, "write", [text])
    return io


@js.method("[]")
def json_index(rt, self, obj, opts=None):
    if isinstance(obj, RString):
        return parse_method(rt, self, obj, opts)
    return generate_method(rt, self, obj, opts)


@kj.method("JSON", visibility="private")
def kernel_json(rt, self, obj, opts=None):
    if isinstance(obj, RString) or rt.responds(obj, "to_str"):
        return parse_method(rt, self, obj, opts)
    return generate_method(rt, self, obj, opts)


@js.method("state")
def json_state(rt, self):
    return rt.const_get("JSON::State")


# -- JSON::State -------------------------------------------------------------------------------


@st.method("indent")
def state_indent(rt, self):
    return RString(self.indent)


@st.method("depth")
def state_depth(rt, self):
    return self.depth


@st.method("allow_nan?")
def state_allow_nan(rt, self):
    return self.allow_nan


@st.method("generate")
def state_generate(rt, self, obj):
    return RString(generate(rt, obj, self))


def state_new(rt: Runtime, self: Any, args: list, block: Any) -> GenState:
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    return state_for(rt, args[0] if args else None)


# -- #to_json --------------------------------------------------------------------------------


def _kind(kind: str):
    def mark(fn):
        fn.json_kind = kind
        return fn

    return mark


@to_json_builtins["Object"].method("to_json")
@_kind("object")
def object_to_json(rt, self, *args):
    state = state_for(rt, args[0] if args else None)
    return RString(generate(rt, self, state))


@to_json_builtins["Hash"].method("to_json")
@_kind("hash")
def hash_to_json(rt, self, *args):
    out: list[str] = []
    gen_object(rt, self, state_for(rt, args[0] if args else None), out)
    return RString("".join(out))


@to_json_builtins["Array"].method("to_json")
@_kind("array")
def array_to_json(rt, self, *args):
    out: list[str] = []
    gen_array(rt, self, state_for(rt, args[0] if args else None), out)
    return RString("".join(out))


@to_json_builtins["String"].method("to_json")
@_kind("string")
def string_to_json(rt, self, *args):
    return RString(quote(self.v, state_for(rt, args[0] if args else None)))


def mark_builtin_to_json(rt: Runtime) -> None:
    """Tag the installed wrappers, so `gen_other` recognises json's own to_json methods."""
    for name, b in to_json_builtins.items():
        method = rt.const_get(name).methods.get("to_json")
        if method is not None:
            method.fn.json_kind = b.entries[0][1].json_kind


def define(rt: Runtime) -> None:
    mod = rt.define_module("JSON")
    error = rt.define_class("JSONError", rt.StandardError, under=mod)
    parser_error = rt.define_class("ParserError", error, under=mod)
    rt.define_class("NestingError", parser_error, under=mod)
    rt.define_class("GeneratorError", error, under=mod)
    mod.consts["UnparserError"] = mod.consts["GeneratorError"]
    mod.consts["VERSION"] = RString("2.6.1", frozen=True)
    state_class = rt.define_class("State", rt.Object, under=mod)
    rt.define_method(rt.singleton_class(state_class), "new", state_new)
    for b in (js, st, kj, *to_json_builtins.values()):
        b.install(rt)
    mark_builtin_to_json(rt)


__all__ = ["define", "generate", "parse", "GenState", "RObject"]
