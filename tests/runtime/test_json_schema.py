"""`-F json`'s keys are pinned: the table of docs/json-output.md is what the formatter writes,
event by event, and a real run's objects have exactly those keys and value shapes."""

from __future__ import annotations

import inspect
import io
import json
import re
from pathlib import Path

from toque.runtime.events import EVENTS, Subscriber
from toque.session import ApplyOptions, apply

DOC = Path(__file__).parents[2] / "docs" / "json-output.md"


def documented() -> dict[str, list[str]]:
    rows = re.findall(r"^\| `(\w+)` \|([^|\n]*)\|$", DOC.read_text(), re.M)
    return {name: re.findall(r"`(\w+)`", keys) for name, keys in rows}


def written(name: str) -> list[str]:
    params = list(inspect.signature(getattr(Subscriber, name)).parameters)[1:]
    return params + (["depth"] if params[:1] == ["resource"] else [])


def test_the_documented_table_is_the_formatters():
    assert documented() == {name: written(name) for name in EVENTS}


def test_a_run_writes_exactly_the_documented_keys(tmp_path):
    recipe = tmp_path / "r.rb"
    recipe.write_text(
        f"file '{tmp_path}/a' do\n  content 'x'\n  notifies :run, 'execute[e]'\nend\n"
        f"file '{tmp_path}/b' do\n  only_if {{ false }}\nend\n"
        "execute 'e' do\n  command 'echo hi'\n  action :nothing\nend\n"
        "log 'note'\n"
    )
    out = io.StringIO()
    apply(ApplyOptions(recipe=str(recipe), formatter="json", lock_file=str(tmp_path / "l")), out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    table = documented()
    seen = set()
    for record in records:
        name = record.pop("event")
        seen.add(name)
        assert sorted(record) == sorted(table[name]), name
        if isinstance(record.get("resource"), dict):
            assert sorted(record["resource"]) == ["key", "location", "resource"]
        if isinstance(record.get("change"), dict):
            assert sorted(record["change"]) == ["diff", "lines"]
        if "result" in record:
            assert sorted(record["result"]) == sorted(
                ["updated", "up_to_date", "skipped", "elapsed", "why_run", "resource_count",
                 "reboot", "total"]
            )  # fmt: skip
    assert {"run_start", "resource_action_start", "resource_update", "resource_updated",
            "resource_skipped", "resource_up_to_date", "run_complete"} <= seen  # fmt: skip
