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
