"""Cookbooks on a cookbook path: discovery, version constraints, dependency order, run lists."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.records import Record
from toque.source import Span

SEGMENTS = ("libraries", "attributes", "resources", "providers", "definitions", "recipes")
# the cookbook shipped with toque that every cookbook implicitly depends on first (RFC
# "Autoloaded Core Resource Cookbooks"): resolved before the run list, so it loads first
CORE = "core"


class CookbookError(ToqueError):
    """A missing cookbook or recipe, a dependency cycle, an unsatisfiable constraint."""


def version_key(version: str) -> tuple[int, ...]:
    parts = [int(p) if p.isdigit() else 0 for p in str(version).split(".")]
    while len(parts) < 3:
        parts.append(0)
    return tuple(parts)


_CONSTRAINT = re.compile(r"^\s*(>=|<=|~>|=|<|>)?\s*([0-9][0-9.]*)\s*$")


def satisfies(version: str, constraint: str) -> bool:
    """Does `version` meet a Chef constraint (`>= 1.0`, `~> 2.1`, `= 1.2.3`, `< 3`)?"""
    m = _CONSTRAINT.match(str(constraint))
    if not m:
        raise CookbookError(f"invalid version constraint {constraint!r}")
    op, wanted = m.group(1) or "=", m.group(2)
    have, want = version_key(version), version_key(wanted)
    if op == "~>":  # pessimistic: ~> 2.1 means >= 2.1, < 3.0; ~> 2.1.3 means < 2.2
        depth = max(len(wanted.split(".")) - 1, 1)
        upper = list(want[:depth])
        upper[-1] += 1
        return have >= want and have[: len(upper)] < tuple(upper)
    return {
        "=": have == want,
        ">=": have >= want,
        "<=": have <= want,
        ">": have > want,
        "<": have < want,
    }[op]


def requirement_met(version: str, requirement: list[str]) -> bool:
    """A Gem::Requirement, as metadata's `chef_version '>= 16', '< 19'` is one: every part
    holds (`!=` too)."""
    for part in requirement:
        text = str(part).strip()
        if text.startswith("!="):
            if version_key(version) == version_key(text[2:].strip()):
                return False
        elif not satisfies(version, text):
            return False
    return True


VERSION_GATES = {  # metadata word -> what it is checked against, as Chef names it
    "chef_version": "Chef Infra Client",
    "ohai_version": "ohai",
}


def check_versions(cookbook: Cookbook, running: dict[str, str]) -> None:
    """Chef's Metadata#validate_chef_version!/validate_ohai_version!: a cookbook whose
    chef_version (or ohai_version) lines all exclude the running version cannot run."""
    for word, product in VERSION_GATES.items():
        lines = cookbook.metadata.get(f"{word}s") or []
        if not lines or any(requirement_met(running[word], req) for req, _ in lines):
            continue
        listed = ", ".join("[" + ", ".join(f'"{c}"' for c in req) + "]" for req, _ in lines)
        line = lines[0][1]
        metadata = cookbook.path / "metadata.rb"
        raise CookbookError(
            f"Cookbook '{cookbook.name}' version '{cookbook.version}' depends on {product} "
            f"version {listed}, but the running {product} version is {running[word]}",
            Span(str(metadata), line, 1) if line else None,
            source=metadata.read_text(encoding="utf-8") if line else None,
        )


class Cookbook(Record):
    """A cookbook on the path: its name, folder, version, dependencies and metadata."""

    _fields = ("name", "path", "version", "depends", "metadata")

    def __init__(
        self,
        name: str,
        path: Path,
        version: str = "0.0.0",
        depends: dict[str, str] | None = None,  # name -> constraint
        metadata: dict[str, Any] | None = None,
    ) -> None:
        self.name = name
        self.path = path
        self.version = version
        self.depends = {} if depends is None else depends
        self.metadata = {} if metadata is None else metadata

    def files(self, segment: str) -> list[Path]:
        """The .rb files of a segment: `default.rb` first for attributes, then by name."""
        folder = self.path / segment
        if not folder.is_dir():
            return []
        files = sorted(folder.glob("*.rb"))
        if segment == "attributes":
            files.sort(key=lambda p: (p.stem != "default", p.name))
        if segment in ("libraries",):
            # Chef sorts by the path as a string, so `a.rb` (".") loads before `a/b.rb` ("/")
            files = sorted(folder.rglob("*.rb"), key=lambda p: p.relative_to(folder).as_posix())
        return files

    def attribute_files(self) -> list[Path]:
        """`attributes/*.rb`, default.rb first; a root `attributes.rb` (Chef 16's root alias)
        is the default attributes file."""
        files = self.files("attributes")
        alias = self.path / "attributes.rb"
        return [alias, *files] if alias.is_file() else files

    def recipe(self, name: str) -> Path | None:
        """A recipe's file: `recipes/NAME.rb` (or .yml/.yaml/.json); as Chef maps recipes by
        file basename, one in a sub-folder of recipes/ too; `default` may be a root
        `recipe.rb` (Chef 16's root alias)."""
        # os.path, not Path: ~10 µs less per include_recipe (bench/client.py's 300)
        base = os.path.join(self.path, "recipes", name)
        for ext in (".rb", ".yml", ".yaml", ".json"):
            if os.path.isfile(base + ext):
                return self.path / "recipes" / f"{name}{ext}"
        folder = self.path / "recipes"
        if folder.is_dir():
            for ext in (".rb", ".yml", ".yaml", ".json"):
                nested = sorted(folder.rglob(f"{name}{ext}"))
                if nested:
                    return nested[0]
        alias = self.path / "recipe.rb"
        if name == "default" and alias.is_file():
            return alias
        return None


def read_metadata(path: Path, evaluate: Callable[[Path], dict[str, Any]]) -> dict[str, Any]:
    """A cookbook folder's metadata, read by `evaluate` (the interpreter's Chef::Cookbook::
    Metadata) from metadata.json if there is one, else metadata.rb: Chef's loader prefers
    the JSON (knife writes it from the .rb on upload). {} for a folder with neither."""
    for name in ("metadata.json", "metadata.rb"):
        if (path / name).is_file():
            return evaluate(path / name)
    return {}


def discover(
    paths: Iterable[str | Path], evaluate_rb: Callable[[Path], dict[str, Any]]
) -> dict[str, list[Cookbook]]:
    """Every cookbook under the paths, by name (several versions may exist)."""
    found: dict[str, list[Cookbook]] = {}
    for base in paths:
        base = Path(base)
        if not base.is_dir():
            raise CookbookError(f"cookbook path {base} is not a directory")
        for folder in sorted(p for p in base.iterdir() if p.is_dir()):
            meta = read_metadata(folder, evaluate_rb)
            if not meta and not (folder / "recipes").is_dir():
                continue
            name = meta.get("name") or folder.name
            cb = Cookbook(
                str(name),
                folder,
                str(meta.get("version") or "0.0.0"),
                dict(meta.get("depends") or {}),
                meta,
            )
            found.setdefault(cb.name, []).append(cb)
    return found


def choose(
    available: dict[str, list[Cookbook]], name: str, constraint: str | None, chain: list[str]
) -> Cookbook:
    candidates = available.get(name)
    if not candidates:
        via = f" (needed by {' -> '.join(chain)})" if chain else ""
        raise CookbookError(f"cookbook {name} not found on the cookbook path{via}")
    broken = [c for c in candidates if c.metadata.get("error") is not None]
    ok = [c for c in candidates if constraint is None or satisfies(c.version, constraint)]
    if broken and not [c for c in ok if c not in broken]:
        # Chef's loader keeps a metadata error until the cookbook is used: here it is
        raise broken[0].metadata["error"]
    if not ok:
        versions = ", ".join(c.version for c in candidates)
        via = " -> ".join(chain + [name])
        raise CookbookError(
            f"no version of {name} satisfies '{constraint}' ({via}); found {versions}"
        )
    # of equal versions, max keeps the first listed: a bundled cookbook (see add_bundled)
    chosen = max(ok, key=lambda c: version_key(c.version))
    if chosen in broken:
        raise chosen.metadata["error"]
    return chosen


def add_bundled(available: dict[str, list[Cookbook]], cookbook: Cookbook) -> None:
    """Offer a cookbook shipped with toque beside those found on the path. It is listed first,
    so it wins over one of the same version; a higher version on the path replaces it."""
    available[cookbook.name] = [cookbook, *available.get(cookbook.name, [])]


def resolve(available: dict[str, list[Cookbook]], wanted: list[str]) -> list[Cookbook]:
    """Cookbooks in load order: each after its dependencies, in run-list order; the core
    cookbook first when it is available (every cookbook's implicit first dependency), in the
    version the run's cookbooks pin (`depends 'core', '= 0.0.1'`), else the highest."""
    if CORE not in available:
        return _resolve(available, wanted, None)
    others = [w for w in wanted if w != CORE]
    pinned = next((cb for cb in _resolve(available, others, None) if cb.name == CORE), None)
    core_constraint = f"= {pinned.version}" if pinned is not None else None
    return _resolve(available, [CORE, *others], core_constraint)


def _resolve(
    available: dict[str, list[Cookbook]], wanted: list[str], core_constraint: str | None
) -> list[Cookbook]:
    order: list[Cookbook] = []
    done: dict[str, Cookbook] = {}

    def visit(name: str, constraint: str | None, chain: list[str]) -> None:
        if name in chain:
            return  # a cycle: Chef's compiler skips a cookbook it is already loading
        if name in done:
            chosen = done[name]
            if constraint and not satisfies(chosen.version, constraint):
                raise CookbookError(
                    f"{' -> '.join(chain + [name])} needs {name} '{constraint}', but "
                    f"{name} {chosen.version} was already chosen for another dependent"
                )
            return
        if name == CORE and constraint is None:
            constraint = core_constraint
        cb = choose(available, name, constraint, chain)
        for dep, dep_constraint in cb.depends.items():
            visit(dep, dep_constraint or None, chain + [name])
        done[name] = cb
        order.append(cb)

    for name in wanted:
        visit(name, None, [])
    return order


def specificity(segment: str, source: str, fqdn: str, platform: str, version: str) -> list[str]:
    """Chef's file-specificity order for `source` under a cookbook's `segment` folder:
    host-<fqdn>, <platform>-<version> and its dotted prefixes, <platform>, default, flat."""
    parts = str(version).split(".") if version else []
    versions = [".".join(parts[:n]) for n in range(len(parts), 0, -1)]
    places = [f"host-{fqdn}", *(f"{platform}-{v}" for v in versions), platform, "default"]
    return [f"{segment}/{place}/{source}" for place in places] + [f"{segment}/{source}"]


def _inside(path: str, folder: Path) -> bool:
    return Path(path).resolve().is_relative_to(folder.resolve())


def listed(root: Path, rel: str, directory: bool = False) -> Path | None:
    """`root/rel` if it is one of the cookbook's own files (or folders), as Chef finds a
    source in the cookbook's manifest: the manifest never holds `.` or `..` (so a source
    cannot climb out), its paths are joined as Ruby's File.join does (`a//b` is `a/b`),
    and Ruby's `**` glob does not enter a linked folder (so a link to `/` inside
    `templates/` does not open the host). A link to a file is listed, as Chef lists it."""
    parts = [part for part in rel.split("/") if part]
    if not parts or any(part in (".", "..") for part in parts):
        return None
    path = root.joinpath(*parts)
    if not (path.is_dir() if directory else path.is_file()):
        return None
    folder = path if directory else path.parent
    if not _inside(str(folder), root / parts[0]):
        return None
    return path


class CookbookFiles:
    """Finds the sources of template, cookbook_file and remote_directory resources, and
    renders templates through `renderer` (the interpreter's ERB, wired in by the session)."""

    def __init__(
        self,
        cookbooks: Iterable[Cookbook] = (),
        node: Any = None,
        renderer: Callable[..., str] | None = None,
    ) -> None:
        self.cookbooks = {cb.name: cb for cb in cookbooks}
        self.node = node
        self.renderer = renderer
        # a cookbook's files are fixed for the run (Chef reads its manifest once): found
        # sources are remembered, not looked up on disk again for every action
        self._found: dict[tuple[str, str, str, bool], Path] = {}

    def add(self, cookbooks: Iterable[Cookbook], replace: bool = True) -> None:
        """Cookbooks whose files the run may use; `replace=False` keeps a cookbook of the
        same name already known."""
        for cb in cookbooks:
            if replace or cb.name not in self.cookbooks:
                self.cookbooks[cb.name] = cb

    def _fact(self, name: str) -> str:
        try:
            value = self.node[name] if self.node is not None else None
        except Exception:  # noqa: BLE001 - a node without the fact: the path is just not tried
            value = None
        return "" if value is None else str(value)

    def find(
        self, segment: str, cookbook: str | None, source: str | list[str],
        base: str | None = None, directory: bool = False,
    ) -> Path:  # fmt: skip
        """The most specific `segment/…/source` of `cookbook` (or under `base`, the recipe's
        folder, when there is no cookbook); a list of sources is tried in its order, without
        specificity, as Chef does. Only the cookbook's own files are found: FileNotFound
        lists where it looked."""
        from toque.runtime.errors import ProviderError

        cb = self.cookbooks.get(cookbook) if cookbook else None
        if cookbook and cb is None:
            raise ProviderError(f"cookbook {cookbook} is not in the run (looking for "
                                f"{segment}/{source})", kind="FileNotFound")  # fmt: skip
        if cb is None and base:  # e.g. a custom resource's action: the cookbook holding it
            cb = next((c for c in self.cookbooks.values() if _inside(base, c.path)), None)
        wanted = tuple(source) if isinstance(source, list) else source
        key = (segment, cb.name, wanted, directory) if cb is not None else None
        if key is not None and key in self._found:
            return self._found[key]
        root = cb.path if cb is not None else Path(base or ".")
        for rel in self._candidates(segment, source):
            path = listed(root, rel, directory)
            if path is not None:
                if key is not None:
                    self._found[key] = path
                return path
        if directory:
            where = f"cookbook {cb.name} ({cb.version})" if cb else f"{root}"
            text = f"{where} has no directory {segment}/default/{source}"
            raise ProviderError(text, kind="FileNotFound")
        raise ProviderError(self._not_found(cb, root, segment, source), kind="FileNotFound")

    def _candidates(self, segment: str, source: str | list[str]) -> list[str]:
        if isinstance(source, list):
            return [f"{segment}/{one}" for one in source]
        fqdn, platform = self._fact("fqdn"), self._fact("platform")
        return specificity(segment, source, fqdn, platform, self._fact("platform_version"))

    def _not_found(
        self, cb: Cookbook | None, root: Path, segment: str, source: str | list[str]
    ) -> str:
        """Chef's message (CookbookVersion#preferred_manifest_record), with what does exist."""
        if isinstance(source, list):
            tried = [f"{segment}/{one}" for one in source]
        else:
            fqdn, platform = self._fact("fqdn"), self._fact("platform")
            version = self._fact("platform_version")
            places = [f"host-{fqdn}/", f"{platform}-{version}/", f"{platform}/", "default/", ""]
            tried = [f"{segment}/{place}{source}" for place in places]
        where = f"Cookbook '{cb.name}' ({cb.version})" if cb else f"{root}"
        lines = [f"{where} does not contain a file at any of these locations:"]
        lines += [f"  {rel}" for rel in tried]
        folder = root / segment
        have = sorted(str(p.relative_to(root)) for p in folder.rglob("*") if p.is_file())
        if have:
            shown = "','".join(have)
            lines.append(f"\nThis cookbook _does_ contain: ['{shown}']")
        return "\n".join(lines)

    def render(self, path: Path, variables: Any, helpers: list[Any], resource: Any) -> bytes:
        if self.renderer is None:
            raise RuntimeError("templates need the interpreter: no renderer was set up")
        return self.renderer(path, variables, helpers, resource).encode("utf-8")
