"""Chef's Windows, macOS, Habitat and other-Unix resources: known words that compile, and an
action that fails in one line naming the resource and its platform (never "undefined method")."""

from __future__ import annotations

import pytest
from system_events import updated

from toque.stdlib_cookbooks.core.other_platforms import PLATFORM


def test_the_catalogue_covers_chefs_windows_macos_and_habitat_words():
    for name in ("windows_service", "powershell_script", "batch", "registry_key", "dsc_script",
                 "launchd", "plist", "macos_userdefaults", "habitat_sup", "habitat_package",
                 "windows_firewall_rule", "chocolatey_package", "homebrew_package"):  # fmt: skip
        assert name in PLATFORM


@pytest.mark.parametrize("word,platform", [("windows_task", "Windows"), ("launchd", "macOS"),
                                           ("bff_package", "AIX")])  # fmt: skip
def test_running_one_fails_with_the_platform_named(host, word, platform):
    status, out = host.apply(f"{word} 'x' do\n  some_property 'y'\nend\n")
    assert status == 1
    assert "Chef::Exceptions::ProviderNotFound" in out
    assert f"{word} is not supported on this platform (" in out
    assert f"Chef runs it on {platform} only" in out
    assert "undefined method" not in out


def test_habitat_is_named_as_such(host):
    status, out = host.apply("habitat_sup 'default'\n")
    assert status == 1 and "toque does not manage Habitat" in out


def test_guarded_or_nothing_compiles_and_is_skipped(host):
    recipe = (
        "windows_service 'w3svc' do\n  startup_type :automatic\n  action [:configure, :start]\n"
        "  only_if { false }\nend\n"
        "registry_key 'HKLM\\\\Software\\\\x' do\n  values [{ name: 'a', type: :string, data: 'b' }]\n"
        "  recursive true\n  action :nothing\nend\n"
        "powershell_script 'p' do\n  code 'Write-Host 1'\n  not_if { true }\nend\n"
    )
    status, out = host.apply(recipe)
    assert status == 0, out
    assert "  * windows_service[w3svc] action configure (skipped due to only_if)\n" in out
    assert (
        "  * registry_key[HKLM\\Software\\x] action nothing (skipped due to action :nothing)" in out
    )
    assert "  * powershell_script[p] action run (skipped due to not_if)" in out
    assert "Infra Phase complete, 0/4 resources updated" in out


def test_why_run_fails_too_and_json_names_the_failure(host):
    status, out = host.apply("launchd 'com.example.x' do\n  program '/bin/true'\nend\n",
                             why_run=True)  # fmt: skip
    assert status == 1 and "launchd is not supported on this platform" in out
    events = host.events("launchd 'com.example.x'\n")
    failed = [e for e in events if e["event"] == "resource_failed"]
    assert failed and failed[0]["resource"]["resource"] == "launchd[com.example.x]"
    assert updated(events) == []


def test_a_properties_own_helpers_still_resolve_in_the_block(host):
    recipe = ("def helper(x)\n  x * 2\nend\n"
              "windows_env 'X' do\n  value helper('ab')\n  action :nothing\nend\n"
              "log 'ok'\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert status == 0, out
