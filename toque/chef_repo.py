"""A chef repo as chef-client in local mode reads it: the run list expanded through roles
and environments, cookbooks resolved (within the environment's pins) and loaded in Chef's
order, and a client.rb's settings. `session` composes these into `toque client`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from toque.errors import ConfigurationError, ToqueError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def guarded(rt: Runtime, fn: Any, *args: Any) -> Any:
    """Run compile-phase code on a deep stack; Ruby errors come out as located ToqueErrors."""
    from toque.interpreter.dsl.ruby_errors import as_user_errors
    from toque.interpreter.program import with_deep_stack

    return as_user_errors(rt, with_deep_stack, fn, *args)


def repo_folder(cookbook_paths: list[str], given: str | None, name: str) -> str | None:
    """Chef's local-mode default: `name` (data_bags, roles…) in the repo of the cookbooks."""
    if given or not cookbook_paths:
        return given
    return os.path.join(os.path.dirname(os.path.abspath(cookbook_paths[0])), name)


def expand_run_list(node: Any, items: list[str], repo: Any) -> Any:
    """Expand roles for the node's environment; set the node's run list, recipes, roles and
    the role and environment attribute levels, as Chef's policy builder does."""
    from toque.repo.roles import expand, split_items

    environment = repo.environment(node.chef_environment)
    node.run_list = split_items(items)
    expansion = expand(node.run_list, node.chef_environment, repo)
    node.recipes = list(expansion.recipes)
    node.roles = list(expansion.roles)
    node.replace_level("env_default", environment.default_attributes)
    node.replace_level("env_override", environment.override_attributes)
    node.replace_level("role_default", expansion.default_attrs)
    node.replace_level("role_override", expansion.override_attrs)
    automatic = node.automatic
    automatic["roles"] = list(expansion.roles)
    automatic["recipes"] = list(expansion.recipes)
    automatic["expanded_run_list"] = list(expansion.recipes)
    automatic["chef_environment"] = node.chef_environment
    expansion.environment = environment
    return expansion


def repository(
    rt: Runtime,
    cookbook_paths: list[str],
    role_path: str | list[str] | None = None,
    environment_path: str | list[str] | None = None,
) -> Any:
    """The repo's roles and environments (Ruby ones evaluated in `rt`)."""
    from toque.interpreter.dsl.repo_files import read_rb
    from toque.repo.roles import Repository

    def folders(given: str | list[str] | None, name: str) -> list[str]:
        if isinstance(given, list):
            return given
        found = repo_folder(cookbook_paths, given, name)
        return [found] if found else []

    return Repository(
        folders(role_path, "roles"),
        folders(environment_path, "environments"),
        lambda p, what: read_rb(rt, p, what),
    )


CONFIG_PATHS = {  # client.rb setting -> ClientOptions field
    "cookbook_path": "cookbook_paths",
    "role_path": "role_path",
    "environment_path": "environment_path",
    "data_bag_path": "data_bag_path",
    "node_name": "node_name",
    "environment": "environment",
    "json_attribs": "attributes",
    "log_level": "log_level",
    "lockfile": "lock_file",
    "run_lock_timeout": "lock_timeout",
}


def read_config(path: str) -> dict[str, Any]:
    """A client.rb/solo.rb's settings, with Chef's chef_repo_path defaults filled in:
    `{field of ClientOptions: value}` plus `settings` (all of them, for Chef::Config)."""
    from pathlib import Path

    from toque.interpreter.dsl.repo_files import read_config as evaluate
    from toque.interpreter.model.world import Runtime

    if not os.path.isfile(path):
        raise ConfigurationError(f"Specified config file {path} does not exist")
    rt = Runtime()
    try:
        settings = guarded(rt, evaluate, rt, Path(path))
    except ToqueError as err:
        raise ConfigurationError(
            f"You have an error in your config file {path}: {err.message}",
            err.span, source=err.source, hint=err.hint,
        ) from None  # fmt: skip
    if settings.get("file_durability") is not None:
        _durability(path, settings["file_durability"])
    repo = settings.get("chef_repo_path")
    if repo:
        for key, folder in (("cookbook_path", "cookbooks"), ("role_path", "roles"),
                            ("environment_path", "environments"),
                            ("data_bag_path", "data_bags")):  # fmt: skip
            settings.setdefault(key, os.path.join(str(repo), folder))
    fields: dict[str, Any] = {"settings": settings}
    for key, name in CONFIG_PATHS.items():
        value = settings.get(key)
        if value is None:
            continue
        if name == "cookbook_paths":
            value = [str(v) for v in value] if isinstance(value, list) else [str(value)]
        elif isinstance(value, list) and name in ("role_path", "environment_path"):
            value = [str(v) for v in value]
        elif name == "lock_timeout":
            value = _seconds(path, key, value)
        else:
            value = str(value)
        fields[name] = value
    return fields


