"""How Ruby's non-local exits travel through Python: exceptions that are not errors.

`RubyError` carries a raised Ruby exception object. The signals carry `break`, `next`,
`return`, `redo`, `retry` and `throw` to the frame that handles them; they derive
from BaseException so that no `rescue` (which catches Exception) can stop them.
"""

from __future__ import annotations

from typing import Any


class RubyError(Exception):
    """A Ruby exception in flight; `exc` is the Ruby exception object (an RObject)."""

    def __init__(self, exc: Any) -> None:
        super().__init__()
        self.exc = exc


class BreakSignal(BaseException):
    """`break` in a block: ends the call the block was given to, with `value`."""

    def __init__(self, tag: Any, value: Any) -> None:
        self.tag = tag
        self.value = value


class LoopBreak(BaseException):
    """`break` in a while/until loop."""

    def __init__(self, value: Any) -> None:
        self.value = value


class NextSignal(BaseException):
    """`next` in a block (the block returns `value`) or a loop (next iteration)."""

    def __init__(self, value: Any) -> None:
        self.value = value


class ReturnSignal(BaseException):
    """`return`: ends the method (frame) `tag`, with `value`."""

    def __init__(self, tag: Any, value: Any) -> None:
        self.tag = tag
        self.value = value


class RedoSignal(BaseException):
    pass


class RetrySignal(BaseException):
    pass


class ThrowSignal(BaseException):
    """`throw tag, value`, caught by the `catch` with the same tag."""

    def __init__(self, tag: Any, value: Any) -> None:
        self.tag = tag
        self.value = value
