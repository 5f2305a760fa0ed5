"""The composition root: parse, compile a recipe into resources, converge them.

The one place that knows every layer: grammar, interpreter (with the recipe DSL) and
runtime. Errors come out as ToqueErrors with a place; `cli` turns them into exit codes.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any

from toque.chef_repo import (
    expand_run_list,
    guarded,
    load_cookbooks,
    repo_folder,
    repository,
)
from toque.errors import RunFailed, ToqueError
from toque.gctune import settled
from toque.records import Record

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime
    from toque.runtime.context import RunContext


class ApplyOptions(Record):
    """What `toque apply` was asked to do."""

    _fields = ("recipe", "why_run", "attributes", "log_level", "formatter", "lock_file",
               "lock_timeout", "color", "logfile")  # fmt: skip

    def __init__(
        self,
        recipe: str,
        why_run: bool = False,
        attributes: str | None = None,  # a JSON file of node attributes (-j)
        log_level: str = "warn",
        formatter: str = "doc",
        lock_file: str | None = None,
        lock_timeout: float | None = None,  # seconds to wait for another run; None: for ever
        color: bool | None = None,  # None: on a terminal only
        logfile: str | None = None,  # -L: the log also goes to this file
    ) -> None:
        self.recipe = recipe
        self.why_run = why_run
        self.attributes = attributes
        self.log_level = log_level
        self.formatter = formatter
        self.lock_file = lock_file
        self.lock_timeout = lock_timeout
        self.color = color
        self.logfile = logfile


def load_attributes(path: str | None) -> dict[str, Any]:
    from toque.repo.jsonfile import read_json

    if not path:
        return {}
    data = read_json(path, "node attributes file")
    if not isinstance(data, dict):
        raise ToqueError(f"{path}: node attributes must be a JSON object")
    return data


def program_streams(services: Any, out: IO[str], err: IO[str]) -> tuple[Any, Any]:
    """Where the recipes' Ruby prints (`$stdout`, `$stderr`): through the formatter that keeps
    a live line on the terminal, if any (runtime/formatters/live.py)."""
    from toque.runtime.formatters import program_streams as through_formatters

    return (out, err) if services is None else through_formatters(services.events, out, err)


def start_run(
    rt: Runtime,
    node: Any,
    services: Any = None,
    data_bags: str | None = None,
    save_node: Any = None,
    expand_run_list: Any = None,
    loader: Any = None,
) -> Any:
    """The one assembly of a compile run: the run context, complete — the node, an empty
    resource collection, where cookbook files come from, the data bags, the cookbook
    loader (`loader`, a CookbookRun; None for a lone recipe) — over `services` (a RunContext
    giving the backend, events, why-run…), and the recipe DSL that fills it; `save_node` and
    `expand_run_list` are the node's (see NodeBridge).
    Returns the RecipeDSL; its `ctx` is the run context."""
    from toque.interpreter.dsl.chef_api import config_reader
    from toque.interpreter.dsl.handlers import EventHandlerHook, report_handlers
    from toque.interpreter.dsl.node_bridge import NodeBridge
    from toque.interpreter.dsl.recipe import RecipeDSL
    from toque.interpreter.dsl.templates import cookbook_files
    from toque.repo.data_bags import DataBags
    from toque.runtime import ResourceCollection, RunContext

    bridge = NodeBridge(rt, node, save_node, expand_run_list)
    ctx = (services or RunContext()).derive(
        node=node,
        collection=ResourceCollection(),
        files=cookbook_files(rt, bridge),
        data_bags=DataBags(data_bags),
        loader=loader,
        handlers=report_handlers(rt),
        config=config_reader(rt),
    )
    ctx.events.subscribe(EventHandlerHook(rt, ctx.events))
    return RecipeDSL(rt, ctx, bridge)


def compile_recipe(
    path: str, services: Any = None, node_attrs: dict[str, Any] | None = None
) -> Any:
    """Evaluate a recipe: fills the run's collection; changes nothing on the host. Returns
    the RecipeDSL (its `ctx` is the run context, ready to converge)."""
    from toque.grammar.files import parse_file
    from toque.interpreter.dsl.core_cookbook import load_core
    from toque.interpreter.dsl.node_bridge import new_node
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.program import run_program, top_frame

    tree = parse_file(path)
    rt = Runtime(*program_streams(services, sys.stdout, sys.stderr))
    node = new_node()
    node.apply_json(dict(node_attrs or {}))
    dsl = start_run(rt, node, services)
    load_core(rt, dsl, lazy=True)  # the core cookbook's resources: notify_group, cron_d…
    settled()  # the interpreter and the DSL live as long as the run
    frame = top_frame(rt, path)
    frame.self = dsl.recipe_object()
    guarded(rt, run_program, rt, tree, os.path.abspath(path), "", frame)
    return dsl


def apply(options: ApplyOptions, out: IO[str]) -> Any:
    """`toque apply`: compile the recipe, then converge it: the RunResult (RunFailed when a
    resource failed)."""

    attributes = load_attributes(options.attributes)
    with run_services(options, out) as services:
        with run_lock(services, options.lock_file, options.lock_timeout):
            dsl = compile_recipe(options.recipe, services, attributes)
            settled()  # the compiled recipe and its resources, until the run ends
            try:
                return converge(dsl.ctx)
            finally:
                end_ruby_threads(dsl)


@contextlib.contextmanager
def run_services(options: Any, out: IO[str]) -> Iterator[Any]:
    """The engine's services for a run of `toque apply`/`client`: why-run, the log level, the
    formatter on `out` and, with -L, the log file (closed when the run ends)."""
    from toque.runtime import LocalBackend, RunContext
    from toque.runtime.formatters import make_formatter

    backend = LocalBackend(file_durability(getattr(options, "settings", None) or {}))
    services = RunContext(backend=backend, why_run=options.why_run, log_level=options.log_level)
    level = options.log_level
    services.events.subscribe(
        make_formatter(options.formatter, out, log_level=level, color=options.color)
    )
    try:
        if not options.logfile:
            yield services
            return
        try:
            log = open(options.logfile, "a", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as exc:
            msg = f"cannot open the log file {options.logfile}: {exc.strerror}"
            raise ToqueError(msg) from None
        with log:
            from toque.runtime.formatters.logfile import LogFile  # with -L only

            services.events.subscribe(LogFile(log, log_level=level))
            yield services
    finally:  # a run that ended any other way (interrupted, a compile error) syncs too
        backend.sync_pending()


def file_durability(settings: dict[str, Any]) -> str:
    """client.rb's (or --config-option's) `file_durability`: full unless set."""
    from toque.errors import ConfigurationError
    from toque.runtime.backends.durability import DEFAULT, durability

    value = settings.get("file_durability")
    if value is None:
        return DEFAULT
    try:
        return durability(value)
    except ValueError as exc:
        raise ConfigurationError(str(exc)) from None


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
        from toque.interpreter.dsl.cookbook import CookbookRun
        from toque.interpreter.dsl.node_bridge import new_node
        from toque.interpreter.model.world import Runtime
        from toque.interpreter.program import Evaluator
        from toque.runtime import RunContext
        from toque.runtime.formatters import make_formatter

        self.out = out
        self.why_run = why_run
        services = RunContext(why_run=why_run)
        services.events.subscribe(make_formatter(formatter, out))
        self.rt = Runtime(stdout=out)
        self.node = new_node()
        json_run_list = self.node.apply_json(load_attributes(attributes))
        bags = repo_folder(cookbook_paths or [], None, "data_bags")
        loader = CookbookRun(self.rt) if cookbook_paths else None
        self.dsl = start_run(self.rt, self.node, services, bags, loader=loader)
        self.ctx = self.dsl.ctx
        self.collection = self.ctx.collection
        self.evaluator = Evaluator(self.rt)
        self.evaluator.frame.self = self.dsl.recipe_object()
        self.converged = 0  # resources [0, converged) have run
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
        from toque.interpreter.dsl.ruby_errors import as_user_errors

        return as_user_errors(self.rt, self.evaluator.eval, text, file)

    def inspect(self, value: Any) -> str:
        return self.rt.inspect(value)

    def pending(self) -> list[Any]:
        return list(self.collection)[self.converged :]

    def converge(self, why_run: bool | None = None, limit: int | None = None) -> Any:
        """Converge the resources declared since the last converge (or the next `limit`)."""
        from toque.runtime import ResourceCollection

        batch = ResourceCollection()
        todo = self.pending()[:limit] if limit is not None else self.pending()
        for resource in todo:
            batch.add(resource)
        ctx = self.ctx if why_run is None else self.ctx.derive(why_run=why_run)
        self.converged += len(todo)
        return converge(ctx, batch)

    def skip(self, count: int = 1) -> list[Any]:
        skipped = self.pending()[:count]
        self.converged += len(skipped)
        return skipped


class ClientOptions(Record):
    """What `toque client` was asked to do."""

    _fields = ("run_list", "cookbook_paths", "why_run", "attributes", "log_level", "formatter",
               "lock_file", "lock_timeout", "data_bag_path", "role_path", "environment_path",
               "environment", "node_name", "settings", "color", "logfile", "notes",
               "slow_report", "persist_node", "override_run_list")  # fmt: skip

    def __init__(
        self,
        run_list: list[str],
        cookbook_paths: list[str],
        why_run: bool = False,
        attributes: str | None = None,
        log_level: str = "warn",
        formatter: str = "doc",
        lock_file: str | None = None,
        lock_timeout: float | None = None,  # seconds to wait for another run; None: for ever
        data_bag_path: str | None = None,  # default: data_bags/ beside the first cookbook path
        role_path: str | list[str] | None = None,  # default: roles/ beside it
        environment_path: str | list[str] | None = None,  # default: environments/ beside it
        environment: str | None = None,  # -E; else the -j file's chef_environment; else _default
        node_name: str | None = None,
        settings: dict[str, Any] | None = None,  # a client.rb's, for Chef::Config
        color: bool | None = None,  # None: on a terminal only
        logfile: str | None = None,  # -L: the log also goes to this file
        notes: list[str] | None = None,  # info lines: which config, which repo
        slow_report: int | None = None,  # --slow-report [COUNT]: the slowest resources, at the end
        # chef-client -z's node: read from nodes/NAME.json at the start, saved there at the end
        # (the CLI asks for it; a caller that only compiles or converges leaves the repo alone)
        persist_node: bool = False,
        override_run_list: bool = False,  # -o: this run's list only; the node is not saved
    ) -> None:
        self.run_list = run_list
        self.cookbook_paths = cookbook_paths
        self.why_run = why_run
        self.attributes = attributes
        self.log_level = log_level
        self.formatter = formatter
        self.lock_file = lock_file
        self.lock_timeout = lock_timeout
        self.data_bag_path = data_bag_path
        self.role_path = role_path
        self.environment_path = environment_path
        self.environment = environment
        self.node_name = node_name
        self.settings = {} if settings is None else settings
        self.color = color
        self.logfile = logfile
        self.notes = [] if notes is None else notes
        self.slow_report = slow_report
        self.persist_node = persist_node
        self.override_run_list = override_run_list

    # chef-client -z's node: read from nodes/NAME.json at the start, saved there at the end
    # (the CLI asks for it; a caller that only compiles or converges leaves the repo alone)
    persist_node: bool = False
    override_run_list: bool = False  # -o: this run's list only; the node is not saved


def nodes_folder(options: ClientOptions) -> str | None:
    """Where local mode keeps nodes: node_path, else nodes/ in the cookbooks' repo."""
    given = options.settings.get("node_path")
    return repo_folder(options.cookbook_paths, str(given) if given else None, "nodes")


