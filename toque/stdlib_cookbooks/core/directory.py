"""The `directory` resource: create (optionally with parents; mode on the leaf only) or delete."""

from __future__ import annotations

import os
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.stdlib_cookbooks.core._access import access_changes, parse_mode, valid_mode


@provides("directory")
class Directory(Resource):
    """A directory.  + recursive: create parents / delete the whole tree"""

    path = Property(str, name_property=True)
    mode = Property((str, int, None), callbacks={"not in valid numeric range": valid_mode})
    owner = Property((str, int, None))
    group = Property((str, int, None))
    recursive = Property(bool, default=False, desired_state=False)
    actions, default_action = ("create", "delete"), "create"


@provides("directory")
class DirectoryProvider(Provider):
    def load_current(self) -> None:
        self.current = self.backend.lstat(self.new.path)

    def requirements(self, action: str) -> Iterator[Requirement]:
        path, cur = self.new.path, self.current
        if cur is not None and cur.kind != "directory":
            yield Requirement(f"Cannot {action} directory {path}: a {cur.kind} is in the way",
                              kind="FileTypeMismatch")  # fmt: skip
        if action == "create" and cur is None and not self.new.recursive:
            parent = os.path.dirname(path.rstrip("/")) or "/"
            if self.backend.stat(parent) is None:
                yield Requirement(
                    f"Parent directory {parent} does not exist, cannot create {path}",
                    whyrun=f"Assuming directory {parent} would have been created",
                    kind="EnclosingDirectoryDoesNotExist",
                )

    def action_create(self) -> Iterator[Change]:
        path, new = self.new.path, self.new
        changed = False
        if self.current is None:
            changed = True
            yield Change(
                f"create new directory {path}",
                apply=lambda: self.backend.mkdir(path, new.recursive, parse_mode(new.mode)),
            )
        for change in access_changes(self, path, self.current):
            changed = True
            yield change
        if not changed:
            self.up_to_date_reason = "directory exists with the wanted permissions"

    def action_delete(self) -> Iterator[Change]:
        path = self.new.path
        if self.current is None:
            yield from self.up_to_date(f"{path} does not exist")
            return
        yield Change(
            f"delete existing directory {path}",
            apply=lambda: self.backend.rmdir(path, self.new.recursive),
        )
