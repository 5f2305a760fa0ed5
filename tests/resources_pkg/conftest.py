"""A simulated host for package/service tests: commands are recorded and answered, nothing real runs."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import pytest

from toque.repo.node import Node
from toque.runtime import (
    EventBus,
    LocalBackend,
    Recorder,
    Registry,
    ResourceCollection,
    RunContext,
    Runner,
)
from toque.runtime.backends import CommandResult
from toque.runtime.formatters.doc import DocFormatter
from toque.source import Span


class FakeHost(LocalBackend):
    """Packages and services kept in dicts; files under a temporary root (for apt_update's stamp)."""

    def __init__(self, root: Any) -> None:
        super().__init__()
        self.root = root
        self.commands: list[Any] = []
        self.envs: list[Any] = []
        self.installed: dict[str, str] = {}
        self.available: dict[str, str] = {}
        self.running: set[str] = set()
        self.enabled: set[str] = set()
        self.masked: set[str] = set()
        self.fail: set[str] = set()  # first words of commands that exit 1
        self.held: set[str] = set()  # apt-mark hold
        self.scripted: dict[str, tuple[int, str]] = {}  # a command's exact line -> its answer

    # -- files live under root ------------------------------------------------------------------
    def _p(self, path: str) -> str:
        return str(self.root) + path

    def stat(self, path: str) -> Any:
        return super().stat(self._p(path))

    def mkdir(self, path: str, parents: bool = False, mode: int | None = None) -> None:
        super().mkdir(self._p(path), parents, mode)

    def write_atomic(self, path: str, data: bytes, *args: Any, **kw: Any) -> None:
        super().write_atomic(self._p(path), data, *args, **kw)

    def read_bytes(self, path: str) -> bytes:  # file providers pass paths already under root
        return super().read_bytes(path if path.startswith(str(self.root)) else self._p(path))

    def listdir(self, path: str) -> list[str]:
        return super().listdir(self._p(path))

    def touch(self, path: str) -> None:
        super().touch(self._p(path))

    # -- commands -------------------------------------------------------------------------------
    def run(self, command: Any, *, env: Any = None, **kw: Any) -> CommandResult:
        argv = command.split() if isinstance(command, str) else list(command)
        self.commands.append(" ".join(argv))
        self.envs.append(env)
        if argv[0] in self.fail:
            return CommandResult(command, 1, "", "boom")
        if " ".join(argv) in self.scripted:
            code, out = self.scripted[" ".join(argv)]
            return CommandResult(command, code, out, "")
        code, out = self.answer(argv)
        return CommandResult(command, code, out, "")

    def answer(self, argv: list[str]) -> tuple[int, str]:
        name = argv[-1]
        names = [a for a in argv[1:] if not a.startswith("-")]
        match argv[0], argv[1:2]:
            case "dpkg-query", _:  # every name in one call, as dpkg-query -W prints them
                rows = [f"{n}\tii \t{self.installed[n]}\n" for n in names if n in self.installed]
                return (0 if len(rows) == len(names) else 1), "".join(rows)
            case "rpm", _:
                names = names[1:]  # after the query format
                rows = [f"{n} {self.installed[n]} x86_64\n" if n in self.installed
                        else f"package {n} is not installed\n" for n in names]  # fmt: skip
                return (0 if all(n in self.installed for n in names) else 1), "".join(rows)
            case "apt-cache", _:
                blocks = [f"{n}:\n  Installed: {self.installed.get(n, '(none)')}\n"
                          f"  Candidate: {self.available.get(n, '(none)')}\n"
                          for n in names[1:] if n in self.available or n in self.installed]  # fmt: skip
                return 0, "".join(blocks)
            case (("dnf" | "yum"), ["-q"]):
                rows = [
                    f"{n} {self.available[n]} x86_64\n" for n in names[2:] if n in self.available
                ]
                return 0, "".join(rows)
            case "apt-mark", ["showhold"]:
                return 0, "".join(f"{n}\n" for n in sorted(self.held))
            case "apt-mark", _:
                (self.held.update if argv[1] == "hold" else self.held.difference_update)(argv[2:])
                return 0, ""
            case (("apt-get" | "dnf" | "yum"), _):
                return self.package_op(argv)
            case "systemctl", _:  # options (--user, --no-block) come before the verb
                return self.systemctl(next(a for a in argv[1:] if a[0] != "-"), name)
            case "ps", _:
                return 0, "".join(f"root 1 0 0 /usr/sbin/{s}\n" for s in sorted(self.running))
        if argv[0] == "update-rc.d":
            return self.update_rc(argv[1], argv[2])
        if argv[0].startswith("/etc/init.d/"):
            return self.systemctl(argv[1], argv[0].rsplit("/", 1)[1])
        return 0, ""

    def package_op(self, argv: list[str]) -> tuple[int, str]:
        verb = next(a for a in argv if a in ("install", "remove", "purge", "update"))
        status = self.root / "var/lib/dpkg/status"
        if status.exists():  # dpkg rewrites its status file on every change
            status.write_text(status.read_text() + f"{' '.join(argv)}\n")
        if argv[0] == "apt-get":  # its -o Dpkg::Options::=… carry no verb
            argv = [a for i, a in enumerate(argv) if a != "-o" and argv[i - 1] != "-o"]
        for spec in argv[argv.index(verb) + 1 :]:
            if verb == "install":
                n, v = spec.split("=" if "=" in spec else "-", 1)  # test names have no dash
                self.installed[n] = v
            else:
                self.installed.pop(spec, None)
        return 0, ""

    def systemctl(self, verb: str, name: str) -> tuple[int, str]:
        states = {"start": (self.running.add, 0), "stop": (self.running.discard, 0),
                  "restart": (self.running.add, 0), "reload": (lambda n: None, 0),
                  "enable": (self.enabled.add, 0), "disable": (self.enabled.discard, 0),
                  "mask": (self.masked.add, 0), "unmask": (self.masked.discard, 0)}  # fmt: skip
        if verb in states:
            states[verb][0](name)
            return 0, ""
        if verb in ("is-active", "status"):
            return (0, "active\n") if name in self.running else (3, "inactive\n")
        if verb == "is-enabled" and name in self.masked:
            return 1, "masked\n"
        if verb == "is-enabled":
            return (0, "enabled\n") if name in self.enabled else (1, "disabled\n")
        return 0, ""

    def update_rc(self, name: str, verb: str) -> tuple[int, str]:
        rc2 = self.root / "etc/rc2.d"
        rc2.mkdir(parents=True, exist_ok=True)
        link = rc2 / f"S01{name}"
        if verb == "defaults":
            link.touch()
        else:
            link.unlink(missing_ok=True)
        return 0, ""

    def ran(self, *words: str) -> list[str]:
        """The commands that start with `words` (queries excluded unless asked)."""
        prefix = " ".join(words)
        return [c for c in self.commands if c.startswith(prefix)]


@dataclass
class Run:
    out: str
    recorder: Recorder
    error: BaseException | None


@dataclass
class Host:
    registry: Registry
    backend: FakeHost
    facts: dict[str, Any] = field(default_factory=lambda: {"platform_family": "debian",
                                                           "init_package": "systemd"})  # fmt: skip
    collection: ResourceCollection = field(default_factory=ResourceCollection)
    line: int = 0
    files: Any = None  # the run's cookbook files (templates for response_file)

    def add(self, type_name: str, name: Any, **props: Any):
        self.line += 1
        r = self.registry.build(type_name, name, span=Span("site.rb", self.line, 1),
                                cookbook="demo", recipe="default")  # fmt: skip
        for key, value in props.items():
            r.set(key, value)
        return self.collection.add(r)

    def converge(self, why_run: bool = False) -> Run:
        out, rec = io.StringIO(), Recorder()
        ctx = RunContext(backend=self.backend, events=EventBus([DocFormatter(out, color=False), rec]),
                         registry=self.registry, why_run=why_run, node=Node("n", automatic=self.facts),
                         backup_path=str(self.backend.root / "_backup"), files=self.files,
                         collection=self.collection)  # fmt: skip
        self.backend.commands.clear()
        error = None
        try:
            Runner(ctx).converge(self.collection)
        except Exception as exc:  # noqa: BLE001 — the test inspects it
            error = exc
        return Run(out.getvalue(), rec, error)


@pytest.fixture(scope="session")
def registry() -> Registry:
    return Registry.discover()


@pytest.fixture
def host(registry: Registry, tmp_path) -> Host:
    return Host(registry, FakeHost(tmp_path))
