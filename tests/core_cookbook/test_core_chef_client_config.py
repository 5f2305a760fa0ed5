"""chef_client_config: client.rb byte for byte as Chef writes it (goldens: Chef's template
rendered by MRI), the folders its settings name, idempotence, why-run, :remove, json events,
Chef's validation messages, and the chef kitchen-tests recipe."""

from __future__ import annotations

import json
from pathlib import Path

from toque.errors import ToqueError

GOLDENS = Path(__file__).parent / "goldens" / "client_rb"
KITCHEN = """chef_client_config "default" do
  config_directory "{etc}"
  node_name "n"
  chef_license "accept"
  chef_server_url "https://localhost/organizations/test"
  file_backup_path windows? ? "C:/chef/backup" : "{backup}"
  log_location value_for_platform_family(
    windows: "C:/chef/log/client.log",
    mac_os_x: "/Library/Logs/Chef/client.log",
    default: "{log}/client.log"
  )
  ohai_optional_plugins %i{{Passwd Lspci Sysctl}}
  ohai_disabled_plugins %i{{Sessions Interrupts}}
  rubygems_url "https://rubygems.org/"
  additional_config <<~CONFIG
    begin
      require 'aws-sdk'
    rescue LoadError
      Chef::Log.warn "Failed to load aws-sdk."
    end
  CONFIG
end
"""


def kitchen(host) -> str:
    return KITCHEN.format(etc=host.tmp / "etc", backup=host.tmp / "backup", log=host.tmp / "log")


def test_kitchen_recipe_writes_chefs_file_and_folders_then_is_up_to_date(host):
    status, out = host.apply(kitchen(host))
    assert status == 0, out
    etc = host.tmp / "etc"
    golden = (GOLDENS / "kitchen.rb").read_text()
    written = (etc / "client.rb").read_text()
    assert written == golden.replace("/var/log/chef", str(host.tmp / "log")).replace(
        "/var/lib/chef", str(host.tmp / "backup")
    )
    assert oct((etc / "client.rb").stat().st_mode & 0o777) == "0o640"
    for folder, mode in (("etc", "0o750"), ("log", "0o755"), ("backup", "0o750"),
                         ("etc/client.d", "0o750")):  # fmt: skip
        assert oct((host.tmp / folder).stat().st_mode & 0o777) == mode, folder
    assert "  * chef_client_config[default] action create\n" in out
    assert f"    * template[{etc}/client.rb] action create\n" in out
    status, again = host.apply(kitchen(host))
    assert status == 0 and "Infra Phase complete, 0/" in again, again


def test_every_setting_handlers_and_stdout(host):
    etc = host.tmp / "etc"
    recipe = f"""chef_client_config 'full' do
  config_directory '{etc}'
  node_name nil
  chef_server_url 'https://c'
  log_level :info
  log_location 'STDOUT'
  http_proxy 'http://p:3128'
  https_proxy 'http://p:3129'
  ftp_proxy 'ftp://p'
  no_proxy %w(a.dmz b.dmz)
  ssl_verify_mode ':verify_peer'
  formatters [:doc]
  event_loggers [:win_evt]
  minimal_ohai true
  policy_persist_run_list true
  policy_name 'web'
  policy_group 'prod'
  named_run_list 'deploy'
  pid_file '{host.tmp}/run/client.pid'
  file_cache_path '{host.tmp}/cache'
  file_staging_uses_destdir 'true'
  rubygems_url ['https://a/', 'https://b/']
  chef_license 'accept-no-persist'
  data_collector_server_url 'https://automate.dmz'
  data_collector_token 'TOKEN'
  start_handlers [{{ 'class' => 'Start1', 'arguments' => [] }}]
  report_handlers [{{ 'class' => 'R1', 'arguments' => ["'a'", "'b'"] }},
                   {{ 'class' => 'R2', 'arguments' => ['1'] }}]
  exception_handlers [{{ 'class' => 'E1', 'arguments' => [] }}]
end
"""
    status, out = host.apply(recipe)
    assert status == 0, out
    golden = (GOLDENS / "full.rb").read_text()
    golden = golden.replace("/run/chef", f"{host.tmp}/run").replace(
        "/var/chef/cache", f"{host.tmp}/cache"
    )
    assert (etc / "client.rb").read_text() == golden
    assert (host.tmp / "run").is_dir() and (host.tmp / "cache").is_dir()


