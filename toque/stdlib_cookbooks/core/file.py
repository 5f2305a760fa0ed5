"""The `file` resource: a file's content, mode, owner and group, written atomically."""

from __future__ import annotations

import os
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._access import access_changes, parse_mode, valid_mode
from toque.stdlib_cookbooks.core._content import backup, short_checksum, unified_diff

MODE = {"callbacks": {"not in valid numeric range": valid_mode}}


class Verifications(Property):
    """`verify "cmd %{path}"` / `verify do |path| … end`: each call adds one, as in Chef."""

    def assign(self, resource: Resource, value: object, span: object = None) -> None:
        before = resource._values.get(self.name, [])
        super().assign(resource, [*before, *(value if isinstance(value, list) else [value])], span)


@provides("file")
class File(Resource):
    """A file.  + content: what it holds (nil: leave content alone)"""

    path = Property(str, name_property=True)
    content = Property((str, None))
    mode = Property((str, int, None), **MODE)
    owner = Property((str, int, None))
    group = Property((str, int, None))
    backup = Property((int, False), default=5, desired_state=False)
    atomic_update = Property(bool, default=True, desired_state=False)
    force_unlink = Property(bool, default=False, desired_state=False)
    manage_symlink_source = Property((bool, None), desired_state=False)
    verify = Verifications(list, default=[], desired_state=False)
    actions, default_action = ("create", "create_if_missing", "delete", "touch"), "create"


@provides("file")
class FileProvider(Provider):
    def desired_content(self) -> bytes | None:
        """The bytes the file should hold (template and cookbook_file override this)."""
        content = self.new.content
        return None if content is None else content.encode("utf-8")

    def load_current(self) -> None:
        self.path = path = self.new.path
        cur = self.backend.lstat(path)
        if cur is not None and cur.kind == "link" and self.new.manage_symlink_source is not False:
            if self.new.manage_symlink_source is None:
                self.log("warn", f"{self.resource} is really a symlink; managing the source file "
                         "instead (set manage_symlink_source true to silence this)")  # fmt: skip
            self.path = path = os.path.realpath(path)
            cur = self.backend.lstat(path)
        self.current = cur

    def requirements(self, action: str) -> Iterator[Requirement]:
        cur = self.current
        if action != "delete" and cur is None:  # an existing file has a parent
            parent = os.path.dirname(self.path) or "."
            found = self.backend.stat(parent)
            if found is None or found.kind != "directory":
                yield Requirement(f"Parent directory {parent} does not exist.",
                                  whyrun=f"Assuming directory {parent} would have been created",
                                  kind="EnclosingDirectoryDoesNotExist")  # fmt: skip
        if (
            cur is not None
            and cur.kind != "file"
            and not (cur.kind == "link" or self.new.force_unlink)
        ):
            yield Requirement(f"{self.path} exists but is a {cur.kind}, not a file",
                              kind="FileTypeMismatch")  # fmt: skip

    # -- actions --------------------------------------------------------------------------
    def action_create(self) -> Iterator[Change]:
        changed = False
        for change in self._content_changes():
            changed = True
            yield change
        for change in access_changes(self, self.path, self.current):
            changed = True
            yield change
        if not changed:
            self.up_to_date_reason = "content and permissions match"

    def action_create_if_missing(self) -> Iterator[Change]:
        if self.current is not None:
            return self.up_to_date(f"{self.path} exists")
        return self.action_create()

    def action_delete(self) -> Iterator[Change]:
        if self.current is None:
            yield from self.up_to_date(f"{self.path} does not exist")
            return
        path, keep = self.path, self.new.backup

        def delete() -> None:
            backup(self.backend, path, keep, self.ctx.backup_path)
            self.backend.remove(path)

        yield Change(f"delete file {path}", apply=delete)

    def action_touch(self) -> Iterator[Change]:
        yield from self.action_create()
        yield Change(
            f"update utime on file {self.path}", apply=lambda: self.backend.touch(self.path)
        )

    # -- content ------------------------------------------------------------------------------
    def _content_changes(self) -> Iterator[Change]:
        want, cur, path = self.desired_content(), self.current, self.path
        if cur is None or cur.kind == "link":
            yield Change(f"create new file {path}", apply=lambda: self._write(want or b"", True))
            if want and not self.why_run:
                yield Change(f"update content in file {path} from none to {short_checksum(want)}",
                             diff=self._diff(b"", want, 0.0))  # fmt: skip
            return
        if want is None:
            return
        old = self.backend.read_bytes(path)
        if old == want:
            return
        line = f"update content in file {path} from {short_checksum(old)} to {short_checksum(want)}"
        yield Change(line, diff=self._diff(old, want, cur.mtime), apply=lambda: self._replace(want))

    def _diff(self, old: bytes, new: bytes, mtime: float) -> list[str]:
        # (a sensitive resource's diff is replaced where output is made: runtime/sensitive.py)
        return unified_diff(self.path, old, new, mtime, self.ctx.diff_max_chars)

    def _verify(self, data: bytes) -> None:
        """Run each `verify` on the proposed content in a staging file, before it lands."""
        if not self.new.verify:
            return
        folder, base = os.path.split(self.path)
        staged = os.path.join(folder or ".", f".chef-verify-{base}")
        self.backend.write_atomic(staged, data, 0o600, None, None)
        try:
            for check in self.new.verify:
                if hasattr(check, "call"):  # a Ruby block: called with the staged path
                    ok, shown = bool(check.call(staged)), "block"
                else:
                    command = str(check).replace("%{path}", staged).replace("%{file}", staged)
                    ok, shown = self.backend.run(command).exit_code == 0, repr(str(check))
                if not ok:
                    raise ProviderError(
                        f"Proposed content for {self.path} failed verification {shown}",
                        kind="Chef::Exceptions::ValidationFailed",
                    )
        finally:
            self.backend.remove(staged)

    def _write(self, data: bytes, fresh: bool, verified: bool = False) -> None:
        if not verified:
            self._verify(data)
        new, backend = self.new, self.backend
        uid = backend.uid_of(new.owner) if new.owner is not None else None
        gid = backend.gid_of(new.group) if new.group is not None else None
        if fresh and self.current is not None:  # a symlink or forced unlink: replace it
            backend.remove(self.new.path)
        mode = parse_mode(new.mode)
        cur = self.current
        if not fresh and cur is not None:
            mode = cur.mode if mode is None else mode
            uid = cur.uid if uid is None else uid
            gid = cur.gid if gid is None else gid
        if new.atomic_update or fresh:
            backend.write_atomic(self.path, data, mode, uid, gid)
        else:
            backend.write_in_place(self.path, data)

    def _replace(self, data: bytes) -> None:
        self._verify(data)  # before the backup: a rejected content changes nothing
        backup(self.backend, self.path, self.new.backup, self.ctx.backup_path)
        self._write(data, False, verified=True)
