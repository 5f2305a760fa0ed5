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
    host.facts["platform_family"] = "rhel"
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


ZYPPER_INFO = "zypper --non-interactive info curl"
ZYPPER_SEARCH = ("zypper --non-interactive search -s --provides --match-exact --type=package "
                 "curl")  # fmt: skip
SEARCH_OUT = """S | Name | Type    | Version      | Arch   | Repository
--+------+---------+--------------+--------+-----------
  | curl | package | 8.0.1-150400 | x86_64 | Main
"""


def test_suse_uses_zypper_as_chef_does(host):
    """zypper info for the installed version, zypper search for the candidate, then install
    with licenses accepted and downgrades allowed (Chef's zypper provider)."""
    host.facts["platform_family"] = "suse"
    host.backend.scripted[ZYPPER_INFO] = (0, "Name           : curl\nVersion        : 8.0.1-150400\nInstalled      : No\n")  # fmt: skip
    host.backend.scripted[ZYPPER_SEARCH] = (0, SEARCH_OUT)
    host.add("package", "curl")
    host.add("zypper_package", "wget", action="remove", gpg_check=False)
    run = host.converge()
    assert "* package[curl] action install" in run.out
    assert "    - install version 8.0.1-150400 of package curl\n" in run.out
    assert host.backend.ran("zypper --non-interactive install") == [
        "zypper --non-interactive install --auto-agree-with-licenses --oldpackage curl=8.0.1-150400"
    ]
    assert "zypper_package[wget] action remove (up to date)" in run.out


def test_zypper_reads_an_out_of_date_installed_version(host):
    host.facts["platform_family"] = "suse"
    host.backend.scripted[ZYPPER_INFO] = (
        0, "Version        : 8.0.2-1\nInstalled      : Yes\n"
           "Status         : out-of-date (version 8.0.1-1 installed)\n",
    )  # fmt: skip
    host.backend.scripted[ZYPPER_SEARCH] = (0, SEARCH_OUT.replace("8.0.1-150400", "8.0.2-1"))
    host.add("zypper_package", "curl", action="upgrade")
    run = host.converge()
    assert "    - upgrade(allow_downgrade) package curl from 8.0.1-1 to 8.0.2-1\n" in run.out
