"""Account and crontab tests run real commands as root: each test gets unique names, and every
user, group and crontab it may have made is removed afterwards, pass or fail."""

from __future__ import annotations

import os
import subprocess
import uuid
from pathlib import Path

import pytest
from recipe_host import RecipeHost


class Host(RecipeHost):
    """Converge recipe texts on this machine; names made here are cleaned up by the fixture."""

    def __init__(self, tmp_path: Path) -> None:
        super().__init__(tmp_path)
        self.tag = uuid.uuid4().hex[:6]
        self.users: list[str] = []
        self.groups: list[str] = []

    def user(self, stem: str = "u") -> str:
        name = f"tq{stem}{self.tag}"
        self.users.append(name)
        self.groups.append(name)  # useradd's private group
        return name

    def group(self, stem: str = "g") -> str:
        name = f"tq{stem}{self.tag}"
        self.groups.append(name)
        return name

    def cleanup(self) -> None:
        for name in self.users:
            _quietly(["crontab", "-r", "-u", name])
            _quietly(["userdel", "-r", "-f", name])
        for name in self.groups:
            _quietly(["groupdel", name])


def _quietly(argv: list[str]) -> None:
    """Run a clean-up command; a missing one (no `crontab` yet) must not stop the others."""
    try:
        subprocess.run(argv, capture_output=True)
    except OSError:
        pass


@pytest.fixture
def host(tmp_path: Path, host_lock):  # useradd & co. lock the account files
    if os.geteuid() != 0:
        pytest.skip("accounts and crontabs need root (CI runs as root)")
    h = Host(tmp_path)
    try:
        yield h
    finally:
        h.cleanup()
