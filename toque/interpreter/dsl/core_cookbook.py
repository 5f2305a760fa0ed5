"""The bundled `core` cookbook (RFC "Autoloaded Core Resource Cookbooks"): offered beside the
cookbook path, resolved as every cookbook's first dependency, loaded alone when there is no path."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.repo.cookbooks import CORE, Cookbook, add_bundled

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

CORE_PATH = Path(__file__).resolve().parents[2] / "stdlib_cookbooks" / CORE
_NAMES = re.compile(r"^\s*(?:provides|resource_name)\(?\s*:(\w+)", re.MULTILINE)
_REQUIRES = re.compile(r"^require\(?\s*['\"]([\w/]+)['\"]", re.MULTILINE)  # at top level


def bundled(rt: Runtime) -> Cookbook:
    """The bundled core with its metadata.rb read: its version decides against a user's `core`."""
    from toque.interpreter.dsl.cookbook import evaluate_metadata

    meta = evaluate_metadata(rt, CORE_PATH / "metadata.rb")
    version, depends = str(meta.get("version") or "0.0.0"), dict(meta.get("depends") or {})
    return Cookbook(CORE, CORE_PATH, version, depends, meta)


def with_core(rt: Runtime, available: dict[str, list[Cookbook]]) -> dict[str, list[Cookbook]]:
    """The cookbooks found on the path, plus the bundled core (which wins a tie)."""
    add_bundled(available, bundled(rt))
    return available


def load_core(rt: Runtime, dsl: Any, lazy: bool = False) -> None:
    """A run without a cookbook path (`toque apply`, `toque shell`): the bundled core's resources,
    registered before the recipe runs. Its metadata is not read, as there is no other `core` to
    choose from. `lazy`: each resource file runs when one of its names is first used — the
    files only define resources, and most recipes use none of them (start-up time)."""
    cookbook = Cookbook(CORE, CORE_PATH)
    dsl.ctx.files.add([cookbook], replace=False)  # cron_d's template is in the core
    for path in cookbook.files("resources"):
        if lazy:
            dsl.ctx.registry.defer(names_in(path), lambda p=path: _load(rt, dsl, p))
        else:
            _load(rt, dsl, path)


def names_in(path: Path, text: str | None = None) -> list[str]:
    """The resource names a core resource file declares (its `provides`, and the name from its
    file name), read without running it."""
    auto = CORE if path.stem == "default" else f"{CORE}_{path.stem}"
    return [auto, *_NAMES.findall(path.read_text(encoding="utf-8") if text is None else text)]


def is_bundled(cookbook: Cookbook) -> bool:
    """Is `cookbook` the bundled core (not a user's `core` cookbook that replaced it)?"""
    return cookbook.name == CORE and Path(cookbook.path).resolve() == CORE_PATH


def defer_resource(rt: Runtime, dsl: Any, path: Path) -> None:
    """A cookbook run's core resource file, where the loader would run it: the libraries it
    requires at top level are required now (a recipe may use `to_yaml` or `shellescape`
    without its own require, as under Chef, which loads them), and the file itself runs when
    one of its names is first used — looked up, or claimed by another class, which then
    replaces it as it would have (Registry.load_deferred). Most runs use none of them."""
    from toque.interpreter.model.objects import RString

    text = path.read_text(encoding="utf-8")
    for library in _REQUIRES.findall(text):
        rt.send(rt.main, "require", [RString(library)], None, True)
    dsl.ctx.registry.defer(names_in(path, text), lambda: _load(rt, dsl, path))


def _load(rt: Runtime, dsl: Any, path: Path) -> None:
    from toque.interpreter.dsl.custom_resource import load_custom_resource
    from toque.interpreter.dsl.ruby_errors import as_user_errors

    callsite = rt.callsite  # a lazy load happens in the middle of a recipe
    try:  # on this stack: the files are shallow, and a deep-stack thread costs start-up time
        as_user_errors(rt, load_custom_resource, rt, dsl, CORE, path)
    finally:
        rt.callsite = callsite  # the recipe's declaration keeps its own line


__all__ = [
    "CORE_PATH",
    "bundled",
    "defer_resource",
    "is_bundled",
    "load_core",
    "names_in",
    "with_core",
]
