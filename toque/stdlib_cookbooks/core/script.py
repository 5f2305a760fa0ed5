"""The script family (`script`, `bash`, `sh`, `csh`, `ksh`, `python`, `perl`, `ruby`): code run by an interpreter from a temp file."""

from __future__ import annotations

import shlex
from typing import Any

from toque.runtime import Property, provides
from toque.runtime.backends import CommandResult
from toque.runtime.errors import ValidationError
from toque.source import Span
from toque.stdlib_cookbooks.core.execute import Execute, ExecuteProvider


@provides("script")
class Script(Execute):
    """Code for an interpreter.  + flags: interpreter options"""

    command = Property((str, list, None))
    code = Property(str, required=True)
    interpreter = Property(str, required=True)
    flags = Property((str, None))
    default_guard_interpreter = "default"

    def set(self, name: str, value: Any, span: Span | None = None) -> None:
        if name == "command":
            raise ValidationError(
                f"Do not use the command property on a {self.resource_name} "
                "resource, use the code property",
                span or self.span,
            )
        super().set(name, value, span)


@provides("bash")
class Bash(Script):
    interpreter = Property(str, default="bash")


@provides("sh")
class Sh(Script):
    interpreter = Property(str, default="sh")


@provides("python")
class Python(Script):
    interpreter = Property(str, default="python3")


@provides("perl")
class Perl(Script):
    interpreter = Property(str, default="perl")


@provides("csh")
class Csh(Script):
    interpreter = Property(str, default="csh")


@provides("ksh")
class Ksh(Script):
    interpreter = Property(str, default="ksh")


@provides("ruby")
class Ruby(Script):
    interpreter = Property(str, default="ruby")


@provides("script", "bash", "sh", "python", "perl", "csh", "ksh", "ruby")
class ScriptProvider(ExecuteProvider):
    def command(self) -> Any:
        flags = f"{self.new.flags} " if self.new.flags else ""
        return f'"{self.new.interpreter}" {flags}'  # what Chef 16.2+ prints

    def run(self) -> CommandResult:
        new, backend = self.new, self.backend
        path = backend.temp_path()
        uid = backend.uid_of(new.user) if new.user is not None else None
        try:
            if uid is not None:  # the private folder must be readable by the user running the code
                backend.chown(path.rsplit("/", 1)[0], uid, None)
            backend.write_atomic(path, new.code.encode(), 0o600 if uid is None else 0o400, uid)
            argv = [new.interpreter, *shlex.split(new.flags or ""), path]
            return self.run_command(argv)
        finally:
            backend.rmdir(path.rsplit("/", 1)[0], recursive=True)
