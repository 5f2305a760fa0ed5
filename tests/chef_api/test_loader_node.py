"""The cookbook loader's rules and the node's life in local mode (issue 14): metadata's
chef_version/ohai_version checked as Chef checks them, `supports` accepted, a pinned
`core`, a cyclic include_attribute refused where it is written, and nodes/NAME.json saved
at the end of a run as chef-client -z saves it (not for -o, not in why-run)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from toque.cli import main

HERE = Path(__file__).parent


def client(tmp_path: Path, *flags: str) -> int:
    books = tmp_path / "cookbooks"
    if not books.exists():
        shutil.copytree(HERE / "loader_books", books)
    return main(["client", "--cookbook-path", str(books), "--lockfile", str(tmp_path / "lock"),
                 "--no-color", "-N", "web1", *flags])  # fmt: skip


def saved(tmp_path: Path) -> dict:
    return json.loads((tmp_path / "nodes" / "web1.json").read_text())


def test_chef_version_mismatch_is_located_in_metadata(tmp_path, capsys):
    assert client(tmp_path, "-o", "old") == 1
    err = capsys.readouterr().err
    assert (
        "old/metadata.rb:3:1: Cookbook 'old' version '2.0.0' depends on Chef Infra Client "
        'version [">= 12", "< 14"], ["~> 15.0"], but the running Chef Infra Client version '
        "is 18.5.0" in err
    )
    assert "chef_version '>= 12', '< 14'" in err and "Traceback" not in err


def test_matching_chef_and_ohai_versions_and_supports_run(tmp_path, capsys):
    assert client(tmp_path, "-o", "ok", "-F", "null") == 0


def test_pinned_core_is_the_one_on_the_path(tmp_path, capsys):
    assert client(tmp_path, "-o", "pinned", "-F", "null") == 0
    assert capsys.readouterr().out == "core 0.0.1 from the cookbook path\n"
    assert client(tmp_path, "-o", "unpinned", "-F", "null") == 0  # the bundled core (0.1.0)
    assert capsys.readouterr().out == "bundled core in use\n"


def test_cyclic_include_attribute_is_a_located_error(tmp_path, capsys):
    assert client(tmp_path, "-o", "cyc") == 1
    err = capsys.readouterr().err
    assert (
        "cyc/attributes/b.rb:2:1: include_attribute cycle: cyc::default -> cyc::b -> "
        "cyc::default" in err
    )
    assert "include_attribute 'cyc::default'" in err and "Traceback" not in err


def test_node_saved_at_the_end_of_a_run_and_read_by_the_next(tmp_path, capsys):
    assert client(tmp_path, "-r", "saver", "-F", "null") == 0
    node = saved(tmp_path)
    assert list(node) == ["name", "chef_environment", "json_class", "automatic", "normal",
                          "chef_type", "default", "override", "run_list"]  # fmt: skip
    assert node["name"] == "web1" and node["json_class"] == "Chef::Node"
    assert node["normal"] == {"saver": {"runs": 1}, "tags": ["saved"]}
    assert node["default"] == {"saver": {"level": "default"}}
    assert node["override"] == {"saver": {"level": "override"}}
    assert node["run_list"] == ["recipe[saver]"]
    assert node["automatic"]["kernel"]["name"]
    text = (tmp_path / "nodes" / "web1.json").read_text()
    assert text.startswith('{\n  "name": "web1",\n') and text.endswith("}\n")
    # the next run finds its normal attributes and its run list (no -r given)
    assert client(tmp_path, "-F", "null") == 0
    assert "runs: 1" in capsys.readouterr().out
    assert saved(tmp_path)["normal"]["saver"]["runs"] == 2


def test_no_save_with_override_run_list_or_in_why_run(tmp_path, capsys):
    assert client(tmp_path, "-o", "saver", "-l", "info") == 0
    assert "Skipping final node save because override_runlist was given" in capsys.readouterr().out
    assert not (tmp_path / "nodes").exists()
    assert client(tmp_path, "-r", "saver", "-W") == 0
    assert "In why-run mode, so NOT performing node save." in capsys.readouterr().out
    assert not (tmp_path / "nodes").exists()


def test_node_save_in_a_recipe_writes_at_once(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SAVER_FAIL", "1")
    assert client(tmp_path, "-r", "saver::save_now", "-F", "null") == 1
    assert saved(tmp_path)["normal"]["saver"] == {"now": True}
