"""The `package` resource and its platform kinds (apt, dpkg, dnf, yum, rpm, snap, zypper,
pacman, portage, paludis): install, upgrade, remove, purge, lock, unlock, reconfig. Every name
of a resource is asked about in one query (dpkg-query, apt-cache policy, rpm -q, zypper search,
pacman -Sl), and only when the action needs the answer."""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.runtime.values import inspect
from toque.stdlib_cookbooks.core._host import fact, run
from toque.stdlib_cookbooks.core._packagers import manager_for, package_kind
from toque.stdlib_cookbooks.core._preseed import preseed_file
from toque.stdlib_cookbooks.core._rpm import rpm_compare


def _options(value: Any) -> Any:
    return shlex.split(value) if isinstance(value, str) else value


def _timeout(value: Any) -> Any:
    return int(value) if isinstance(value, str) and value.strip().isdigit() else value


def _arch(value: Any) -> list[Any]:
    return [str(v) for v in (value if isinstance(value, (list, tuple)) else [value])]


def _flush_cache(value: Any) -> Any:
    """Chef's coercion: true/false for both, :before or :after alone, or a list of them."""
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return {str(k): True for k in value}
    if value is True or value is False:
        return {"before": value, "after": value}
    if str(value) in ("before", "after"):
        return {"before": str(value) == "before", "after": str(value) == "after"}
    return value


ALL_ACTIONS = ("install", "upgrade", "remove", "purge", "reconfig", "lock", "unlock")


@provides("package")
class Package(Resource):
    """Software from the platform's package manager.  + version: pin one (or one per name)"""

    package_name = Property((str, list), name_property=True, identity=True)
    version = Property((str, list, None))
    options = Property((str, list, None), coerce=_options)
    source = Property((str, None), desired_state=False)
    timeout = Property((str, int, float), default=900, coerce=_timeout, desired_state=False)
    environment = Property(dict, default={}, desired_state=False)
    actions, default_action = ALL_ACTIONS, "install"
    # `package` on a platform is declared as its kind (Chef's provides :package, platform…):
    # `apt_package[x]` in output, `package[x]` for lookups
    platform_variant = staticmethod(package_kind)


@provides("apt_package")
class AptPackage(Package):
    """A package from apt.  + default_release, overwrite_config_files, response_file"""

    default_release = Property((str, None), desired_state=False)
    overwrite_config_files = Property(bool, default=False)
    response_file = Property((str, None), desired_state=False)
    response_file_variables = Property(dict, default={}, desired_state=False)
    anchor_package_regex = Property(bool, default=False)
    platform_variant = None


@provides("dpkg_package")
class DpkgPackage(Package):
    """A .deb file installed with dpkg.  + source: the .deb (default: the name, if a path)"""

    source = Property((str, list, None), desired_state=False)
    response_file = Property((str, None), desired_state=False)
    response_file_variables = Property(dict, default={}, desired_state=False)
    allow_downgrade = Property(bool, default=True, desired_state=False)
    platform_variant = None


@provides("dnf_package")
class DnfPackage(Package):
    """A package from dnf.  + arch, flush_cache, allow_downgrade"""

    arch = Property((str, list, None), coerce=_arch)
    flush_cache = Property((dict, None), default={"before": False, "after": False},
                           coerce=_flush_cache)  # fmt: skip
    allow_downgrade = Property(bool, default=True, desired_state=False)
    actions = (*ALL_ACTIONS, "flush_cache")
    platform_variant = None


@provides("yum_package")
class YumPackage(DnfPackage):
    """A package from yum.  + arch, flush_cache, allow_downgrade, yum_binary"""

    yum_binary = Property((str, None))
    actions = ("install", "upgrade", "remove", "purge", "lock", "unlock", "flush_cache")


@provides("rpm_package")
class RpmPackage(Package):
    """A .rpm file installed with rpm.  + source, allow_downgrade"""

    package_name = Property(str, name_property=True, identity=True)
    version = Property((str, None))
    allow_downgrade = Property(bool, default=True, desired_state=False)
    actions = ("install", "upgrade", "remove")
    platform_variant = None


@provides("snap_package")
class SnapPackage(Package):
    """A snap.  + channel: stable (default), candidate, beta, edge"""

    channel = Property((str, None), default="stable",
                       equal_to=("stable", "edge", "beta", "candidate"))  # fmt: skip
    actions = ("install", "upgrade", "remove", "purge")
    platform_variant = None


