"""Every program in tests/ruby/cases runs under `toque ruby` with MRI 3.1's exact stdout."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from runner import run_all  # noqa: E402

CASES = sorted((HERE / "cases").rglob("*.rb"))


@pytest.fixture(scope="session")
def results() -> dict[Path, tuple[int, str, str]]:
    return run_all(CASES)


def test_the_corpus_is_large_enough():
    assert len(CASES) >= 300


@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(HERE / "cases")))
def test_case(path: Path, results: dict) -> None:
    status, out, err = results[path]
    expected = path.with_suffix(".out").read_text()
    assert "Traceback" not in err, err[-3000:]
    assert out == expected, f"stderr: {err[-2000:]}"
    assert status == 0, err[-2000:]


def test_toque_ruby_command_runs_a_case_in_a_subprocess():
    case = CASES[0]
    proc = subprocess.run(
        [sys.executable, "-m", "toque", "ruby", case.name],
        cwd=case.parent,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"},
    )
    assert "Traceback" not in proc.stderr
    assert proc.stdout == case.with_suffix(".out").read_text()
