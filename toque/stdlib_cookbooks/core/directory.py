"""The `directory` resource: create (optionally with parents; mode on the leaf only) or delete."""

from __future__ import annotations

import os
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._access import access_changes, parse_mode, valid_mode


@provides("directory")
class Directory(Resource):
    """A directory.  + recursive: create parents / delete the whole tree"""

    path = Property(str, name_property=True)
    mode = Property((str, int, None), callbacks={"not in valid numeric range": valid_mode})
    owner = Property((str, int, None), aliases=("user",))  # Chef's Securable: `user` too
    group = Property((str, int, None))
    recursive = Property(bool, default=False, desired_state=False)
    actions, default_action = ("create", "delete"), "create"


@provides("directory")
class DirectoryProvider(Provider):
    def load_current(self) -> None:
        # A symlink to a directory is that directory (`/var/www -> /data/www`), as Chef's
        # File.exist?/File.directory? see it; mode and owner apply to the link's source.
        path = self.new.path
        self.link = self.backend.lstat(path)
        if self.link is None or self.link.kind != "link":
            self.current, self.link = self.link, None
            return
        try:
            self.current = self.backend.stat(path)
        except OSError:  # a symlink loop leads nowhere
            self.current = None

    def requirements(self, action: str) -> Iterator[Requirement]:
        path, cur = self.new.path, self.current
        if action == "create" and cur is not None and cur.kind != "directory":
            yield Requirement(
                f"Cannot create {self.resource} at {path} because a file already exists at "
                "that path",
                kind="Chef::Exceptions::FileTypeMismatch",
            )
        if action == "delete" and cur is not None and cur.kind != "directory":
            yield Requirement(f"Cannot delete {self.resource} at {path}!", kind="RuntimeError")
        if action == "create" and cur is None and self.link is None and not self.new.recursive:
            parent = os.path.dirname(path.rstrip("/")) or "/"
            if self.backend.stat(parent) is None:
                yield Requirement(
                    f"Parent directory {parent} does not exist, cannot create {path}",
                    whyrun=f"Assuming directory {parent} would have been created",
                    kind="EnclosingDirectoryDoesNotExist",
                )

    def action_create(self) -> Iterator[Change]:
        path = self.new.path
        changed = False
        if self.current is None:
            changed = True
            yield Change(f"create new directory {path}", apply=self._mkdir)
        for change in access_changes(self, path, self.current):
            changed = True
            yield change
        if not changed:
            self.up_to_date_reason = "directory exists with the wanted permissions"

    def _mkdir(self) -> None:
        path, new = self.new.path, self.new
        if self.link is not None:  # a dangling link: Ruby's mkdir fails on it
            raise ProviderError(f"File exists @ dir_s_mkdir - {path}", kind="Errno::EEXIST")
        self.backend.mkdir(path, new.recursive, parse_mode(new.mode))

    def action_delete(self) -> Iterator[Change]:
        path = self.new.path
        if self.current is None:
            yield from self.up_to_date(f"{path} does not exist")
            return
        yield Change(f"delete existing directory {path}", apply=self._rmdir)

    def _rmdir(self) -> None:
        """A link to a directory: Ruby's Dir.delete refuses it, FileUtils.rm_r (recursive)
        removes the link alone, never the tree it points at."""
        path = self.new.path
        if self.link is None:
            self.backend.rmdir(path, self.new.recursive)
        elif self.new.recursive:
            self.backend.remove(path)
        else:
            raise ProviderError(f"Not a directory @ dir_s_rmdir - {path}", kind="Errno::ENOTDIR")
