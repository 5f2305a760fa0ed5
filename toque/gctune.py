"""Garbage-collector settings for a toque run."""

from __future__ import annotations

import gc
import sys

# A run allocates millions of small, mostly acyclic objects (AST nodes, Ruby values,
# resources) that live until it ends; with CPython's default first threshold (700) the
# collector kept re-scanning them, ~25% of a 5,000-resource client run (bench/client.py).
# Reference counting still frees acyclic garbage at once; only cycles wait longer.
YOUNG_THRESHOLD = 50_000

# Whether `settled` may freeze: only in a process that is one toque run (the `toque`
# command, a bench). A process that runs many (the tests, an embedding program) would keep
# each run's cyclic garbage for ever.
_one_run = False


def tune_for_run(one_run: bool = False) -> None:
    """Collect the youngest generation every 50,000 net allocations instead of 700.
    `one_run`: this process is one run (`toque apply`/`client`), which calls `settled` once
    its interpreter is set up: until then nothing is collected — start-up builds ~50,000
    long-lived objects and a few hundred cycles of garbage, and one collection of them was
    ~25 ms of an empty run's ~150 ms of CPU."""
    global _one_run
    _one_run = one_run
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    if one_run:
        gc.disable()


def settled() -> None:
    """The run's long-lived objects are built (the interpreter's core classes and the DSL
    after start-up; the cookbooks, resources and compiled recipes after the compile phase):
    move them to the permanent generation, so that no later collection walks them again.
    A client run otherwise walked its whole graph at each full collection. What was
    garbage among them (a few thousand objects) stays until the process ends. The first
    call turns collection back on (`tune_for_run`)."""
    if _one_run:
        gc.freeze()
        gc.enable()


def end_of_process() -> None:
    """As the `toque` process ends: flush Ruby's unclosed files, then move every object to
    the permanent generation, so the final collection does not walk and free the
    interpreter's object graph one by one (~1.4 s CPU after a 5,000-resource run); the
    operating system takes the memory back at once."""
    files = sys.modules.get("toque.interpreter.core.file_io")  # loaded if Ruby opened a file
    if files is not None:
        files.flush_open_files()
    gc.freeze()
