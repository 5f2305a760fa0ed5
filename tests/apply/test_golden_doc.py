"""The `doc` output of a representative recipe, first and second run, and under why-run."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from run_status import apply

from toque.session import ApplyOptions

HERE = Path(__file__).resolve().parent / "golden"


def normalized(text: str, root: Path) -> str:
    text = text.replace(str(root), "@ROOT@")
    text = re.sub(r"\d\d seconds", "NN seconds", text)
    text = re.sub(r"(\t)\d{4}-\d\d-\d\d [\d:.]+ [+-]\d{4}", r"\1TIME", text)  # diff headers
    return text


def run(root: Path, why_run: bool = False) -> str:
    recipe = root / "site.rb"
    recipe.write_text((HERE / "site.rb").read_text().replace("@ROOT@", str(root)))
    out = io.StringIO()
    status = apply(
        ApplyOptions(recipe=str(recipe), why_run=why_run, lock_file=str(root / "lock")), out
    )
    assert status == 0
    return normalized(out.getvalue(), root)


@pytest.mark.parametrize("kind", ["first", "second", "why_run"])
def test_doc_output(tmp_path: Path, kind: str):
    if kind == "second":
        run(tmp_path)
    text = run(tmp_path, why_run=kind == "why_run")
    golden = HERE / f"site.{kind}.out"
    if not golden.exists():  # first run writes the golden file; review it before committing
        golden.write_text(text)
    assert text == golden.read_text()
