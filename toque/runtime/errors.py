"""Errors raised while building or converging resources; each carries a span."""

from __future__ import annotations

from typing import Any

from toque.errors import ToqueError
from toque.runtime.sensitive import redact
from toque.source import Span


class RuntimeToqueError(ToqueError):
    """Base of every runtime error."""


class ValidationError(RuntimeToqueError):
    """A property or action value Chef would reject (Chef::Exceptions::ValidationFailed)."""

    kind = "Chef::Exceptions::ValidationFailed"  # the heading Chef's formatters show


class UnknownPropertyError(ValidationError):
    """A resource was given a property it does not declare (Chef: a NoMethodError on the
    resource)."""

    kind = "NoMethodError"


class UnknownActionError(ValidationError):
    """An action the resource type does not allow."""


class UnknownResourceType(RuntimeToqueError):
    """No resource type of that name is registered."""


class InvalidResourceSpecification(RuntimeToqueError):
    """A `type[name]` string that cannot be parsed."""


class ResourceNotFound(RuntimeToqueError):
    """A lookup or notification names a resource that is not in the collection."""


class GuardError(RuntimeToqueError):
    """A guard raised, or was configured in a way that cannot run."""


class CommandFailed(RuntimeToqueError):
    """A command exited with a status not in `returns` (Mixlib::ShellOut::ShellCommandFailed)."""


class CommandTimeout(RuntimeToqueError):
    """A command ran longer than its timeout and was killed."""


class ProviderError(RuntimeToqueError):
    """A provider cannot do what was asked (missing parent directory, wrong file type…)."""

    def __init__(self, message: str, span: Span | None = None, *, kind: str = "", **kw: Any):
        super().__init__(message, span, **kw)
        self.kind = (
            kind or type(self).__name__
        )  # Chef's exception name, e.g. EnclosingDirectoryDoesNotExist


class LockError(RuntimeToqueError):
    """Another run holds the run lock."""


class ConvergeError(RuntimeToqueError):
    """An action failed; leads with `type[name] (file:line)` and keeps the cause."""

    def __init__(self, resource: Any, action: str, cause: BaseException) -> None:
        self.resource = resource
        self.action = action
        self.cause = cause
        where = f" ({resource.location})" if resource.location else ""
        text = redact(resource, error_text(cause))
        span = cause.span if isinstance(cause, ToqueError) and cause.span else resource.span
        source = cause.source if isinstance(cause, ToqueError) else None
        hint = cause.hint if isinstance(cause, ToqueError) else None
        super().__init__(
            f"{resource}{where} had an error: {error_name(cause)}: {text}",
            span,
            source=source,
            hint=hint,
        )
        # the one line a failed run ends with: a name may hold line breaks
        # (`template "/etc/a\nb"`), which must not cut off its place
        name = str(resource).replace("\r", "\\r").replace("\n", "\\n")
        first = text.splitlines()[0] if text else ""
        self.summary = f"{name}{where} had an error: {error_name(cause)}: {first}"

    @property
    def headline(self) -> str:
        return f"Error executing action `{self.action}` on resource '{self.resource}'"


class MultipleFailures(RuntimeToqueError):
    """The run and some delayed notifications failed (Chef::Exceptions::MultipleFailures)."""

    def __init__(self, failures: list[tuple[str, BaseException]]) -> None:
        self.failures = failures
        lines = ["Multiple failures occurred:"]
        for where, exc in failures:
            lines.append(f"* {error_name(exc)} occurred in {where}: {error_text(exc)}")
        first = failures[0][1]
        super().__init__("\n".join(lines), getattr(first, "span", None))


def error_name(exc: BaseException) -> str:
    """The class name to show for an error (a provider error shows Chef's name, Ruby code's
    exception its Ruby class)."""
    if isinstance(exc, ConvergeError):
        return error_name(exc.cause)
    return getattr(exc, "kind", None) or type(exc).__name__


def error_text(exc: BaseException) -> str:
    """The message to show after `error_name`, without repeating the name."""
    text = exc.message if isinstance(exc, ToqueError) else str(exc)
    prefix = f"{error_name(exc)}: "
    return text[len(prefix) :] if text.startswith(prefix) else text


class EndRunEarly(BaseException):  # noqa: N818 - Chef's `throw :end_client_run_early`
    """`reboot :reboot_now`: the converge stops where it is, delayed notifications too, and
    the run is neither complete nor failed. A BaseException, so no resource's failure
    handling (ignore_failure, retries) takes it for an error."""