def _durability(path: str, value: Any) -> None:
    from toque.runtime.backends.durability import durability

    try:
        durability(value)
    except ValueError as exc:
        raise ConfigurationError(f"{path}: {exc}") from None


def _seconds(path: str, key: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise ConfigurationError(f"{path}: {key} must be a number of seconds, 0 or more")
    return float(value)


def load_cookbooks(
    rt: Runtime, dsl: Any, paths: list[str], recipes: list[str], every: bool = False,
    expansion: Any = None,
) -> Any:  # fmt: skip
    """Resolve the cookbooks the recipes need (`every`: all on the path) within the
    environment's version pins, load their libraries and attribute files, then run the
    recipes, with the run's cookbook loader (the run context's `loader`, which the session
    made). Returns the loader."""
    from toque.interpreter.dsl.cookbook import evaluate_metadata
    from toque.interpreter.dsl.core_cookbook import with_core
    from toque.interpreter.stdlib import bundled_gem
    from toque.repo.cookbooks import discover, resolve

    available = with_core(rt, discover(paths, lambda p: evaluate_metadata(rt, p)))
    if expansion is not None:
        available = _pinned(available, expansion.environment)
        _check_run_list(available, expansion)
    wanted = [r.split("::")[0] for r in recipes]
    if every:
        wanted += sorted(available)
    run = dsl.ctx.loader
    if run is None:
        raise TypeError("load_cookbooks: the run context was built without a cookbook loader")
    run.use(resolve(available, list(dict.fromkeys(wanted))))
    for cb in run.order:
        gems = cb.metadata.get("gems") if isinstance(cb.metadata, dict) else None
        gems = [g for g in gems or () if not bundled_gem(g)]
        if gems:
            dsl.ctx.events.log(
                "warn",
                f"cookbook {cb.name} asks for gems ({', '.join(gems)}): toque cannot install "
                "gems, so a `require` of one will fail with LoadError",
                None,
            )
    if expansion is not None:
        _check_recipes(run, expansion)
    run.load()
    run.run_recipes(recipes)
    return run


def _pinned(available: dict[str, Any], environment: Any) -> dict[str, Any]:
    """Only the versions the environment's `cookbook_versions` allow."""
    from toque.repo.cookbooks import CookbookError, satisfies

    pinned = dict(available)
    for name, constraint in environment.cookbook_versions.items():
        ok = [cb for cb in available.get(name, []) if satisfies(cb.version, constraint)]
        if available.get(name) and not ok:
            versions = ", ".join(cb.version for cb in available[name])
            raise CookbookError(
                f"environment {environment.name} pins {name} to '{constraint}', "
                f"but the cookbook path has only {versions}"
            )
        pinned[name] = ok
    return pinned


def _run_list_error(expansion: Any, recipe: str, message: str) -> ToqueError:
    """A run-list recipe that cannot run, located in the role that listed it."""
    from toque.repo.cookbooks import CookbookError
    from toque.repo.roles import locate

    role = expansion.origin.get(recipe)
    if role is None:
        return CookbookError(f"{message} (in the run list)")
    span = locate(role, recipe.split("::")[0] if recipe.endswith("::default") else recipe)
    source = role.path.read_text(encoding="utf-8") if span else None
    return CookbookError(f"{message} (in the run list of {role})", span, source=source)


def _check_run_list(available: dict[str, Any], expansion: Any) -> None:
    for recipe in expansion.recipes:
        cookbook = recipe.split("::")[0]
        if not available.get(cookbook):
            raise _run_list_error(
                expansion, recipe, f"cookbook {cookbook} not found on the cookbook path"
            )


def _check_recipes(run: Any, expansion: Any) -> None:
    for recipe in expansion.recipes:
        cookbook, name = recipe.split("::", 1)
        cb = run.cookbooks.get(cookbook)
        if cb is not None and cb.recipe(name) is None:
            raise _run_list_error(
                expansion, recipe, f"recipe {recipe} not found: no {cb.path}/recipes/{name}.rb"
            )
