"""Ohai's chef_packages (the Chef and Ohai toque answers as), command and languages (ruby: the
embedded Ruby of the Chef Infra Client toque stands in for; python: the one on the PATH)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

from toque.repo.facts._host import Host
from toque.repo.node import Lazy

CHEF_VERSION = "18.5.0"  # the Chef Infra Client version toque answers to
OHAI_VERSION = "18.1.11"  # the Ohai that Chef Infra Client release ships
RUBY_VERSION = "3.1.4"  # the Ruby that release embeds: the language level toque interprets
RUBY_RELEASE_DATE = "2023-03-30"
_EMBEDDED = "/opt/chef/embedded"
_PATH = ("usr/local/sbin", "usr/local/bin", "usr/sbin", "usr/bin", "sbin", "bin")


def ruby(machine: str) -> dict[str, str]:
    """languages/ruby as Ohai's ruby plugin reads RbConfig from chef-client's embedded ruby."""
    triple = f"{machine}-pc-linux-gnu"
    return {
        "platform": f"{machine}-linux",
        "version": RUBY_VERSION,
        "release_date": RUBY_RELEASE_DATE,
        "target": triple,
        "target_cpu": machine,
        "target_vendor": "pc",
        "target_os": "linux",
        "host": triple,
        "host_cpu": machine,
        "host_os": "linux-gnu",
        "host_vendor": "pc",
        "bin_dir": f"{_EMBEDDED}/bin",
        "ruby_bin": f"{_EMBEDDED}/bin/ruby",
        "gem_bin": f"{_EMBEDDED}/bin/gem",
        "gems_dir": f"{_EMBEDDED}/lib/ruby/gems/{RUBY_VERSION.rsplit('.', 1)[0]}.0",
    }


def python(executable: str) -> dict[str, str]:
    """Ohai's python plugin: `python -c 'import sys; print(sys.version)'`, split on spaces."""
    try:
        out = subprocess.run(
            [str(executable), "-c", "import sys; print (sys.version)"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return {}
    words = out.stdout.split()
    if out.returncode != 0 or not words:
        return {}
    shown = {"version": words[0]}
    if len(words) >= 6:
        shown["builddate"] = " ".join([*words[2:5], words[5].replace(")", "")])
    return shown


def _command(argv: list[str]) -> subprocess.CompletedProcess[str] | None:
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None


def c_compilers() -> dict[str, Any]:
    """Ohai's c plugin on Linux: glibc from `ldd --version`, gcc from `gcc -v`."""
    out: dict[str, Any] = {}
    ldd = _command(["ldd", "--version"])
    if ldd is not None and ldd.returncode == 0:
        description = ldd.stdout.partition("\n")[0]
        if m := re.search(r"(\d+\.\d+\.?\d*)", description):
            out["glibc"] = {"version": m.group(1), "description": description}
    gcc = _command(["gcc", "-v"])
    if gcc is not None and gcc.returncode == 0:
        found: dict[str, str] = {}
        for line in gcc.stderr.splitlines():
            if m := re.match(r"^(.*version\s(\S*).*)", line):
                found["description"], found["version"] = m.group(1), m.group(2)
            elif line.startswith("Target: "):
                found["target"] = line[len("Target: ") :]
            elif line.startswith("Configured with: "):
                found["configured_with"] = line[len("Configured with: ") :]
            elif line.startswith("Thread model: "):
                found["thread_model"] = line[len("Thread model: ") :]
        if found:
            out["gcc"] = found
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    here = Path(__file__).resolve()
    languages: dict[str, Any] = {"ruby": ruby(host.uname.machine)}
    found = next(
        (Path(host.path(f"{d}/python")) for d in _PATH if host.exists(f"{d}/python")), None
    )
    if host.live:  # running these costs tens of ms: done when a recipe reads them
        languages["c"] = Lazy(c_compilers)
        if found is not None:
            languages["python"] = Lazy(lambda: python(found))
    return {
        "chef_packages": {
            "chef": {
                "version": CHEF_VERSION,
                "chef_root": str(here.parents[2]),
                "chef_effortless": None,
            },
            "ohai": {"version": OHAI_VERSION, "ohai_root": str(here.parent)},
        },
        "command": {"ps": "ps -ef"},
        "languages": languages,
    }
