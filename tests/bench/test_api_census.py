"""bench/api_census.py over a small made-up corpus: what it finds and what it decides."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

LIBRARY = """\
require 'digest'
require 'no_such_gem_anywhere'
module MyCookbook
  module Helpers
    LIMIT = 3
    def my_helper
      Digest::SHA256.hexdigest(File.join('a', 'b')) + LIMIT.to_s + $my_global.to_s
    end
  end
end
$my_global = 1
Chef::Recipe.include(MyCookbook::Helpers)
class Chef
  Log.info(NoSuchChefThing)
  class Node
    File.join('a', 'b')
  end
end
filter = defined?(Chef::AttributeAllowlist) ? Chef::AttributeAllowlist : Chef::Whitelist
require 'chef-gyoku'
"""

RECIPE = """\
path = File.join('/tmp', node['platform'])
file path do
  mode '0644'
  only_if { ::File.exist?('/tmp') }
end
my_helper
nonexistent_dsl_word 'x'
mycb_thing 'y'
mycb 'the default resource'
dependency_thing 'z'
dep_helper
puts node.platform_family?('debian'), Chef::Config[:file_cache_path], $1
"""


RESOURCE = """\
unified_mode true
include MyCookbook::Helpers
default = 'a local'
property :x, String, default: default
deprecated_helper_name
no_such_resource_word :y
partial_word 'another repository defines me'
def helper
  inside_a_def_is_not_dsl
end
action :create do
  file '/tmp/x' do
    inner_property 1
  end
end
"""


@pytest.fixture(scope="module")
def census():
    spec = importlib.util.spec_from_file_location("api_census", ROOT / "bench" / "api_census.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["api_census"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def data(census, tmp_path_factory):
    corpus = tmp_path_factory.mktemp("corpus")
    cookbook = corpus / "mycb"
    for folder in ("libraries", "recipes", "resources"):
        (cookbook / folder).mkdir(parents=True)
    (cookbook / "metadata.rb").write_text("name 'mycb'\n")
    (cookbook / "libraries" / "helpers.rb").write_text(LIBRARY)
    (cookbook / "recipes" / "default.rb").write_text(RECIPE)
    (cookbook / "recipes" / "broken.rb").write_text("def (\n")
    (cookbook / "resources" / "thing.rb").write_text(RESOURCE)
    (cookbook / "resources" / "default.rb").write_text("property :a, String\n")
    other = corpus / "otherrepo"
    (other / "libraries").mkdir(parents=True)
    (other / "metadata.rb").write_text("name 'otherrepo'\n")
    (other / "libraries" / "base.rb").write_text("class Base\n  def partial_word(x) = x\nend\n")
    spec_folder = cookbook / "spec" / "fixtures" / "cookbooks" / "other"
    spec_folder.mkdir(parents=True)
    (spec_folder / "metadata.rb").write_text("name 'other'\n")
    deps = tmp_path_factory.mktemp("deps")
    (deps / "dependency" / "resources").mkdir(parents=True)
    (deps / "dependency" / "metadata.rb").write_text("name 'dependency'\n")
    (deps / "dependency" / "resources" / "thing.rb").write_text("property :b, String\n")
    (deps / "dependency" / "libraries").mkdir()
    (deps / "dependency" / "libraries" / "h.rb").write_text(
        "module H\n  def dep_helper; end\nend\n"
    )
    data = census.read_corpus([str(corpus)], fixtures=False, deps=[str(deps)])
    census.decide(data, census.World())
    return data


@pytest.fixture(scope="module")
def report(census, data):
    return json.loads(json.dumps(census.as_json(data)))  # the --json form is plain JSON


def find(report, kind, name):
    found = [i for i in report["items"] if i["kind"] == kind and i["name"] == name]
    assert found, f"{kind} {name} not in the census"
    return found[0]


def test_cookbooks_and_failures_are_counted(report):
    assert report["cookbooks"] == 2  # the spec fixture cookbook is skipped
    assert report["parse_failures"] == 1
    assert report["failures"][0]["file"].endswith("broken.rb")


def test_constants_are_checked_against_toques_world(report):
    assert find(report, "const", "File")["defined"] == "yes"
    assert find(report, "const", "File")["category"] == "Ruby stdlib"
    assert find(report, "const", "Chef::Recipe")["category"] == "Chef API"
    assert find(report, "const", "MyCookbook::Helpers::LIMIT")["defined"] == "own"
    assert find(report, "const", "MyCookbook::Helpers")["defined"] == "own"


def test_constants_resolve_by_lexical_scope(report):
    assert find(report, "const", "Chef::Log")["defined"] == "yes"  # `Log` inside `class Chef`
    assert find(report, "method", "Chef::Log.info")["defined"] == "yes"
    missing = find(report, "const", "Chef::NoSuchChefThing")
    assert (missing["defined"], missing["category"]) == ("no", "Chef API")


def test_a_reference_inside_a_chef_class_names_the_top_level_constant(report):
    """`File` inside `class Chef; class Node` is ::File: Ruby looks the first segment up in
    each enclosing module's own constants, and `Chef::Node::File` is no constant."""
    assert find(report, "const", "File")["cookbooks"] == 1
    names = {i["name"] for i in report["items"]}
    assert "Chef::Node::File" not in names and "Chef::File" not in names


