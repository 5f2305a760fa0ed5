"""The `group` resource: a local group, managed with groupadd/groupmod/groupdel and its members
with gpasswd, as Chef's Gpasswd provider (its Linux default) does."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.stdlib_cookbooks.core._accounts import getgrnam, to_s
from toque.stdlib_cookbooks.core._host import run


def _member_list(value: Any) -> Any:
    """A String of members is split on commas (Chef's coerce); Ruby's split drops trailing ''."""
    if not isinstance(value, str):
        return value
    parts = re.split(r"\s*,\s*", value)
    while parts and parts[-1] == "":
        parts.pop()
    return parts


@provides("group")
class Group(Resource):
    """A local group.  + append: add `members` and drop `excluded_members` instead of replacing"""

    group_name = Property(str, name_property=True)
    gid = Property((str, int))
    members = Property((str, list), default=[], coerce=_member_list, aliases=("users",))
    excluded_members = Property((str, list), default=[], coerce=_member_list)
    append = Property(bool, default=False)
    system = Property(bool, default=False)
    non_unique = Property(bool, default=False)
    comment = Property(str)
    actions = ("create", "remove", "modify", "manage")
    default_action = "create"


BINARIES = ("/usr/sbin/groupadd", "/usr/sbin/groupmod", "/usr/sbin/groupdel", "/usr/bin/gpasswd")


@provides("group")
class GroupProvider(Provider):
    def load_current(self) -> None:
        new = self.new
        info = getgrnam(self.backend, new.group_name)
        self.exists = info is not None
        self.cur_gid, self.cur_members = (info.gid, info.mem) if info else (None, [])
        if info is not None and new.gid is None:
            new.gid = info.gid  # an unset gid keeps the group's (Chef sets it on new_resource)

    def requirements(self, action: str) -> list[Requirement]:
        new, failed = self.new, []
        if action == "modify" and not self.exists:
            failed.append(Requirement(
                f"Cannot modify {self.resource} - group does not exist!",
                whyrun=f"Group {self.resource} does not exist. Unless it would have been created "
                "earlier in this run, this attempt to modify it would fail.",
                kind="Chef::Exceptions::Group"))  # fmt: skip
        common = [m for m in new.members if m in new.excluded_members]
        if common:
            failed.append(Requirement(
                f"Attempting to both add and remove users from a group: '{', '.join(common)}'",
                kind="Chef::Exceptions::ConflictingMembersInGroup"))  # fmt: skip
        for binary in BINARIES:
            if self.backend.stat(binary) is None:
                failed.append(Requirement(f"Could not find binary {binary} for {self.resource}",
                                          kind="Chef::Exceptions::Group"))  # fmt: skip
        return failed

    # -- what differs ----------------------------------------------------------------------------
    def compare(self) -> list[str]:
        """Chef's compare_group: a line for the gid, then for the members."""
        new, changes = self.new, []
        if to_s(new.gid) != to_s(self.cur_gid):
            changes.append(f"change gid {to_s(self.cur_gid)} to {to_s(new.gid)}")
        if new.append:
            missing = self._to_add()
            if missing:
                changes.append(f"add missing member(s): {', '.join(missing)}")
            extra = self._to_remove()
            if extra:
                changes.append(f"remove existing member(s): {', '.join(extra)}")
        elif sorted(new.members) != sorted(self.cur_members):
            changes.append(
                f"replace group members with new list of members: {', '.join(new.members)}"
            )
        return changes

    def _to_add(self) -> list[str]:
        return [m for m in self.new.members if m not in self.cur_members]

    def _to_remove(self) -> list[str]:
        return [m for m in self.new.excluded_members if m in self.cur_members]

    # -- actions ---------------------------------------------------------------------------------
    def action_create(self) -> Iterator[Change]:
        name = self.new.group_name
        if not self.exists:
            return iter([Change(f"create group {name}", apply=self.create_group)])
        return self._alter("alter")

    def action_remove(self) -> Iterator[Change]:
        name = self.new.group_name
        if not self.exists:
            return self.up_to_date(f"group {name} does not exist")
        return iter([Change(f"remove group {name}", apply=lambda: run(self, ["groupdel", name]))])

    def action_manage(self) -> Iterator[Change]:
        if not self.exists:
            return self.up_to_date(f"group {self.new.group_name} does not exist")
        return self._alter("manage")

    def action_modify(self) -> Iterator[Change]:
        return self._alter("modify")

    def _alter(self, verb: str) -> Iterator[Change]:
        name, changes = self.new.group_name, self.compare()
        if not changes:
            return self.up_to_date(f"group {name} matches")
        return iter([Change([f"{verb} group {name}", *changes], apply=self.manage_group)])

    # -- the commands ----------------------------------------------------------------------------
    def create_group(self) -> None:
        opts = (["-r"] if self.new.system else []) + (["-o"] if self.new.non_unique else [])
        run(self, ["groupadd", *self.set_options(), *opts])
        self.modify_members()

    def manage_group(self) -> None:
        run(self, ["groupmod", *self.set_options()])
        self.modify_members()

    def set_options(self) -> list[str]:
        gid = self.new.gid
        opts = ["-g", str(gid)] if gid is not None and gid != self.cur_gid else []
        return [*opts, self.new.group_name]

    def modify_members(self) -> None:
        name = self.new.group_name
        if not self.new.append:
            run(self, ["gpasswd", "-M", ",".join(self.new.members), name])
            return
        for member in self._to_add():
            run(self, ["gpasswd", "-a", member, name])
        for member in self._to_remove():
            run(self, ["gpasswd", "-d", member, name])
