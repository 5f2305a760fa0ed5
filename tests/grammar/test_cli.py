"""`toque check` and `toque parse` as a user runs them: a subprocess, its output, its exit code."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from grammar_cases import CASES

from toque.grammar.parser import parse

TIMEOUT = 120  # generous: a slow machine must not fail these, only a hang


def toque(*args, timeout=TIMEOUT) -> subprocess.CompletedProcess:
    proc = subprocess.run(
        [sys.executable, "-m", "toque", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=os.environ.copy(),
    )
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr[-2000:]
    return proc


@pytest.fixture
def good(tmp_path):
    path = tmp_path / "good.rb"
    path.write_text('package "curl" do\n  action :install\nend\n')
    return path


@pytest.fixture
def bad(tmp_path):
    path = tmp_path / "bad.rb"
    path.write_text('file "/x" do\n  owner = = "root"\nend\n')
    return path


def test_check_good_file(good):
    proc = toque("check", good)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "Syntax OK\n", "")


def test_check_bad_file(bad):
    proc = toque("check", bad)
    assert proc.returncode == 1
    assert proc.stdout == ""
    head, source, caret = proc.stderr.rstrip("\n").split("\n")[:3]
    assert re.fullmatch(rf"{re.escape(str(bad))}:2:11: unexpected '='.*", head), head
    assert source.endswith('owner = = "root"')
    assert caret.endswith(" " * 10 + "^")


def test_check_several_files_fails_if_any_fails(good, bad):
    proc = toque("check", good, bad, good)
    assert proc.returncode == 1
    assert proc.stdout == f"{good}: Syntax OK\n{good}: Syntax OK\n"
    assert proc.stderr.startswith(f"{bad}:2:11: ")


def test_check_several_good_files(good, tmp_path):
    other = tmp_path / "other.rb"
    other.write_text("x = 1\n")
    proc = toque("check", good, other)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert proc.stdout.splitlines() == [f"{good}: Syntax OK", f"{other}: Syntax OK"]


def test_check_undecodable_files(tmp_path):
    binary = tmp_path / "binary.rb"
    binary.write_bytes(b"x = 1\n\0\0\0")
    latin1 = tmp_path / "latin1.rb"
    latin1.write_bytes(b'x = "caf\xe9"\n')
    proc = toque("check", "--no-cache", binary, latin1)
    assert proc.returncode == 1
    assert proc.stdout == ""
    first, second = (line for line in proc.stderr.splitlines() if not line.startswith(" "))
    assert first.startswith(f"{binary}:1:1: ")
    assert second.startswith(f"{latin1}:1:9: ")


def test_check_missing_file(tmp_path):
    proc = toque("check", tmp_path / "nope.rb")
    assert proc.returncode == 1
    assert "nope.rb" in proc.stderr


def test_parse_prints_the_tree():
    path = CASES / "chef" / "recipe.rb"
    proc = toque("parse", path)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert proc.stdout == path.with_suffix(".ast").read_text()


def test_parse_bad_file(bad):
    proc = toque("parse", bad)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert f"{bad}:2:11: unexpected '='" in proc.stderr


# -- big and deep input: parse or fail cleanly, never a traceback or a hang ---------------

DEEP = {
    "parens": "x = " + "(" * 500 + "1" + ")" * 500,
    "ifs": "if x\n" * 500 + "1\n" + "end\n" * 500,
    "arrays": "x = " + "[" * 500 + "]" * 500,
    "hashes": "x = " + "{a: " * 500 + "1" + "}" * 500,
    "calls": "f(" * 500 + ")" * 500,
    "blocks": "f do\n" * 500 + "end\n" * 500,
    "parens_5000": "(" * 5000 + "1" + ")" * 5000,
}


def test_check_deep_nesting(tmp_path):
    paths = []
    for name, text in DEEP.items():
        paths.append(tmp_path / f"{name}.rb")
        paths[-1].write_text(text + "\n")
    proc = toque("check", *paths)
    assert proc.returncode in (0, 1)
    for path in paths:
        assert f"{path}: Syntax OK" in proc.stdout or f"{path}:" in proc.stderr


@pytest.mark.parametrize(
    "name",
    [
        "parens",
        "ifs",
        "arrays",
    ],
)
def test_parse_deep_nesting(tmp_path, name):
    path = tmp_path / f"{name}.rb"
    path.write_text(DEEP[name] + "\n")
    proc = toque("parse", path)
    assert proc.returncode in (0, 1)


def recipe(size: int) -> str:
    """A generated recipe of about `size` characters: many resources, as a big run list has."""
    block = (CASES / "chef" / "recipe.rb").read_text()
    parts = []
    total = 0
    i = 0
    while total < size:
        part = block.replace("'nginx'", f"'nginx{i}'")
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts)


def test_check_a_big_recipe(tmp_path):
    path = tmp_path / "big.rb"
    path.write_text(recipe(200_000))
    proc = toque("check", path)
    assert (proc.returncode, proc.stdout) == (0, "Syntax OK\n")


@pytest.mark.skipif(not os.environ.get("TOQUE_SLOW_TESTS"), reason="set TOQUE_SLOW_TESTS=1")
def test_check_a_10_mb_recipe(tmp_path):
    path = tmp_path / "huge.rb"
    path.write_text(recipe(10 * 1024 * 1024))
    proc = toque("check", "--no-cache", path, timeout=600)
    assert proc.returncode in (0, 1)


def test_parse_time_is_linear_in_statements():
    import time

    def cpu(n: int) -> float:
        text = "x = 1\n" * n
        start = time.process_time()
        parse(text, "lines.rb")
        return time.process_time() - start

    cpu(500)  # warm up
    small = min(cpu(2_000) for _ in range(3))  # best of three: the machine is shared
    large = min(cpu(8_000) for _ in range(3))
    # four times the statements: about four times the time; quadratic would be sixteen
    assert large < 9 * max(small, 0.01)
