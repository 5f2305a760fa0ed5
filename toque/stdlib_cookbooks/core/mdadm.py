"""The `mdadm` resource: a Linux software RAID device created, assembled or stopped with
mdadm, which `mdadm --detail --test` finds or not (exit 4: no such device)."""

from __future__ import annotations

import shlex
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.stdlib_cookbooks.core._host import run

NOT_FOUND = 4


@provides("mdadm")
class Mdadm(Resource):
    """A software RAID device.  + devices: its members; level, chunk, metadata, bitmap, layout"""

    raid_device = Property(str, name_property=True)
    chunk = Property(int, default=16)
    devices = Property(list, default=[])
    exists = Property(bool, default=False)  # Chef keeps the probe's answer here
    level = Property(int, default=1)
    metadata = Property(str, default="0.90")
    bitmap = Property((str, None))
    layout = Property((str, None))
    actions, default_action = ("create", "assemble", "stop"), "create"


@provides("mdadm")
class MdadmProvider(Provider):
    def load_current(self) -> None:
        device = self.new.raid_device
        self.log("debug", f"{self.resource} checking for software raid device {device}")
        found = run(self, ["mdadm", "--detail", "--test", device], check=False)
        if found.exit_code not in (0, NOT_FOUND):
            run(self, ["mdadm", "--detail", "--test", device])  # fails with Chef's message
        self.current = found.exit_code == 0

    def action_create(self) -> Iterator[Change]:
        new = self.new
        if self.current:
            return self.up_to_date(f"raid device {new.raid_device} already exists")
        argv = ["mdadm", "--create", new.raid_device, "--level", str(new.level)]
        if new.level != 1:  # a mirror has no chunk size
            argv.append(f"--chunk={new.chunk}")
        argv.append(f"--metadata={new.metadata}")
        argv += [f"--bitmap={new.bitmap}"] if new.bitmap else []
        argv += [f"--layout={new.layout}"] if new.layout else []
        argv += ["--raid-devices", str(len(new.devices)), *map(str, new.devices)]
        return self._act("create", "created", argv)

    def action_assemble(self) -> Iterator[Change]:
        if self.current:
            return self.up_to_date(f"raid device {self.new.raid_device} already exists")
        argv = ["mdadm", "--assemble", self.new.raid_device, *map(str, self.new.devices)]
        return self._act("assemble", "assembled", argv)

    def action_stop(self) -> Iterator[Change]:
        if not self.current:
            return self.up_to_date(f"raid device {self.new.raid_device} doesn't exist")
        return self._act("stop", "stopped", ["mdadm", "--stop", self.new.raid_device])

    def _act(self, verb: str, done: str, argv: list[str]) -> Iterator[Change]:
        device = self.new.raid_device

        def apply() -> None:
            # `yes |`: mdadm asks to confirm (an existing filesystem, metadata 0.90 at boot)
            command = f"yes | {shlex.join(argv)}"
            self.log("debug", f"{self.resource} mdadm command: {command}")
            run(self, command)
            self.log("info", f"{self.resource} {done} raid device ({device})")

        return iter([Change(f"{verb} RAID device {device}", apply=apply)])
