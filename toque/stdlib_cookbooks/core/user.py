"""The `user` resource (`linux_user`): a local account, managed with useradd/usermod/userdel as
Chef's Linux user provider does (the same command lines, the same change descriptions)."""

from __future__ import annotations

import posixpath
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._accounts import (
    day_to_date,
    getgrnam,
    getpwnam,
    getspnam,
    ruby_to_i,
    to_s,
)
from toque.stdlib_cookbooks.core._host import run


@provides("linux_user", "user")
class User(Resource):
    """A local user account.  + manage_home: create (or move) the home directory too"""

    username = Property(str, name_property=True)
    comment = Property(str)
    home = Property(str)
    salt = Property(str, desired_state=False)
    shell = Property(str)
    password = Property(str, sensitive=True, desired_state=False)
    non_unique = Property(bool, default=False, desired_state=False)
    manage_home = Property(bool, default=False, desired_state=False)
    force = Property(bool, default=False, desired_state=False)
    system = Property(bool, default=False)
    uid = Property((str, int, None))
    gid = Property((str, int, None), aliases=("group",))
    expire_date = Property((str, None), desired_state=False)
    inactive = Property((str, int, None), desired_state=False)
    actions = ("create", "remove", "modify", "manage", "lock", "unlock")
    default_action = "create"


def _clean(path: str) -> str:
    """Ruby's Pathname#cleanpath: `.` and `..` folded, repeated and trailing slashes dropped."""
    return posixpath.normpath(path).replace("//", "/") if path else path


