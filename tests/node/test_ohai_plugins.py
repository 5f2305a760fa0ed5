"""Ohai's plugins from fixture /etc, /proc and /sys trees, with the exact shapes Ohai gives."""

from __future__ import annotations

import os
import shutil
import socket
import struct
from pathlib import Path
from typing import Any

import pytest

from toque.repo.facts import collect, netlink
from toque.repo.facts.netlink import Address, Link, Route
from toque.repo.facts.system import seconds_to_human
from toque.repo.node import Lazy, Node

UNAME = os.uname_result(("Linux", "web1", "6.1.0-18-amd64", "#1 SMP Debian", "x86_64"))


class FactsTree:
    """A fixture tree of /etc, /proc, /sys… files, and what Ohai's plugins read from it on a
    made-up kernel (UNAME)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def add(self, files: dict[str, str]) -> FactsTree:
        for rel, text in files.items():
            (self.root / rel).parent.mkdir(parents=True, exist_ok=True)
            (self.root / rel).write_text(text)
        return self

    def __call__(self, files: dict[str, str] | None = None, **options: Any) -> dict[str, Any]:
        """The facts of the tree once `files` are added (`options`: collect's stand-ins for
        the kernel's tables, statvfs…)."""
        return collect(self.add(files or {}).root, uname=UNAME, **options)

    def elsewhere(self, name: str) -> FactsTree:
        """Another tree beside this one (empty until added to)."""
        return FactsTree(self.root / name)


@pytest.fixture
def ohai(tmp_path: Path) -> FactsTree:
    return FactsTree(tmp_path)


# -- the node's lazy values ----------------------------------------------------------------


def test_a_lazy_fact_is_computed_once_on_first_read_and_merges() -> None:
    calls: list[int] = []

    def slow() -> dict[str, Any]:
        calls.append(1)
        return {"vim": {"version": "9.0", "arch": "amd64"}}

    shared = Lazy(slow)
    node = Node("n", automatic={"packages": shared, "platform": "debian"})
    other = Node("m", automatic={"packages": shared})
    assert node["platform"] == "debian" and "packages" in node and calls == []
    assert node["packages"]["vim"]["version"] == "9.0" and calls == [1]
    assert node["packages"]["vim"]["arch"] == "amd64" and calls == [1]
    assert other.automatic["packages"]["vim"]["version"] == "9.0" and calls == [1]
    node.default["packages"]["curl"] = {"version": "7"}  # levels still merge under automatic
    assert sorted(node["packages"]) == ["curl", "vim"]
    assert node.merged()["packages"]["vim"] == {"version": "9.0", "arch": "amd64"}
    assert ("automatic", {"version": "9.0", "arch": "amd64"}) in node.debug_value("packages", "vim")
    late = Node("late", automatic={"packages": Lazy(slow)})
    late.automatic["packages"]["extra"] = {"version": "1"}  # a write below computes it first
    assert sorted(late["packages"]) == ["extra", "vim"]


# -- platform, os_release, lsb -------------------------------------------------------------

UBUNTU = (
    'PRETTY_NAME="Ubuntu 22.04.4 LTS"\nNAME="Ubuntu"\nVERSION_ID="22.04"\n'
    "ID=ubuntu\nID_LIKE=debian\nVERSION_CODENAME=jammy\nUBUNTU_CODENAME=jammy\n"
)


def test_os_release_keys_lowercased_id_like_split(ohai: FactsTree) -> None:
    ohai.add({"etc/os-release": UBUNTU.replace("ID_LIKE=debian", 'ID_LIKE="rhel fedora"')})
    assert ohai()["os_release"] == {
        "pretty_name": "Ubuntu 22.04.4 LTS",
        "name": "Ubuntu",
        "version_id": "22.04",
        "id": "ubuntu",
        "id_like": ["rhel", "fedora"],
        "version_codename": "jammy",
        "ubuntu_codename": "jammy",
    }


def test_lsb_from_lsb_release_or_os_release_and_empty_without_lsb_release(ohai: FactsTree) -> None:
    ohai.add({"etc/os-release": UBUNTU})
    assert ohai()["lsb"] == {}  # no /usr/bin/lsb_release: Ohai skips
    ohai.add({"usr/bin/lsb_release": "#!/bin/sh\n"})
    assert ohai()["lsb"] == {
        "id": "Ubuntu",
        "description": "Ubuntu 22.04.4 LTS",
        "release": "22.04",
        "codename": "jammy",
    }
    ohai.add(
        {
            "etc/lsb-release": "DISTRIB_ID=Ubuntu\nDISTRIB_RELEASE=22.04\nDISTRIB_CODENAME=jammy\n"
            'DISTRIB_DESCRIPTION="Ubuntu 22.04 LTS"\n'
        },
    )
    assert ohai()["lsb"]["description"] == "Ubuntu 22.04 LTS"
    debian = ohai.elsewhere("d").add(
        {
            "usr/bin/lsb_release": "",
            "etc/os-release": 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\n'
            'VERSION_ID="12"\nVERSION_CODENAME=bookworm\nID=debian\n',
        },
    )
    assert debian()["lsb"] == {
        "id": "Debian",
        "description": "Debian GNU/Linux 12 (bookworm)",
        "release": "12",
        "codename": "bookworm",
    }


# -- kernel, cpu, memory -------------------------------------------------------------------

CPUINFO = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 85
model name\t: Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz
stepping\t: 4
cpu MHz\t\t: 2394.374
cache size\t: 28160 KB
physical id\t: 0
core id\t\t: 0
cpu cores\t: 2
flags\t\t: fpu vmx sse2 avx
bogomips\t: 4788.74

processor\t: 1
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 85
model name\t: Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz
stepping\t: 4
cpu MHz\t\t: 2394.374
cache size\t: 28160 KB
physical id\t: 0
core id\t\t: 1
cpu cores\t: 2
flags\t\t: fpu vmx sse2 avx
bogomips\t: 4788.74
"""


def test_cpu_in_lscpu_shape(ohai: FactsTree) -> None:
    ohai.add(
        {
            "proc/cpuinfo": CPUINFO,
            "sys/devices/system/cpu/online": "0-1\n",
            "sys/devices/system/cpu/vulnerabilities/meltdown": "Not affected\n",
            "sys/devices/system/node/node0/cpulist": "0-1\n",
        },
    )
    per_cpu = {
        "vendor_id": "GenuineIntel",
        "family": "6",
        "model": "85",
        "model_name": "Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz",
        "stepping": "4",
        "mhz": "2394.374",
        "bogomips": "4788.74",
        "cache_size": "28160 KB",
        "physical_id": "0",
        "cores": "2",
        "flags": ["avx", "fpu", "sse2", "vmx"],
    }
    assert ohai()["cpu"] == {
        "architecture": "x86_64",
        "byte_order": "little endian",
        "cpus": 2,
        "cpus_online": 2,
        "threads_per_core": 1,
        "cores_per_socket": 2,
        "sockets": 1,
        "numa_nodes": 1,
        "numa_node_cpus": {"0": [0, 1]},
        "vendor_id": "GenuineIntel",
        "family": "6",
        "model": "85",
        "model_name": "Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz",
        "stepping": "4",
        "mhz": "2394.374",
        "bogomips": "4788.74",
        "virtualization": "VT-x",
        "vulnerability": {"meltdown": "Not affected"},
        "flags": ["avx", "fpu", "sse2", "vmx"],
        "0": {**per_cpu, "core_id": "0"},
        "1": {**per_cpu, "core_id": "1"},
        "total": 2,
        "real": 1,
        "cores": 2,
    }


def test_memory_and_swap_keys(ohai: FactsTree) -> None:
    meminfo = (
        "MemTotal:        2041308 kB\nMemFree:          123456 kB\nMemAvailable:    1000000 kB\n"
        "Buffers:           1000 kB\nCached:           2000 kB\nSwapCached:          0 kB\n"
        "Active:            3000 kB\nSwapTotal:       1048572 kB\nSwapFree:        1048572 kB\n"
        "Dirty:               12 kB\nSlab:              4000 kB\nSReclaimable:      3000 kB\n"
        "HugePages_Total:       0\nHugePages_Free:        0\nHugepagesize:       2048 kB\n"
        "DirectMap4k:      100000 kB\nDirectMap2M:     2000000 kB\n"
    )
    memory = ohai({"proc/meminfo": meminfo})["memory"]
    assert memory == {
        "total": "2041308kB",
        "free": "123456kB",
        "available": "1000000kB",
        "buffers": "1000kB",
        "cached": "2000kB",
        "active": "3000kB",
        "dirty": "12kB",
        "slab": "4000kB",
        "slab_reclaimable": "3000kB",
        "hugepage_size": "2048kB",
        "swap": {"cached": "0kB", "total": "1048572kB", "free": "1048572kB"},
        "hugepages": {"total": "0", "free": "0"},
        "directmap": {"4k": "100000kB", "2M": "2000000kB"},
    }


def test_kernel_modules_from_proc_modules(ohai: FactsTree) -> None:
    ohai.add(
        {
            "proc/modules": "ext4 1007616 2 - Live 0x0000000000000000\n"
            "vboxguest 49152 0 - Live 0x0000000000000000\n",
            "sys/module/vboxguest/version": "7.0.14\n",
        },
    )
    facts = ohai()
    assert facts["kernel"]["modules"] == {
        "ext4": {"size": "1007616", "refcount": "2"},
        "vboxguest": {"size": "49152", "refcount": "0", "version": "7.0.14"},
    }
    assert facts["virtualization"] == {
        "system": "vbox",
        "role": "guest",
        "systems": {"vbox": "guest"},
    }
    assert (facts["os"], facts["os_version"]) == ("linux", "6.1.0-18-amd64")


# -- virtualization, dmi -------------------------------------------------------------------


@pytest.mark.parametrize(
    "files,expected",
    [
        ({".dockerenv": ""}, ("docker", "guest", {"docker": "guest"})),
        (
            {"proc/self/cgroup": "0::/\n", "proc/1/environ": "container=lxc\0PATH=/bin"},
            ("lxc", "guest", {"lxc": "guest"}),
        ),
        (
            {"proc/self/cgroup": "12:pids:/docker/0123abcd\n"},
            ("docker", "guest", {"docker": "guest"}),
        ),
        (
            {"proc/cpuinfo": "model name\t: QEMU Virtual CPU version 2.5+\n"},
            ("kvm", "guest", {"kvm": "guest"}),
        ),
        (
            {"sys/devices/virtual/misc/kvm/dev": "10:232\n", "usr/bin/docker": ""},
            ("kvm", "host", {"docker": "host", "kvm": "host"}),
        ),
        (
            {
                "sys/class/dmi/id/sys_vendor": "VMware, Inc.\n",
                "sys/class/dmi/id/product_name": "VMware7,1\n",
            },
            ("vmware", "guest", {"vmware": "guest"}),
        ),
        ({"proc/xen/capabilities": "control_d\n"}, ("xen", "host", {"xen": "host"})),
        ({"dev/lxd/sock": ""}, ("lxd", "guest", {"lxd": "guest"})),
    ],
)
def test_virtualization(ohai: FactsTree, files: dict[str, str], expected: tuple[Any, ...]) -> None:
    system, role, systems = expected
    found = ohai(files)["virtualization"]
    assert found == {"system": system, "role": role, "systems": systems}


def test_bare_metal_has_no_virtualization_system(ohai: FactsTree) -> None:
    assert ohai()["virtualization"] == {"systems": {}}
    assert "cloud" not in ohai()


def test_dmi_from_sys_class_dmi(ohai: FactsTree) -> None:
    ohai.add(
        {
            "sys/class/dmi/id/sys_vendor": "Dell Inc.\n",
            "sys/class/dmi/id/product_name": "PowerEdge R640\n",
            "sys/class/dmi/id/bios_vendor": "Dell Inc.\n",
            "sys/class/dmi/id/bios_version": "2.10.2\n",
            "sys/class/dmi/id/bios_date": "02/24/2021\n",
            "sys/class/dmi/id/chassis_type": "23\n",
        },
    )
    dmi = ohai()["dmi"]
    assert dmi["system"] == {
        "all_records": [
            {
                "application_identifier": "System Information",
                "Manufacturer": "Dell Inc.",
                "Product Name": "PowerEdge R640",
            }
        ],
        "manufacturer": "Dell Inc.",
        "product_name": "PowerEdge R640",
    }
    assert (dmi["bios"]["vendor"], dmi["bios"]["version"], dmi["bios"]["release_date"]) == (
        "Dell Inc.",
        "2.10.2",
        "02/24/2021",
    )
    assert dmi["chassis"]["type"] == "Rack Mount Chassis" and "base_board" not in dmi
    assert ohai.elsewhere("none")()["dmi"] == {}


# -- network -------------------------------------------------------------------------------

LINKS = [
    Link(1, "lo", 0x10049, 65536, "00:00:00:00:00:00", "unknown", 772),
    Link(2, "eth0", 0x11043, 1500, "02:42:ac:11:00:02", "up", 1),
    Link(3, "eth1", 0x1003, 9000, "52:54:00:aa:bb:cc", "down", 1),
]
ADDRESSES = [
    Address("inet", "127.0.0.1", 8, "host", "lo", 1),
    Address("inet6", "::1", 128, "host", "lo", 1),
    Address("inet", "172.17.0.2", 16, "global", "eth0", 2, broadcast="172.17.255.255"),
    Address(
        "inet",
        "172.17.9.9",
        16,
        "global",
        "eth0:1",
        2,
        broadcast="172.17.255.255",
        flags=["secondary"],
    ),
    Address("inet6", "2001:db8::2", 64, "global", "eth0", 2, flags=["dynamic", "mngtmpaddr"]),
    Address("inet6", "fe80::42:acff:fe11:2", 64, "link", "eth0", 2),
]
ROUTES = [
    Route("inet", "default", "eth0", via="172.17.0.1"),
    Route("inet", "172.17.0.0/16", "eth0", scope="link", proto="kernel", src="172.17.0.2"),
    Route("inet6", "2001:db8::/64", "eth0", metric="256", proto="kernel"),
    Route("inet6", "default", "eth0", via="fe80::1", metric="1024", proto="ra"),
]


def test_network_from_the_kernels_tables(ohai: FactsTree) -> None:
    facts = ohai(netlink=lambda: (LINKS, ADDRESSES, ROUTES))
    network = facts["network"]
    assert network["interfaces"]["lo"] == {
        "mtu": "65536",
        "flags": ["LOOPBACK", "UP", "LOWER_UP"],
        "encapsulation": "Loopback",
        "state": "unknown",
        "addresses": {
            "127.0.0.1": {
                "family": "inet",
                "prefixlen": "8",
                "netmask": "255.0.0.0",
                "scope": "Node",
            },
            "::1": {"family": "inet6", "prefixlen": "128", "scope": "Node", "tags": []},
        },
    }
    assert network["interfaces"]["eth0"] == {
        "type": "eth",
        "number": "0",
        "mtu": "1500",
        "flags": ["BROADCAST", "MULTICAST", "UP", "LOWER_UP"],
        "encapsulation": "Ethernet",
        "addresses": {
            "02:42:AC:11:00:02": {"family": "lladdr"},
            "172.17.0.2": {
                "family": "inet",
                "prefixlen": "16",
                "netmask": "255.255.0.0",
                "broadcast": "172.17.255.255",
                "scope": "Global",
            },
            "2001:db8::2": {
                "family": "inet6",
                "prefixlen": "64",
                "scope": "Global",
                "tags": ["dynamic", "mngtmpaddr"],
            },
            "fe80::42:acff:fe11:2": {
                "family": "inet6",
                "prefixlen": "64",
                "scope": "Link",
                "tags": [],
            },
        },
        "state": "up",
        "routes": [
            {"destination": "default", "family": "inet", "via": "172.17.0.1"},
            {
                "destination": "172.17.0.0/16",
                "family": "inet",
                "scope": "link",
                "proto": "kernel",
                "src": "172.17.0.2",
            },
            {"destination": "2001:db8::/64", "family": "inet6", "metric": "256", "proto": "kernel"},
            {
                "destination": "default",
                "family": "inet6",
                "via": "fe80::1",
                "metric": "1024",
                "proto": "ra",
            },
        ],
    }
    assert network["interfaces"]["eth0:1"] == {
        "addresses": {
            "172.17.9.9": {
                "family": "inet",
                "prefixlen": "16",
                "netmask": "255.255.0.0",
                "broadcast": "172.17.255.255",
                "scope": "Global",
            }
        }
    }
    assert network["interfaces"]["eth1"]["flags"] == ["BROADCAST", "MULTICAST", "UP"]
    assert network["interfaces"]["eth1"]["state"] == "down"
    assert (network["default_interface"], network["default_gateway"]) == ("eth0", "172.17.0.1")
    assert (network["default_inet6_interface"], network["default_inet6_gateway"]) == (
        "eth0",
        "fe80::1",
    )
    # the link route holding the gateway gives the address; a link-local v6 gateway: the first global
    assert (facts["ipaddress"], facts["ip6address"], facts["macaddress"]) == (
        "172.17.0.2",
        "2001:db8::2",
        "02:42:AC:11:00:02",
    )


def test_no_default_route_picks_the_best_scoped_address(ohai: FactsTree) -> None:
    facts = ohai(netlink=lambda: (LINKS, ADDRESSES, []))
    assert "default_interface" not in facts["network"]
    assert (facts["ipaddress"], facts["ip6address"]) == ("172.17.0.2", "2001:db8::2")


def _nlmsg(kind: int, body: bytes, attrs: list[tuple[int, bytes]]) -> bytes:
    payload = body
    for code, value in attrs:
        payload += struct.pack("=HH", 4 + len(value), code) + value
        payload += b"\0" * (-len(payload) % 4)
    return struct.pack("=IHHII", 16 + len(payload), kind, 0, 1, 0) + payload


def test_rtnetlink_messages_parse_as_ip_prints_them() -> None:
    addr = _nlmsg(
        netlink.RTM_NEWADDR,
        struct.pack("=BBBBI", socket.AF_INET, 24, 0, 0, 2),
        [
            (netlink.IFA_ADDRESS, socket.inet_aton("10.0.0.5")),
            (netlink.IFA_LOCAL, socket.inet_aton("10.0.0.5")),
            (netlink.IFA_BROADCAST, socket.inet_aton("10.0.0.255")),
            (netlink.IFA_LABEL, b"eth0:1\0"),
            (netlink.IFA_FLAGS, struct.pack("=I", 0x80 | 0x01)),
        ],
    )
    route = _nlmsg(
        netlink.RTM_NEWROUTE,
        struct.pack("=BBBBBBBBI", socket.AF_INET, 0, 0, 0, 254, 16, 0, 1, 0),
        [
            (netlink.RTA_GATEWAY, socket.inet_aton("10.0.0.1")),
            (netlink.RTA_OIF, struct.pack("=I", 2)),
            (netlink.RTA_PRIORITY, struct.pack("=I", 100)),
            (netlink.RTA_PREFSRC, socket.inet_aton("10.0.0.5")),
        ],
    )
    local = _nlmsg(
        netlink.RTM_NEWROUTE,
        struct.pack("=BBBBBBBBI", socket.AF_INET, 32, 0, 0, 255, 2, 254, 2, 0),
        [(netlink.RTA_DST, socket.inet_aton("10.0.0.5"))],
    )
    (k1, p1), (k2, p2), (_, p3) = netlink.messages(addr + route + local)
    assert (k1, k2) == (netlink.RTM_NEWADDR, netlink.RTM_NEWROUTE)
    assert netlink.parse_address(p1, {2: "eth0"}) == Address(
        "inet", "10.0.0.5", 24, "global", "eth0:1", 2, broadcast="10.0.0.255", flags=["secondary"]
    )
    assert netlink.parse_route(p2, {2: "eth0"}) == Route(
        "inet", "default", "eth0", via="10.0.0.1", metric="100", proto="dhcp", src="10.0.0.5"
    )
    assert netlink.parse_route(p3, {2: "eth0"}) is None  # the local table is not `ip route`'s


def test_rtnetlink_neighbours_as_ip_neigh_lists_them() -> None:
    def neigh(family: int, state: int, dst: bytes, mac: bytes | None) -> bytes:
        attrs = [(netlink.NDA_DST, dst)] + ([(netlink.NDA_LLADDR, mac)] if mac else [])
        payload = netlink.messages(
            _nlmsg(netlink.RTM_NEWNEIGH, struct.pack("=BxxxiHBB", family, 2, state, 0, 1), attrs)
        )
        return payload[0][1]

    router = socket.inet_pton(socket.AF_INET6, "fe80::1")
    mac = bytes.fromhex("02fc00000005")
    assert netlink.parse_neighbour(neigh(socket.AF_INET6, 0x04, router, mac), {2: "eth0"}) == (
        "inet6",
        "eth0",
        "fe80::1",
        "02:fc:00:00:00:05",
    )
    assert (
        netlink.parse_neighbour(neigh(socket.AF_INET6, 0x20, router, None), {2: "eth0"}) is None
    )  # FAILED
    gateway = socket.inet_aton("10.0.0.1")
    assert (
        netlink.parse_neighbour(neigh(socket.AF_INET, 0x40, gateway, mac), {2: "eth0"}) is None
    )  # NOARP


# -- filesystem ----------------------------------------------------------------------------


def test_filesystem_views_sizes_and_identities(ohai: FactsTree) -> None:
    ohai.add(
        {
            "proc/mounts": "/dev/sda1 / ext4 rw,relatime 0 0\nproc /proc proc rw 0 0\n"
            "server:/export /mnt/nfs nfs4 rw 0 0\n",
            "sys/class/block/sda1/dev": "8:1\n",
            "sys/class/block/sda2/dev": "8:2\n",
            "run/udev/data/b8:1": "E:ID_FS_TYPE=ext4\nE:ID_FS_UUID=1111-aaaa\nE:ID_FS_LABEL=root\n",
            "run/udev/data/b8:2": "E:ID_FS_TYPE=swap\nE:ID_FS_UUID=2222-bbbb\n",
        },
    )
    stats = {
        "/": os.statvfs_result((4096, 4096, 1000, 250, 200, 6400, 6000, 6000, 0, 255)),
        "/proc": os.statvfs_result((4096, 4096, 0, 0, 0, 0, 0, 0, 0, 255)),
    }
    fs = ohai(statvfs=stats.__getitem__)["filesystem"]
    assert fs["by_pair"]["/dev/sda1,/"] == {
        "device": "/dev/sda1",
        "kb_size": "4000",
        "kb_used": "3000",
        "kb_available": "800",
        "percent_used": "79%",
        "total_inodes": "6400",
        "inodes_used": "400",
        "inodes_available": "6000",
        "inodes_percent_used": "7%",
        "mount": "/",
        "fs_type": "ext4",
        "mount_options": ["rw", "relatime"],
        "uuid": "1111-aaaa",
        "label": "root",
    }
    assert fs["by_pair"]["proc,/proc"] == {
        "device": "proc",
        "mount": "/proc",
        "fs_type": "proc",
        "mount_options": ["rw"],
    }
    assert "kb_size" not in fs["by_pair"]["server:/export,/mnt/nfs"]  # never statvfs a server
    assert fs["by_pair"]["/dev/sda2,"] == {
        "device": "/dev/sda2",
        "fs_type": "swap",
        "uuid": "2222-bbbb",
    }
    assert fs["by_device"]["/dev/sda2"] == {"fs_type": "swap", "uuid": "2222-bbbb", "mounts": []}
    assert fs["by_mountpoint"]["/"]["devices"] == ["/dev/sda1"]
    assert fs["by_mountpoint"]["/"]["uuid"] == "1111-aaaa"


# -- accounts, system, chef ----------------------------------------------------------------


def test_etc_users_groups_shells(ohai: FactsTree) -> None:
    ohai.add(
        {
            "etc/passwd": "root:x:0:0:root:/root:/bin/bash\n"
            f"me:x:{os.geteuid()}:100:Me,,,:/home/me:/bin/zsh\nroot:x:0:0:dup:/:/bin/sh\n",
            "etc/group": "root:x:0:\nwheel:x:10:me,root\n",
            "etc/shells": "# /etc/shells\n/bin/sh\n/bin/bash\n",
        },
    )
    facts = ohai()
    assert facts["etc"]["passwd"]["root"] == {
        "dir": "/root",
        "gid": 0,
        "uid": 0,
        "shell": "/bin/bash",
        "gecos": "root",
    }
    assert facts["etc"]["group"]["wheel"] == {"gid": 10, "members": ["me", "root"]}
    assert facts["shells"] == ["/bin/sh", "/bin/bash"]
    assert facts["root_group"] == "root"
    assert facts["current_user"] == ("root" if os.geteuid() == 0 else "me")
    assert "shells" not in ohai.elsewhere("none")()


@pytest.mark.parametrize(
    "seconds,text",
    [
        (5, "05 seconds"),
        (65, "1 minutes 05 seconds"),
        (3661, "1 hours 01 minutes 01 seconds"),
        (90061, "1 day 01 hours 01 minutes 01 seconds"),
        (200000, "2 days 07 hours 33 minutes 20 seconds"),
    ],
)
def test_seconds_to_human(seconds: int, text: str) -> None:
    assert seconds_to_human(seconds) == text


def test_uptime_machine_id_hostnamectl(ohai: FactsTree) -> None:
    ohai.add(
        {
            "proc/uptime": "93784.52 180000.10\n",
            "etc/machine-id": "0123456789abcdef0123456789abcdef\n",
            "etc/hostname": "web1.example.com\n",
            "etc/machine-info": 'PRETTY_HOSTNAME="Web One"\n',
            "etc/os-release": UBUNTU,
            "usr/bin/hostnamectl": "",
            "run/systemd/system/.keep": "",
            "proc/sys/kernel/random/boot_id": "aaaa-bbbb\n",
            "sys/class/dmi/id/sys_vendor": "QEMU\n",
            "sys/class/dmi/id/product_name": "Standard PC (Q35 + ICH9, 2009)\n",
        },
    )
    facts = ohai()
    assert (facts["uptime_seconds"], facts["uptime"]) == (
        93784,
        "1 day 02 hours 03 minutes 04 seconds",
    )
    assert (facts["idletime_seconds"], facts["idletime"]) == (
        180000,
        "2 days 02 hours 00 minutes 00 seconds",
    )
    assert facts["machine_id"] == "0123456789abcdef0123456789abcdef"
    assert facts["hostnamectl"] == {
        "static_hostname": "web1.example.com",
        "pretty_hostname": "Web One",
        "transient_hostname": "web1",
        "icon_name": "computer-vm",
        "chassis": "vm",
        "machine_id": "0123456789abcdef0123456789abcdef",
        "boot_id": "aaaabbbb",
        "virtualization": "kvm",
        "operating_system": "Ubuntu 22.04.4 LTS",
        "kernel": "Linux 6.1.0-18-amd64",
        "architecture": "x86-64",
        "hardware_vendor": "QEMU",
        "hardware_model": "Standard PC (Q35 + ICH9, 2009)",
    }
    assert ohai.elsewhere("none")()["hostnamectl"] == {}
    assert set(facts["time"]) == {"timezone"}


def test_chef_packages_command_and_languages(ohai: FactsTree) -> None:
    facts = ohai()
    assert facts["chef_packages"]["chef"]["version"] == "18.5.0"
    assert facts["chef_packages"]["ohai"]["version"].startswith("18.")
    assert facts["command"] == {"ps": "ps -ef"}
    ruby = facts["languages"]["ruby"]
    assert (ruby["version"], ruby["platform"], ruby["host_os"]) == (
        "3.1.4",
        "x86_64-linux",
        "linux-gnu",
    )
    assert ruby["gems_dir"] == "/opt/chef/embedded/lib/ruby/gems/3.1.0"


# -- packages ------------------------------------------------------------------------------

DPKG_STATUS = """Package: vim
Status: install ok installed
Architecture: amd64
Version: 2:9.0.1378-2
Description: Vi IMproved
 a long description

Package: oldpkg
Status: deinstall ok config-files
Architecture: all
Version: 1.0

Package: gone
Status: purge ok not-installed
Architecture: all
"""


def test_packages_from_dpkg_status_lazily(ohai: FactsTree) -> None:
    ohai.add({"etc/os-release": "ID=debian\n", "var/lib/dpkg/status": DPKG_STATUS})
    facts = ohai()
    assert isinstance(facts["packages"], Lazy)  # not read yet
    node = Node("n", automatic=facts)
    assert node["packages"] == {
        "vim": {"version": "2:9.0.1378-2", "arch": "amd64", "status": "installed"},
        "oldpkg": {"version": "1.0", "arch": "all", "status": "config-files"},
    }


def test_rpm_query_lines_keep_every_installed_version() -> None:
    from toque.repo.facts.packages import rpm

    text = (
        "kernel\t0\t5.14.0\t362.el9\t1700000000\tx86_64\n"
        "kernel\t0\t5.14.0\t427.el9\t1710000000\tx86_64\n"
        "bash\t0\t5.1.8\t6.el9\t1690000000\tx86_64\n"
    )
    found = rpm(text)
    assert found["bash"] == {
        "epoch": "0",
        "version": "5.1.8",
        "release": "6.el9",
        "installdate": "1690000000",
        "arch": "x86_64",
    }
    assert found["kernel"]["release"] == "427.el9"
    assert [v["release"] for v in found["kernel"]["versions"]] == ["362.el9", "427.el9"]


# -- this host -----------------------------------------------------------------------------

LIVE_KEYS = (
    "platform platform_family platform_version os os_version os_release lsb kernel cpu memory dmi "
    "virtualization hostname machinename fqdn domain ipaddress ip6address macaddress network counters "
    "filesystem block_device etc current_user root_group init_package hostnamectl time uptime "
    "uptime_seconds idletime idletime_seconds chef_packages command languages packages ohai_time"
).split()


def test_every_ohai_key_on_this_host() -> None:
    node = Node("live", automatic=collect())
    for key in LIVE_KEYS:
        assert key in node, key
    assert node["kernel"]["machine"] == os.uname().machine and "modules" in node["kernel"]
    assert node["cpu"]["total"] >= 1 and "0" in node["cpu"]
    assert node["memory"]["total"].endswith("kB") and "swap" in node["memory"]
    assert isinstance(node["network"]["interfaces"], dict)
    for entry in node["network"]["interfaces"].values():
        for value in (entry.get("addresses") or {}).values():
            assert value["family"] in ("inet", "inet6", "lladdr")
    assert {"by_device", "by_mountpoint", "by_pair"} <= set(node["filesystem"])
    assert node["uptime_seconds"] >= 0 and node["time"]["timezone"]
    assert node["current_user"] and node["root_group"]
    assert isinstance(node["packages"], dict)
    if shutil.which("ldd"):
        assert node["languages"]["c"]["glibc"]["version"].count(".") >= 1


# -- mdadm ---------------------------------------------------------------------------------

MDSTAT = """Personalities : [raid1] [raid6] [raid5] [raid4]
md0 : active raid1 sdb1[1] sda1[0] sdc1[2](S)
      1047552 blocks super 1.2 [2/2] [UU]

md1 : active raid5 sdd1[0] sde1[1] sdf1[3] nvme0n1p1[4](J)
      2095104 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/3] [UUU]

