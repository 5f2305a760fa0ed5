"""Cookbook code as Chef runs it: metadata.rb, libraries, attribute files, recipes, include_recipe."""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.objects import RArray, RHash, RString
from toque.repo.cookbooks import Cookbook, CookbookError
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def evaluate_metadata(rt: Runtime, path: Path) -> dict[str, Any]:
    """A cookbook's metadata file read into a Chef::Cookbook::Metadata, as Chef's cookbook
    loader reads it: metadata.rb evaluated with the object as self (Chef::Mixin::FromFile's
    instance_eval; through the AST cache here), metadata.json's hash given to `from_hash`.
    Returns what the resolver uses (name, version, depends, gems, chef/ohai versions with
    their lines, supported platforms) and the object itself (`object`). An error in the file
    is kept (`error`, with the name read so far), as Chef keeps it: it is raised only when
    the cookbook is used, not for every run on the same cookbook path."""
    from toque.interpreter.model.frames import Frame
    from toque.interpreter.model.signals import RubyError
    from toque.interpreter.program import run_file
    from toque.repo.jsonfile import read_json

    obj = rt.send(rt.const_get("Chef::Cookbook::Metadata"), "new", [])
    meta: dict[str, Any] = {"object": obj}
    try:
        if path.suffix == ".json":
            data = read_json(path, "cookbook metadata", CookbookError)
            if not isinstance(data, dict):
                raise CookbookError(f"cookbook metadata {path} must be a JSON object")
            rt.send(obj, "from_hash", [to_ruby(data)])
        else:
            obj.ivars["@source_file"] = RString(str(path))  # as from_file sets it
            frame = Frame(obj, None, (rt.Object,), rt.singleton_class(obj))
            frame.file = str(path)
            run_file(rt, path, frame=frame)
    except RubyError as err:
        from toque.interpreter.dsl.ruby_errors import toque_error

        meta["error"] = toque_error(rt, err)
    except CookbookError as err:
        meta["error"] = err
    return _metadata_fields(rt, obj, meta)


def _metadata_fields(rt: Runtime, obj: Any, meta: dict[str, Any]) -> dict[str, Any]:
    """The parts of a Metadata object toque's resolver and loader read, as Python values."""
    name = obj.ivars.get("@name")
    meta["name"] = name.v if isinstance(name, RString) else None
    meta["version"] = rt.to_s(rt.send(obj, "version", []))
    # no constraint and Chef's default one both mean any version
    meta["depends"] = {
        name: (None if not constraint or constraint == ">= 0.0.0" else constraint)
        for name, constraint in _pairs(rt, obj.ivars.get("@dependencies"))
    }
    meta["platforms"] = dict(_pairs(rt, obj.ivars.get("@platforms")))
    gems = to_py(rt.send(obj, "gems", [])) or []
    if gems:
        meta["gems"] = [" ".join(str(part) for part in g) if isinstance(g, list) else str(g)
                        for g in gems]  # fmt: skip
    lines = to_py(obj.ivars.get("@version_lines")) or {}
    for word in ("chef_version", "ohai_version"):
        found = []
        # a line as written (the object makes it a Gem::Dependency when it is read), or one
        # from metadata.json, already a Gem::Dependency
        for i, line in enumerate(obj.ivars.get(f"@{word}s") or ()):
            if isinstance(line, RArray):
                listed = [_requirement(rt.to_s(part)) for part in line]
            else:
                listed = to_py(rt.send(rt.send(line, "requirement", []), "as_list", []))
            where = lines.get(word) or []
            found.append(([str(r) for r in listed], where[i] if i < len(where) else None))
        if found:
            meta[f"{word}s"] = found
    return meta


def _pairs(rt: Runtime, mash: Any) -> list[tuple[str, str]]:
    """A Mash of names to constraints (`[]` from an old metadata.json: none) as strings."""
    if not isinstance(mash, RHash):
        return []
    return [(rt.to_s(k), "" if isinstance(v, RArray) else rt.to_s(v)) for k, v in mash.items()]


