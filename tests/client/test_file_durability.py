"""client.rb's `file_durability` (docs/runtime.md, "Durability") reaches the run's writes, and a
value toque does not know is a configuration error naming the file."""

from __future__ import annotations

import os
from pathlib import Path

from toque.cli import main


def setup(tmp_path: Path, setting: str) -> Path:
    folder = tmp_path / "books" / "web"
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text("name 'web'\n")
    out = tmp_path / "out"
    out.mkdir()
    (folder / "recipes" / "default.rb").write_text(
        f"file '{out}/a' do\n  content 'a'\nend\nfile '{out}/b' do\n  content 'b'\nend\n"
        "ruby_block 'config' do\n"
        f"  block {{ ::File.write('{tmp_path}/said', Chef::Config[:file_durability].inspect) }}\n"
        "end\n"
    )
    config = tmp_path / "client.rb"
    config.write_text(f"cookbook_path '{tmp_path}/books'\n{setting}\n")
    return config


def folder_syncs(monkeypatch, out: Path) -> list[str]:
    seen: list[str] = []
    real = os.fsync

    def fsync(fd):
        target = os.readlink(f"/proc/self/fd/{fd}")
        seen.append("folder" if target == str(out) else "other")
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return seen


def run(tmp_path: Path, config: Path, *flags: str) -> int:
    return main(["client", "-c", str(config), "-o", "web", "--lockfile", str(tmp_path / "lock"),
                 *flags])  # fmt: skip


def test_data_in_client_rb_syncs_the_folder_once_for_the_run(tmp_path, monkeypatch, capsys):
    config = setup(tmp_path, "file_durability :data")
    seen = folder_syncs(monkeypatch, tmp_path / "out")
    assert run(tmp_path, config) == 0, capsys.readouterr().out
    assert seen.count("folder") == 1
    assert (tmp_path / "said").read_text() == ":data"  # Chef::Config sees it too


def test_full_is_the_default_one_folder_sync_per_file(tmp_path, monkeypatch, capsys):
    config = setup(tmp_path, "")
    seen = folder_syncs(monkeypatch, tmp_path / "out")
    assert run(tmp_path, config) == 0, capsys.readouterr().out
    assert seen.count("folder") == 2


def test_config_option_none_syncs_nothing(tmp_path, monkeypatch, capsys):
    config = setup(tmp_path, "")
    seen = folder_syncs(monkeypatch, tmp_path / "out")
    assert run(tmp_path, config, "--config-option", "file_durability=none") == 0
    assert seen == []  # neither the files nor their folder
    assert (tmp_path / "out" / "b").read_text() == "b"


def test_an_unknown_value_is_a_configuration_error(tmp_path, capsys):
    config = setup(tmp_path, "file_durability :fast")
    assert run(tmp_path, config) == 43
    err = capsys.readouterr().err
    assert f"{config}: file_durability must be one of :full, :data, :none, not :fast" in err
    config = setup(tmp_path / "2", "")
    assert run(tmp_path / "2", config, "--config-option", "file_durability=sync") == 43
    assert "file_durability must be one of :full, :data, :none, not 'sync'" in (
        capsys.readouterr().err
    )
