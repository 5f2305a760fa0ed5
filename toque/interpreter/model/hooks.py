"""What the core library asks of the layers above it, through the Ruby world (`rt.hooks`):
run Ruby code (`eval`, `instance_eval(str)`, `load`) and find the standard library
(`require 'json'`, a constant such as `Set` on first use). The compiler and the standard
library import the core library; the core library reaches them only through this."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from toque.interpreter.model.frames import Frame
    from toque.interpreter.model.world import Runtime


class WorldHooks(Protocol):
    def eval_string(
        self, rt: Runtime, code: str, self_: Any, cref: tuple, defcls: Any, file: str = "(eval)"
    ) -> Any:
        """Compile and run `code` with `self_` as self (no outer local variables)."""

    def run_file(
        self, rt: Runtime, path: str | Path, self_: Any = None, frame: Frame | None = None
    ) -> Any:
        """Run a Ruby file at top level (with `self_` as self) or in `frame`."""

    def load_file(self, rt: Runtime, path: str) -> None:
        """`load`/`require` of a Ruby file: its syntax errors become Ruby's SyntaxError,
        an unreadable file LoadError."""

    def require_library(self, rt: Runtime, feature: str) -> bool | None:
        """Define the standard library `feature` names; None when there is no such library."""

    def autoload_library(self, rt: Runtime, const: str) -> bool:
        """Define the standard library that defines the constant `const`, if one does."""


class NoHooks:
    """The hooks of a world that has not run a program yet: nothing can ask for them
    before, as only compiled Ruby code calls `eval` or `require`."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"this Ruby world has run no program: no {name}")
