"""The composition root: parse, compile a recipe into resources, converge them.

The one place that knows every layer: grammar, interpreter (with the recipe DSL) and
runtime. Errors come out as ToqueErrors with a place; `cli` turns them into exit codes.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from typing import IO, Any

from toque.errors import ToqueError


@dataclass
class ApplyOptions:
    recipe: str
    why_run: bool = False
    attributes: str | None = None  # a JSON file of node attributes (-j)
    log_level: str = "warn"
    formatter: str = "doc"
    lock_file: str | None = None
    color: bool = False


def load_attributes(path: str | None) -> dict[str, Any]:
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        raise ToqueError(f"cannot read {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise ToqueError(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON: {exc.msg}") from None
    if not isinstance(data, dict):
        raise ToqueError(f"{path}: node attributes must be a JSON object")
    return data


def compile_recipe(path: str, ctx: Any, collection: Any, node_attrs: dict[str, Any]) -> Any:
    """Evaluate a recipe: fills `collection`; changes nothing on the host."""
    from toque.grammar.files import parse_file
    from toque.interpreter.dsl.core_cookbook import load_core
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.program import run_program, top_frame
    from toque.interpreter.runtime import Runtime

    tree = parse_file(path)
    rt = Runtime()
    node = new_node()
    node.apply_json(dict(node_attrs))
    ctx.node = node
    dsl = RecipeDSL(rt, ctx, collection, node)
    load_core(rt, dsl, lazy=True)  # the core cookbook's resources: notify_group, cron_d…
    frame = top_frame(rt, path)
    frame.self = dsl.recipe_object()
    _guarded(rt, run_program, rt, tree, os.path.abspath(path), "", frame)
    return dsl


def apply(options: ApplyOptions, out: IO[str]) -> int:
    """`toque apply`: compile the recipe, then converge it. Returns the exit status."""
    from toque.runtime import ResourceCollection, RunContext
    from toque.runtime.formatters import make_formatter

    ctx = RunContext(why_run=options.why_run, log_level=options.log_level)
    ctx.events.subscribe(make_formatter(options.formatter, out, log_level=options.log_level))
    collection = ResourceCollection()
    compile_recipe(options.recipe, ctx, collection, load_attributes(options.attributes))
    return converge(ctx, collection, options.lock_file)


class RecipeSession:
    """A recipe context that lives across entries (`toque shell`): evaluate recipe code,
    then converge what has been declared so far. With cookbook paths, their libraries and
    attribute files are loaded, `include_recipe` works, and the run list is compiled first."""

    def __init__(
        self,
        out: IO[str],
        why_run: bool = False,
        attributes: str | None = None,
        formatter: str = "doc",
        cookbook_paths: list[str] | None = None,
        run_list: list[str] | None = None,
    ) -> None:
        from toque.interpreter.dsl.node import new_node
        from toque.interpreter.dsl.recipe import RecipeDSL
        from toque.interpreter.program import Evaluator
        from toque.interpreter.runtime import Runtime
        from toque.runtime import ResourceCollection, RunContext
        from toque.runtime.formatters import make_formatter

        self.out = out
        self.why_run = why_run
        self.ctx = RunContext(why_run=why_run)
        self.ctx.events.subscribe(make_formatter(formatter, out))
        self.collection = ResourceCollection()
        self.rt = Runtime(stdout=out)
        self.node = new_node()
        json_run_list = self.node.apply_json(load_attributes(attributes))
        self.ctx.node = self.node
        self.dsl = RecipeDSL(self.rt, self.ctx, self.collection, self.node)
        self.evaluator = Evaluator(self.rt)
        self.evaluator.frame.self = self.dsl.recipe_object()
        self.converged = 0  # resources [0, converged) have run
        from toque.runtime.data_bags import DataBags

        self.dsl.data_bags = DataBags(data_bag_folder(cookbook_paths or [], None))
        if cookbook_paths:
            repo = _repository(self.rt, cookbook_paths)
            items = run_list or json_run_list or []
            expansion = _guarded(self.rt, expand_run_list, self.node, items, repo)
            _guarded(
                self.rt, load_cookbooks, self.rt, self.dsl, cookbook_paths,
                expansion.recipes, True, expansion,
            )  # fmt: skip
        elif run_list:
            raise ToqueError("-o RUNLIST needs cookbooks: give --cookbook-path DIR")
        else:
            from toque.interpreter.dsl.core_cookbook import load_core

            load_core(self.rt, self.dsl)  # with cookbooks, load_cookbooks loads the core

    def eval(self, text: str, file: str = "(shell)") -> Any:
        """Run recipe code; Ruby errors come back as located ToqueErrors."""
        from toque.interpreter.dsl.errors import toque_error
        from toque.interpreter.signals import RubyError

        try:
            return self.evaluator.eval(text, file)
        except RubyError as err:
            raise toque_error(self.rt, err) from None

    def inspect(self, value: Any) -> str:
        return self.rt.inspect(value)

    def pending(self) -> list[Any]:
        return list(self.collection)[self.converged :]

    def converge(self, why_run: bool | None = None, limit: int | None = None) -> Any:
        """Converge the resources declared since the last converge (or the next `limit`)."""
        from toque.runtime import ResourceCollection, Runner

        batch = ResourceCollection()
        todo = self.pending()[:limit] if limit is not None else self.pending()
        for resource in todo:
            batch.add(resource)
        ctx = self.ctx if why_run is None else self.ctx.derive(why_run=why_run)
        self.converged += len(todo)
        return Runner(ctx).converge(batch)

    def skip(self, count: int = 1) -> list[Any]:
        skipped = self.pending()[:count]
        self.converged += len(skipped)
        return skipped


@dataclass
class ClientOptions:
    run_list: list[str]
    cookbook_paths: list[str]
    why_run: bool = False
    attributes: str | None = None
    log_level: str = "warn"
    formatter: str = "doc"
    lock_file: str | None = None
    data_bag_path: str | None = None  # default: data_bags/ beside the first cookbook path
    role_path: str | list[str] | None = None  # default: roles/ beside it
    environment_path: str | list[str] | None = None  # default: environments/ beside it
    environment: str | None = None  # -E; else the -j file's chef_environment; else _default
    node_name: str | None = None
    settings: dict[str, Any] = field(default_factory=dict)  # a client.rb's, for Chef::Config


def repo_folder(cookbook_paths: list[str], given: str | None, name: str) -> str | None:
    """Chef's local-mode default: `name` (data_bags, roles…) in the repo of the cookbooks."""
    if given or not cookbook_paths:
        return given
    return os.path.join(os.path.dirname(os.path.abspath(cookbook_paths[0])), name)


