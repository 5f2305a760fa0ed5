"""Each template in cases/ renders exactly as MRI's ERB (.out) and Erubis, Chef's engine (.chef.out)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from toque.interpreter.erb_template import render
from toque.interpreter.model.world import Runtime

CASES = Path(__file__).resolve().parent / "cases"
GOLDEN = [
    (out, "chef" if out.name.endswith(".chef.out") else "-") for out in sorted(CASES.glob("*.out"))
]


def read(path: Path) -> str:
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


@pytest.mark.parametrize(("out", "mode"), GOLDEN, ids=[p.name for p, _ in GOLDEN])
def test_renders_like_ruby(out: Path, mode: str) -> None:
    name = out.name.split(".")[0]
    template = CASES / f"{name}.erb"
    vars_file = CASES / f"{name}.vars.json"
    variables = json.loads(read(vars_file)) if vars_file.exists() else {}
    rt = Runtime(stdout=io.StringIO())
    assert render(rt, read(template), str(template), variables, trim_mode=mode) == read(out)


def test_every_case_has_its_erb_output() -> None:
    for template in CASES.glob("*.erb"):
        assert template.with_suffix(".out").exists(), template.name
