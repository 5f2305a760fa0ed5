"""Providers that apply only while a predicate holds (Chef's `provides :x do |node| … end`
on a provider): asked at every resolution, the latest added first, before the plain ones."""

from __future__ import annotations

from toque.runtime.provider import Provider
from toque.runtime.registry import Registry
from toque.runtime.resource import Resource


class Thing(Resource):
    provides_names = ("thing",)
    resource_name = "thing"
    actions, default_action = ("run",), "run"


class Plain(Provider):
    provides_names = ("thing",)


def test_guarded_providers_are_asked_each_time():
    mode = {"now": "a"}
    reg = Registry()
    reg.add(Thing)
    reg.add(Plain)
    first = type("First", (Provider,), {"provides_names": ("thing",),
                                        "provides_when": staticmethod(lambda r: mode["now"] == "a")})  # fmt: skip
    second = type("Second", (Provider,), {"provides_names": ("thing",),
                                          "provides_when": staticmethod(lambda r: mode["now"] in "ab")})  # fmt: skip
    reg.add(first)
    reg.add(second)
    thing = Thing("x", None, declared_type="thing")
    assert reg.provider_class(thing) is second  # both hold: the latest added
    mode["now"] = "b"
    assert reg.provider_class(thing) is second
    mode["now"] = "c"
    assert reg.provider_class(thing) is Plain  # none holds: the plain provider
    assert reg.providers["thing"] is Plain  # guarded ones never replace it in the table
