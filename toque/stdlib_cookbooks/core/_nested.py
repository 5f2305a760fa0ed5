"""Resources a Python provider declares and converges inside its action, as Chef's custom
resources do with `file new_resource.path do … end`: they run in a child context and print
under the resource that declared them."""

from __future__ import annotations

from typing import Any

from toque.runtime import Provider


def converge_file(provider: Provider, path: str, content: Any, *, owner: Any = None,
                  group: Any = None, mode: Any = None, sensitive: bool = False) -> bool:  # fmt: skip
    """A `file[path]` with these properties, action :create, converged now (honouring
    why-run). True when it changed (or would have)."""
    from toque.runtime.runner import Runner
    from toque.stdlib_cookbooks.core.file import File

    parent = provider.resource
    ctx = provider.ctx.create_child()
    runner = (getattr(provider, "runner", None) or Runner(provider.ctx)).nested(
        provider.why_run, ctx
    )
    nested = File(path, parent.span, cookbook=parent.cookbook_name, recipe=parent.recipe)
    for name, value in (("content", content), ("owner", owner), ("group", group),
                        ("mode", mode), ("sensitive", sensitive)):  # fmt: skip
        if value is not None:
            nested.set(name, value)
    ctx.collection.add(nested)
    return runner.run_resource(nested)
