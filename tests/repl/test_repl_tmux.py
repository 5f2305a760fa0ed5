"""End to end: `toque shell` in a real pseudo-terminal under tmux. A `file` resource is
typed over several lines, converged with `run`; the file is on disk and on screen."""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path

import pytest
from terminal import Tmux

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

ROOT = Path(__file__).resolve().parents[2]


def shell_env(tmp_path: Path) -> dict[str, str]:
    env = {
        "TOQUE_STATE_DIR": str(tmp_path / "state"),
        "PYTHONPATH": str(ROOT),
        "TERM": "xterm-256color",
        "HOME": str(tmp_path),
    }
    if os.environ.get("TOQUE_CACHE_DIR"):
        env["TOQUE_CACHE_DIR"] = os.environ["TOQUE_CACHE_DIR"]
    return env


def test_a_file_resource_typed_over_several_lines_and_run(tmp_path):
    target = tmp_path / "from-tmux.txt"
    env = shell_env(tmp_path)
    tmux = Tmux(tmp_path)
    try:
        tmux.start(f"{sys.executable} -m toque shell", env)
        tmux.wait_for(lambda s: "toque (recipe)>" in s)
        lines = [f'file "{target}" do', 'content "typed in tmux"', 'mode "0600"', "end"]
        for n, line in enumerate(lines):
            tmux.type(line)
            tmux.wait_for(lambda s, line=line: line in s)
            tmux.key("Enter")
            if n < len(lines) - 1:  # still open: a continuation line, not a new prompt
                tmux.wait_for(lambda s, n=n: s.count("...>") >= n + 1)
        tmux.wait_for(lambda s: f"=> file[{target}]" in s)
        tmux.type("run")
        tmux.key("Enter")
        screen = tmux.wait_for(
            lambda s: "resources updated" in s and s.count("toque (recipe)>") >= 3
        )
        assert target.read_text() == "typed in tmux"
        assert oct(target.stat().st_mode & 0o777) == "0o600"
        assert f"* file[{target}] action create" in screen
        assert "1/1 resources updated" in screen
        assert screen.count("...>") == 3  # three continuation lines for one entry
        tmux.key("C-d")  # the shell ends, and its tmux session with it
        deadline = time.monotonic() + 10
        while tmux.alive() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not tmux.alive()
    finally:
        tmux.kill()


def test_whole_lines_sent_with_no_pause_land_as_typed(tmp_path):
    """An expect script or a fast typist: each line and its Enter sent at once, the next
    line right behind, nothing waited for; then all of it again as one write."""
    first, second = tmp_path / "burst-1.txt", tmp_path / "burst-2.txt"
    tmux = Tmux(tmp_path)
    try:
        tmux.start(f"{sys.executable} -m toque shell", shell_env(tmp_path))
        tmux.wait_for(lambda s: "toque (recipe)>" in s)
        for line in (f'file "{first}" do', 'content "one"', "end", "run"):
            tmux.type(line)
            tmux.key("Enter")
        tmux.type(f'file "{second}" do\r  content "two"\rend\rrun\r')
        screen = tmux.wait_for(lambda s: s.count("resources updated") >= 2)
        assert first.read_text() == "one" and second.read_text() == "two"
        assert "...>   run" not in screen  # `run` never ended up inside the entry
        assert screen.count("1/1 resources updated") == 2
    finally:
        tmux.kill()


def test_a_pasted_resource_keeps_its_own_indentation(tmp_path):
    """tmux's paste-buffer types the text (no bracketed paste): the shell must not indent
    the pasted lines again."""
    target = tmp_path / "pasted.txt"
    tmux = Tmux(tmp_path)
    try:
        tmux.start(f"{sys.executable} -m toque shell", shell_env(tmp_path))
        tmux.wait_for(lambda s: "toque (recipe)>" in s)
        text = f'file "{target}" do\n  content "pasted"\n  mode "0640"\nend\nrun\n'
        tmux.tmux("set-buffer", "-b", "toque", text)
        tmux.tmux("paste-buffer", "-b", "toque", "-t", tmux.name)
        screen = tmux.wait_for(lambda s: "resources updated" in s)
        assert target.read_text() == "pasted"
        assert oct(target.stat().st_mode & 0o777) == "0o640"
        assert '...>   content "pasted"' in screen  # two spaces, as pasted
        assert "...>     content" not in screen
    finally:
        tmux.kill()