@provides("linux_user", "user")
class UserProvider(Provider):
    def load_current(self) -> None:
        new = self.new
        self.exists = self.gid_resolved = True
        self.cur: dict[str, Any] = dict.fromkeys(
            ("uid", "gid", "home", "shell", "password", "comment", "inactive", "expire_date")
        )
        info = getpwnam(self.backend, new.username)
        if info is None:
            self.exists = False
            return
        cur = self.cur
        cur.update(uid=info.uid, gid=info.gid, home=info.dir, shell=info.shell,
                   password=info.passwd, comment=info.gecos)  # fmt: skip
        shadow = getspnam(self.backend, new.username)
        if shadow is not None:
            if new.password and cur["password"] == "x":
                cur["password"] = shadow.pwdp
            cur["inactive"], cur["expire_date"] = shadow.inact, day_to_date(shadow.expire)
        if new.gid is not None:
            self._convert_group_name()

    def _convert_group_name(self) -> None:
        """A group given by name compares as its number (Chef's convert_group_name)."""
        gid = self.new.gid
        if isinstance(gid, str) and ruby_to_i(gid) == 0:
            group = getgrnam(self.backend, gid)
            if group is None:
                self.gid_resolved = False
            else:
                self.new.gid = group.gid

    def requirements(self, action: str) -> list[Requirement]:
        new, failed = self.new, []
        if action in ("create", "modify", "manage", "lock", "unlock") and not self.gid_resolved:
            failed.append(Requirement(
                f"Couldn't lookup integer GID for group name {new.gid}",
                whyrun=f"group name {new.gid} does not exist.  This will cause group assignment "
                "to fail.  Assuming this group will have been created previously.",
                kind="Chef::Exceptions::User"))  # fmt: skip
        if action in ("modify", "lock", "unlock") and not self.exists:
            failed.append(Requirement(
                f"Cannot modify user {new.username} - does not exist!",
                whyrun=f"Assuming user {new.username} would have been created",
                kind="Chef::Exceptions::User"))  # fmt: skip
        return failed

    # -- what differs ----------------------------------------------------------------------------
    def compare(self) -> list[str]:
        """Chef's compare_user: one "change X from A to B" line per differing property."""
        new, cur, changes = self.new, self.cur, []
        if new.home is not None and _clean(new.home) != _clean(cur["home"] or ""):
            changes.append(f"change homedir from {to_s(cur['home'])} to {new.home}")
        for name in ("comment", "shell", "password", "uid", "gid", "expire_date", "inactive"):
            want, have = new.get(name), cur[name]
            if want is None or to_s(want) == to_s(have):
                continue
            if name == "password" and new.sensitive:
                changes.append("change password from ******** to ********")
            else:
                changes.append(f"change {name} from {to_s(have)} to {want}")
        return changes

    # -- actions ---------------------------------------------------------------------------------
    def action_create(self) -> Iterator[Change]:
        name = self.new.username
        if not self.exists:
            yield Change(f"create user {name}", apply=self.create_user)
            return
        changes = self.compare()
        if not changes:
            yield from self.up_to_date(f"user {name} exists and matches")
            return
        yield Change([f"alter user {name}", *changes], apply=self.manage_user)

    def action_remove(self) -> Iterator[Change]:
        if not self.exists:
            yield from self.up_to_date(f"user {self.new.username} does not exist")
            return
        yield Change(f"remove user {self.new.username}", apply=self.remove_user)

    def action_manage(self) -> Iterator[Change]:
        return self._alter("manage", only_existing=True)

    def action_modify(self) -> Iterator[Change]:
        return self._alter("modify", only_existing=False)

    def _alter(self, verb: str, only_existing: bool) -> Iterator[Change]:
        name = self.new.username
        changes = self.compare() if self.exists or not only_existing else []
        if not changes:
            return self.up_to_date(f"user {name} matches" if self.exists else f"no user {name}")
        return iter([Change([f"{verb} user {name}", *changes], apply=self.manage_user)])

    def action_lock(self) -> Iterator[Change]:
        if self.locked() is not False:
            return self.up_to_date(f"user {self.new.username} already locked")
        return iter([Change(f"lock the user {self.new.username}", apply=self.lock_user)])

    def action_unlock(self) -> Iterator[Change]:
        if self.locked() is not True:
            return self.up_to_date(f"user {self.new.username} already unlocked")
        return iter([Change(f"unlock user {self.new.username}", apply=self.unlock_user)])

    # -- the commands ----------------------------------------------------------------------------
    def create_user(self) -> None:
        run(self, ["useradd", *self.universal_options(), *self.useradd_options(),
                   self.new.username])  # fmt: skip

    def manage_user(self) -> None:
        argv = ["usermod", *self.universal_options(), *self.usermod_options(), self.new.username]
        result = run(self, argv, check=False)
        if result.exit_code == 12 and "exists" not in result.stderr:
            raise self._fail(f"Unable to modify home directory for {self.new.username}")
        if result.exit_code not in (0, 12):
            run(self, argv)  # fails with the command's output, as shell_out's error! does

    def remove_user(self) -> None:
        opts = (["-r"] if self.new.manage_home else []) + (["-f"] if self.new.force else [])
        run(self, ["userdel", *opts, self.new.username])

    def lock_user(self) -> None:
        run(self, ["usermod", "-L", self.new.username])

    def unlock_user(self) -> None:
        run(self, ["usermod", "-U", self.new.username])

    def universal_options(self) -> list[str]:
        new, opts = self.new, []
        for flag, name in (("-c", "comment"), ("-e", "expire_date"), ("-g", "gid"),
                           ("-f", "inactive"), ("-p", "password"), ("-s", "shell"),
                           ("-u", "uid")):  # fmt: skip
            given = name in ("expire_date", "inactive")
            if (given and to_s(new.get(name)) != "") or (not given and self._should_set(name)):
                opts += [flag, str(new.get(name))]
        if self._updating_home():
            opts += ["-d", new.home]
        if new.non_unique:
            opts.append("-o")
        return opts

    def useradd_options(self) -> list[str]:
        return (["-r"] if self.new.system else []) + (["-m" if self.new.manage_home else "-M"])

    def usermod_options(self) -> list[str]:
        opts = ["-u", to_s(self.new.uid)] if self.new.non_unique else []
        if self._updating_home() and self.new.manage_home:
            opts.append("-m")
        return opts

    def _should_set(self, name: str) -> bool:
        want = self.new.get(name)
        return to_s(self.cur[name]) != to_s(want) and want is not None and want is not False

    def _updating_home(self) -> bool:
        home, have = self.new.home, self.cur["home"]
        return home is not None and (have is None or _clean(have) != _clean(home))

    def locked(self) -> bool | None:
        """`passwd -S`: L is locked, P or N is not (Chef's check_lock)."""
        name = self.new.username
        status = run(self, ["passwd", "-S", name], check=False)
        if "does not exist" in status.stderr:
            if self.why_run:
                return False
            raise self._fail(
                f"User {name} does not exist when checking lock status for {self.resource}"
            )
        if status.exit_code not in (0, 1):
            run(self, ["passwd", "-S", name])
        fields = status.stdout.split()
        state = fields[1] if len(fields) > 1 else ""
        if state[:1] in ("P", "N"):
            return False
        if state[:1] == "L":
            return True
        raise self._fail(f"Cannot determine if user {name} is locked for {self.resource}")

    def _fail(self, message: str) -> ProviderError:
        return ProviderError(message, self.resource.span, kind="Chef::Exceptions::User")
