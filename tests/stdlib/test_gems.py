"""The gems Chef Infra Client ships, against goldens MRI printed with each gem's source
(see gems/README.md): stdout of `toque ruby` must match byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ruby.runner import run_one

CASES = sorted((Path(__file__).parent / "gems").glob("*.rb"))


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_gem_case_matches_mri(case: Path) -> None:
    _, status, out, err = run_one(str(case))
    assert status == 0, err
    assert out == case.with_suffix(".out").read_text()