def compile_cookbooks(options: ClientOptions, services: Any, out: IO[str]) -> Any:
    """Load cookbooks in Chef's order and run the run list's recipes: the compile phase.
    Returns the RecipeDSL (its `ctx` is the run context, ready to converge)."""
    from toque.interpreter.dsl.cookbook import CookbookRun
    from toque.interpreter.dsl.node_bridge import new_node
    from toque.interpreter.model.world import Runtime
    from toque.repo import node_file

    rt = Runtime(*program_streams(services, out, sys.stderr))
    node = new_node(options.node_name) if options.node_name else new_node()
    nodes = nodes_folder(options) if options.persist_node else None
    saved = guarded(rt, node_file.load, nodes, node.name) or {}
    node.restore(saved)  # chef-zero serves the node saved by the last run
    json_run_list = node.apply_json(load_attributes(options.attributes))
    if options.environment:
        node.chef_environment = options.environment
    bags = repo_folder(options.cookbook_paths, options.data_bag_path, "data_bags")
    # roles and environments, read when first asked for
    repo = repository(rt, options.cookbook_paths, options.role_path, options.environment_path)
    save = (lambda n: node_file.save(n, nodes)) if nodes else None
    dsl = start_run(
        rt,
        node,
        services,
        bags,
        save,
        lambda: expand_run_list(node, node.run_list, repo),
        CookbookRun(rt),
    )
    settled()  # the interpreter and the DSL live as long as the run
    started = time.perf_counter()
    try:
        _compile_run_list(options, rt, dsl, node, saved, json_run_list, repo)
    except Exception as exc:
        from toque.runtime import Runner

        Runner(dsl.ctx).compile_failed(exc, time.perf_counter() - started)
        end_ruby_threads(dsl)
        raise
    return dsl


