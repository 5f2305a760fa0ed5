"""YAML and JSON recipes (recipes/NAME.yml, .yaml, .json), declared as Chef's Recipe#from_hash does.

Each entry of the top-level `resources` list is one resource: `type` and `name` pick the
resource, every other key is sent to it as a property (or `action`) exactly as the Ruby
DSL would, so validation and output are the same. `include_recipes` lists recipes to
include afterwards. Each entry keeps the line it was written on, for errors and output.
"""

from __future__ import annotations

import datetime
import json
import json.scanner
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.ruby_errors import RecipeError
from toque.interpreter.dsl.value_bridge import to_ruby
from toque.interpreter.model.signals import RubyError
from toque.source import Span

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


@dataclass(frozen=True)
class _Site:
    """Where an entry was written: stands in for the AST node of a DSL call (rt.callsite)."""

    file: str
    line: int
    col: int = 1


@dataclass
class Entry:
    """One resource of a data recipe, with the lines of the entry and of each key."""

    fields: dict[str, Any]
    line: int
    col: int
    key_places: dict[str, tuple[int, int]]


class _Lined(dict):
    """A JSON object that remembers the line its `{` is on."""

    line = col = 1


def _data_error(rt: Runtime, path: str, line: int, col: int, text: str) -> RubyError:
    """A Ruby ArgumentError that shows the user `path:line` and the source line."""
    err = rt.error("ArgumentError", text)
    source = Path(path).read_text(encoding="utf-8", errors="replace")
    err.toque_error = RecipeError(text, Span(path, line, col), source=source)
    return err


# -- reading the files ----------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    """YAML dates (Chef permits Date) become their ISO text: Ruby Date is not modelled."""
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _read_yaml(rt: Runtime, path: str, text: str) -> tuple[Any, list[Entry] | None]:
    import yaml

    # Chef counts separators rather than loading a stream (recipe.rb from_yaml_file)
    if len(re.findall(r"^---\s*$", text, re.M)) > 1:
        raise _data_error(rt, path, 1, 1, f"YAML recipe '{path}' contains multiple documents, "
                          "only one is supported")  # fmt: skip
    try:
        loader = yaml.SafeLoader(text)
        try:
            node = loader.get_single_node()
            data = _plain(loader.construct_document(node)) if node is not None else None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        text = exc.problem or exc.context or "syntax error"
        if exc.problem and exc.context and exc.context_mark:  # e.g. the quote never closed
            text += f" ({exc.context} at line {exc.context_mark.line + 1})"
        raise _data_error(rt, path, line, col, f"YAML recipe '{path}' is not valid YAML: "
                          f"{text}") from None  # fmt: skip
    except yaml.YAMLError as exc:
        raise _data_error(rt, path, 1, 1, f"YAML recipe '{path}': {exc}") from None
    return data, _yaml_entries(data, node)


def _yaml_entries(data: Any, node: Any) -> list[Entry] | None:
    import yaml

    if not isinstance(data, dict) or not isinstance(node, yaml.MappingNode):
        return None
    for key, value in node.value:
        if key.value == "resources" and isinstance(value, yaml.SequenceNode):
            items = data.get("resources")
            if not isinstance(items, list):
                return None
            return [_yaml_entry(item, n) for item, n in zip(items, value.value, strict=False)]
    return None


def _yaml_entry(item: Any, node: Any) -> Entry:
    places: dict[str, tuple[int, int]] = {}
    if hasattr(node, "value") and isinstance(node.value, list):
        for pair in node.value:
            if isinstance(pair, tuple):
                mark = pair[0].start_mark
                places[str(pair[0].value)] = (mark.line + 1, mark.column + 1)
    mark = node.start_mark
    return Entry(item, mark.line + 1, mark.column + 1, places)


def _read_json(rt: Runtime, path: str, text: str) -> tuple[Any, list[Entry] | None]:
    decoder = json.JSONDecoder(object_pairs_hook=_Lined)
    parse_object = decoder.parse_object

    def located(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        text_, start = s_and_end
        start -= 1  # the scanner passes the index after the `{`
        obj, end = parse_object(s_and_end, *args)
        obj.line = text_.count("\n", 0, start) + 1
        obj.col = start - text_.rfind("\n", 0, start)
        return obj, end

    # the pure-Python scanner calls parse_object, so objects learn their line
    decoder.parse_object = located  # type: ignore[method-assign]
    decoder.scan_once = json.scanner.py_make_scanner(decoder)
    try:
        data = decoder.decode(text)
    except json.JSONDecodeError as exc:
        raise _data_error(rt, path, exc.lineno, exc.colno, f"JSON recipe '{path}' is not valid "
                          f"JSON: {exc.msg}") from None  # fmt: skip
    if not isinstance(data, dict) or not isinstance(data.get("resources"), list):
        return data, None
    return data, [
        Entry(e, getattr(e, "line", 1), getattr(e, "col", 1), {}) for e in data["resources"]
    ]


# -- declaring the resources ------------------------------------------------------------------------


def run_data_recipe(rt: Runtime, dsl: Any, path: Path, recipe: Any, include: Any) -> None:
    """Declare the resources of a YAML/JSON recipe with `recipe` (a Chef::Recipe) as the
    declaring recipe, then include its `include_recipes` through `include(spec)`."""
    file = str(path)
    text = path.read_text(encoding="utf-8")
    kind = "JSON" if path.suffix == ".json" else "YAML"
    data, entries = (_read_json if kind == "JSON" else _read_yaml)(rt, file, text)
    if not isinstance(data, dict) or not ("resources" in data or "include_recipes" in data):
        hint = " hash (YAML sequence), i.e. 'resources:'" if kind == "YAML" else " hash key"
        raise _data_error(rt, file, 1, 1, f"{kind} recipe '{file}' must contain a top-level "
                          f"'resources' or 'include_recipes'{hint}")  # fmt: skip
    resources = data.get("resources")
    if resources is not None and entries is None:
        raise _data_error(rt, file, 1, 1, f"{kind} recipe '{file}': 'resources' must be a list")
    for entry in entries or ():
        _declare(rt, dsl, file, entry, recipe)
    for spec in _list(data.get("include_recipes")):
        include(str(spec))


def _list(value: Any) -> list[Any]:
    return [] if value is None else value if isinstance(value, list) else [value]


def _declare(rt: Runtime, dsl: Any, file: str, entry: Entry, recipe: Any) -> None:
    from toque.interpreter.compile.calls import locate

    fields = entry.fields
    if not isinstance(fields, dict):
        raise _data_error(rt, file, entry.line, entry.col, "each entry of 'resources' must be a "
                          "mapping with a type, a name and properties")  # fmt: skip
    fields = dict(fields)
    type_name, name = fields.pop("type", None), fields.pop("name", None)
    if not isinstance(type_name, str) or not type_name:
        raise _data_error(rt, file, entry.line, entry.col, "resource entry has no 'type'")
    site = _Site(file, entry.line, entry.col)
    try:
        rt.callsite = site  # the DSL reads the declaration's place from here
        proxy = dsl.declare(type_name, [] if name is None else [to_ruby(name)], None, recipe)
        for key, value in fields.items():
            site = _Site(file, *entry.key_places.get(key, (entry.line, entry.col)))
            rt.callsite = site
            rt.send(proxy, str(key), [to_ruby(value)])  # Chef: res.send(key, value)
    except RubyError as err:
        locate(rt, err, site, None)
        raise


__all__ = ["run_data_recipe"]
