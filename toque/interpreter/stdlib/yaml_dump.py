"""`to_yaml` and `YAML.dump`: Ruby values as the events Psych's YAMLTree emits, written
by libyaml through PyYAML's emitter, so quoting, folding and indentation are MRI's."""

from __future__ import annotations

import base64
import math
import re
from typing import TYPE_CHECKING, Any

import yaml

from toque.interpreter.core.binary import is_binary, text_bytes
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, RSymbol
from toque.interpreter.stdlib.yaml_scalar import tokenize

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

NULL_TAG = "tag:yaml.org,2002:null"
_NON_WORD_START = re.compile(r'^[^\w][^"]*$', re.M)
_OCTALISH = re.compile(r"0[0-7]*[89]")
_INNER_NEWLINE = re.compile(r"\n(?!\n?\Z)")  # Ruby's /\n(?!\Z)/: not the last line break


class Dump:
    """One `dump`: the events of a value, with `&1`/`*1` for objects met twice."""

    def __init__(self, rt: Runtime, line_width: int | None = None, safe: Any = None) -> None:
        self.rt = rt
        self.line_width = None if line_width == -1 else line_width  # -1: unlimited
        self.safe = safe  # for safe_dump: a function checking each class
        self.events: list[Any] = []
        self.anchors: dict[int, str] = {}
        self.emitted: set[int] = set()

    # -- the two passes ------------------------------------------------------------------------

    def document(self, value: Any) -> list[Any]:
        self._find_repeats(value, set())
        self.events.append(yaml.DocumentStartEvent(explicit=True))
        self.accept(value)
        self.events.append(yaml.DocumentEndEvent(explicit=False))
        return self.events

    def _find_repeats(self, value: Any, seen: set[int]) -> None:
        """Psych numbers an anchor when the object is met the second time."""
        if not _registered(value):
            return
        if id(value) in seen:
            if id(value) not in self.anchors:
                self.anchors[id(value)] = str(len(self.anchors) + 1)
            return
        seen.add(id(value))
        for child in self._children(value):
            self._find_repeats(child, seen)

    def _children(self, value: Any) -> list[Any]:
        if isinstance(value, RArray):
            return list(value)
        if isinstance(value, RHash):
            return [x for pair in value.items() for x in pair]
        if isinstance(value, RRange):
            return [value.first, value.last]
        if isinstance(value, RObject):
            return [v for _, v in _ivars(value)]
        return []

    def accept(self, value: Any) -> None:
        key = id(value)
        if self.safe is not None:
            self.safe(value, key in self.emitted)
        if key in self.emitted:
            self.events.append(yaml.AliasEvent(self.anchors[key]))
            return
        if _registered(value):
            self.emitted.add(key)
        anchor = self.anchors.get(key)
        cls = value.__class__
        if cls is RString or isinstance(value, RString):
            self.string(value.v, value)
        elif value is None:
            self.scalar("", tag=NULL_TAG, implicit=(True, False))
        elif value is True or value is False:
            self.scalar("true" if value else "false")
        elif cls is int:
            self.scalar(str(value))
        elif cls is float:
            self.scalar(_float(value))
        elif cls is RSymbol:
            if value.name:
                self.scalar(":" + value.name)
            else:
                self.scalar("", tag="!ruby/symbol", implicit=(False, False))
        elif isinstance(value, RArray):
            self.sequence(value, anchor)
        elif isinstance(value, RHash):
            self.mapping(value.items(), anchor)
        elif isinstance(value, RRange):
            items = [("begin", value.first), ("end", value.last), ("excl", value.excl)]
            self.mapping([(RString(k), v) for k, v in items], anchor, "!ruby/range")
        elif isinstance(value, RModule):
            tag = "!ruby/class" if value.is_class else "!ruby/module"
            if value.name is None:
                kind = "class" if value.is_class else "module"
                raise self.rt.error(
                    "TypeError", f"can't dump anonymous {kind}: {self.rt.to_s(value)}"
                )
            self.scalar(value.name, tag=tag, implicit=(False, False), style="'")
        else:
            self.other(value, anchor)

    # -- events ----------------------------------------------------------------------------------

    def scalar(
        self,
        text: str,
        tag: str | None = None,
        implicit: tuple[bool, bool] = (True, False),
        style: str | None = None,
        anchor: str | None = None,
    ) -> None:
        self.events.append(yaml.ScalarEvent(anchor, tag, implicit, text, style=style))

    def sequence(self, items: Any, anchor: str | None, tag: str | None = None) -> None:
        self.events.append(yaml.SequenceStartEvent(anchor, tag, tag is None, flow_style=False))
        for item in items:
            self.accept(item)
        self.events.append(yaml.SequenceEndEvent())

    def mapping(
        self, pairs: Any, anchor: str | None, tag: str | None = None, plain_keys: bool = False
    ) -> None:
        """`plain_keys`: ivar and struct member names, which Psych writes unquoted."""
        self.events.append(yaml.MappingStartEvent(anchor, tag, tag is None, flow_style=False))
        for k, v in pairs:
            if plain_keys:
                self.scalar(k.v)
            else:
                self.accept(k)
            self.accept(v)
        self.events.append(yaml.MappingEndEvent())

    def string(self, text: str, obj: Any) -> None:
        """Psych's visit_String: the style that makes the text read back as this String."""
        tag, implicit, style = None, (True, True), None
        if is_binary(text):
            text = base64.b64encode(text_bytes(text)).decode()
            tag, implicit, style = "!binary", (False, False), "|"
        elif _INNER_NEWLINE.search(text):
            style = "|"
        elif text == "<<":
            tag, implicit, style = "tag:yaml.org,2002:str", (False, False), "'"
        elif text in ("y", "n"):
            style = '"'
        elif self.line_width is not None and len(text) > self.line_width:
            style = ">"
        elif _NON_WORD_START.search(text):
            style = '"'
        elif not isinstance(tokenize(text), str) or _OCTALISH.match(text):
            style = "'"
        klass = self.rt.real_class(obj)
        if klass is not self.rt.String:  # a String subclass keeps its class in a tag
            tag, implicit = f"!ruby/string:{klass.name}", (False, False)
        self.scalar(text, tag, implicit, style)

    def other(self, value: Any, anchor: str | None) -> None:
        rt = self.rt
        klass = rt.real_class(value)
        name = klass.name or ""
        if name == "Time":
            self.scalar(_time_text(rt, value))
        elif name == "Date":
            self.scalar(rt.to_s(value))
        elif name == "DateTime":
            text = rt.to_s(rt.send(value, "strftime", [RString("%Y-%m-%d %H:%M:%S.%9N %:z")]))
            self.scalar(
                text.replace(" +00:00", " Z"), tag="!ruby/object:DateTime", implicit=(False, False)
            )
        elif name == "Regexp":
            self.scalar(rt.inspect(value), tag="!ruby/regexp", implicit=(False, False))
        elif isinstance(value, RObject):
            self.object(value, klass, anchor)
        else:
            raise rt.error("TypeError", f"can't dump {name}")

    def object(self, value: RObject, klass: Any, anchor: str | None) -> None:
        rt = self.rt
        names = [m.name for m in klass.ancestors() if m.name]
        if "Exception" in names:
            pairs = [(RString("message"), rt.send(value, "message", []))]
            pairs.append((RString("backtrace"), None))
            tag = f"!ruby/exception:{klass.name}"
        elif "Struct" in names and klass.name != "Struct":
            members = rt.send(value, "members", [])
            pairs = [(RString(m.name), rt.send(value, m.name, [])) for m in members]
            tag = f"!ruby/struct:{klass.name}"
        else:
            pairs = [(RString(k), v) for k, v in _ivars(value)]
            tag = "!ruby/object" if klass is rt.Object else f"!ruby/object:{klass.name}"
        self.mapping(pairs, anchor, tag, plain_keys=True)


