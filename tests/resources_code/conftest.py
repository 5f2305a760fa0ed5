"""Code-resource tests (git, openssl_*, scripts) converge recipe texts in a temporary folder:
repositories, keys and certificates are made there by the test."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


class Host:
    """Converge recipe texts; output with tmp_path shown as /T."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path

    def apply(self, text: str, **options) -> tuple[int, str]:
        recipe = self.tmp / "recipe.rb"
        recipe.write_text(text)
        out = io.StringIO()
        opts = ApplyOptions(recipe=str(recipe), lock_file=str(self.tmp / "lock"), **options)
        try:
            return apply(opts, out), out.getvalue().replace(str(self.tmp), "/T")
        except ToqueError as exc:  # a compile-time error: the CLI prints it and exits 1
            return 1, (out.getvalue() + exc.render()).replace(str(self.tmp), "/T")

    def events(self, text: str, **options) -> list[dict]:
        status, out = self.apply(text, formatter="json", **options)
        return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return Host(tmp_path)
