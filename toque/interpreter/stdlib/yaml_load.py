"""`YAML.load` and friends: libyaml's events (through PyYAML) made into Ruby values the way
Psych's ToRuby visitor does, with Psych 4's restrictions on classes, symbols and aliases."""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import yaml

from toque.interpreter.core.binary import text_bytes
from toque.interpreter.core.unpack import binary_string, decode64
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.interpreter.stdlib.yaml_scalar import tokenize

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

STR_TAGS = ("tag:yaml.org,2002:str", "!str")
SYMBOL_TAGS = ("!ruby/symbol", "!ruby/sym", "tag:yaml.org,2002:sym")
BINARY_TAGS = ("!binary", "tag:yaml.org,2002:binary")


@dataclass
class Policy:
    """What a load may make: Psych 4's ClassLoader::Restricted, or anything (unsafe_load)."""

    classes: set[str] | None = field(default_factory=set)  # None: every class
    symbols: set[str] = field(default_factory=set)
    aliases: bool = False

    def allow(self, rt: Runtime, name: str) -> None:
        if self.classes is not None and name not in self.classes:
            raise psych_error(rt, "DisallowedClass", f"Tried to load unspecified class: {name}")

    def symbol(self, rt: Runtime, name: str) -> Any:
        if self.symbols and name not in self.symbols:
            raise psych_error(rt, "DisallowedClass", "Tried to load unspecified class: Symbol")
        self.allow(rt, "Symbol")
        return sym(name)


def psych_error(rt: Runtime, name: str, message: str) -> RubyError:
    klass = rt.const_get(f"Psych::{name}")
    return RubyError(rt.new_exception(klass, RString(message)))


def syntax_error(rt: Runtime, exc: yaml.YAMLError, filename: str | None) -> RubyError:
    """libyaml's error as Psych::SyntaxError: "(file): problem context at line L column C"."""
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
    line, column = (mark.line + 1, mark.column + 1) if mark is not None else (0, 0)
    text = " ".join(x for x in (problem, context) if x)
    message = f"({filename or '<unknown>'}): {text} at line {line} column {column}"
    err = psych_error(rt, "SyntaxError", message)
    ivars = err.exc.ivars
    ivars.update({"@file": RString(filename) if filename else None, "@line": line})
    ivars.update({"@column": column, "@problem": RString(problem)})
    ivars["@context"] = RString(context) if context else None
    ivars["@offset"] = getattr(mark, "index", 0) if mark is not None else 0
    return err


