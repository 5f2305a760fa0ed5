"""The `file` resource: a file's content, mode, owner and group, written atomically."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import IO

from toque.digests import sha256
from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._access import access_changes, parse_mode, valid_mode
from toque.stdlib_cookbooks.core._content import backup, short_checksum, unified_diff
from toque.stdlib_cookbooks.core._fs_entry import inspect

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
    owner = Property((str, int, None), aliases=("user",))  # Chef's Securable: `user` too
    group = Property((str, int, None))
    # the SHA-256 the new content must have (Chef::Exceptions::ChecksumMismatch otherwise)
    checksum = Property((str, None), regex=r"^[0-9a-fA-F]{64}$",
                        coerce=lambda s: s.lower() if isinstance(s, str) else s)  # fmt: skip
    diff = Property((str, None), desired_state=False)  # Chef keeps the last diff here
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
        new = self.new
        found = inspect(self.backend, new.path, new.manage_symlink_source, new.force_unlink)
        self.entry, self.path, self.current = found, found.target, found.current
        if found.source_of is not None and new.manage_symlink_source is None:
            # Chef's three lines, for every action (its define_resource_requirements)
            self.log("warn", f"File {new.path} managed by {self.resource} is really a symlink "
                     f"(to {found.source_of}). Managing the source file instead.")  # fmt: skip
            self.log("warn", "Disable this warning by setting `manage_symlink_source true` on "
                     "the resource")  # fmt: skip
            self.log("warn", "In a future release, 'manage_symlink_source' will not be enabled "
                     "by default")  # fmt: skip

    def requirements(self, action: str) -> Iterator[Requirement]:
        if action == "delete":
            found = self.backend.lstat(self.new.path)
            if found is not None and found.kind == "directory":  # Ruby's File.delete refuses
                yield Requirement(f"Is a directory @ apply2files - {self.new.path}",
                                  kind="Errno::EISDIR")  # fmt: skip
            return
        if action == "create_if_missing" and self._exists():
            return
        if self.current is None:  # an existing file has a parent
            parent = os.path.dirname(self.path) or "."
            found = self.backend.stat(parent)
            if found is None or found.kind != "directory":
                yield Requirement(f"Parent directory {parent} does not exist.",
                                  whyrun=f"Assuming directory {parent} would have been created",
                                  kind="EnclosingDirectoryDoesNotExist")  # fmt: skip
        if self.entry.blocker is not None:
            yield self.entry.blocker

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
        if self._exists():
            return self.up_to_date(f"{self.new.path} exists")
        return self.action_create()

    def _exists(self) -> bool:
        """Ruby's File.exist? on the path: links followed, so a dangling one is not there."""
        try:
            return self.backend.stat(self.new.path) is not None
        except OSError:  # a symlink loop
            return False

    def action_delete(self) -> Iterator[Change]:
        # the path itself goes, a symlink too (never its source), as Chef's File.delete
        path, keep = self.new.path, self.new.backup
        if not self._exists():
            yield from self.up_to_date(f"{path} does not exist")
            return
        link = self.backend.lstat(path).kind == "link"

        def delete() -> None:
            if not link:
                backup(self.backend, path, keep, self.ctx.backup_path)
            self.backend.remove(path)

        yield Change(f"delete file {path}", apply=delete)

    def action_touch(self) -> Iterator[Change]:
        yield from self.action_create()
        yield Change(
            f"update utime on file {self.new.path}", apply=lambda: self.backend.touch(self.path)
        )

    # -- content ------------------------------------------------------------------------------
    def _content_changes(self) -> Iterator[Change]:
        # messages name the resource's path, writes go to a managed symlink's source
        want, cur, path = self.desired_content(), self.current, self.new.path
        self._check_checksum(want)
        if self.entry.unlink is not None:  # force_unlink: what is in the way goes first
            yield Change(f"unlink {self.entry.unlink} at {path}", apply=self._unlink)
        if cur is None:
            yield Change(f"create new file {path}", apply=lambda: self._write(want or b"", True))
            if want and not self.why_run:
                yield Change(f"update content in file {path} from none to {short_checksum(want)}",
                             diff=self._diff(b"", want, 0.0))  # fmt: skip
            return
        if want is None:
            return
        old = self.backend.read_bytes(self.path)
        if old == want:
            return
        line = f"update content in file {path} from {short_checksum(old)} to {short_checksum(want)}"
        yield Change(line, diff=self._diff(old, want, cur.mtime), apply=lambda: self._replace(want))

    def _check_checksum(self, want: bytes | None) -> None:
        """Chef's do_validate_content: the content must have the resource's checksum (a
        prefix of it, for remote_file's short checksums), or nothing is written."""
        expected = self.new.get("checksum")
        if not expected or want is None:
            return
        actual = sha256(want).hexdigest()
        if not actual.startswith(expected.lower()):
            raise ProviderError(f"Checksum on resource ({expected[:6]}...) does not match "
                                f"checksum on content ({actual[:6]}...)",
                                kind="Chef::Exceptions::ChecksumMismatch")  # fmt: skip

    def _diff(self, old: bytes, new: bytes, mtime: float) -> list[str]:
        # (a sensitive resource's diff is replaced where output is made: runtime/sensitive.py)
        return unified_diff(self.new.path, old, new, mtime, self.ctx.diff_max_chars)

    def _verify(self, data: bytes) -> None:
        """Run each `verify` on the proposed content in a staging file, before it lands."""
        if not self.new.verify:
            return
        folder, base = os.path.split(self.path)
        staged = os.path.join(folder or ".", f".chef-verify-{base}")
        self.backend.write_atomic(staged, data, 0o600, None, None)
        try:
            self._verify_staged(staged)
        finally:
            self.backend.remove(staged)

    def _verify_staged(self, staged: str) -> None:
        """Each `verify` against the proposed content, already in the file `staged`."""
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

    def _write(self, data: bytes | IO[bytes], fresh: bool, verified: bool = False) -> None:
        if not verified:
            self._verify(data)
        new, backend = self.new, self.backend
        uid = backend.uid_of(new.owner) if new.owner is not None else None
        gid = backend.gid_of(new.group) if new.group is not None else None
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

    def _unlink(self) -> None:
        """Chef's unlink: a directory goes with its tree, anything else (a link too) alone."""
        path = self.new.path
        if self.backend.lstat(path).kind == "directory":
            self.backend.rmdir(path, True)
        else:
            self.backend.remove(path)

    def _replace(self, data: bytes) -> None:
        self._verify(data)  # before the backup: a rejected content changes nothing
        backup(self.backend, self.path, self.new.backup, self.ctx.backup_path)
        self._write(data, False, verified=True)
