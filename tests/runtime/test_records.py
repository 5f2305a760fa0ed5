"""toque/records.py: the plain classes that replaced the start-up's dataclasses (issue 17)
keep what the dataclasses gave: repr, ==, hashing of frozen ones, replace, copies."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from toque.records import as_dict, replace
from toque.runtime.context import RunContext
from toque.runtime.events import RunResult
from toque.runtime.notifications import Notification
from toque.runtime.provider import Change
from toque.source import Span


def test_a_frozen_record_compares_hashes_copies_and_refuses_changes():
    span = Span("r.rb", 3, 5)
    assert repr(span) == "Span(file='r.rb', line=3, col=5)"
    assert span == Span("r.rb", 3, 5) and span != Span("r.rb", 3, 6)
    assert {span: 1}[Span("r.rb", 3, 5)] == 1
    assert copy.deepcopy(span) == span and pickle.loads(pickle.dumps(span)) == span
    with pytest.raises(FrozenInstanceError, match="cannot assign to field 'line'"):
        span.line = 4  # type: ignore[misc]
    assert isinstance(FrozenInstanceError(), AttributeError)
    match span:
        case Span(file, line, col):
            assert (file, line, col) == ("r.rb", 3, 5)


def test_a_record_compares_by_value_and_is_unhashable():
    a, b = Change("x", diff=["-a", "+b"]), Change("x", diff=["-a", "+b"])
    assert a == b and a != Change("y")
    assert Change("x").diff == [] and Change("x").diff is not Change("x").diff
    with pytest.raises(TypeError):
        hash(a)
    assert replace(a, diff=["hidden"]) == Change("x", diff=["hidden"])
    with pytest.raises(TypeError, match="no field 'nope'"):
        replace(a, nope=1)


def test_records_compared_by_identity_stay_so():
    one = Notification(None, "restart", "service[x]", "delayed", None)
    two = Notification(None, "restart", "service[x]", "delayed", None)
    assert one != two and one == one and len({one, two}) == 2


def test_as_dict_and_derived_contexts():
    result = RunResult(updated=2, why_run=True)
    assert as_dict(result) == {"updated": 2, "up_to_date": 0, "skipped": 0, "elapsed": 0.0,
                               "why_run": True, "resource_count": 0, "reboot": None}  # fmt: skip
    ctx = RunContext(backup_path=None)
    assert ctx.backup_path is None
    why = ctx.derive(why_run=True)
    assert why.why_run and not ctx.why_run and why.collection is ctx.collection
    child = ctx.create_child()
    assert child.parent is ctx and child.collection is not ctx.collection
    with pytest.raises(FrozenInstanceError):
        ctx.why_run = True  # type: ignore[misc]
