"""A short seeded slice of bench/sweep_builtins.py: core and standard-library methods
called with odd arguments answer with Ruby errors, never a Python exception."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "sweep_builtins.py"


@pytest.fixture(scope="module")
def sweep():
    spec = importlib.util.spec_from_file_location("sweep_builtins", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_seeded_slice_has_no_internal_errors(sweep):
    args = argparse.Namespace(
        only=None, sample=24, seed=11, seconds=20, timeout=10, slow=5, progress=False,
        no_namespaces=False,
    )  # fmt: skip
    figures = sweep.sweep(args)
    assert figures["methods"] > 3000  # the whole standard library was listed
    assert figures["calls"] >= 200
    bad = {k: figures["findings"][k] for k in ("internal", "hang", "died")}
    assert not any(bad.values()), sweep.report(figures, 10)
    assert figures["counts"].get("ruby", 0) > 0  # odd arguments do raise Ruby errors


def test_every_call_is_planned_with_each_odd_argument_list(sweep):
    methods = [
        {"key": "String#center", "name": "center", "recv": '+"abc"', "ruby": False},
        {"key": "Process.uid=", "name": "uid=", "recv": "Process", "ruby": False},
        {"key": "Kernel#exit!", "name": "exit!", "recv": "Object.new", "ruby": False},
    ]
    calls = sweep.plan(methods, [], 0, 1)
    assert {c["key"] for c in calls} == {"String#center", "Process.uid="}  # exit! is denied
    per_method = len(sweep.ARGS) + len(sweep.BLOCKED)
    assert len(calls) == 2 * per_method
    assert 'Process.__send__(:"uid=", nil)' in {
        c["src"].replace("__sweep_r", "Process") for c in calls
    }
    assert sweep.QUARANTINE.match("Process.uid=") and not sweep.QUARANTINE.match("String#center")


def test_a_python_exception_is_a_finding_and_a_ruby_error_is_not(sweep):
    from toque.interpreter.model.world import Runtime

    rt = Runtime()
    assert sweep.classify(rt.error("TypeError", "x")) == "ruby"
    assert sweep.classify(OverflowError("big")) == "ruby"  # RangeError where it is placed
    assert sweep.classify(AttributeError("'NoneType' object has no attribute 'x'")) == "internal"