_REQUIREMENT = re.compile(r"^\s*(=|!=|>=|<=|>|<|~>)?\s*(\S+)\s*$")


def _requirement(text: str) -> str:
    """A Gem requirement as Gem::Requirement#as_list writes it: `12` is `= 12`."""
    m = _REQUIREMENT.match(text)
    return f"{m.group(1) or '='} {m.group(2)}" if m else text


def from_file_scope(rt: Runtime) -> tuple[Any, ...]:
    """The lexical scope of code Chef evaluates with Chef::Mixin::FromFile (`from_file`'s
    instance_eval, `class_from_file`'s class_eval: recipes, attribute files, resources/ and
    providers/ files): the module nesting of those methods, so `Log` is Chef::Log and
    `Resource` is Chef::Resource there."""
    chef = rt.Object.consts.get("Chef")
    if chef is None:
        return ()
    mixin = chef.consts.get("Mixin") or rt.define_module("Mixin", chef)
    from_file = mixin.consts.get("FromFile") or rt.define_module("FromFile", mixin)
    return (from_file, mixin, chef)


def _text(span: Span | None) -> str | None:
    """The file a span is in, to show its line in an error."""
    try:
        return Path(span.file).read_text(encoding="utf-8") if span is not None else None
    except (OSError, UnicodeDecodeError):
        return None


