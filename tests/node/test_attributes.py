"""Level views, the read-only merged view, removal, -j attributes (CHEF_SEMANTICS 6.3, 6.4)."""

from __future__ import annotations

import copy
import pickle

import pytest

from toque.repo.node import (
    NOT_PRESENT,
    READ_ONLY_MESSAGE,
    AmbiguousRunlistSpecification,
    FrozenDict,
    ImmutableAttributeModification,
    LevelView,
    Node,
    NoSuchAttribute,
    deep_merge,
)


class RSymbol:  # the interpreter's Symbol, recognised by its class name
    def __init__(self, name: str) -> None:
        self.name = name


@pytest.fixture
def node() -> Node:
    n = Node("web1")
    n.default["app"]["port"] = 80
    n.default["app"]["hosts"] = ["a"]
    n.override["app"]["port"] = 8080
    return n


def test_autovivifying_writes_at_every_level() -> None:
    node = Node()
    node.default["a"]["b"]["c"] = 1
    node.force_override["x"]["y"] = "z"
    assert node.default["a"].to_dict() == {"b": {"c": 1}}
    assert node["a"]["b"]["c"] == 1
    assert node["x"] == {"y": "z"}


def test_reading_a_missing_level_key_creates_it_empty_as_vividmash_does() -> None:
    node = Node()
    view = node.default["a"]["b"]  # Chef's VividMash#[]: a missing key is stored, empty
    assert isinstance(view, LevelView) and len(view) == 0
    assert node["a"] == {"b": {}} and "a" in node
    view["c"] = 1
    assert node["a"] == {"b": {"c": 1}}
    assert node["x"] is None  # the merged view (ImmutableMash) never creates a key


def test_level_view_api(node: Node) -> None:
    app = node.default["app"]
    assert app["port"] == 80 and app.fetch("port") == 80
    assert app.fetch("nope", 5) == 5
    with pytest.raises(KeyError):
        app.fetch("nope")
    assert app.has_key("port") and "port" in app and not app.has_key("nope")
    assert sorted(app.keys()) == ["hosts", "port"]
    assert app.delete("port") == 80 and app.delete("port") is None
    assert node["app"]["port"] == 8080
    node.override["app"].delete("port")
    assert node["app"]["port"] is None
    assert node.default.to_dict() == {"app": {"hosts": ["a"]}}


def test_assigned_hashes_are_copied(node: Node) -> None:
    src = {"k": {"v": 1}, "l": [1]}
    node.normal["cfg"] = src
    src["k"]["v"] = 2
    src["l"].append(2)
    assert node["cfg"] == {"k": {"v": 1}, "l": [1]}
    node.normal["cfg"]["k"]["w"] = 3
    assert node["cfg"]["k"] == {"v": 1, "w": 3}


def test_cache_invalidated_by_writes_deletes_and_in_place_array_changes(node: Node) -> None:
    assert node["app"]["port"] == 8080
    node.force_override["app"]["port"] = 1
    assert node["app"]["port"] == 1
    node.default["app"]["hosts"].append("b")
    assert node["app"]["hosts"] == ["a", "b"]
    node.default["app"]["hosts"][0] = "z"
    assert node["app"]["hosts"] == ["z", "b"]
    node.default = {"app": {"port": 1}}
    assert node["app"] == {"port": 1}
    node.override["app"] = {}
    assert node["app"] == {"port": 1}


def test_symbols_and_strings_are_one_key(node: Node) -> None:
    node.default[RSymbol("sym")][RSymbol("k")] = 1
    assert node["sym"]["k"] == 1
    assert node[RSymbol("sym")][RSymbol("k")] == 1
    assert node.read(RSymbol("sym"), "k") == 1
    assert node.default.to_dict()["sym"] == {"k": 1}


def test_merged_view_is_read_only_and_names_the_level(node: Node) -> None:
    with pytest.raises(ImmutableAttributeModification) as err:
        node["x"] = 1
    assert err.value.message == READ_ONLY_MESSAGE
    assert 'node.default["x"] = value' in err.value.render()
    with pytest.raises(ImmutableAttributeModification) as err:
        node["app"]["port"] = 1
    assert err.value.path == ("app", "port")
    assert 'node.default["app"]["port"]' in err.value.hint
    for mutate in (
        lambda: node["app"]["hosts"].append("x"),
        lambda: node["app"].update({"a": 1}),
        lambda: node["app"].pop("port"),
        lambda: node["app"].clear(),
        lambda: node["app"].setdefault("z", 1),
        lambda: node["app"]["hosts"].__setitem__(0, "x"),
    ):
        with pytest.raises(ImmutableAttributeModification):
            mutate()
    with pytest.raises(ImmutableAttributeModification) as err:
        del node["app"]["port"]
    assert err.value.path == ("app", "port")
    with pytest.raises(ImmutableAttributeModification) as err:
        node["app"]["hosts"][0] = "x"
    assert err.value.path == ("app", "hosts", 0)
    assert node["app"]["port"] == 8080


def test_copies_of_the_merged_view_are_mutable(node: Node) -> None:
    mine = node["app"].to_dict()
    mine["port"] = 1
    deep = copy.deepcopy(node["app"])
    deep["hosts"].append("b")
    assert type(deep) is dict and node["app"]["hosts"] == ["a"]
    again = pickle.loads(pickle.dumps(node["app"]))
    assert isinstance(again, FrozenDict) and again == node["app"]
    assert node.merged() == {"app": {"port": 8080, "hosts": ["a"]}}
    node.merged()["app"]["port"] = 3
    assert node["app"]["port"] == 8080


