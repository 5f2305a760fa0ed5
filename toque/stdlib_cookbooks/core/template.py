"""The `template` resource: a file whose content is an ERB template from a cookbook, rendered."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from toque.runtime import Property, Requirement, provides
from toque.runtime.deferred import resolve_nested
from toque.stdlib_cookbooks.core._sources import source_path
from toque.stdlib_cookbooks.core.file import File, FileProvider


@provides("template")
class Template(File):
    """A file rendered from an ERB template.  + source, variables, cookbook, local"""

    source = Property((str, list, None))
    cookbook = Property((str, None))
    local = Property(bool, default=False)
    variables = Property((dict, None))

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.template_helpers: list[Any] = []  # modules and (name, block) pairs, added by the DSL


@provides("template")
class TemplateProvider(FileProvider):
    _template: Path | None = None

    def template_path(self) -> Path:
        if self._template is None:
            if self.new.local:
                self._template = Path(self.new.source or "")
            else:
                default = os.path.basename(self.new.path) + ".erb"
                self._template = source_path(self, "templates", default)
        return self._template

    def requirements(self, action: str) -> Iterator[Requirement]:
        yield from super().requirements(action)
        if action in ("create", "create_if_missing"):
            where = self.template_path()  # FileNotFound for a cookbook's, even in why-run
            if not where.is_file():
                yield Requirement(f"Template source {where} could not be found.",
                                  whyrun=f"Template source {where} does not exist. "
                                  "Assuming it would have been created.",
                                  kind="FileNotFound", block_action=True)  # fmt: skip

    def desired_content(self) -> bytes:
        files = self.ctx.files
        variables = resolve_nested(self.new.variables or {}, self.resource)
        return files.render(
            self.template_path(), variables, self.resource.template_helpers, self.resource
        )
