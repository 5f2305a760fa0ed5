"""Chef's Ruby namespace that libraries and recipes use, installed in one place: Chef::Config
and Chef::VERSION (here), data bags (`data_bag`, `data_bag_item`: here), Chef::Log
(chef_log.py), Chef::Exceptions, shell_out/Mixlib::ShellOut (shell_out.py), the chef-utils
helpers (chef_utils.py), Mash, JSON, the Chef library classes (chef_lib/) and search.

They are real Ruby classes and modules of the interpreter, so that cookbook libraries can
reopen and extend them (`class Chef::Node; def x…`, `Chef::Recipe.send(:include, M)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.repo.facts.chef import CHEF_VERSION, OHAI_VERSION  # as node['chef_packages']

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

kernel = Builtins("Kernel")  # data_bag, data_bag_item and what chef_lib's Ruby reads them with


def install(rt: Runtime) -> None:
    """Create the Chef namespace in `rt` (its methods reach the run through `rt.host`)."""
    chef = rt.Object.consts.get("Chef") or rt.define_class("Chef")
    if "VersionString" not in chef.consts:
        _prelude(rt, chef)
    from toque.interpreter.dsl import (
        chef_exceptions,
        chef_lib,
        chef_log,
        chef_requires,
        chef_utils,
        json_compat,
        mash,
        shell_out,
    )

    chef_log.install(rt)
    chef_exceptions.define(rt)
    mash.define(rt)
    shell_out.install(rt)
    chef_utils.install(rt)
    chef_lib.load(rt)
    json_compat.define(rt)
    chef_requires.install(rt)
    from toque.interpreter.dsl import toml_reader

    toml_reader.install(rt)
    config_module = rt.Object.consts.get("ChefConfig") or rt.define_module("ChefConfig")
    config_module.consts.setdefault("Config", chef.consts["Config"])
    kernel.install(rt)  # data bags


def _prelude(rt: Runtime, chef: RModule) -> None:
    from pathlib import Path

    from toque.interpreter.core.subclass import RStringSub
    from toque.interpreter.program import run_file

    run_file(rt, Path(__file__).with_name("chef_prelude.rb"))
    version = RStringSub(chef.consts["VersionString"], CHEF_VERSION)
    version.frozen = True
    chef.consts["VERSION"] = version
    # Chef runs with Ohai loaded: Ohai::VERSION is what metadata's ohai_version is checked against
    ohai = rt.Object.consts.get("Ohai") or rt.define_module("Ohai")
    ohai.consts["VERSION"] = RString(OHAI_VERSION, frozen=True)
    from toque.interpreter.dsl.chef_config import defaults

    # chef-apply's table (toque apply, shell): not local mode, but solo legacy mode, as
    # Chef::Application::Apply sets it (`toque client` lays local mode over it: configure)
    table = {**defaults(local_mode=False), "solo_legacy_mode": True}
    chef.consts["Config"].ivars["@values"] = RHash.from_pairs(
        (sym(k), _config_value(v)) for k, v in table.items()
    )


def _config_value(value: Any) -> Any:
    """A default as Mixlib::Config holds it: Symbols where chef-config has them."""
    if isinstance(value, str) and value in ("auto", "verify_peer", "verify_none", "both"):
        return sym(value)
    if isinstance(value, dict):
        return RHash.from_pairs((sym(k), _config_value(v)) for k, v in value.items())
    return to_ruby(value)


# -- data bags -------------------------------------------------------------------------------


def _bags(rt: Runtime) -> Any:
    from toque.repo.data_bags import DataBags

    found = rt.host.ctx.data_bags
    return found if found is not None else DataBags(None)


def _read_bags(rt: Runtime, read: Any) -> Any:
    """`read()` as a Ruby value; a missing bag or item is Net::HTTPClientException (a 404,
    as the Chef server answers), a file that is no JSON a located error."""
    from toque.repo.data_bags import DataBagError

    try:
        return to_ruby(read())
    except DataBagError as exc:
        if exc.span is not None:  # not JSON: a located error, not a rescuable 404
            raise
        from toque.interpreter.stdlib.net_http import not_found_error

        raise not_found_error(rt, exc.message) from None


@kernel.method("data_bag")
def data_bag(rt: Runtime, self: Any, bag: Any) -> Any:
    """The item names of the data bag `bag`."""
    return _read_bags(rt, lambda: _bags(rt).items(rt.to_s(bag)))


@kernel.method("data_bag_item")
def data_bag_item(rt: Runtime, self: Any, bag: Any, item: Any, secret: Any = None) -> Any:
    """A Chef::DataBagItem, as Chef returns; an encrypted item (Chef's `encrypted?`) is a
    Chef::EncryptedDataBagItem with the given secret (nil: the secret file's)."""
    from toque.repo.encrypted_data_bags import is_encrypted

    bag_name, item_name = rt.to_s(bag), rt.to_s(item)

    def read() -> Any:
        raw = _bags(rt).item(bag_name, item_name)
        if is_encrypted(raw):
            encrypted = rt.const_get("Chef::EncryptedDataBagItem")
            key = secret if secret is not None else rt.send(encrypted, "load_secret", [])
            return rt.send(encrypted, "new", [to_ruby(raw), key])
        found = RObject(rt.const_get("Chef::DataBagItem"))
        found.ivars["@raw_data"] = to_ruby(raw)
        found.ivars["@data_bag"] = RString(bag_name)
        return found

    return _read_bags(rt, read)


@kernel.method("__toque_data_bag_item_raw")
def data_bag_item_raw(rt: Runtime, self: Any, bag: Any, item: Any) -> Any:
    return _read_bags(rt, lambda: _bags(rt).item(rt.to_s(bag), rt.to_s(item)))


@kernel.method("__toque_data_bag_names")
def data_bag_names(rt: Runtime, self: Any) -> Any:
    return _read_bags(rt, lambda: _bags(rt).names())


def _crypto_error(rt: Runtime, exc: Exception) -> RubyError:
    klass = rt.const_get(f"Chef::EncryptedDataBagItem::{type(exc).__name__}")
    return RubyError(rt.new_exception(klass, RString(str(exc))))


@kernel.method("__toque_decrypt_value")
def decrypt(rt: Runtime, self: Any, value: Any, secret: Any) -> Any:
    from toque.repo.encrypted_data_bags import (
        DecryptionFailure,
        UnsupportedCipher,
        UnsupportedFormat,
        decrypt_value,
    )

    plain = to_py(value)
    if not isinstance(plain, dict):  # Chef: a plain value in an encrypted item
        klass = rt.const_get("Chef::EncryptedDataBagItem::UnacceptableEncryptedDataBagItemFormat")
        text = "Data bag item value is not encrypted: it must be a Hash with encrypted_data"
        raise RubyError(rt.new_exception(klass, RString(text)))
    try:
        return to_ruby(decrypt_value(plain, rt.to_s(secret)))
    except (DecryptionFailure, UnsupportedFormat, UnsupportedCipher) as exc:
        raise _crypto_error(rt, exc) from None


@kernel.method("__toque_encrypt_value")
def encrypt(rt: Runtime, self: Any, value: Any, secret: Any, version: Any) -> Any:
    from toque.repo.encrypted_data_bags import UnsupportedFormat, encrypt_value

    try:
        return to_ruby(encrypt_value(to_py(value), rt.to_s(secret), int(to_py(version))))
    except UnsupportedFormat as exc:
        raise _crypto_error(rt, exc) from None


__all__ = ["install"]


def config_reader(rt: Runtime) -> Any:
    """`read(key)`: Chef::Config[key] as the runtime sees values, read when a provider asks."""

    def read(key: str) -> Any:
        chef = rt.Object.consts.get("Chef")
        config = chef.consts.get("Config") if chef is not None else None
        values = config.ivars.get("@values") if config is not None else None
        return None if values is None else to_py(values.get(sym(key)))

    return read


def configure(
    rt: Runtime,
    settings: dict[str, Any],
    cookbook_paths: list[str] | None = None,
    node_name: str | None = None,
) -> None:
    """Chef::Config for a local-mode run over `cookbook_paths`: chef-config's defaults,
    then the settings of a client.rb and the command line, as `Chef::Config[:key]` reads
    them."""
    from toque.interpreter.dsl.chef_config import defaults

    values = rt.Object.consts["Chef"].consts["Config"].ivars["@values"]
    for key, value in defaults(True, cookbook_paths, node_name).items():
        values.set(sym(key), _config_value(value))
    for key, value in settings.items():
        values.set(sym(key), to_ruby(value))
