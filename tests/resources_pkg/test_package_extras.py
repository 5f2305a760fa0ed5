"""apt_package's default_release/overwrite_config_files/response_file/:reconfig, dnf/yum's
arch/allow_downgrade/flush_cache/versionlock, rpm_package and snap_package, on recorded
command outputs (a Debian CI host cannot run dnf, rpm or snapd)."""

from __future__ import annotations

QF = "%{NAME} %{VERSION}-%{RELEASE} %{ARCH}\\n"


def test_apt_default_release_and_overwrite_config_files(host):
    host.backend.available["curl"] = "8.5"
    host.add("apt_package", "curl", default_release="bookworm-backports",
             overwrite_config_files=True, options="--no-install-recommends")  # fmt: skip
    run = host.converge()
    assert run.error is None, run.out
    assert host.backend.ran("apt-cache") == [
        "apt-cache -o APT::Default-Release=bookworm-backports policy curl"
    ]
    assert host.backend.ran("apt-get") == [
        "apt-get -q -y -o Dpkg::Options::=--force-confnew -o APT::Default-Release=bookworm-backports"
        " --no-install-recommends install curl=8.5"]  # fmt: skip


def test_apt_force_conf_in_options_replaces_chefs_defaults(host):
    host.backend.available["curl"] = "8.5"
    host.add("apt_package", "curl", options=["-o", "Dpkg::Options::=--force-confmiss"])
    host.converge()
    assert host.backend.ran("apt-get") == [
        "apt-get -q -y -o Dpkg::Options::=--force-confmiss install curl=8.5"
    ]


def test_installed_packages_are_asked_once_and_candidates_never(host):
    host.backend.installed.update(a="1", b="2", c="3")
    host.add("package", ["a", "b", "c"])
    run = host.converge()
    assert "(up to date)" in run.out
    assert host.backend.commands == ["dpkg-query -W -f=${binary:Package}\t${db:Status-Abbrev}"
                                     "\t${Version}\\n a b c"]  # fmt: skip


def test_upgrade_asks_apt_cache_once_for_every_name(host):
    host.backend.installed.update(a="1", b="2")
    host.backend.available.update(a="1", b="3")
    host.add("package", ["a", "b"], action="upgrade")
    run = host.converge()
    assert "    - upgrade package b from 2 to 3\n" in run.out
    assert host.backend.ran("apt-cache") == ["apt-cache policy a b"]


def test_response_file_preseeds_then_reconfig(host, tmp_path):
    book = tmp_path / "book"
    (book / "templates").mkdir(parents=True)
    (book / "templates" / "slapd.seed.erb").write_text("slapd slapd/domain string <%= @domain %>\n")
    host.backend.available["slapd"] = "2.5"

    class Files:  # the run's cookbook files: one template, rendered by str.replace
        def find(self, segment, cookbook, source, base=None, directory=False):
            from toque.runtime.errors import ProviderError

            found = book / segment / f"{source}.erb" if segment == "templates" else None
            if found is None or not found.exists():
                raise ProviderError("no such file", kind="FileNotFound")
            return found

        def render(self, path, variables, helpers, resource):
            return path.read_text().replace("<%= @domain %>", variables["domain"]).encode()

    host.files = Files()
    host.add("apt_package", "slapd", response_file="slapd.seed",
             response_file_variables={"domain": "example.org"})  # fmt: skip
    run = host.converge()
    assert run.error is None, run.out
    assert (
        '    - preseed package ["slapd"]\n    - install version 2.5 of package slapd\n' in run.out
    )
    seeds = [c for c in host.backend.commands if c.startswith("debconf-set-selections")]
    assert len(seeds) == 1 and seeds[0].endswith("/preseed/demo/slapd-2.5.seed")
    assert "(up to date)" in host.converge().out  # installed, and the seed has not changed
    host.collection = type(host.collection)()
    host.add("apt_package", "slapd", action="reconfig", response_file="slapd.seed",
             response_file_variables={"domain": "example.net"})  # fmt: skip
    run = host.converge()
    assert "    - reconfigure package slapd\n" in run.out
    assert host.backend.ran("dpkg-reconfigure") == ["dpkg-reconfigure slapd"]
    assert "(up to date)" in host.converge().out


def test_reconfig_without_a_response_file_does_nothing(host):
    host.backend.installed["slapd"] = "2.5"
    host.add("apt_package", "slapd", action="reconfig")
    assert "(up to date)" in host.converge().out


