"""debconf answers for apt/dpkg packages (`response_file`): a cookbook template (rendered
with `response_file_variables`) or cookbook file, kept as Chef keeps it in its file cache,
under preseed/COOKBOOK/NAME-VERSION.seed; it counts as changed when that copy differs."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from toque.runtime.deferred import resolve_nested
from toque.runtime.errors import ProviderError
from toque.runtime.state import state_dir


@dataclass
class Seed:
    backend: Any
    path: str
    content: bytes

    def write(self) -> None:
        folder = os.path.dirname(self.path)
        if self.backend.stat(folder) is None:
            self.backend.mkdir(folder, parents=True, mode=0o700)
        self.backend.write_atomic(self.path, self.content, mode=0o600)


def preseed_file(p: Any, name: str, version: str) -> Seed | None:
    """The seed for `name` at `version` if it is new or differs from the cached one, else None."""
    cookbook = p.resource.cookbook_name or "default"
    path = str(state_dir() / "cache" / "preseed" / cookbook / f"{name}-{version}.seed")
    content = _render(p)
    backend = p.backend
    if backend.stat(path) is not None and backend.read_bytes(path) == content:
        return None
    return Seed(backend, path, content)


def _render(p: Any) -> bytes:
    """A template of that name in the resource's cookbook, else a cookbook file (Chef's order)."""
    source, files, resource = p.new.response_file, p.ctx.files, p.resource
    base = os.path.dirname(resource.span.file) if resource.span else None
    if files is not None:
        for segment in ("templates", "files"):
            try:
                found = files.find(segment, resource.cookbook_name, source, base)
            except ProviderError:
                continue
            if segment == "files":
                return found.read_bytes()
            variables = resolve_nested(p.new.response_file_variables or {}, resource)
            return files.render(found, variables, [], resource)
    raise ProviderError(f"No template or cookbook file found for response file {source}",
                        resource.span, kind="Chef::Exceptions::FileNotFound")  # fmt: skip