def test_minimal_and_syslog(host):
    etc = host.tmp / "etc"
    status, out = host.apply(f"chef_client_config 'c' do\n  config_directory '{etc}'\n"
                             "  node_name 'n'\n  chef_server_url 'https://chef.example.dmz'\nend\n")  # fmt: skip
    assert status == 0, out
    assert (etc / "client.rb").read_text() == (GOLDENS / "minimal.rb").read_text()
    status, out = host.apply(f"chef_client_config 'c' do\n  config_directory '{etc}'\n"
                             "  node_name 'n'\n  chef_server_url 'https://c'\n"
                             "  log_location :syslog\nend\n")  # fmt: skip
    assert status == 0, out
    assert (etc / "client.rb").read_text() == (GOLDENS / "syslog.rb").read_text()
    assert "-log_location" not in out and "+  log_location :syslog" in out


def test_node_name_defaults_to_the_nodes(host):
    etc = host.tmp / "etc"
    recipe = (f"chef_client_config 'c' do\n  config_directory '{etc}'\n"
              "  chef_server_url 'https://c'\nend\nlog node.name\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert status == 0, out
    name = out.split("* log[", 1)[1].split("]", 1)[0]
    assert (etc / "client.rb").read_text().startswith(f'node_name "{name}"\n')


def test_why_run_changes_nothing_then_remove(host):
    etc = host.tmp / "etc"
    recipe = (f"chef_client_config 'c' do\n  config_directory '{etc}'\n"
              "  chef_server_url 'https://c'\nend\n")  # fmt: skip
    status, out = host.apply(recipe, why_run=True)
    assert status == 0 and f"      - Would create new file {etc}/client.rb\n" in out, out
    assert not etc.exists()
    host.apply(recipe)
    status, out = host.apply(recipe.replace("end\n", "  action :remove\nend\n"))
    assert status == 0 and f"      - delete file {etc}/client.rb\n" in out, out
    assert not (etc / "client.rb").exists() and (etc / "client.d").is_dir()


def test_json_events(host):
    etc = host.tmp / "etc"
    recipe = f"chef_client_config 'c' do\n  config_directory '{etc}'\n  chef_server_url 'https://c'\nend\n"
    status, out = host.apply(recipe, formatter="json")
    events = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert any(e["event"] == "resource_updated" and "chef_client_config" in json.dumps(e)
               for e in events)  # fmt: skip


def failing(host, text: str) -> str:
    """A recipe's failure, at compile time (the error the CLI prints) or at converge."""
    try:
        status, out = host.apply(text)
    except ToqueError as exc:
        return exc.render()
    assert status == 1, out
    return out


def test_validation(host):
    cases = {
        "  log_level :loud\n": "Option log_level must be equal to one of",
        "  ssl_verify_mode 'verify_some'\n": "Option ssl_verify_mode must be equal to one of",
        "  chef_license 'yes'\n": "Option chef_license must be equal to one of",
        "  log_location :stdout\n": "accepts Symbol values of ':win_evt' for Windows Event Log or "
        "':syslog' for Syslog",
        "  minimal_ohai 'yes'\n": "minimal_ohai",
    }
    for line, message in cases.items():
        out = failing(host, f"chef_client_config 'c' do\n  chef_server_url 'x'\n{line}end\n")
        assert message in out and "recipe.rb:3" in out, (line, out)
    out = failing(host, "chef_client_config 'c'\n")
    assert "chef_server_url is a required property" in out, out
