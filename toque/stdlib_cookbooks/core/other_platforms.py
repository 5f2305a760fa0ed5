"""Chef Infra Client 18's resources for other platforms (Windows, macOS, AIX, Solaris, the BSDs)
and for Habitat: known by name, so a recipe that declares one for a platform it also supports
compiles, and one that runs it fails in one plain line naming the resource and its platform.

They take any property and any action at compile time (a resource guarded by `only_if
{ windows? }` or left at `:nothing` never reaches a provider, as on a Linux chef-client); the
action itself fails, under why-run too, as Chef's provider resolution does."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toque.runtime import Provider, Requirement, Resource, provides
from toque.runtime.values import Sym

if TYPE_CHECKING:
    from toque.runtime.context import RunContext

WINDOWS = """
batch cab_package chef_client_scheduled_task chocolatey_config chocolatey_feature
chocolatey_installer chocolatey_package chocolatey_source dsc_resource dsc_script env
msu_package powershell_package powershell_package_source powershell_script registry_key
windows_ad_join windows_audit_policy windows_auto_run windows_certificate windows_defender
windows_defender_exclusion windows_dfs_folder windows_dfs_namespace windows_dfs_server
windows_dns_record windows_dns_zone windows_env windows_feature windows_feature_dism
windows_feature_powershell windows_firewall_profile windows_firewall_rule windows_font
windows_package windows_pagefile windows_path windows_printer windows_printer_port
windows_security_policy windows_service windows_share windows_shortcut windows_task windows_uac
windows_update_settings windows_user windows_user_privilege windows_workgroup habitat_sup_windows
"""
MACOS = """
chef_client_launchd dmg_package homebrew_cask homebrew_package homebrew_tap homebrew_update
launchd mac_os_x_userdefaults mac_user macos_pkg macos_userdefaults macosx_service
macports_package osx_profile osx_config_profile plist
"""
HABITAT = """
habitat_config habitat_install habitat_package habitat_service habitat_sup habitat_sup_systemd
habitat_user_toml chef_client_hab_ca_cert
"""
OTHER_UNIX = {
    "AIX": "aix_user bff_package",
    "Solaris": "ips_package solaris_package solaris_user",
    "SmartOS": "smartos_package",
    "FreeBSD": "freebsd_package pw_user",
    "OpenBSD": "openbsd_package",
}

PLATFORM: dict[str, str] = {
    **dict.fromkeys(WINDOWS.split(), "Windows"),
    **dict.fromkeys(MACOS.split(), "macOS"),
    **dict.fromkeys(HABITAT.split(), "Habitat"),
    **{name: where for where, names in OTHER_UNIX.items() for name in names.split()},
}


# each one's default action in Chef (its `default_action`, else its first action, else its
# base class's: a package installs, a script runs, a user is created, a service does nothing)
DEFAULT_ACTIONS = {
    "add": "chef_client_scheduled_task chocolatey_source windows_defender_exclusion windows_path"
    " windows_user_privilege chef_client_hab_ca_cert",
    "apply": "habitat_config",
    "configure": "windows_dfs_server windows_uac",
    "create": "env registry_key windows_auto_run windows_certificate windows_dfs_folder"
    " windows_dfs_namespace windows_dns_record windows_dns_zone windows_env windows_firewall_rule"
    " windows_printer windows_printer_port windows_share windows_shortcut windows_task launchd"
    " habitat_user_toml windows_user mac_user aix_user solaris_user pw_user",
    "enable": "chocolatey_feature windows_defender windows_firewall_profile chef_client_launchd",
    "join": "windows_ad_join windows_workgroup",
    "load": "habitat_service",
    "periodic": "homebrew_update",
    "register": "powershell_package_source",
    "run": "batch powershell_script dsc_resource dsc_script habitat_sup habitat_sup_systemd"
    " habitat_sup_windows",
    "set": "chocolatey_config windows_audit_policy windows_pagefile windows_security_policy"
    " windows_update_settings plist",
    "tap": "homebrew_tap",
    "write": "mac_os_x_userdefaults macos_userdefaults",
    "nothing": "windows_service macosx_service",
}
DEFAULT_ACTION = {n: a for a, names in DEFAULT_ACTIONS.items() for n in names.split()}


class _AnyAction(tuple):
    """The actions of a resource toque cannot run here: every name is allowed at compile time."""

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str) and item != ""


class OtherPlatformResource(Resource):
    """A resource Chef runs on another platform: properties kept as given, never converged."""

    platform = ""
    open_properties = True

    @classmethod
    def allowed_actions(cls) -> tuple[str, ...]:
        return _AnyAction(("nothing",))

    def set(self, name: str, value: Any, span: Any = None) -> None:
        if name == "action":
            self.set_action(value, span)
        elif name in self.properties:
            super().set(name, value, span)
        else:
            self._values[name] = value

    def get(self, name: str) -> Any:
        if name in self.properties:
            return super().get(name)
        return self._values.get(name)

    def _checked_actions(self, value: Any, span: Any) -> list[str]:
        items = list(value) if isinstance(value, (list, tuple)) else [value]
        return [str(a) for a in items if isinstance(a, (str, Sym))] or ["nothing"]


def _resource_class(name: str, platform: str) -> type[OtherPlatformResource]:
    doc = f"Chef's {name} ({platform} only): not supported on this platform."
    cls = type(name, (OtherPlatformResource,), {"__doc__": doc, "platform": platform,
                                                 "default_action": DEFAULT_ACTION.get(name, "install")})  # fmt: skip
    return provides(name)(cls)


for _name, _platform in PLATFORM.items():
    globals()[f"Resource_{_name}"] = _resource_class(_name, _platform)


@provides(*PLATFORM)
class OtherPlatformProvider(Provider):
    """Every action fails: the resource's platform is not this one."""

    def requirements(self, action: str) -> Iterable[Requirement]:
        r = self.resource
        platform = type(r).platform
        why = ("toque does not manage Habitat" if platform == "Habitat"
               else f"Chef runs it on {platform} only")  # fmt: skip
        yield Requirement(
            f"{r.resource_name} is not supported on this platform ({_here(self.ctx)}): {why}",
            kind="Chef::Exceptions::ProviderNotFound",
        )

    def __getattr__(self, name: str) -> Any:
        if name.startswith("action_"):  # unreachable: the requirement fails first
            return lambda: iter(())
        raise AttributeError(name)


def _here(ctx: RunContext) -> str:
    node = ctx.node
    try:
        return f"{node['platform']} {node['platform_version']}" if node is not None else "linux"
    except Exception:  # noqa: BLE001 - a node without facts (a bare test run)
        return "linux"