def _registered(value: Any) -> bool:
    """Objects Psych remembers (and so aliases when met again)."""
    return isinstance(value, (RArray, RHash, RObject, RRange))


def _ivars(obj: RObject) -> list[tuple[str, Any]]:
    # "@__…" ivars hold toque's own state (a digest's hashlib object…), not Ruby's
    return [
        (k[1:], v) for k, v in obj.ivars.items() if k.startswith("@") and not k.startswith("@__")
    ]


def _float(value: float) -> str:
    from toque.interpreter.core.inspect import float_to_s

    if math.isnan(value):
        return ".nan"
    if math.isinf(value):
        return ".inf" if value > 0 else "-.inf"
    return float_to_s(value)


def _time_text(rt: Runtime, value: Any) -> str:
    utc = rt.truthy(rt.send(value, "utc?", []))
    fmt = "%Y-%m-%d %H:%M:%S.%9N Z" if utc else "%Y-%m-%d %H:%M:%S.%9N %:z"
    return rt.to_s(rt.send(value, "strftime", [RString(fmt)]))


def dump(
    rt: Runtime, value: Any, indentation: int = 2, line_width: int | None = None, safe: Any = None
) -> str:
    """The YAML document of `value`, as `Psych.dump` writes it."""
    events = [yaml.StreamStartEvent()]
    events += Dump(rt, line_width, safe).document(value)
    events.append(yaml.StreamEndEvent())
    width = -1 if line_width == -1 else line_width
    return yaml.emit(events, Dumper=_emitter(), allow_unicode=True, indent=indentation, width=width)


def _emitter() -> Any:
    return getattr(yaml, "CDumper", yaml.Dumper)  # libyaml's emitter, as Psych uses
