"""WEBrick servers started in a Ruby Thread and fetched with Net::HTTP (plain and TLS), and
WEBrick's helpers, each with the output MRI 3.1 and the webrick 1.8 gem gave (regen.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CASES = sorted(HERE.glob("*.rb"))


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_case(case: Path) -> None:
    sys.path.insert(0, str(HERE.parent.parent / "ruby"))
    from runner import run_one

    _, status, out, err = run_one(str(case))
    assert "Traceback" not in err, err[-3000:]
    assert out == case.with_suffix(".out").read_text(), err[-2000:]
    assert status == 0, err[-2000:]
