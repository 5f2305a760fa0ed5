"""Helpers of the package and repository tests (a module of its own name: `conftest` is
ambiguous when several test folders are collected in one run)."""

from __future__ import annotations

import subprocess
from pathlib import Path


def build_deb(folder: Path, name: str, version: str = "1.0") -> Path:
    """A tiny architecture-independent .deb holding one file under /usr/share/doc."""
    root = folder / f"{name}_{version}"
    (root / "DEBIAN").mkdir(parents=True)
    (root / "DEBIAN" / "control").write_text(
        f"Package: {name}\nVersion: {version}\nArchitecture: all\n"
        "Maintainer: toque tests <t@example.invalid>\nDescription: a toque test package\n"
    )
    doc = root / "usr" / "share" / "doc" / name
    doc.mkdir(parents=True)
    (doc / "README").write_text("test\n")
    deb = folder / f"{name}_{version}_all.deb"
    subprocess.run(["dpkg-deb", "--build", "--root-owner-group", str(root), str(deb)],
                   check=True, capture_output=True)  # fmt: skip
    return deb


def installed_version(name: str) -> str | None:
    r = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}\t${Version}", name],
                       capture_output=True, text=True)  # fmt: skip
    status, _, version = r.stdout.partition("\t")
    return version if r.returncode == 0 and status.startswith("ii") else None


def holds() -> set[str]:
    return set(
        subprocess.run(["apt-mark", "showhold"], capture_output=True, text=True).stdout.split()
    )


def local_repo(folder: Path, name: str, version: str = "1.0") -> Path:
    """A flat apt repository (`deb file:///… ./`) holding one test package, indexed by
    dpkg-scanpackages."""
    folder.mkdir(parents=True, exist_ok=True)
    build_deb(folder, name, version)
    packages = subprocess.run(["dpkg-scanpackages", ".", "/dev/null"], cwd=folder,
                              capture_output=True, text=True, check=True).stdout  # fmt: skip
    (folder / "Packages").write_text(packages)
    return folder


def apt_config(folder: Path, list_file: str) -> Path:
    """An APT_CONFIG that makes apt read only `list_file` as its sources: `apt-get update`
    in a test then never reaches the network. apt fetches as root, not its _apt user, who
    may not enter pytest's private tmp folder."""
    conf = folder / "apt.conf"
    conf.write_text(f'Dir::Etc::sourcelist "{list_file}";\nDir::Etc::sourceparts "-";\n'
                    'APT::Sandbox::User "root";\nDPkg::Lock::Timeout "120";\n')  # fmt: skip
    return conf


def candidate(name: str) -> str | None:
    out = subprocess.run(["apt-cache", "policy", name], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.strip().startswith("Candidate:"):
            value = line.split(":", 1)[1].strip()
            return None if value == "(none)" else value
    return None


def signing_key(folder: Path) -> bytes:
    """An ASCII-armored public key, made in a throwaway GnuPG home."""
    home = folder / "gnupg"
    home.mkdir(mode=0o700)
    gpg = ["gpg", "--batch", "--homedir", str(home), "--passphrase", ""]
    subprocess.run([*gpg, "--quick-gen-key", "toque test <t@example.invalid>", "ed25519", "sign",
                    "never"], check=True, capture_output=True)  # fmt: skip
    return subprocess.run([*gpg, "--armor", "--export"], check=True, capture_output=True).stdout


STUB = """#!/bin/sh
# a stand-in for {tool}: every call is logged; `repolist all` lists {listed}
echo "{tool} $*" >> "{log}"
[ "$1 $2" = "repolist all" ] && printf '%s\\n' {listed}
exit 0
"""


def stub_tool(folder: Path, tool: str, listed: str = "") -> Path:
    """An executable `tool` in folder/bin that logs its calls to folder/TOOL.log."""
    bin_dir = folder / "bin"
    bin_dir.mkdir(exist_ok=True)
    log = folder / f"{tool}.log"
    (bin_dir / tool).write_text(STUB.format(tool=tool, log=log, listed=listed or "''"))
    (bin_dir / tool).chmod(0o755)
    return log
