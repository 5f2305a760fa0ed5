"""package / apt_package / dnf_package: install, upgrade, remove, idempotency, why-run, errors."""

KEEP = "-o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold"


def test_install_uses_the_candidate_and_is_idempotent(host):
    host.backend.available["curl"] = "7.81-1"
    host.add("package", "curl")
    run = host.converge()
    assert run.error is None
    assert "    - install version 7.81-1 of package curl\n" in run.out
    assert host.backend.ran("apt-get") == [f"apt-get -q -y {KEEP} install curl=7.81-1"]
    assert host.backend.envs[-1] == {"DEBIAN_FRONTEND": "noninteractive"}
    assert host.backend.installed == {"curl": "7.81-1"}
    again = host.converge()
    assert "(up to date)" in again.out and host.backend.ran("apt-get") == []


def test_install_leaves_an_older_installed_version_alone(host):
    host.backend.installed["curl"] = "1.0"
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl")
    run = host.converge()
    assert "(up to date)" in run.out and host.backend.ran("apt-get") == []


def test_install_pinned_version(host):
    host.backend.installed["curl"] = "1.0"
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl", version="1.1")
    run = host.converge()
    assert "    - install version 1.1 of package curl\n" in run.out
    assert host.backend.installed["curl"] == "1.1"


def test_upgrade(host):
    host.backend.installed["curl"] = "1.0"
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl", action="upgrade")
    run = host.converge()
    assert "    - upgrade package curl from 1.0 to 1.2\n" in run.out
    assert host.converge().out.count("(up to date)") == 1


def test_upgrade_from_uninstalled(host):
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl", action="upgrade")
    assert "    - upgrade package curl from uninstalled to 1.2\n" in host.converge().out


def test_remove_and_purge(host):
    host.backend.installed.update(curl="1.0", vim="9")
    host.add("package", "curl", action="remove")
    host.add("package", "vim", action="purge")
    host.add("package", "absent", action="remove")
    run = host.converge()
    assert "    - remove package curl\n" in run.out and "    - purge  package vim\n" in run.out
    assert host.backend.ran("apt-get") == ["apt-get -q -y remove curl", "apt-get -q -y purge vim"]
    assert run.out.count("(up to date)") == 1
    assert host.backend.installed == {}


def test_multi_package_in_one_command(host):
    host.backend.available.update(curl="1.2", git="2.4", vim="9")
    host.backend.installed["vim"] = "9"
    host.add("package", ["curl", "git", "vim"], version=["1.2", None, None])
    run = host.converge()
    assert "    - install version 1.2 of package curl\n" in run.out
    assert "    - install version 2.4 of package git\n" in run.out
    assert host.backend.ran("apt-get") == [f"apt-get -q -y {KEEP} install curl=1.2 git=2.4"]
    host.collection = type(host.collection)()
    host.add("package", ["curl", "git"], action="remove")
    run = host.converge()
    assert '    - remove package ["curl", "git"]\n' in run.out
    assert host.backend.ran("apt-get") == ["apt-get -q -y remove curl git"]


def test_options(host):
    host.backend.available["curl"] = "1"
    host.add("package", "curl", options="--no-install-recommends")
    host.converge()
    assert host.backend.ran("apt-get") == [
        f"apt-get -q -y {KEEP} --no-install-recommends install curl=1"
    ]


def test_why_run_reports_but_does_not_install(host):
    host.backend.available["curl"] = "1.2"
    host.add("package", "curl")
    run = host.converge(why_run=True)
    assert "    - Would install version 1.2 of package curl\n" in run.out
    assert host.backend.ran("apt-get") == [] and host.backend.installed == {}
    assert host.backend.ran("dpkg-query") and host.backend.ran("apt-cache")


def test_no_candidate_version(host):
    host.add("package", "nosuchpkg")
    run = host.converge()
    assert "No candidate version available for nosuchpkg" in run.error.message
    assert "Chef::Exceptions::Package" in run.error.message


def test_no_candidate_under_why_run_is_an_assumption(host):
    host.add("package", "nosuchpkg")
    run = host.converge(why_run=True)
    assert run.error is None
    assert "Assuming a repository that offers nosuchpkg would have been configured" in run.out


def test_failed_install_command(host):
    host.backend.available["curl"] = "1"
    host.backend.fail.add("apt-get")
    host.add("package", "curl")
    msg = host.converge().error.message
    assert "package[curl]" in msg and f"apt-get -q -y {KEEP} install curl=1 returned 1" in msg


def test_rhel_uses_rpm_and_dnf(host):
    host.facts.update(platform="rocky", platform_family="rhel", platform_version="9.3")
    host.backend.available["curl"] = "7.76-1.el9"
    host.add("package", "curl")
    run = host.converge()
    assert "    - install version 7.76-1.el9 of package curl\n" in run.out
    assert host.backend.ran("rpm") == ["rpm -q --qf %{NAME} %{VERSION}-%{RELEASE} %{ARCH}\\n curl"]
    assert host.backend.ran("dnf -y") == ["dnf -y install curl-7.76-1.el9"]
    assert "(up to date)" in host.converge().out


def test_explicit_providers_ignore_the_platform(host):
    host.facts["platform_family"] = "rhel"
    host.backend.available.update(curl="1", git="2")
    host.add("apt_package", "curl")
    host.add("yum_package", "git", action="upgrade")
    run = host.converge()
    assert "* apt_package[curl] action install" in run.out
    assert host.backend.ran("apt-get") == [f"apt-get -q -y {KEEP} install curl=1"]
    assert host.backend.ran("yum -y") == ["yum -y install git-2"]


def test_unsupported_platform(host):
    host.facts["platform_family"] = "gentoo"
    host.add("package", "curl")
    assert "Cannot find a provider for package[curl]" in host.converge().error.message
