"""The `cookbook_file` resource: a file whose content is copied from a cookbook's `files/`."""

from __future__ import annotations

import os

from toque.runtime import Property, provides
from toque.stdlib_cookbooks.core._sources import source_path
from toque.stdlib_cookbooks.core.file import File, FileProvider


@provides("cookbook_file")
class CookbookFile(File):
    """A file copied from a cookbook.  + source (default: the path's basename), cookbook"""

    source = Property((str, list, None))
    cookbook = Property((str, None))


@provides("cookbook_file")
class CookbookFileProvider(FileProvider):
    def desired_content(self) -> bytes:
        return source_path(self, "files", os.path.basename(self.new.path)).read_bytes()
