"""Roles, environments and client.rb configs: run-list expansion, attribute precedence,
cookbook pins, and the errors a Chef user gets when one is missing or malformed."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from run_status import client

from toque.cli import main
from toque.errors import ToqueError
from toque.repo.roles import Repository, expand, split_items
from toque.session import ClientOptions


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def repo(tmp_path: Path) -> Path:
    """A chef repo whose recipe writes what it sees of the node into report.json."""
    base = tmp_path / "repo"
    report = tmp_path / "report.json"
    book = base / "cookbooks" / "web"
    write(book / "metadata.rb", "name 'web'\nversion '1.2.0'\n")
    write(
        book / "attributes" / "default.rb",
        "default['web']['port'] = 80\ndefault['web']['name'] = 'cookbook'\n"
        "default['web']['tags'] = ['a']\n",
    )
    report_code = (
        "report = { 'port' => node['web']['port'], 'name' => node['web']['name'],\n"
        "  'tags' => node['web']['tags'], 'env' => node.chef_environment,\n"
        "  'roles' => node.roles, 'recipes' => node.recipes, 'run_list' => node.run_list,\n"
        "  'role_web' => node.role?('web'), 'role_base' => node.role?('base'),\n"
        "  'auto_roles' => node['roles'], 'recipe_extra' => node.recipe?('web::extra'),\n"
        "  'config' => Chef::Config[:team], 'node_name' => node.name }\n"
        f"::File.write('{report}', JSON.generate(report))\n"
    )
    write(book / "recipes" / "default.rb", "require 'json'\n" + report_code)
    write(book / "recipes" / "extra.rb", "log 'extra'\n")
    write(
        base / "roles" / "web.json",
        json.dumps(
            {
                "name": "web",
                "json_class": "Chef::Role",
                "run_list": ["role[base]", "recipe[web]"],
                "env_run_lists": {"prod": ["recipe[web::extra]", "recipe[web]"]},
                "default_attributes": {"web": {"port": 8080, "tags": ["web"]}},
                "override_attributes": {},
            },
            indent=2,
        ),
    )
    write(
        base / "roles" / "nested" / "base.rb",
        'name "base"\ndescription "every node"\nrun_list "recipe[web::extra]"\n'
        'default_attributes "web" => { "port" => 1, "name" => "base" }\n'
        "override_attributes web: { name: 'base-override' }\n",
    )
    write(
        base / "environments" / "prod.rb",
        'name "prod"\ncookbook "web", "~> 1.2"\ndefault_attributes web: { port: 9 }\n'
        "override_attributes web: { port: 443 }\n",
    )
    write(
        base / "environments" / "staging.json",
        json.dumps({"name": "staging", "default_attributes": {"web": {"name": "staging"}}}),
    )
    return base


def converge(base: Path, tmp_path: Path, run_list: list[str], **options) -> dict:
    out = io.StringIO()
    opts = ClientOptions(
        run_list=run_list,
        cookbook_paths=[str(base / "cookbooks")],
        lock_file=str(tmp_path / "lock"),
        **options,
    )
    assert client(opts, out) == 0, out.getvalue()
    return json.loads((tmp_path / "report.json").read_text())


def test_roles_expand_depth_first_and_their_attributes_merge(tmp_path):
    seen = converge(repo(tmp_path), tmp_path, ["role[web]"])
    assert seen["recipes"] == ["web::extra", "web::default"]
    assert seen["roles"] == ["web", "base"] == seen["auto_roles"]
    assert seen["run_list"] == ["role[web]"]
    assert seen["role_web"] is True and seen["role_base"] is False  # Chef: own run list only
    assert seen["recipe_extra"] is True
    # role_default beats the cookbook's default; the including role beats the nested one
    assert seen["port"] == 8080
    assert seen["name"] == "base-override"  # role_override beats every default
    assert seen["tags"] == ["a", "web"]  # arrays of the default levels are unioned (Chef 11+)
    assert seen["env"] == "_default"


def test_environment_run_list_attributes_and_pins(tmp_path):
    seen = converge(repo(tmp_path), tmp_path, ["role[web]"], environment="prod")
    assert seen["env"] == "prod"
    assert seen["recipes"] == ["web::extra", "web::default"]
    assert seen["roles"] == ["web"]  # prod's run list of role web does not include base
    assert seen["port"] == 443  # env_override beats role_default and env_default
    assert seen["name"] == "cookbook"


def test_environment_default_sits_between_default_and_role_default(tmp_path):
    base = repo(tmp_path)
    seen = converge(base, tmp_path, ["web"], environment="staging")
    assert seen["name"] == "staging"  # env_default beats the cookbook default
    seen = converge(base, tmp_path, ["role[base]", "web"], environment="staging")
    assert seen["name"] == "base-override"


PRECEDENCE = [  # (levels set, winner): Chef's table, lowest to highest
    (["default", "env_default"], "env_default"),
    (["env_default", "role_default"], "role_default"),
    (["role_default", "force_default"], "force_default"),
    (["force_default", "normal"], "normal"),
    (["normal", "override"], "override"),
    (["override", "role_override"], "role_override"),
    (["role_override", "env_override"], "env_override"),
    (["env_override", "force_override"], "force_override"),
]


@pytest.mark.parametrize("levels, winner", PRECEDENCE)
def test_precedence_of_role_and_environment_levels(tmp_path, levels, winner):
    base = tmp_path / "repo"
    out = tmp_path / "value"
    lines = []
    for level in levels:
        if level in ("default", "force_default", "normal", "override", "force_override"):
            lines.append(f"{level}['x'] = '{level}'")
    write(base / "cookbooks" / "p" / "metadata.rb", "name 'p'\n")
    write(base / "cookbooks" / "p" / "attributes" / "default.rb", "\n".join(lines) + "\n")
    write(
        base / "cookbooks" / "p" / "recipes" / "default.rb", f"::File.write('{out}', node['x'])\n"
    )
    role = {"name": "r", "run_list": ["recipe[p]"], "default_attributes": {},
            "override_attributes": {}}  # fmt: skip
    env = {"name": "e", "default_attributes": {}, "override_attributes": {}}
    for level in levels:
        if level.startswith("role_"):
            role[f"{level[5:]}_attributes"] = {"x": level}
        if level.startswith("env_"):
            env[f"{level[4:]}_attributes"] = {"x": level}
    write(base / "roles" / "r.json", json.dumps(role))
    write(base / "environments" / "e.json", json.dumps(env))
    opts = ClientOptions(["role[r]"], [str(base / "cookbooks")], environment="e",
                         lock_file=str(tmp_path / "lock"))  # fmt: skip
    assert client(opts, io.StringIO()) == 0
    assert out.read_text() == winner


def test_json_attributes_give_run_list_and_environment(tmp_path):
    base = repo(tmp_path)
    attrs = write(
        tmp_path / "node.json", json.dumps({"run_list": ["role[web]"], "chef_environment": "prod"})
    )
    seen = converge(base, tmp_path, [], attributes=str(attrs))
    assert seen["env"] == "prod" and seen["port"] == 443
    seen = converge(base, tmp_path, [], attributes=str(attrs), environment="_default")
    assert seen["env"] == "_default" and seen["port"] == 8080  # -E wins over the JSON


def test_pin_chooses_among_versions_and_unsatisfiable_pin_is_named(tmp_path):
    base = repo(tmp_path)
    newer = base / "more" / "web2"
    write(newer / "metadata.rb", "name 'web'\nversion '2.0.0'\n")
    write(newer / "recipes" / "default.rb", "raise 'the 2.0 cookbook ran'\n")
    paths = [str(base / "cookbooks"), str(base / "more")]
    opts = ClientOptions(["web"], paths, environment="prod", lock_file=str(tmp_path / "l"),
                         role_path=str(base / "roles"),
                         environment_path=str(base / "environments"))  # fmt: skip
    assert client(opts, io.StringIO()) == 0  # ~> 1.2 keeps 1.2.0
    write(base / "environments" / "prod.rb", 'name "prod"\ncookbook "web", "= 3.0.0"\n')
    with pytest.raises(ToqueError) as info:
        client(opts, io.StringIO())
    assert "environment prod pins web to '= 3.0.0'" in info.value.render()
    assert "1.2.0, 2.0.0" in info.value.render()


def test_missing_role_and_environment(tmp_path):
    base = repo(tmp_path)
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[nope]", "role[web]"])
    text = info.value.render()
    assert "The expanded run list includes nonexistent roles: nope" in text
    assert "included by top level" in text and str(base / "roles") in text
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[web]"], environment="qa")
    assert "environment 'qa' not found" in info.value.render()


def test_role_naming_an_unknown_recipe_is_located_in_the_role(tmp_path):
    base = repo(tmp_path)
    write(base / "roles" / "db.json", '{\n  "name": "db",\n  "run_list": ["recipe[web]",\n'
          '    "recipe[postgresql::server]"]\n}\n')  # fmt: skip
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[db]"])
    text = info.value.render()
    assert text.startswith(f"{base / 'roles' / 'db.json'}:4:")
    assert (
        "cookbook postgresql not found on the cookbook path (in the run list of role[db])" in text
    )
    assert '"recipe[postgresql::server]"' in text  # the excerpt
    write(base / "roles" / "db.json", '{"name": "db", "run_list": ["recipe[web::nope]"]}')
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[db]"])
    assert "recipe web::nope not found" in info.value.render()
    assert not (tmp_path / "report.json").exists()  # nothing ran: compile stopped first


def test_malformed_roles_are_located(tmp_path):
    base = repo(tmp_path)
    write(base / "roles" / "web.json", '{\n  "name": "web",\n  "run_list": [,]\n}\n')
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[web]"])
    assert info.value.render().startswith(f"{base / 'roles' / 'web.json'}:3:")
    write(base / "roles" / "web.json", "[]")
    with pytest.raises(ToqueError, match="must be a JSON object"):
        converge(base, tmp_path, ["role[web]"])
    write(base / "roles" / "nested" / "base.rb", 'name "base"\nrun_list "recipe[web]"\nbogus 1\n')
    with pytest.raises(ToqueError) as info:
        converge(base, tmp_path, ["role[base]"])
    text = info.value.render()
    assert f"{base / 'roles' / 'nested' / 'base.rb'}:3" in text and "bogus" in text


def test_expansion_unit():
    roles = {
        "a": {"name": "a", "run_list": ["role[b]", "x", "role[a]"],
              "default_attributes": {"k": {"from": "a"}}},
        "b": {"name": "b", "run_list": ["x::y", "role[a]", "x"],
              "default_attributes": {"k": {"from": "b", "only_b": 1}}},
    }  # fmt: skip
    from toque.repo.roles import role_from_hash

    class Repo(Repository):
        def role(self, name):
            return role_from_hash(roles[name], None, name) if name in roles else None

    result = expand(split_items(["role[a]", "z"]), "_default", Repo())
    assert result.recipes == ["x::y", "x::default", "z::default"]
    assert result.roles == ["a", "b"]
    assert result.default_attrs == {"k": {"from": "a", "only_b": 1}}
    assert split_items(["a,recipe[b::c], role[r]"]) == ["recipe[a]", "recipe[b::c]", "role[r]"]


def test_client_rb_config(tmp_path, capsys):
    base = repo(tmp_path)
    config = write(
        base / "client.rb",
        "here = File.dirname(__FILE__)\nchef_repo_path here\nnode_name 'web01.example.com'\n"
        "team 'ops'\nenvironment 'prod'\n",
    )
    assert main(["client", "-c", str(config), "-o", "role[web]", "--lock-file",
                 str(tmp_path / "lock")]) == 0  # fmt: skip
    seen = json.loads((tmp_path / "report.json").read_text())
    assert seen["config"] == "ops" and seen["node_name"] == "web01.example.com"
    assert seen["env"] == "prod"
    assert main(["client", "-c", str(config), "-o", "role[web]", "-E", "_default",
                 "--lock-file", str(tmp_path / "lock")]) == 0  # fmt: skip
    assert json.loads((tmp_path / "report.json").read_text())["env"] == "_default"
    assert main(["client", "-c", str(tmp_path / "nope.rb"), "-o", "web"]) == 43  # CONFIG_FAILURE
    assert "config file" in capsys.readouterr().err


def test_node_expand_bang_expands_the_current_run_list_again(tmp_path):
    base = repo(tmp_path)
    report = tmp_path / "expand.json"
    write(
        base / "cookbooks" / "web" / "recipes" / "expand.rb",
        "require 'json'\nnode.run_list << 'role[base]'\nx = node.expand!\n"
        "r = { 'class' => x.class.to_s, 'recipes' => x.recipes, 'roles' => x.roles,\n"
        "  'default_name' => x.default_attrs['web']['name'], 'auto_roles' => node['roles'],\n"
        "  'auto_recipes' => node['recipes'], 'expanded' => node['expanded_run_list'] }\n"
        f"::File.write('{report}', JSON.generate(r))\n",
    )
    out = io.StringIO()
    opts = ClientOptions(run_list=["recipe[web::expand]"], lock_file=str(tmp_path / "lock"),
                         cookbook_paths=[str(base / "cookbooks")])  # fmt: skip
    assert client(opts, out) == 0, out.getvalue()
    seen = json.loads(report.read_text())
    assert seen["class"] == "Chef::RunList::RunListExpansion"
    assert seen["recipes"] == ["web::expand", "web::extra"] == seen["auto_recipes"]
    assert seen["roles"] == ["base"] == seen["auto_roles"]
    assert seen["expanded"] == ["web::expand", "web::extra"]
    assert seen["default_name"] == "base"
