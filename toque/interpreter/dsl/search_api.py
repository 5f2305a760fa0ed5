"""`search(:node, 'role:web')` and Chef::Search::Query#search, as Chef's DSL::DataQuery has
them, over the run's chef repo (toque.repo.search.index finds and matches the documents).

Kernel#search works in recipes, libraries, templates and custom resource actions. Its
results are Chef::DataBagItem objects, nodes (the running node itself, or stored ones
that read like it), roles and environments — or, with `filter_result:`, plain hashes.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins, Templates
from toque.interpreter.dsl.node_bridge import frozen_ruby, key_of
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol
from toque.interpreter.model.signals import RubyError
from toque.repo import platforms
from toque.repo.data_bags import DataBagError, DataBags

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

if TYPE_CHECKING:  # the query engine loads on the first search: most runs never search
    from toque.repo.search.index import Hit, Search

PRELUDE = Path(__file__).with_name("search_prelude.rb")
KEYWORDS = ("start", "rows", "filter_result", "fuzz")
DEFAULT_ROWS = 1000  # Chef::Search::Query's page size


def install(rt: Runtime, dsl: Any) -> SearchApi:
    """Define search in `rt`, answering from `dsl`'s data bags and node: the SearchApi,
    which the RecipeDSL keeps as `search` (where the Ruby methods find it)."""
    chef = rt.Object.consts["Chef"]
    if "Search" not in chef.consts:
        from toque.interpreter.program import run_file

        run_file(rt, PRELUDE)
    exceptions = chef.consts["Exceptions"]
    if "InvalidSearchQuery" not in exceptions.consts:
        rt.define_class("InvalidSearchQuery", rt.Object.consts["ArgumentError"], exceptions)
    data_query.install(rt)
    query.install(rt)
    return SearchApi(rt, dsl)


# Chef's Ruby methods: Chef::DSL::DataQuery#search(*args, &block) (in recipes, libraries,
# templates, actions) and Chef::Search::Query#search(type, query = "*:*", *args, &block)
data_query = Builtins("Kernel", named=True)
query = Builtins("Chef::Search::Query", named=True)
_ALL = "*:*"  # Query#search's default query


@data_query.method("search")
def search(rt: Runtime, self: Any, *args: Any, block: Any = None) -> Any:
    return rt.host.search.dsl_search(list(args), block)


@query.method("search")
def query_search(
    rt: Runtime, self: Any, type: Any, query: Any = _ALL, *args: Any, block: Any = None
) -> Any:
    given = [type] if query is _ALL else [type, query]
    return rt.host.search.query_search([*given, *args], block)


class SearchApi:
    def __init__(self, rt: Runtime, dsl: Any) -> None:
        self.rt = rt
        self.dsl = dsl
        self._search: Search | None = None
        self._stored_node_class: RClass | None = None
        bridge = dsl.node_bridge
        # The running node's builtins, before any library adds to Chef::Node: a stored
        # node must not answer with them, since they read the running node.
        self._node_builtins = set(bridge.node_class.methods) if bridge is not None else set()

    # -- the Ruby methods

    def dsl_search(self, args: list, block: Any) -> Any:
        """Chef::DSL::DataQuery#search: every result as an array, or each given to the
        block; with 4 or more arguments, Query#search's [rows, start, total]."""
        if block is not None or len(args) >= 4:
            return self.query_search(args, block)
        index, query, options = self._arguments(args)
        return RArray(self._rows(index, query, options, every=True)[0])

    def query_search(self, args: list, block: Any) -> Any:
        """Chef::Search::Query#search: each result to the block (then true), or
        [rows, start, total] of one page (`rows`, default 1000)."""
        index, query, options = self._arguments(args)
        rows, start, total = self._rows(index, query, options, every=block is not None)
        if block is None:
            return RArray([RArray(rows), start, total])
        for row in rows:
            self.rt.call_proc(block, [row])
        return True

    # -- arguments and rows

    def _arguments(self, args: list) -> tuple[str, str, dict[str, Any]]:
        rt = self.rt
        if not args:
            raise rt.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)")
        index = args[0]
        if not isinstance(index, (RString, RSymbol)):
            raise self._invalid(
                f"Invalid search object type {rt.inspect(index)} ({rt.real_class(index).name}), "
                "must be a String or Symbol. Usage: search(:node, QUERY[, OPTIONAL_ARGS])"
            )
        query = "*:*" if len(args) < 2 or args[1] is None else rt.to_s(args[1])
        rest = args[2:]
        if rest and isinstance(rest[0], RHash):
            options = {str(k): v for k, v in to_py(rest[0]).items()}
            unknown = [k for k in options if k not in KEYWORDS]
            if unknown:
                raise rt.error("ArgumentError", f"unknown keyword: :{unknown[0]}")
        else:
            options = dict(zip(("start", "rows", "filter_result"), rest, strict=False))
        return rt.to_s(index), query, options

    def _rows(
        self, index: str, query: str, options: dict[str, Any], every: bool
    ) -> tuple[list[Any], int, int]:
        if options.get("fuzz") and index == "node" and ":" not in query:
            query = " OR ".join(
                f"{key}:*{query}*"
                for key in ("tags", "roles", "fqdn", "addresses", "policy_name", "policy_group")
            )
        from toque.repo.search.query import SearchQueryError

        start = self._integer(options.get("start"), 0)
        rows = self._integer(options.get("rows"), DEFAULT_ROWS)
        try:  # with a block Chef pages on until the last result: all of them, from start
            page = self.search().query(index, query, start, None if every else rows)
        except SearchQueryError as exc:
            raise self._invalid(exc.message) from None
        except DataBagError as exc:
            if exc.span is not None:  # a file that is not JSON: a located error
                raise
            raise self._not_found(exc.message) from None
        paths = options.get("filter_result")
        return [self._result(index, hit, paths) for hit in page.hits], page.start, page.total

    def _integer(self, value: Any, default: int) -> int:
        if value is None:
            return default
        if isinstance(value, str) and value.strip().isdigit():  # Chef sends them as text
            return int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            shown = self.rt.inspect(to_ruby(value))
            raise self.rt.error("TypeError", f"search start and rows take an Integer, not {shown}")
        return value

    def search(self) -> Search:
        from toque.repo.search.index import Search

        ctx = self.dsl.ctx
        bags = ctx.data_bags if ctx.data_bags is not None else DataBags(None)
        if self._search is None or self._search.data_bags is not bags:
            # chef-client adds the recipes included so far to the node's recipes
            self._search = Search(bags, ctx.node, lambda: ctx.loaded_recipes)
        return self._search

    # -- results

    def _result(self, index: str, hit: Hit, paths: Any) -> Any:
        if paths is not None:
            if not isinstance(paths, dict) or not all(isinstance(p, list) for p in paths.values()):
                raise self.rt.error(
                    "TypeError",
                    "filter_result takes a Hash of name => [keys], like {'ip' => ['ipaddress']}",
                )
            from toque.repo.search.index import filtered

            return to_ruby(filtered(hit, paths))
        chef = self.rt.Object.consts["Chef"]
        if hit.kind == "data_bag_item":
            item = RObject(chef.consts["DataBagItem"])
            item.ivars["@raw_data"] = to_ruby(hit.value)
            item.ivars["@data_bag"] = RString(index)
            return item
        if hit.kind == "node":
            if hit.value is self.search().node:
                return self.dsl.node
            node = RObject(self.stored_node_class())
            node.ivars["@__node"] = hit.value
            return node
        return self._role_or_environment(chef, hit)

    def _role_or_environment(self, chef: RModule, hit: Hit) -> Any:
        name = "Role" if hit.kind == "role" else "Environment"
        own = chef.consts.get(name)  # toque's own Chef::Role, if it has one, reads the JSON
        if own is not None and self.rt.responds(own, "from_hash"):
            return self.rt.send(own, "from_hash", [to_ruby(hit.value)])
        return self.rt.send(chef.consts["Search"].consts[name], "new", [to_ruby(hit.value)])

    def _invalid(self, message: str) -> RubyError:
        exceptions = self.rt.Object.consts["Chef"].consts["Exceptions"]
        klass = exceptions.consts["InvalidSearchQuery"]
        return RubyError(self.rt.new_exception(klass, RString(message)))

    def _not_found(self, message: str) -> RubyError:
        from toque.interpreter.stdlib.net_http import not_found_error

        return not_found_error(self.rt, message)

    def stored_node_class(self) -> RClass:
        """Chef::Node for nodes read from nodes/*.json: a subclass (so a library's helpers
        on Chef::Node work) whose readers read the stored node, not the running one."""
        if self._stored_node_class is None:
            chef = self.rt.Object.consts["Chef"]
            base = chef.consts.get("Node") or self.rt.define_class("Node", None, chef)
            klass = RClass("Chef::Node", base, chef)  # not a constant: its name reads Chef::Node
            stored_node.install(self.rt, into=klass)
            for name in self._node_builtins - set(stored_node_names()):
                refusals.define(klass, name, refused, name)
            self._stored_node_class = klass
        return self._stored_node_class