def end_ruby_threads(dsl: Any) -> None:
    """The run is over: the threads its Ruby code started end, as they do when a Ruby
    program's main thread ends (a WEBrick server a recipe started closes its port)."""
    from toque.interpreter.core.thread import end_threads

    end_threads(dsl.rt)


def _compile_run_list(
    options: ClientOptions,
    rt: Runtime,
    dsl: Any,
    node: Any,
    saved: dict,
    json_run_list: Any,
    repo: Any,
) -> None:
    """compile_cookbooks' compile phase proper, from "Compiling cookbooks..." on."""
    from toque.interpreter.dsl.chef_api import configure

    dsl.ctx.events.compile_start()
    settings = {**options.settings, "why_run": options.why_run, "log_level": options.log_level}
    configure(rt, settings, options.cookbook_paths, node.name)
    items = options.run_list or json_run_list or list(saved.get("run_list") or [])
    expansion = guarded(rt, expand_run_list, node, items, repo)
    if not expansion.recipes:
        raise ToqueError("the run list is empty: give -o RUNLIST or a run_list in -j")
    guarded(
        rt, load_cookbooks, rt, dsl, options.cookbook_paths, expansion.recipes, False, expansion
    )
    dsl.ctx.events.compile_complete()


def client(options: ClientOptions, out: IO[str]) -> Any:
    """`toque client`: compile the cookbooks of a run list, then converge: the RunResult
    (RunFailed when a resource failed)."""

    with run_services(options, out) as services:
        for note in options.notes:
            services.events.log("info", note, None)
        if options.slow_report is not None:
            from toque.runtime.slow_report import NAME, SlowReport

            slow = SlowReport(out, options.slow_report)
            services.events.subscribe(slow)
            services.report_handlers.append((NAME, slow.report))
        with run_lock(services, options.lock_file, options.lock_timeout):
            dsl = compile_cookbooks(options, services, out)
            settled()  # the cookbooks, the node and the resources, until the run ends
            try:
                result = converge(dsl.ctx)
                save_node(options, dsl)
            finally:
                end_ruby_threads(dsl)
            return result


