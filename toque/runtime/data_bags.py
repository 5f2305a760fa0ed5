"""Data bags from a local folder, as chef-client in local mode reads them: BAG/ITEM.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.source import Span


class DataBagError(ToqueError):
    """A missing bag or item, or an item that is not a JSON object."""


class DataBags:
    def __init__(self, path: str | Path | None) -> None:
        self.path = Path(path) if path else None
        self._items: dict[tuple[str, str], dict[str, Any]] = {}

    def _folder(self, bag: str) -> Path:
        folder = self.path / bag if self.path else None
        if folder is None or not folder.is_dir():
            where = f"{self.path}" if self.path else "no data bag path (give --data-bag-path)"
            raise DataBagError(f"data bag '{bag}' not found in {where}")
        return folder

    def items(self, bag: str) -> list[str]:
        """`data_bag('users')`: the item ids of a bag, sorted."""
        return sorted(p.stem for p in self._folder(bag).glob("*.json"))

    def item(self, bag: str, name: str) -> dict[str, Any]:
        """`data_bag_item('users', 'alice')`: the item's JSON object (read once per run)."""
        key = (bag, name)
        if key not in self._items:
            path = self._folder(bag) / f"{name}.json"
            try:
                text = path.read_text(encoding="utf-8")
            except OSError:
                raise DataBagError(f"data bag item '{bag}/{name}' not found: no {path}") from None
            try:
                data = json.loads(text)
            except json.JSONDecodeError as exc:
                raise DataBagError(
                    f"data bag item {path} is not valid JSON: {exc.msg}",
                    Span(str(path), exc.lineno, exc.colno),
                    source=text,
                ) from None
            if not isinstance(data, dict):
                raise DataBagError(f"data bag item {path} must be a JSON object")
            data.setdefault("id", name)
            self._items[key] = data
        return self._items[key]
