"""node.run_list is a Chef::RunList: roles, recipes, items, to_s, include?, <<, and
Chef::RunList::RunListItem's parsing of `recipe[]`, `role[]` and bare names."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import client

from toque.session import ClientOptions

RECIPE = """
rl = node.run_list
lines = [
  rl.class.name,
  rl.roles.inspect,
  rl.recipes.inspect,
  rl.to_s,
  rl.include?('role[base]').to_s,
  rl.include?('r').to_s,
  rl.map(&:type).inspect,
  rl.first.role?.to_s,
  Chef::RunList::RunListItem.new('cb::x@1.2.0').to_s,
  (Chef::RunList::RunListItem.new('bad[x]') rescue $!.class.name),
  Chef::RunList.new('a', 'role[b]', 'a').to_s,
  (Chef::RunList.new('a') << 'recipe[a]' << 'c').to_s,
  (rl == ['role[base]', 'recipe[r]']).to_s,
]
::File.write(%q(SAID), lines.join("\\n"))
"""


def test_node_run_list_is_a_chef_run_list(tmp_path: Path) -> None:
    books = tmp_path / "books"
    (books / "r" / "recipes").mkdir(parents=True)
    (books / "r" / "metadata.rb").write_text("name 'r'\n")
    said = tmp_path / "said"
    (books / "r" / "recipes" / "default.rb").write_text(RECIPE.replace("SAID", str(said)))
    roles = tmp_path / "roles"
    roles.mkdir()
    (roles / "base.json").write_text('{"name": "base", "run_list": []}')
    options = ClientOptions(["role[base]", "r"], [str(books)], lock_file=str(tmp_path / "l"),
                            override_run_list=True)  # fmt: skip
    out = io.StringIO()
    assert client(options, out) == 0, out.getvalue()
    assert said.read_text().splitlines() == [
        "Chef::RunList",
        '["base"]',
        '["r"]',
        "role[base], recipe[r]",
        "true",
        "true",
        "[:role, :recipe]",
        "true",
        "recipe[cb::x@1.2.0]",
        "ArgumentError",
        "recipe[a], role[b], recipe[a]",  # new keeps every item; << adds a new one only
        "recipe[a], recipe[c]",
        "true",
    ]
