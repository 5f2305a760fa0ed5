"""erb: ERB.new(text, trim_mode:).result(binding), result_with_hash, run, and ERB::Util,
on toque's own template translator (interpreter/erb_template.py).

The template runs where the binding was taken: its `self`, lexical scope and the local
variables visible there (a copy: assignments in the template do not flow back).
"""

from __future__ import annotations

import re
import urllib.parse
from typing import TYPE_CHECKING, Any

from toque.errors import RubySyntaxError
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.erb_template import translate
from toque.interpreter.model.frames import Frame
from toque.interpreter.model.objects import RHash, RObject, RString, RSymbol
from toque.interpreter.model.signals import ReturnSignal

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

erb = Builtins("ERB")
erbs = Builtins("ERB", singleton=True)
util = Builtins("ERB::Util")
utils = Builtins("ERB::Util", singleton=True)

_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}
_HTML_RE = re.compile(r"[&<>\"']")


def _mode(rt: Runtime, value: Any) -> tuple[str, bool]:
    """ERB's trim_mode as (toque translator mode, percent lines?)."""
    if isinstance(value, int) and value in (0, 1, 2):  # ERB's old numeric modes
        return ("", ">", "<>")[value], False
    text = "" if value is None else rt.to_s(value)
    percent = "%" in text
    mode = text.replace("%", "")
    if mode not in ("", "-", ">", "<>") or not isinstance(value, (RString, type(None))):
        rt.stderr.write(
            f"warning: Invalid ERB trim mode: {rt.inspect(value)} (trim_mode: nil, 0, 1, 2, "
            "or String composed of '%' and/or '-', '>', '<>')\n"
        )
        return "", False
    return mode, percent


def percent_lines(text: str) -> str:
    """A line starting with `%` is Ruby code (`%%` a literal `%`): made a tag whose code
    holds the line's newline, so line numbers stay the template's."""
    out = []
    for line in text.splitlines(keepends=True):
        if line.startswith("%%"):
            out.append(line[1:])
        elif line.startswith("%"):
            out.append(f"<%{line[1:]}%>")
        else:
            out.append(line)
    return "".join(out)


@erb.method("initialize", visibility="private")
def initialize(rt, self, text, *args):
    positional = [a for a in args if not isinstance(a, RHash)]
    options = next((a for a in args if isinstance(a, RHash)), RHash())
    trim = options.get(_sym("trim_mode"), positional[1] if len(positional) > 1 else None)
    eoutvar = options.get(_sym("eoutvar"), positional[2] if len(positional) > 2 else None)
    mode, percent = _mode(rt, trim)
    source = rt.to_s(text)
    self.ivars["@__text"] = percent_lines(source) if percent else source
    self.ivars["@__mode"] = mode
    self.ivars["@src"] = None
    self.ivars["@encoding"] = None
    self.ivars["@filename"] = None
    self.ivars["@lineno"] = 0
    self.ivars["@_eoutvar"] = RString(rt.to_s(eoutvar) if eoutvar is not None else "_erbout")
    return None


def _sym(name: str) -> Any:
    from toque.interpreter.model.objects import sym

    return sym(name)


def _file(rt: Runtime, self: Any) -> str:
    name = self.ivars.get("@filename")
    return rt.to_s(name) if name is not None else "(erb)"


def _compile(rt: Runtime, self: Any, names: set[str]) -> Any:
    """The template as compiled Ruby, seeing `names` as local variables."""
    from toque.grammar.parser import parse
    from toque.interpreter.erb_template import _syntax_error
    from toque.interpreter.program import Compiler

    file = _file(rt, self)
    if "@__text" not in self.ivars:  # ERB.allocate: initialize never ran
        raise rt.error("ArgumentError", "not initialized")
    text = self.ivars["@__text"]
    try:
        gen = translate(text, file, self.ivars["@__mode"])
    except RubySyntaxError as exc:  # a tag left open: Ruby's SyntaxError where it is used
        raise rt.error("SyntaxError", exc.render()) from None
    try:
        tree = parse(gen.source(), file)
    except RubySyntaxError as exc:
        located = _syntax_error(exc, gen, text, file)
        raise rt.error("SyntaxError", located.render()) from None
    compiler = Compiler(rt, file)
    compiler.scope.names.update(names)
    return compiler.compile(tree)