def data_bag_folder(cookbook_paths: list[str], given: str | None) -> str | None:
    return repo_folder(cookbook_paths, given, "data_bags")


def expand_run_list(node: Any, items: list[str], repo: Any) -> Any:
    """Expand roles for the node's environment; set the node's run list, recipes, roles and
    the role and environment attribute levels, as Chef's policy builder does."""
    from toque.runtime.roles import expand, split_items

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


def _repository(rt: Any, cookbook_paths: list[str], options: ClientOptions | None = None) -> Any:
    from toque.interpreter.dsl.repo_files import read_rb
    from toque.runtime.roles import Repository

    def folders(given: str | list[str] | None, name: str) -> list[str]:
        if isinstance(given, list):
            return given
        found = repo_folder(cookbook_paths, given, name)
        return [found] if found else []

    return Repository(
        folders(options and options.role_path, "roles"),
        folders(options and options.environment_path, "environments"),
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
}


def read_config(path: str) -> dict[str, Any]:
    """A client.rb/solo.rb's settings, with Chef's chef_repo_path defaults filled in:
    `{field of ClientOptions: value}` plus `settings` (all of them, for Chef::Config)."""
    from pathlib import Path

    from toque.interpreter.dsl.repo_files import read_config as evaluate
    from toque.interpreter.runtime import Runtime

    if not os.path.isfile(path):
        raise ToqueError(f"config file {path} not found")
    rt = Runtime()
    settings = _guarded(rt, evaluate, rt, Path(path))
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
        else:
            value = str(value)
        fields[name] = value
    return fields


