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
    from toque.interpreter.dsl.errors import ruby_error
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
        original = getattr(err, "toque_error", None)
        if original is not None:
            if original.source is None and original.span is not None:
                original.source = _read(original.span.file)
            raise original from None
        raise ruby_error(rt, err) from None
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


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


class RecipeSession:
    """A recipe context that lives across entries (`toque shell`): evaluate recipe code,
    then converge what has been declared so far."""

    def __init__(
        self,
        out: IO[str],
        why_run: bool = False,
        attributes: str | None = None,
        formatter: str = "doc",
    ) -> None:
        from toque.interpreter.dsl.convert import to_ruby
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
        self.dsl = RecipeDSL(
            self.rt, self.ctx, self.collection, to_ruby(load_attributes(attributes))
        )
        self.evaluator = Evaluator(self.rt)
        self.evaluator.frame.self = self.dsl.recipe_object()
        self.converged = 0  # resources [0, converged) have run

    def eval(self, text: str, file: str = "(shell)") -> Any:
        """Run recipe code; Ruby errors come back as located ToqueErrors."""
        from toque.interpreter.dsl.errors import ruby_error
        from toque.interpreter.signals import RubyError

        try:
            return self.evaluator.eval(text, file)
        except RubyError as err:
            original = getattr(err, "toque_error", None)
            if original is not None:
                raise original from None
            raise ruby_error(self.rt, err) from None

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


def compile_cookbooks(options: ClientOptions, ctx: Any, collection: Any, out: IO[str]) -> Any:
    """Load cookbooks in Chef's order and run the run list's recipes: the compile phase."""
    from toque.interpreter.dsl.cookbook import CookbookRun, evaluate_metadata
    from toque.interpreter.dsl.errors import ruby_error
    from toque.interpreter.dsl.node import new_node
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.program import with_deep_stack
    from toque.interpreter.runtime import Runtime
    from toque.interpreter.signals import RubyError
    from toque.runtime.cookbooks import CookbookError, discover, parse_run_list, resolve

    rt = Runtime(stdout=out)
    node = new_node()
    json_run_list = node.apply_json(load_attributes(options.attributes))
    run_list = parse_run_list(options.run_list or json_run_list or [])
    if not run_list:
        raise ToqueError("the run list is empty: give -o RUNLIST or a run_list in -j")
    if any(kind == "role" for kind, _ in run_list):
        raise ToqueError("roles are not supported yet: list recipes in the run list")
    recipes = [name for _, name in run_list]
    node.run_list = [f"recipe[{r}]" for r in recipes]
    node.recipes = list(recipes)
    ctx.node = node
    out.write("Compiling Cookbooks...\n")
    try:
        available = discover(options.cookbook_paths, lambda p: evaluate_metadata(rt, p))
        order = resolve(available, list(dict.fromkeys(r.split("::")[0] for r in recipes)))
        dsl = RecipeDSL(rt, ctx, collection, node)
        run = CookbookRun(rt, dsl, order)

        def compile_all() -> None:
            run.load()
            for recipe in recipes:
                run.include_recipe(recipe)

        with_deep_stack(compile_all)
    except RubyError as err:
        original = getattr(err, "toque_error", None)
        if original is not None:
            raise original from None
        raise ruby_error(rt, err) from None
    except CookbookError:
        raise
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
