"""Helpers for core-cookbook tests: `toque apply` on a recipe text, `toque client` on cookbooks
written into tmp_path, and a stand-in `sysctl` on PATH."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest
from run_status import apply, client

from toque.session import ApplyOptions, ClientOptions


class Host:
    """A tmp_path to converge into: recipes, cookbooks and output with paths normalized."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.books = tmp_path / "books"

    def apply(self, text: str, **options) -> tuple[int, str]:
        recipe = self.tmp / "recipe.rb"
        recipe.write_text(text)
        out = io.StringIO()
        opts = ApplyOptions(recipe=str(recipe), lock_file=str(self.tmp / "lock"), **options)
        return apply(opts, out), out.getvalue()

    def book(self, name: str, files: dict[str, str], version: str = "1.0.0") -> Path:
        folder = self.books / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "metadata.rb").write_text(f"name '{name}'\nversion '{version}'\n")
        for rel, text in files.items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_text(text)
        return folder

    def client(self, run_list: list[str], **options) -> tuple[int, str]:
        out = io.StringIO()
        opts = ClientOptions(run_list=run_list, cookbook_paths=[str(self.books)],
                             lock_file=str(self.tmp / "lock"), **options)  # fmt: skip
        return client(opts, out), out.getvalue()

    def normal(self, text: str) -> str:
        """Output with the tmp folder as /T and diff timestamps and elapsed time blanked."""
        text = text.replace(str(self.tmp), "/T")
        text = re.sub(r"\t\d{4}-\d\d-\d\d [\d:.]+ \+0000", "\t<mtime>", text)
        return re.sub(r"in \d\d seconds", "in 00 seconds", text)


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return Host(tmp_path)


STUB = """#!/bin/sh
# a stand-in for sysctl: `-p FILE` loads its "key = value" lines into $SYSCTL_STATE,
# `-n -e KEY` prints the loaded value; every call is logged to $SYSCTL_STATE.log
echo "sysctl $*" >> "$SYSCTL_STATE.log"
[ "$1" = -e ] && shift
case "$1" in
  -n) shift; [ "$1" = -e ] && shift
      grep "^$1=" "$SYSCTL_STATE" 2>/dev/null | tail -1 | cut -d= -f2- ;;
  -p) [ -n "$2" ] && sed -n 's/^\\([^#][^ ]*\\) = \\(.*\\)$/\\1=\\2/p' "$2" >> "$SYSCTL_STATE" ;;
esac
exit 0
"""


@pytest.fixture
def sysctl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A `sysctl` on PATH that keeps the kernel's values in a file; returns that file."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "sysctl").write_text(STUB)
    (bin_dir / "sysctl").chmod(0o755)
    state = tmp_path / "kernel"
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    monkeypatch.setenv("SYSCTL_STATE", str(state))
    return state
