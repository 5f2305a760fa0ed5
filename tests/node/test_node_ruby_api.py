"""The node's writing API as recipes call it in Ruby: rm, write, *_unless, tags."""

from __future__ import annotations

from pathlib import Path

from toque.session import compile_recipe


def run(tmp_path: Path, code: str) -> None:
    recipe = tmp_path / "r.rb"
    recipe.write_text(code)
    compile_recipe(str(recipe))


def test_rm_write_unless_and_tags(tmp_path, capfd):
    run(
        tmp_path,
        "node.default['a']['b'] = 1\n"
        "node.override['a']['c'] = 2\n"
        "node.default_unless['a']['b'] = 5\n"  # already set at default: kept
        "node.default_unless['n']['k'] = 'set'\n"
        "node.set_unless['s'] = 1\n"
        "node.override_unless('o', 'p', 3)\n"
        "puts [node['a']['b'], node['n']['k'], node['s'], node['o']['p']].inspect\n"
        "puts node.rm('a', 'c').inspect, node['a'].to_h.inspect\n"
        "node.rm_default('n', 'k')\n"
        "puts node['n'].to_h.inspect\n"
        "node.write(:override, 'w', 'x', 5)\n"
        "puts node['w']['x']\n"
        "node.tag('web', 'db', 'web'); node.untag('db')\n"
        "puts node.tags.inspect, node.tagged?('web'), node.tagged?('db')\n",
    )
    lines = capfd.readouterr().out.splitlines()
    assert lines == [
        '[1, "set", 1, 3]',
        "2",
        '{"b"=>1}',
        "{}",
        "5",
        '["web"]',
        "true",
        "false",
    ]


def test_level_arrays_change_in_place(tmp_path, capfd):
    run(
        tmp_path,
        "node.default['a']['l'] = [1]\n"
        "node.default['a']['l'] << 2\n"
        "node.default['a']['l'].push(3, 4)\n"
        "node.default['a']['l'].delete(1)\n"
        "node.default['a']['l'].unshift(0)\n"
        "node.override['b'] = ['x']\n"
        "node.override['b'] << {'k' => 'v'}\n"
        "l = node.default['a']['l']\n"
        "l.concat([9])\n"
        "node.default['c'] = l\n"
        "l << 10\n"
        "puts node['a']['l'].inspect, node['b'].inspect, l.class, node['c'].inspect\n",
    )
    assert capfd.readouterr().out.splitlines() == [
        "[0, 2, 3, 4, 9, 10]",
        '["x", {"k"=>"v"}]',
        "Array",
        "[0, 2, 3, 4, 9]",  # a copy was stored: later changes to l are not c's
    ]


def test_writing_the_merged_view_raises_chefs_error(tmp_path, capfd):
    run(
        tmp_path,
        "begin\n  node['q'] = 1\nrescue Chef::Exceptions::ImmutableAttributeModification => e\n"
        "  puts e.is_a?(NoMethodError), e.message.include?('node.default[\"key\"]')\nend\n",
    )
    assert capfd.readouterr().out.splitlines() == ["true", "true"]
