"""The Ruby files of a chef repo that are not cookbook code: roles/*.rb, environments/*.rb
and a client.rb/solo.rb config. Each is evaluated into the dict its JSON form would hold."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method
from toque.interpreter.model.objects import RObject, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# method -> (key in the JSON form, how its arguments are kept)
ROLE_DSL = {
    "name": ("name", "one"),
    "description": ("description", "one"),
    "run_list": ("run_list", "list"),
    "recipes": ("run_list", "list"),
    "env_run_lists": ("env_run_lists", "one"),
    "env_run_list": ("env_run_lists", "one"),
    "env_run_lists_add": ("env_run_lists", "add"),
    "env_run_list_add": ("env_run_lists", "add"),
    "default_attributes": ("default_attributes", "one"),
    "override_attributes": ("override_attributes", "one"),
}
ENVIRONMENT_DSL = {
    "name": ("name", "one"),
    "description": ("description", "one"),
    "cookbook_versions": ("cookbook_versions", "add"),
    "cookbook": ("cookbook_versions", "pair"),
    "default_attributes": ("default_attributes", "one"),
    "override_attributes": ("override_attributes", "one"),
}


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


def _evaluator(
    rt: Runtime, class_name: str, dsl: dict[str, tuple[str, str]], data: dict
) -> RObject:
    klass = rt.Object.consts.get(class_name) or rt.define_class(class_name)

    def method(name: str, key: str, how: str) -> Method:
        def call(rt_, recv, args, block):
            values = [_plain(to_py(a)) for a in args]
            store = recv.ivars["@data"]
            if not values:
                return to_ruby(store.get(key))
            if how == "list":
                store[key] = [str(v) for v in _flat(values)]
            elif how == "add":
                store.setdefault(key, {}).update(values[0])
            elif how == "pair":
                store.setdefault(key, {})[str(values[0])] = str(
                    values[1] if len(values) > 1 else ">= 0.0.0"
                )
            else:
                store[key] = values[0]
            return None

        return Method(name, call, klass, -1)

    for name, (key, how) in dsl.items():
        klass.define(name, method(name, key, how))
    obj = RObject(klass)
    obj.ivars["@data"] = data
    return obj


def read_rb(rt: Runtime, path: Path, what: str) -> dict[str, Any]:
    """A role or environment written in Ruby (`name "web"`, `run_list …`, …)."""
    from toque.interpreter.program import run_file

    data: dict[str, Any] = {"name": path.stem}
    dsl = ROLE_DSL if what == "role" else ENVIRONMENT_DSL
    class_name = "ToqueRoleFile" if what == "role" else "ToqueEnvironmentFile"
    run_file(rt, path, _evaluator(rt, class_name, dsl, data))
    return data


def read_config(rt: Runtime, path: Path) -> dict[str, Any]:
    """A client.rb/solo.rb: every `key value` line is a setting; `key` alone reads it back,
    so `cookbook_path [File.join(dir, "cookbooks")]` and friends work as in Mixlib::Config."""
    from toque.interpreter.program import run_file

    data: dict[str, Any] = {}
    contexts: dict[str, Any] = {}
    klass = rt.Object.consts.get("ToqueConfigFile") or rt.define_class("ToqueConfigFile")
    if "ToqueConfigContext" not in rt.Object.consts:
        run_file(rt, Path(__file__).with_name("config_file.rb"))

    def setting(rt_, recv, args, block):
        key = args[0].name
        values = [to_py(a) for a in args[1:]]
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

    klass.define("method_missing", Method("method_missing", setting, klass, -1))
    run_file(rt, path, RObject(klass))
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
