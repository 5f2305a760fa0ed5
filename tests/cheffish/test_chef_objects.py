"""chef_node, chef_role, chef_environment against local mode's store (nodes/, roles/,
environments/ of the repo): normalized objects, merged or replaced (`complete`), Cheffish's
difference lines, idempotence, why-run, delete; the Chef-server-only resources' failure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

URL = "chefzero://localhost:1"


def stored(root: Path, folder: str, name: str) -> dict:
    return json.loads((root / folder / f"{name}.json").read_text())


def test_node_created_merged_and_kept_levels(host, tmp_path):
    status, out = host.apply('chef_node "web1"\n')
    assert status == 0 and f"    - create node web1 at {URL}\n" in out, out
    node = stored(tmp_path, "nodes", "web1")
    assert node == {"name": "web1", "json_class": "Chef::Node", "chef_type": "node",
                    "chef_environment": "_default", "override": {}, "normal": {},
                    "default": {}, "automatic": {}, "run_list": []}  # fmt: skip
    node["default"], node["normal"] = {"d": 1}, {"tags": ["t"]}
    (tmp_path / "nodes/web1.json").write_text(json.dumps(node))
    text = ('chef_node "web1" do\n  chef_environment "prod"\n  run_list %w(base role[web])\n'
            '  attributes("port" => 80)\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert (f"    - update node web1 at {URL}\n"
            '    -   update chef_environment from "_default" to "prod"\n'
            '    -   add normal.port = 80\n'
            '    -   update run_list from [] to ["recipe[base]", "role[web]"]\n') in out  # fmt: skip
    node = stored(tmp_path, "nodes", "web1")
    assert node["normal"] == {"port": 80, "tags": ["t"]} and node["default"] == {"d": 1}
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    status, out = host.apply('chef_node "web1" do\n  complete true\nend\n')
    assert '    -   update chef_environment from "prod" to "_default"\n' in out, out
    node = stored(tmp_path, "nodes", "web1")
    assert (
        node["run_list"] == [] and node["normal"] == {"tags": ["t"]} and node["default"] == {"d": 1}
    )


def test_role_and_environment(host, tmp_path):
    text = ('chef_role "web" do\n  description "Web"\n  run_list %w(nginx)\n'
            '  env_run_lists("prod" => %w(nginx::ssl))\n  default_attributes("a" => {"b" => 1})\nend\n'
            'chef_environment "prod" do\n  cookbook_versions("nginx" => "= 1.0.0")\n'
            '  override_attributes("x" => true)\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert (f"    - create role web at {URL}\n    -   update description from \"\" to \"Web\"\n"
            '    -   add default_attributes.a = {"b"=>1}\n') in out  # fmt: skip
    assert f"    - create environment prod at {URL}\n" in out
    role = stored(tmp_path, "roles", "web")
    assert role["run_list"] == ["recipe[nginx]"] and role["json_class"] == "Chef::Role"
    assert role["env_run_lists"] == {"prod": ["recipe[nginx::ssl]"]}
    env = stored(tmp_path, "environments", "prod")
    assert env["cookbook_versions"] == {"nginx": "= 1.0.0"} and env["override_attributes"] == {
        "x": True
    }
    status, out = host.apply(text)
    assert "0/2 resources updated" in out, out
    status, out = host.apply('chef_role "web" do\n  default_attributes("a" => {"b" => 2})\nend\n')
    assert "    -   update default_attributes.a.b from 1 to 2\n" in out, out
    assert stored(tmp_path, "roles", "web")["description"] == "Web"  # merged


def test_raw_json_and_delete(host, tmp_path):
    host.apply('chef_environment "qa" do\n  raw_json("description" => "from json")\nend\n')
    assert stored(tmp_path, "environments", "qa")["description"] == "from json"
    text = ('chef_environment "qa" do\n  action :delete\nend\n'
            'chef_node "gone" do\n  action :delete\nend\n')  # fmt: skip
    status, out = host.apply(text)
    assert f"    - delete environment qa at {URL}\n" in out and "1/2 resources updated" in out, out
    assert not (tmp_path / "environments/qa.json").exists()


def test_why_run_and_json(host, tmp_path):
    status, out = host.apply('chef_role "r" do\n  run_list ["x"]\nend\n', why_run=True)
    assert status == 0 and f"    - Would create role r at {URL}\n" in out, out
    assert not (tmp_path / "roles").exists()
    events = host.events('chef_node "n" do\n  run_list ["a"]\nend\n')
    lines = [line for e in events if e.get("event") == "resource_update"
             for line in e["change"]["lines"]]  # fmt: skip
    assert lines == [f"create node n at {URL}", '  update run_list from [] to ["recipe[a]"]']


@pytest.mark.parametrize("name", ["chef_acl", "chef_container", "chef_group",
                                  "chef_organization", "chef_mirror"])  # fmt: skip
def test_server_only_resources_fail_in_local_mode(host, name):
    status, out = host.apply(f'{name} "x" do\n  action :nothing\nend\n')
    assert status == 0, out  # compiles; a resource that never runs is fine
    status, out = host.apply(f'{name} "x"\n')
    assert status == 1 and f"{name} needs a Chef Infra Server" in out, out


def test_bad_names_and_values(host):
    status, out = host.apply('chef_node "a b"\n')
    assert status == 1 and "node_name's value a b does not match regular expression" in out, out
    status, out = host.apply('chef_role "r" do\n  run_list "x"\nend\n')
    assert status == 1 and "Property run_list must be one of: Array, nil!" in out, out
