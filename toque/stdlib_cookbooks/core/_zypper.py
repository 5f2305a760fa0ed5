"""zypper as the `package` provider sees it (Chef's Zypper provider): rpm -q for what is
installed and one `zypper search` for what could be, both for every name of a resource at
once; zypper install/remove/addlock/removelock to act, with gpg_check and global_options."""

from __future__ import annotations

from typing import Any

from toque.stdlib_cookbooks.core._host import run
from toque.stdlib_cookbooks.core._rpm import Rpm, rpm_compare

# zypper's own form of a version: the epoch only when there is one ("2:1.0-3")
QF = "%{NAME} %|EPOCH?{%{EPOCH}:}:{}|%{VERSION}-%{RELEASE}\\n"
NO_SUCH_PACKAGE = 104  # zypper's exit code when nothing matched


class Zypper:
    name = "zypper"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new
        self.rpm = Rpm(new)  # a `source` .rpm is read as rpm_package reads it

    # -- queries ----------------------------------------------------------------------------------
    def read_sources(self, p: Any, names: list[str], sources: list[str]) -> list[str]:
        return self.rpm.read_sources(p, names, sources)

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        out = run(p, ["rpm", "-q", "--queryformat", QF, *names], check=False).stdout
        found = {w[0]: w[1] for w in map(str.split, out.splitlines()) if len(w) == 2}
        return [found.get(n) for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        if self.rpm.sources:
            return self.rpm.candidates(p, names)
        wanted = self._wanted(names)
        terms = [n if v is None else f"{n}={v}" for n, v in wanted.items()]
        argv = ["zypper", "--non-interactive", "search", "-s", "--provides", "--match-exact",
                "--type=package", *terms]  # fmt: skip
        result = run(p, argv, check=False)
        if result.exit_code not in (0, NO_SUCH_PACKAGE):
            run(p, argv)  # fails with the command's output
        rows = list(_search_rows(result.stdout))
        return {n: _best(rows, n, v, alone=len(names) == 1) for n, v in wanted.items()}

    def _wanted(self, names: list[str]) -> dict[str, str | None]:
        version = self.new.get("version")
        versions = version if isinstance(version, (list, tuple)) else [version]
        versions = [*versions, *[None] * len(names)][: len(names)] if version else []
        return {n: (str(versions[i]) if versions and versions[i] else None)
                for i, n in enumerate(names)}  # fmt: skip

    def locked(self, p: Any, names: list[str]) -> set[str]:
        out = run(p, ["zypper", "locks"]).stdout
        # "# | Name | Type | Repository" rows; the header and rule are no package names
        return {line.split("|")[1].strip() for line in out.splitlines() if line.count("|") >= 2}

    # -- commands ---------------------------------------------------------------------------------
    def _zypper(self, verb: str, options: list[str], *rest: str) -> list[str]:
        global_options = [str(o) for o in self.new.get("global_options") or ()]
        gpg = [] if self.new.get("gpg_check") else ["--no-gpg-checks"]
        return ["zypper", *global_options, "--non-interactive", *gpg, verb, *options, *rest]

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        downgrade = ["--oldpackage"] if self.new.get("allow_downgrade") else []
        if self.rpm.sources:
            specs = [self.rpm.sources[n] for n, _ in pairs]
        else:
            specs = [f"{n}={v}" if v else n for n, v in pairs]
        return self._zypper("install", options, "--auto-agree-with-licenses", *downgrade, *specs)

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        specs = [f"{n}={v}" if v else n for n, v in self._wanted(names).items()]
        return self._zypper("remove", options, *(["--clean-deps"] if purge else []), *specs)

    def lock(self, options: list[str], names: list[str], hold: bool) -> list[str]:
        specs = [f"{n}={v}" if v else n for n, v in self._wanted(names).items()]
        return self._zypper("addlock" if hold else "removelock", options, *specs)


def _search_rows(out: str) -> Any:
    """`S | Name | Type | Version | Arch | Repository` rows as (name, version)."""
    for line in out.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) >= 6 and cells[3] and cells[3] != "Version" and not cells[3].startswith("-"):
            yield cells[1], cells[3]


def _best(rows: list[tuple[str, str]], name: str, version: str | None, alone: bool) -> str | None:
    """The newest version zypper offers for `name` (of the pinned version, when one is): rows
    of that name, or, when one capability was asked alone, every row (a provides match)."""
    found = [v for n, v in rows if n == name] or ([v for _, v in rows] if alone else [])
    if version is not None:
        found = [v for v in found if v == version or v.startswith(f"{version}-")]
    best = None
    for candidate in found:
        if best is None or rpm_compare(candidate, best) > 0:
            best = candidate
    return best