class CookbookRun:
    """Loads cookbooks in Chef's order into the run's recipe DSL and runs the run list.

    The session makes it before the run context, which it is given to when built (Chef's
    RunContext keeps its cookbook compiler); it reaches the run through the Ruby world's
    host (`rt.host`, the RecipeDSL), so neither is set on the other afterwards."""

    def __init__(self, rt: Runtime) -> None:
        self.rt = rt
        self.cookbooks: dict[str, Cookbook] = {}  # Chef's cookbook collection, by name
        self.order: list[Cookbook] = []  # in the order Chef loads them
        self.included: list[str] = []
        self.loaded_attributes: set[Path] = set()
        self.loading_attributes: list[Path] = []  # attribute files being run, outermost first

    @property
    def dsl(self) -> Any:
        """The run's RecipeDSL."""
        return self.rt.host

    def use(self, cookbooks: list[Cookbook]) -> None:
        """The cookbooks the run resolved, in load order; templates and cookbook_files come
        from them."""
        self.order = list(cookbooks)
        self.cookbooks = {cb.name: cb for cb in cookbooks}
        self.dsl.ctx.files.add(cookbooks)

    def _run_file(self, path: Path, self_: Any, from_file: bool = False) -> None:
        """Run a cookbook file. `from_file`: a recipe or an attribute file, which Chef runs
        with `instance_eval(text)` inside `Chef::Mixin::FromFile`: the names of that lexical
        scope (`Chef::Log` as `Log`, `Chef::EncryptedPasswords` as `EncryptedPasswords`)
        resolve there first, as Ruby looks a constant up lexically before at top level."""
        from toque.interpreter.program import run_file, top_frame

        frame = None
        if from_file:
            frame = top_frame(self.rt, str(path))
            frame.self = self_
            frame.cref = (*self._from_file_scope(), self.rt.Object)
        run_file(self.rt, path, self_, frame)

    def _from_file_scope(self) -> tuple[Any, ...]:
        return from_file_scope(self.rt)

    def load(self) -> None:
        """Libraries of all cookbooks, then their attribute files, then custom resources and
        LWRPs, then definitions: Chef's compile order. First, as Chef's cookbook collection
        does, each cookbook's chef_version and ohai_version are checked."""
        from toque.repo.cookbooks import check_versions
        from toque.repo.facts.chef import CHEF_VERSION, OHAI_VERSION

        running = {"chef_version": CHEF_VERSION, "ohai_version": OHAI_VERSION}
        for cb in self.order:
            check_versions(cb, running)
        libraries = [path for cb in self.order for path in self._libraries(cb)]
        with self._loading("libraries", len(libraries)) as loaded:
            for path in libraries:
                # Chef loads a library with Kernel.require: once, so not again after a
                # library of the cookbook has require_relative'd it
                feature = os.path.abspath(path)
                if feature not in self.rt.loaded_features:
                    self.rt.loaded_features.add(feature)
                    self._run_file(path, self.rt.main)
                loaded(path)
        attributes = [path for cb in self.order for path in cb.attribute_files()]
        with self._loading("attributes", len(attributes)):
            for path in attributes:
                self._load_attributes(path)
        self._load_resources()
        self._finalize_classes()
        found = [path for cb in self.order for path in cb.files("definitions")]
        with self._loading("definitions", len(found)) as loaded:
            for path in found:
                self.dsl.definitions.load(path)
                loaded(path)

    def _libraries(self, cb: Cookbook) -> list[Path]:
        """The library files Chef's compiler loads, as the metadata's eager_load_libraries
        says: true, all; false, none (libraries/ joins $LOAD_PATH for `require`); a glob or
        several (libraries/ joins $LOAD_PATH too), those they match."""
        from toque.interpreter.core.file_dir import FNM_DOTMATCH, FNM_EXTGLOB, FNM_PATHNAME, fnmatch

        files = cb.files("libraries")
        obj = cb.metadata.get("object") if isinstance(cb.metadata, dict) else None
        eager = obj.ivars.get("@eager_load_libraries", True) if obj is not None else True
        if eager is True:
            return files
        load_path = self.rt.globals.setdefault("$LOAD_PATH", RArray())
        load_path.insert(0, RString(os.path.abspath(cb.path / "libraries")))
        if not self.rt.truthy(eager):
            return []
        globs = [self.rt.to_s(g) for g in (eager if isinstance(eager, RArray) else [eager])]
        flags = FNM_PATHNAME | FNM_EXTGLOB | FNM_DOTMATCH
        folder = cb.path / "libraries"
        return [f for f in files
                if any(fnmatch(g, f.relative_to(folder).as_posix(), flags) for g in globs)]  # fmt: skip

    def _load_resources(self) -> None:
        """Custom resources and LWRPs. Chef reads providers/ first; a provider file here
        replaces the empty provider the resource loader gives a resource that declares no
        actions, so it comes second. Partials (`_name.rb`) are not resources."""
        from toque.interpreter.dsl.core_cookbook import defer_resource, is_bundled
        from toque.interpreter.dsl.custom_resource import load_custom_resource
        from toque.interpreter.dsl.lwrp import load_lwrp_provider

        found = [(load, cb, path) for cb in self.order
                 for folder, load in (("resources", load_custom_resource),
                                      ("providers", load_lwrp_provider))
                 for path in cb.files(folder) if not path.name.startswith("_")]  # fmt: skip
        bundled = {id(cb) for cb in self.order if is_bundled(cb)}
        with self._loading("resources", len(found)) as loaded:
            for load, cb, path in found:
                if load is load_custom_resource and id(cb) in bundled:
                    defer_resource(self.rt, self.dsl, path)  # runs at its name's first use
                else:
                    load(self.rt, self.dsl, cb.name, path)
                loaded(path)

    @contextlib.contextmanager
    def _loading(self, kind: str, files: int) -> Iterator[Callable[[Path], None]]:
        """The events of loading `files` files of one kind (Chef's library_load_start,
        library_file_loaded…): the formatters show the progress. Yields what to call once a
        file has loaded."""
        events = self.dsl.ctx.events
        events.load_start(kind, files, len(self.order))
        try:
            yield lambda path: events.file_loaded(kind, str(path))
        except BaseException as error:
            events.load_failed(kind, self._shown(error))
            raise
        events.load_complete(kind)

    def _shown(self, error: BaseException) -> BaseException:
        """An error as the user will see it: a Ruby exception as its located toque error."""
        from toque.interpreter.dsl.ruby_errors import toque_error
        from toque.interpreter.model.signals import RubyError

        return toque_error(self.rt, error) if isinstance(error, RubyError) else error

    def run_recipes(self, recipes: list[str]) -> None:
        """The run list's recipes, in order (each includes others in place)."""
        with self._loading("recipes", len(recipes)):
            for recipe in recipes:
                self.include_recipe(recipe)

    def _finalize_classes(self) -> None:
        """Register the resource and provider classes libraries defined (their bodies done),
        once the attribute files ran: a `provides … do |node|` block may read attributes."""
        from toque.interpreter.dsl import provider_class, resource_class

        resource_class.finalize(self.dsl)
        provider_class.finalize(self.dsl)

    def _load_attributes(self, path: Path, span: Span | None = None) -> None:
        if path in self.loading_attributes:  # included again before it finished: a cycle
            chain = [*self.loading_attributes[self.loading_attributes.index(path) :], path]
            names = " -> ".join(self._attribute_name(p) for p in chain)
            raise CookbookError(f"include_attribute cycle: {names}", span, source=_text(span))
        if path not in self.loaded_attributes:  # once, even if included from another file
            self.loaded_attributes.add(path)
            self.loading_attributes.append(path)
            try:
                self._run_file(path, self.dsl.node, from_file=True)
            finally:
                self.loading_attributes.pop()
            self.dsl.ctx.events.file_loaded("attributes", str(path))

    def _attribute_name(self, path: Path) -> str:
        owner = next((cb for cb in self.order if path.is_relative_to(cb.path)), None)
        return f"{owner.name}::{path.stem}" if owner is not None else str(path)

    def include_attribute(self, spec: str, span: Span | None = None) -> None:
        """`include_attribute "cookbook::file"` in an attribute file: load that file now, once
        (Chef's CookbookCompiler#load_attribute_file)."""
        cookbook, _, name = spec.partition("::")
        cb = self.cookbooks.get(cookbook)
        if cb is None:
            raise CookbookError(
                f"include_attribute '{spec}': cookbook {cookbook} is not in the run; "
                "add it to metadata.rb depends",
                span,
                source=_text(span),
            )
        name = name or "default"
        found = [p for p in cb.attribute_files() if p.stem == name or (
            name == "default" and p.parent == cb.path)]  # fmt: skip
        if not found:
            message = f"include_attribute '{spec}': no {cb.path}/attributes/{name}.rb"
            raise CookbookError(message, span, source=_text(span))
        self._load_attributes(found[0], span)

    def include_recipe(self, spec: str) -> bool:
        """Run `cookbook::recipe` once, in place; false if it already ran."""
        name = spec if "::" in spec else f"{spec}::default"
        if name in self.included:
            return False
        cookbook, recipe = name.split("::", 1)
        cb = self.cookbooks.get(cookbook)
        if cb is None:
            raise CookbookError(
                f"cookbook {cookbook} is not in the run (include_recipe '{spec}'); "
                "add it to metadata.rb depends"
            )
        path = cb.recipe(recipe)
        if path is None:
            raise CookbookError(f"recipe {name} not found: no {cb.path}/recipes/{recipe}.rb")
        self.included.append(name)
        recipe_obj = self.dsl.recipe_object()
        recipe_obj.ivars["@cookbook_name"] = RString(cookbook)
        recipe_obj.ivars["@recipe_name"] = RString(recipe)
        if path.suffix in (".yml", ".yaml", ".json"):  # Chef's Recipe#from_yaml_file/from_json_file
            from toque.interpreter.dsl.yaml_recipe import run_data_recipe

            run_data_recipe(self.rt, self.dsl, path, recipe_obj, self.include_recipe)
        else:
            self._run_file(path, recipe_obj, from_file=True)
        self.dsl.ctx.events.file_loaded("recipes", str(path))
        return True