def save_node(options: ClientOptions, dsl: Any) -> None:
    """The final node save of a successful run, as chef-client -z makes it."""
    ctx = dsl.ctx
    if not options.persist_node:
        return
    if options.override_run_list:
        message = "Skipping final node save because override_runlist was given"
        ctx.events.log("info", message, None)
    elif ctx.why_run:
        ctx.events.log("warn", "In why-run mode, so NOT performing node save.", None)
    elif dsl.node_bridge.save_node is not None:
        dsl.node_bridge.save_node(ctx.node)


def run_lock(ctx: RunContext, lock_file: str | None, timeout: float | None) -> Any:
    """The run lock, to hold from before compiling to the end of converge: compile-time
    actions (`run_action`, `compile_time true`) change the host too. A run that has to wait
    says so once, as chef-client does."""
    from toque.runtime.lock import RunLock

    def waiting(pid: str) -> None:
        who = f"toque {pid} is running" if pid else "another toque run is under way"
        ctx.events.log("warn", f"{who}, will wait for it to finish and then run.", None)

    return RunLock(lock_file, timeout=timeout, on_wait=waiting)


def converge(ctx: RunContext, collection: Any = None) -> Any:
    """The converge phase of `ctx`'s collection, or of `collection` (the caller holds the
    run lock): its RunResult, or RunFailed when a resource failed."""
    from toque.runtime import Runner
    from toque.runtime.errors import ConvergeError, MultipleFailures

    try:
        return Runner(ctx).converge(collection)
    except ConvergeError as exc:
        raise RunFailed(exc.summary, exc) from exc
    except MultipleFailures as exc:
        raise RunFailed(exc.message.splitlines()[0], exc) from exc
