"""Host facts from a fake root (etc/os-release, proc/cpuinfo, proc/meminfo) and from this host."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from toque.repo.facts import collect, parse_os_release, platform_family_of
from toque.repo.node import Node
from toque.repo.platforms import (
    is_platform,
    is_platform_family,
    value_for_platform,
    value_for_platform_family,
    version_matches,
)

UNAME = os.uname_result(("Linux", "web1", "6.1.0-18-amd64", "#1 SMP Debian", "x86_64"))

CPUINFO = """processor\t: 0
physical id\t: 0
model name\t: Intel(R) Xeon(R) CPU
cpu cores\t: 2

processor\t: 1
physical id\t: 0
model name\t: Intel(R) Xeon(R) CPU
cpu cores\t: 2
"""
MEMINFO = "MemTotal:        2041308 kB\nMemFree:          123456 kB\nSwapTotal: 0 kB\n"

DISTROS = {
    "ubuntu": (
        'NAME="Ubuntu"\nVERSION_ID="22.04"\nID=ubuntu\nID_LIKE=debian\nPRETTY_NAME="Ubuntu 22.04.4 LTS"\n',
        {},
        ("ubuntu", "debian", "22.04"),
    ),
    "debian": (
        'ID=debian\nVERSION_ID="12"\n',
        {"etc/debian_version": "12.5\n"},
        ("debian", "debian", "12"),
    ),
    "debian-sid": (
        "ID=debian\n",
        {"etc/debian_version": "trixie/sid\n"},
        ("debian", "debian", "trixie/sid"),
    ),
    "centos": (
        'ID="centos"\nVERSION_ID="7"\nID_LIKE="rhel fedora"\n',
        {"etc/redhat-release": "CentOS Linux release 7.9.2009 (Core)\n"},
        ("centos", "rhel", "7.9.2009"),
    ),
    "rhel": ('ID="rhel"\nVERSION_ID="9.3"\n', {}, ("redhat", "rhel", "9.3")),
    "rocky": ('ID="rocky"\nVERSION_ID="9.3"\n', {}, ("rocky", "rhel", "9.3")),
    "amazon": ('ID="amzn"\nVERSION_ID="2023"\n', {}, ("amazon", "amazon", "2023")),
    "fedora": ("ID=fedora\nVERSION_ID=39\n", {}, ("fedora", "fedora", "39")),
    "alpine": ("ID=alpine\nVERSION_ID=3.19.1\n", {}, ("alpine", "alpine", "3.19.1")),
    "unknown-like": ("ID=myos\nID_LIKE=ubuntu\nVERSION_ID=1.0\n", {}, ("myos", "debian", "1.0")),
    "unknown": ("ID=myos\n", {}, ("myos", "myos", "6.1.0-18-amd64")),
}


def fake_root(tmp: Path, os_release: str | None, extra: dict[str, str]) -> Path:
    files = {"proc/cpuinfo": CPUINFO, "proc/meminfo": MEMINFO, **extra}
    if os_release is not None:
        files["etc/os-release"] = os_release
    for rel, text in files.items():
        (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp / rel).write_text(text)
    return tmp


@pytest.mark.parametrize("distro", DISTROS)
def test_platform_from_a_fake_root(tmp_path: Path, distro: str) -> None:
    os_release, extra, (platform, family, version) = DISTROS[distro]
    facts = collect(fake_root(tmp_path, os_release, extra), uname=UNAME)
    assert (facts["platform"], facts["platform_family"], facts["platform_version"]) == (
        platform,
        family,
        version,
    )
    assert facts["cpu"]["total"] == 2 and facts["cpu"]["real"] == 1
    assert facts["cpu"]["model_name"] == "Intel(R) Xeon(R) CPU"
    assert facts["memory"]["total"] == "2041308kB" and facts["memory"]["free"] == "123456kB"
    assert facts["kernel"] == {
        "name": "Linux",
        "release": "6.1.0-18-amd64",
        "version": "#1 SMP Debian",
        "machine": "x86_64",
        # `uname -p` says "unknown" unless the distribution patched coreutils (Red Hat, SUSE…)
        "processor": "x86_64" if family in ("rhel", "fedora", "amazon") else "unknown",
        "os": "GNU/Linux" if family != "alpine" else "Linux",
        "modules": {},
    }
    assert facts["os"] == "linux" and facts["hostname"] == "web1"


@pytest.mark.parametrize(
    "extra,expected",
    [
        ({"etc/debian_version": "10.13\n"}, ("debian", "debian", "10.13")),
        ({"etc/redhat-release": "CentOS release 6.10 (Final)\n"}, ("centos", "rhel", "6.10")),
        (
            {"etc/redhat-release": "Red Hat Enterprise Linux Server release 6.9\n"},
            ("redhat", "rhel", "6.9"),
        ),
        ({}, ("linux", "linux", "6.1.0-18-amd64")),
    ],
)
def test_without_os_release(
    tmp_path: Path, extra: dict[str, str], expected: tuple[str, ...]
) -> None:
    facts = collect(fake_root(tmp_path, None, extra), uname=UNAME)
    assert (facts["platform"], facts["platform_family"], facts["platform_version"]) == expected


def test_an_empty_root_gives_defaults_never_an_error(tmp_path: Path) -> None:
    facts = collect(tmp_path / "nothing-here", uname=UNAME)
    assert facts["cpu"]["total"] >= 1
    assert facts["memory"]["total"].endswith("kB")
    assert facts["init_package"] == "init"
    assert facts["network"] == {"interfaces": {}}
    assert facts["macaddress"] is None


def test_fqdn_and_domain_from_etc_hosts(tmp_path: Path) -> None:
    root = fake_root(tmp_path, "ID=debian\n", {"etc/hosts": "127.0.1.1 web1.example.com web1\n"})
    facts = collect(root, uname=UNAME)
    assert (facts["hostname"], facts["fqdn"], facts["domain"]) == (
        "web1",
        "web1.example.com",
        "example.com",
    )
    dotted = os.uname_result(("Linux", "db.corp.example", "6.1.0", "#1", "x86_64"))
    facts = collect(tmp_path, uname=dotted)
    assert (facts["hostname"], facts["fqdn"], facts["domain"]) == (
        "db",
        "db.corp.example",
        "corp.example",
    )


def test_default_route_and_interfaces_from_proc_and_sys(tmp_path: Path) -> None:
    """Without netlink (a fixture root): /proc/net/route, if_inet6 and /sys/class/net."""
    route = (
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
        "eth0\t0002000A\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
        "eth0\t00000000\t0102000A\t0003\t0\t0\t100\t00000000\t0\t0\t0\n"
    )
    root = fake_root(
        tmp_path,
        "ID=debian\n",
        {
            "proc/net/route": route,
            "proc/net/if_inet6": "fe800000000000000042acfffe110002 02 40 20 80     eth0\n",
            "sys/class/net/eth0/address": "02:42:ac:11:00:02\n",
            "sys/class/net/eth0/flags": "0x1003\n",
            "sys/class/net/eth0/carrier": "1\n",
            "sys/class/net/eth0/operstate": "up\n",
            "sys/class/net/eth0/mtu": "1500\n",
            "sys/class/net/eth0/type": "1\n",
        },
    )
    facts = collect(root, uname=UNAME)
    network = facts["network"]
    assert (network["default_interface"], network["default_gateway"]) == ("eth0", "10.0.2.1")
    assert network["interfaces"]["eth0"] == {
        "type": "eth",
        "number": "0",
        "mtu": "1500",
        "flags": ["BROADCAST", "MULTICAST", "UP", "LOWER_UP"],
        "encapsulation": "Ethernet",
        "addresses": {
            "02:42:AC:11:00:02": {"family": "lladdr"},
            "fe80::42:acff:fe11:2": {
                "family": "inet6",
                "prefixlen": "64",
                "scope": "Link",
                "tags": [],
            },
        },
        "state": "up",
        "routes": [
            {"destination": "10.0.2.0/24", "family": "inet", "scope": "link"},
            {"destination": "default", "family": "inet", "via": "10.0.2.1", "metric": "100"},
        ],
    }
    assert facts["macaddress"] == "02:42:AC:11:00:02"
    assert facts["init_package"] == "init"
    (root / "proc/1").mkdir(parents=True)
    (root / "proc/1/comm").write_text("systemd\n")
    assert collect(root, uname=UNAME)["init_package"] == "systemd"


def test_interfaces_and_block_devices_from_sys(tmp_path: Path) -> None:
    root = fake_root(
        tmp_path,
        "ID=debian\n",
        {
            "sys/class/net/lo/mtu": "65536\n",
            "sys/class/net/lo/operstate": "unknown\n",
            "sys/class/net/lo/address": "00:00:00:00:00:00\n",
            "sys/class/net/lo/type": "772\n",
            "sys/class/net/eth1/mtu": "1500\n",
            "sys/class/net/eth1/operstate": "up\n",
            "sys/block/nvme0n1/size": "2000409264\n",
            "sys/block/nvme0n1/removable": "0\n",
            "sys/block/nvme0n1/device/model": "Fast SSD  \n",
            "sys/block/nvme0n1/queue/rotational": "0\n",
        },
    )
    facts = collect(root, uname=UNAME)
    interfaces = facts["network"]["interfaces"]
    assert sorted(interfaces) == ["eth1", "lo"]
    assert interfaces["eth1"]["mtu"] == "1500" and interfaces["eth1"]["state"] == "up"
    assert interfaces["lo"]["encapsulation"] == "Loopback" and "addresses" not in interfaces["lo"]
    assert facts["block_device"]["nvme0n1"] == {
        "size": "2000409264",
        "removable": "0",
        "model": "Fast SSD",
        "rotational": "0",
    }
    assert collect(tmp_path / "none", uname=UNAME)["block_device"] == {}


KEYS = (
    "platform platform_family platform_version os os_version kernel hostname machinename fqdn "
    "domain ipaddress macaddress cpu memory current_user languages init_package root_group network"
).split()


def test_every_key_on_this_host() -> None:
    facts = collect()
    for key in KEYS:
        assert key in facts, key
    for key in ("name", "release", "machine"):
        assert facts["kernel"][key]
    assert facts["cpu"]["total"] >= 1 and facts["memory"]["total"].endswith("kB")
    assert facts["languages"]["ruby"]["version"].startswith("3.1.")
    assert facts["current_user"] and facts["root_group"] and facts["ipaddress"]
    assert facts["platform_family"] == (
        platform_family_of(facts["platform"]) or facts["platform_family"]
    )


def test_facts_become_automatic_attributes() -> None:
    node = Node("n", automatic=collect())
    node.default["platform"] = "nope"
    assert node["platform"] == collect()["platform"]
    assert node["kernel"]["machine"] == os.uname().machine


@pytest.mark.parametrize(
    "platform,family",
    [
        ("ubuntu", "debian"),
        ("linuxmint", "debian"),
        ("redhat", "rhel"),
        ("almalinux", "rhel"),
        ("oracle", "rhel"),
        ("amazon", "amazon"),
        ("opensuseleap", "suse"),
        ("fedora", "fedora"),
        ("arch", "arch"),
        ("alpine", "alpine"),
        ("gentoo", "gentoo"),
        ("plan9", None),
    ],
)
def test_platform_family_of(platform: str, family: str | None) -> None:
    assert platform_family_of(platform) == family


def test_parse_os_release_quotes_spaces_and_comments() -> None:
    text = "# comment\nPRETTY_NAME=\"Ubuntu 22.04.4 LTS\"\nID=ubuntu\nNAME='Single'\nbad line\n"
    assert parse_os_release(text) == {
        "PRETTY_NAME": "Ubuntu 22.04.4 LTS",
        "ID": "ubuntu",
        "NAME": "Single",
    }


@pytest.mark.parametrize(
    "constraint,version,expected",
    [
        (">= 7", "7.9.2009", True),
        ("< 7", "7.9.2009", False),
        ("~> 18.04", "18.10", True),
        ("~> 18.04", "19.04", False),
        ("~> 7.2.0", "7.2.5", True),
        ("~> 7.2.0", "7.3", False),
        ("= 12.5", "12.5", True),
        ("12", "12.5", False),
        ("!= 12", "12.5", True),
        (">= 7", "trixie/sid", None),
        ("default", "12", None),
    ],
)
def test_version_constraints(constraint: str, version: str, expected: bool | None) -> None:
    assert version_matches(constraint, version) is expected


def test_platform_helpers() -> None:
    node = Node(
        automatic={"platform": "ubuntu", "platform_family": "debian", "platform_version": "22.04"}
    )
    assert is_platform(node, "centos", "ubuntu") and not is_platform(node, "debian")
    assert is_platform_family(node, "debian") and not is_platform_family(node, "rhel")
    table = {
        ("debian", "ubuntu"): {"default": "apt", ">= 22.04": "apt-new", "20.04": "apt-old"},
        "centos": {"default": "yum"},
        "default": "other",
    }
    assert value_for_platform(node, table) == "apt-new"
    node.automatic["platform_version"] = "20.04"
    assert value_for_platform(node, table) == "apt-old"
    node.automatic["platform_version"] = "18.04"
    assert value_for_platform(node, table) == "apt"
    node.automatic["platform"] = "arch"
    assert value_for_platform(node, table) == "other"
    assert value_for_platform(node, {"centos": {"default": 1}}) is None
    node.automatic["platform"] = "ubuntu"
    with pytest.raises(ValueError, match="Multiple matches"):
        value_for_platform(node, {"ubuntu": {">= 16.04": 1, "< 20.04": 2}})
    families = {
        ["rhel", "fedora"].__str__(): 0,
        ("rhel", "fedora"): "dnf",
        "debian": "apt",
        "default": "?",
    }
    assert value_for_platform_family(node, families) == "apt"
    node.automatic["platform_family"] = "fedora"
    assert value_for_platform_family(node, families) == "dnf"
    node.automatic["platform_family"] = "arch"
    assert value_for_platform_family(node, families) == "?"


def test_filesystems_from_proc_mounts(tmp_path: Path) -> None:
    mounts = (
        "/dev/sda1 / ext4 rw,relatime 0 0\n"
        "/dev/sda2 /srv/my\\040data xfs rw,noatime 0 0\n"
        "/dev/sda2 /mnt/again xfs rw,noatime 0 0\n"
    )
    root = fake_root(tmp_path, "ID=debian\n", {"proc/mounts": mounts})
    fs = collect(root, uname=UNAME)["filesystem"]
    assert fs["by_mountpoint"]["/"] == {
        "fs_type": "ext4",
        "mount_options": ["rw", "relatime"],
        "devices": ["/dev/sda1"],
    }
    assert fs["by_device"]["/dev/sda2"]["mounts"] == ["/srv/my data", "/mnt/again"]