unused devices: <none>
"""


def test_mdadm_arrays_from_mdstat_and_sys(ohai: FactsTree) -> None:
    ohai.add(
        {
            "proc/mdstat": MDSTAT,
            "sys/block/md0/size": "2095104\n",
            "sys/block/md0/md/level": "raid1\n",
            "sys/block/md0/md/metadata_version": "1.2\n",
            "sys/block/md0/md/array_state": "clean\n",
            "sys/block/md0/md/raid_disks": "2\n",
            "sys/block/md0/md/degraded": "0\n",
        },
    )
    mdadm = ohai()["mdadm"]
    assert mdadm["md0"] == {
        "version": 1.2,
        "level": 1,
        "size": 1.0,
        "state": "clean",
        "device_counts": {
            "raid": 2,
            "total": 3,
            "active": 2,
            "working": 3,
            "spare": 1,
            "failed": 0,
        },
        "members": ["sdb1", "sda1"],
        "spares": ["sdc1"],
        "journal": None,
    }
    assert mdadm["md1"]["members"] == ["sdd1", "sde1", "sdf1"]
    assert mdadm["md1"]["journal"] == "nvme0n1p1"
    assert "mdadm" not in ohai.elsewhere("none")()


def test_chef_utils_virtualization_predicates() -> None:
    from toque.repo.platforms import VIRTUALIZATION_HELPERS, docker_guest, virtualization_is

    guest = Node(
        automatic={
            "virtualization": {"system": "kvm", "role": "guest", "systems": {"docker": "guest"}}
        }
    )
    answers = {
        name: virtualization_is(guest, s, r) for name, (s, r) in VIRTUALIZATION_HELPERS.items()
    }
    assert {name for name, yes in answers.items() if yes} == {"kvm?", "guest?", "virtual?"}
    assert docker_guest(guest)
    bare = Node(automatic={"virtualization": {"systems": {}}})
    assert not any(virtualization_is(bare, s, r) for s, r in VIRTUALIZATION_HELPERS.values())
    assert not docker_guest(bare) and not docker_guest(Node())


# -- cloud ---------------------------------------------------------------------------------

IMDS = {
    "/latest/meta-data/": "ami-id\nhostname\niam/\nlocal-ipv4\nnetwork/\npublic-ipv4\nsecurity-groups",
    "/latest/meta-data/ami-id": "ami-0abc",
    "/latest/meta-data/hostname": "ip-10-0-0-5.ec2.internal",
    "/latest/meta-data/local-ipv4": "10.0.0.5",
    "/latest/meta-data/public-ipv4": "203.0.113.7",
    "/latest/meta-data/security-groups": "web\ndefault",
    "/latest/meta-data/iam/": "info\nsecurity-credentials/",
    "/latest/meta-data/iam/info": '{"Code": "Success", "InstanceProfileArn": "arn:aws:iam::1:instance-profile/web"}',
    "/latest/meta-data/iam/security-credentials/": "web-role",
    "/latest/meta-data/iam/security-credentials/web-role": '{"SecretAccessKey": "never-in-the-node"}',
    "/latest/meta-data/network/": "interfaces/",
    "/latest/meta-data/network/interfaces/": "macs/",
    "/latest/meta-data/network/interfaces/macs/": "02:aa:bb:cc:dd:ee/",
    "/latest/meta-data/network/interfaces/macs/02:aa:bb:cc:dd:ee/": "device-number\nlocal-ipv4s",
    "/latest/meta-data/network/interfaces/macs/02:aa:bb:cc:dd:ee/device-number": "0",
    "/latest/meta-data/network/interfaces/macs/02:aa:bb:cc:dd:ee/local-ipv4s": "10.0.0.5",
    "/latest/dynamic/instance-identity/document/": '{"accountId": "123456789012", "region": "us-east-1",'
    ' "availabilityZone": "us-east-1a"}',
}


@pytest.fixture
def imds() -> Any:
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_PUT(self) -> None:  # IMDSv2 token
            self._send(200, "token-1")

        def do_GET(self) -> None:
            ok = self.headers.get("X-aws-ec2-metadata-token") == "token-1" and self.path in IMDS
            self._send(200, IMDS[self.path]) if ok else self._send(404, "")

        def _send(self, code: int, body: str) -> None:
            self.send_response(code)
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_ec2_metadata_and_cloud(imds: str) -> None:
    from toque.repo.facts.cloud import cloud_from, ec2_metadata

    ec2 = ec2_metadata(imds)
    assert ec2 == {
        "ami_id": "ami-0abc",
        "hostname": "ip-10-0-0-5.ec2.internal",
        "iam": {
            "info": {
                "Code": "Success",
                "InstanceProfileArn": "arn:aws:iam::1:instance-profile/web",
            },
            "role_name": "web_role",  # Ohai's metadata_key turns "-" into "_" here too
        },
        "local_ipv4": "10.0.0.5",
        "network_interfaces_macs": {
            "02:aa:bb:cc:dd:ee": {"device_number": "0", "local_ipv4s": "10.0.0.5"}
        },
        "public_ipv4": "203.0.113.7",
        "security_groups": ["web", "default"],
        "userdata": None,
        "account_id": "123456789012",
        "availability_zone": "us-east-1a",
        "region": "us-east-1",
    }
    assert cloud_from("ec2", ec2) == {
        "public_ipv4_addrs": ["203.0.113.7"],
        "local_ipv4_addrs": ["10.0.0.5"],
        "provider": "ec2",
        "public_ipv4": "203.0.113.7",
        "local_ipv4": "10.0.0.5",
    }


def test_cloud_only_where_detected_and_asked_lazily(ohai: FactsTree, monkeypatch: Any) -> None:
    from toque.repo.facts import cloud

    asked: list[str] = []
    monkeypatch.setattr(
        cloud,
        "gce_metadata",
        lambda base: (
            asked.append(base)
            or {
                "instance": {
                    "hostname": "vm1.c.proj.internal",
                    "networkInterfaces": [
                        {"ip": "10.128.0.2", "accessConfigs": [{"externalIp": "198.51.100.4"}]}
                    ],
                }
            }
        ),
    )
    assert "cloud" not in ohai()
    ohai.add({"sys/class/dmi/id/product_name": "Google Compute Engine\n"})
    node = Node("n", automatic=ohai())
    assert "cloud" in node and "gce" in node and asked == []
    assert node["cloud"] == {
        "public_ipv4_addrs": ["198.51.100.4"],
        "local_ipv4_addrs": ["10.128.0.2"],
        "provider": "gce",
        "local_hostname": "vm1.c.proj.internal",
        "public_ipv4": "198.51.100.4",
        "local_ipv4": "10.128.0.2",
    }
    assert node["gce"]["instance"]["hostname"] == "vm1.c.proj.internal" and len(asked) == 1
    ec2 = ohai.elsewhere("ec2").add({"etc/chef/ohai/hints/ec2.json": "{}"})
    assert {"ec2", "cloud"} <= set(ec2())


# -- keys, fips, command-only facts --------------------------------------------------------


def test_ssh_host_keys_and_fips(ohai: FactsTree) -> None:
    ohai.add(
        {
            "etc/ssh/sshd_config": "Port 22\nHostKey /etc/ssh/custom_rsa\n",
            "etc/ssh/custom_rsa.pub": "ssh-rsa AAAArsa root@web1\n",
            "etc/ssh/ssh_host_rsa_key.pub": "ssh-rsa AAAAother root@web1\n",
            "etc/ssh/ssh_host_ecdsa_key.pub": "ecdsa-sha2-nistp256 AAAAecdsa root@web1\n",
            "etc/ssh/ssh_host_ed25519_key.pub": "ssh-ed25519 AAAAed root@web1\n",
            "proc/sys/crypto/fips_enabled": "1\n",
        },
    )
    # HostKey paths are read under the root, as every other file
    facts = ohai()
    assert facts["keys"] == {
        "ssh": {
            "host_rsa_public": "AAAArsa",
            "host_ecdsa_public": "AAAAecdsa",
            "host_ecdsa_type": "ecdsa-sha2-nistp256",
            "host_ed25519_public": "AAAAed",
        }
    }
    assert facts["fips"] == {"kernel": {"enabled": True}}
    assert ohai.elsewhere("none")()["fips"] == {"kernel": {"enabled": False}}


def test_getconf_values_read_as_rubys_integer() -> None:
    from toque.repo.facts.commands import parse_getconf, parse_systemd_path

    text = "LINK_MAX                           65000\nPATH                               /bin:/usr/bin\n"
    text += "_POSIX_SSIZE_MAX  32767\nUNDEFINED_ONE\nOCTALISH 010\nNINE 09\nNEG -1\n"
    assert parse_getconf(text) == {
        "LINK_MAX": 65000,
        "PATH": "/bin:/usr/bin",
        "_POSIX_SSIZE_MAX": 32767,
        "UNDEFINED_ONE": None,
        "OCTALISH": 8,
        "NINE": "09",
        "NEG": -1,
    }
    assert parse_systemd_path("temporary: /tmp\nuser: /root\n") == {
        "temporary": "/tmp",
        "user": "/root",
    }


def test_address_arithmetic() -> None:
    from toque.repo.facts.network import contains, netmask

    assert contains("10.0.0.0/8", "10.2.3.4") and not contains("10.0.0.0/8", "11.0.0.1")
    assert contains("2001:db8::/64", "2001:db8::1") and not contains("2001:db8::/64", "10.0.0.1")
    assert contains("192.0.2.9", "192.0.2.9") and not contains("192.0.2.9", "192.0.2.8")
    assert not contains("not-an-address/8", "10.0.0.1")
    assert [netmask(n) for n in (0, 8, 20, 32)] == [
        "0.0.0.0",
        "255.0.0.0",
        "255.255.240.0",
        "255.255.255.255",
    ]


AZURE_IMDS = {
    "compute": {"location": "westeurope", "name": "vm1", "vmSize": "Standard_B2s"},
    "network": {
        "interface": [
            {
                "macAddress": "000D3A123456",
                "ipv4": {
                    "ipAddress": [{"privateIpAddress": "10.1.0.4", "publicIpAddress": "20.1.2.3"}]
                },
                "ipv6": {"ipAddress": []},
            }
        ]
    },
}


def test_azure_metadata_and_cloud(monkeypatch: Any, ohai: FactsTree) -> None:
    import http.server
    import json
    import threading

    from toque.repo.facts import cloud

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            ok = self.headers.get("Metadata") == "true" and self.path.startswith(
                "/metadata/instance?"
            )
            self.send_response(200 if ok else 400)
            self.end_headers()
            self.wfile.write(json.dumps(AZURE_IMDS).encode() if ok else b"")

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setattr(cloud, "AZURE_METADATA", f"http://127.0.0.1:{server.server_address[1]}")
        ohai.add(
            {
                "etc/chef/ohai/hints/azure.json": '{"public_fqdn": "vm1.westeurope.cloudapp.azure.com"}'
            },
        )
        node = Node("n", automatic=ohai())
        assert node["azure"]["metadata"]["network"] == {
            "interfaces": {
                "000D3A123456": {
                    "mac": "000D3A123456",
                    "public_ipv6": [],
                    "public_ipv4": ["20.1.2.3"],
                    "local_ipv6": [],
                    "local_ipv4": ["10.1.0.4"],
                }
            },
            "public_ipv4": ["20.1.2.3"],
            "local_ipv4": ["10.1.0.4"],
            "public_ipv6": [],
            "local_ipv6": [],
        }
        assert node["azure"]["metadata"]["compute"]["vmSize"] == "Standard_B2s"
        assert node["cloud"] == {
            "public_ipv4_addrs": ["20.1.2.3"],
            "local_ipv4_addrs": ["10.1.0.4"],
            "provider": "azure",
            "public_hostname": "vm1.westeurope.cloudapp.azure.com",
            "public_ipv4": "20.1.2.3",
            "local_ipv4": "10.1.0.4",
        }
    finally:
        server.shutdown()
        server.server_close()


def test_fqdn_is_the_canonical_name_of_the_hosts_line(ohai: FactsTree) -> None:
    ohai.add({"etc/hosts": "127.0.0.1 localhost\n10.0.0.5 web1 web1.corp.example\n"})
    facts = ohai()
    assert (facts["hostname"], facts["fqdn"], facts["domain"]) == ("web1", "web1", None)


def test_shard_seed_from_machinename_and_dmi(ohai: FactsTree) -> None:
    ohai.add(
        {
            "sys/class/dmi/id/product_serial": "ABC1234\n",
            "sys/class/dmi/id/product_uuid": "dead-beef\n",
        },
    )
    facts = ohai()
    assert facts["dmi"]["system"]["uuid"] == "DEAD-BEEF"  # as dmidecode prints it
    # golden from MRI: Digest::MD5.hexdigest("web1ABC1234DEAD-BEEF")[0...7].to_i(16)
    assert facts["shard_seed"] == 122999366
    assert "shard_seed" not in ohai.elsewhere("none")()


def test_pacman_records() -> None:
    from toque.repo.facts.packages import pacman

    text = (
        "Name            : bash\nVersion         : 5.2.026-2\nArchitecture    : x86_64\n"
        "Install Date    : Tue Mar  5 10:20:31 2024\nInstall Reason  : Explicitly installed\n\n"
        "Name            : glibc\nVersion         : 2.39-1\nArchitecture    : x86_64\n"
        "Install Date    : unknown\n"
    )
    assert pacman(text) == {
        "bash": {"version": "5.2.026-2", "installdate": "1709634031", "arch": "x86_64"},
        "glibc": {"version": "2.39-1", "installdate": None, "arch": "x86_64"},
    }
