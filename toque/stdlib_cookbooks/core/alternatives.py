"""The `alternatives` resource: a command's alternatives (update-alternatives on Debian, the
alternatives tool elsewhere) installed with a priority, chosen, removed, put back on auto."""

from __future__ import annotations

import re
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.deferred import Lazy, PyDeferred
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import fact, run


def _priority(value: object) -> int:
    """Ruby's `to_i`: leading digits, else 0."""
    if isinstance(value, int):
        return value
    m = re.match(r"\s*([-+]?\d+)", str(value))
    return int(m[1]) if m else 0


@provides("alternatives")
class Alternatives(Resource):
    """An alternative for a command.  + link_name: the command's name (`java`)"""

    link_name = Property(str, name_property=True)
    link = Property(str, default=Lazy(PyDeferred(lambda r: f"/usr/bin/{r.link_name}")))
    path = Property((str, None))
    priority = Property((str, int, None), coerce=_priority)
    actions, default_action = ("install", "set", "remove", "auto", "refresh"), "install"


@provides("alternatives")
class AlternativesProvider(Provider):
    def load_current(self) -> None:
        family = fact(self.ctx, "platform_family")
        self.tool = "update-alternatives" if family == "debian" else "alternatives"
        shown = run(self, [self.tool, "--display", self.new.link_name], check=False)
        self.display = shown.stdout

    def requirements(self, action: str) -> Iterator[Requirement]:
        new, name = self.new, self.new.link_name
        if action == "install" and new.priority is None:
            yield Requirement(f"Could not set alternatives for {name}, you must provide the "
                              ":priority property")  # fmt: skip
        if action in ("install", "set", "remove"):
            if new.path is None:
                yield Requirement(f"Could not set alternatives for {name}, you must provide the "
                                  ":path property")  # fmt: skip
            elif self.backend.stat(new.path) is None:
                yield Requirement(
                    f"Could not set alternatives for {name}, missing {new.path}",
                    whyrun=f"Assuming file {new.path} already exists or was created already",
                )

    def _priority_of_path(self) -> int | None:
        m = re.search(re.escape(f"{self.new.path} - priority ") + r"(.*)", self.display)
        return None if m is None else _priority(m[1])

    def action_install(self) -> Iterator[Change]:
        new = self.new
        if self._priority_of_path() == new.priority:
            return self.up_to_date(f"{new.path} is an alternative with priority {new.priority}")
        args = [new.link, new.link_name, new.path, str(new.priority)]
        what = " ".join(args)

        def install() -> None:
            if run(self, [self.tool, "--install", *args], check=False).exit_code != 0:
                raise ProviderError(f"failed to add alternative {what}", kind="RuntimeError")

        return iter([Change(f"adding alternative {what}", apply=install)])

    def action_set(self) -> Iterator[Change]:
        new = self.new
        m = re.search(r"link currently points to (.*)", self.display)
        if m is not None and m[1] == new.path:
            return self.up_to_date(f"{new.link_name} points to {new.path}")

        def choose() -> None:
            done = run(self, [self.tool, "--set", new.link_name, new.path], check=False)
            if done.exit_code != 0:
                raise ProviderError(f"failed to set alternative {new.link_name} {new.path} \n "
                                    f"{done.stdout.strip()}", kind="RuntimeError")  # fmt: skip

        return iter([Change(f"setting alternative {new.link_name} {new.path}", apply=choose)])

    def action_remove(self) -> Iterator[Change]:
        new = self.new
        if not re.search(re.escape(f"{new.path} - priority"), self.display):
            return self.up_to_date(f"{new.path} is not an alternative for {new.link_name}")
        command = [self.tool, "--remove", new.link_name, new.path]
        return iter([Change(f"removing alternative {new.link_name} {new.path}",
                            apply=lambda: run(self, command, check=False))])  # fmt: skip

    def action_auto(self) -> Iterator[Change]:
        command = [self.tool, "--auto", self.new.link_name]
        return iter([Change(f"setting auto alternative {self.new.link_name}",
                            apply=lambda: run(self, command, check=False))])  # fmt: skip

    def action_refresh(self) -> Iterator[Change]:
        command = [self.tool, "--refresh", self.new.link_name]
        return iter([Change(f"refreshing alternative {self.new.link_name}",
                            apply=lambda: run(self, command, check=False))])  # fmt: skip