def load_cookbooks(
    rt: Any, dsl: Any, paths: list[str], recipes: list[str], every: bool = False,
    expansion: Any = None,
) -> Any:  # fmt: skip
    """Resolve the cookbooks the recipes need (`every`: all on the path) within the
    environment's version pins, load their libraries and attribute files, then run the
    recipes. Returns the CookbookRun."""
    from toque.interpreter.dsl.cookbook import CookbookRun, evaluate_metadata
    from toque.interpreter.dsl.core_cookbook import with_core
    from toque.runtime.cookbooks import discover, resolve

    available = with_core(rt, discover(paths, lambda p: evaluate_metadata(rt, p)))
    if expansion is not None:
        available = _pinned(available, expansion.environment)
        _check_run_list(available, expansion)
    wanted = [r.split("::")[0] for r in recipes]
    if every:
        wanted += sorted(available)
    run = CookbookRun(rt, dsl, resolve(available, list(dict.fromkeys(wanted))))
    if expansion is not None:
        _check_recipes(run, expansion)
    run.load()
    for recipe in recipes:
        run.include_recipe(recipe)
    return run


def _pinned(available: dict[str, Any], environment: Any) -> dict[str, Any]:
    """Only the versions the environment's `cookbook_versions` allow."""
    from toque.runtime.cookbooks import CookbookError, satisfies

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
    from toque.runtime.cookbooks import CookbookError
    from toque.runtime.roles import locate

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


def _guarded(rt: Any, fn: Any, *args: Any) -> Any:
    """Run compile-phase code on a deep stack; Ruby errors come out as located ToqueErrors."""
    from toque.interpreter.dsl.errors import toque_error
    from toque.interpreter.program import with_deep_stack
    from toque.interpreter.signals import RubyError

    try:
        return with_deep_stack(fn, *args)
    except RubyError as err:
        raise toque_error(rt, err) from None


def compile_cookbooks(options: ClientOptions, ctx: Any, collection: Any, out: IO[str]) -> Any:
    """Load cookbooks in Chef's order and run the run list's recipes: the compile phase."""
    from toque.interpreter.dsl.chef_api import configure
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.runtime import Runtime
    from toque.runtime.data_bags import DataBags

    rt = Runtime(stdout=out)
    node = new_node(options.node_name) if options.node_name else new_node()
    json_run_list = node.apply_json(load_attributes(options.attributes))
    if options.environment:
        node.chef_environment = options.environment
    ctx.node = node
    out.write("Compiling Cookbooks...\n")
    dsl = RecipeDSL(rt, ctx, collection, node)
    configure(rt, {**options.settings, "why_run": options.why_run})
    repo = _repository(rt, options.cookbook_paths, options)
    items = options.run_list or json_run_list or []
    expansion = _guarded(rt, expand_run_list, node, items, repo)
    if not expansion.recipes:
        raise ToqueError("the run list is empty: give -o RUNLIST or a run_list in -j")
    dsl.data_bags = DataBags(data_bag_folder(options.cookbook_paths, options.data_bag_path))
    _guarded(
        rt, load_cookbooks, rt, dsl, options.cookbook_paths, expansion.recipes, False, expansion
    )
    return dsl


def client(options: ClientOptions, out: IO[str]) -> int:
    """`toque client`: compile the cookbooks of a run list, then converge."""
    from toque.runtime import ResourceCollection, RunContext
    from toque.runtime.formatters import make_formatter

    ctx = RunContext(why_run=options.why_run, log_level=options.log_level)
    ctx.events.subscribe(make_formatter(options.formatter, out, log_level=options.log_level))
    collection = ResourceCollection()
    compile_cookbooks(options, ctx, collection, out)
    return converge(ctx, collection, options.lock_file)


def converge(ctx: Any, collection: Any, lock_file: str | None) -> int:
    """The converge phase under the run lock; the exit status (1: a resource failed)."""
    from toque.runtime import Runner
    from toque.runtime.errors import ConvergeError, MultipleFailures
    from toque.runtime.lock import RunLock

    with RunLock(lock_file) if lock_file else RunLock():
        try:
            Runner(ctx).converge(collection)
        except (ConvergeError, MultipleFailures) as exc:
            # the formatter has shown the failure in full; say in one line why we stop
            headline = getattr(exc, "headline", None)
            text = headline() if callable(headline) else exc.message.splitlines()[0]
            print(f"toque: the run failed: {text}", file=sys.stderr)
            return 1
    return 0