def test_names_chef_lacks_too_are_listed_apart_with_a_reason(census, data, report, capsys):
    gone = find(report, "const", "Chef::Whitelist")
    assert (gone["defined"], gone["category"]) == ("no", "not in Chef 18 on Linux")
    assert "Chef::AttributeAllowlist" in gone["reason"]
    census.print_report(data, top=5)
    out = capsys.readouterr().out.split("== worklist: not in Chef 18 on Linux")[1]
    assert "Chef::Whitelist" in out and "because: renamed Chef::AttributeAllowlist" in out


def test_requires_are_asked_of_require_itself(report):
    gem = find(report, "require", "no_such_gem_anywhere")
    assert (gem["defined"], gem["category"]) == ("no", "other gems")
    assert find(report, "require", "digest")["category"] == "Ruby stdlib"
    assert find(report, "require", "chef-gyoku")["category"] == "other gems"


def test_recipe_dsl_calls_skip_resource_properties_and_locals(report):
    assert find(report, "dsl", "file")["defined"] == "yes"
    assert find(report, "dsl", "my_helper")["defined"] == "own"
    assert find(report, "dsl", "mycb_thing")["defined"] == "own"  # resources/thing.rb
    assert find(report, "dsl", "mycb")["defined"] == "own"  # resources/default.rb
    assert find(report, "dsl", "dependency_thing")["defined"] == "own"  # a --deps cookbook
    assert find(report, "dsl", "dep_helper")["defined"] == "own"  # and its library's def
    assert find(report, "dsl", "nonexistent_dsl_word")["defined"] == "no"
    names = {i["name"] for i in report["items"] if i["kind"] == "dsl"}
    assert not names & {"mode", "only_if", "path"}


def test_resource_file_dsl_is_asked_of_the_resource_builder(report):
    assert find(report, "resource_dsl", "property")["defined"] == "yes"
    assert find(report, "resource_dsl", "action")["defined"] == "yes"
    # a resource file is the class body: `include Mod` includes into the resource class
    assert find(report, "resource_dsl", "include")["defined"] == "yes"
    assert find(report, "resource_dsl", "no_such_resource_word")["defined"] == "no"
    # a helper `def` of another repository does not make the name this one's own
    assert find(report, "resource_dsl", "partial_word")["defined"] == "no"
    names = {i["name"] for i in report["items"] if i["kind"] == "resource_dsl"}
    assert not names & {"file", "inner_property", "inside_a_def_is_not_dsl", "default"}
    assert find(report, "resource_dsl", "deprecated_helper_name")["defined"] == "no"


def test_receivers_globals_and_keys(report):
    assert find(report, "method", "node.platform_family?")["defined"] == "yes"
    assert find(report, "method", "File.exist?")["defined"] == "yes"
    assert find(report, "config_key", "file_cache_path")["defined"] == "yes"
    assert find(report, "node_key", "platform")["defined"] == "yes"
    assert find(report, "gvar", "$my_global")["defined"] == "own"
    assert find(report, "gvar", "$1")["defined"] == "yes"


def test_the_text_report_ranks_a_worklist(census, data, capsys):
    census.print_report(data, top=5)
    out = capsys.readouterr().out
    assert out.startswith("2 cookbooks, 6 files, 1 parse failures")
    chef = out.split("== worklist: Chef API")[1].split("==")[1]
    assert "nonexistent_dsl_word" in chef
    assert "my_helper" not in out  # the cookbook's own names are not work for toque
    assert "broken.rb" in out.split("files toque cannot parse")[1]


def test_per_repository_coverage(report):
    (row,) = [r for r in report["repositories"] if r["repo"] == "mycb"]
    stdlib = [i for i in report["items"] if i["category"] == "Ruby stdlib"
              and i["kind"] in ("const", "require") and "mycb" in i["first_seen"]]  # fmt: skip
    lacking = {i["name"] for i in stdlib if i["defined"] == "no"}
    assert row["Ruby stdlib"] == [len(stdlib) - len(lacking), len(stdlib)]
    assert set(row["lacks"]) == lacking
