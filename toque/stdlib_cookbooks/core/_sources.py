"""Where a template, cookbook_file or remote_directory source is: the run's cookbook files."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from toque.runtime.errors import ProviderError


def source_path(p: Any, segment: str, default: str, directory: bool = False) -> Path:
    """The most specific `segment/…/source` of the resource's cookbook; a list of sources
    is one lookup, its paths tried in order (Chef's preferred_filename_on_disk_location)."""
    new, resource, files = p.new, p.resource, p.ctx.files
    if files is None:
        raise ProviderError(f"{resource} needs cookbook files, and this run has none",
                            kind="FileNotFound")  # fmt: skip
    source = new.source or default
    source = [str(one) for one in source] if isinstance(source, list) else str(source)
    cookbook = new.get("cookbook") or resource.cookbook_name
    base = os.path.dirname(resource.span.file) if resource.span else None
    return files.find(segment, cookbook, source, base, directory)
