"""The search indexes of a local chef repo: data bags, nodes/, roles/, environments/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toque.repo.data_bags import DataBagError, DataBags
from toque.repo.node import Node
from toque.repo.search.index import Search, SearchError, filtered


def chef_repo(tmp_path: Path) -> Path:
    def write(rel: str, data: dict) -> None:
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data))

    for name in ("carol", "alice", "bob"):
        write(f"data_bags/users/{name}.json", {"id": name, "team": "ops" if name < "c" else "dev"})
    write(
        "nodes/web2.json",
        {
            "name": "web2",
            "chef_environment": "prod",
            "run_list": ["role[web]", "nginx"],
            "automatic": {"ipaddress": "10.0.0.2", "fqdn": "web2.example.com"},
            "default": {"app": {"port": 80}},
            "override": {"app": {"port": 8080}},
        },
    )
    write("nodes/web1.json", {"name": "web1", "automatic": {"ipaddress": "10.0.0.1"}})
    write("nodes/self.json", {"name": "self", "automatic": {"ipaddress": "10.9.9.9"}})
    write("roles/web.json", {"name": "web", "run_list": ["recipe[nginx]"]})
    write("environments/prod.json", {"name": "prod", "default_attributes": {"tier": "1"}})
    (tmp_path / "roles" / "db.rb").write_text("name 'db'\n")  # Ruby roles are not read
    return tmp_path / "data_bags"


def names(page) -> list[str]:
    return [hit.name for hit in page.hits]


def test_data_bag_items_sorted_by_id_and_paged(tmp_path: Path):
    search = Search(DataBags(chef_repo(tmp_path)))
    assert names(search.query("users", "*:*")) == ["alice", "bob", "carol"]
    assert names(search.query("users", "team:ops")) == ["alice", "bob"]
    page = search.query("users", "*:*", start=1, rows=1)
    assert (names(page), page.start, page.total) == (["bob"], 1, 3)
    assert names(search.query("users", "*:*", start=5)) == []


def test_a_missing_bag_is_a_data_bag_error(tmp_path: Path):
    with pytest.raises(DataBagError, match="data bag 'nope' not found"):
        Search(DataBags(chef_repo(tmp_path))).query("nope", "*:*")


def test_stored_nodes_and_the_running_node_replacing_its_copy(tmp_path: Path):
    running = Node("self")
    running.automatic["ipaddress"] = "127.0.0.1"
    running.run_list = ["recipe[app::default]"]
    running.recipes = ["app::default"]
    search = Search(DataBags(chef_repo(tmp_path)), running, lambda: ["app::helper"])
    assert names(search.query("node", "*:*")) == ["self", "web1", "web2"]
    hits = search.query("node", "ipaddress:127.0.0.1").hits
    assert [h.value for h in hits] == [running]
    assert names(search.query("node", "ipaddress:10.9.9.9")) == []
    # chef-client's node['recipes']: the run list with duplicate names, then included ones
    assert hits[0].fields["recipes"] == ["app", "app::default", "app::helper"]
    assert names(search.query("node", "recipes:app\\:\\:helper")) == ["self"]


def test_a_stored_node_indexes_merged_attributes_and_its_run_list(tmp_path: Path):
    search = Search(DataBags(chef_repo(tmp_path)))
    (hit,) = search.query("node", "role:web AND recipe:nginx AND chef_environment:prod").hits
    assert hit.value.name == "web2"
    assert hit.value["app"]["port"] == 8080  # override beats default
    assert hit.value.run_list == ["role[web]", "recipe[nginx]"]
    assert names(search.query("node", "app_port:8080")) == ["web2"]
    assert names(search.query("node", "chef_environment:_default")) == ["self", "web1"]


def test_filter_result_picks_paths_of_the_indexed_document(tmp_path: Path):
    search = Search(DataBags(chef_repo(tmp_path)))
    (hit,) = search.query("node", "name:web2").hits
    paths = {"ip": ["ipaddress"], "port": ["app", "port"], "none": ["app", "x", "y"], "e": []}
    assert filtered(hit, paths) == {"ip": "10.0.0.2", "port": 8080, "none": None, "e": None}


def test_roles_and_environments_from_json_files(tmp_path: Path):
    search = Search(DataBags(chef_repo(tmp_path)))
    (role,) = search.query("role", "*:*").hits
    assert role.value["run_list"] == ["recipe[nginx]"]
    assert role.value["chef_type"] == "role" and role.value["default_attributes"] == {}
    assert names(search.query("environment", "*:*")) == ["_default", "prod"]
    assert names(search.query("environment", "default_attributes_tier:1")) == ["prod"]


def test_no_repo_folder_gives_only_the_running_node():
    search = Search(DataBags(None), Node("solo"))
    assert names(search.query("node", "*:*")) == ["solo"]
    assert names(search.query("role", "*:*")) == []


def test_a_node_file_that_is_not_json_is_located(tmp_path: Path):
    bags = chef_repo(tmp_path)
    (tmp_path / "nodes" / "bad.json").write_text('{"name": "bad",\n  "automatic": }')
    with pytest.raises(SearchError) as failed:
        Search(DataBags(bags)).query("node", "*:*")
    assert "node" in failed.value.message and "is not valid JSON" in failed.value.message
    assert (failed.value.span.file, failed.value.span.line) == (
        str(tmp_path / "nodes" / "bad.json"),
        2,
    )
