"""Where `chef-client -z` finds its config file and its chef repo when told neither.

The config file (chef-config's WorkstationConfigLoader): `$KNIFE_HOME/{config,knife}.rb`,
`./{config,knife}.rb`, `.chef/{config,knife}.rb` in the working folder or the nearest one
above it that has a `.chef/`, then `~/.chef/{config,knife}.rb`; toque then tries
`/etc/chef/client.rb` and `/etc/chef/solo.rb`, where chef-client and chef-solo read theirs.
The repo (`Chef::Config.find_chef_repo_path`): the working folder or the nearest one above it
with a `cookbooks/` (or `cookbook_artifacts/`) folder.

A config file is Ruby that toque runs: one it finds (rather than one given with `-c`) must be
owned by the running user or root and writable by no one else, or a user could make root run
their code (`sudo -E` keeps their `$HOME`).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from toque.errors import ConfigurationError

ETC_CHEF = Path("/etc/chef")
CONFIG_NAMES = ("config.rb", "knife.rb")
REPO_MARKERS = ("cookbooks", "cookbook_artifacts")


class UntrustedConfig(ConfigurationError):
    """A config file found on the way that someone else could have written."""


@dataclass
class Lookup:
    """What was searched, for the error that says where toque looked."""

    configs: list[Path] = field(default_factory=list)
    repo_from: Path | None = None

    def describe(self) -> str:
        lines = [
            "no cookbooks to run: give --cookbook-path DIR or -c FILE, or run inside a chef repo"
        ]
        if self.repo_from is not None:
            lines.append(f"  no cookbooks/ folder in {self.repo_from} or any folder above it")
        if self.configs:
            lines.append("  no config file at: " + ", ".join(str(p) for p in self.configs))
        return "\n".join(lines)


def config_candidates(
    cwd: Path, env: dict[str, str] | None = None, etc: Path | None = None
) -> list[Path]:
    """The config files chef-client -z would try, in its order, then toque's /etc/chef ones."""
    env = os.environ if env is None else env
    etc = ETC_CHEF if etc is None else etc
    found: list[Path] = []
    if env.get("KNIFE_HOME"):
        found += [Path(env["KNIFE_HOME"]) / n for n in CONFIG_NAMES]
    found += [cwd / n for n in CONFIG_NAMES]
    dot_chef = _nearest(cwd, (".chef",))
    if dot_chef is not None:
        found += [dot_chef / ".chef" / n for n in CONFIG_NAMES]
    if env.get("HOME"):
        found += [Path(env["HOME"]) / ".chef" / n for n in CONFIG_NAMES]
    found += [etc / "client.rb", etc / "solo.rb"]
    return list(dict.fromkeys(found))


def locate_config(candidates: list[Path]) -> Path | None:
    """The first candidate that exists, if it is safe to run (UntrustedConfig if not)."""
    for path in candidates:
        if path.is_file():
            _check_trusted(path)
            return path
    return None


def find_chef_repo(cwd: Path) -> Path | None:
    """The working folder or the nearest folder above it holding `cookbooks/`."""
    return _nearest(cwd, REPO_MARKERS)


def _nearest(start: Path, names: tuple[str, ...]) -> Path | None:
    for folder in (start, *start.parents):
        if any((folder / name).is_dir() for name in names):
            return folder
    return None


def _check_trusted(path: Path) -> None:
    euid = os.geteuid()
    for item in (path, path.parent):
        st = item.stat()
        if st.st_uid not in (0, euid) or st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            owner = "another user" if st.st_uid not in (0, euid) else "others"
            raise UntrustedConfig(
                f"refusing to read config file {path}: {item} can be changed by {owner}",
                hint="give the file with -c if you trust it, or fix its owner and mode "
                "(chown root; chmod go-w)",
            )
