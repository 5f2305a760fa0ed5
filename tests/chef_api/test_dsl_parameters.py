"""Arity and `parameters` of the DSL's methods whose names or classes a run makes (issue 12
§2: property accessors, deprecated aliases, definitions, search, role/environment/config
files, the node's immutable collections), declared through the Builtins registry: what MRI
answers for the same methods written with Chef's signatures (`parameters/chef_signatures.rb`
printed `parameters/parameters.golden`)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from toque.interpreter.dsl.repo_files import read_config, read_rb
from toque.interpreter.dsl.search_api import stored_node_names
from toque.session import RecipeSession

HERE = Path(__file__).parent / "parameters"
GOLDEN = dict(line.split(": ", 1) for line in (HERE / "parameters.golden").read_text().splitlines())


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    folder = tmp_path_factory.mktemp("files")
    session = RecipeSession(io.StringIO())
    session.eval(
        "class Chef::Resource::ToqueParamsT < Chef::Resource\n"
        "  property :path, String\n"
        "  deprecated_property_alias :old, :path, 'renamed'\n"
        "end\n"
    )
    definition = folder / "toque_params_def.rb"
    definition.write_text("define :toque_params_def do\nend\n")
    session.dsl.definitions.load(definition)
    for name, text in (("web.rb", "name 'web'\n"), ("env.rb", "name 'env'\n")):
        (folder / name).write_text(text)
    read_rb(session.rt, folder / "web.rb", "role")
    read_rb(session.rt, folder / "env.rb", "environment")
    (folder / "client.rb").write_text("log_level :info\n")
    read_config(session.rt, folder / "client.rb")
    return session


def answer(session, expr: str) -> str:
    shown = session.eval(f'm = {expr}; "#{{m.arity}} #{{m.parameters.inspect}}"')
    return session.rt.to_s(shown)


@pytest.mark.parametrize("expr", list(GOLDEN))
def test_arity_and_parameters_are_mris_for_chefs_signature(session, expr):
    assert answer(session, expr) == GOLDEN[expr]


def test_a_property_accessor_still_reads_and_sets(session):
    out = session.eval(
        "r = Chef::Resource::ToqueParamsT.new('x'); r.path '/a'; a = r.path; r.path = '/b'; "
        "[a, r.path, r.old]"
    )
    assert session.rt.inspect(out) == '["/a", "/b", "/b"]'
    wrong = session.eval(
        "begin; Chef::Resource::ToqueParamsT.new('x').path(1, 2); rescue ArgumentError => e; "
        "e.message; end"
    )
    assert session.rt.to_s(wrong) == "wrong number of arguments (given 2, expected 0..1)"


def test_a_node_found_by_search_answers_as_the_running_node_does(session):
    stored = session.dsl.search.stored_node_class()
    running = session.dsl.node_bridge.node_class
    shared = [n for n in stored_node_names() if n in running.methods]
    assert len(shared) >= 25
    for name in shared:
        assert stored.methods[name].arity == running.methods[name].arity, name
    session.rt.globals["$stored"] = stored
    # Chef::Node's own signatures: def [](attrib), def name(arg = nil), def each(&block)
    shown = session.eval(
        "[:[], :name, :each, :fetch].map { |n| $stored.instance_method(n).parameters }"
    )
    assert session.rt.inspect(shown) == (
        "[[[:req, :attrib]], [[:opt, :arg]], [[:block, :block]], "
        "[[:req, :key], [:opt, :default], [:block, :block]]]"
    )
