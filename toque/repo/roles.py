"""Roles and environments from a chef repo's `roles/` and `environments/` folders, and the
expansion of a run list through roles (Chef::RunList::RunListExpansion)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.repo.data_bags import read_json_object
from toque.repo.node import deep_merge
from toque.source import Span

# evaluates a role or environment .rb file into the dict its JSON form would hold
RubyReader = Callable[[Path, str], dict[str, Any]]

_RUN_LIST_ITEM = re.compile(r"(recipe|role)\[([^\]]+)\]")


class RoleError(ToqueError):
    """A role or environment that is missing, unreadable or malformed."""


@dataclass
class Role:
    name: str
    path: Path | None = None
    description: str = ""
    run_list: list[str] = field(default_factory=list)
    env_run_lists: dict[str, list[str]] = field(default_factory=dict)
    default_attributes: dict[str, Any] = field(default_factory=dict)
    override_attributes: dict[str, Any] = field(default_factory=dict)

    def run_list_for(self, environment: str) -> list[str]:
        return self.env_run_lists.get(environment, self.run_list)

    def __str__(self) -> str:
        return f"role[{self.name}]"


@dataclass
class Environment:
    name: str = "_default"
    path: Path | None = None
    description: str = ""
    cookbook_versions: dict[str, str] = field(default_factory=dict)  # name -> constraint
    default_attributes: dict[str, Any] = field(default_factory=dict)
    override_attributes: dict[str, Any] = field(default_factory=dict)


def normalize_item(item: str) -> str:
    """`cb`, `cb::r`, `recipe[cb]`, `role[x]` → Chef's canonical `recipe[…]`/`role[…]`."""
    item = item.strip()
    return item if _RUN_LIST_ITEM.fullmatch(item) else f"recipe[{item}]"


def split_items(items: Iterable[Any]) -> list[str]:
    out: list[str] = []
    for raw in items:
        out += [normalize_item(i) for i in str(raw).split(",") if i.strip()]
    return out


def _find(paths: Iterable[Path], name: str, what: str) -> Path | None:
    """`NAME.json` (preferred, as Chef does) or `NAME.rb` anywhere under the paths."""
    for base in paths:
        if not base.is_dir():
            continue
        for ext in (".json", ".rb"):
            found = sorted(base.rglob(f"{name}{ext}"))
            if len(found) > 1:
                raise RoleError(f"multiple {what}s named {name} under {base}")
            if found:
                return found[0]
    return None


def _hash(data: dict[str, Any], key: str, path: Path, what: str) -> dict[str, Any]:
    value = data.get(key) or {}
    if not isinstance(value, dict):
        raise RoleError(f"{what} {path}: {key} must be a hash, not {type(value).__name__}")
    return value


def role_from_hash(data: dict[str, Any], path: Path | None, name: str) -> Role:
    """Chef::Role.from_hash: `run_list` (or `recipes`) is the `_default` env run list."""
    where = path or Path(name)
    run_list = data.get("run_list", data.get("recipes")) or []
    env_run_lists = data.get("env_run_lists") or {}
    if not isinstance(run_list, list) or not isinstance(env_run_lists, dict):
        raise RoleError(f"role {where}: run_list must be a list and env_run_lists a hash")
    role = Role(
        str(data.get("name") or name),
        path,
        str(data.get("description") or ""),
        split_items(run_list),
        {str(env): split_items(items or []) for env, items in env_run_lists.items()},
        _hash(data, "default_attributes", where, "role"),
        _hash(data, "override_attributes", where, "role"),
    )
    if not re.fullmatch(r"[-\w]+", role.name):
        raise RoleError(f"role {where}: invalid role name {role.name!r}")
    return role


