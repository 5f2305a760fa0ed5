"""Fixtures for runtime tests: a harness that declares resources in Python and converges them."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import pytest

from toque.runtime import EventBus, Recorder, Registry, ResourceCollection, RunContext, Runner
from toque.runtime.formatters.doc import DocFormatter
from toque.source import Span


@pytest.fixture(scope="session")
def registry() -> Registry:
    return Registry.discover()


@dataclass
class Run:
    out: str
    recorder: Recorder
    result: Any
    error: BaseException | None

    def events(self, name: str) -> list[tuple[Any, ...]]:
        return [e for e in self.recorder.events if e[0] == name]


@dataclass
class Harness:
    registry: Registry
    tmp: Any
    collection: ResourceCollection = field(default_factory=ResourceCollection)
    line: int = 0
    sleeps: list[float] = field(default_factory=list)
    handlers: Any = None

    def path(self, *parts: str) -> str:
        return str(self.tmp.joinpath(*parts))

    def build(self, type_name: str, name: Any, **props: Any):
        self.line += 1
        r = self.registry.build(type_name, name, span=Span("site.rb", self.line, 1),
                                cookbook="demo", recipe="default")  # fmt: skip
        for key, value in props.items():
            r.set(key, value)
        return r

    def add(self, type_name: str, name: Any, **props: Any):
        return self.collection.add(self.build(type_name, name, **props))

    def context(self, why_run: bool = False, log_level: str = "warn", subs=()) -> RunContext:
        return RunContext(events=EventBus(subs), registry=self.registry, why_run=why_run,
                          backup_path=self.path("_backup"), log_level=log_level,
                          sleep=self.sleeps.append, collection=self.collection,
                          handlers=self.handlers)  # fmt: skip

    def converge(self, why_run: bool = False, log_level: str = "warn") -> Run:
        out, rec = io.StringIO(), Recorder()
        doc = DocFormatter(out, color=False, log_level=log_level)
        self.runner = Runner(self.context(why_run, log_level, [doc, rec]))
        error = None
        try:
            self.runner.converge(self.collection)
        except Exception as exc:  # noqa: BLE001 — the test inspects it
            error = exc
        return Run(out.getvalue(), rec, self.runner.result, error)


@pytest.fixture
def h(registry: Registry, tmp_path) -> Harness:
    return Harness(registry, tmp_path)
