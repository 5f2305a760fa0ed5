"""toque client finds its config file and its chef repo where chef-client -z does, says
where it looked when it finds none, and refuses a found config file others could write."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from toque.cli import main
from toque.repo import discovery
from toque.repo.discovery import (
    UntrustedConfig,
    config_candidates,
    find_chef_repo,
    locate_config,
)


def book(cookbooks: Path, name: str, recipe: str, metadata: str = "") -> None:
    folder = cookbooks / name
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text(f"name '{name}'\n{metadata}")
    (folder / "recipes" / "default.rb").write_text(recipe)


@pytest.fixture
def world(tmp_path, monkeypatch):
    """No config file of this host's in the way: HOME, /etc/chef and KNIFE_HOME are ours."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("KNIFE_HOME", raising=False)
    monkeypatch.setattr(discovery, "ETC_CHEF", tmp_path / "etc-chef")
    return tmp_path


def run(tmp_path: Path, *flags: str) -> int:
    return main(["client", "--lockfile", str(tmp_path / "lock"), "-F", "null", *flags])


def test_candidates_in_chef_order(tmp_path):
    work = tmp_path / "repo" / "sub" / "deeper"
    work.mkdir(parents=True)
    (tmp_path / "repo" / ".chef").mkdir()
    env = {"KNIFE_HOME": "/k", "HOME": "/h"}
    found = config_candidates(work, env, etc=Path("/e"))
    assert found == [
        Path("/k/config.rb"), Path("/k/knife.rb"),
        work / "config.rb", work / "knife.rb",
        tmp_path / "repo/.chef/config.rb", tmp_path / "repo/.chef/knife.rb",
        Path("/h/.chef/config.rb"), Path("/h/.chef/knife.rb"),
        Path("/e/client.rb"), Path("/e/solo.rb"),
    ]  # fmt: skip


def test_repo_found_at_or_above_the_working_folder(tmp_path):
    (tmp_path / "repo" / "cookbooks").mkdir(parents=True)
    (tmp_path / "repo" / "roles" / "x").mkdir(parents=True)
    assert find_chef_repo(tmp_path / "repo") == tmp_path / "repo"
    assert find_chef_repo(tmp_path / "repo" / "roles" / "x") == tmp_path / "repo"
    assert find_chef_repo(tmp_path) is None or find_chef_repo(tmp_path) != tmp_path


def test_client_inside_a_repo_needs_no_cookbook_path(world, monkeypatch):
    repo = world / "repo"
    said = world / "said"
    book(repo / "cookbooks", "web", f"::File.write('{said}', node['from_role'])\n")
    (repo / "roles").mkdir()
    (repo / "roles" / "r.json").write_text(
        '{"name": "r", "run_list": ["recipe[web]"], "default_attributes": {"from_role": "yes"}}'
    )
    (repo / "roles" / "deep").mkdir()
    monkeypatch.chdir(repo / "roles" / "deep")
    assert run(world, "-o", "role[r]") == 0
    assert said.read_text() == "yes"


def test_dot_chef_config_rb_above_is_read_with_its_cookbook_paths(world, monkeypatch):
    repo = world / "repo"
    said = world / "said"
    book(repo / "cookbooks", "base", "")
    book(repo / "site-cookbooks", "web", f"include_recipe 'base'\n::File.write('{said}', Chef::Config[:knife][:editor])\n", "depends 'base'\n")  # fmt: skip
    (repo / ".chef").mkdir()
    (repo / ".chef" / "config.rb").write_text(
        "here = File.dirname(__FILE__)\n"
        "cookbook_path [File.join(here, '..', 'cookbooks'), File.join(here, '..', 'site-cookbooks')]\n"
        "chef_server_url 'https://chef.example.com/organizations/x'\n"
        "knife[:editor] = 'vim'\n"
        "ohai.optional_plugins << :Lspci\n"
    )
    (repo / "work").mkdir()
    monkeypatch.chdir(repo / "work")
    assert run(world, "-o", "web") == 0
    assert said.read_text() == "vim"


def test_etc_chef_solo_rb_when_nothing_nearer(world, monkeypatch):
    said = world / "said"
    book(world / "var-chef" / "cookbooks", "web", f"::File.write('{said}', 'ran')\n")
    (world / "etc-chef").mkdir()
    (world / "etc-chef" / "solo.rb").write_text(
        f"cookbook_path '{world / 'var-chef' / 'cookbooks'}'\n"
    )
    (world / "elsewhere").mkdir()
    monkeypatch.chdir(world / "elsewhere")
    assert run(world, "-o", "web") == 0
    assert said.read_text() == "ran"


def test_nothing_found_says_where_it_looked(world, monkeypatch, capsys):
    (world / "empty").mkdir()
    monkeypatch.chdir(world / "empty")
    assert run(world, "-o", "web") == 1
    err = capsys.readouterr().err
    assert "no cookbooks to run" in err
    assert f"no cookbooks/ folder in {world / 'empty'} or any folder above it" in err
    assert str(world / "etc-chef" / "client.rb") in err and "Traceback" not in err


def test_a_found_config_others_can_write_is_refused(world, monkeypatch, capsys):
    (world / "repo" / ".chef").mkdir(parents=True)
    config = world / "repo" / ".chef" / "config.rb"
    config.write_text("cookbook_path '/nowhere'\n")
    os.chmod(config, 0o666)
    with pytest.raises(UntrustedConfig, match="can be changed by others"):
        locate_config([config])
    monkeypatch.chdir(world / "repo")
    assert run(world, "-o", "web") == 43  # Chef's CONFIG_FAILURE
    assert "refusing to read config file" in capsys.readouterr().err


def test_config_file_errors_exit_43_with_the_line(world, capsys):
    bad = world / "client.rb"
    bad.write_text("cookbook_path '/x'\nnode_name File.read('/nonexistent-toque')\n")
    assert run(world, "-c", str(bad), "-o", "web") == 43
    err = capsys.readouterr().err
    assert f"{bad}:2" in err and "You have an error in your config file" in err
    assert "node_name File.read('/nonexistent-toque')" in err
    assert run(world, "-c", str(world / "missing.rb"), "-o", "web") == 43
    assert "Specified config file" in capsys.readouterr().err
