"""The composition root: parse, compile a recipe into resources, converge them.

The one place that knows every layer: grammar, interpreter (with the recipe DSL) and
runtime. Errors come out as ToqueErrors with a place; `cli` turns them into exit codes.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import IO, Any

from toque.chef_repo import (
    expand_run_list,
    guarded,
    load_cookbooks,
    repo_folder,
    repository,
)
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
    from toque.repo.jsonfile import read_json

    if not path:
        return {}
    data = read_json(path, "node attributes file")
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
    guarded(rt, run_program, rt, tree, os.path.abspath(path), "", frame)
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
        from toque.repo.data_bags import DataBags

        self.dsl.data_bags = DataBags(repo_folder(cookbook_paths or [], None, "data_bags"))
        if cookbook_paths:
            repo = repository(self.rt, cookbook_paths)
            items = run_list or json_run_list or []
            expansion = guarded(self.rt, expand_run_list, self.node, items, repo)
            guarded(
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


def compile_cookbooks(options: ClientOptions, ctx: Any, collection: Any, out: IO[str]) -> Any:
    """Load cookbooks in Chef's order and run the run list's recipes: the compile phase."""
    from toque.interpreter.dsl.chef_api import configure
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.runtime import Runtime
    from toque.repo.data_bags import DataBags

    rt = Runtime(stdout=out)
    node = new_node(options.node_name) if options.node_name else new_node()
    json_run_list = node.apply_json(load_attributes(options.attributes))
    if options.environment:
        node.chef_environment = options.environment
    ctx.node = node
    ctx.events.compile_start()
    dsl = RecipeDSL(rt, ctx, collection, node)
    configure(rt, {**options.settings, "why_run": options.why_run})
    repo = repository(rt, options.cookbook_paths, options.role_path, options.environment_path)
    items = options.run_list or json_run_list or []
    expansion = guarded(rt, expand_run_list, node, items, repo)
    if not expansion.recipes:
        raise ToqueError("the run list is empty: give -o RUNLIST or a run_list in -j")
    dsl.data_bags = DataBags(
        repo_folder(options.cookbook_paths, options.data_bag_path, "data_bags")
    )
    guarded(
        rt, load_cookbooks, rt, dsl, options.cookbook_paths, expansion.recipes, False, expansion
    )
    ctx.events.compile_complete()
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
