"""yaml / psych: YAML.load, safe_load, unsafe_load, load_file, load_stream, dump,
safe_dump and `to_yaml`, as Psych 4.0 (Ruby 3.1) does them, on PyYAML and libyaml.

Reading is `yaml_load.py`, writing `yaml_dump.py`, and what a plain scalar means
`yaml_scalar.py`; this module is the Ruby API over them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import lazy_consts
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.stdlib.yaml_load import Policy

# yaml_load and yaml_dump (PyYAML, ~30 ms to import) are imported at the first load or dump:
# the core cookbook requires 'yaml', and most runs never parse or write any

ps = Builtins("Psych", singleton=True)
obj = Builtins("Kernel")
VERSION = "4.0.3"


def _split(rt: Runtime, args: tuple) -> tuple[list[Any], dict[str, Any]]:
    if args and isinstance(args[-1], RHash):
        options = {rt.to_s(k): v for k, v in args[-1].items()}
        return list(args[:-1]), options
    return list(args), {}


def _source(rt: Runtime, value: Any) -> str:
    """The text to parse: a String, or an IO (anything answering `read`)."""
    if isinstance(value, RString):
        return value.v
    if rt.responds(value, "read"):
        return rt.to_s(rt.send(value, "read", []))
    if rt.responds(value, "to_str"):
        return rt.to_s(rt.send(value, "to_str", []))
    raise rt.error(
        "TypeError", f"no implicit conversion of {rt.real_class(value).name} into String"
    )


def _names(rt: Runtime, values: Any) -> set[str]:
    out = set()
    for v in values or ():
        out.add(v.name if isinstance(v, (RModule, RSymbol)) else rt.to_s(v))
    return out


def _policy(rt: Runtime, options: dict[str, Any], classes: set[str] | None) -> Policy:
    from toque.interpreter.stdlib.yaml_load import Policy

    if classes is not None:
        classes = classes | _names(rt, options.get("permitted_classes"))
    symbols = _names(rt, options.get("permitted_symbols"))
    return Policy(classes, symbols, rt.truthy(options.get("aliases", classes is None)))


def _load(rt: Runtime, source: Any, options: dict[str, Any], classes: set[str] | None) -> Any:
    from toque.interpreter.stdlib.yaml_load import Load

    filename = options.get("filename")
    name = rt.to_s(filename) if filename is not None else None
    docs = Load(rt, _policy(rt, options, classes)).documents(_source(rt, source), name)
    first = next(docs, _NONE)
    if first is _NONE:
        return options.get("fallback")
    return _finish(rt, first, options)


_NONE = object()  # an empty stream


def _finish(rt: Runtime, value: Any, options: dict[str, Any]) -> Any:
    if rt.truthy(options.get("symbolize_names")):
        value = _symbolize(rt, value)
    if rt.truthy(options.get("freeze")):
        _deep_freeze(value)
    return value


def _symbolize(rt: Runtime, value: Any) -> Any:
    if isinstance(value, RHash):
        out = RHash()
        for k, v in value.items():
            out.set(rt.send(k, "to_sym", []), _symbolize(rt, v))
        value.data, value.keys = out.data, out.keys
    elif isinstance(value, RArray):
        value[:] = [_symbolize(rt, v) for v in value]
    return value


def _deep_freeze(value: Any) -> None:
    if isinstance(value, RHash):
        for k, v in value.items():
            _deep_freeze(k)
            _deep_freeze(v)
    elif isinstance(value, RArray):
        for v in value:
            _deep_freeze(v)
    if hasattr(value, "frozen"):
        value.frozen = True


# -- loading ----------------------------------------------------------------------------------


@ps.method("load")
def load(rt, self, source, *args):
    _, options = _split(rt, args)
    return _load(rt, source, options, {"Symbol"})


@ps.method("safe_load")
def safe_load(rt, self, source, *args):
    _, options = _split(rt, args)
    return _load(rt, source, options, set())


@ps.method("unsafe_load")
def unsafe_load(rt, self, source, *args):
    _, options = _split(rt, args)
    return _load(rt, source, options, None)


def _load_file(rt: Runtime, path: Any, args: tuple, classes: set[str] | None, fallback: Any) -> Any:
    from toque.interpreter.core.file_lib import define as define_file
    from toque.interpreter.core.file_lib import read_text
    from toque.interpreter.core.file_paths import path_str

    if "Errno" not in rt.Object.consts:
        define_file(rt)
    _, options = _split(rt, args)
    text = read_text(rt, path).removeprefix("\ufeff")
    options.setdefault("filename", RString(path_str(rt, path)))
    options.setdefault("fallback", fallback)
    return _load(rt, RString(text), options, classes)


@ps.method("load_file")
def load_file(rt, self, path, *args):
    return _load_file(rt, path, args, {"Symbol"}, None)


@ps.method("safe_load_file")
def safe_load_file(rt, self, path, *args):
    return _load_file(rt, path, args, set(), None)


@ps.method("unsafe_load_file")
def unsafe_load_file(rt, self, path, *args):
    return _load_file(rt, path, args, None, False)


@ps.method("load_stream")
def load_stream(rt, self, source, *args, block=None):
    from toque.interpreter.stdlib.yaml_load import Load, Policy

    _, options = _split(rt, args)
    filename = options.get("filename")
    name = rt.to_s(filename) if filename is not None else None
    docs = Load(rt, Policy(None, set(), True)).documents(_source(rt, source), name)
    docs = [_finish(rt, d, options) for d in list(docs)]
    if block is not None:
        for d in docs:
            rt.call_proc(block, [d])
        return None
    return RArray(docs)


# -- dumping ----------------------------------------------------------------------------------


def _dump_text(rt: Runtime, value: Any, options: dict[str, Any], safe: Any = None) -> str:
    from toque.interpreter.stdlib.yaml_dump import dump

    indentation = options.get("indentation", 2)
    width = options.get("line_width")
    if isinstance(width, int) and width < -1:
        raise rt.error(
            "ArgumentError",
            f"Invalid line_width {width}, must be non-negative or -1 for unlimited.",
        )
    return dump(rt, value, indentation, width, safe)


def _write_or_return(rt: Runtime, text: str, io: Any) -> Any:
    if io is None:
        return RString(text)
    rt.send(io, "write", [RString(text)])
    return io


@ps.method("dump")
def dump_(rt, self, value, *args):
    rest, options = _split(rt, args)
    return _write_or_return(rt, _dump_text(rt, value, options), rest[0] if rest else None)


@ps.method("safe_dump")
def safe_dump(rt, self, value, *args):
    """Psych's RestrictedYAMLTree: only the plain data classes (exactly), listed extra
    classes and symbols, and no object twice unless `aliases: true`."""
    rest, options = _split(rt, args)
    classes = _SAFE_CLASSES | _names(rt, options.get("permitted_classes"))
    symbols = {v.name for v in options.get("permitted_symbols") or () if isinstance(v, RSymbol)}
    aliases = rt.truthy(options.get("aliases", False))
    from toque.interpreter.stdlib.yaml_load import psych_error

    def check(v: Any, seen: bool) -> None:
        if seen and not aliases:
            raise psych_error(rt, "BadAlias", "Tried to dump an aliased object")
        name = rt.real_class(v).name
        if name not in classes:
            raise psych_error(rt, "DisallowedClass", f"Tried to dump unspecified class: {name}")
        if isinstance(v, RSymbol) and v.name not in symbols:
            text = f"Symbol({rt.inspect(v)})"
            raise psych_error(rt, "DisallowedClass", f"Tried to dump unspecified class: {text}")

    text = _dump_text(rt, value, options, check)
    return _write_or_return(rt, text, rest[0] if rest else None)


_SAFE_CLASSES = {"TrueClass", "FalseClass", "NilClass", "Integer", "Float", "String"}
_SAFE_CLASSES |= {"Array", "Hash"}


@ps.method("dump_stream")
def dump_stream(rt, self, *values):
    from toque.interpreter.stdlib.yaml_dump import dump

    return RString("".join(dump(rt, v) for v in values))


@ps.method("to_json")
def to_json(rt, self, value):
    return rt.send(rt.const_get("JSON"), "generate", [value])


@obj.method("to_yaml")
def to_yaml(rt, self, *args):
    _, options = _split(rt, args)
    return RString(_dump_text(rt, self, options))


def define(rt: Runtime) -> None:
    if "Psych" in rt.Object.consts:
        return
    mod = rt.define_module("Psych")
    rt.Object.consts["YAML"] = mod
    mod.consts["VERSION"] = RString(VERSION, frozen=True)
    # importing libyaml's binding imports PyYAML: made when first read
    lazy_consts(mod).pending["LIBYAML_VERSION"] = lambda: dict.__setitem__(
        mod.consts, "LIBYAML_VERSION", RString(_libyaml_version(), frozen=True)
    )
    base = rt.define_class("Exception", rt.exception_class("RuntimeError"), under=mod)
    for name in ("BadAlias", "DisallowedClass", "SyntaxError"):
        rt.define_class(name, base, under=mod)
    syntax = mod.consts["SyntaxError"]
    for field in ("file", "line", "column", "offset", "problem", "context"):
        rt.define_method(syntax, field, _reader(f"@{field}"), 0)
    for b in (ps, obj):
        b.install(rt)


def _reader(ivar: str) -> Any:
    return lambda rt, recv, args, block: recv.ivars.get(ivar)


def _libyaml_version() -> str:
    try:
        from yaml import _yaml  # type: ignore[attr-defined]

        return str(_yaml.get_version_string())
    except ImportError:
        return "0.2.5"
