"""Completion: resource types, properties and actions in a resource block, node keys,
locals, methods and commands — from the live session."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from toque.repl.app import ShellCompleter
from toque.repl.completion import complete


def texts(core, before, explicit=True):
    return [c.text for c in complete(core, before, explicit)]


def test_resource_types_with_a_description(core):
    found = {c.text: c.meta for c in complete(core, "dir", True)}
    assert "directory" in found
    assert found["directory"] and "\n" not in found["directory"]


def test_every_resource_type_has_a_description(core):
    types = core.session.ctx.registry.resources
    found = {c.text: c.meta for c in complete(core, "", True)}
    assert all(found[name] for name in types)


def test_properties_inside_a_resource_block(core):
    found = texts(core, 'file "/tmp/x" do\n  co')
    assert set(found) == {"content", "compile_time"}
    assert "content" in texts(core, 'file "/tmp/x" do\n  mode "0644"\n  ')


def test_own_properties_come_before_common_ones(core):
    found = texts(core, 'file "/tmp/x" do\n  ')
    assert found.index("content") < found.index("retries")
    assert "action" in found and "only_if" in found


def test_the_block_is_found_under_loops_and_assignments(core):
    text = '%w[a b].each do |n|\n  f = file("/tmp/#{n}") do\n    own'
    assert texts(core, text) == ["owner"]


def test_actions_after_action(core):
    assert texts(core, 'file "/x" do\n  action :cr') == [":create", ":create_if_missing"]
    assert ":delete" in texts(core, 'file "/x" do\n  action [:create, :')
    assert texts(core, 'directory "/x" do\n  action(:del') == [":delete"]


def test_nothing_but_code_inside_a_nested_block(core):
    found = texts(core, 'file "/x" do\n  only_if do\n    cont')
    assert "content" not in found


def test_node_keys_from_the_live_node(make_core):
    core = make_core({"web": {"port": 80, "host": "a"}, "users": ["x"]})
    top = texts(core, "node['")
    assert {"'users']", "'web']", "'platform']"} <= set(top)  # -j attributes and host facts
    assert texts(core, "node['us") == ["'users']"]
    assert texts(core, "node['web']['p") == ["'port']"]
    assert texts(core, 'x = node["web"]["h') == ['"host"]']
    assert texts(core, "node[:web][") == ["'port']", "'host']"]
    assert texts(core, "node['nope']['") == []


def test_node_keys_follow_attributes_set_in_the_shell(core):
    core.submit("attributes_mode")
    core.submit("default['app']['version'] = '1.2'")
    assert texts(core, "node['app']['") == ["'version']"]


def test_locals_and_methods(core):
    core.submit("counter = 3")
    core.submit("def compute(x)\n  x\nend")
    found = {c.text: c.meta for c in complete(core, "co", True)}
    assert found["counter"] == "local"
    assert found["compute"] == "method"


def test_commands_only_at_the_start_of_an_entry(core):
    assert "step" in texts(core, "st")
    assert "step" not in texts(core, "x = st")
    assert "resources" in texts(core, "reso")


def test_ruby_mode_offers_no_resource_types(core):
    core.submit("ruby")
    assert "directory" not in texts(core, "dir")


def test_no_menu_while_typing_after_a_space(core):
    assert texts(core, "file ", explicit=False) == []
    assert texts(core, 'file "/x" do\n  ', explicit=False) == []
    assert "content" in texts(core, 'file "/x" do\n  c', explicit=False)
    assert texts(core, "x.", explicit=True) == []


@pytest.mark.parametrize("before", ['file "/x" do\n  con', "node['"])
def test_the_prompt_toolkit_completer(make_core, before):
    core = make_core({"a": 1})
    completer = ShellCompleter(core)
    doc = Document(before, len(before))
    found = list(completer.get_completions(doc, CompleteEvent(completion_requested=True)))
    assert found
    assert all(-c.start_position <= len(before) for c in found)
