"""The `json` formatter: one JSON object per event per line, for tools."""

from __future__ import annotations

import inspect
import json
from typing import IO, Any

from toque.errors import ToqueError
from toque.records import as_dict
from toque.runtime.errors import error_name
from toque.runtime.events import EVENTS, RunResult, Subscriber
from toque.runtime.formatters import Formatter


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if hasattr(value, "key") and hasattr(value, "declared_type"):  # a Resource
        return {"resource": str(value), "key": value.key, "location": value.location}
    if isinstance(value, BaseException):
        text = value.message if isinstance(value, ToqueError) else str(value)
        return {"class": error_name(value), "message": text}
    if hasattr(value, "lines") and hasattr(value, "diff"):  # a Change
        return {"lines": value.lines, "diff": list(value.diff)}
    if hasattr(value, "describe"):  # a Guard or a Notification
        return value.describe()
    if isinstance(value, RunResult):
        data = as_dict(value)
        data["total"] = value.total
        return data
    return str(value)


# an action's events lie between its start and the one event that ends it; a custom resource's
# nested resources run in between, one level deeper (the doc formatter indents them)
_OPENS = ("resource_action_start",)
_CLOSES = ("resource_skipped", "resource_up_to_date", "resource_updated", "resource_failed")


def _emitter(name: str):
    params = list(inspect.signature(getattr(Subscriber, name)).parameters)[1:]
    about_a_resource = bool(params) and params[0] == "resource"

    def emit(self: JsonFormatter, *args: Any) -> None:
        record = {"event": name}
        record.update((p, _plain(a)) for p, a in zip(params, args, strict=False))
        if about_a_resource:
            record["depth"] = self._depth(name)
        elif name == "run_start":
            self.open = 0  # an interrupted run (Ctrl-C in the shell) may have left actions open
        self.out.write(json.dumps(record) + "\n")

    return emit


class JsonFormatter(Formatter):
    def __init__(self, out: IO[str], **_: Any) -> None:
        super().__init__(out)
        self.open = 0  # actions under way

    def _depth(self, event: str) -> int:
        """0 for a run-list resource's events, 1 for those of a resource nested in its action."""
        if event in _OPENS:
            self.open += 1
            return self.open - 1
        if event in _CLOSES:
            self.open = max(self.open - 1, 0)
            return self.open
        return max(self.open - 1, 0)


for _name in EVENTS:
    setattr(JsonFormatter, _name, _emitter(_name))