class Repository:
    """The roles and environments of a chef repo (local mode), loaded on demand and cached."""

    def __init__(
        self,
        role_paths: Iterable[str | Path] = (),
        environment_paths: Iterable[str | Path] = (),
        read_rb: RubyReader | None = None,
    ) -> None:
        self.role_paths = [Path(p) for p in role_paths]
        self.environment_paths = [Path(p) for p in environment_paths]
        self.read_rb = read_rb
        self._roles: dict[str, Role | None] = {}

    def _load(self, path: Path, name: str, what: str) -> dict[str, Any]:
        if path.suffix == ".json":
            return read_json_object(path, what, RoleError)
        if self.read_rb is None:
            raise RoleError(f"{what} {path}: Ruby {what}s need the interpreter")
        return self.read_rb(path, what)

    def role(self, name: str) -> Role | None:
        if name not in self._roles:
            path = _find(self.role_paths, name, "role")
            self._roles[name] = (
                None if path is None else role_from_hash(self._load(path, name, "role"), path, name)
            )
        return self._roles[name]

    def environment(self, name: str) -> Environment:
        if name == "_default":
            return Environment()
        path = _find(self.environment_paths, name, "environment")
        if path is None:
            where = ", ".join(str(p) for p in self.environment_paths) or "no environment path"
            raise RoleError(
                f"environment '{name}' not found (looked for {name}.json and {name}.rb in {where})"
            )
        data = self._load(path, name, "environment")
        pins = _hash(data, "cookbook_versions", path, "environment")
        return Environment(
            str(data.get("name") or name),
            path,
            str(data.get("description") or ""),
            {str(k): str(v) for k, v in pins.items()},
            _hash(data, "default_attributes", path, "environment"),
            _hash(data, "override_attributes", path, "environment"),
        )


@dataclass
class Expansion:
    """The run list with its roles expanded: recipes in order, each once; role attributes."""

    recipes: list[str] = field(default_factory=list)  # "cb::recipe"
    roles: list[str] = field(default_factory=list)
    default_attrs: dict[str, Any] = field(default_factory=dict)
    override_attrs: dict[str, Any] = field(default_factory=dict)
    # recipe -> the role that listed it (None: the node's own run list), for error messages
    origin: dict[str, Role | None] = field(default_factory=dict)
    environment: Environment = field(default_factory=Environment)


def expand(items: Iterable[str], environment: str, repo: Repository) -> Expansion:
    """Depth-first, as Chef: a role's run list (for the environment) in its place, a role
    applied once; its attributes merge in after those of the roles it includes."""
    result = Expansion()
    missing: list[tuple[str, str]] = []

    def walk(entries: list[str], included_by: Role | None) -> None:
        for entry in entries:
            kind, name = _RUN_LIST_ITEM.fullmatch(normalize_item(entry)).groups()  # type: ignore[union-attr]
            if kind == "recipe":
                recipe = name if "::" in name else f"{name}::default"
                recipe = recipe.split("@", 1)[0]  # a version pin: cookbook versions decide
                if recipe not in result.recipes:
                    result.recipes.append(recipe)
                    result.origin[recipe] = included_by
                continue
            if name in result.roles:  # prevents loops, as Chef's applied_role?
                continue
            result.roles.append(name)
            role = repo.role(name)
            if role is None:
                missing.append((name, str(included_by) if included_by else "top level"))
                continue
            walk(role.run_list_for(environment), role)
            result.default_attrs = deep_merge(role.default_attributes, result.default_attrs)
            result.override_attrs = deep_merge(role.override_attributes, result.override_attrs)

    walk(list(items), None)
    if missing:
        names = ", ".join(name for name, _ in missing)
        via = "; ".join(f"{name} (included by {by})" for name, by in missing)
        where = ", ".join(str(p) for p in repo.role_paths) or "no role path"
        raise RoleError(
            f"The expanded run list includes nonexistent roles: {names}",
            hint=f"{via}; roles are read from {where}",
        )
    return result


def locate(role: Role, text: str) -> Span | None:
    """Where a role file mentions `text` (a recipe or role name), for located errors."""
    if role.path is None:
        return None
    try:
        source = role.path.read_text(encoding="utf-8")
    except OSError:
        return None
    for n, line in enumerate(source.split("\n"), 1):
        col = line.find(text)
        if col >= 0:
            return Span(str(role.path), n, col + 1)
    return Span(str(role.path), 1, 1)
