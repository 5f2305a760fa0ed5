"""service: systemd and init-script providers, idempotency through status queries, notifications."""


def init_scripts(host, *names: str) -> None:
    """Init scripts under the fake root: Chef's init providers need /etc/init.d/NAME to exist."""
    folder = host.backend.root / "etc/init.d"
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / name).write_text("#!/bin/sh\n")


def test_start_and_enable_with_systemd(host):
    host.add("service", "nginx", action=["enable", "start"])
    run = host.converge()
    assert run.error is None
    assert "    - enable service service[nginx]\n" in run.out
    assert "    - start service service[nginx]\n" in run.out
    assert host.backend.ran("systemctl enable") == ["systemctl enable nginx"]
    assert host.backend.ran("systemctl start") == ["systemctl start nginx"]
    again = host.converge()
    assert again.out.count("(up to date)") == 2
    assert host.backend.ran("systemctl is-active") == ["systemctl is-active --quiet nginx"] * 2
    assert not host.backend.ran("systemctl start") and not host.backend.ran("systemctl enable")


def test_stop_and_disable_only_when_needed(host):
    host.backend.running.add("nginx")
    host.backend.enabled.add("nginx")
    host.add("service", "nginx", action=["stop", "disable"])
    run = host.converge()
    assert "    - stop service service[nginx]\n" in run.out
    assert "    - disable service service[nginx]\n" in run.out
    assert host.backend.running == set() and host.backend.enabled == set()
    assert host.converge().out.count("(up to date)") == 2


def test_restart_always_runs_reload_only_when_running(host):
    host.add("service", "nginx", action=["reload", "restart", "reload"])
    run = host.converge()
    assert host.backend.ran("systemctl re") == ["systemctl restart nginx", "systemctl reload nginx"]
    assert "    - restart service service[nginx]\n" in run.out
    assert "    - reload service service[nginx]\n" in run.out


def test_default_action_is_nothing(host):
    host.add("service", "nginx")
    run = host.converge()
    assert run.error is None and host.backend.commands == []


def test_notification_restarts_the_service(host):
    host.backend.available["nginx"] = "1.24"
    host.add("service", "nginx", action="nothing")
    host.add("package", "nginx").notifies("restart", "service[nginx]", "delayed")
    run = host.converge()
    assert run.error is None
    assert "    - restart service service[nginx]\n" in run.out
    assert host.backend.ran("systemctl restart") == ["systemctl restart nginx"]
    host.converge()  # the package is up to date now: no restart
    assert host.backend.ran("systemctl restart") == []


def test_why_run_queries_but_does_not_start(host):
    host.add("service", "nginx", action="start")
    run = host.converge(why_run=True)
    assert "    - Would start service service[nginx]\n" in run.out
    assert host.backend.ran("systemctl is-active") and not host.backend.ran("systemctl start")
    assert host.backend.running == set()


def test_custom_commands_are_honoured(host):
    host.backend.fail.add("appstatus")  # exits 1: not running
    host.add("service", "app", action=["start", "restart"], status_command="appstatus",
             start_command="appctl up", restart_command="appctl bounce")  # fmt: skip
    host.converge()
    # the state is probed again before each action
    assert host.backend.ran("app") == ["appstatus", "appctl up", "appstatus", "appctl bounce"]
    assert set(host.backend.ran("systemctl")) == {"systemctl is-enabled --quiet app"}


def test_init_script_with_status_support(host):
    host.facts["init_package"] = "init"
    init_scripts(host, "nginx")
    host.add("service", "nginx", action=["start", "restart"], supports={"status": True})
    run = host.converge()
    assert "    - start service service[nginx]\n" in run.out
    cmds = [c for c in host.backend.commands if c.startswith("/etc/init.d")]
    assert cmds == ["/etc/init.d/nginx status", "/etc/init.d/nginx start",
                    "/etc/init.d/nginx status", "/etc/init.d/nginx stop",
                    "/etc/init.d/nginx start"]  # fmt: skip
    assert "(up to date)" in host.converge().out.split("action restart")[0]


def test_init_script_without_status_searches_the_process_table(host):
    host.facts["init_package"] = "init"
    init_scripts(host, "cron", "nginx")
    host.backend.running.add("crond")
    host.add("service", "cron", action="start", pattern="cron")
    host.add("service", "nginx", action="start", supports={"restart": True})
    run = host.converge()
    assert run.out.count("(up to date)") == 1
    assert host.backend.ran("/etc/init.d/nginx") == ["/etc/init.d/nginx start"]


