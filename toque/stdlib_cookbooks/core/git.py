"""The `git` resource (Chef's scm family): clone a repository, check out the revision it
resolves with `git ls-remote`, and on later runs fetch and reset to it when it moved."""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.backends import CommandResult
from toque.runtime.errors import CommandFailed, ProviderError
from toque.stdlib_cookbooks.core._accounts import getpwnam

SHA = re.compile(r"^[0-9a-f]{40}$")
SUPPRESSED_URL = "**Suppressed Sensitive URL**"


@provides("git")
class Git(Resource):
    """A git checkout.  + repository; revision: a branch, tag or sha (default HEAD)"""

    destination = Property(str, name_property=True, identity=True)
    repository = Property((str, None), aliases=("repo",))
    revision = Property(str, default="HEAD", aliases=("branch", "reference"))
    user = Property((str, int, None))
    group = Property((str, int, None))
    timeout = Property((int, None), desired_state=False)
    environment = Property((dict, None), default=None, aliases=("env",))
    additional_remotes = Property(dict, default={})
    depth = Property((int, None))
    enable_submodules = Property(bool, default=False)
    enable_checkout = Property(bool, default=True)
    remote = Property(str, default="origin")
    ssh_wrapper = Property((str, None), desired_state=False)
    checkout_branch = Property((str, None))
    actions, default_action = ("checkout", "export", "sync", "diff", "log"), "sync"


