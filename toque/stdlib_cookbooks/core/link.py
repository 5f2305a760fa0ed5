"""The `link` resource: a symbolic or hard link at `target_file` pointing at `to`."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, Sym, provides
from toque.runtime.errors import ProviderError


@provides("link")
class Link(Resource):
    """A symbolic or hard link.  + to: what the link points at"""

    target_file = Property(str, name_property=True)
    to = Property((str, None))
    link_type = Property((Sym, str), default="symbolic", coerce=str,
                         equal_to=(Sym("symbolic"), Sym("hard")))  # fmt: skip
    owner = Property((str, int, None))
    group = Property((str, int, None))
    actions, default_action = ("create", "delete"), "create"


@provides("link")
class LinkProvider(Provider):
    def load_current(self) -> None:
        path = self.new.target_file
        self.current = cur = self.backend.lstat(path)
        self.points_to = None
        if cur is None:
            return
        if cur.kind == "link":
            self.points_to, self.kind = self.backend.readlink(path), "symbolic"
            return
        self.kind = "file"
        to = self.backend.stat(self.new.to) if self.new.to else None
        if to is not None and (to.ino, to.dev) == (cur.ino, cur.dev):
            self.points_to, self.kind = self.new.to, "hard"

    def _fail(self, message: str) -> ProviderError:
        return ProviderError(message, self.resource.span, kind="Chef::Exceptions::Link")

    def action_create(self) -> Iterator[Change]:
        new, path, backend = self.new, self.new.target_file, self.backend
        if not new.to:
            raise self._fail(f"Cannot create {self.resource} without specifying 'to'.")
        hard = new.link_type == "hard"
        if self.current is not None and self.points_to == new.to and self.kind == new.link_type:
            yield from self.up_to_date(f"{path} already links to {new.to}")
            return
        if self.current is not None:
            what = "symlink" if self.kind == "symbolic" else "file"
            yield Change(
                f"unlink existing {what} to file at {path}", apply=lambda: backend.remove(path)
            )
        if hard:
            yield Change(
                f"create hard link at {path} to {new.to}",
                apply=lambda: backend.hardlink(new.to, path),
            )
        else:
            yield Change(
                f"create symlink at {path} to {new.to}", apply=lambda: backend.symlink(new.to, path)
            )
        if new.owner is not None or new.group is not None:
            uid = backend.uid_of(new.owner) if new.owner is not None else None
            gid = backend.gid_of(new.group) if new.group is not None else None
            yield Change(
                f"change owner/group of link {path}",
                apply=lambda: backend.chown(path, uid, gid, follow=hard),
            )

    def action_delete(self) -> Iterator[Change]:
        path = self.new.target_file
        if self.current is None:
            yield from self.up_to_date(f"{path} does not exist")
            return
        if self.new.link_type == "symbolic" and self.kind != "symbolic":
            raise self._fail(f"Cannot delete {self.resource} at {path}! Not a symbolic link.")
        if self.new.link_type == "hard" and self.kind != "hard":
            raise self._fail(f"Cannot delete {self.resource} at {path}! Not a hard link.")
        yield Change(f"delete link to file at {path}", apply=lambda: self.backend.remove(path))