@provides("zypper_package")
class ZypperPackage(Package):
    """A package from zypper (SUSE).  + gpg_check, allow_downgrade, global_options"""

    version = Property((str, list, None))
    source = Property((str, None), desired_state=False)
    gpg_check = Property(bool, default=True)
    allow_downgrade = Property(bool, default=True, desired_state=False)
    global_options = Property((str, list, None), coerce=_options)
    platform_variant = None


@provides("pacman_package")
class PacmanPackage(Package):
    """A package from pacman (Arch Linux)."""

    platform_variant = None


@provides("portage_package")
class PortagePackage(Package):
    """A package emerged by portage (Gentoo).  + package_name: category/name or name"""

    package_name = Property(str, name_property=True, identity=True)
    version = Property((str, None))
    timeout = Property((str, int, float), default=3600, coerce=_timeout, desired_state=False)
    actions = ("install", "upgrade", "remove", "purge")
    platform_variant = None


@provides("paludis_package")
class PaludisPackage(PortagePackage):
    """A package resolved by paludis's cave (Exherbo)."""

    actions = ("install", "remove", "upgrade")


def as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


FILE_KINDS = ("dpkg_package", "rpm_package")  # a package read from a file: `source`
SOURCE_KINDS = (*FILE_KINDS, "zypper_package")  # `source` (or a path as the name) optional
NO_ENVIRONMENT = ("zypper_package", "portage_package", "paludis_package")
PLATFORM_FACTS = ("platform", "platform_family", "platform_version")


@provides("package", "apt_package", "dpkg_package", "dnf_package", "yum_package", "rpm_package",
          "snap_package", "zypper_package", "pacman_package", "portage_package",
          "paludis_package")  # fmt: skip
