"""The error hierarchy: every user-facing error knows where it happened."""

from __future__ import annotations

from toque.source import Span, excerpt


class ToqueError(Exception):
    """An error the user can act on: a message, a place, and optionally a hint."""

    context = 0  # source lines shown above the failing one
    exit_code = 1  # Chef's exit code for it (RFC 062): a generic failure

    def __init__(
        self,
        message: str,
        span: Span | None = None,
        *,
        source: str | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.span = span
        self.source = source  # the text of span.file, to show the line
        self.hint = hint

    def render(self) -> str:
        head = f"{self.span}: {self.message}" if self.span else self.message
        parts = [head]
        if self.span and self.source is not None:
            parts.append(excerpt(self.source, self.span.line, self.span.col, self.context))
        if self.hint:
            parts.append(f"hint: {self.hint}")
        return "\n".join(parts)

    def __str__(self) -> str:
        return self.render()


class RubySyntaxError(ToqueError):
    """The source is not Ruby that toque can parse."""


class RunFailed(ToqueError):
    """The converge failed. The formatter has shown the failure in full; this says in one
    line why the run stops, and keeps what failed (`cause`) for `--debug`."""

    def __init__(self, message: str, cause: BaseException) -> None:
        super().__init__(message)
        self.cause = cause

    @property
    def headline(self) -> str:
        """The one line that ends a failed run, in the CLI and in the shell alike."""
        return f"the run failed: {self.message}"


class UsageError(ToqueError):
    """The command line asks for something that cannot be done."""


class ConfigurationError(ToqueError):
    """A config file (client.rb, .chef/config.rb) that cannot be read or run: Chef's
    ConfigurationError, exit code 43."""

    exit_code = 43
