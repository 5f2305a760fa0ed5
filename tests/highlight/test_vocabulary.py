"""The highlighter's and the shell's words are generated from the code, and agree with it:
a new resource, property, action or DSL method shows up after `python -m toque.vocabulary`."""

from __future__ import annotations

import json

from toque.highlight import word_tokens as V
from toque.runtime.registry import Registry
from toque.runtime.resource import COMMON_PROPERTIES
from toque.vocabulary import OUTPUT, generate


def test_the_committed_vocabulary_is_what_the_code_defines():
    assert json.loads(OUTPUT.read_text(encoding="utf-8")) == generate(), (
        "regenerate it: python -m toque.vocabulary"
    )


def test_every_registered_resource_property_and_action_is_known_to_the_highlighter():
    registry = Registry.discover()
    for name, cls in registry.resources.items():
        assert name in V.RESOURCES
        assert set(cls.properties) <= V.PROPERTIES
        assert set(cls.allowed_actions()) <= V.ACTIONS
    assert COMMON_PROPERTIES <= V.PROPERTIES


def test_dsl_words_are_methods_the_recipe_dsl_defines():
    assert {"include_recipe", "lazy", "only_if", "notifies", "node", "converge_by"} <= V.DSL_WORDS
    assert {"default", "override", "force_override"} <= V.DSL_OBJECTS <= V.DSL_WORDS
    assert "method_missing" not in V.DSL_WORDS
