"""Converging recipe texts in tests, as `toque apply` does: the `host` fixture of the resource
test folders is a `RecipeHost` (or a subclass adding what a folder cleans up)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


class RecipeHost:
    """Converge recipe texts in tmp_path; with `masked`, output shows tmp_path as /T."""

    def __init__(self, tmp_path: Path, masked: bool = False) -> None:
        self.tmp = tmp_path
        self.masked = masked

    def shown(self, text: str) -> str:
        return text.replace(str(self.tmp), "/T") if self.masked else text

    def apply(self, text: str, **options) -> tuple[int, str]:
        """The exit status and output of `toque apply` on `text`."""
        recipe = self.tmp / "recipe.rb"
        recipe.write_text(text)
        out = io.StringIO()
        opts = ApplyOptions(recipe=str(recipe), lock_file=str(self.tmp / "lock"), **options)
        try:
            return apply(opts, out), self.shown(out.getvalue())
        except ToqueError as exc:  # a compile-time error: the CLI prints it and exits 1
            return 1, self.shown(out.getvalue() + exc.render())

    def events(self, text: str, **options) -> list[dict]:
        """The `-F json` events of converging `text`."""
        status, out = self.apply(text, formatter="json", **options)
        return [json.loads(line) for line in out.splitlines() if line.startswith("{")]
