"""The recipe DSL: `file "/x" do … end` declares a runtime resource; blocks set its properties.

A recipe runs with an instance of the Ruby class `Chef::Recipe` as self. A call to a
name the recipe does not define is looked up in the resource registry; a resource's
block is evaluated with the resource's Ruby proxy (`Chef::Resource`) as self, while
it still sees the recipe's local variables, and any name that is no property of the
resource goes back to the recipe (as Chef's method_missing does).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.core_classes import ruby_class
from toque.interpreter.dsl.deferred_blocks import RubyDeferred
from toque.interpreter.dsl.resource_methods import RECIPE_IVAR, RESOURCE_IVAR
from toque.interpreter.dsl.ruby_errors import RecipeError
from toque.interpreter.dsl.value_bridge import to_py
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.deferred import Lazy
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime
    from toque.runtime.context import RunContext

PLATFORM_FACTS = ("platform", "platform_family", "platform_version")


class RecipeDSL:
    """Installs the DSL in a Runtime and collects the declared resources."""

    def __init__(self, rt: Runtime, ctx: RunContext, node_bridge: Any = None) -> None:
        """`ctx`: the run's RunContext, complete (node, collection, files, data bags);
        `node_bridge`: the node as Ruby sees it, when the run has a node."""
        self.rt = rt
        self.ctx = ctx
        self.node_bridge = node_bridge
        self.node = node_bridge.ruby_node if node_bridge is not None else RHash()
        self.sources: dict[str, str] = {}
        self._lines: dict[str, tuple[str, list[str]]] = {}  # file -> (its source, its lines)
        self._spans: dict[Any, Span] = {}  # call-site node -> its Span
        self.proxies: dict[int, RObject] = {}
        # the Ruby class a resource's proxy has, by runtime class (custom resources: their
        # own, which carries the helpers of their file); others are Chef::Resource
        self.ruby_classes: dict[type, RClass] = {}
        # what cookbook code adds to the run, each made by its module on first use
        self.run_contexts: dict[int, RObject] = {}  # the Chef::RunContext object of each
        rt.host = self  # the DSL's Builtins-declared methods reach the run through it
        chef = rt.Object.consts.get("Chef") or rt.define_class("Chef")
        self.recipe_class = rt.define_class("Recipe", rt.Object, chef)
        self.resource_class = rt.define_class("Resource", rt.Object, chef)
        self.lazy_class = rt.define_class("DelayedEvaluator", rt.Object, chef)
        rt.type_classes[Lazy] = self.lazy_class
        from toque.interpreter.dsl import (
            handlers,
            recipe_methods,
            resource_methods,
            run_context,
            search_api,
        )
        from toque.interpreter.dsl.chef_api import install

        recipe_methods.recipe.install(rt)
        resource_methods.resource.install(rt)
        install(rt)
        self.search = search_api.install(rt, self)  # `search(:node, …)` answers from it
        run_context.install(rt)
        handlers.install(rt)
        from toque.interpreter.dsl.custom_resource import install_resource_classes
        from toque.interpreter.dsl.resource_class import State

        # the classes every resource class of the run shares (Chef::Resource::LWRPBase,
        # Chef::Provider…), with Chef::Resource::File and the like, for any Ruby code
        self.resource_classes = State(self)
        install_resource_classes(self, self.resource_classes)

    @property
    def collection(self) -> Any:
        return self.ctx.collection

    @functools.cached_property
    def definitions(self) -> Any:
        """The run's legacy definitions (a definitions.Definitions), made when a cookbook
        first has any: their Ruby classes cost start-up time."""
        from toque.interpreter.dsl.definitions import Definitions

        return Definitions(self)

    # -- running a recipe ---------------------------------------------------------------

    def recipe_object(self) -> RObject:
        return RObject(self.recipe_class)

    def span_here(self) -> Span | None:
        node = self.rt.callsite
        if node is None:
            return None
        # one Span per call site (they are frozen): a resource and each of its properties
        # ask for theirs, ~16k per 5,000 resources
        span = self._spans.get(node)
        if span is None:
            span = self._spans[node] = Span(node.file, node.line, node.col)
        return span

    def source(self, file: str) -> str | None:
        if file not in self.sources:
            try:
                with open(file, encoding="utf-8") as f:
                    self.sources[file] = f.read()
            except OSError:
                self.sources[file] = None  # type: ignore[assignment]
        return self.sources[file]

    # -- declaring resources ----------------------------------------------------------------

    def _name_optional(self, type_name: str) -> bool:
        """Resources such as `apt_update` may be declared without a name (Chef 16+: name "")."""
        registry = self.ctx.registry
        cls = registry.resources.get(type_name) if registry.knows(type_name) else None
        return bool(getattr(cls, "name_optional", False))

    def _default_name(self, type_name: str) -> str:
        cls = self.ctx.registry.resources.get(type_name)
        return str(getattr(cls, "name_default", ""))

    def declare(
        self, type_name: str, args: list, block: Any, recipe: Any, ctx: RunContext | None = None
    ) -> RObject:
        """Build a `type_name` resource, run its block, add it to `ctx`'s collection (default:
        the run's; a custom resource's action passes its child context)."""
        ctx = ctx or self.ctx
        proxy = self.build(type_name, args, block, recipe)
        resource = proxy.ivars[RESOURCE_IVAR]
        ctx.collection.add(resource)
        # (the property read only when set, or when a class gives it a default of its own)
        unset = "compile_time" not in resource._values
        if not (unset and resource._plain_defaults.get("compile_time") is False) and (
            resource.compile_time
        ):
            self._compile_runner(ctx).run_compile_time(resource)
        return proxy

    def build(self, type_name: str, args: list, block: Any, recipe: Any) -> RObject:
        """A `type_name` resource with its block run, in no collection (Chef's
        build_resource); its Ruby proxy."""
        span = self.span_here()
        self._check_name(type_name, args, span)
        name = to_py(args[0]) if args and args[0] is not None else self._default_name(type_name)
        where = recipe.ivars if isinstance(recipe, RObject) else {}
        cookbook, recipe_name = where.get("@cookbook_name"), where.get("@recipe_name")
        provider = None
        classes = self.resource_classes
        if classes is not None and type_name in classes.dynamic:
            from toque.interpreter.dsl.resource_class import resolve_name

            provider = resolve_name(self, type_name)  # `provides … do |node| … end` asked now
        try:
            resource = self.ctx.registry.build(
                type_name,
                name,
                span,
                cookbook=None if cookbook is None else str(to_py(cookbook)),
                recipe=None if recipe_name is None else str(to_py(recipe_name)),
                platform=self._platform,  # read only for a word with platform variants
            )
        except _RuntimeErrors as exc:
            raise self._as_ruby(exc) from None
        if provider is not None:  # the class the block chose brings its own provider
            resource.provider_override = provider
        proxy = self.proxy(resource, recipe)
        hooks = getattr(type(resource), "ruby_hooks", None)  # a Ruby class's initialize
        if hooks is not None:
            hooks.initialize(proxy, args[:1])
        if block is not None:
            self.run_block(proxy, block)
        if hooks is not None:
            hooks.after_created(proxy)
        try:
            resource.after_created()
        except _RuntimeErrors as exc:
            raise self._as_ruby(exc) from None
        return proxy

    def _platform(self) -> dict[str, Any] | None:
        """The facts that pick a word's platform variant (`package` → apt_package)."""
        node = self.ctx.node
        try:
            return None if node is None else {k: node[k] for k in PLATFORM_FACTS}
        except Exception:  # noqa: BLE001 - a node without facts: no platform variant
            return None

    def run_block(self, proxy: RObject, block: Any) -> None:
        """A resource's block, with the resource as self (or as its argument)."""
        self.rt.call_proc(
            block, [proxy] if block.arity == 1 else [], self_=proxy, defcls=self.resource_class
        )

    def _check_name(self, type_name: str, args: list, span: Span | None) -> None:
        """Chef's resource words take one optional argument (`def file(args = nil)`), and
        `name` is a required property: a missing or nil name stops the compile, where Chef
        would otherwise go on to manage a file called "None"."""
        if len(args) > 1:
            raise self.rt.arity_error(len(args), "0..1")
        if (args and args[0] is not None) or self._name_optional(type_name):
            return
        given = "a nil name (a missing node attribute?)" if args else "no name"
        raise self._validation_failed(
            "name is a required property",
            span,
            f'`{type_name}` was given {given}: `{type_name} "name" do … end`',
        )

    def _validation_failed(self, text: str, span: Span | None, hint: str) -> RubyError:
        """Chef::Exceptions::ValidationFailed raised into the Ruby code (so `rescue` sees
        Chef's class), shown with its place and a hint if it leaves the recipe."""
        kind = "Chef::Exceptions::ValidationFailed"
        klass = self.rt.Object.consts["Chef"].consts["Exceptions"].consts["ValidationFailed"]
        err = RubyError(self.rt.new_exception(klass, RString(text)))
        shown = RecipeError(f"{kind}: {text}", span, source=self._file_text(span), hint=hint)
        shown.kind = kind
        err.toque_error = shown
        return err

    def _file_text(self, span: Span | None) -> str | None:
        return None if span is None else self.source(span.file)

    def proxy(self, resource: Any, recipe: Any = None) -> RObject:
        proxy = self.proxies.get(id(resource))
        if proxy is None:
            proxy = RObject(ruby_class(self, type(resource)) or self.resource_class)
            proxy.ivars[RESOURCE_IVAR] = resource
            proxy.ivars[RECIPE_IVAR] = recipe
            self.proxies[id(resource)] = proxy
        return proxy

    def run_now(self, resource: Any, actions: list[str]) -> None:
        """`resource.run_action(:x)` during compile."""
        self._compile_runner(self.ctx).run_during_compile(resource, [str(a) for a in actions])

    def _compile_runner(self, ctx: RunContext) -> Any:
        """The runner of compile-time actions (`run_action`, `compile_time true`): the
        engine's rules, under why-run also inside `forced_why_run { }`."""
        from toque.runtime.runner import Runner

        if not ctx.why_run and self.config_why_run():
            ctx = ctx.derive(why_run=True)
        return Runner(ctx)

    def config_why_run(self) -> bool:
        """Chef::Config[:why_run] as Ruby code set it (`forced_why_run` flips it)."""
        config = self.rt.Object.consts["Chef"].consts["Config"].ivars.get("@values")
        return bool(self.rt.truthy(config.get(sym("why_run")))) if config is not None else False

    def _as_ruby(self, exc: Exception) -> RubyError:
        """A runtime error (bad property, unknown type…) raised into the Ruby code."""
        err = self.rt.error("ArgumentError", getattr(exc, "message", str(exc)))
        err.toque_error = exc
        return err

    def deferred(self, block: RProc, word: str) -> RubyDeferred:
        span = self.span_here()
        # the source line describes it in output, as `block_text` does
        text = self._line(span).strip() or f"{word} {{ … }}"
        return RubyDeferred(self.rt, block, span, text, self.proxy)

    def _line(self, span: Span | None) -> str:
        """The source line of `span` ('' if unknown); a file is split into lines once, not
        once per lazy value or guard."""
        if span is None:
            return ""
        source = self.source(span.file)
        if not source:
            return ""
        cached = self._lines.get(span.file)
        if cached is None or cached[0] is not source:
            cached = self._lines[span.file] = (source, source.split("\n"))
        lines = cached[1]
        return lines[span.line - 1] if 1 <= span.line <= len(lines) else ""


__all__ = ["RecipeDSL"]