def test_plain_init_script_cannot_enable_or_reload(host):
    host.facts.update(init_package="init", platform_family="rhel")
    init_scripts(host, "nginx")
    host.add("service", "nginx", action="enable")
    assert "service[nginx] does not support :enable" in host.converge().error.message
    host.collection = type(host.collection)()
    host.backend.running.add("nginx")
    host.add("service", "nginx", action="reload")
    run = host.converge(why_run=True)
    assert run.error is None and "Assuming :reload would be supported" in run.out


def test_debian_init_script_enables_with_update_rc_d(host):
    host.facts["init_package"] = "init"
    host.add("service", "cron", action="enable")
    run = host.converge()
    assert "    - enable service service[cron]\n" in run.out
    assert host.backend.ran("update-rc.d") == ["update-rc.d cron defaults"]
    assert "(up to date)" in host.converge().out and host.backend.ran("update-rc.d") == []
    host.collection = type(host.collection)()
    host.add("service", "cron", action="disable")
    assert "    - disable service service[cron]\n" in host.converge().out
    assert host.backend.ran("update-rc.d") == ["update-rc.d cron disable"]


def test_mask_and_unmask_with_systemd(host):
    host.add("service", "systemd-networkd.socket", action=["mask"])
    run = host.converge()
    assert run.error is None
    assert "    - mask service service[systemd-networkd.socket]\n" in run.out
    assert host.backend.masked == {"systemd-networkd.socket"}
    assert host.backend.ran("systemctl mask") == ["systemctl mask systemd-networkd.socket"]
    assert "(up to date)" in host.converge().out  # already masked
    assert host.backend.ran("systemctl mask") == []  # (commands of the last converge)
    host.add("service", "systemd-networkd.socket", action=["unmask"])
    host.converge()
    assert host.backend.masked == set()


def test_supports_as_an_array_and_init_command(host):
    host.facts["init_package"] = "init"
    init_scripts(host, "web-ctl")
    host.add("service", "web", action=["restart"], supports=["restart", "status"],
             init_command="/etc/init.d/web-ctl")  # fmt: skip
    run = host.converge()
    assert run.error is None, run.out
    assert host.backend.ran("/etc/init.d/web-ctl") == [
        "/etc/init.d/web-ctl status",  # supports status: the script answers
        "/etc/init.d/web-ctl restart",
    ]


def test_options_user_and_provider_shape_the_systemctl_call(host):
    host.add("service", "sync", action="start", options="--no-block --quiet", user="root")
    run = host.converge()
    assert run.error is None, run.out
    assert host.backend.ran("systemctl --user --no-block --quiet start") == [
        "systemctl --user --no-block --quiet start sync"
    ]
    assert host.backend.envs[-1] == {"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/0/bus"}
    host.collection = type(host.collection)()
    init_scripts(host, "cups")
    host.add("service", "cups", action="start", provider="Chef::Provider::Service::Init",
             supports={"status": True})  # fmt: skip
    host.converge()
    assert host.backend.ran("/etc/init.d/cups start") == ["/etc/init.d/cups start"]


def test_a_missing_service_why_run_assumes_and_a_real_run_fails(host):
    host.backend.scripted["systemctl show -p LoadState --value ghost"] = (0, "not-found\n")
    host.add("service", "ghost", action="start")
    run = host.converge(why_run=True)
    assert run.error is None
    assert "Assuming service would have been installed and is disabled" in run.out
    host.facts["init_package"] = "init"
    run = host.converge()
    assert "/etc/init.d/ghost does not exist!" in run.error.message
    run = host.converge(why_run=True)
    assert "Init script '/etc/init.d/ghost' doesn't exist, assuming a prior action" in run.out


def test_validation_of_the_new_properties(host):
    import pytest

    from toque.runtime.errors import ValidationError

    with pytest.raises(ValidationError, match="Property timeout must be one of: Integer"):
        host.add("service", "x", timeout="10")
    with pytest.raises(ValidationError, match="Property start_command must be one of"):
        host.add("service", "x", start_command=1)
    resource = host.add("service", "y", start_command=False, supports=["reload"])
    assert resource.supports == {"reload": True}


def test_pattern_defaults_to_the_service_name_and_is_a_regular_expression(host):
    """Chef: `pattern` is lazy { service_name }, matched against `ps -ef` as Regexp.new."""
    host.facts["init_package"] = "init"
    init_scripts(host, "nginx", "web")
    host.backend.running.add("nginx")
    plain = host.add("service", "nginx", action="start")
    assert plain.pattern == "nginx"
    host.add("service", "web", action="start", pattern="ng[i]nx$")
    run = host.converge()
    assert run.out.count("(up to date)") == 2, run.out
    assert host.backend.ran("/etc/init.d/") == []
