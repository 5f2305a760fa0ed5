"""The recipe DSL defines its Ruby methods with the one Builtins registry (issue 12 §2): the
surface can be listed, each method's arity is what its Python signature (and Chef's Ruby
signature) says, wrong argument counts raise MRI's ArgumentError, and the highlighter's
words include every word of it."""

from __future__ import annotations

import io

import pytest

from toque.highlight import word_tokens as V
from toque.interpreter.dsl.surface import surface
from toque.session import RecipeSession
from toque.vocabulary import PLUMBING

# the classes whose Python-defined methods must all come from a Builtins table
TABLE_ONLY = ("Chef::Recipe", "Chef::Resource", "Chef::Node", "Chef::Node::Unchain",
              "Chef::RunContext", "Chef::ResourceCollection", "Chef::Provider", "Chef::Log",
              "Mixlib::ShellOut", "Chef::Mixin::ShellOut", "Chef::Search::Query",
              "Chef::Node::ImmutableMash", "Chef::Node::ImmutableArray", "Chef::JSONCompat")  # fmt: skip


@pytest.fixture(scope="module")
def session():
    return RecipeSession(io.StringIO())


@pytest.mark.parametrize("singleton", [False, True], ids=["instance", "class"])
def test_every_python_method_of_the_dsl_classes_is_in_the_listed_surface(session, singleton):
    rt = session.rt
    listed = {(w.target, w.name): w for w in surface() if w.singleton is singleton}
    checked = 0
    for target in TABLE_ONLY:
        klass = rt.const_get(target)
        klass = rt.singleton_class(klass) if singleton else klass
        python_defined = {n: m for n, m in klass.methods.items() if m.node is None}
        for name, method in python_defined.items():
            word = listed.get((target, name))
            assert word is not None, f"{target} {name} is defined outside the Builtins tables"
            assert method.arity == word.arity, f"{target} {name}"
            checked += 1
    assert checked >= (50 if singleton else 180)


def test_arity_comes_from_the_signature_as_chefs_ruby_methods_have_it(session):
    arity = {(w.target, w.name): w.arity for w in surface() if not w.singleton}
    # Chef: def action(arg = nil); def notifies(action, resource_spec, timing = :delayed);
    # def only_if(command = nil, opts = {}, &block); def run_action(action, type = nil, by = nil)
    assert arity["Chef::Resource", "action"] == -1
    assert arity["Chef::Resource", "notifies"] == -3
    assert arity["Chef::Resource", "only_if"] == -1
    assert arity["Chef::Resource", "run_action"] == -2
    assert arity["Chef::Resource", "delayed_action"] == 1
    assert arity["Chef::Recipe", "lazy"] == 0
    assert arity["Chef::Recipe", "include_recipe"] == -1
    assert arity["Chef::Node", "[]"] == 1
    assert arity["Chef::Node", "fetch"] == -2
    assert arity["Chef::Node", "write"] == -4  # level, key…, value
    assert arity["Chef::Node::VividMash", "[]="] == 2
    assert arity["Chef::Provider", "converge_by"] == 1
    classes = {w.name: w.arity for w in surface() if w.singleton and w.target == "Chef::Resource"}
    assert classes["property"] == -2  # def property(name, type = NOT_PASSED, **options)
    assert classes["action"] == 1
    assert classes["deprecated_property_alias"] == -3


# what MRI 3.1 says for Ruby methods of the same signatures (ruby -e 'def f(a=nil)…')
WRONG_COUNTS = [
    ('file("/x") { action :create, :delete }', "given 2, expected 0..1"),
    ('file("/x") { notifies :run }', "given 1, expected 2..3"),
    ('file("/x") { delayed_action }', "given 0, expected 1"),
    ('file("/x") { only_if "a", {}, 3 }', "given 3, expected 0..2"),
    ("lazy(1) { 2 }", "given 1, expected 0"),
    ("node.fetch", "given 0, expected 1..2"),
    ("node.write(:default, 'a')", "given 2, expected 3+"),
    ("node.default['a', 'b']", "given 2, expected 1"),
    ("node.role?", "given 0, expected 1"),
    ("cookbook_name(1)", "given 1, expected 0"),
    ("Chef::Resource::File.new", "given 0, expected 1..2"),
    ("Class.new(Chef::Resource) { property }", "given 0, expected 1+"),
    ("Class.new(Chef::Resource) { use }", "given 0, expected 1"),
    ("Class.new(Chef::Provider) { provides }", "given 0, expected 1+"),
    ('Chef::Log.info("a", "b")', "given 2, expected 0..1"),
    ("Chef::Log.send(:level=, :info, :warn)", "given 2, expected 1"),
    ('data_bag_item("users")', "given 1, expected 2..3"),
    ("debian?(1, 2)", "given 2, expected 0..1"),
    ('Mixlib::ShellOut.new("true").error!(1)', "given 1, expected 0"),
]


@pytest.mark.parametrize(("code", "expected"), WRONG_COUNTS)
def test_a_wrong_argument_count_is_mris_argument_error(session, code, expected):
    out = session.eval(f"begin; {code}; 'no error'; rescue ArgumentError => e; e.message; end")
    assert session.rt.to_s(out) == f"wrong number of arguments ({expected})"


def test_the_highlighter_knows_every_public_word_of_recipes_resources_and_providers(session):
    words = {
        w.name
        for w in surface()
        if w.target in ("Chef::Recipe", "Chef::Resource", "Chef::Provider")
        and w.visibility == "public"
    }
    plain = {w for w in words if w.replace("?", "").replace("!", "").isidentifier()}
    assert plain - PLUMBING <= V.DSL_WORDS
