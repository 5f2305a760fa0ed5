"""The import directions of docs/architecture.md hold: `lint-imports` keeps every contract
of pyproject.toml's [tool.importlinter] (runtime knows no Ruby, grammar knows no evaluator…)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept():
    proc = subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert "broken" in proc.stdout and " 0 broken" in proc.stdout
