"""The resource collection: order, `type[name]` keys, lookups, duplicates; actions and the registry."""

import pytest

from toque.runtime import ResourceCollection, parse_spec
from toque.runtime.errors import (
    InvalidResourceSpecification,
    ResourceNotFound,
    UnknownActionError,
    UnknownResourceType,
)


def test_keys_lookups_and_duplicates(h):
    a = h.add("file", "/a")
    first = h.add("execute", "build")
    second = h.add("execute", "build")
    col = h.collection
    assert [r.key for r in col] == ["file[/a]", "execute[build]", "execute[build]"]
    assert col.find("file[/a]") is a
    assert col.find(("execute", "build")) is second is not first  # the last one wins
    assert col.find(execute="build") is second
    assert col.find(file=["/a"], execute="build") == [a, second]


def test_not_found_and_malformed_specs(h):
    h.add("file", "/a")
    with pytest.raises(ResourceNotFound, match=r"Cannot find a resource matching service\[x\]"):
        h.collection.find("service[x]")
    with pytest.raises(InvalidResourceSpecification, match="Correct syntax is"):
        parse_spec("service[x")
    assert parse_spec("apt_update") == ("apt_update", "")


def test_array_names_are_joined(h):
    r = h.add("log", ["a", "b"])
    assert r.name == "a, b" and r.key == "log[a, b]"


def test_both_duplicates_run(h):
    h.add("log", "same")
    h.add("log", "same")
    run = h.converge()
    assert run.out.count("* log[same] action write") == 2


def test_empty_collection(h):
    assert len(ResourceCollection()) == 0
    assert h.converge().result.total == 0


def test_unknown_action_message_and_hint(h):
    r = h.build("file", "/x")
    with pytest.raises(UnknownActionError) as e:
        r.set_action("craete")
    assert e.value.message == (
        "Option action must be equal to one of: :nothing, :create, :create_if_missing, "
        ":delete, :touch!  You passed :craete."
    )
    assert e.value.hint == "did you mean :create?"


@pytest.mark.parametrize(
    "type_name, action",
    [("file", "create"), ("directory", "create"), ("link", "create"), ("execute", "run"),
     ("bash", "run"), ("ruby_block", "run"), ("whyrun_safe_ruby_block", "run"),
     ("log", "write")],
)  # fmt: skip
def test_default_actions(h, type_name, action):
    assert h.build(type_name, "n").action == [action]


def test_action_lists_and_aliases(h):
    r = h.build("ruby_block", "b")
    r.set("action", ["create", "nothing"])
    assert r.action == ["create", "nothing"]


def test_unknown_resource_type_suggests(registry):
    with pytest.raises(UnknownResourceType) as e:
        registry.resource_class("fiel")
    assert e.value.hint.startswith("did you mean file")


def test_registry_finds_core_types_and_entry_points(registry, monkeypatch):
    import types

    from toque.runtime import Provider, Registry, Resource, provides
    from toque.runtime import registry as reg_mod

    assert {"file", "directory", "link", "execute", "bash", "log"} <= set(registry.resources)
    plugin = types.ModuleType("demo_plugin")

    @provides("demo_widget")
    class Widget(Resource):
        actions, default_action = ("make",), "make"

    @provides("demo_widget")
    class WidgetProvider(Provider):
        pass

    Widget.__module__ = WidgetProvider.__module__ = "demo_plugin"
    plugin.Widget, plugin.WidgetProvider = Widget, WidgetProvider

    class EP:
        def load(self):
            return plugin

    monkeypatch.setattr(reg_mod, "entry_points", lambda group: [EP()])
    found = Registry.discover()
    assert found.knows("demo_widget")  # plugins are read on the first unknown name
    assert found.resource_class("demo_widget") is Widget
    assert found.provider_class(Widget("w")) is WidgetProvider


def test_entry_point_scan_only_when_a_distribution_declares_the_group(tmp_path, monkeypatch):
    # importlib.metadata is imported (~25 ms) only when an entry_points.txt names the group
    import sys

    from toque.runtime import registry as reg_mod

    dist = tmp_path / "plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text("[toque.providers]\nmine = plugin.providers\n")
    (tmp_path / "other-2.0.dist-info").mkdir()  # no entry_points.txt: skipped
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing"), str(tmp_path)])
    assert reg_mod._declared("toque.providers")
    assert not reg_mod._declared("toque.absent")
    zipped = tmp_path / "lib.zip"
    zipped.write_bytes(b"")
    monkeypatch.setattr(sys, "path", [str(zipped)])
    assert reg_mod._declared("toque.absent")  # a zip on sys.path: the full scan decides