@provides("git")
class GitProvider(Provider):
    """Chef's Git provider: every step is a Change, so why-run prints the same steps."""

    def load_current(self) -> None:
        self._target: str | None = None
        self._listing = ""  # the ls-remote output, quoted when the revision is unresolvable
        self._is_tag = self._is_branch = False
        self.current = self._current_revision()

    # -- preconditions -------------------------------------------------------------------
    def requirements(self, action: str) -> Iterator[Requirement]:
        new, cwd = self.new, self.new.destination
        if new.user is not None and self._home(new.user) is None:
            yield Requirement(
                f"{new.user} required by resource {self.resource.name} does not exist",
                whyrun=f"User {new.user} does not exist, this run will fail unless it has been "
                "previously created. Assuming it would have been created.",
                kind="Chef::Exceptions::User",
            )
        parent = os.path.dirname(cwd)
        if action in ("checkout", "sync") and not os.path.isdir(parent):
            yield Requirement(
                f"Cannot clone {self.resource} to {cwd}, the enclosing directory {parent} "
                "does not exist",
                whyrun=f"Directory {parent} does not exist, this run will fail unless it has "
                "been previously created. Assuming it would have been created.",
                kind="Chef::Exceptions::MissingParentDirectory",
            )
        if new.revision.startswith("origin/"):
            yield Requirement(
                "Deploying remote branches is not supported. Specify the remote branch as a "
                "local branch for the git repository you're deploying from (ie: "
                f"'{new.revision.replace('origin/', '')}' rather than '{new.revision}').",
                kind="Chef::Exceptions::InvalidRemoteGitReference",
            )
        elif self.target_revision() is None:  # nothing a run does could make it resolvable
            yield Requirement(
                f"Unable to parse SHA reference for '{new.revision}' in repository "
                f"'{new.repository}'. Verify your (case-sensitive) repository URL and "
                f"revision.\n`git ls-remote '{new.repository}' '{self._pattern()}'` output: "
                f"{self._listing}",
                kind="Chef::Exceptions::UnresolvableGitReference",
            )

    # -- actions -------------------------------------------------------------------------
    def action_checkout(self) -> Iterator[Change]:
        cwd = self.new.destination
        if not self._empty_target():
            self.log("debug", f"{self.resource} checkout destination {cwd} already exists or "
                     "is a non-empty directory")  # fmt: skip
            yield from self.up_to_date(f"{cwd} already exists or is a non-empty directory")
            return
        yield self._clone()
        if self.new.enable_checkout:
            yield self._checkout()
        yield from self._submodules()
        yield from self._add_remotes()

    def action_export(self) -> Iterator[Change]:
        yield from self.action_checkout()
        cwd = self.new.destination
        yield Change(f"complete the export by removing {cwd}.git after checkout",
                     apply=lambda: self.backend.rmdir(os.path.join(cwd, ".git"), recursive=True))  # fmt: skip

    def action_sync(self) -> Iterator[Change]:
        if not os.path.exists(os.path.join(self.new.destination, ".git")):
            yield from self.action_checkout()
            return
        target = self.target_revision()
        self.log("debug", f"{self.resource} current revision: {self.current} target "
                 f"revision: {target}")  # fmt: skip
        if self.current is None or int(self.current, 16) != int(target, 16):
            yield self._tracking(self.new.remote, self.new.repository)
            yield self._fetch()
            yield from self._submodules()
            self.log("info", f"{self.resource} updated to revision {target}")
        else:
            self.up_to_date_reason = f"already at revision {target}"
        yield from self._add_remotes()

    def action_diff(self) -> Iterator[Change]:
        raise ProviderError("undefined method `action_diff' for Chef::Provider::Git",
                            self.resource.span, kind="NoMethodError")  # fmt: skip

    def action_log(self) -> Iterator[Change]:
        raise ProviderError("undefined method `action_log' for Chef::Provider::Git",
                            self.resource.span, kind="NoMethodError")  # fmt: skip

    # -- the steps -----------------------------------------------------------------------
    def _clone(self) -> Change:
        new, cwd = self.new, self.new.destination
        args = ["clone"]
        if new.remote != "origin":
            args += ["-o", new.remote]
        if new.depth:  # every git toque meets is newer than 1.7.10, which has --no-single-branch
            args += ["--depth", str(new.depth), "--no-single-branch"]
        args += [new.repository, cwd]

        def clone() -> None:
            self.log("info", f"{self.resource} cloning repo {self._url()} to {cwd}")
            self.git(*args, cwd=None)

        return Change(f"clone from {self._url()} into {cwd}", apply=clone)

    def _checkout(self) -> Change:
        new, target = self.new, self.target_revision()

        def checkout() -> None:
            if new.checkout_branch:  # a local branch rather than a detached HEAD
                self.git("branch", "-f", new.checkout_branch, target)
                self.git("checkout", new.checkout_branch)
                self.log("info", f"{self.resource} checked out branch: {new.revision} onto: "
                         f"{new.checkout_branch} reference: {target}")  # fmt: skip
            elif SHA.match(new.revision) or not self._is_branch:
                self.git("checkout", target)
                self.log("info", f"{self.resource} checked out reference: {target}")
            elif self._on_target_branch():
                self.git("reset", "--hard", target)
            else:
                self._track_branch(target)
                self.log("info", f"{self.resource} checked out branch: {new.revision} "
                         f"reference: {target}")  # fmt: skip

        return Change(f"checkout ref {target} branch {new.revision}", apply=checkout)

    def _fetch(self) -> Change:
        new, target = self.new, self.target_revision()

        def fetch() -> None:
            # on a local branch already: reset to the revision rather than merge
            self.git("fetch", "--prune", new.remote)
            self.git("fetch", new.remote, "--tags")
            if SHA.match(new.revision) or self._is_tag or self._on_target_branch():
                self.git("reset", "--hard", target)
            elif new.checkout_branch:
                self.git("branch", "-f", new.checkout_branch, target)
                self.git("checkout", new.checkout_branch)
            else:
                self._track_branch(target)

        return Change(f"fetch updates for {new.remote}", apply=fetch)

    def _track_branch(self, target: str) -> None:
        revision = self.new.revision
        self.git("branch", "-f", revision, target)
        self.git("checkout", revision)
        self.git("branch", "-u", f"{self.new.remote}/{revision}")

    def _submodules(self) -> Iterator[Change]:
        if not self.new.enable_submodules:
            return

        def update() -> None:
            self.log("info", f"{self.resource} synchronizing git submodules")
            self.git("submodule", "sync")
            self.log("info", f"{self.resource} enabling git submodules")
            self.git("submodule", "update", "--init", "--recursive")

        yield Change(f"enable git submodules for {self.resource}", apply=update)

    def _add_remotes(self) -> Iterator[Change]:
        """Each additional remote, added or repointed. Chef converges these on every run;
        toque only when the remote is missing or has another url, so a run stays idempotent."""
        for name, url in (self.new.additional_remotes or {}).items():
            if self._remote_urls(str(name)) == [str(url)]:
                continue
            change = self._tracking(str(name), str(url))
            yield Change([f"add remote {name} from {url}", *change.lines], apply=change.apply)

    def _tracking(self, name: str, url: str) -> Change:
        def setup() -> None:
            urls = self._remote_urls(name)
            if urls is None:
                self.git("remote", "add", name, url)
            elif urls != [url]:  # another url, or several: replace them all with ours
                self.git("config", "--replace-all", f"remote.{name}.url", url)

        return Change(f"set up remote tracking branches for {url} at {name}", apply=setup)

    def _remote_urls(self, name: str) -> list[str] | None:
        """The urls of remote `name` in the clone, None when it has none (or no clone yet)."""
        if not os.path.isdir(os.path.join(self.new.destination, ".git")):
            return None
        found = self.git("config", "--get-all", f"remote.{name}.url", returns=(0, 1, 2))
        return found.stdout.split() if found.exit_code != 1 else None

    # -- reading -------------------------------------------------------------------------
    def _empty_target(self) -> bool:
        cwd = self.new.destination
        return not os.path.exists(cwd) or (os.path.isdir(cwd) and not os.listdir(cwd))

    def _current_revision(self) -> str | None:
        if not os.path.exists(os.path.join(self.new.destination, ".git")):
            return None
        found = self.git("rev-parse", "HEAD", returns=(0, 128)).stdout.strip()
        return found if SHA.match(found) else None

    def _on_target_branch(self) -> bool:
        found = self.git("rev-parse", "--abbrev-ref", "HEAD", returns=(0, 128)).stdout.strip()
        return found == (self.new.checkout_branch or self.new.revision)

    def _pattern(self) -> str:
        revision = self.new.revision
        return "HEAD" if revision in ("", "HEAD") else revision + "*"

    def target_revision(self) -> str | None:
        """The sha to be at: the revision itself when it is one, else what ls-remote says."""
        if self._target is None:
            revision = self.new.revision
            self._target = revision if SHA.match(revision) else self._resolve()
        return self._target

    def _resolve(self) -> str | None:
        """Chef's remote_resolve_reference: an annotated tag's commit (`tag^{}`) first, then
        refs/tags/, refs/heads/, then the name as given; HEAD is never taken as a tag."""
        pattern, revision = self._pattern(), self.new.revision
        self._listing = self.git("ls-remote", self.new.repository, pattern, cwd=None).stdout
        refs = [line.split("\t") for line in self._listing.splitlines()]
        if pattern == "HEAD":
            found = [r for r in refs if r[1:2] == ["HEAD"]]
        else:
            found = self._find(refs, revision, "^{}")
        if not found:
            found = self._find(refs, revision)
        return found[0][0] if len(found) == 1 else None

    def _find(self, refs: list[list[str]], revision: str, suffix: str = "") -> list[list[str]]:
        def named(name: str) -> list[list[str]]:
            return [r for r in refs if r[1:2] == [name]]

        tag = revision if revision.startswith("refs/tags/") else "refs/tags/" + revision
        if found := named(tag + suffix):
            self._is_tag = True
            return found
        head = revision if revision.startswith("refs/heads/") else "refs/heads/" + revision
        if found := named(head + suffix):
            self._is_branch = True
            return found
        return named(revision + suffix)

    def _url(self) -> str:
        return SUPPRESSED_URL if self.new.sensitive else str(self.new.repository)

    def _home(self, user: str | int) -> str | None:
        name = user if isinstance(user, str) else self._user_name(user)
        entry = getpwnam(self.backend, name) if name is not None else None
        return entry.dir if entry else None

    def _user_name(self, uid: int) -> str | None:
        try:
            return self.backend.user_name(uid)
        except (KeyError, LookupError):
            return None

    # -- running git ---------------------------------------------------------------------
    def git(self, *args: str, returns: tuple[int, ...] = (0,), cwd: Any = "") -> CommandResult:
        """`git ARGS` in the destination (or `cwd`), as the resource's user and group, with
        HOME of that user, GIT_SSH of the ssh_wrapper, then the resource's environment."""
        new = self.new
        env: dict[str, str] = {}
        home = self._home(new.user) if new.user is not None else None
        if home is not None:  # git misbehaves when $HOME is not the user's
            env["HOME"] = home
        if new.ssh_wrapper:
            env["GIT_SSH"] = new.ssh_wrapper
        env.update({str(k): str(v) for k, v in (new.environment or {}).items()})
        argv = ["git", *args]
        self.log("debug", f"running {self._shown(argv)}")
        result = self.backend.run(
            argv, cwd=new.destination if cwd == "" else cwd, env=env or None,
            user=new.user if home is not None else None, group=new.group, timeout=new.timeout,
        )  # fmt: skip
        if result.exit_code not in returns:
            raise CommandFailed(self._failure(argv, result, returns), self.resource.span)
        return result

    def _shown(self, argv: list[str]) -> str:
        """The command as logged: a sensitive resource's repository url is hidden."""
        url = self.new.repository
        return shlex.join(SUPPRESSED_URL if self.new.sensitive and a == url else a for a in argv)

    def _failure(self, argv: list[str], result: CommandResult, returns: tuple[int, ...]) -> str:
        cmd = self._shown(argv)
        if self.new.sensitive:
            output = "STDOUT/STDERR suppressed for sensitive resource"
        else:
            output = f"STDOUT: {result.stdout.rstrip()}\nSTDERR: {result.stderr.rstrip()}"
        return (f"Expected process to exit with {list(returns)}, but received "
                f"'{result.exit_code}'\n---- Begin output of {cmd} ----\n{output}\n"
                f"---- End output of {cmd} ----\nRan {cmd} returned {result.exit_code}")  # fmt: skip