def test_missing_reads(node: Node) -> None:
    assert node["nope"] is None
    assert node["app"]["nope"] is None
    assert node.read("nope", "deeper") is None
    assert node.read("app", "port", "deeper") is None
    assert node.read("app", "hosts", 0) == "a" and node.read("app", "hosts", 5) is None
    with pytest.raises(NoSuchAttribute, match=r"app\.nope"):
        node.read_strict("app", "nope")
    assert node.read_strict("app", "port") == 8080


def test_exist_and_key(node: Node) -> None:
    assert node.exist("app", "port") and node.exist("app") and node.exist()
    assert not node.exist("app", "nope") and not node.exist("nope", "x")
    assert not node.exist("app", "port", "deeper")
    assert "app" in node and "nope" not in node


def test_rm_removes_from_all_but_automatic_and_returns_merged(node: Node) -> None:
    node.automatic["app"]["port"] = 1
    node.normal["app"]["port"] = 2
    assert node.rm("app", "port") == 1
    assert node["app"]["port"] == 1
    assert node.debug_value("app", "port")[-1] == ("automatic", 1)
    assert node.rm("app", "nope") is None and node.rm("nope", "x", "y") is None
    assert node.rm("app", "hosts") == ["a"] and node["app"] == {"port": 1}


def test_rm_per_group(node: Node) -> None:
    node.role_default["app"]["port"] = 81
    assert node.rm_default("app", "port") == 81
    assert node.debug_value("app", "port")[:3] == [
        ("default", NOT_PRESENT),
        ("env_default", NOT_PRESENT),
        ("role_default", NOT_PRESENT),
    ]
    assert node.rm_override("app", "port") == 8080
    assert node["app"]["port"] is None
    node.normal["n"] = 1
    assert node.rm_normal("n") == 1 and "n" not in node


def test_debug_value_lists_every_level(node: Node) -> None:
    values = dict(node.debug_value("app", "port"))
    assert values["default"] == 80 and values["override"] == 8080
    assert values["normal"] is NOT_PRESENT and repr(NOT_PRESENT) == ":not_present"
    assert len(values) == 10


def test_write_unless_and_force_bang() -> None:
    node = Node()
    node.write_unless("default", "a", "b", 1)
    node.write_unless("default", "a", "b", 2)
    assert node["a"]["b"] == 1
    node.write("default", "a", "b", None)
    node.write_unless("default", "a", "b", 3)
    assert node["a"]["b"] == 3
    node.role_default["a"]["b"] = 4
    node.write_force_default("a", "b", 5)
    assert dict(node.debug_value("a", "b"))["role_default"] is NOT_PRESENT
    assert node["a"]["b"] == 5
    node.env_override["a"]["b"] = 6
    node.write_force_override("a", "b", 7)
    assert node["a"]["b"] == 7 and dict(node.debug_value("a", "b"))["env_override"] is NOT_PRESENT


def test_node_fields() -> None:
    node = Node("web1")
    assert node.name == "web1" and node.run_list == [] and node.recipes == []
    node.run_state["token"] = object()
    assert isinstance(node.run_state, dict) and node.chef_environment == "_default"
    assert repr(node) == "node[web1]"


def test_apply_json_goes_to_normal_and_returns_the_run_list() -> None:
    node = Node()
    node.normal["keep"] = {"a": 1, "l": [1]}
    run_list = node.apply_json(
        {
            "run_list": ["recipe[web]", "role[base]"],
            "chef_environment": "prod",
            "keep": {"b": 2, "l": [2]},
            "port": 80,
        }
    )
    assert run_list == ["recipe[web]", "role[base]"] == node.run_list
    assert node.chef_environment == "prod"
    assert node.normal.to_dict() == {"keep": {"a": 1, "b": 2, "l": [1, 2]}, "port": 80, "tags": []}
    assert node["port"] == 80 and "run_list" not in node


def test_apply_json_legacy_recipes_and_no_run_list() -> None:
    node = Node()
    assert node.apply_json({"recipes": ["web"]}) == ["web"]
    assert Node().apply_json({"a": 1}) is None
    with pytest.raises(AmbiguousRunlistSpecification):
        Node().apply_json({"recipes": ["a"], "run_list": ["b"]})


def test_replace_level_and_automatic_at_construction() -> None:
    node = Node("n", automatic={"platform": "ubuntu"})
    assert node["platform"] == "ubuntu"
    node.role_default = {"r": 1}
    node.role_default = {"r": 2}
    assert node["r"] == 2


def test_hot_read_is_a_cached_dict_lookup(node: Node) -> None:
    first = node["app"]
    assert node["app"] is first
    node.default["other"] = 1
    assert node["app"] is first  # a write elsewhere keeps this key's cache
    node.default["app"]["x"] = 1
    assert node["app"] is not first


@pytest.mark.parametrize(
    "source,dest,expected",
    [
        ({"a": {"b": 1}}, {"a": {"c": 2}}, {"a": {"c": 2, "b": 1}}),
        ({"a": [2, 3]}, {"a": [1, 2]}, {"a": [1, 2, 3]}),
        ({"a": None}, {"a": 1}, {"a": 1}),
        ({"a": None}, {"a": False}, {"a": None}),
        ({"a": {"b": 1}}, {"a": 0}, {"a": {"b": 1}}),
        ({"a": 5}, {"a": 0}, {"a": 5}),
        ({"a": "x"}, {"a": {"b": 1}}, {"a": "x"}),
    ],
)
def test_deep_merge_is_chefs_mixin(source: dict, dest: dict, expected: dict) -> None:
    assert deep_merge(source, dest) == expected
