"""Declared resource properties: type checks, defaults, coercion and Chef's validation messages."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from toque.runtime.deferred import Lazy
from toque.runtime.errors import ValidationError
from toque.runtime.sensitive import SUPPRESSED_VALUE
from toque.runtime.values import Sym, inspect, ruby_type_name
from toque.source import Span

_UNSET = object()
_IMMUTABLE = (str, int, float, bool, type(None), tuple, frozenset)


def _type_ok(spec: Any, value: Any) -> bool:
    if isinstance(spec, type):
        if spec is str:
            return isinstance(value, str) and not isinstance(value, Sym)
        if spec is int:
            return isinstance(value, int) and not isinstance(value, bool)
        if spec is bool:
            return value is True or value is False
        return isinstance(value, spec)
    if isinstance(spec, re.Pattern):
        return isinstance(value, str) and spec.search(value) is not None
    if spec is None or spec is True or spec is False:
        return value is spec
    return value == spec and type(value) is type(spec)


def _spec_name(spec: Any) -> str:
    if isinstance(spec, type):
        return "true, false" if spec is bool else ruby_type_name(spec)
    if isinstance(spec, re.Pattern):
        return f"/{spec.pattern}/"
    return inspect(spec)


def _to_s(value: Any) -> str:
    """Ruby's `to_s`, as Chef's messages interpolate values."""
    if value is None:
        return ""
    if isinstance(value, str):
        return str.__str__(value)
    return inspect(value)


EQUAL_TO_SHOWN = 20  # values of a long equal_to list named in its error


class Property:
    """One declared property of a resource type (a descriptor on the Resource class)."""

    __slots__ = (
        "name", "types", "name_property", "required", "default", "equal_to", "regex",
        "callbacks", "coerce", "desired_state", "identity", "sensitive", "aliases",
        "validation_message",
    )  # fmt: skip

    def __init__(
        self,
        types: Any = (),
        *,
        name_property: bool = False,
        required: bool | Iterable[str] = False,
        default: Any = _UNSET,
        equal_to: Iterable[Any] | None = None,
        regex: str | re.Pattern[str] | Iterable[Any] | None = None,
        callbacks: Mapping[str, Callable[[Any], bool]] | None = None,
        coerce: Callable[[Any], Any] | None = None,
        desired_state: bool | None = None,
        identity: bool = False,
        sensitive: bool = False,
        aliases: Iterable[str] = (),
        validation_message: str | None = None,
    ) -> None:
        if name_property and default is not _UNSET:
            raise ValueError("a property cannot have both name_property and default")
        self.name = ""
        self.types = (
            tuple(types) if isinstance(types, (list, tuple)) else (types,) if types != () else ()
        )
        self.name_property = name_property
        self.required = required if isinstance(required, bool) else frozenset(required)
        self.default = default
        self.equal_to = tuple(equal_to) if equal_to is not None else None
        if regex is not None and not isinstance(regex, (list, tuple)):
            regex = [regex]
        self.regex = tuple(re.compile(r) if isinstance(r, str) else r for r in regex or ())
        self.callbacks = dict(callbacks or {})
        self.coerce = coerce
        self.desired_state = (not name_property) if desired_state is None else desired_state
        self.identity = identity
        self.sensitive = sensitive
        self.aliases = tuple(aliases)
        self.validation_message = validation_message  # replaces any failure's own message
        if default is not _UNSET and not isinstance(default, Lazy) and default is not None:
            self.validate(
                self.coerced(default)
            )  # an invalid default fails when the class is defined

    # a subclass with its own `validate` or `problem` (remote_file's sources): assign calls them
    _own_checks = False

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls._own_checks = (
            cls.validate is not Property.validate or cls.problem is not Property.problem
        )

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    # -- the descriptor: `resource.content` reads, `resource.content = x` sets --------------
    def __get__(self, resource: Any, owner: type | None = None) -> Any:
        if resource is None:
            return self
        if not resource._live:  # read(), without a call for a plain value or a default
            value = resource._values.get(self.name, _UNSET)
            if value is _UNSET:
                return self._default(resource)
            if value.__class__ is not Lazy:
                return value
        return self.read(resource)

    def __set__(self, resource: Any, value: Any) -> None:
        self.assign(resource, value)

    def assign(self, resource: Any, value: Any, span: Span | None = None) -> None:
        """Set at compile time: coerce and validate now, unless the value is lazy."""
        if resource._live:  # a new value: views handed out of the old one no longer count
            resource._live.pop(self.name, None)
        if isinstance(value, Lazy):
            resource._values[self.name] = value
            return
        if value is None and self.coerce is None and not self.accepts_nil():
            resource._values.pop(self.name, None)  # `prop nil` resets to the default (Chef 13+)
            return
        if self.coerce is not None:
            try:
                value = self.coerced(value, resource)
            except ValidationError as exc:  # a coerce that validates (cron's time_out) has no place
                if exc.span is not None:
                    raise
                raise ValidationError(exc.message, span or resource.span) from None
        if self._own_checks:
            self.validate(value, span or resource.span)
        else:  # validate, inlined: every property set of a compile comes here
            found = self._problem(value)
            if found:
                raise ValidationError(self.validation_message or found, span or resource.span)
        resource._values[self.name] = value

    def read(self, resource: Any) -> Any:
        """The value, resolving a lazy one (coerced and validated on every read, as Chef does)."""
        if resource._live and self.name in resource._live:
            resource._values[self.name] = resource._live[self.name]()
        values = resource._values
        value = values.get(self.name, _UNSET)
        if value is _UNSET:
            return self._default(resource)
        if value.__class__ is Lazy:
            return self._resolve(resource, value)
        return value

    def plain_default(self) -> bool:
        """True when the default can be shared as is (no name, no lazy, immutable)."""
        d = self.default
        return not self.name_property and (d is _UNSET or d is None or isinstance(d, _IMMUTABLE))

    def shared_default(self) -> Any:
        return None if self.default is _UNSET else self.default

    def is_set(self, resource: Any) -> bool:
        return self.name in resource._values

    def _default(self, resource: Any) -> Any:
        if self.name_property:  # Chef's name_property is a lazy default: coerced, validated
            value = resource.name
            if self.coerce is not None:
                value = self.coerced(value, resource)
            if self._own_checks:
                self.validate(value, resource.span)
            else:
                found = self._problem(value)
                if found:
                    raise ValidationError(self.validation_message or found, resource.span)
            return value
        default = self.default
        if default is _UNSET:
            return None
        if default.__class__ is Lazy:
            return self._resolve(resource, default)
        if isinstance(default, _IMMUTABLE):
            return default
        if default.__class__ in (list, dict) and not default:
            # an empty [] or {} (file's `verify`): copy() is what deepcopy makes, 25x cheaper
            value = default.copy()
        else:
            value = copy.deepcopy(default)
        resource._values[self.name] = value  # each resource its own copy
        return value

    def _resolve(self, resource: Any, lazy: Lazy) -> Any:
        value = self.coerced(lazy.resolve(resource), resource)
        self.validate(value, lazy.span or resource.span)
        return value

    def coerced(self, value: Any, resource: Any = None) -> Any:
        if self.coerce is None or value is None:
            return value
        if getattr(self.coerce, "with_resource", False):  # runs with the resource as self
            return self.coerce(value, resource)
        return self.coerce(value)

    def accepts_nil(self) -> bool:
        return not self.types or any(t is None for t in self.types)

    # -- validation, with Chef's exact messages (CHEF_SEMANTICS 4.7) -------------------------
    def validate(self, value: Any, span: Span | None = None) -> None:
        message = self.problem(value)
        if message:
            raise ValidationError(message, span)

    def problem(self, value: Any) -> str | None:
        found = self._problem(value)
        return self.validation_message if found and self.validation_message else found

    def _problem(self, value: Any) -> str | None:
        name = self.name
        types = self.types
        # a sensitive property's rejected value is not repeated back (runtime/sensitive.py)
        hidden = SUPPRESSED_VALUE if self.sensitive else None
        if types:
            for t in types:  # a loop, not any(genexpr): ~9k checks per 5,000 resources
                if t is value.__class__ or _type_ok(t, value):
                    break  # (an exact str or int, the usual case, without _type_ok's call)
            else:
                allowed = ", ".join(_spec_name(t) for t in types)
                return f"Property {name} must be one of: {allowed}!  You passed {hidden or inspect(value)}."
        if value is None:
            return None
        if self.equal_to is not None and value not in self.equal_to:
            shown = self.equal_to[:EQUAL_TO_SHOWN]  # 1.upto(65_535) would print 400 kB
            allowed = ", ".join(inspect(v) for v in shown)
            if len(self.equal_to) > len(shown):
                allowed += f", … ({len(self.equal_to)} values in all)"
            return f"Option {name} must be equal to one of: {allowed}!  You passed {hidden or inspect(value)}."
        if self.regex and not any(r.search(_to_s(value)) for r in self.regex):
            shown = "[" + ", ".join(f"/{r.pattern}/" for r in self.regex) + "]"
            return f"Property {name}'s value {hidden or _to_s(value)} does not match regular expression {shown}"
        for message, check in self.callbacks.items():
            if not check(value):
                return f"Option {name}'s value {hidden or _to_s(value)} {message}!"
        return None

    def required_for(self, action: str) -> bool:
        if isinstance(self.required, bool):
            return self.required
        return action in self.required
