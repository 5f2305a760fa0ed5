"""The `remote_file` resource: a file whose content is downloaded (http, https, ftp, file://),
skipped when the file on disk has the given checksum or the server says it is unchanged."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Requirement, Resource, Sym, provides
from toque.runtime.deferred import Lazy
from toque.runtime.errors import ProviderError, ValidationError
from toque.runtime.values import inspect
from toque.stdlib_cookbooks.core._content import backup
from toque.stdlib_cookbooks.core._fetchers import Staged, absolute_uri, fetch
from toque.stdlib_cookbooks.core._http import HTTPFailure
from toque.stdlib_cookbooks.core._identity import IdentityError, qualify_user
from toque.stdlib_cookbooks.core.file import File, FileProvider

WINDOWS_ONLY = ("'remote_user', 'remote_domain' and 'remote_password' properties are supported "
                "only for Windows platform")  # fmt: skip


def _sources(value: Any) -> Any:
    """`source "a"`, `source "a", "b"`, `source ["a", "b"]`: always a list."""
    if isinstance(value, list):
        flat: list[Any] = []
        for item in value:
            flat.extend(item if isinstance(item, list) else [item])
        return flat
    return [value]


class Sources(Property):
    """Chef's `source`: URIs tried in order; a lazy value must come alone."""

    def assign(self, resource: Resource, value: Any, span: Any = None) -> None:
        if isinstance(value, list) and len(value) > 1 and any(isinstance(v, Lazy) for v in value):
            raise ValidationError(
                "Only 1 source argument allowed when using a lazy evaluator",
                span or resource.span,
            )
        super().assign(resource, value, span)

    def problem(self, value: Any) -> str | None:
        found = super().problem(value)
        if found or value is None:
            return found
        if not value:
            return "remote_file has an empty source"
        for src in value:
            if not absolute_uri(src):
                return (f"{inspect(src)} is not a valid `source` parameter for remote_file. "
                        "`source` must be an absolute URI or an array of URIs.")  # fmt: skip
        return None


class ConditionalGet(Property):
    """`use_conditional_get false`: both `use_etag` and `use_last_modified` at once."""

    def assign(self, resource: Resource, value: Any, span: Any = None) -> None:
        super().assign(resource, value, span)
        for name in ("use_etag", "use_last_modified"):
            resource.properties[name].assign(resource, value, span)


@provides("remote_file")
class RemoteFile(File):
    """A downloaded file.  + source: URIs tried in order; checksum: its SHA-256 (or a prefix)"""

    source = Sources(
        (str, list), coerce=_sources, required=("create", "create_if_missing", "touch")
    )
    checksum = Property((str, None))
    use_etag = Property(bool, default=True, aliases=("use_etags",))
    use_last_modified = Property(bool, default=True)
    use_conditional_get = ConditionalGet((bool, None), desired_state=False)
    ftp_active_mode = Property(bool, default=False)
    headers = Property(dict, default={})
    show_progress = Property(bool, default=False, desired_state=False)
    ssl_verify_mode = Property((Sym, None), equal_to=(Sym("verify_none"), Sym("verify_peer")))
    remote_user = Property((str, None))
    remote_domain = Property((str, None))
    remote_password = Property((str, None), sensitive=True)
    authentication = Property(Sym, default=Sym("remote"),
                              equal_to=(Sym("remote"), Sym("local")))  # fmt: skip
    http_options = Property(dict, default={})

    def after_created(self) -> None:
        """Chef's qualify_user: `domain\\user` or `user@domain` split, contradictions refused."""
        try:
            user, domain = qualify_user(self.remote_user, self.remote_password, self.remote_domain)
        except IdentityError as exc:
            self._refuse(str(exc))
        if user is not None:
            self._values["remote_user"], self._values["remote_domain"] = user, domain

    def _refuse(self, message: str) -> None:
        raise ValidationError(f"ArgumentError: {message}", self.span)


DIFF_SIZE_LIMIT = 10_000_000  # Chef::Config[:diff_filesize_threshold]


