"""The run context: a child context for a custom resource's action has a collection and a
delayed queue of its own, and finds notification targets in its parents."""

from __future__ import annotations


def test_a_child_context_has_its_own_collection_and_queue_and_sees_its_parents(h):
    ctx = h.context()
    outer = h.add("log", "outer")
    child = ctx.create_child()
    inner = h.build("log", "inner")
    child.collection.add(inner)
    assert child.parent is ctx and child.root is ctx
    assert child.collection is not ctx.collection and child.delayed is not ctx.delayed
    assert child.node is ctx.node and child.events is ctx.events
    assert child.lookup("log[inner]") is inner and child.lookup("log[outer]") is outer
    assert ctx.lookup("log[inner]") is None
    assert list(child.visible()) == [inner]


def test_derive_keeps_the_run(h):
    ctx = h.context()
    quiet = ctx.derive(why_run=True)
    assert quiet.collection is ctx.collection and quiet.delayed is ctx.delayed
