"""Constants defined on first use: core classes kept out of start-up, and the standard
library that `require` would load (`toque.interpreter.stdlib`)."""

from __future__ import annotations

import importlib
from typing import Any

# constant name -> module of toque.interpreter.core whose `define(rt)` makes it
AUTOLOAD = {
    "JSON": "json_lib",
    "Set": "set_lib",
    "SortedSet": "sorted_set",
    "Shellwords": "shellwords_lib",
    "File": "file_lib",
    "Dir": "file_lib",
    "IO": "file_lib",
    "Errno": "file_lib",
    "STDOUT": "file_lib",
    "STDERR": "file_lib",
    "STDIN": "file_lib",
    "Time": "time_lib",
    "Struct": "struct_lib",
    "Math": "math_lib",
    "ENV": "env_lib",
    "Process": "env_lib",
    "SecureRandom": "math_lib",
    "Random": "random_lib",
    "ObjectSpace": "objectspace",
    "GC": "objectspace",
    "Pathname": "pathname_lib",
}


def autoload(rt: Any, name: str) -> Any:
    module_name = AUTOLOAD.get(name)
    if module_name is None:
        from toque.interpreter.stdlib import CONSTANTS, load

        library = CONSTANTS.get(name)
        if library is None or not load(rt, library):
            return None
        return rt.Object.consts.get(name)
    try:
        module = importlib.import_module(f"toque.interpreter.core.{module_name}")
    except ModuleNotFoundError:
        return None
    module.define(rt)
    return rt.Object.consts.get(name)
