"""A short seeded slice of bench/fuzz.py: mutated recipes never crash toque and every
error names its file:line; the evaluator's sandbox keeps the host untouched."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "fuzz.py"


@pytest.fixture(scope="module")
def fuzz():
    spec = importlib.util.spec_from_file_location("fuzz", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def slice_of(fuzz, mode: str, count: int, seconds: float) -> dict:
    args = argparse.Namespace(
        count=count, seconds=seconds, seed=11, timeout=10, examples=3, save=None,
        no_namespaces=False,
    )  # fmt: skip
    return fuzz.run(args, mode)


def test_parser_slice_has_no_internal_or_unlocated_errors(fuzz):
    # bounded by count, not time: a loaded machine must not make the slice fail
    figures = slice_of(fuzz, "parser", 400, 0)
    assert figures["cases"] == 400
    assert figures["internal"] == figures["unlocated"] == 0, fuzz.report(figures)
    assert figures["located"] > 0 and figures["ok"] > 0  # the mutations do break things


def test_evaluator_slice_has_no_internal_or_unlocated_errors(fuzz):
    figures = slice_of(fuzz, "evaluator", 12, 0)
    assert figures["cases"] == 12
    assert figures["internal"] == figures["unlocated"] == figures["died"] == 0, fuzz.report(figures)


def test_cases_are_reproducible(fuzz):
    corpus = fuzz.seeds("parser")
    assert fuzz.case_text("parser", 3, 42, corpus) == fuzz.case_text("parser", 3, 42, corpus)
    assert fuzz.case_text("parser", 3, 42, corpus) != fuzz.case_text("parser", 4, 42, corpus)


@pytest.mark.parametrize("confine", [True, False], ids=["namespaces", "python-guard"])
def test_the_sandbox_keeps_the_host_untouched(fuzz, tmp_path, confine):
    if confine and not fuzz.namespaces_work():
        pytest.skip("no mount namespaces here: the python guard alone is tested below")
    target = tmp_path / "escaped"
    recipes = [
        f'File.write("{target}-1", "x")',
        f'system("touch {target}-2")',
        f"`touch {target}-3`",
        f'execute "touch {target}-4"\nfile "{target}-5"',
        f'execute "x" do\n  command "true"\n  not_if "touch {target}-6"\nend',
        f'require "fileutils"\nFileUtils.touch("{target}-7")',
    ]
    worker = fuzz.Worker(confine)
    try:
        outcomes = [worker.run(n, text, 10)[0] for n, text in enumerate(recipes)]
    finally:
        worker.stop()
    assert "internal" not in outcomes and "died" not in outcomes, outcomes
    assert not list(tmp_path.iterdir())


def test_findings_are_classified(fuzz):
    """Ruby's own `full_message(order: :bottom)` starts as Python's traceback does: only
    Python's (with its `File "…"` lines), an internal-error exit or a worker's escape count."""
    ruby_bottom = "Traceback (most recent call last):\n\t1: from recipe.rb:4:in `b'\nboom\n"
    python_tb = 'Traceback (most recent call last):\n  File "/x/toque/cli.py", line 1\nValueError\n'
    assert fuzz.classify(0, ruby_bottom) == "ok"
    assert fuzz.classify(1, python_tb) == "internal"
    assert fuzz.classify(70, "toque: whatever") == "internal"
    assert fuzz.classify(-1, "") == "internal"
    assert fuzz.classify(1, "toque: internal error: ValueError() (run with --debug)") == "internal"
    assert fuzz.classify(1, "toque: recipe.rb:3:1: NameError: x\n") == "located"
    assert fuzz.classify(1, "toque: Cannot find a resource matching log[x]\n") == "unlocated"
