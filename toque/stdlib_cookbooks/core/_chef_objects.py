"""The chef-zero store Cheffish's resources write to in local mode: JSON files in the chef
repo (data_bags/BAG/ITEM.json, nodes/NAME.json, roles/…), each object normalized as
Chef::ChefFS's data handlers do, compared key by key, and written atomically."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.repo.jsonfile import read_json
from toque.repo.node_file import pretty
from toque.runtime.errors import ProviderError

if TYPE_CHECKING:
    from toque.runtime.context import RunContext

# chef_server_url in local mode: chef-zero answers in process, without a socket
URL = "chefzero://localhost:1"


def repo_root(ctx: RunContext) -> Path:
    """The chef repo: beside the data bags folder of the run; else, as Chef's
    find_chef_repo_path, the nearest folder at or above the working one holding
    cookbooks/, else the working folder itself."""
    bags = ctx.data_bags.path if ctx.data_bags is not None else None
    if bags is not None:
        return Path(bags).parent
    cwd = Path.cwd()
    for folder in (cwd, *cwd.parents):
        if (folder / "cookbooks").is_dir() or (folder / "cookbook_artifacts").is_dir():
            return folder
    return cwd


def folder_of(ctx: RunContext, kind: str) -> Path:
    """Where objects of `kind` (data_bags, nodes, roles…) live in the repo."""
    bags = ctx.data_bags.path if ctx.data_bags is not None else None
    if kind == "data_bags" and bags is not None:
        return Path(bags)
    return repo_root(ctx) / kind


def load(path: Path, what: str) -> dict[str, Any] | None:
    """The stored object, or None when the server has none (chef-zero's 404)."""
    if not path.is_file():
        return None
    data = read_json(path, what, ProviderError)
    if not isinstance(data, dict):
        raise ProviderError(f"{what} {path} must be a JSON object")
    return data


def save(path: Path, data: dict[str, Any]) -> None:
    """Write the object as chef-zero does (yajl's pretty layout), atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temp, "w", encoding="utf-8") as out:
        out.write(pretty(data) + "\n")
        out.flush()
        os.fsync(out.fileno())
    os.replace(temp, path)


def remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path)
    elif path.exists():
        path.unlink()


def inspect(value: Any) -> str:
    """Ruby 3.1's `inspect` of a JSON value (Chef 18's Ruby): `{"a"=>1}`."""
    if value is None:
        return "nil"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        body = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return '"' + body.replace("\t", "\\t") + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{inspect(k)}=>{inspect(v)}" for k, v in value.items()) + "}"
    return str(value)


def differences(old: Any, new: Any, values: bool = True, name: str = "",
                out: list[str] | None = None) -> list[str]:  # fmt: skip
    """Cheffish's json_differences: `  add a.b = 1`, `  remove c`, `  update d from 1 to 2`
    lines, one per leaf that differs (values left out for secrets)."""
    out = [] if out is None else out
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in new.items():
            path = key if name == "" else f"{name}.{key}"
            if key in old:
                if value != old[key]:
                    differences(old[key], value, values, path, out)
            else:
                out.append(f"  add {path} = {inspect(value)}" if values else f"  add {path}")
        for key in old:
            if key not in new:
                out.append(f"  remove {key if name == '' else f'{name}.{key}'}")
    elif old != new:
        out.append(f"  update {name} from {inspect(old)} to {inspect(new)}"
                   if values else f"  update {name}")  # fmt: skip
    return out


_ITEM = re.compile(r"^(recipe|role)\[(.+)\]$")


def run_list_items(items: Any) -> list[str]:
    """A run list as the server keeps it: `recipe[x]`/`role[y]`, a bare name a recipe."""
    out = []
    for item in items or []:
        text = str(item).strip()
        out.append(text if _ITEM.match(text) else f"recipe[{text}]")
    return out


def normalize(json: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """ChefFS DataHandler#normalize: the defaults' keys first, in their order, then the rest."""
    result = {key: json.get(key, value) for key, value in defaults.items()}
    result.update((k, v) for k, v in json.items() if k not in defaults)
    if "run_list" in result:
        result["run_list"] = run_list_items(result["run_list"])
    if isinstance(result.get("env_run_lists"), dict):
        result["env_run_lists"] = {k: run_list_items(v)
                                   for k, v in result["env_run_lists"].items()}  # fmt: skip
    return result
