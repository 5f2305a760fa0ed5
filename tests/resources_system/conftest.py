"""System-resource tests converge recipe texts on this machine (CI runs as root): every file
they write lives under tmp_path (each resource's paths are properties or fixture-swapped), and
what they change elsewhere (mounts, loop devices) is undone by fixtures, pass or fail."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from recipe_host import RecipeHost


class Host(RecipeHost):
    """Converge recipe texts; output with tmp_path shown as /T."""

    def __init__(self, tmp_path: Path) -> None:
        super().__init__(tmp_path, masked=True)

    def converges_then_idempotent(self, text: str) -> str:
        """First run updates something; the second updates nothing. The first run's output."""
        status, out = self.apply(text)
        assert status == 0, out
        assert " resources updated" in out and "Infra Phase complete, 0/" not in out, out
        status, again = self.apply(text)
        assert status == 0, again
        assert "Infra Phase complete, 0/" in again, again
        return out


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return Host(tmp_path)


@pytest.fixture
def fake_bin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """`fake_bin(name, script)`: a stand-in command first on PATH (for commands whose real
    effect would reach past the test: modprobe, swapon, hostnamectl…); each call is logged
    to tmp_path/calls.log."""
    folder = tmp_path / "bin"
    folder.mkdir(exist_ok=True)
    monkeypatch.setenv("PATH", f"{folder}:{os.environ['PATH']}")
    log = tmp_path / "calls.log"

    def make(name: str, body: str = "exit 0") -> Path:
        path = folder / name
        path.write_text(f'#!/bin/sh\necho "{name} $*" >> "{log}"\n{body}\n')
        path.chmod(0o755)
        return log

    return make
