"""`gem_package` and `chef_gem`: Ruby gems installed with the host's `gem` command. toque runs
no Ruby of its own, so a chef_gem is installed for the system Ruby (a recipe's `require`
cannot load it) — said once in the log when one is installed."""

from __future__ import annotations

import shlex
from collections.abc import Iterator

from toque.runtime import Change, Property, provides
from toque.stdlib_cookbooks.core._gems import Gem, gem_newer
from toque.stdlib_cookbooks.core.package import Package, PackageProvider, as_list


@provides("gem_package")
class GemPackage(Package):
    """A Ruby gem.  + source: a .gem file or gem server URL(s); gem_binary: the gem to use"""

    package_name = Property(str, name_property=True, identity=True)
    version = Property((str, None))
    source = Property((str, list, None))
    clear_sources = Property((bool, None), default=False, desired_state=False)
    gem_binary = Property((str, None), desired_state=False)
    include_default_source = Property((bool, None), default=None)
    options = Property((str, dict, list, None), desired_state=False)
    actions = ("install", "upgrade", "remove", "purge")
    platform_variant = None  # a gem is a gem everywhere


@provides("chef_gem")
class ChefGem(GemPackage):
    """A gem for the Ruby that runs the recipes (here: the system Ruby's `gem`)."""


@provides("gem_package", "chef_gem")
class GemPackageProvider(PackageProvider):
    def load_current(self) -> None:
        self.manager = Gem(self.new, self)
        self.names = [str(n) for n in as_list(self.new.package_name)]
        self.sources = []
        self.wanted = [self.new.version]
        self._installed: list[str | None] | None = None
        self._candidates: dict[str, str | None] = {}
        source = self.manager.file_source()
        if source and self.names[0] == source:  # the name is the .gem file: its gem's name
            spec = self.manager._gem(self, "specification", source, "name")
            name = spec.strip().removeprefix("---").strip().strip("'\"")  # YAML: "--- name"
            self.names = [name or source]

    def newer(self, a: str, b: str) -> bool:
        return gem_newer(a, b)

    def install(self, targets: list[tuple[str, str]], doing: str = "installing") -> None:
        if self.resource.resource_name == "chef_gem":
            self.log("warn", f"{self.resource}: installed with the system's gem; toque's recipes "
                     "cannot `require` gems")  # fmt: skip
        super().install(targets, doing)

    def option_list(self) -> list[str]:
        opts = self.new.options
        return shlex.split(opts) if isinstance(opts, str) else [str(o) for o in opts or ()]

    def action_purge(self) -> Iterator[Change]:
        return self._remove("purge", purge=True)
