"""Package and repository tests on this Debian host, as root: recipes are applied for real;
every sources.list.d file, preference, keyring, hold and test package a test makes is
removed afterwards (pass or fail), and `apt-get update` is only ever pointed at file:// repos."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest
from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


def debian_root() -> bool:
    return os.geteuid() == 0 and shutil.which("dpkg-query") is not None


class Host:
    """Converge recipe texts on this machine; what a test names through it is cleaned up."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.tag = uuid.uuid4().hex[:6]
        self.files: list[Path] = []
        self.packages: list[str] = []
        self.held: list[str] = []

    def name(self, stem: str) -> str:
        return f"toque-{stem}-{self.tag}"

    def path(self, path: str) -> Path:
        self.files.append(Path(path))
        return Path(path)

    def apply(self, text: str, **options) -> tuple[int, str]:
        recipe = self.tmp / "recipe.rb"
        recipe.write_text(text)
        out = io.StringIO()
        opts = ApplyOptions(recipe=str(recipe), lock_file=str(self.tmp / "lock"), **options)
        try:
            return apply(opts, out), out.getvalue()
        except ToqueError as exc:  # a compile-time error: the CLI prints it and exits 1
            return 1, out.getvalue() + exc.render()

    def events(self, text: str, **options) -> list[dict]:
        status, out = self.apply(text, formatter="json", **options)
        return [json.loads(line) for line in out.splitlines() if line.startswith("{")]

    def cleanup(self) -> None:
        for name in self.held:
            subprocess.run(["apt-mark", "unhold", name], capture_output=True)
        for name in self.packages:
            subprocess.run(["dpkg", "-P", name], capture_output=True)
        for path in self.files:
            path.unlink(missing_ok=True)


@pytest.fixture
def host(tmp_path: Path):
    if not debian_root():
        pytest.skip("package and repository tests need root on a Debian host (CI is one)")
    h = Host(tmp_path)
    try:
        yield h
    finally:
        h.cleanup()
