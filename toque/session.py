"""The composition root: parse, compile a recipe into resources, converge them.

The one place that knows every layer: grammar, interpreter (with the recipe DSL) and
runtime. Errors come out as ToqueErrors with a place; `cli` turns them into exit codes.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
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
    from toque.interpreter.dsl.errors import toque_error
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.program import run_program, top_frame, with_deep_stack
    from toque.interpreter.runtime import Runtime
    from toque.interpreter.signals import RubyError

    tree = parse_file(path)
    rt = Runtime()
    node = new_node()
    node.apply_json(dict(node_attrs))
    ctx.node = node
    dsl = RecipeDSL(rt, ctx, collection, node)
    frame = top_frame(rt, path)
    frame.self = dsl.recipe_object()
    try:
        with_deep_stack(run_program, rt, tree, os.path.abspath(path), "", frame)
    except RubyError as err:
        raise toque_error(rt, err) from None
    return dsl


def apply(options: ApplyOptions, out: IO[str]) -> int:
    """`toque apply`: compile the recipe, then converge it. Returns the exit status."""
    from toque.runtime import ResourceCollection, RunContext, Runner
    from toque.runtime.errors import ConvergeError, MultipleFailures
    from toque.runtime.formatters import make_formatter
    from toque.runtime.lock import RunLock

    ctx = RunContext(why_run=options.why_run, log_level=options.log_level)
    ctx.events.subscribe(make_formatter(options.formatter, out, log_level=options.log_level))
    collection = ResourceCollection()
    compile_recipe(options.recipe, ctx, collection, load_attributes(options.attributes))
    lock = RunLock(options.lock_file) if options.lock_file else RunLock()
    with lock:
        try:
            Runner(ctx).converge(collection)
        except (ConvergeError, MultipleFailures) as exc:
            # the formatter has shown the failure in full; say in one line why we stop
            headline = getattr(exc, "headline", None)
            text = headline() if callable(headline) else exc.message.splitlines()[0]
            print(f"toque: the run failed: {text}", file=sys.stderr)
            return 1
    return 0


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
            recipes = _run_list_recipes(run_list or json_run_list or [], self.node)
            _guarded(self.rt, load_cookbooks, self.rt, self.dsl, cookbook_paths, recipes, True)
        elif run_list:
            raise ToqueError("-o RUNLIST needs cookbooks: give --cookbook-path DIR")

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


def data_bag_folder(cookbook_paths: list[str], given: str | None) -> str | None:
    """Chef's local-mode default: `data_bags` in the repo that holds the cookbook path."""
    if given or not cookbook_paths:
        return given
    return os.path.join(os.path.dirname(os.path.abspath(cookbook_paths[0])), "data_bags")


def _run_list_recipes(items: list[str], node: Any) -> list[str]:
    from toque.runtime.cookbooks import parse_run_list

    run_list = parse_run_list(items)
    if any(kind == "role" for kind, _ in run_list):
        raise ToqueError("roles are not supported yet: list recipes in the run list")
    recipes = [name for _, name in run_list]
    node.run_list = [f"recipe[{r}]" for r in recipes]
    node.recipes = list(recipes)
    return recipes


def load_cookbooks(
    rt: Any, dsl: Any, paths: list[str], recipes: list[str], every: bool = False
) -> Any:
    """Resolve the cookbooks the recipes need (`every`: all on the path), load their
    libraries and attribute files, then run the recipes. Returns the CookbookRun."""
    from toque.interpreter.dsl.cookbook import CookbookRun, evaluate_metadata
    from toque.runtime.cookbooks import discover, resolve

    available = discover(paths, lambda p: evaluate_metadata(rt, p))
    wanted = [r.split("::")[0] for r in recipes]
    if every:
        wanted += sorted(available)
    run = CookbookRun(rt, dsl, resolve(available, list(dict.fromkeys(wanted))))
    run.load()
    for recipe in recipes:
        run.include_recipe(recipe)
    return run


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
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.runtime import Runtime
    from toque.runtime.data_bags import DataBags

    rt = Runtime(stdout=out)
    node = new_node()
    json_run_list = node.apply_json(load_attributes(options.attributes))
    recipes = _run_list_recipes(options.run_list or json_run_list or [], node)
    if not recipes:
        raise ToqueError("the run list is empty: give -o RUNLIST or a run_list in -j")
    ctx.node = node
    out.write("Compiling Cookbooks...\n")
    dsl = RecipeDSL(rt, ctx, collection, node)
    dsl.data_bags = DataBags(data_bag_folder(options.cookbook_paths, options.data_bag_path))
    _guarded(rt, load_cookbooks, rt, dsl, options.cookbook_paths, recipes)
    return dsl


def client(options: ClientOptions, out: IO[str]) -> int:
    """`toque client`: compile the cookbooks of a run list, then converge."""
    from toque.runtime import ResourceCollection, RunContext, Runner
    from toque.runtime.errors import ConvergeError, MultipleFailures
    from toque.runtime.formatters import make_formatter
    from toque.runtime.lock import RunLock

    ctx = RunContext(why_run=options.why_run, log_level=options.log_level)
    ctx.events.subscribe(make_formatter(options.formatter, out, log_level=options.log_level))
    collection = ResourceCollection()
    compile_cookbooks(options, ctx, collection, out)
    lock = RunLock(options.lock_file) if options.lock_file else RunLock()
    with lock:
        try:
            Runner(ctx).converge(collection)
        except (ConvergeError, MultipleFailures) as exc:
            headline = getattr(exc, "headline", None)
            text = headline() if callable(headline) else exc.message.splitlines()[0]
            print(f"toque: the run failed: {text}", file=sys.stderr)
            return 1
    return 0
