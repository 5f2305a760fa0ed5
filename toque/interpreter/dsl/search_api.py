"""`search(:node, 'role:web')` and Chef::Search::Query#search, as Chef's DSL::DataQuery has
them, over the run's chef repo (toque.repo.search.index finds and matches the documents).

Kernel#search works in recipes, libraries, templates and custom resource actions. Its
results are Chef::DataBagItem objects, nodes (the running node itself, or stored ones
that read like it), roles and environments — or, with `filter_result:`, plain hashes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.node_bridge import frozen_ruby, key_of
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method, RClass, RModule
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


def install(rt: Runtime, dsl: Any) -> None:
    """Define search in `rt`, answering from `dsl`'s data bags and node."""
    chef = rt.Object.consts["Chef"]
    if "Search" not in chef.consts:
        from toque.interpreter.program import run_file

        run_file(rt, PRELUDE)
    exceptions = chef.consts["Exceptions"]
    if "InvalidSearchQuery" not in exceptions.consts:
        rt.define_class("InvalidSearchQuery", rt.Object.consts["ArgumentError"], exceptions)
    api = SearchApi(rt, dsl)
    query_class = chef.consts["Search"].consts["Query"]
    query_class.define("search", Method("search", api.query_search, query_class, -1))
    rt.Kernel.define("search", Method("search", api.dsl_search, rt.Kernel, -1))


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

    def dsl_search(self, rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        """Chef::DSL::DataQuery#search: every result as an array, or each given to the
        block; with 4 or more arguments, Query#search's [rows, start, total]."""
        if block is not None or len(args) >= 4:
            return self.query_search(rt, recv, args, block)
        index, query, options = self._arguments(args)
        return RArray(self._rows(index, query, options, every=True)[0])

    def query_search(self, rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        """Chef::Search::Query#search: each result to the block (then true), or
        [rows, start, total] of one page (`rows`, default 1000)."""
        index, query, options = self._arguments(args)
        rows, start, total = self._rows(index, query, options, every=block is not None)
        if block is None:
            return RArray([RArray(rows), start, total])
        for row in rows:
            rt.call_proc(block, [row])
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
            readers = stored_node_methods()
            for name in self._node_builtins - set(readers):
                readers[name] = _refused(name)
            for name, fn in readers.items():
                klass.define(name, Method(name, fn, klass, -1))
            self._stored_node_class = klass
        return self._stored_node_class


def _refused(name: str) -> Any:
    def method(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        raise rt.error("NoMethodError", f"undefined method '{name}' for a node found by search")

    return method


def stored_node_methods() -> dict[str, Any]:
    """The readers of a node found by search, each `fn(rt, recv, args, block)`."""

    def of(recv: RObject) -> Any:
        return recv.ivars["@__node"]

    def path(args: list) -> list[Any]:
        return [key_of(a) for a in args]

    def fetch(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        node, key = of(recv), key_of(args[0])
        if key in node:
            return frozen_ruby(node[key])
        if len(args) > 1:
            return args[1]
        if block is not None:
            return rt.call_proc(block, [args[0]])
        raise rt.error("KeyError", f"key not found: {rt.inspect(args[0])}")

    def level(name: str) -> Any:
        return lambda rt, recv, a, b: frozen_ruby(getattr(of(recv), name).to_dict())

    def refuse_write(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        raise rt.error("NoMethodError", "a node found by search is read-only")

    def strings(values: list[str]) -> RArray:
        return RArray(RString(v) for v in values)

    def tags(node: Any) -> list[str]:
        found = node.normal.get("tags")
        return [str(t) for t in found] if isinstance(found, list) else []

    def each(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        return rt.send(to_ruby(of(recv).merged()), "each", [], block)

    exist = lambda rt, recv, a, b: of(recv).exist(*path(a))  # noqa: E731
    to_hash = lambda rt, recv, a, b: to_ruby(of(recv).merged())  # noqa: E731
    methods: dict[str, Any] = {
        "[]": lambda rt, recv, a, b: frozen_ruby(of(recv)[key_of(a[0])]),
        "[]=": refuse_write,
        "dig": lambda rt, recv, a, b: frozen_ruby(of(recv).read(*path(a))),
        "exist?": exist,
        "attribute?": exist,
        "key?": exist,
        "has_key?": exist,
        "fetch": fetch,
        "to_hash": to_hash,
        "to_h": to_hash,
        "each": each,
        "name": lambda rt, recv, a, b: RString(of(recv).name),
        "node_name": lambda rt, recv, a, b: RString(of(recv).name),
        "chef_environment": lambda rt, recv, a, b: RString(of(recv).chef_environment),
        "run_list": lambda rt, recv, a, b: strings(of(recv).run_list),
        "recipes": lambda rt, recv, a, b: strings(of(recv).recipes),
        "tags": lambda rt, recv, a, b: strings(tags(of(recv))),
        "tagged?": lambda rt, recv, a, b: all(rt.to_s(t) in tags(of(recv)) for t in a),
        "run_state": lambda rt, recv, a, b: RHash(),
        "platform?": lambda rt, recv, a, b: platforms.is_platform(of(recv), *map(to_py, a)),
        "platform_family?": lambda rt, recv, a, b: platforms.is_platform_family(
            of(recv), *map(to_py, a)
        ),
        "to_s": lambda rt, recv, a, b: RString(f"node[{of(recv).name}]"),
        "inspect": lambda rt, recv, a, b: RString(f"node[{of(recv).name}]"),
        "==": lambda rt, recv, a, b: (
            isinstance(a[0], RObject) and a[0].ivars.get("@__node") is of(recv)
        ),
    }
    methods["read"] = methods["dig"]
    methods["environment"] = methods["chef_environment"]
    for name in ("default", "force_default", "normal", "override", "force_override", "automatic"):
        methods[name] = level(name)
    return methods


__all__ = ["SearchApi", "install"]
