"""The recipe DSL: `file "/x" do … end` declares a runtime resource; blocks set its properties.

A recipe runs with an instance of the Ruby class `Chef::Recipe` as self. A call to a
name the recipe does not define is looked up in the resource registry; a resource's
block is evaluated with the resource's Ruby proxy (`Chef::Resource`) as self, while
it still sees the recipe's local variables, and any name that is no property of the
resource goes back to the recipe (as Chef's method_missing does).
"""

from __future__ import annotations

import difflib
from typing import Any

from toque.interpreter.dsl.deferred_blocks import RubyDeferred
from toque.interpreter.dsl.ruby_errors import RecipeError
from toque.interpreter.dsl.value_bridge import property_value, to_py, to_ruby
from toque.interpreter.model.classes import Method, RClass
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.deferred import Lazy
from toque.runtime.errors import RuntimeToqueError as _RuntimeErrors
from toque.source import Span

_RESOURCE = "@__resource"


class RecipeDSL:
    """Installs the DSL in a Runtime and collects the declared resources."""

    def __init__(self, rt: Any, ctx: Any, node_bridge: Any = None) -> None:
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
        self.resource_classes: Any = None  # resource_class.State
        self.definitions: Any = None  # definitions.Definitions
        self.run_contexts: dict[int, RObject] = {}  # the Chef::RunContext object of each
        rt.host = self  # the DSL's Builtins-declared methods reach the run through it
        chef = rt.Object.consts.get("Chef") or rt.define_class("Chef")
        self.recipe_class = rt.define_class("Recipe", rt.Object, chef)
        self.resource_class = rt.define_class("Resource", rt.Object, chef)
        self.lazy_class = rt.define_class("DelayedEvaluator", rt.Object, chef)
        rt.type_classes[Lazy] = self.lazy_class
        self._define_recipe_methods()
        self._define_resource_methods()
        from toque.interpreter.dsl import handlers, run_context
        from toque.interpreter.dsl.chef_api import install

        install(rt, self)
        run_context.install(rt)
        handlers.install(rt)
        from toque.interpreter.dsl.custom_resource import custom_resource_state

        custom_resource_state(self)  # Chef::Resource::File, Chef::Provider… for any Ruby code

    @property
    def collection(self) -> Any:
        return self.ctx.collection

    # -- running a recipe ---------------------------------------------------------------

    def recipe_object(self) -> RObject:
        return RObject(self.recipe_class)

    def span_here(self) -> Span | None:
        node = getattr(self.rt, "callsite", None)
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
        self, type_name: str, args: list, block: Any, recipe: Any, ctx: Any = None
    ) -> RObject:
        """Build a `type_name` resource, run its block, add it to `ctx`'s collection (default:
        the run's; a custom resource's action passes its child context)."""
        ctx = ctx or self.ctx
        proxy = self.build(type_name, args, block, recipe)
        resource = proxy.ivars[_RESOURCE]
        ctx.collection.add(resource)
        if resource.compile_time:
            from toque.runtime.runner import Runner

            Runner(ctx).run_compile_time(resource)
        return proxy

    def build(self, type_name: str, args: list, block: Any, recipe: Any) -> RObject:
        """A `type_name` resource with its block run, in no collection (Chef's
        build_resource); its Ruby proxy."""
        span = self.span_here()
        self._check_name(type_name, args, span)
        name = to_py(args[0]) if args and args[0] is not None else self._default_name(type_name)
        where = recipe.ivars if isinstance(recipe, RObject) else {}
        cookbook, recipe_name = where.get("@cookbook_name"), where.get("@recipe_name")
        from toque.interpreter.dsl.resource_class import resolve_name

        provider = resolve_name(self, type_name)  # `provides … do |node| … end` asked now
        try:
            resource = self.ctx.registry.build(
                type_name,
                name,
                span,
                cookbook=None if cookbook is None else str(to_py(cookbook)),
                recipe=None if recipe_name is None else str(to_py(recipe_name)),
                platform_family=self._platform_family(),
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

    def _platform_family(self) -> Any:
        node = self.ctx.node
        try:
            return None if node is None else node["platform_family"]
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
            from toque.interpreter.dsl.core_classes import ruby_class

            proxy = RObject(ruby_class(self, type(resource)) or self.resource_class)
            proxy.ivars[_RESOURCE] = resource
            proxy.ivars["@__recipe"] = recipe
            self.proxies[id(resource)] = proxy
        return proxy

    def run_now(self, resource: Any, actions: list[str]) -> None:
        """`resource.run_action(:x)` during compile."""
        from toque.runtime.runner import Runner

        ctx = self.ctx
        if not ctx.why_run and self.config_why_run():  # inside `forced_why_run { }`
            ctx = ctx.derive(why_run=True)
        Runner(ctx).run_during_compile(resource, [str(a) for a in actions])

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

    # -- the Ruby side ------------------------------------------------------------------------

    def _define(self, klass: RClass, name: str, fn: Any) -> None:
        klass.define(name, Method(name, fn, klass, -1))

    def _define_recipe_methods(self) -> None:
        dsl = self
        rt = self.rt

        def method_missing(rt_, recv, args, block):
            name = args[0].name
            if dsl.ctx.registry.knows(name):
                from toque.interpreter.dsl.run_context import context_of

                return dsl.declare(name, list(args[1:]), block, recv, context_of(rt_, recv))
            from toque.interpreter.dsl import provider_class, resource_class
            from toque.interpreter.dsl.resource_class import refused_error

            resource_class.finalize(dsl)  # classes a recipe itself defined
            provider_class.finalize(dsl)
            if dsl.ctx.registry.knows(name):
                from toque.interpreter.dsl.run_context import context_of

                return dsl.declare(name, list(args[1:]), block, recv, context_of(rt_, recv))

            refused = refused_error(dsl, name)
            if refused is not None:
                raise refused
            known = sorted(_types(dsl))
            close = difflib.get_close_matches(name, known, n=3)
            hint = f" (did you mean {', '.join(close)}?)" if close else ""
            err = rt_.error(
                "NoMethodError", f"undefined method or resource type `{name}' for recipe{hint}"
            )
            err.exc.ivars["@name"] = sym(name)
            raise err

        def node(rt_, recv, args, block):
            return dsl.node

        def lazy(rt_, recv, args, block):
            if block is None:
                raise rt_.error("ArgumentError", "lazy needs a block")
            value = Lazy.__new__(Lazy)  # Lazy() would check its argument against the
            value.deferred = dsl.deferred(block, "lazy")  # Deferred Protocol: ~20 us each
            return value

        def resources(rt_, recv, args, block):
            from toque.interpreter.dsl.run_context import find_in

            return find_in(rt_, dsl.collection, list(args))

        def node_query(name: str):
            def query(rt_, recv, args, block):
                return rt_.send(dsl.node, name, list(args), block)

            return query

        def include_recipe(rt_, recv, args, block):
            loader = dsl.ctx.loader
            if loader is None:
                raise rt_.error(
                    "NotImplementedError",
                    "include_recipe needs cookbooks: use `toque client` with a cookbook path",
                )
            done = False
            current = recv.ivars.get("@cookbook_name") if isinstance(recv, RObject) else None
            for arg in args:
                spec = rt_.to_s(arg)
                if spec.startswith("::") and current is not None:  # this recipe's cookbook
                    spec = rt_.to_s(current) + spec
                done = loader.include_recipe(spec) or done
            return done

        def cookbook_name(rt_, recv, args, block):
            return recv.ivars.get("@cookbook_name")

        def recipe_name(rt_, recv, args, block):
            return recv.ivars.get("@recipe_name")

        for name, fn in (
            ("method_missing", method_missing),
            ("node", node),
            ("lazy", lazy),
            ("resources", resources),
            ("include_recipe", include_recipe),
            ("cookbook_name", cookbook_name),
            ("recipe_name", recipe_name),
            ("platform?", node_query("platform?")),
            ("platform_family?", node_query("platform_family?")),
        ):
            self._define(self.recipe_class, name, fn)
        del rt

    def _define_resource_methods(self) -> None:
        dsl = self

        def resource_of(proxy: RObject) -> Any:
            return proxy.ivars[_RESOURCE]

        def method_missing(rt_, recv, args, block):
            name = args[0].name
            resource = resource_of(recv)
            rest = args[1:]  # a new list (args is the call's own)
            setter = name.endswith("=")
            prop = name[:-1] if setter else name
            recipe = recv.ivars.get("@__recipe") or rt_.main
            if (
                prop in resource.properties
                or prop in type(resource)._aliases
                or (
                    # another platform's resource keeps whatever it is given (other_platforms.py)
                    resource.open_properties
                    and (rest or setter or block is not None)
                    and not rt_.responds(recipe, name, True)
                )
            ):
                if block is not None and not rest:  # `block do … end` in a ruby_block
                    dsl.set_property(resource, prop, block)
                    return None
                if rest or setter:
                    value = rest[0] if len(rest) == 1 else RArray(rest)
                    dsl.set_property(resource, prop, value)
                    return value
                return property_value(resource, prop)
            if (
                rest
                and not rt_.responds(recipe, name, True)
                and name not in dsl.ctx.registry.resources
            ):
                dsl.set_property(resource, prop, rest[0])  # unknown: the runtime says so
            return rt_.send(recipe, name, rest, block, True)  # the recipe's helpers

        def action(rt_, recv, args, block):
            resource = resource_of(recv)
            if not args:
                return RArray(sym(a) for a in resource.action)
            value = args[0] if len(args) == 1 else RArray(args)
            try:
                resource.set_action(to_py(value), dsl.span_here())
            except _RuntimeErrors as exc:
                raise dsl._as_ruby(exc) from None
            return value

        def guard(kind: str):
            def add(rt_, recv, args, block):
                resource = resource_of(recv)
                check = to_py(args[0]) if args else None
                options = to_py(args[1]) if len(args) > 1 and isinstance(args[1], RHash) else None
                if options is not None:
                    options = {str(k): v for k, v in options.items()}
                span = dsl.span_here()
                if block is not None and check is None:
                    check = dsl.deferred(block, kind)
                if isinstance(check, RProc):
                    check = dsl.deferred(check, kind)
                from toque.runtime.guards import add_guard

                add_guard(resource, kind, check, options, span)
                return None

            return add

        def notify(kind: str):
            def add(rt_, recv, args, block):
                resource = resource_of(recv)
                if len(args) < 2:
                    raise rt_.arity_error(len(args), "2..3")
                action = to_py(args[0])
                target = args[1]
                target = (
                    resource_of(target)
                    if isinstance(target, RObject) and _RESOURCE in target.ivars
                    else to_py(target)
                )
                timing = to_py(args[2]) if len(args) > 2 else "delayed"
                try:
                    getattr(resource, kind)(action, target, timing, dsl.span_here())
                except _RuntimeErrors as exc:
                    raise dsl._as_ruby(exc) from None
                return None

            return add

        def delayed_action(rt_, recv, args, block):
            try:
                resource_of(recv).delayed_action(to_py(args[0]), dsl.span_here())
            except _RuntimeErrors as exc:
                raise dsl._as_ruby(exc) from None

        def name(rt_, recv, args, block):
            return to_ruby(resource_of(recv).raw_name)

        def to_s(rt_, recv, args, block):
            return RString(str(resource_of(recv)))

        def run_action(rt_, recv, args, block):
            dsl.run_now(resource_of(recv), [str(to_py(a)) for a in args])
            return None

        def updated(rt_, recv, args, block):
            return bool(resource_of(recv).updated)

        def helpers(word: str):
            """`helpers(Module)` / `helper(:name) { … }` of a template; else a plain name."""

            def add(rt_, recv, args, block):
                found = getattr(resource_of(recv), "template_helpers", None)
                if not isinstance(found, list):
                    return method_missing(rt_, recv, [sym(word), *args], block)
                if word == "helpers":
                    if block is not None:
                        found.append(block_module(rt_, block))
                    found.extend(args)
                elif not args or block is None:
                    raise rt_.error("ArgumentError", "helper needs a name and a block")
                else:
                    found.append((rt_.to_s(args[0]), block))
                return None

            return add

        def block_module(rt_, block):
            module = rt_.send(rt_.Object.consts["Module"], "new", [], None)
            rt_.send(module, "module_eval", [], block)
            return module

        def cookbook_name(rt_, recv, args, block):
            cookbook = resource_of(recv).cookbook_name
            return None if cookbook is None else RString(cookbook)

        def respond_to_missing(rt_, recv, args, block):  # properties answer respond_to?
            prop = rt_.to_s(args[0]).removesuffix("=")
            resource = resource_of(recv)
            return prop in resource.properties or prop in type(resource)._aliases

        def shadowing(word: str):
            """A Kernel method a property's name hides (`system true` in `user`), as Chef's
            property methods on the resource class hide Kernel's; else Kernel's as usual."""

            def call(rt_, recv, args, block):
                return method_missing(rt_, recv, [sym(word), *args], block)

            return call

        methods = {
            **{word: shadowing(word) for word in KERNEL_NAMES_PROPERTIES_HIDE},
            "method_missing": method_missing,
            "respond_to_missing?": respond_to_missing,
            "helpers": helpers("helpers"),
            "helper": helpers("helper"),
            "cookbook_name": cookbook_name,
            "action": action,
            "only_if": guard("only_if"),
            "not_if": guard("not_if"),
            "notifies": notify("notifies"),
            "subscribes": notify("subscribes"),
            "delayed_action": delayed_action,
            "name": name,
            "to_s": to_s,
            "inspect": to_s,
            "run_action": run_action,
            "updated?": updated,
            "updated_by_last_action?": updated,
            "lazy": self.recipe_class.methods["lazy"].fn,
        }
        for n, fn in methods.items():
            self._define(self.resource_class, n, fn)

    def set_property(self, resource: Any, prop: str, value: Any) -> None:
        span = self.span_here()
        if isinstance(value, RProc):
            value = self.deferred(value, prop)
        try:
            resource.set(
                prop, value if isinstance(value, (Lazy, RubyDeferred)) else to_py(value), span
            )
        except _RuntimeErrors as exc:
            raise self._as_ruby(exc) from None


# Kernel methods that are also core resource properties (user's and group's `system`)
KERNEL_NAMES_PROPERTIES_HIDE = ("system",)


def _types(dsl: RecipeDSL) -> set[str]:
    return dsl.ctx.registry.names()


__all__ = ["RecipeDSL", "RSymbol"]
