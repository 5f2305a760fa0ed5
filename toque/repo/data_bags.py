"""Data bags from a local folder, as chef-client in local mode reads them: BAG/ITEM.json."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from toque.errors import ToqueError
from toque.repo.jsonfile import read_json


class DataBagError(ToqueError):
    """A missing bag or item, or an item that is not a JSON object."""


def read_json_object(path: Path, what: str, error: type[ToqueError]) -> dict[str, Any]:
    """A JSON object from a chef repo file; bad JSON is an `error` located in the file."""
    data = read_json(path, what, error)
    if not isinstance(data, dict):
        raise error(f"{what} {path} must be a JSON object")
    return data


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

    def beside(self, folder: str) -> Path | None:
        """A folder of the chef repo that holds the data bags (nodes/, roles/…)."""
        return self.path.parent / folder if self.path else None

    def names(self) -> list[str]:
        """`Chef::DataBag.list`: the bags of the folder, sorted."""
        if self.path is None or not self.path.is_dir():
            return []
        return sorted(p.name for p in self.path.iterdir() if p.is_dir())

    def items(self, bag: str) -> list[str]:
        """`data_bag('users')`: the item ids of a bag, sorted."""
        return sorted(p.stem for p in self._folder(bag).glob("*.json"))

    def item(self, bag: str, name: str) -> dict[str, Any]:
        """`data_bag_item('users', 'alice')`: the item's JSON object (read once per run)."""
        key = (bag, name)
        if key not in self._items:
            path = self._folder(bag) / f"{name}.json"
            if not path.is_file():
                raise DataBagError(f"data bag item '{bag}/{name}' not found: no {path}")
            data = read_json_object(path, "data bag item", DataBagError)
            data.setdefault("id", name)
            self._items[key] = data
        return self._items[key]