class Load:
    """Ruby values from the events of a YAML stream."""

    def __init__(self, rt: Runtime, policy: Policy) -> None:
        self.rt = rt
        self.policy = policy
        self.anchors: dict[str, Any] = {}

    def documents(self, data: str, filename: str | None) -> Iterator[Any]:
        """The stream's documents, parsed as they are taken: like Psych, `load` reads the
        first document and never sees a syntax error further on."""
        events = self._events(data, filename)
        for event in events:
            if isinstance(event, yaml.DocumentStartEvent):
                self.anchors = {}
                root = self.node(next(events), events)
                next(events)  # its end: an error before it fails the document, as in Psych
                yield root

    def _events(self, data: str, filename: str | None) -> Iterator[Any]:
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        try:
            yield from yaml.parse(text_bytes(data), Loader=loader)
        except yaml.YAMLError as exc:
            raise syntax_error(self.rt, exc, filename) from None

    def node(self, event: Any, events: Iterator[Any]) -> Any:
        if isinstance(event, yaml.AliasEvent):
            if not self.policy.aliases or event.anchor not in self.anchors:
                raise psych_error(self.rt, "BadAlias", f"Unknown alias: {event.anchor}")
            return self.anchors[event.anchor]
        if isinstance(event, yaml.ScalarEvent):
            return self._anchor(event, self.scalar(event))
        if isinstance(event, yaml.SequenceStartEvent):
            items = self._anchor(event, RArray())
            for child in iter(lambda: next(events), None):
                if isinstance(child, yaml.SequenceEndEvent):
                    break
                items.append(self.node(child, events))
            return items
        return self.mapping(event, events)

    def _anchor(self, event: Any, value: Any) -> Any:
        if event.anchor is not None:
            self.anchors[event.anchor] = value
        return value

    # -- scalars -------------------------------------------------------------------------------

    def scalar(self, event: Any) -> Any:
        text, tag = event.value, event.tag
        if tag in (None, "!"):
            if not event.implicit[0] or event.style:  # quoted or a block: a String
                return RString(text)
            return self.token(tokenize(text), text)
        if tag in STR_TAGS:
            return RString(text)
        if tag in BINARY_TAGS:
            return binary_string(decode64(text_bytes(text)))
        if tag in SYMBOL_TAGS:
            return self.policy.symbol(self.rt, text)
        if tag in ("!float", "tag:yaml.org,2002:float"):
            value = tokenize(text)
            return (
                float(value)
                if isinstance(value, (int, float))
                else self.rt.send(self.rt.main, "Float", [RString(text)])
            )
        if tag == "!ruby/regexp":
            return self.regexp(text)
        if tag in ("!ruby/class", "!ruby/module"):
            self.policy.allow(self.rt, "Class" if tag == "!ruby/class" else "Module")
            return self.resolve(text)
        return self.token(tokenize(text), text)

    def token(self, value: Any, text: str) -> Any:
        if isinstance(value, str):
            return RString(value)
        if isinstance(value, tuple):
            kind, rest = value
            if kind == "sym":
                return self.policy.symbol(self.rt, rest)
            if kind == "date":
                return self.date(rest, text)
            return self.time(rest)
        return value

    def date(self, text: str, original: str) -> Any:
        self.policy.allow(self.rt, "Date")
        from toque.interpreter.core.autoload import autoload

        klass = self.rt.Object.consts.get("Date") or autoload(self.rt, "Date")
        year, month, day = (int(x) for x in text.split("-"))
        try:
            return self.rt.send(klass, "new", [year, month, day])
        except RubyError:
            return RString(original)  # Psych keeps an impossible date as text

    def time(self, text: str) -> Any:
        """Psych's parse_time: no zone reads as local time, Z as UTC, else a fixed offset."""
        from toque.interpreter.core.time_lib import NS, RTime

        self.policy.allow(self.rt, "Time")
        m = re.match(
            r"(-?\d{4})-(\d{1,2})-(\d{1,2})[Tt\s]+(\d+):(\d+):(\d+)(?:\.(\d*))?\s*(Z|[-+]\d+(?::?\d\d)?)?",
            text,
        )
        y, mo, d, hh, mm, ss = (int(m.group(i)) for i in range(1, 7))
        ns = int((m.group(7) or "").ljust(9, "0")[:9] or 0)
        stamp = calendar.timegm((y, mo, d, hh, mm, ss, 0, 0, 0))
        zone = m.group(8)
        if zone is None:
            return RTime(stamp * NS + ns)  # a local Time of that UTC instant, like Psych
        if zone == "Z":
            return RTime(stamp * NS + ns, "utc")
        sign = -1 if zone.startswith("-") else 1
        digits = zone.lstrip("+-").replace(":", "")
        hours, minutes = (
            (int(digits[:-2]), int(digits[-2:])) if len(digits) > 2 else (int(digits), 0)
        )
        offset = sign * (hours * 3600 + minutes * 60)
        return RTime((stamp - offset) * NS + ns, "fixed", offset)

    def regexp(self, text: str) -> Any:
        from toque.interpreter.core.regexp import RRegexp

        self.policy.allow(self.rt, "Regexp")
        m = re.match(r"\A/(.*)/([mixounse]*)\Z", text, re.S)
        source, flags = (m.group(1), m.group(2)) if m else (text, "")
        options = (
            (1 if "i" in flags else 0) | (2 if "x" in flags else 0) | (4 if "m" in flags else 0)
        )
        return RRegexp(source, options)

    def resolve(self, name: str) -> Any:
        try:
            return self.rt.const_get(name)
        except KeyError:
            raise self.rt.error("ArgumentError", f"undefined class/module {name}") from None

    # -- mappings -------------------------------------------------------------------------------

    def mapping(self, event: Any, events: Iterator[Any]) -> Any:
        tag = event.tag or ""
        pairs: list[tuple[Any, Any, Any]] = []
        target = RHash()
        if tag in ("", "!", "tag:yaml.org,2002:map"):
            self._anchor(event, target)
        for key_event in iter(lambda: next(events), None):
            if isinstance(key_event, yaml.MappingEndEvent):
                break
            key = self.node(key_event, events)
            value_event = next(events)
            pairs.append((key, key_event, self.node(value_event, events)))
        if tag in ("", "!", "tag:yaml.org,2002:map") or tag.startswith("!ruby/hash"):
            return self._anchor(event, self.fill_hash(target, pairs))
        return self._anchor(event, self.tagged(tag, pairs))

    def fill_hash(self, target: RHash, pairs: list[tuple[Any, Any, Any]]) -> RHash:
        for key, key_event, value in pairs:
            plain_merge = isinstance(key_event, yaml.ScalarEvent) and key_event.tag not in STR_TAGS
            if isinstance(key, RString) and key.v == "<<" and plain_merge:
                merged = self.merge_source(value)
                if merged is not None:
                    for k, v in merged.items():
                        target.set(k, v)
                    continue
            target.set(key, value)
        return target

    @staticmethod
    def merge_source(value: Any) -> RHash | None:
        """`<<: *base` or `<<: [*a, *b]` (earlier entries win); None: not mergeable."""
        if isinstance(value, RHash):
            return value
        if isinstance(value, RArray) and all(isinstance(v, RHash) for v in value):
            merged = RHash()
            for h in reversed(value):
                for k, v in h.items():
                    merged.set(k, v)
            return merged
        return None

    def tagged(self, tag: str, pairs: list[tuple[Any, Any, Any]]) -> Any:
        rt = self.rt
        fields = {rt.to_s(k): v for k, _, v in pairs}
        if tag == "!ruby/range":
            self.policy.allow(rt, "Range")
            excl = rt.truthy(fields.get("excl"))
            return RRange(fields.get("begin"), fields.get("end"), excl)
        m = re.match(r"!ruby/(object|struct|exception)(?::(.+))?\Z", tag)
        if m is None:
            return self.fill_hash(RHash(), pairs)  # an unknown tag: Psych makes a Hash
        kind, name = m.group(1), m.group(2)
        name = name or {"object": "Object", "struct": "Struct", "exception": "Exception"}[kind]
        self.policy.allow(rt, name)
        klass = self.resolve(name)
        if kind == "exception":
            return rt.send(klass, "new", [fields.get("message")])
        obj = rt.send(klass, "allocate", [])
        for key, value in fields.items():
            if kind == "struct":
                rt.send(obj, f"{key}=", [value])
            elif isinstance(obj, RObject):
                obj.ivars[f"@{key}"] = value
        return obj