refusals = Templates("Chef::Node (found by search)")


@refusals.method("<a running node's method>")
def refused(name: str, rt: Runtime, self: Any, *args: Any, _block: Any = None) -> Any:
    """What a stored node does not do: the running node's methods that read it."""
    raise rt.error("NoMethodError", f"undefined method '{name}' for a node found by search")


# The readers of a node found by search: a Chef::Node, read-only, with the running node's
# signatures (Chef::Node's: `def [](attrib)`, `def name(arg = nil)`, `def each(&block)`…)
stored_node = Builtins("Chef::Node (found by search)", named=True)


def stored_node_names() -> list[str]:
    return [name for names, _, _ in stored_node.entries for name in names]


def _of(recv: RObject) -> Any:
    return recv.ivars["@__node"]


def _strings(values: list[str]) -> RArray:
    return RArray(RString(v) for v in values)


def _tags(node: Any) -> list[str]:
    found = node.normal.get("tags")
    return [str(t) for t in found] if isinstance(found, list) else []


@stored_node.method("[]")
def node_get(rt: Runtime, self: Any, attrib: Any) -> Any:
    return frozen_ruby(_of(self)[key_of(attrib)])


@stored_node.method("[]=")
def node_set(rt: Runtime, self: Any, key: Any, value: Any) -> Any:
    raise rt.error("NoMethodError", "a node found by search is read-only")