class PackageProvider(Provider):
    def load_current(self) -> None:
        facts = {key: fact(self.ctx, key) for key in PLATFORM_FACTS}
        kind = self.resource.resource_name
        self.manager = manager_for(kind, facts, self.new)
        if self.manager is None:
            raise ProviderError(
                f"Cannot find a provider for {self.resource} on platform family "
                f"{facts['platform_family']}", self.resource.span,
                kind="Chef::Exceptions::ProviderNotFound",
            )  # fmt: skip
        self.names = [str(n) for n in as_list(self.package_names())]
        self.sources: list[str] = []
        if kind in SOURCE_KINDS:
            self._read_sources()
        wanted = as_list(self.new.version) if self.new.version is not None else []
        self.wanted = [*map(_str_or_none, wanted), *[None] * len(self.names)][: len(self.names)]
        self._installed: list[str | None] | None = None
        self._candidates: dict[str, str | None] = {}

    @property
    def versions(self) -> list[str | None]:
        """The installed version of each name, asked on first need (:flush_cache has none)."""
        if self._installed is None:
            self._installed = self.manager.installed(self, self.names)
        return self._installed

    def package_names(self) -> Any:
        """`package %w[a b]`: the name is an Array, which the name property sees joined."""
        raw = self.resource.raw_name
        if isinstance(raw, (list, tuple)) and not self.resource.is_set("package_name"):
            return raw
        return self.new.package_name

    def _read_sources(self) -> None:
        """dpkg/rpm: the files named by `source` (or by the name, Chef's
        use_package_name_for_source), each read for the package it holds, if it exists."""
        given = self.new.source
        sources = as_list(given) if given else [n for n in self.names if n.startswith("/")]
        self.sources = [str(s) for s in sources]
        self.missing = [s for s in self.sources if self.backend.stat(s) is None]
        if self.sources and not self.missing and len(self.sources) == len(self.names):
            self.names = self.manager.read_sources(self, self.names, self.sources)

    def candidates(self, names: list[str]) -> list[str | None]:
        """Candidate versions of `names`, asked once for those not asked yet."""
        ask = [n for n in dict.fromkeys(names) if n not in self._candidates]
        if ask:
            self._candidates.update(self.manager.candidates(self, ask))
            self._virtual_versions()
        return [self._candidates.get(n) for n in names]

    def _virtual_versions(self) -> None:
        """A virtual package is installed when the package providing it is (Chef's apt)."""
        for name, (real, version) in getattr(self.manager, "virtual", {}).items():
            if name in self.names and version is not None:
                self.log("info", f"{self.resource} is a virtual package, actually acting on "
                                 f"package[{real}]")  # fmt: skip
                self.versions[self.names.index(name)] = version

    def allow_downgrade(self) -> bool:
        return bool(self.new.get("allow_downgrade"))

    def newer(self, a: str, b: str) -> bool:
        return rpm_compare(a, b) > 0

    # -- requirements (Chef's define_resource_requirements) ---------------------------------------
    def requirements(self, action: str) -> list[Requirement]:
        found: list[Requirement] = []
        kind = self.resource.resource_name
        if kind == "apt_package" and self.new.source:
            found.append(Requirement("apt package provider cannot handle source property. "
                                     "Use dpkg provider instead", kind="Chef::Exceptions::Package"))  # fmt: skip
        if kind in NO_ENVIRONMENT and self.new.environment:
            found.append(Requirement("The environment property is not supported for package "
                                     "resources on this platform", kind="Chef::Exceptions::Package"))  # fmt: skip
        if action not in ("install", "upgrade"):
            return found
        if kind in FILE_KINDS or (kind in SOURCE_KINDS and self.sources):
            return found + self._source_requirements()
        missing = [n for n, cur, cand in zip(self.names, self.versions, self.targets_or_candidates(),
                                             strict=True) if cur is None and cand is None]  # fmt: skip
        if missing:
            found.append(self._no_candidate(missing))
        return found

    def targets_or_candidates(self) -> list[str | None]:
        """The pinned version, else (only for packages not installed) the candidate."""
        need = [n for n, cur, want in zip(self.names, self.versions, self.wanted, strict=True)
                if want is None and cur is None]  # fmt: skip
        cands = dict(zip(need, self.candidates(need), strict=True))
        return [want if want is not None else cands.get(n)
                for n, want in zip(self.names, self.wanted, strict=True)]  # fmt: skip

    def _no_candidate(self, missing: list[str]) -> Requirement:
        text = ", ".join(missing)
        return Requirement(f"No candidate version available for {text}",
                           whyrun=f"Assuming a repository that offers {text} would have been configured",
                           kind="Chef::Exceptions::Package", block_action=True)  # fmt: skip

    def _source_requirements(self) -> list[Requirement]:
        if not self.sources:
            return [Requirement(f"{self.resource} the source property is required for action "
                                ":install or :upgrade", kind="Chef::Exceptions::Package")]  # fmt: skip
        if self.missing:
            shown = inspect(self.missing)
            return [Requirement(f"{self.resource} source file(s) do not exist: {shown}",
                                whyrun="Assuming they would have been previously created.",
                                kind="Chef::Exceptions::Package", block_action=True)]  # fmt: skip
        return []

    # -- install and upgrade ----------------------------------------------------------------------
    def action_install(self) -> Iterator[Change]:
        targets = []
        for name, cur, want, target in zip(self.names, self.versions, self.wanted,
                                           self.targets_or_candidates(), strict=True):  # fmt: skip
            if want is not None:
                if cur == want or (cur and not self.allow_downgrade() and self.newer(cur, want)):
                    continue
            elif cur is not None:
                continue
            if target is not None:
                targets.append((name, target))
        if not targets:
            return self.up_to_date(f"{self.label()} is already installed")
        lines = [f"install version {v} of package {n}" for n, v in targets]
        return iter([*self.preseed(targets), Change(lines, apply=lambda: self.install(targets))])

    def action_upgrade(self) -> Iterator[Change]:
        candidates = self.candidates(self.names)
        targets, lines = [], []
        flag = "(allow_downgrade)" if self.allow_downgrade() else ""
        for name, cur, cand, want in zip(self.names, self.versions, candidates, self.wanted,
                                         strict=True):  # fmt: skip
            target = want if want is not None else cand
            if target is None or target == cur:
                continue
            if cur and not self.allow_downgrade() and self.newer(cur, target):
                continue
            targets.append((name, target))
            lines.append(f"upgrade{flag} package {name} from {cur or 'uninstalled'} to {target}")
        if not targets:
            return self.up_to_date(f"{self.label()} is at the latest version")
        upgrade = Change(lines, apply=lambda: self.install(targets, "upgrading"))
        return iter([*self.preseed(targets), upgrade])

    def install(self, targets: list[tuple[str, str]], doing: str = "installing") -> None:
        current = dict(zip(self.names, self.versions, strict=True))
        names = [n for n, _ in targets]
        self.act(lambda options: self.manager.install(options, targets, current), doing=doing,
                 names=names)  # fmt: skip

    # -- remove and purge -------------------------------------------------------------------------
    def action_remove(self) -> Iterator[Change]:
        return self._remove("remove", purge=False)

    def action_purge(self) -> Iterator[Change]:
        return self._remove("purge", purge=True)

    def _remove(self, verb: str, purge: bool) -> Iterator[Change]:
        names = [n for n, cur, want in zip(self.names, self.versions, self.wanted, strict=True)
                 if cur is not None and want in (None, cur)]  # fmt: skip
        if not names:
            return self.up_to_date(f"{self.label()} is not installed")
        version = self.new.version
        # Chef's two descriptions differ: "purge #{description} package" leaves two spaces
        if purge:
            line = f"purge {f'version {self.label(version)} of' if version else ''} package {self.label(names)}"
        else:
            line = f"remove {f'version {self.label(version)} of ' if version else ''}package {self.label(names)}"
        doing = "purging" if purge else "removing"
        return iter([Change(line, apply=lambda: self.act(self.manager.remove, names, purge,
                                                         doing=doing, names=names))])  # fmt: skip

    # -- lock and unlock --------------------------------------------------------------------------
    def action_lock(self) -> Iterator[Change]:
        return self._hold(True)

    def action_unlock(self) -> Iterator[Change]:
        return self._hold(False)

    def _hold(self, hold: bool) -> Iterator[Change]:
        verb = "lock" if hold else "unlock"
        if not hasattr(self.manager, "locked"):
            raise ProviderError(f"{self.resource} does not support :{verb}", self.resource.span,
                                kind="Chef::Exceptions::UnsupportedAction")  # fmt: skip
        held = self.manager.locked(self, self.names)
        if all((n in held) == hold for n in self.names):
            return self.up_to_date(f"{self.label()} is already {verb}ed")
        version = f"version {self.label(self.new.version)} of " if self.new.version else ""
        line = f"{verb} {version}package {self.label()}"
        names = list(self.names)
        doing = f"{verb}ing"
        return iter([Change(line, apply=lambda: self.act(self.manager.lock, names, hold,
                                                         doing=doing, names=names))])  # fmt: skip

    # -- reconfig and preseeding (Chef's Deb mixin) -----------------------------------------------
    def action_reconfig(self) -> Iterator[Change]:
        if not self.manager.debconf:
            raise ProviderError(f"{self.resource} does not support :reconfig", self.resource.span,
                                kind="Chef::Exceptions::UnsupportedAction")  # fmt: skip
        if self.versions[0] is None:
            return self.up_to_date(f"{self.label()} is NOT installed - nothing to do")
        if not self.new.get("response_file"):
            return self.up_to_date("no response_file provided - nothing to do")
        seed = preseed_file(self, self.names[0], self.versions[0])
        if seed is None:
            return self.up_to_date("preseeding has not changed - nothing to do")

        def reconfigure() -> None:
            seed.write()
            self.noninteractive(["debconf-set-selections", seed.path])
            self.noninteractive(["dpkg-reconfigure", *self.names])

        return iter([Change(f"reconfigure package {self.label()}", apply=reconfigure)])

    def preseed(self, targets: list[tuple[str, str]]) -> list[Change]:
        """response_file: debconf's answers set before the install, when they changed."""
        if not (self.manager.debconf and self.new.get("response_file")):
            return []
        seed = preseed_file(self, targets[0][0], targets[0][1])
        if seed is None:
            return []

        def apply() -> None:
            seed.write()
            self.noninteractive(["debconf-set-selections", seed.path])

        names = [n for n, _ in targets]
        return [Change(f"preseed package {inspect(names)}", apply=apply)]

    # -- :flush_cache (dnf, yum) ------------------------------------------------------------------
    def action_flush_cache(self) -> Iterator[Change]:
        # Chef's flush empties its dnf helper's in-memory cache; each query here asks dnf anew
        return self.up_to_date("no package cache is kept between queries")

    # -- helpers ----------------------------------------------------------------------------------
    def label(self, value: Any = None) -> str:
        """A name or version as Chef interpolates it: plain alone, Ruby's inspect for several."""
        value = self.names if value is None else as_list(value)
        return str(value[0]) if len(value) == 1 else inspect([str(v) for v in value])

    def environment(self) -> dict[str, str] | None:
        env = {**self.manager.env, **{str(k): str(v) for k, v in self.new.environment.items()}}
        return env or None

    def noninteractive(self, argv: list[str]) -> None:
        run(self, argv, env=self.environment(), timeout=self.new.timeout)

    def option_list(self) -> list[str]:
        return [str(o) for o in self.new.options or ()]

    def act(self, build: Any, *args: Any, doing: str, names: list[str]) -> None:
        """Run the package manager's command `build(options, *args)`; a terminal shows it at
        work (`doing` the `names`) until it ends: installs can take minutes."""
        argv = build(self.option_list(), *args)
        with self.busy(f"{doing} {', '.join(names)}") as progress:
            run(self, argv, env=self.environment(), timeout=self.new.timeout, on_output=progress)


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)
