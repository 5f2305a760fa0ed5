"""Package and repository tests on this Debian host, as root: recipes are applied for real;
every sources.list.d file, preference, keyring, hold and test package a test makes is
removed afterwards (pass or fail), and `apt-get update` is only ever pointed at file:// repos."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import time
import uuid
from pathlib import Path

import pytest
from recipe_host import RecipeHost
from run_status import client

from toque.session import ClientOptions


def debian_root() -> bool:
    return os.geteuid() == 0 and shutil.which("dpkg-query") is not None


class Host(RecipeHost):
    """Converge recipe texts on this machine; what a test names through it is cleaned up."""

    def __init__(self, tmp_path: Path) -> None:
        super().__init__(tmp_path)
        self.tag = uuid.uuid4().hex[:6]
        self.files: list[Path] = []
        self.packages: list[str] = []
        self.held: list[str] = []

    def name(self, stem: str) -> str:
        return f"toque-{stem}-{self.tag}"

    def path(self, path: str) -> Path:
        self.files.append(Path(path))
        return Path(path)

    def book(self, name: str, files: dict[str, str | bytes]) -> Path:
        """A cookbook under tmp/books (for `client`)."""
        folder = self.tmp / "books" / name
        for rel, data in {"metadata.rb": f"name '{name}'\nversion '1.0.0'\n", **files}.items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            getattr(folder / rel, "write_bytes" if isinstance(data, bytes) else "write_text")(data)
        return folder

    def client(self, run_list: list[str], **options) -> tuple[int, str]:
        out = io.StringIO()
        opts = ClientOptions(run_list=run_list, cookbook_paths=[str(self.tmp / "books")],
                             lock_file=str(self.tmp / "lock"), **options)  # fmt: skip
        return client(opts, out), out.getvalue()

    def cleanup(self) -> None:
        for name in self.held:
            _retried(["apt-mark", "unhold", name])
        for name in self.packages:
            _retried(["dpkg", "-P", name])
        for path in self.files:
            path.unlink(missing_ok=True)


def _retried(argv: list[str], tries: int = 30) -> None:
    """A clean-up command, tried again while another dpkg user holds the lock."""
    for _ in range(tries):
        if subprocess.run(argv, capture_output=True).returncode == 0:
            return
        time.sleep(1)


@pytest.fixture(autouse=True)
def wait_for_dpkg_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """apt-get and apt-mark wait for another dpkg user (a parallel test, a timer) rather
    than fail at once; a test that sets its own APT_CONFIG keeps the same line."""
    conf = tmp_path / "apt-lock.conf"
    conf.write_text('DPkg::Lock::Timeout "120";\n')
    monkeypatch.setenv("APT_CONFIG", str(conf))


@pytest.fixture
def host(tmp_path: Path):
    if not debian_root():
        pytest.skip("package and repository tests need root on a Debian host (CI is one)")
    h = Host(tmp_path)
    try:
        yield h
    finally:
        h.cleanup()
