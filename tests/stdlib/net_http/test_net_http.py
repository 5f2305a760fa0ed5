"""net/http and open-uri against a local server, with the output MRI 3.1 gave for each
case against the same server (regen.py, committed .out files)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from server import serving  # noqa: E402

CASES = sorted(HERE.glob("*.rb"))


@pytest.fixture(scope="module")
def base_url():
    with serving() as base:
        old = os.environ.get("TOQUE_HTTP_BASE")
        os.environ["TOQUE_HTTP_BASE"] = base
        try:
            yield base
        finally:
            if old is None:
                del os.environ["TOQUE_HTTP_BASE"]
            else:
                os.environ["TOQUE_HTTP_BASE"] = old


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_case(case: Path, base_url: str) -> None:
    sys.path.insert(0, str(HERE.parent.parent / "ruby"))
    from runner import run_one

    _, status, out, err = run_one(str(case))
    assert "Traceback" not in err, err[-3000:]
    assert out == case.with_suffix(".out").read_text(), err[-2000:]
    assert status == 0, err[-2000:]
