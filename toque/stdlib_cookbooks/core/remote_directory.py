"""The `remote_directory` resource: a directory tree copied from a cookbook's `files/`."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from toque.runtime import Change, Property, provides
from toque.stdlib_cookbooks.core._sources import source_path
from toque.stdlib_cookbooks.core.directory import Directory, DirectoryProvider
from toque.stdlib_cookbooks.core.file import MODE, File, FileProvider


@provides("remote_directory")
class RemoteDirectory(Directory):
    """A directory and the files of a cookbook folder.  + source, files_mode, purge, overwrite"""

    # create_if_missing: as create, but no file already there is replaced (Chef's provider
    # ignores `overwrite` for it)
    actions, default_action = ("create", "create_if_missing", "delete"), "create"
    source = Property((str, None))
    cookbook = Property((str, None))
    recursive = Property(bool, default=True, desired_state=False)
    files_mode = Property((str, int, None), default="0644", **MODE)
    files_owner = Property((str, int, None))
    files_group = Property((str, int, None))
    files_backup = Property((int, False), default=5, desired_state=False)
    purge = Property(bool, default=False, desired_state=False)
    overwrite = Property(bool, default=True, desired_state=False)


class _Copy(FileProvider):
    """One file of the tree: a `file` whose content is the source file's bytes."""

    data = b""

    def desired_content(self) -> bytes:
        return self.data


@provides("remote_directory")
class RemoteDirectoryProvider(DirectoryProvider):
    def action_create(self) -> Iterator[Change]:
        yield from self._create(overwrite=bool(self.new.overwrite))

    def action_create_if_missing(self) -> Iterator[Change]:
        yield from self._create(overwrite=False)

    def _create(self, overwrite: bool) -> Iterator[Change]:
        root, new = self.new.path, self.new
        src = source_path(self, "files", os.path.basename(root.rstrip("/")), directory=True)
        changed = False
        managed: set[str] = set()
        for change in self._transfer(src, root, managed, overwrite):
            changed = True
            yield change
        if new.purge:
            for change in self._purge(root, managed):
                changed = True
                yield change
        if not changed:
            self.up_to_date_reason = "directory and its files match the cookbook's"

    def _transfer(
        self, src: Path, root: str, managed: set[str], overwrite: bool
    ) -> Iterator[Change]:
        yield from super().action_create()
        made = {root}
        for file in sorted(p for p in src.rglob("*") if p.is_file()):
            rel = file.relative_to(src)
            target = os.path.join(root, *rel.parts)
            for parent in list(rel.parents)[-2::-1]:  # outermost first, without "."
                folder = os.path.join(root, *parent.parts)
                managed.add(folder)
                if folder not in made:
                    made.add(folder)
                    yield from self._directory(folder)
            managed.add(target)
            yield from self._file(file, target, overwrite)

    def _directory(self, path: str) -> Iterator[Change]:
        new = self.new
        res = Directory(path, self.resource.span)
        for prop in ("mode", "owner", "group"):
            if new.get(prop) is not None:
                res.set(prop, new.get(prop))
        res.set("recursive", True)
        sub = DirectoryProvider(res, res.snapshot("create"), self.ctx, self.why_run)
        sub.load_current()
        yield from sub.action_create()

    def _file(self, source: Path, path: str, overwrite: bool) -> Iterator[Change]:
        new = self.new
        res = File(path, self.resource.span)
        for prop in ("mode", "owner", "group", "backup"):
            value = new.get(f"files_{prop}")
            if value is not None:
                res.set(prop, value)
        res.set("sensitive", bool(new.sensitive))
        sub = _Copy(res, res.snapshot("create"), self.ctx, self.why_run)
        sub.data = source.read_bytes()
        sub.load_current()
        yield from sub.action_create() if overwrite else sub.action_create_if_missing()

    def _purge(self, root: str, managed: set[str]) -> Iterator[Change]:
        """What is in the directory and not in the source goes, deepest first (as Chef)."""
        backend = self.backend
        for path in sorted(self._walk(root), reverse=True):
            if path in managed:
                continue
            st = backend.lstat(path)
            if st is not None and st.kind == "directory":
                yield Change(f"delete existing directory {path}",
                             apply=lambda p=path: backend.rmdir(p, True))  # fmt: skip
            else:
                yield Change(f"delete file {path}", apply=lambda p=path: backend.remove(p))

    def _walk(self, path: str) -> Iterator[str]:
        st = self.backend.lstat(path)
        if st is None or st.kind != "directory":
            return
        for name in self.backend.listdir(path):
            child = os.path.join(path, name)
            yield child
            yield from self._walk(child)
