"""Chef::Config's default table, as chef-config computes it on Linux for this run.

chef-config derives many settings from others: the repo folders from `chef_repo_path`,
the cache folders from `cache_path` (in local mode `~/.chef/local-mode-cache`, else
`/var/chef` when it can be written, else `~/.chef`). A client.rb's settings and the
command line are laid over these (`chef_api.configure`).
"""

from __future__ import annotations

import os
from typing import Any

# settings whose default does not depend on the run (chef-config's `default :x, value`)
FIXED: dict[str, Any] = {
    "formatters": [],
    "formatter": "null",
    "enforce_path_sanity": False,
    "enforce_default_paths": False,
    "client_registration_retries": 5,
    "script_path": [],
    "user": None,
    "group": None,
    "umask": 0o022,
    "log_level": "auto",
    "log_location": None,
    "force_formatter": False,
    "force_logger": False,
    "always_dump_stacktrace": False,
    "stream_execute_output": False,
    "show_download_progress": False,
    "download_progress_interval": 10,
    "http_retry_count": 5,
    "http_retry_delay": 5,
    "http_disable_auth_on_redirect": True,
    "interval": None,
    "once": None,
    "json_attribs": None,
    "verbose_logging": True,
    "diff_disabled": False,
    "diff_filesize_threshold": 10_000_000,
    "diff_output_threshold": 1_000_000,
    "pid_file": None,
    "listen": False,
    "rest_timeout": 300,
    "solo": False,
    "solo_legacy_mode": False,
    "splay": None,
    "why_run": False,
    "color": False,
    "client_fork": None,
    "ez": False,
    "enable_reporting": True,
    "enable_reporting_url_fatals": False,
    "minimal_ohai": False,
    "policy_name": None,
    "policy_group": None,
    "named_run_list": None,
    "policy_document_native_api": True,
    "deployment_group": None,
    "policy_persist_run_list": False,
    "ssl_client_cert": None,
    "ssl_client_key": None,
    "ssl_verify_mode": "verify_peer",
    "ssl_ca_path": None,
    "ssl_ca_file": None,
    "custom_http_headers": None,
    "recipe_url": None,
    "fips": False,
    "authentication_protocol_version": "1.3",
    "client_key_contents": None,
    "follow_client_key_symlink": False,
    "ssh_agent_signing": False,
    "data_bag_encrypt_version": 3,
    "data_bag_decrypt_minimum_version": 0,
    "validation_client_name": "chef-validator",
    "validation_key_contents": None,
    "local_key_generation": True,
    "zypper_check_gpg": True,
    "report_handlers": [],
    "event_handlers": [],
    "exception_handlers": [],
    "start_handlers": [],
    "disable_event_loggers": False,
    "treat_deprecation_warnings_as_errors": False,
    "silence_deprecation_warnings": [],
    "count_log_resource_updates": False,
    "profile": None,
    "chef_guid": None,
    "hints": {},
    "fatal_windows_admin_check": False,
    "enable_selinux_file_permission_fixup": True,
    "file_atomic_update": True,
    "file_staging_uses_destdir": "auto",
    "run_lock_timeout": None,
    "cookbook_sync_threads": 10,
    "resource_unified_mode_default": True,
    "no_lazy_load": True,
    "rubygems_cache_enabled": False,
    "watchdog_timeout": 2 * 60 * 60,
    "internal_locale": "C.UTF-8",
    "rubygems_url": None,
    "clear_gem_sources": None,
    "http_proxy": None,
    "http_proxy_user": None,
    "http_proxy_pass": None,
    "https_proxy": None,
    "https_proxy_user": None,
    "https_proxy_pass": None,
    "ftp_proxy": None,
    "ftp_proxy_user": None,
    "ftp_proxy_pass": None,
    "no_proxy": None,
    "allowed_automatic_attributes": None,
    "allowed_default_attributes": None,
    "allowed_normal_attributes": None,
    "allowed_override_attributes": None,
    "blocked_automatic_attributes": None,
    "blocked_default_attributes": None,
    "blocked_normal_attributes": None,
    "blocked_override_attributes": None,
    "knife": {},
    "data_collector": {
        "server_url": None,
        "token": None,
        "mode": "both",
        "raise_on_failure": False,
        "organization": "chef_solo",
    },
    "chef_zero": {
        "enabled": True,
        "host": "localhost",
        "port": 8889,
        "single_org": "chef",
        "osc_compat": False,
    },  # fmt: skip
}
REPO_FOLDERS = {  # setting -> its folder in chef_repo_path
    "acl_path": "acls",
    "client_path": "clients",
    "client_key_path": "client_keys",
    "container_path": "containers",
    "cookbook_artifact_path": "cookbook_artifacts",
    "data_bag_path": "data_bags",
    "environment_path": "environments",
    "group_path": "groups",
    "node_path": "nodes",
    "policy_path": "policies",
    "policy_group_path": "policy_groups",
    "role_path": "roles",
    "user_path": "users",
}


def defaults(
    local_mode: bool, cookbook_paths: list[str] | None = None, node_name: str | None = None
) -> dict[str, Any]:
    """The default table; `cookbook_paths` locate the repo (its parent folder), as
    chef-client -z finds it from the cookbooks it is given."""
    home = os.path.expanduser("~")
    repo = os.path.dirname(os.path.abspath(cookbook_paths[0])) if cookbook_paths else os.getcwd()
    config_dir = os.path.join(home, ".chef") if local_mode else "/etc/chef"
    table: dict[str, Any] = dict(FIXED)
    table.update(
        local_mode=local_mode,
        config_dir=config_dir,
        chef_repo_path=repo,
        cookbook_path=list(cookbook_paths) if cookbook_paths else [os.path.join(repo, "cookbooks")],
        cache_path=_cache_path(local_mode, config_dir, home),
        node_name=node_name,
        user_home=home,
        chef_server_url="chefzero://localhost:1" if local_mode else "https://localhost:443",
        verify_api_cert=local_mode,
        client_key=None if local_mode else "/etc/chef/client.pem",
        validation_key=None if local_mode else "/etc/chef/validation.pem",
        encrypted_data_bag_secret=None,
        trusted_certs_dir=os.path.join(config_dir, "trusted_certs"),
        client_d_dir=os.path.join(config_dir, "client.d"),
        config_d_dir=os.path.join(config_dir, "config.d"),
        ohai_segment_plugin_path=os.path.join(config_dir, "ohai", "cookbook_plugins"),
    )
    table.update({key: os.path.join(repo, folder) for key, folder in REPO_FOLDERS.items()})
    cache = table["cache_path"]
    table.update(
        checksum_path=os.path.join(cache, "checksums"),
        file_cache_path=os.path.join(cache, "cache"),
        file_backup_path=os.path.join(cache, "backup"),
        lockfile=os.path.join(cache, "cache", "chef-client-running.pid"),
        syntax_check_cache_path=os.path.join(config_dir, "syntaxcache"),
        chef_guid_path=os.path.join(config_dir, "chef_guid"),
    )
    return table


def _cache_path(local_mode: bool, config_dir: str, home: str) -> str:
    if local_mode:
        return os.path.join(config_dir, "local-mode-cache")
    for candidate in ("/var/chef", "/var"):  # chef-config's path_accessible?
        if os.access(candidate, os.R_OK | os.W_OK):
            return "/var/chef"
    return os.path.join(home, ".chef")
