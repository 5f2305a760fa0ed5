"""The `archive_file` resource: extract a tar (plain, gz, bz2, xz) or zip archive into a
destination folder, once, again when asked (`overwrite true`) or when the archive's file
times differ from those on disk (`overwrite :auto`)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, Sym, provides
from toque.stdlib_cookbooks.core._archives import Archive, Extractor, Flags

OPTIONS = ("owner", "permissions", "time", "no_overwrite", "acl", "fflags",
           "extended_information", "xattr", "no_overwrite_newer")  # fmt: skip
NOT_APPLIED = ("acl", "fflags")  # libarchive's ACL and file-flag restores: not done by toque


def _expand(path: str) -> str:
    return os.path.abspath(os.path.expanduser(path))


def _options(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]


def octal(mode: Any) -> int:
    """Ruby's `mode.to_s.to_i(8)`: the leading octal digits (so Integer 755 means 0o755,
    while 0755, which is 493, gives 0o4 — why Chef deprecates Integer modes)."""
    found = re.match(r"\s*([0-7_]*)", str(mode))
    digits = found.group(1).replace("_", "") if found else ""
    return int(digits, 8) if digits else 0


@provides("archive_file", "libarchive_file")
class ArchiveFile(Resource):
    """An archive extracted to a folder.  + destination; overwrite: true, false or :auto"""

    path = Property(str, name_property=True, coerce=_expand)
    owner = Property((str, None))
    group = Property((str, None))
    mode = Property((str, int), default="755")
    destination = Property(str, required=True, aliases=("extract_to",))
    options = Property((list, Sym), default=[Sym("time")], coerce=_options,
                       aliases=("extract_options",))  # fmt: skip
    overwrite = Property((bool, Sym), default=False, equal_to=(True, False, Sym("auto")))
    strip_components = Property(int, default=0)
    actions, default_action = ("extract",), "extract"


@provides("archive_file", "libarchive_file")
class ArchiveFileProvider(Provider):
    def requirements(self, action: str) -> Iterator[Requirement]:
        path = self.new.path
        if not os.path.exists(path):
            yield Requirement(f"No archive found at {path}! Cannot continue.",
                              whyrun=f"Assuming archive {path} would have been created",
                              kind="Errno::ENOENT", block_action=True)  # fmt: skip

    def action_extract(self) -> Iterator[Change]:
        new = self.new
        if isinstance(new.mode, int):
            self.log("warn", "The mode property should be passed to archive_file resources as "
                     "a String and not an Integer to ensure the value is properly interpreted.")  # fmt: skip
        dest = new.destination
        extract = True
        if not os.path.exists(dest):
            yield Change(f"create directory {dest}", apply=lambda: os.makedirs(
                dest, octal(new.mode), exist_ok=True))  # fmt: skip
        elif new.overwrite is True:
            self.log("debug", f"Overwriting existing content at {dest} (overwrite true)")
        elif new.overwrite == "auto" and self._differs():
            self.log("debug", f"Overwriting existing content at {dest}: the archive differs")
        else:
            extract = False
        if extract:
            yield Change(f"extract {new.path} to {dest}", apply=self._extract)
        if new.owner is not None or new.group is not None:
            yield from self._ownership(extract)
        if not extract:
            self.up_to_date_reason = f"{dest} exists and the archive is not to overwrite it"

    # -- reading --------------------------------------------------------------------------
    def _archive(self) -> Archive:
        return Archive(self.new.path, self.new.strip_components)

    def _differs(self) -> bool:
        """Chef's archive_differs_from_disk?: an entry missing on disk or with another mtime."""
        dest = self.new.destination
        with self._archive().entries() as (entries, _):
            for e in entries:
                try:
                    found = os.lstat(os.path.join(dest, e.name))
                except FileNotFoundError:
                    return True
                if int(found.st_mtime) != int(e.mtime):
                    return True
        return False

    # -- writing --------------------------------------------------------------------------
    def _flags(self) -> Flags:
        chosen = {str(o) for o in self.new.options}
        for option in sorted(chosen - set(OPTIONS)):
            self.log("warn", f"{self.resource}: unknown extraction option :{option} ignored "
                     f"(known: {', '.join(':' + o for o in OPTIONS)})")  # fmt: skip
        for option in sorted(chosen & set(NOT_APPLIED)):
            self.log("warn", f"{self.resource}: extraction option :{option} is not applied "
                     "by toque")  # fmt: skip
        return Flags(time="time" in chosen, permissions="permissions" in chosen,
                     owner="owner" in chosen, no_overwrite="no_overwrite" in chosen,
                     no_overwrite_newer="no_overwrite_newer" in chosen,
                     xattr=bool(chosen & {"xattr", "extended_information"}))  # fmt: skip

    def _extract(self) -> None:
        umask = getattr(self.backend, "umask", 0o022)
        writer = Extractor(self.new.destination, self._flags(), umask, self.log)
        with self._archive().entries() as (entries, open_data):
            for e in entries:
                writer.write(e, lambda e=e: open_data(e))
        writer.close()

    def _ownership(self, extracting: bool) -> Iterator[Change]:
        """Owner and group of every extracted entry; only those that differ are changed (Chef
        changes them on every run)."""
        new, backend = self.new, self.backend
        uid = backend.uid_of(new.owner) if new.owner is not None else -1
        gid = backend.gid_of(new.group) if new.group is not None else -1
        dest = new.destination
        with self._archive().entries() as (entries, _):
            names = [e.name for e in entries]
        if not extracting and not any(_owned_otherwise(dest, n, uid, gid) for n in names):
            return

        def chown() -> None:
            for name in names:
                os.chown(os.path.join(dest, name), uid, gid, follow_symlinks=False)

        owner, group = new.owner or "", new.group or ""
        yield Change(f"set owner of files extracted in {dest} to {owner}:{group}", apply=chown)


def _owned_otherwise(dest: str, name: str, uid: int, gid: int) -> bool:
    try:
        found = os.lstat(os.path.join(dest, name))
    except FileNotFoundError:
        return True
    return (uid != -1 and found.st_uid != uid) or (gid != -1 and found.st_gid != gid)
