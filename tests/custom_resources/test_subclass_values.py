"""Instances of Hash, Array and String subclasses are Hashes, Arrays and Strings to property
type checks (`kind_of: Hash` is `is_a?(Hash)` in Chef): a node attribute read (an
ImmutableMash/ImmutableArray), a Mash, a cookbook's `class Config < Hash`; a value refused
is shown as Ruby inspects it, never by toque's Python class (issue 14)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from toque.errors import ToqueError
from toque.session import ClientOptions, client

RESOURCE = """unified_mode true
property :config, Hash, default: {}
property :list, Array
property :text, String
action :create do
  log "#{new_resource.name}: #{new_resource.config.inspect} #{new_resource.config.class} " \\
      "#{new_resource.list.inspect} #{new_resource.text.inspect}"
end
"""
CLASSES = """class MyHash < Hash; end
class MyArray < Array; end
class MyString < String; end
"""


def run(tmp_path: Path, recipe: str) -> str:
    book = tmp_path / "books" / "sv"
    for folder in ("resources", "recipes", "attributes", "templates"):
        (book / folder).mkdir(parents=True, exist_ok=True)
    (book / "metadata.rb").write_text("name 'sv'\n")
    (book / "attributes" / "default.rb").write_text(
        "default['sv']['config'] = { 'a' => 1, 'b' => { 'c' => 2 } }\n"
        "default['sv']['list'] = %w(x y)\n"
    )
    (book / "resources" / "thing.rb").write_text(RESOURCE)
    (book / "templates" / "t.erb").write_text("a=<%= @a %> c=<%= @b['c'] %>\n")
    (book / "recipes" / "default.rb").write_text(CLASSES + recipe)
    out = io.StringIO()
    options = ClientOptions(["sv"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"),
                            override_run_list=True, log_level="info")  # fmt: skip
    client(options, out)
    return out.getvalue()


def test_node_reads_and_subclass_instances_pass_type_checks(tmp_path):
    out = run(
        tmp_path,
        "sv_thing 'node' do\n  config node['sv']['config']\n  list node['sv']['list']\nend\n"
        "sv_thing 'mash' do\n  config Mash.new('k' => 'v')\nend\n"
        "h = MyHash.new\nh['m'] = [1]\n"
        "sv_thing 'sub' do\n  config h\n  list MyArray.new([1, 2])\n"
        "  text MyString.new('s')\nend\n"
        f"template '{tmp_path}/t.out' do\n  source 't.erb'\n"
        "  variables node['sv']['config']\nend\n",
    )
    assert 'node: {"a"=>1, "b"=>{"c"=>2}} Hash ["x", "y"] nil' in out
    assert 'mash: {"k"=>"v"} Hash nil nil' in out
    assert 'sub: {"m"=>[1]} Hash [1, 2] "s"' in out
    assert (tmp_path / "t.out").read_text() == "a=1 c=2\n"  # variables from the node


@pytest.mark.parametrize(
    "value, shown",
    [
        ("MyArray.new([1, 'a'])", '[1, "a"]'),
        ("MyString.new('text')", '"text"'),
        ("node['sv']['list']", '["x", "y"]'),
    ],
)
def test_a_refused_subclass_value_is_shown_as_ruby_inspects_it(tmp_path, value, shown):
    with pytest.raises(ToqueError) as err:
        run(tmp_path, f"sv_thing 'bad' do\n  config {value}\nend\n")
    text = err.value.render()
    assert f"Property config must be one of: Hash!  You passed {shown}." in text
    assert "RHashSub" not in text and "RArraySub" not in text and "RStringSub" not in text
