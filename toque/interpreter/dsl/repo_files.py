"""The Ruby files of a chef repo that are not cookbook code: roles/*.rb, environments/*.rb
and a client.rb/solo.rb config. Each is evaluated into the dict its JSON form would hold."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.objects import RObject, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def _flat(values: list[Any]) -> list[Any]:
    out: list[Any] = []
    for v in values:
        out += _flat(v) if isinstance(v, list) else [v]
    return out


def _plain(value: Any) -> Any:
    """Symbols in role attributes are keys like any other: Chef stores them as strings."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value if isinstance(value, (int, float, bool, type(None), str)) else str(value)


# What a roles/*.rb or environments/*.rb calls, as Chef::Role and Chef::Environment define
# it (`def name(arg = nil)`, `def run_list(*args)`, `def cookbook(cookbook, version)`…): each
# reads its key of the JSON form being built (`@data`) with no argument, else sets it
role_file = Builtins("ToqueRoleFile", named=True)
environment_file = Builtins("ToqueEnvironmentFile", named=True)
_UNSET = object()  # an optional argument not given (nil is a value)


def _one(rt: Runtime, self: Any, key: str, arg: Any) -> Any:
    store = self.ivars["@data"]
    if arg is _UNSET:
        return to_ruby(store.get(key))
    store[key] = _plain(to_py(arg))
    return None


def _add(rt: Runtime, self: Any, key: str, arg: Any) -> Any:
    store = self.ivars["@data"]
    if arg is _UNSET:
        return to_ruby(store.get(key))
    store.setdefault(key, {}).update(_plain(to_py(arg)))
    return None


@role_file.method("name")
@environment_file.method("name")
def name(rt: Runtime, self: Any, arg: Any = _UNSET) -> Any:
    return _one(rt, self, "name", arg)


@role_file.method("description")
@environment_file.method("description")
def description(rt: Runtime, self: Any, arg: Any = _UNSET) -> Any:
    return _one(rt, self, "description", arg)


@role_file.method("default_attributes")
@environment_file.method("default_attributes")
def default_attributes(rt: Runtime, self: Any, arg: Any = _UNSET) -> Any:
    return _one(rt, self, "default_attributes", arg)


@role_file.method("override_attributes")
@environment_file.method("override_attributes")
def override_attributes(rt: Runtime, self: Any, arg: Any = _UNSET) -> Any:
    return _one(rt, self, "override_attributes", arg)


@role_file.method("run_list", "recipes")
def run_list(rt: Runtime, self: Any, *args: Any) -> Any:
    store = self.ivars["@data"]
    if not args:
        return to_ruby(store.get("run_list"))
    store["run_list"] = [str(v) for v in _flat([_plain(to_py(a)) for a in args])]
    return None


@role_file.method("env_run_lists", "env_run_list")
def env_run_lists(rt: Runtime, self: Any, env_run_lists: Any = _UNSET) -> Any:
    return _one(rt, self, "env_run_lists", env_run_lists)


@role_file.method("env_run_lists_add", "env_run_list_add")
def env_run_lists_add(rt: Runtime, self: Any, env_run_lists: Any = _UNSET) -> Any:
    return _add(rt, self, "env_run_lists", env_run_lists)


@environment_file.method("cookbook_versions")
def cookbook_versions(rt: Runtime, self: Any, arg: Any = _UNSET) -> Any:
    return _add(rt, self, "cookbook_versions", arg)


@environment_file.method("cookbook")
def cookbook(rt: Runtime, self: Any, cookbook: Any, version: Any) -> Any:
    store = self.ivars["@data"]
    store.setdefault("cookbook_versions", {})[str(_plain(to_py(cookbook)))] = str(
        _plain(to_py(version))
    )
    return None


def _evaluator(rt: Runtime, table: Builtins, data: dict) -> RObject:
    if table.target not in rt.Object.consts:
        table.install(rt)
    obj = RObject(rt.Object.consts[table.target])
    obj.ivars["@data"] = data
    return obj


def read_rb(rt: Runtime, path: Path, what: str) -> dict[str, Any]:
    """A role or environment written in Ruby (`name "web"`, `run_list …`, …)."""
    from toque.interpreter.program import run_file

    data: dict[str, Any] = {"name": path.stem}
    run_file(rt, path, _evaluator(rt, role_file if what == "role" else environment_file, data))
    return data


# a client.rb/solo.rb: every `key value` line is a setting, `key` alone reads it back —
# Mixlib::Config's `def method_missing(method_symbol, *args)`
config_file = Builtins("ToqueConfigFile", named=True)


@config_file.method("method_missing")
def method_missing(rt: Runtime, self: Any, method_symbol: Any, *args: Any) -> Any:
    data, contexts = self.ivars["@data"], self.ivars["@contexts"]
    key = method_symbol.name
    values = [to_py(a) for a in args]
    if key.endswith("="):
        key, values = key[:-1], values[:1]
    if not values:
        if key in CONFIG_CONTEXTS and key not in data:
            if key not in contexts:
                contexts[key] = rt.send(rt.Object.consts["ToqueConfigContext"], "new", [])
                for name, default in CONFIG_CONTEXTS[key].items():
                    rt.send(contexts[key], "[]=", [sym(name), to_ruby(list(default))])
            return contexts[key]
        return to_ruby(data.get(key))
    data[key] = values[0] if len(values) == 1 else values
    return None


def read_config(rt: Runtime, path: Path) -> dict[str, Any]:
    """A client.rb/solo.rb: every `key value` line is a setting; `key` alone reads it back,
    so `cookbook_path [File.join(dir, "cookbooks")]` and friends work as in Mixlib::Config."""
    from toque.interpreter.program import run_file

    data: dict[str, Any] = {}
    contexts: dict[str, Any] = {}
    if "ToqueConfigContext" not in rt.Object.consts:
        run_file(rt, Path(__file__).with_name("config_file.rb"))
    obj = _evaluator(rt, config_file, data)
    obj.ivars["@contexts"] = contexts
    run_file(rt, path, obj)
    for key, context in contexts.items():
        data.setdefault(key, {to_py(k): to_py(v) for k, v in context.items()})
    return data


# Mixlib::Config contexts of chef-config and Ohai a client.rb reaches into, with the
# list-valued defaults that lines like `ohai.optional_plugins << :Lspci` append to
CONFIG_CONTEXTS: dict[str, dict[str, tuple]] = {
    "knife": {},
    "chef_zero": {},
    "target_mode": {},
    "data_collector": {},
    "ohai": {"disabled_plugins": (), "optional_plugins": (), "plugin_path": (), "hints_path": ()},
}
