"""The word lists shared by the lexer and the highlighter: one source of truth."""

# Ruby's reserved words.
RUBY_KEYWORDS = frozenset(
    """
    __ENCODING__ __LINE__ __FILE__ BEGIN END alias and begin break case class def
    defined? do else elsif end ensure false for if in module next nil not or redo
    rescue retry return self super then true undef unless until when while yield
    """.split()
)

# Words that begin an `end`-terminated construct when they start an expression.
BLOCK_OPENERS = frozenset("class module def if unless while until case begin for do".split())

# Keyword-like methods of Kernel/Module that read as keywords.
RUBY_PSEUDO_KEYWORDS = frozenset(
    """
    require require_relative include extend prepend attr_accessor attr_reader attr_writer
    private protected public module_function raise fail lambda proc loop puts print p pp
    block_given? catch throw __dir__ __method__ define_method
    """.split()
)

# The recipe DSL: words a Chef user reads as part of the language.
DSL_WORDS = frozenset(
    """
    action only_if not_if lazy notifies subscribes include_recipe node guard_interpreter
    property load_current_value converge_if_changed converge_by new_resource
    current_resource current_value_does_not_exist! action_class resource_name provides
    default_action unified_mode ignore_failure retries retry_delay sensitive compile_time
    run_action run_context run_state data_bag data_bag_item search platform?
    platform_family? value_for_platform value_for_platform_family resources cookbook_name
    recipe_name default override normal force_default force_override automatic
    name_property allowed_actions use_inline_resources description introduced
    declare_resource edit_resource find_resource delete_resource with_run_context
    shell_out shell_out! tag tagged? untag attribute? registry_key_exists?
    """.split()
)

# Core resource types (Chef Infra Client), for highlighting and "did you mean".
CORE_RESOURCES = frozenset(
    """
    apt_package apt_preference apt_repository apt_update bash batch breakpoint
    chef_gem chef_handler chocolatey_package cookbook_file cron cron_d cron_access csh
    cron_manage directory dnf_package dpkg_package execute file gem_package git group
    homebrew_package linux_user hostname http_request ifconfig inspec_input inspec_waiver kernel_module ksh launchd link
    locale log mdadm mount notify_group ohai ohai_hint openssl_dhparam openssl_rsa_private_key
    openssl_rsa_public_key openssl_x509_certificate package perl python reboot remote_directory
    remote_file route rpm_package ruby ruby_block script selinux_boolean selinux_fcontext
    selinux_install selinux_login selinux_module selinux_permissive selinux_port
    selinux_state selinux_user service snap_package ssh_known_hosts_entry subversion
    sudo swap_file sysctl systemd_unit template timezone user whyrun_safe_ruby_block
    yum_package yum_repository zypper_package zypper_repository sh
    """.split()
)

# Actions that appear as symbols (`action :create`).
COMMON_ACTIONS = frozenset(
    """
    nothing create create_if_missing delete touch run install upgrade remove purge
    reconfig enable disable start stop restart reload add modify manage lock unlock
    mount umount remount sync checkout export set unset write update allow deny
    """.split()
)

# DSL words that name objects rather than commands (`node['a']`, `new_resource.path`):
# the highlighter shows them like `self`, the other DSL words like keywords.
DSL_OBJECTS = frozenset(
    """
    node new_resource current_resource run_context run_state cookbook_name recipe_name
    resources default override normal force_default force_override automatic
    """.split()
)

# Properties that many core resources share (`owner "root"` inside a resource's block).
COMMON_PROPERTIES = frozenset(
    """
    owner group mode path content source cookbook variables local backup atomic_update
    manage_symlink_source force_unlink verify checksum rights deny_rights inherits
    recursive files_owner files_group files_mode files_backup purge overwrite command
    code cwd environment user password domain creates returns timeout live_stream umask
    interpreter flags block block_name to link_type target_file home shell comment uid
    gid system manage_home non_unique members append excluded_members service_name
    pattern supports start_command stop_command restart_command reload_command
    status_command init_command priority package_name version options response_file
    arch default_release distribution components key keyserver uri repo_name baseurl
    gpgkey gpgcheck enabled hour minute day month weekday mailto url headers
    remote_path value values type unit_name triggers_reload helpers helper repository
    revision depth enable_submodules reference device fstype mount_point dump pass
    """.split()
)

# The statements of a cookbook's metadata.rb (`depends "apt"`).
METADATA_WORDS = frozenset(
    """
    name maintainer maintainer_email license long_description version chef_version
    ohai_version supports depends issues_url source_url gem privacy recipe replaces
    conflicts suggests recommends grouping
    """.split()
)

# More core resources: platform-specific ones (Windows, macOS, other package managers)
# and Chef's own helpers, kept apart from CORE_RESOURCES, which the parser may rely on.
PLATFORM_RESOURCES = frozenset(
    """
    alternatives build_essential chef_client_config chef_client_cron chef_client_launchd
    chef_client_scheduled_task chef_client_systemd_timer chef_client_trusted_certificate
    chef_sleep chef_vault_secret dmg_package dsc_resource dsc_script freebsd_package
    habitat_config habitat_install habitat_package habitat_service habitat_sup
    habitat_user_toml homebrew_cask homebrew_tap homebrew_update ips_package
    macports_package macos_userdefaults macosx_service msu_package openbsd_package
    openssl_ec_private_key openssl_ec_public_key openssl_x509_crl openssl_x509_request
    osx_profile pacman_package paludis_package plist powershell_package
    powershell_package_source powershell_script registry_key rhsm_errata
    rhsm_errata_level rhsm_register rhsm_repo rhsm_subscription smartos_package
    solaris_package user_ulimit windows_ad_join windows_audit_policy windows_auto_run
    windows_certificate windows_defender windows_defender_exclusion windows_dfs_folder
    windows_dfs_namespace windows_dfs_server windows_dns_record windows_dns_zone
    windows_env windows_feature windows_feature_dism windows_feature_powershell
    windows_firewall_profile windows_firewall_rule windows_font windows_package
    windows_pagefile windows_path windows_printer windows_printer_port
    windows_security_policy windows_service windows_share windows_shortcut windows_task
    windows_uac windows_update_settings windows_user_privilege windows_workgroup
    """.split()
)
