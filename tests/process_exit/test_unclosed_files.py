"""The `toque` process skips tearing down the interpreter at exit (toque.gctune), yet what a
Ruby program wrote to a File it never closed still reaches the disk, as under MRI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROGRAM = """\
f = File.open(ARGV_PATH, "w")
f.write("written, never closed\\n")
$keep = [f, proc { f }]  # reachable to the end, through a cycle
"""


def run_toque(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toque", *args], capture_output=True, text=True, cwd=cwd
    )


def test_ruby_program_unclosed_file_is_flushed(tmp_path):
    target = tmp_path / "out.txt"
    program = tmp_path / "prog.rb"
    program.write_text(PROGRAM.replace("ARGV_PATH", repr(str(target))))
    proc = run_toque("ruby", str(program), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert target.read_text() == "written, never closed\n"


def test_recipe_unclosed_file_is_flushed(tmp_path):
    target = tmp_path / "out.txt"
    recipe = tmp_path / "recipe.rb"
    recipe.write_text(PROGRAM.replace("ARGV_PATH", repr(str(target))))
    lock = str(tmp_path / "lock")
    proc = run_toque("apply", str(recipe), "--lock-file", lock, "-F", "min", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Infra phase complete, 0 resources updated" in proc.stdout
    assert target.read_text() == "written, never closed\n"
