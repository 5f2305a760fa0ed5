"""The `package` resource (and apt_package, dnf_package, yum_package): install, upgrade, remove."""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.runtime.values import inspect
from toque.stdlib_cookbooks.core._host import fact, run
from toque.stdlib_cookbooks.core._packagers import manager_for


@provides("package")
class Package(Resource):
    """Software from the platform's package manager.  + version: pin one (or one per name)"""

    package_name = Property((str, list), name_property=True)
    version = Property((str, list, None))
    options = Property((str, list, None))
    timeout = Property((int, float), default=900)
    actions, default_action = ("install", "upgrade", "remove", "purge"), "install"


@provides("apt_package")
class AptPackage(Package):
    """A package from apt, whatever the platform."""


@provides("dnf_package")
class DnfPackage(Package):
    """A package from dnf, whatever the platform."""


@provides("yum_package")
class YumPackage(Package):
    """A package from yum, whatever the platform."""


def as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


@provides("package", "apt_package", "dnf_package", "yum_package")
class PackageProvider(Provider):
    def load_current(self) -> None:
        family = fact(self.ctx, "platform_family")
        self.manager = manager_for(self.resource.declared_type, family)
        if self.manager is None:
            raise ProviderError(
                f"Cannot find a provider for {self.resource} on platform family {family}",
                self.resource.span, kind="Chef::Exceptions::ProviderNotFound",
            )  # fmt: skip
        self.names = [str(n) for n in as_list(self.package_names())]
        wanted = as_list(self.new.version) if self.new.version is not None else []
        self.wanted = [*map(_str_or_none, wanted), *[None] * len(self.names)][: len(self.names)]
        self.current = [self.manager.installed(self, n) for n in self.names]
        self.candidates: list[str | None] | None = None

    def package_names(self) -> Any:
        """`package %w[a b]`: the name is an Array, which the name property sees joined."""
        raw = self.resource.raw_name
        if isinstance(raw, (list, tuple)) and not self.resource.is_set("package_name"):
            return raw
        return self.new.package_name

    def candidate_versions(self) -> list[str | None]:
        if self.candidates is None:
            self.candidates = [self.manager.candidate(self, n) for n in self.names]
        return self.candidates

    def requirements(self, action: str) -> list[Requirement]:
        if action not in ("install", "upgrade"):
            return []
        missing = [n for n, cur, cand, want in self._rows() if not (cur or cand or want)]
        if not missing:
            return []
        return [Requirement(f"No candidate version available for {', '.join(missing)}",
                            whyrun="Assuming a repository that offers "
                                   f"{', '.join(missing)} would have been configured",
                            kind="Chef::Exceptions::Package", block_action=True)]  # fmt: skip

    def _rows(self) -> list[tuple[str, str | None, str | None, str | None]]:
        rows = zip(self.names, self.current, self.candidate_versions(), self.wanted, strict=True)
        return list(rows)

    # -- actions ---------------------------------------------------------------------------------
    def action_install(self) -> Iterator[Change]:
        targets = []
        for name, cur, cand, want in self._rows():
            target = want if want is not None else (cand if cur is None else None)
            if target is not None and target != cur:
                targets.append((name, target))
        if not targets:
            return self.up_to_date(f"{self.label()} is already installed")
        lines = [f"install version {v} of package {n}" for n, v in targets]
        return iter([Change(lines, apply=lambda: self.act(self.manager.install, targets))])

    def action_upgrade(self) -> Iterator[Change]:
        targets, lines = [], []
        for name, cur, cand, want in self._rows():
            target = want if want is not None else cand
            if target is not None and target != cur:
                targets.append((name, target))
                lines.append(f"upgrade package {name} from {cur or 'uninstalled'} to {target}")
        if not targets:
            return self.up_to_date(f"{self.label()} is at the latest version")
        return iter([Change(lines, apply=lambda: self.act(self.manager.install, targets))])

    def action_remove(self) -> Iterator[Change]:
        return self._remove("remove", purge=False)

    def action_purge(self) -> Iterator[Change]:
        return self._remove("purge", purge=True)

    def _remove(self, verb: str, purge: bool) -> Iterator[Change]:
        names = [n for n, cur, want in zip(self.names, self.current, self.wanted, strict=True)
                 if cur is not None and want in (None, cur)]  # fmt: skip
        if not names:
            return self.up_to_date(f"{self.label()} is not installed")
        version = f"version {self.label(self.new.version)} of " if self.new.version else ""
        line = f"{verb} {version}package {self.label(names)}"
        return iter([Change(line, apply=lambda: self.act(self.manager.remove, names, purge))])

    # -- helpers ---------------------------------------------------------------------------------
    def label(self, value: Any = None) -> str:
        """A name or version as Chef interpolates it: plain alone, Ruby's inspect for several."""
        value = self.names if value is None else as_list(value)
        return str(value[0]) if len(value) == 1 else inspect([str(v) for v in value])

    def act(self, build: Any, *args: Any) -> None:
        opts = self.new.options
        options = shlex.split(opts) if isinstance(opts, str) else [str(o) for o in opts or ()]
        argv = build(options, *args)
        run(self, argv, env=self.manager.env or None, timeout=self.new.timeout)


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)
