"""The words of the recipe language as toque defines them, for the highlighter and the shell:
resource types, their properties and actions from the resource registry (the core cookbook's
Ruby resources included), and the DSL's words from its Builtins tables
(`interpreter/dsl/surface.py`) and the Ruby methods its preludes define.

Generated, never kept by hand: `python -m toque.vocabulary` writes
`highlight/vocabulary.json`, which the highlighter reads (it may not import the
interpreter); a test checks the file agrees with the code.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

OUTPUT = Path(__file__).parent / "highlight" / "vocabulary.json"

# Chef Infra Client 18's resource names that toque does not implement yet: highlighted as
# resources all the same, since a recipe naming them is still Chef (issue 15 adds them).
CHEF_CATALOGUE = """
alternatives apt_preference apt_repository archive_file batch bff_package breakpoint
build_essential cab_package chef_client_config chef_client_cron chef_client_launchd
chef_client_scheduled_task chef_client_systemd_timer chef_client_trusted_certificate
chef_gem chef_handler chef_sleep chef_vault_secret chocolatey_config chocolatey_feature
chocolatey_package chocolatey_source cron cron_access csh dmg_package dpkg_package
dsc_resource dsc_script freebsd_package gem_package git group habitat_config
habitat_install habitat_package habitat_service habitat_sup habitat_user_toml
homebrew_cask homebrew_package homebrew_tap homebrew_update hostname http_request
ifconfig inspec_input inspec_waiver ips_package kernel_module ksh launchd linux_user
locale macos_userdefaults macports_package macosx_service mdadm mount msu_package
ohai_hint openbsd_package openssl_dhparam openssl_ec_private_key openssl_ec_public_key
openssl_rsa_private_key openssl_rsa_public_key openssl_x509_certificate openssl_x509_crl
openssl_x509_request osx_profile pacman_package paludis_package plist powershell_package
powershell_package_source powershell_script reboot registry_key remote_file rhsm_errata
rhsm_errata_level rhsm_register rhsm_repo rhsm_subscription route rpm_package ruby
selinux_boolean selinux_fcontext selinux_install selinux_login selinux_module
selinux_permissive selinux_port selinux_state selinux_user smartos_package snap_package
solaris_package ssh_known_hosts_entry subversion sudo swap_file timezone user
user_ulimit windows_ad_join windows_audit_policy windows_auto_run windows_certificate
windows_defender windows_defender_exclusion windows_dfs_folder windows_dfs_namespace
windows_dfs_server windows_dns_record windows_dns_zone windows_env windows_feature
windows_feature_dism windows_feature_powershell windows_firewall_profile
windows_firewall_rule windows_font windows_package windows_pagefile windows_path
windows_printer windows_printer_port windows_security_policy windows_service
windows_share windows_shortcut windows_task windows_uac windows_update_settings
windows_user_privilege windows_workgroup yum_repository zypper_package zypper_repository
""".split()

_WORD = re.compile(r"^[a-z_][a-z0-9_]*[?!]?$")
# Ruby plumbing the DSL classes define that no recipe writes as a word of the language
PLUMBING = {
    "method_missing",
    "respond_to_missing?",
    "to_s",
    "inspect",
    "initialize",
    "inherited",
    "new",
}


# the classes whose Python-declared methods a recipe, a resource file or an action calls bare
SURFACE_CLASSES = ("Chef::Recipe", "Chef::Resource", "Chef::Provider", "Kernel")


def generate() -> dict[str, Any]:
    """The vocabulary, from a fresh run's registry and Ruby world."""
    from toque.interpreter.dsl.core_cookbook import load_core
    from toque.interpreter.dsl.node_bridge import new_node
    from toque.interpreter.dsl.surface import surface
    from toque.interpreter.model.world import Runtime
    from toque.repo.node import LEVELS
    from toque.session import start_run

    bare = Runtime(stdout=io.StringIO())
    ruby_kernel = set(bare.Kernel.methods) | set(bare.Object.methods)
    rt = Runtime(stdout=io.StringIO())
    dsl = start_run(rt, new_node())
    load_core(rt, dsl)
    registry = dsl.ctx.registry
    state = dsl.resource_classes
    classes = registry.resources.values()
    dsl_words: set[str] = set()
    class_dsl = rt.singleton_class(dsl.resource_class)  # what a resources/*.rb body calls
    for klass in (dsl.recipe_class, dsl.resource_class, class_dsl, state.provider):
        dsl_words |= set(klass.methods)
    dsl_words |= set(rt.Kernel.methods) - ruby_kernel  # shell_out, data_bag, search, helpers
    # the DSL's Builtins tables, also the words of classes a run makes on first use
    # (definitions' `params`)
    dsl_words |= {w.name for w in surface() if w.target in SURFACE_CLASSES}
    node_methods = set(dsl.node_bridge.node_class.methods)
    return {
        "resources": sorted(set(registry.resources) | set(CHEF_CATALOGUE)),
        "properties": sorted({p for cls in classes for p in cls.properties}),
        "actions": sorted({a for cls in classes for a in cls.allowed_actions()}),
        "dsl_words": sorted(w for w in dsl_words - PLUMBING if _WORD.match(w)),
        # what an attribute file writes bare, with the node as self: `default['a'] = 1`
        "attribute_words": sorted(
            w
            for w in node_methods
            if w in LEVELS or (w.endswith("_unless") and w.removesuffix("_unless") in LEVELS)
        ),
    }


def main() -> None:
    OUTPUT.write_text(json.dumps(generate(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
