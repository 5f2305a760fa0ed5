"""Which level wins, for every pair of levels, for scalars, arrays and hashes (CHEF_SEMANTICS 6.1, 6.2)."""

from __future__ import annotations

import itertools

import pytest

from toque.repo.node import DEFAULT_LEVELS, LEVELS, OVERRIDE_LEVELS, Node

PAIRS = list(itertools.combinations(LEVELS, 2))  # (lower, higher)


def same_group(a: str, b: str) -> bool:
    return {a, b} <= set(DEFAULT_LEVELS) or {a, b} <= set(OVERRIDE_LEVELS)


def test_order_is_chefs() -> None:
    assert LEVELS == (
        "default",
        "env_default",
        "role_default",
        "force_default",
        "normal",
        "override",
        "role_override",
        "env_override",
        "force_override",
        "automatic",
    )


@pytest.mark.parametrize("low,high", PAIRS)
@pytest.mark.parametrize("write_high_first", [False, True])
def test_scalar_higher_wins(low: str, high: str, write_high_first: bool) -> None:
    node = Node()
    writes = [(low, "low"), (high, "high")]
    for level, value in reversed(writes) if write_high_first else writes:
        getattr(node, level)["k"]["s"] = value
    assert node["k"]["s"] == "high"
    assert node.read("k", "s") == "high"


@pytest.mark.parametrize("low,high", PAIRS)
def test_array_union_inside_a_group_replaced_between(low: str, high: str) -> None:
    node = Node()
    getattr(node, low)["k"] = ["a", "shared", "a"]
    getattr(node, high)["k"] = ["shared", "b"]
    expected = ["a", "shared", "b"] if same_group(low, high) else ["shared", "b"]
    assert node["k"] == expected


@pytest.mark.parametrize("low,high", PAIRS)
def test_hashes_merge_key_by_key(low: str, high: str) -> None:
    node = Node()
    getattr(node, low)["k"] = {"only_low": 1, "both": "low", "deep": {"x": 1}}
    getattr(node, high)["k"] = {"only_high": 2, "both": "high", "deep": {"y": 2}}
    assert node["k"] == {
        "only_low": 1,
        "both": "high",
        "deep": {"x": 1, "y": 2},
        "only_high": 2,
    }


@pytest.mark.parametrize("low,high", PAIRS)
def test_nil_at_a_higher_level_masks(low: str, high: str) -> None:
    node = Node()
    getattr(node, low)["k"]["v"] = "low"
    getattr(node, high)["k"]["v"] = None
    assert node["k"] == {"v": None}
    assert node.exist("k", "v")


@pytest.mark.parametrize("low,high", PAIRS)
def test_type_change_higher_wins(low: str, high: str) -> None:
    node = Node()
    getattr(node, low)["k"] = ["a"]
    getattr(node, high)["k"] = {"h": 1}
    assert node["k"] == {"h": 1}
    node2 = Node()
    getattr(node2, low)["k"] = {"h": 1}
    getattr(node2, high)["k"] = "text"
    assert node2["k"] == "text"


def test_spec_examples() -> None:
    node = Node()
    node.role_default["a"] = ["role"]
    node.env_default["a"] = ["env"]
    assert node["a"] == ["env", "role"]
    node.role_override["b"] = ["role"]
    node.env_override["b"] = ["env"]
    assert node["b"] == ["role", "env"]
    node.role_default["c"] = ["role"]
    node.normal["c"] = ["normal"]
    assert node["c"] == ["normal"]


def test_defaults_role_beats_env_overrides_env_beats_role() -> None:
    node = Node()
    node.role_default["d"] = "role"
    node.env_default["d"] = "env"
    node.role_override["o"] = "role"
    node.env_override["o"] = "env"
    assert (node["d"], node["o"]) == ("role", "env")


def test_unions_whole_chain_of_a_group() -> None:
    node = Node()
    for level in DEFAULT_LEVELS:
        node.write(level, "a", [level, "x"])
    node.override["a"] = ["o"]  # replaces the merged defaults
    assert node["a"] == ["o"]
    node.rm_override("a")
    assert node["a"] == ["default", "x", "env_default", "role_default", "force_default"]


def test_union_keeps_1_and_1_0_and_true_apart() -> None:
    node = Node()
    node.default["a"] = [1, True, {"h": 1}]
    node.role_default["a"] = [1.0, 1, {"h": 1}, [2]]
    assert node["a"] == [1, True, {"h": 1}, 1.0, [2]]
    assert [type(x) for x in node["a"][:4]] == [int, bool, type(node["a"][2]), float]


def test_same_level_last_write_wins() -> None:
    node = Node()
    node.default["a"] = 1
    node.default["a"] = 2
    assert node["a"] == 2