def file_sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


@provides("remote_file")
class RemoteFileProvider(FileProvider):
    """`file`'s provider, with content staged on disk as it downloads (a file of any size
    never sits in memory)."""

    def requirements(self, action: str) -> Iterator[Requirement]:
        for name in ("remote_user", "remote_domain", "remote_password"):
            if self.new.get(name) is not None:
                yield Requirement(WINDOWS_ONLY, kind="Chef::Exceptions::UnsupportedPlatform",
                                  whyrun="Assuming that the platform is Windows while passing "
                                  "'remote_user', 'remote_domain' and 'remote_password' "
                                  "properties")  # fmt: skip
        yield from super().requirements(action)

    def _content_changes(self) -> Iterator[Change]:
        cur, path = self.current, self.new.path
        current = file_sha256(self.path) if cur is not None else None
        staged = self._download(current)
        try:
            if self.entry.unlink is not None:  # force_unlink: what is in the way goes first
                yield Change(f"unlink {self.entry.unlink} at {path}", apply=self._unlink)
            if cur is None:
                report = None  # made first: installing consumes the staged file
                if staged is not None and staged.size and not self.why_run:
                    report = Change(f"update content in file {path} from none to "
                                    f"{staged.sha256[:6]}", diff=self._diff_with(None, staged, 0.0))  # fmt: skip
                yield Change(f"create new file {path}", apply=lambda: self._install(staged, True))
                if report is not None:
                    yield report
                return
            if staged is None or staged.sha256 == current:
                return
            yield Change(
                f"update content in file {path} from {current[:6]} to {staged.sha256[:6]}",
                diff=self._diff_with(self.path, staged, cur.mtime),
                apply=lambda: self._install(staged, False),
            )
        finally:
            if staged is not None:
                staged.discard()

    def _download(self, current: str | None) -> Staged | None:
        """The content to install; None when there is nothing to download: the file on disk
        has the wanted checksum (no request at all) or the server answered 304."""
        new = self.new
        if new.checksum and current and current.startswith(new.checksum):
            return None
        staged = self._first_source(new.source, current)
        if staged is not None and new.checksum and new.checksum.lower() != staged.sha256:
            staged.discard()
            raise ProviderError(
                f"Checksum on resource ({new.checksum[:6]}...) does not match checksum on "
                f"content ({staged.sha256[:6]}...)", kind="Chef::Exceptions::ChecksumMismatch")  # fmt: skip
        return staged

    def _diff_with(self, old: str | None, staged: Staged, mtime: float) -> list[str]:
        sizes = [staged.size] + ([os.path.getsize(old)] if old else [])
        if max(sizes) > DIFF_SIZE_LIMIT:
            return [f"(file sizes exceed {DIFF_SIZE_LIMIT} bytes, diff output suppressed)"]
        before = self.backend.read_bytes(old) if old else b""
        return self._diff(before, staged.read(), mtime)

    def _install(self, staged: Staged | None, fresh: bool) -> None:
        if staged is None:  # a new file the server had nothing for
            self._write(b"", True)
            return
        try:
            self._verify_staged(staged.path)  # before the backup: rejected, nothing changes
            if not fresh:
                backup(self.backend, self.path, self.new.backup, self.ctx.backup_path)
            with staged.open() as f:
                self._write(f, fresh, verified=True)
        finally:  # now, not when the action's generator is collected (a failure keeps it)
            staged.discard()

    def _first_source(self, sources: list[str], current: str | None) -> Staged | None:
        """Each source in turn until one answers (Chef's try_multiple_sources)."""
        for i, source in enumerate(sources):
            try:
                return fetch(self, source, current)
            except HTTPFailure as exc:
                if not exc.fallback:
                    raise
                self.log("warn", f"{self.resource} cannot be downloaded from {source}: "
                         f"{exc.message}")  # fmt: skip
                if i + 1 == len(sources):
                    raise
                self.log("info", f"{self.resource} trying to download from another mirror")
        return None
