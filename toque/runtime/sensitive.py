"""What output may show of a `sensitive` resource or property: one rule, applied where output is made.

Chef hides secrets in many places, each with its own words (CHEF_SEMANTICS 4.3): a sensitive
resource gets no live command output, no content diff and no "Resource Declaration"; a
property declared `sensitive: true` shows as "*sensitive value suppressed*". toque keeps those
decisions here. The formatters pass every event through a `Redactor` (structural rules: what a
sensitive resource may show at all) and write through a `RedactingWriter` (the values of
sensitive properties never reach the output, whichever channel tried to print them).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import IO, Any

from toque.records import replace
from toque.runtime.deferred import Lazy
from toque.runtime.events import Subscriber
from toque.runtime.values import inspect

# Chef's own words, where Chef prints them
SUPPRESSED_OUTPUT = "suppressed sensitive resource output"  # Resource Declaration, to_text
SUPPRESSED_DIFF = "suppressed sensitive resource"  # a file's or template's diff
SUPPRESSED_VALUE = "*sensitive value suppressed*"  # a sensitive property's value
SUPPRESSED_PROPERTY = "(suppressed sensitive property)"  # converge_if_changed's "set x to …"

# shorter values are guessed in a blink, and hiding them would garble every line they occur in
MIN_SECRET = 4


def streams(resource: Any) -> bool:
    """May `resource` stream its command output live? Chef turns streaming off when sensitive."""
    return not resource.sensitive


def declaration(resource: Any, snippet: Callable[[], list[str] | None]) -> list[str] | None:
    """The "Resource Declaration" of a failure: the recipe excerpt, unless the resource is sensitive."""
    return [SUPPRESSED_OUTPUT] if resource.sensitive else snippet()


def shown_value(resource: Any, name: str, value: Any) -> str:
    """A property's value as converge_if_changed reports it."""
    hidden = resource.sensitive or resource.properties[name].sensitive
    return SUPPRESSED_PROPERTY if hidden else inspect(value)


def secrets(resource: Any) -> list[str]:
    """The values of `resource`'s properties declared `sensitive: true`, as text (a lazy one
    as its last resolution), each also as Ruby's inspect and JSON would escape it."""
    hidden = resource._sensitive  # (most resource types have none: this is the quick way out)
    if not hidden:
        return []
    resolved, found = resource.resolved, []
    for prop in hidden:
        value = resource._values.get(prop.name)
        if value.__class__ is Lazy or value is None:
            value = resolved.get(prop.name) if resolved is not None else None
        _strings(value, found)
    return [v for s in found for v in _variants(s)]


def redact(resource: Any, text: str) -> str:
    """`text` without the values of `resource`'s sensitive properties (an error's message)."""
    for secret in sorted(secrets(resource), key=len, reverse=True):
        text = text.replace(secret, SUPPRESSED_VALUE)
    return text


def _strings(value: Any, into: list[str]) -> None:
    if isinstance(value, str):
        into.append(str.__str__(value))
    elif isinstance(value, (list, tuple)):
        for item in value:
            _strings(item, into)
    elif isinstance(value, dict):
        for item in value.values():
            _strings(item, into)


def _variants(secret: str) -> set[str]:
    if len(secret) < MIN_SECRET:
        return set()
    return {secret, inspect(secret)[1:-1], json.dumps(secret)[1:-1]}


class HiddenGuard:
    """A sensitive resource's guard as output shows it: its kind and place, not its text."""

    __slots__ = ("kind", "span")

    def __init__(self, guard: Any) -> None:
        self.kind = guard.kind
        self.span = guard.span

    def describe(self) -> str:
        return f"{self.kind} ({SUPPRESSED_OUTPUT})"

    def skip_message(self, resource: Any) -> str:
        was = "false" if self.kind == "only_if" else "true"
        where = f" ({self.span.file}:{self.span.line})" if self.span else ""
        return f"{resource} skipped: {self.describe()} was {was}{where}"


def _resource_positions() -> dict[str, int]:
    """For each event, where its `resource` argument is (events without one are absent)."""
    found = {}
    for name, fn in vars(Subscriber).items():
        if callable(fn) and not name.startswith("_"):
            code = fn.__code__  # (not inspect.signature: `inspect` costs every start-up)
            params = list(code.co_varnames[1 : code.co_argcount])
            if "resource" in params:
                found[name] = params.index("resource")
    return found


_RESOURCE_AT = _resource_positions()


class Redactor:
    """Decides what of an event is printable. It learns the secret values of each resource
    an event is about, and keeps them for the rest of the run: once known secret, a value is
    never printed, whichever resource prints it (a custom resource's nested ones too)."""

    def __init__(self) -> None:
        self._secrets: set[str] = set()
        self._pattern: re.Pattern[str] | None = None

    def learn(self, resource: Any) -> None:
        if not resource._sensitive:  # (most resource types have no sensitive property)
            return
        new = set(secrets(resource)) - self._secrets
        if new:
            self._secrets |= new
            ordered = sorted(self._secrets, key=len, reverse=True)  # longest first
            self._pattern = re.compile("|".join(map(re.escape, ordered)))

    def text(self, text: str) -> str:
        """`text` with every known secret value replaced."""
        if self._pattern is None:
            return text
        return self._pattern.sub(SUPPRESSED_VALUE, text)

    def event(self, name: str, args: tuple[Any, ...]) -> tuple[Any, ...] | None:
        """The arguments a formatter may see for event `name`; None: nothing to print."""
        at = _RESOURCE_AT.get(name)
        resource = args[at] if at is not None and at < len(args) else None
        if resource is None:
            return args
        if resource._sensitive:  # (learn's own first check, without the call)
            self.learn(resource)
        if not resource.sensitive:  # (as in Chef, a custom resource's nested ones decide alone)
            return args
        if name == "stream_output":
            return None
        if name == "resource_busy":  # what it does, not what its command prints
            return (*args[:2], None)
        if name == "resource_update":
            change = args[2]
            if change.diff:
                args = (*args[:2], replace(change, diff=[SUPPRESSED_DIFF]), *args[3:])
        elif name == "resource_skipped" and args[3] is not None:
            args = (*args[:3], HiddenGuard(args[3]))
        return args


class RedactingWriter:
    """A text stream that writes what the Redactor lets through."""

    def __init__(self, out: IO[str], redactor: Redactor) -> None:
        self.raw = out
        self.redactor = redactor

    def write(self, text: str) -> int:
        pattern = self.redactor._pattern  # (Redactor.text, inline: a write per resource)
        return self.raw.write(text if pattern is None else pattern.sub(SUPPRESSED_VALUE, text))

    def flush(self) -> None:
        self.raw.flush()

    def isatty(self) -> bool:
        return self.raw.isatty()