def _visible(frame: Any) -> dict[str, Any]:
    """The local variables code in `frame` can see, innermost first."""
    names: dict[str, Any] = {}
    while frame is not None:
        for k, v in frame.vars.items():
            if k.isidentifier() and not k.startswith("__"):
                names.setdefault(k, v)
        frame = frame.up
    return names


def _run(
    rt: Runtime,
    self: Any,
    self_: Any,
    cref: tuple,
    defcls: Any,
    local: dict[str, Any],
    outer: Any = None,
) -> Any:
    code = _compile(rt, self, set(local))
    frame = Frame(self_, None, cref, defcls)
    frame.file = _file(rt, self)
    frame.vars.update(local)
    try:
        result = code(frame)
    except ReturnSignal as sig:
        result = sig.value
    finally:
        _write_back(outer, dict(local), frame.vars)
    return RString(rt.to_s(result))


def _write_back(frame: Any, names: dict[str, Any], values: dict[str, Any]) -> None:
    """The template's assignments to the binding's variables, made in their frames."""
    while frame is not None:
        for k in frame.vars:
            if k in names:
                frame.vars[k] = values[k]
                del names[k]
        frame = frame.up


@erb.method("result")
def result(rt, self, binding=None):
    from toque.interpreter.core.binding import Binding

    if binding is None:
        return _run(rt, self, rt.main, (rt.Object,), rt.Object, {})
    if not isinstance(binding, Binding):
        name = rt.real_class(binding).name
        raise rt.error("TypeError", f"wrong argument type {name} (expected binding)")
    frame = binding.frame
    return _run(rt, self, frame.self, frame.cref, frame.defcls, _visible(frame), frame)


@erb.method("result_with_hash")
def result_with_hash(rt, self, hash):
    if not isinstance(hash, RHash):
        raise rt.error("NoMethodError", f"undefined method `keys' for {rt.describe(hash)}")
    local = {}
    for k, v in hash.items():
        local[k.name if isinstance(k, RSymbol) else rt.to_s(k)] = v
    return _run(rt, self, RObject(rt.Object), (rt.Object,), rt.Object, local)


@erb.method("run")
def run(rt, self, binding=None):
    text = result(rt, self, binding)
    rt.send(rt.globals.get("$stdout") or rt.main, "print", [text])
    return None


@erb.method("src")
def src(rt, self):
    if "@__text" not in self.ivars:  # ERB.allocate: no source yet
        return None
    return RString(
        translate(self.ivars["@__text"], _file(rt, self), self.ivars["@__mode"]).source()
    )


@erb.method("filename")
def filename(rt, self):
    return self.ivars.get("@filename")


@erb.method("filename=")
def set_filename(rt, self, value):
    self.ivars["@filename"] = value
    return value


@erb.method("lineno")
def lineno(rt, self):
    return self.ivars.get("@lineno", 0)


@erb.method("lineno=")
def set_lineno(rt, self, value):
    self.ivars["@lineno"] = value
    return value


@erb.method("location=")
def set_location(rt, self, value):
    from toque.interpreter.model.objects import RArray

    if isinstance(value, RArray):
        self.ivars["@filename"] = value[0] if value else None
        if len(value) > 1:
            self.ivars["@lineno"] = value[1]
    else:
        self.ivars["@filename"] = value
    return value


@erbs.method("version")
def version(rt, self):
    return RString("2.2.3")


def html_escape(text: str) -> str:
    return _HTML_RE.sub(lambda m: _HTML[m.group()], text)


@utils.method("html_escape", "h")
@util.method("html_escape", "h", visibility="private")
def m_html_escape(rt, self, value):
    return RString(html_escape(rt.to_s(value)))


@utils.method("url_encode", "u")
@util.method("url_encode", "u", visibility="private")
def m_url_encode(rt, self, value):
    from toque.interpreter.core.binary import text_bytes

    return RString(urllib.parse.quote(text_bytes(rt.to_s(value)), safe="-_.~"))


def define(rt: Runtime) -> None:
    if "ERB" in rt.Object.consts:
        return
    klass = rt.define_class("ERB")
    rt.define_module("Util", under=klass)
    rt.define_module("DefMethod", under=klass)
    for b in (erb, erbs, util, utils):
        b.install(rt)
