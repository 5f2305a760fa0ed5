"""Where a template, cookbook_file or remote_directory source is: the run's cookbook files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from toque.runtime.errors import ProviderError


def source_path(p: Any, segment: str, default: str, directory: bool = False) -> Path:
    """The most specific `segment/…/source` of the resource's cookbook (Chef tries each
    source of a list in turn; the first one's FileNotFound is the one reported)."""
    new, resource, files = p.new, p.resource, p.ctx.files
    if files is None:
        raise ProviderError(f"{resource} needs cookbook files, and this run has none",
                            kind="FileNotFound")  # fmt: skip
    sources = new.source or default
    sources = sources if isinstance(sources, list) else [sources]
    cookbook = new.get("cookbook") or resource.cookbook_name
    base = os.path.dirname(resource.span.file) if resource.span else None
    first: ProviderError | None = None
    for source in sources:
        try:
            return files.find(segment, cookbook, str(source), base, directory)
        except ProviderError as exc:
            first = first or exc
    assert first is not None
    raise first
