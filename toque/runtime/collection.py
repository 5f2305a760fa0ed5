"""The ordered resource collection, indexed by `type[name]` (a later duplicate wins lookups)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from toque.runtime.errors import InvalidResourceSpecification, ResourceNotFound
from toque.runtime.resource import Resource
from toque.source import Span

_SPEC = re.compile(r"^([^\[\]]+)\[(.*)\]$", re.S)


def parse_spec(spec: str, span: Span | None = None) -> tuple[str, str]:
    """`"service[nginx]"` → `("service", "nginx")`; `"apt_update"` → `("apt_update", "")`."""
    m = _SPEC.match(spec)
    if m:
        return m.group(1), m.group(2)
    if "[" in spec or "]" in spec or not spec:
        raise InvalidResourceSpecification(
            f"The string `{spec}' is not valid for a resource lookup. "
            "Correct syntax is `resource_type[resource_name]'",
            span,
        )
    return spec, ""


class ResourceCollection:
    """Resources in declaration order; both duplicates run, lookups find the last."""

    def __init__(self) -> None:
        self._items: list[Resource] = []
        self._index: dict[str, Resource] = {}

    def add(self, resource: Resource) -> Resource:
        self._items.append(resource)
        self._index[resource.key] = resource
        return resource

    def insert(self, position: int, resource: Resource) -> Resource:
        self._items.insert(position, resource)
        self._index[resource.key] = resource
        return resource

    def delete(self, key: str) -> Resource | None:
        """Take out the resource `type[name]` (the one lookups find); None if there is none.
        An earlier resource of the same key becomes the one lookups find."""
        found = self._index.pop(key, None)
        if found is None:
            return None
        for i, resource in enumerate(self._items):
            if resource is found:
                del self._items[i]
                break
        for resource in reversed(self._items):
            if resource.key == key:
                self._index[key] = resource
                break
        return found

    @property
    def live(self) -> list[Resource]:
        """The list itself (not a copy): the runner walks it by index so late additions run."""
        return self._items

    def __iter__(self) -> Iterator[Resource]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, i: int) -> Resource:
        return self._items[i]

    def lookup(self, key: str) -> Resource | None:
        return self._index.get(key)

    def find(self, spec: Any = None, span: Span | None = None, **by_type: Any) -> Any:
        """`find("file[/x]")`, `find(("file", "/x"))`, `find(file="/x")`, `find(file=["/a", "/b"])`.

        One match → the resource; several → a list, as Chef's `resources()`.
        """
        keys = []
        if isinstance(spec, str):
            keys.append("{}[{}]".format(*parse_spec(spec, span)))
        elif isinstance(spec, tuple):
            keys.append(f"{spec[0]}[{spec[1]}]")
        elif isinstance(spec, dict):
            by_type = {**spec, **by_type}
        for type_name, names in by_type.items():
            for name in names if isinstance(names, (list, tuple)) else [names]:
                keys.append(f"{type_name}[{name}]")
        found = []
        for key in keys:
            resource = self._index.get(key)
            if resource is None:
                raise ResourceNotFound(
                    f"Cannot find a resource matching {key} (did you define it first?)", span
                )
            found.append(resource)
        return found[0] if len(found) == 1 else found

    def resources(self, *args: Any, **kwargs: Any) -> Any:
        return self.find(*args, **kwargs)
