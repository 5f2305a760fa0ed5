"""Helpers for cookbook-format tests: write a cookbook into tmp_path, run `toque client` on it."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import client

from toque.session import ClientOptions


class Books:
    """A cookbook path under tmp_path; `add` writes one cookbook's files."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.path = tmp_path / "books"

    def add(self, name: str, files: dict[str, str]) -> Path:
        folder = self.path / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "metadata.rb").write_text(f"name '{name}'\nversion '1.0.0'\n")
        for rel, text in files.items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_text(text)
        return folder

    def run(self, run_list: list[str], **options) -> tuple[int, str]:
        out = io.StringIO()
        opts = ClientOptions(
            run_list=run_list,
            cookbook_paths=[str(self.path)],
            lock_file=str(self.tmp / "lock"),
            **options,
        )
        return client(opts, out), out.getvalue()


@pytest.fixture
def books(tmp_path: Path) -> Books:
    return Books(tmp_path)
