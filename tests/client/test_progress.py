"""Progress of `toque client` (issue 16): the cookbooks' files load in Chef's order with an
event for each (the `-F json` stream shows them); on a real terminal the doc formatter
shows the loading and a package manager at work on a live line, and the screen it leaves is
the output the same run prints to a pipe."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from terminal import Tmux

from toque.errors import ToqueError
from toque.session import ClientOptions, client

ROOT = Path(__file__).resolve().parents[2]


def cookbook(books: Path, files: dict[str, str]) -> None:
    for name, text in {"metadata.rb": "name 'demo'\nversion '0.1.0'\n", **files}.items():
        path = books / "demo" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def options(tmp_path: Path) -> ClientOptions:
    return ClientOptions(run_list=["demo"], cookbook_paths=[str(tmp_path / "books")],
                         lock_file=str(tmp_path / "lock"), formatter="json",
                         override_run_list=True)  # fmt: skip


def json_events(tmp_path: Path) -> list[dict]:
    out = io.StringIO()
    client(options(tmp_path), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_files_load_kind_by_kind_in_chefs_order(tmp_path):
    books = tmp_path / "books"
    cookbook(books, {
        "libraries/a.rb": "module A; end\n", "libraries/b.rb": "module B; end\n",
        "attributes/default.rb": "default['x'] = 1\n",
        "resources/thing.rb": "property :v, String\naction :go do\nend\n",
        "definitions/d.rb": "define :d do\nend\n",
        "recipes/default.rb": "include_recipe 'demo::other'\n",
        "recipes/other.rb": "log 'hi'\n",
    })  # fmt: skip
    events = [e for e in json_events(tmp_path) if e["event"].startswith(("load_", "file_"))]
    kinds = [e["kind"] for e in events if e["event"] == "load_start"]
    assert kinds == ["libraries", "attributes", "resources", "definitions", "recipes"]
    assert all(e["cookbooks"] == 2 for e in events if e["event"] == "load_start")  # + core
    ours = [(e["kind"], Path(e["path"]).name) for e in events
            if e["event"] == "file_loaded" and str(books) in e["path"]]  # fmt: skip
    assert ours == [("libraries", "a.rb"), ("libraries", "b.rb"), ("attributes", "default.rb"),
                    ("resources", "thing.rb"), ("definitions", "d.rb"),
                    ("recipes", "other.rb"), ("recipes", "default.rb")]  # fmt: skip
    for kind in kinds:  # each kind: its start, as many files as it said (recipes: + included)
        start = next(e for e in events if e["event"] == "load_start" and e["kind"] == kind)
        done = [e for e in events if e["event"] == "file_loaded" and e["kind"] == kind]
        assert len(done) == start["files"] + (1 if kind == "recipes" else 0)
    assert [e["event"] for e in events].count("load_complete") == 5


def test_a_failing_file_ends_its_kind_with_load_failed(tmp_path):
    cookbook(tmp_path / "books", {"libraries/a.rb": "raise 'broken library'\n",
                                  "recipes/default.rb": "log 'hi'\n"})  # fmt: skip
    out = io.StringIO()
    with pytest.raises(ToqueError, match="broken library"):
        client(options(tmp_path), out)
    last = json.loads(out.getvalue().splitlines()[-1])
    assert last["event"] == "load_failed" and last["kind"] == "libraries"
    assert "broken library" in last["error"]["message"]


# -- a real terminal ----------------------------------------------------------------------------

FAKE_APT = {  # a Debian host's package tools, answering for two packages that take their time
    "dpkg-query": "exit 1\n",
    "apt-cache": 'for n in "$@"; do case $n in alpha|beta)\n'
    "printf '%s:\\n  Installed: (none)\\n  Candidate: 1.0-1\\n' $n;; esac; done\n",
    "apt-get": "echo 'Reading package lists...'; sleep 1\n"
    "echo 'Unpacking alpha (1.0-1) ...'; sleep 1\necho 'Setting up beta (1.0-1) ...'\n",
}


def repo(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    books = tmp_path / "repo" / "cookbooks"
    cookbook(books, {
        "libraries/slow.rb": "sleep 1\nmodule Slow; end\n",
        "recipes/default.rb": "puts 'hello from the recipe'\npackage %w[alpha beta]\n"
                              "log 'done'\n",
    })  # fmt: skip
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, script in FAKE_APT.items():
        (bin_dir / name).write_text("#!/bin/sh\n" + script)
        (bin_dir / name).chmod(0o755)
    env = {"PATH": f"{bin_dir}:{os.environ['PATH']}", "PYTHONPATH": str(ROOT), "TERM": "xterm",
           "TOQUE_STATE_DIR": str(tmp_path / "state"), "HOME": str(tmp_path)}  # fmt: skip
    if os.environ.get("TOQUE_CACHE_DIR"):
        env["TOQUE_CACHE_DIR"] = os.environ["TOQUE_CACHE_DIR"]
    return tmp_path / "repo", env


SPINNER = re.compile(
    r"\* apt_package\[alpha, beta\] action install [|/\\-] installing alpha, beta \(\d+s\)"
)


def steady(text: str) -> list[str]:
    """The lines that do not depend on the clock (the elapsed time)."""
    return [line.rstrip() for line in text.splitlines()
            if line.strip() and not line.startswith("Infra Phase")]  # fmt: skip


@pytest.mark.skipif(shutil.which("tmux") is None or not Path("/etc/debian_version").exists(),
                    reason="needs tmux and a Debian host (apt_package)")  # fmt: skip
def test_on_a_terminal_the_progress_shows_then_leaves_the_runs_output(tmp_path):
    where, env = repo(tmp_path)
    command = f"{sys.executable} -m toque client -o demo --lock-file {tmp_path}/lock"
    tmux = Tmux(tmp_path)
    try:
        tmux.start(f"sh -c 'cd {where} && {command}; echo EXIT=$?; sleep 60'", env)
        tmux.wait_for(lambda s: "  loading libraries of 2 cookbooks (0/1)" in s)
        tmux.wait_for(lambda s: SPINNER.search(s) is not None)
        tmux.wait_for(lambda s: "): Unpacking alpha (1.0-1) ..." in s)
        screen = tmux.wait_for(lambda s: "EXIT=" in s)
    finally:
        tmux.kill()
    assert "EXIT=0" in screen
    piped = subprocess.run(command.split(), cwd=where, env=env, capture_output=True, text=True,
                           timeout=120)  # fmt: skip
    assert piped.returncode == 0, piped.stderr
    assert "\x1b" not in piped.stdout and "\b" not in piped.stdout and "\r" not in piped.stdout
    assert steady(screen.split("EXIT=")[0]) == steady(piped.stdout)
    assert steady(piped.stdout)[:5] == [
        "Compiling cookbooks...", "hello from the recipe", "Converging 2 resources",
        "Recipe: demo::default", "  * apt_package[alpha, beta] action install",
    ]  # fmt: skip
