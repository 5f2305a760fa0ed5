"""Ruby blocks as the runtime's Deferred: lazy values, guard blocks, ruby_block bodies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.signals import RubyError
from toque.runtime.resource import Resource
from toque.source import Span, line_of

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


class RubyDeferred:
    """A Ruby block to call at converge time; errors become located runtime errors."""

    __slots__ = ("rt", "proc", "span", "text", "proxy_for")

    def __init__(
        self, rt: Runtime, proc: RProc, span: Span | None, text: str, proxy_for: Any = None
    ) -> None:
        self.rt = rt
        self.proc = proc
        self.span = span
        self.text = text
        self.proxy_for = proxy_for  # resource -> its Ruby proxy (for `lazy { |r| }`)

    def call(self, *args: Any) -> Any:
        rt = self.rt
        ruby_args = []
        if args and self.proc.arity != 0:  # a resource goes in as its proxy, a path as a String
            first = args[0]
            is_resource = isinstance(first, Resource) and self.proxy_for is not None
            ruby_args = [self.proxy_for(first) if is_resource else to_ruby(first)]
        try:
            return to_py(rt.call_proc(self.proc, ruby_args))
        except RubyError as err:
            from toque.interpreter.dsl.ruby_errors import ruby_error

            raise ruby_error(rt, err, self.span) from None

    def describe(self) -> str:
        return self.text

    def ruby_inspect(self) -> str:
        return self.proc.ruby_inspect()


def block_text(source: str | None, span: Span | None, fallback: str) -> str:
    """The source line of a guard or lazy value, to describe it in output."""
    if source and span:
        text = line_of(source, span.line).strip()
        if text:
            return text
    return fallback
