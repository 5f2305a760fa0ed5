"""The node as chef-client in local mode keeps it: `nodes/NAME.json` in the chef repo,
read at the start of a run (the normal attributes, run list and environment persist) and
written at the end of a successful one (Chef::Node#for_json's keys, in yajl's layout).
"""

from __future__ import annotations

import json
import os
from typing import Any

from toque.repo.jsonfile import read_json
from toque.runtime.values import Sym


def path_of(folder: str, name: str) -> str:
    return os.path.join(folder, f"{name}.json")


def node_json(node: Any) -> dict[str, Any]:
    """Chef::Node#for_json: what the server (here, the nodes/ folder) stores."""
    return {
        "name": node.name,
        "chef_environment": node.chef_environment,
        "json_class": "Chef::Node",
        "automatic": node.level_data("automatic"),
        "normal": node.level_data("normal"),
        "chef_type": "node",
        "default": node.level_data("default"),
        "override": node.level_data("override"),
        "run_list": list(node.run_list),
    }


def save(node: Any, folder: str) -> str:
    """Write nodes/NAME.json (atomically: a temporary file renamed over it)."""
    os.makedirs(folder, exist_ok=True)
    path = path_of(folder, node.name)
    temp = f"{path}.{os.getpid()}.tmp"
    with open(temp, "w", encoding="utf-8") as out:
        out.write(pretty(node_json(node)) + "\n")
    os.replace(temp, path)
    return path


def load(folder: str | None, name: str) -> dict[str, Any] | None:
    """The saved node, if the repo has one."""
    if not folder:
        return None
    path = path_of(folder, name)
    if not os.path.isfile(path):
        return None
    data = read_json(path, "node file")
    return data if isinstance(data, dict) else None


def pretty(value: Any, depth: int = 0) -> str:
    """yajl's pretty layout (Chef::JSONCompat.to_json_pretty): two spaces, and empty
    objects and arrays written open, with an empty line inside."""
    pad, inner = "  " * depth, "  " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(str(k), ensure_ascii=False)}: {pretty(v, depth + 1)}"
                 for k, v in value.items()]  # fmt: skip
        return "{\n" + ",\n".join(items) + f"\n{pad}}}"
    if isinstance(value, (list, tuple)):
        items = [inner + pretty(v, depth + 1) for v in value]
        return "[\n" + ",\n".join(items) + f"\n{pad}]"
    if isinstance(value, Sym):
        return json.dumps(str(value), ensure_ascii=False)
    if isinstance(value, float) and value == int(value) and abs(value) < 1e16:
        return f"{value:.1f}"
    try:
        return json.dumps(value, ensure_ascii=False)
    except TypeError:
        return json.dumps(str(value), ensure_ascii=False)
