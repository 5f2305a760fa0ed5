"""toque.gctune: a process that is one run collects nothing until it has settled, then
freezes what it built; a process running many runs (these tests) is left collecting."""

from __future__ import annotations

import gc

import pytest

from toque import gctune


@pytest.fixture
def restored():
    threshold, enabled = gc.get_threshold(), gc.isenabled()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)
    (gc.enable if enabled else gc.disable)()
    gctune._one_run = False


def test_one_run_collects_nothing_until_settled_then_freezes(restored):
    gc.unfreeze()
    gctune.tune_for_run(one_run=True)
    assert not gc.isenabled()
    assert gc.get_threshold()[0] == gctune.YOUNG_THRESHOLD
    built = [[i] for i in range(1000)]  # long-lived objects of the run's set-up
    gctune.settled()
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(built)


def test_a_process_of_many_runs_keeps_collecting(restored):
    gc.unfreeze()
    gctune.tune_for_run(one_run=False)
    assert gc.isenabled()
    gctune.settled()
    assert gc.get_freeze_count() == 0
