"""Open `end`/`}` constructs, and the local variables each of them can see."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class _Frame:
    resource: bool  # a resource's block: `group "x"` in it is a property
    saved: set[str] | None  # the enclosing locals, restored when the frame closes


class Scopes:
    """Ruby's local-variable scoping, as far as a highlighter needs it.

    A name is a local if it was assigned (or is a parameter) in a scope that can see it;
    that decides whether `x /2` divides or passes a regex, as in MRI.
    """

    def __init__(self) -> None:
        self.locals: set[str] = set()
        self._frames: list[_Frame] = []

    def open(self, kind: str, resource: bool = False) -> None:
        """Enter a construct: "plain" (if, case…), "block" (do, {) or "def" (def, class…)."""
        saved = None
        if kind == "block":  # a block sees the enclosing locals; its own vanish at its end
            saved, self.locals = self.locals, set(self.locals)
        elif kind == "def":  # a method or class body starts with no locals at all
            saved, self.locals = self.locals, set()
        self._frames.append(_Frame(resource, saved))

    def close(self) -> None:
        """Leave the innermost construct (an unbalanced `end` is ignored)."""
        if self._frames:
            frame = self._frames.pop()
            if frame.saved is not None:
                self.locals = frame.saved

    @property
    def in_resource(self) -> bool:
        return bool(self._frames) and self._frames[-1].resource

    @property
    def top_level(self) -> bool:
        return not self._frames