@stored_node.method("dig", "read")
def node_read(rt: Runtime, self: Any, *args: Any) -> Any:
    return frozen_ruby(_of(self).read(*[key_of(a) for a in args]))


@stored_node.method("exist?")
def node_exist(rt: Runtime, self: Any, *args: Any) -> Any:
    return _of(self).exist(*[key_of(a) for a in args])


@stored_node.method("attribute?", "key?", "has_key?")
def node_has(rt: Runtime, self: Any, attrib: Any) -> Any:
    return _of(self).exist(key_of(attrib))


_UNSET = object()  # fetch's default not given (nil is a value)


@stored_node.method("fetch")
def node_fetch(rt: Runtime, self: Any, key: Any, default: Any = _UNSET, *,
               block: Any = None) -> Any:  # fmt: skip
    node, name = _of(self), key_of(key)
    if name in node:
        return frozen_ruby(node[name])
    if default is not _UNSET:
        return default
    if block is not None:
        return rt.call_proc(block, [key])
    raise rt.error("KeyError", f"key not found: {rt.inspect(key)}")


@stored_node.method("to_hash", "to_h")
def node_to_hash(rt: Runtime, self: Any) -> Any:
    return to_ruby(_of(self).merged())


@stored_node.method("each")
def node_each(rt: Runtime, self: Any, *, block: Any = None) -> Any:
    return rt.send(to_ruby(_of(self).merged()), "each", [], block)


@stored_node.method("name", "node_name")
def node_name(rt: Runtime, self: Any, arg: Any = None) -> Any:
    return RString(_of(self).name)


@stored_node.method("chef_environment", "environment")
def node_environment(rt: Runtime, self: Any, arg: Any = None) -> Any:
    return RString(_of(self).chef_environment)


@stored_node.method("run_list")
def node_run_list(rt: Runtime, self: Any, *args: Any) -> Any:
    return _strings(_of(self).run_list)


@stored_node.method("recipes")
def node_recipes(rt: Runtime, self: Any) -> Any:
    return _strings(_of(self).recipes)


@stored_node.method("tags")
def node_tags(rt: Runtime, self: Any) -> Any:
    return _strings(_tags(_of(self)))


@stored_node.method("tagged?")
def node_tagged(rt: Runtime, self: Any, *tags: Any) -> Any:
    return all(rt.to_s(t) in _tags(_of(self)) for t in tags)


@stored_node.method("run_state")
def node_run_state(rt: Runtime, self: Any) -> Any:
    return RHash()


@stored_node.method("platform?")
def node_platform(rt: Runtime, self: Any, *args: Any) -> Any:
    return platforms.is_platform(_of(self), *map(to_py, args))


@stored_node.method("platform_family?")
def node_platform_family(rt: Runtime, self: Any, *args: Any) -> Any:
    return platforms.is_platform_family(_of(self), *map(to_py, args))


@stored_node.method("to_s", "inspect")
def node_to_s(rt: Runtime, self: Any) -> Any:
    return RString(f"node[{_of(self).name}]")


@stored_node.method("==")
def node_eq(rt: Runtime, self: Any, other: Any) -> Any:
    return isinstance(other, RObject) and other.ivars.get("@__node") is _of(self)


def _level(name: str, rt: Runtime, self: Any) -> Any:
    return frozen_ruby(getattr(_of(self), name).to_dict())


for _name in ("default", "force_default", "normal", "override", "force_override", "automatic"):
    stored_node.method(_name)(functools.partial(_level, _name))


__all__ = ["SearchApi", "data_query", "install", "query", "stored_node"]