def test_dnf_arch_allow_downgrade_and_versionlock(host):
    host.facts["platform_family"] = "rhel"
    host.backend.scripted[f"rpm -q --qf {QF} curl.i686"] = (0, "curl 7.76-2 i686\n")
    host.backend.scripted[f"dnf -q repoquery --latest-limit=1 --qf {QF} curl.i686"] = (
        0, "curl 7.76-1 i686\n")  # fmt: skip
    host.add("dnf_package", "curl", arch="i686", version="7.76-1")
    run = host.converge()
    assert "    - install version 7.76-1 of package curl\n" in run.out
    assert host.backend.ran("dnf -y") == ["dnf -y install curl-7.76-1.i686"]
    host.collection = type(host.collection)()
    host.add("dnf_package", "curl", arch="i686", version="7.76-1", allow_downgrade=False)
    assert "(up to date)" in host.converge().out  # 7.76-2 installed is newer: left alone
    host.collection = type(host.collection)()
    host.add("dnf_package", "curl", action="lock")
    host.backend.scripted[f"rpm -q --qf {QF} curl"] = (0, "curl 7.76-2 x86_64\n")
    host.backend.scripted["dnf versionlock list"] = (0, "Last metadata expiration check: 0:01:02\n")
    host.backend.scripted["dnf -d0 -e0 versionlock add curl"] = (0, "")
    run = host.converge()
    assert "    - lock package curl\n" in run.out
    assert host.backend.ran("dnf -d0") == ["dnf -d0 -e0 versionlock add curl"]
    host.backend.scripted["dnf versionlock list"] = (0, "curl-0:7.76-2.*\n")
    assert "(up to date)" in host.converge().out


def test_dnf_upgrade_line_names_allow_downgrade_and_flush_cache_coerces(host):
    host.facts["platform_family"] = "rhel"
    host.backend.installed["git"] = "2.1-1"
    host.backend.available["git"] = "2.4-1"
    r = host.add("dnf_package", "git", action="upgrade", flush_cache="before")
    assert r.get("flush_cache") == {"before": True, "after": False}
    run = host.converge()
    assert "    - upgrade(allow_downgrade) package git from 2.1-1 to 2.4-1\n" in run.out


def test_rpm_package_installs_then_upgrades_from_the_file(host, tmp_path):
    host.facts["platform_family"] = "rhel"
    (tmp_path / "pkgs").mkdir()
    (tmp_path / "pkgs" / "tool-1.2-1.x86_64.rpm").write_bytes(b"")  # the FakeHost's /pkgs/…
    rpm = "/pkgs/tool-1.2-1.x86_64.rpm"
    qp = "rpm -qp --queryformat %{NAME} %{VERSION}-%{RELEASE}\\n " + str(rpm)
    host.backend.scripted[qp] = (0, "tool 1.2-1\n")
    host.backend.scripted["rpm -q --queryformat %{NAME} %{VERSION}-%{RELEASE}\\n tool"] = (
        1, "package tool is not installed\n")  # fmt: skip
    host.add("rpm_package", "tool", source=str(rpm))
    run = host.converge()
    assert "    - install version 1.2-1 of package tool\n" in run.out
    assert host.backend.ran("rpm -i") == [f"rpm -i {rpm}"]
    host.backend.scripted["rpm -q --queryformat %{NAME} %{VERSION}-%{RELEASE}\\n tool"] = (
        0, "tool 1.1-1\n")  # fmt: skip
    host.collection = type(host.collection)()
    host.add("rpm_package", "tool", source=str(rpm), action="upgrade")
    run = host.converge()
    assert host.backend.ran("rpm -U") == [f"rpm -U --oldpackage {rpm}"]


def test_snap_package(host):
    host.backend.scripted["snap list hello"] = (1, "error: no matching snaps installed\n")
    host.backend.scripted["snap info hello"] = (
        0, "name: hello\nchannels:\n  latest/stable:    2.10 2017-05-17 (38) 20kB -\n"
           "  latest/beta:      2.11 2017-05-17 (39) 20kB -\n")  # fmt: skip
    host.add("snap_package", "hello", channel="beta")
    run = host.converge()
    assert "    - install version 2.11 of package hello\n" in run.out
    assert host.backend.ran("snap install") == ["snap install --channel=beta hello"]


def test_unsupported_actions_and_channels(host):
    host.backend.installed["curl"] = "1"
    host.facts["platform_family"] = "rhel"
    host.add("yum_package", "curl", action="flush_cache")
    assert host.converge().error is None
    import pytest

    from toque.runtime.errors import UnknownActionError, ValidationError

    with pytest.raises(UnknownActionError, match="You passed :reconfig"):
        host.add("yum_package", "curl", action="reconfig")
    with pytest.raises(ValidationError, match="Option channel must be equal to one of"):
        host.add("snap_package", "hello", channel="nightly")


def test_the_runs_package_resources_are_asked_about_in_one_dpkg_query(host):
    host.backend.installed.update(a="1", b="2", c="3")
    host.add("package", "a")
    host.add("package", ["b", "c"])
    host.add("package", "b", action="upgrade")
    run = host.converge()
    assert run.out.count("(up to date)") == 3
    assert host.backend.ran("dpkg-query") == [
        "dpkg-query -W -f=${binary:Package}\t${db:Status-Abbrev}\t${Version}\\n a b c"
    ]


def test_a_changed_dpkg_status_file_means_asking_again(host, tmp_path):
    status = tmp_path / "var/lib/dpkg/status"
    status.parent.mkdir(parents=True)
    status.write_text("")
    host.backend.available.update(a="1", b="2")
    host.add("package", "a")
    host.add("package", "b")
    run = host.converge()
    assert (
        "install version 1 of package a" in run.out and "install version 2 of package b" in run.out
    )
    assert len(host.backend.ran("dpkg-query")) == 2  # a's install rewrote dpkg's status
