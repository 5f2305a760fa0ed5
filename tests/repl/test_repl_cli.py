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


def test_help_lists_the_options():
    out = shell("--help").stdout
    for option in ("--cookbook-path", "-j", "-o", "--why-run"):
        assert option in out
    assert "not supported" not in out


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


EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "cookbooks")


def test_cookbook_path_and_run_list_compile_before_the_prompt(tmp_path):
    root = tmp_path / "root"
    os.environ["TOQUE_EXAMPLE_ROOT"] = str(root)  # read by the example's attribute file
    try:
        stdin = "resources\nnode['hello_web']['port']\npage_path('x')\nrun\n"
        result = shell(
            "--cookbook-path", EXAMPLES, "-o", "hello_web", stdin=stdin, tmp_path=tmp_path
        )
    finally:
        del os.environ["TOQUE_EXAMPLE_ROOT"]
    assert result.returncode == 0, result.stderr
    assert "=> 8081" in result.stdout  # attribute files loaded (tuning.rb after default.rb)
    assert f'=> "{root}/site/x.html"' in result.stdout  # a library's recipe helper
    assert f"file[{root}/site/port]" in result.stdout  # the run list's resources are pending
    assert (root / "site" / "port").read_text() == "8081\n"  # and `run` converges them


def test_include_recipe_in_the_shell(tmp_path):
    root = tmp_path / "root"
    os.environ["TOQUE_EXAMPLE_ROOT"] = str(root)
    try:
        stdin = "include_recipe 'base'\ninclude_recipe 'base'\nnode['base']['motd']\n"
        result = shell("--cookbook-path", EXAMPLES, stdin=stdin, tmp_path=tmp_path)
    finally:
        del os.environ["TOQUE_EXAMPLE_ROOT"]
    assert result.returncode == 0, result.stderr
    assert "=> true" in result.stdout and "=> false" in result.stdout  # once, like Chef
    assert '=> "Managed by toque"' in result.stdout


def test_run_list_without_cookbooks_is_refused():
    result = shell("-o", "recipe[x]", stdin="1\n")
    assert result.returncode == 1
    assert "needs cookbooks" in result.stderr
    missing = shell("--cookbook-path", "/nonexistent/cb", stdin="1\n")
    assert missing.returncode == 1
    assert "is not a directory" in missing.stderr


def test_a_bad_attributes_file_fails_before_the_prompt(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    result = shell("-j", str(bad), stdin="1\n")
    assert result.returncode == 1
    assert "not valid JSON" in result.stderr
