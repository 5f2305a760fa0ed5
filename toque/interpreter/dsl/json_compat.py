"""Chef::JSONCompat: Chef's JSON front (parse, from_json, to_json, to_json_pretty) over
toque's JSON library, with the errors and the pretty layout of FFI_Yajl, which Chef uses.

yajl's pretty printer differs from JSON.pretty_generate in one visible way: an empty
object or array is written open, with an empty line inside (`"tags": [\\n\\n  ]`), as in
the node files chef-zero writes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core import json_lib
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INDENT = "  "


def _error(rt: Runtime, name: str, message: str) -> RubyError:
    chef = rt.Object.consts["Chef"]
    klass = chef.consts["Exceptions"].consts["JSON"].consts[name]
    return RubyError(rt.new_exception(klass, RString(message)))


def _kind(rt: Runtime, err: RubyError, name: str) -> bool:
    klass = rt.Object.consts["JSON"].consts.get(name)
    return klass is not None and klass in rt.class_of(err.exc).ancestors()


def parse(rt: Runtime, source: Any, opts: Any = None) -> Any:
    """FFI_Yajl::Parser.parse: `symbolize_keys`/`symbolize_names` make keys Symbols."""
    symbolize = False
    if isinstance(opts, RHash):
        symbolize = any(rt.truthy(opts.get(sym(k))) for k in ("symbolize_keys", "symbolize_names"))
    if source is None:
        raise _error(rt, "ParseError", "input must be a string or IO")
    text = json_lib.source_text(rt, source)
    po = json_lib.ParseOptions(rt, {"symbolize_names": symbolize})
    try:
        return json_lib.parse(rt, text, po)
    except RubyError as err:
        if not _kind(rt, err, "ParserError"):
            raise
        raise _error(rt, "ParseError", rt.to_s(rt.send(err.exc, "message", []))) from None


def from_json(rt: Runtime, source: Any, opts: Any = None) -> Any:
    value = parse(rt, source, opts)
    if not isinstance(value, (RHash, RArray)):
        name = rt.real_class(value).name
        message = f"Top level JSON object must be a Hash or Array. (actual: {name})"
        raise _error(rt, "ParseError", message)
    return value


def to_json(rt: Runtime, value: Any, opts: Any = None) -> RString:
    pretty = isinstance(opts, RHash) and rt.truthy(opts.get(sym("pretty")))
    indent = INDENT
    if isinstance(opts, RHash) and opts.has(sym("indent")):
        indent = rt.to_s(opts.get(sym("indent")))
    try:
        if not pretty:
            return RString(json_lib.generate(rt, value, json_lib.GenState()))
        out: list[str] = []
        _pretty(rt, value, indent, 0, out)
        return RString("".join(out) + "\n")
    except RubyError as err:
        if not _kind(rt, err, "JSONError"):
            raise
        raise _error(rt, "EncodeError", rt.to_s(rt.send(err.exc, "message", []))) from None


def _pretty(rt: Runtime, v: Any, indent: str, depth: int, out: list[str]) -> None:
    inner = indent * (depth + 1)
    if isinstance(v, RHash) and _builtin_json(rt, v, "hash"):
        out.append("{\n")
        for i, (k, x) in enumerate(v.items()):
            out.append(",\n" if i else "")
            key = k.name if isinstance(k, RSymbol) else rt.to_s(k)
            out.append(f"{inner}{json_lib.quote(key)}: ")
            _pretty(rt, x, indent, depth + 1, out)
        out.append(f"\n{indent * depth}}}")
    elif isinstance(v, RArray) and _builtin_json(rt, v, "array"):
        out.append("[\n")
        for i, x in enumerate(v):
            out.append(",\n" if i else "")
            out.append(inner)
            _pretty(rt, x, indent, depth + 1, out)
        out.append(f"\n{indent * depth}]")
    else:
        out.append(json_lib.generate(rt, v, json_lib.GenState()))


def _builtin_json(rt: Runtime, v: Any, kind: str) -> bool:
    method = rt.class_of(v).find_method("to_json")
    return method is None or getattr(method.fn, "json_kind", None) == kind


def define(rt: Runtime) -> None:
    """Chef::JSONCompat and Chef::Exceptions::JSON::{ParseError,EncodeError}."""
    from toque.interpreter.core.autoload import autoload

    if "JSON" not in rt.Object.consts:
        autoload(rt, "JSON")  # Chef requires json before any cookbook code runs
    chef = rt.Object.consts["Chef"]
    exceptions = chef.consts["Exceptions"]
    errors = exceptions.consts.get("JSON") or rt.define_module("JSON", exceptions)
    for name in ("ParseError", "EncodeError"):
        if name not in errors.consts:
            rt.define_class(name, rt.Object.consts["RuntimeError"], errors)
    if "JSONCompat" not in chef.consts:
        rt.define_class("JSONCompat", rt.Object, chef)
    compat.install(rt)


compat = Builtins("Chef::JSONCompat", singleton=True)


@compat.method("parse")
def compat_parse(rt, self, source, opts=None):
    return parse(rt, source, opts)


@compat.method("from_json")
def compat_from_json(rt, self, source, opts=None):
    return from_json(rt, source, opts)


@compat.method("to_json")
def compat_to_json(rt, self, value, opts=None):
    return to_json(rt, value, opts)


@compat.method("to_json_pretty")
def compat_to_json_pretty(rt, self, value, opts=None):
    options = RHash.from_pairs([(sym("pretty"), True)])
    if isinstance(opts, RHash) and opts.has(sym("indent")):
        options.set(sym("indent"), opts.get(sym("indent")))
    return RString(to_json(rt, value, options).v.rstrip("\n"))
