"""The run context passed everywhere instead of globals: backend, events, registry, why-run, node."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from toque.runtime.backends import Backend, LocalBackend
from toque.runtime.events import EventBus
from toque.runtime.registry import Registry
from toque.runtime.state import state_dir


@dataclass
class RunContext:
    backend: Backend = field(default_factory=LocalBackend)
    events: EventBus = field(default_factory=EventBus)
    registry: Registry = field(default_factory=Registry.discover)
    why_run: bool = False
    node: Any = None
    log_level: str = "warn"  # debug streams command output to the formatter
    backup_path: str | None = field(default_factory=lambda: str(state_dir() / "backup"))
    diff_max_chars: int = 1_000_000
    sleep: Callable[[float], None] = time.sleep
    # where template/cookbook_file sources are found and how templates render (session wires it)
    files: Any = None

    def derive(self, **changes: Any) -> RunContext:
        return replace(self, **changes)
