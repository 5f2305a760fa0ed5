"""SIGKILL in the middle of writing many files: no file is ever torn, the next run repairs
every file and removes the temporary files the killed runs left, the one after changes
nothing. Bounded: a few kills of a run of 60 files."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import toque

SRC = str(Path(toque.__file__).resolve().parents[1])
FILES = 60
KILLS = 3
RECIPE = f"""\
{FILES}.times do |i|
  file "#{{ENV["D"]}}/f#{{i}}" do
    content "new-#{{i}}\\n" * 2000
    backup false
  end
end
"""


def toque_apply(tmp: Path, **popen) -> subprocess.Popen:
    env = {**os.environ, "D": str(tmp / "out"), "PYTHONPATH": SRC,
           "TOQUE_STATE_DIR": str(tmp / "state")}  # fmt: skip
    argv = [sys.executable, "-m", "toque", "apply", str(tmp / "r.rb"), "-F", "min",
            "--lock-file", str(tmp / "lock")]  # fmt: skip
    return subprocess.Popen(argv, env=env, **popen)


def versions(out: Path) -> dict[str, int]:
    """How many files hold the old and the new content; anything else is torn."""
    seen = {"old": 0, "new": 0}
    for i in range(FILES):
        text = (out / f"f{i}").read_text()
        kind = next((k for k in seen if text == f"{k}-{i}\n" * 2000), None)
        assert kind, f"f{i} is torn: {len(text)} bytes"
        seen[kind] += 1
    return seen


def temps(out: Path) -> list[str]:
    return sorted(n for n in os.listdir(out) if n.startswith(".toque-"))


def test_sigkilled_runs_leave_no_torn_file_and_the_next_run_cleans_up(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "r.rb").write_text(RECIPE)
    for i in range(FILES):
        (out / f"f{i}").write_text(f"old-{i}\n" * 2000)
    # what a run killed long ago left: its writer (this dead child) is gone
    dead = subprocess.Popen(["true"])
    dead.wait()
    planted = out / f".toque-f7.{dead.pid}.abcd_123"
    planted.write_text("half a fi")
    os.utime(planted, (time.time() - 3600,) * 2)

    rng = random.Random(11)
    left = set()
    for _ in range(KILLS):
        for i in range(FILES):  # each killed run starts from old content again
            (out / f"f{i}").write_text(f"old-{i}\n" * 2000)
        run = toque_apply(tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not (out / "f0").read_text().startswith("new") and run.poll() is None:
            assert time.monotonic() < deadline, "the run never started writing"
            time.sleep(0.01)
        time.sleep(rng.uniform(0, 0.2))
        deadline = time.monotonic() + 2
        while set(temps(out)) <= {planted.name} and time.monotonic() < deadline:
            time.sleep(0.001)  # to kill it in the middle of a write, when we can
        run.kill()
        run.wait(timeout=30)
        versions(out)  # old or new, never torn
        left.update(temps(out))
    print(f"{KILLS} kills left {len(left)} temporary files")

    first = toque_apply(tmp_path, stdout=subprocess.PIPE, text=True)
    first.communicate(timeout=120)
    assert first.returncode == 0
    assert versions(out) == {"old": 0, "new": FILES}
    assert temps(out) == [], f"left behind: {temps(out)} (the kills left {sorted(left)})"

    second = toque_apply(tmp_path, stdout=subprocess.PIPE, text=True)
    report = second.communicate(timeout=120)[0]
    assert second.returncode == 0
    assert f"Converging {FILES} resources\n{'.' * FILES}\n" in report
    assert "Infra phase complete, 0 resources updated" in report
