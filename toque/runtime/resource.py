"""`Resource`: a declared piece of desired state with its properties, actions, guards and notifications."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from toque.runtime.deferred import Lazy
from toque.runtime.errors import UnknownActionError, UnknownPropertyError, ValidationError
from toque.runtime.properties import Property
from toque.runtime.values import Sym, inspect
from toque.source import Span


def provides(*names: str):
    """Mark a Resource (or Provider) class as implementing the resource types `names`."""

    def mark(cls: type) -> type:
        cls.provides_names = tuple(names)
        if issubclass(cls, Resource) and not cls.__dict__.get("resource_name"):
            cls.resource_name = names[0]
        return cls

    return mark


def _ignore_failure(value: Any) -> Any:
    return "quiet" if value in ("quiet",) else value


class Values:
    """A snapshot of a resource's properties for one action: lazy values already resolved."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.__dict__ = values

    def get(self, name: str, default: Any = None) -> Any:
        return self.__dict__.get(name, default)


class Resource:
    """Base of every resource type. Subclasses declare `Property`s and `actions`."""

    resource_name: ClassVar[str] = ""
    provides_names: ClassVar[tuple[str, ...]] = ()
    actions: ClassVar[tuple[str, ...]] = ()
    default_action: ClassVar[str] = "nothing"
    default_guard_interpreter: ClassVar[str] = "default"
    action_aliases: ClassVar[dict[str, str]] = {}
    # the resource type this word declares on a host, from its facts (platform, platform_family,
    # platform_version): `package` on debian is an apt_package. None: always this class
    platform_variant: ClassVar[Callable[[Mapping[str, Any]], str | None] | None] = None
    properties: ClassVar[dict[str, Property]] = {}
    _plain_defaults: ClassVar[dict[str, Any]] = {}
    _computed: ClassVar[tuple[Property, ...]] = ()
    _required: ClassVar[tuple[Property, ...]] = ()
    _sensitive: ClassVar[tuple[Property, ...]] = ()
    _allowed: ClassVar[tuple[str, ...]] = ("nothing",)
    _aliases: ClassVar[dict[str, str]] = {}
    open_properties: ClassVar[bool] = False  # True: any property name is kept (other platforms)

    # common properties (CHEF_SEMANTICS 4.2, 4.3)
    ignore_failure = Property(
        (bool, Sym, str), default=False, coerce=_ignore_failure, equal_to=(True, False, "quiet"),
        desired_state=False,
    )  # fmt: skip
    retries = Property(int, default=0, desired_state=False)
    retry_delay = Property((int, float), default=2, desired_state=False)
    sensitive = Property(bool, default=False, desired_state=False)
    guard_interpreter = Property((Sym, str, None), default=None, coerce=str, desired_state=False)
    compile_time = Property(bool, default=False, desired_state=False)
    # the file mode creation mask the action runs with ("022", 0o027), as execute's own
    umask = Property((str, int, None), desired_state=False)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        props: dict[str, Property] = {}
        for base in reversed(cls.__mro__):
            props.update({k: v for k, v in vars(base).items() if isinstance(v, Property)})
        cls.properties = props
        cls._aliases = {a: p.name for p in props.values() for a in p.aliases}
        # for snapshot(): plain defaults copied in one go, the rest read one by one
        cls._plain_defaults = {n: p.shared_default() for n, p in props.items() if p.plain_default()}
        cls._computed = tuple(p for n, p in props.items() if n not in cls._plain_defaults)
        cls._required = tuple(p for p in props.values() if p.required)
        cls._sensitive = tuple(p for p in props.values() if p.sensitive)  # hidden in output
        cls._allowed = ("nothing", *cls.actions, *cls.action_aliases)

    def __init__(
        self,
        name: Any,
        span: Span | None = None,
        *,
        declared_type: str | None = None,
        cookbook: str | None = None,
        recipe: str | None = None,
    ) -> None:
        self.raw_name = name
        self.name = ", ".join(map(str, name)) if isinstance(name, (list, tuple)) else str(name)
        self.span = span
        self.declared_type = declared_type or self.resource_name
        self.cookbook_name = cookbook
        self.recipe = recipe
        self._values: dict[str, Any] = {}
        # property -> a live view handed out to code that may change it in place (a Ruby
        # Hash or Array read from a recipe: `t.variables[:x] = 1`); called, it gives the
        # view's current value, which is stored back before the property is read
        self._live: dict[str, Any] | None = None
        self.action: list[str] = [self.default_action]
        self.guards: list[Any] = []
        self.notifications: list[Any] = []  # this resource notifies others
        self.delayed_actions: list[str] = []  # `delayed_action`: queued at the start of converge
        self.subscriptions: list[Any] = []  # others notify this one, as declared by `subscribes`
        self.updated = False  # sticky: any action this run updated it
        self.updated_by_last_action = False
        self.resolved: Values | None = None  # the last snapshot: output hides its secrets

    # -- identity ----------------------------------------------------------------------------
    def __str__(self) -> str:
        return f"{self.resource_name}[{self.name}]"

    def __repr__(self) -> str:
        return f"<{self} {self.location}>"

    @property
    def key(self) -> str:
        """The lookup/notification key: the DSL word used plus the name."""
        return f"{self.declared_type}[{self.name}]"

    @property
    def location(self) -> str:
        return f"{self.span.file}:{self.span.line}" if self.span else ""

    @property
    def identity(self) -> Any:
        ids = [p for p in self.properties.values() if p.identity]
        if not ids:
            ids = [p for p in self.properties.values() if p.name_property]
        if not ids:
            return self.name
        if len(ids) == 1:
            return ids[0].read(self)
        return {p.name: p.read(self) for p in ids}

    # -- setting properties and actions (compile time) ---------------------------------------
    def set(self, name: str, value: Any, span: Span | None = None) -> None:
        """Set property `name`; unknown names fail with the closest known one as a hint."""
        if name == "action":
            self.set_action(value, span)
            return
        prop = self.properties.get(name) or self.properties.get(self._aliases.get(name, ""))
        if prop is None:
            known = sorted({*self.properties, *self._aliases, "action"})
            from difflib import get_close_matches  # only for a mistake: start-up

            close = get_close_matches(name, known, n=1)
            hint = f"did you mean `{close[0]}`?" if close else None
            raise UnknownPropertyError(
                f"{self} has no property `{name}`", span or self.span, hint=hint
            )
        prop.assign(self, value, span)

    def get(self, name: str) -> Any:
        prop = self.properties.get(name) or self.properties[self._aliases[name]]
        return prop.read(self)

    def is_set(self, name: str) -> bool:
        return name in self._values

    @classmethod
    def allowed_actions(cls) -> tuple[str, ...]:
        return cls._allowed

    def set_action(self, value: Any, span: Span | None = None) -> None:
        self.action = self._checked_actions(value, span)

    def delayed_action(self, value: Any, span: Span | None = None) -> None:
        """Chef's `delayed_action`: the resource notifies itself, delayed, whatever happens."""
        self.delayed_actions += self._checked_actions(value, span)

    def _checked_actions(self, value: Any, span: Span | None) -> list[str]:
        items = list(value) if isinstance(value, (list, tuple)) else [value]
        allowed = self.allowed_actions()
        for item in items:
            if item is None or str(item) not in allowed:
                shown = ", ".join(f":{a}" for a in allowed)
                passed = inspect(Sym(item) if isinstance(item, str) else item)
                from difflib import get_close_matches

                close = get_close_matches(str(item), allowed, n=1)
                raise UnknownActionError(
                    f"Option action must be equal to one of: {shown}!  You passed {passed}.",
                    span or self.span,
                    hint=f"did you mean :{close[0]}?" if close else None,
                )
        return [str(a) for a in items]

    def canonical_action(self, action: str) -> str:
        return self.action_aliases.get(action, action)

    # -- guards and notifications: thin doors to their modules -------------------------------
    def only_if(
        self, check: Any = None, options: dict[str, Any] | None = None, span: Span | None = None
    ) -> None:
        from toque.runtime.guards import add_guard

        add_guard(self, "only_if", check, options, span)

    def not_if(
        self, check: Any = None, options: dict[str, Any] | None = None, span: Span | None = None
    ) -> None:
        from toque.runtime.guards import add_guard

        add_guard(self, "not_if", check, options, span)

    def notifies(
        self, action: Any, target: Any, timing: Any = "delayed", span: Span | None = None
    ) -> None:
        from toque.runtime.notifications import notify

        notify(self, action, target, timing, span)

    def subscribes(
        self, action: Any, targets: Any, timing: Any = "delayed", span: Span | None = None
    ) -> None:
        from toque.runtime.notifications import subscribe

        subscribe(self, action, targets, timing, span)

    def after_created(self) -> None:
        """Chef's `after_created`: checks across properties once the block has run (compile
        time); raise ValidationError to stop the compile at the declaration."""

    # -- converge time -----------------------------------------------------------------------
    def effective_guard_interpreter(self) -> str:
        return self.guard_interpreter or self.default_guard_interpreter

    def sync_live(self) -> None:
        """Store back what live views hold (see `_live`)."""
        for name, view in self._live.items():
            self._values[name] = view()

    def snapshot(self, action: str) -> Values:
        """Every property resolved once for this action; required ones checked."""
        if self._live:
            self.sync_live()
        values = dict(self._plain_defaults)
        for prop in self._computed:
            if prop.name not in self._values:  # its default (read(), less the lookups done)
                values[prop.name] = prop._default(self)
        for name, value in self._values.items():
            values[name] = (
                value if value.__class__ is not Lazy else self.properties[name].read(self)
            )
        for prop in self._required:
            if values[prop.name] is None and prop.required_for(action):
                raise ValidationError(f"{prop.name} is a required property", self.span)
        self.resolved = Values(values)
        return self.resolved


# The properties every resource has (ignore_failure, retries, sensitive…): the shell lists
# a resource's own apart from them
COMMON_PROPERTIES = frozenset(n for n, v in vars(Resource).items() if isinstance(v, Property))
