"""search in cookbooks run by `toque client`: recipes, libraries, templates and custom
resource actions, over data bags and nodes/ of the chef repo."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from run_status import client

from toque.errors import ToqueError
from toque.session import ClientOptions


def cookbook(tmp_path: Path, recipe: str, files: dict[str, str] | None = None) -> Path:
    repo = tmp_path / "repo"
    cb = repo / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    (cb / "recipes" / "default.rb").write_text(recipe)
    for rel, text in (files or {}).items():
        (cb / rel).parent.mkdir(parents=True, exist_ok=True)
        (cb / rel).write_text(text)
    json_files = {
        "data_bags/users/alice.json": {"id": "alice", "shell": "/bin/bash", "groups": ["admin"]},
        "data_bags/users/bob.json": {"id": "bob", "shell": "/bin/zsh", "groups": ["dev"]},
        "data_bags/users/carol.json": {"id": "carol", "shell": "/bin/sh", "groups": ["dev"]},
        "nodes/web1.json": {
            "name": "web1",
            "chef_environment": "prod",
            "run_list": ["role[web]"],
            "automatic": {"ipaddress": "10.0.0.1", "fqdn": "web1.example.com"},
            "normal": {"tags": ["blue"]},
            "default": {"app": {"port": 80}},
        },
        "nodes/web2.json": {
            "name": "web2",
            "chef_environment": "prod",
            "run_list": ["role[web]"],
            "automatic": {"ipaddress": "10.0.0.2", "fqdn": "web2.example.com"},
        },
        "nodes/db1.json": {"name": "db1", "automatic": {"ipaddress": "10.0.0.9"}},
        "roles/web.json": {"name": "web", "description": "Web tier"},
    }
    for rel, data in json_files.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(json.dumps(data))
    return repo / "cookbooks"


def converge(tmp_path: Path, recipe: str, files: dict[str, str] | None = None) -> str:
    """Run the cookbook; the recipe writes what it found to tmp_path/out."""
    books = cookbook(tmp_path, recipe.replace("OUT", str(tmp_path / "out")), files)
    out = io.StringIO()
    options = ClientOptions(["app"], [str(books)], lock_file=str(tmp_path / "lock"))
    status = client(options, out)
    assert status == 0, out.getvalue()
    return (tmp_path / "out").read_text()


def write(expr: str) -> str:
    return f"file 'OUT' do\n  content({expr}).to_s\nend\n"


def test_data_bag_items_read_as_hashes(tmp_path: Path):
    recipe = write(
        "search(:users, 'groups:dev').map { |u| "
        "[u['id'], u[:shell], u.raw_data['groups'], u.to_hash['data_bag'], u.class] }.inspect"
    )
    assert converge(tmp_path, recipe) == (
        '[["bob", "/bin/zsh", ["dev"], "users", Chef::DataBagItem], '
        '["carol", "/bin/sh", ["dev"], "users", Chef::DataBagItem]]'
    )


def test_nodes_read_like_the_node(tmp_path: Path):
    recipe = write(
        "search(:node, 'role:web AND chef_environment:prod').map { |n| "
        "[n.name, n['ipaddress'], n['fqdn'], n['app'], n.chef_environment, n.tags, "
        "n.is_a?(Chef::Node)] }.inspect"
    )
    assert converge(tmp_path, recipe) == (
        '[["web1", "10.0.0.1", "web1.example.com", {"port"=>80}, "prod", ["blue"], true], '
        '["web2", "10.0.0.2", "web2.example.com", nil, "prod", [], true]]'
    )


def test_the_running_node_is_found_as_itself(tmp_path: Path):
    recipe = "node.default['svc']['kind'] = 'api'\n" + write(
        "[search(:node, 'svc_kind:api').map { |n| n.equal?(node) }, "
        "search(:node, 'recipes:app\\:\\:default').size, "
        "search(:node, '*:*').map(&:name).include?(node.name)].inspect"
    )
    assert converge(tmp_path, recipe) == "[[true], 1, true]"


def test_filter_result_returns_hashes_of_the_paths(tmp_path: Path):
    recipe = write(
        "search(:node, 'name:web*', filter_result: {'ip' => ['ipaddress'], "
        "'port' => ['app', 'port']}).inspect"
    )
    assert converge(tmp_path, recipe) == (
        '[{"ip"=>"10.0.0.1", "port"=>80}, {"ip"=>"10.0.0.2", "port"=>nil}]'
    )


def test_rows_and_start_as_chef_pages_them(tmp_path: Path):
    # DataQuery#search without a block gathers every page: rows only sizes them; the
    # Query#search form (or 4 arguments) gives one page as [rows, start, total].
    recipe = write(
        "[search(:users, '*:*', rows: 1).map(&:id), "
        "search(:users, '*:*', start: 1).map(&:id), "
        "search(:users, '*:*', 1, 1, nil).then { |r, s, t| [r.map(&:id), s, t] }, "
        "Chef::Search::Query.new.search(:users, 'id:*', rows: 2)[0].map(&:id)].inspect"
    )
    assert converge(tmp_path, recipe) == (
        '[["alice", "bob", "carol"], ["bob", "carol"], [["bob"], 1, 3], ["alice", "bob"]]'
    )


def test_a_block_gets_each_result_and_search_returns_true(tmp_path: Path):
    recipe = "seen = []\nr = search(:users, 'shell:*sh') { |u| seen << u.id }\n" + write(
        "[seen, r].inspect"
    )
    assert converge(tmp_path, recipe) == '[["alice", "bob", "carol"], true]'


def test_in_a_library_with_chef_search_query(tmp_path: Path):
    library = (
        "module Inventory\n  def self.ips\n    found = []\n"
        "    Chef::Search::Query.new.search(:node, 'name:web*') { |n| found << n['ipaddress'] }\n"
        "    found\n  end\nend\n"
        "class Chef::Node\n  def web?\n    self['fqdn'].to_s.start_with?('web')\n  end\nend\n"
    )
    recipe = write("[Inventory.ips, search(:node, 'name:*1').map(&:web?)].inspect")
    files = {"libraries/inventory.rb": library}
    assert converge(tmp_path, recipe, files) == '[["10.0.0.1", "10.0.0.2"], [false, true]]'


def test_in_a_template(tmp_path: Path):
    template = (
        "<% search(:node, 'role:web').each do |n| -%>\nserver <%= n['ipaddress'] %>\n<% end -%>\n"
    )
    recipe = "template 'OUT' do\n  source 'upstream.erb'\nend\n"
    files = {"templates/upstream.erb": template}
    assert converge(tmp_path, recipe, files) == "server 10.0.0.1\nserver 10.0.0.2\n"


def test_in_a_custom_resource_action(tmp_path: Path):
    resource = (
        "property :path, String, name_property: true\n"
        "action :create do\n"
        "  admins = search(:users, 'groups:admin').map { |u| u['id'] }\n"
        "  file new_resource.path do\n    content admins.join(',')\n  end\nend\n"
    )
    recipe = "app_admins 'OUT'\n"
    assert converge(tmp_path, recipe, {"resources/admins.rb": resource}) == "alice"


def test_roles_and_environments(tmp_path: Path):
    recipe = write(
        "[search(:role, 'name:web').map { |r| [r.name, r.description, r['chef_type']] }, "
        "search(:environment, '*:*').map(&:name)].inspect"
    )
    assert converge(tmp_path, recipe) == '[[["web", "Web tier", "role"]], ["_default"]]'


def test_a_missing_bag_raises_what_chef_raises(tmp_path: Path):
    recipe = (
        "msg = begin\n  search(:nope, '*:*')\nrescue Net::HTTPClientException => e\n"
        "  e.message\nend\n" + write("msg")
    )
    assert converge(tmp_path, recipe).startswith("404 \"Object Not Found\": data bag 'nope'")


def test_a_bad_query_is_located_at_the_recipe_line(tmp_path: Path):
    books = cookbook(tmp_path, "x = 1\nsearch(:node, 'name:(web OR db')\n")
    options = ClientOptions(["app"], [str(books)], lock_file=str(tmp_path / "lock"))
    with pytest.raises(ToqueError) as failed:
        client(options, io.StringIO())
    assert failed.value.span.line == 2
    assert failed.value.message == (
        "Chef::Exceptions::InvalidSearchQuery: invalid search query 'name:(web OR db': "
        "this '(' is never closed: add a ')' (at character 6)"
    )
    assert "search(:node, 'name:(web OR db')" in failed.value.render()


def test_a_bad_query_can_be_rescued_and_a_bad_index_is_refused(tmp_path: Path):
    recipe = (
        "a = begin\n  search(:users, 'AND')\nrescue Chef::Exceptions::InvalidSearchQuery => e\n"
        "  e.class.to_s\nend\n"
        "b = begin\n  search(42)\nrescue Chef::Exceptions::InvalidSearchQuery => e\n"
        "  e.message[0, 33]\nend\n" + write("[a, b].inspect")
    )
    expected = '["Chef::Exceptions::InvalidSearchQuery", "Invalid search object type 42 (In"]'
    assert converge(tmp_path, recipe) == expected


def test_a_stored_node_is_read_only(tmp_path: Path):
    recipe = (
        "n = search(:node, 'name:db1').first\n"
        "msg = begin\n  n['x'] = 1\nrescue NoMethodError => e\n  e.message\nend\n"
        + write("[n.to_s, n['ipaddress'], n.run_list, msg].inspect")
    )
    assert converge(tmp_path, recipe) == (
        '["node[db1]", "10.0.0.9", [], "a node found by search is read-only"]'
    )


def test_fuzz_and_rows_given_as_text(tmp_path: Path):
    recipe = write(
        "[search(:node, 'web1.example', fuzz: true).map(&:name), "
        "Chef::Search::Query.new.search(:users, '*:*', start: '1', rows: '1')[0].map(&:id)].inspect"
    )
    assert converge(tmp_path, recipe) == '[["web1"], ["bob"]]'


def test_a_stored_node_refuses_what_only_the_running_node_can_do(tmp_path: Path):
    recipe = (
        "n = search(:node, 'name:web1').first\n"
        "msg = begin\n  n.tag('x')\nrescue NoMethodError => e\n  e.message\nend\n"
        + write("[msg, n.tagged?('blue'), node.tagged?('blue')].inspect")
    )
    assert converge(tmp_path, recipe) == (
        "[\"undefined method 'tag' for a node found by search\", true, false]"
    )
