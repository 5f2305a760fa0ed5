"""`toque shell` on the command line: options, and entries read from a pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def shell(*args: str, stdin: str = "", tmp_path=None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if tmp_path is not None:
        env["TOQUE_STATE_DIR"] = str(tmp_path / "state")
    return subprocess.run(
        [sys.executable, "-m", "toque", "shell", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_help_says_what_is_not_supported_yet():
    out = shell("--help").stdout
    for option in ("--cookbook-path", "-j", "-o", "--why-run"):
        assert option in out
    assert out.count("not supported yet") == 2


def test_entries_from_a_pipe(tmp_path):
    target = tmp_path / "piped"
    attrs = tmp_path / "node.json"
    attrs.write_text(json.dumps({"greeting": "hi"}))
    stdin = f'file "{target}" do\n  content node["greeting"]\nend\nrun\nbroken(\n'
    result = shell("-j", str(attrs), stdin=stdin, tmp_path=tmp_path)
    assert result.returncode == 0
    assert target.read_text() == "hi"
    assert f"=> file[{target}]" in result.stdout
    assert "missing ')'" in result.stdout


def test_cookbook_path_and_run_list_are_accepted_and_ignored(tmp_path):
    result = shell("--cookbook-path", str(tmp_path), "-o", "recipe[x]", stdin="1\n")
    assert "--cookbook-path is not supported yet" in result.stdout
    assert "-o is not supported yet" in result.stdout
    assert "=> 1" in result.stdout


def test_a_bad_attributes_file_fails_before_the_prompt(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    result = shell("-j", str(bad), stdin="1\n")
    assert result.returncode == 1
    assert "not valid JSON" in result.stderr
