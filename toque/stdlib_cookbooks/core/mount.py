"""The `mount` resource: a file system mounted (mount/umount/remount) and listed in /etc/fstab
(enable/disable), by device path, LABEL= or UUID=, as Chef's Linux mount provider does it.
Mounted or not is read from /proc/mounts, enabled or not from /etc/fstab."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, Sym, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import run

FSTAB = "/etc/fstab"
PROC_MOUNTS = "/proc/mounts"
# file systems with no device node behind them (Chef's device_should_exist?)
NO_DEVICE_FS = ("cgroup", "tmpfs", "fuse", "vboxsf", "zfs", "efivarfs")


def _mount_point(path: str) -> str:
    # a trailing slash would make every run see a different mount point than /proc/mounts
    return path if path == "/" or path.endswith(":/") else path.rstrip("/") or "/"


def _options(value: Any) -> list[str] | None:
    if value is None:
        return None
    items = value.split(",") if isinstance(value, str) else value
    return [str(item).strip() for item in items]


def _supports(value: Any) -> dict[str, bool]:
    if isinstance(value, (list, tuple)):
        return {str(item): True for item in value}
    return {str(k): v for k, v in value.items()}


@provides("mount")
class Mount(Resource):
    """A mounted file system and its fstab line.  + device_type: :device, :label or :uuid"""

    mount_point = Property(str, name_property=True, coerce=_mount_point)
    device = Property((str, None), identity=True)
    device_type = Property((str, Sym), default=Sym("device"), coerce=lambda v: Sym(str(v)),
                           equal_to=(Sym("device"), Sym("label"), Sym("uuid")))  # fmt: skip
    fsck_device = Property(str, default="-")
    fstype = Property((str, None), default="auto")
    options = Property((list, str, None), default=("defaults",), coerce=_options)
    dump = Property((int, False), default=0)
    vars()["pass"] = Property((int, False), default=2)  # `pass` is a Python keyword
    enabled = Property(bool, default=False)
    mounted = Property(bool, default=False)
    supports = Property((list, dict), default={"remount": False}, coerce=_supports)
    password = Property((str, None), sensitive=True)
    username = Property((str, None))
    domain = Property((str, None))
    actions = ("mount", "umount", "remount", "enable", "disable")
    action_aliases = {"unmount": "umount"}
    default_action = "mount"


@provides("mount")
class MountProvider(Provider):
    def load_current(self) -> None:
        new = self.new
        if not new.device:
            raise ProviderError(f"{self.resource}: device is a required property",
                                kind="Chef::Exceptions::ValidationFailed")  # fmt: skip
        self.options = list(new.options) if new.options is not None else None
        self.real = None  # the device findfs resolves a label or uuid to
        self.current_device = new.device
        self.is_mounted = self._mounted()
        self.fstab: dict[str, Any] | None = self._fstab_entry()
        if self.fstab is not None:
            self.current_device = self.fstab["device"]

    # -- what is there ---------------------------------------------------------------------------
    def device_fstab(self) -> str:
        device = _mount_point(self.new.device)
        prefix = {"label": "LABEL=", "uuid": "UUID="}.get(str(self.new.device_type), "")
        return prefix + device

    def device_real(self) -> str:
        if self.new.device_type == "device":
            device = self.new.device
        else:
            if self.real is None:
                found = run(self, ["findfs", self.device_fstab()], check=False)
                self.real = found.stdout.splitlines()[0] if found.stdout.strip() else ""
            device = self.real
        return _mount_point(device) if device else device

    def network_device(self) -> bool:
        return ":" in self.new.device or "//" in self.new.device

    def device_pattern(self) -> str:
        real = self.device_real()
        if self.network_device():
            return re.escape(real) + "/?"
        if real and os.path.islink(real):
            target = os.path.normpath(os.path.join(os.path.dirname(real), os.readlink(real)))
            return f"(?:{re.escape(real)}|{re.escape(target)})"
        return re.escape(real)

    def fstab_pattern(self) -> str:
        if self.new.device_type == "device":
            return self.device_pattern()
        return f"(?:{re.escape(self.device_fstab())}|{self.device_pattern()})"

    def _mounted(self) -> bool:
        """The last mount on the mount point decides (a later mount hides an earlier one)."""
        point = self.new.mount_point
        real_point = os.path.realpath(point) if os.path.exists(point) else point
        pattern = re.compile(rf"^{self.device_pattern()}$")
        mounted = False
        for line in self.backend.read_bytes(PROC_MOUNTS).decode().splitlines():
            fields = [_unescape(f) for f in line.split()]
            if len(fields) >= 2 and fields[1] == real_point:
                mounted = bool(pattern.match(fields[0]))
        return mounted

    def _fstab_entry(self) -> dict[str, Any] | None:
        if self.backend.stat(FSTAB) is None:
            self.log("debug", f"{FSTAB} not found, treating mount as not-enabled")
            return None
        line_re = re.compile(rf"^({self.fstab_pattern()})\s+{re.escape(self.new.mount_point)}"
                             r"\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)")  # fmt: skip
        found = None
        for line in self.backend.read_bytes(FSTAB).decode().splitlines():
            if line[:1] in ("#", " ", "\t") or not line:
                continue
            m = line_re.match(line)
            if m:
                found = {"device": m[1], "fstype": m[2], "options": _options(m[3]),
                         "dump": int(m[4]) if m[4].isdigit() else 0,
                         "pass": int(m[5]) if m[5].isdigit() else 0}  # fmt: skip
        return found

    def _fstab_unchanged(self) -> bool:
        cur, new = self.fstab, self.new
        return (cur is not None and cur["fstype"] == new.fstype and cur["options"] == self.options
                and cur["dump"] == _int(new.dump) and cur["pass"] == _int(new.get("pass"))
                and cur["device"] == self.device_fstab())  # fmt: skip

    # -- actions ---------------------------------------------------------------------------------
    def action_mount(self) -> Iterator[Change]:
        if self.is_mounted:
            return self.up_to_date(f"{self.resource} is already mounted")
        return iter([Change(f"mount {self.current_device} to {self.new.mount_point}",
                            apply=self.mount_fs)])  # fmt: skip

    def action_umount(self) -> Iterator[Change]:
        if not self.is_mounted:
            return self.up_to_date(f"{self.resource} is already unmounted")
        return iter([Change(f"unmount {self.current_device}", apply=self.umount_fs)])

    def action_remount(self) -> Iterator[Change]:
        if not self.is_mounted:
            return self.up_to_date(f"{self.resource} not mounted, nothing to remount")
        device = self.current_device
        if self.new.supports.get("remount"):
            return iter([Change(f"remount {device}", apply=self.remount_fs)])
        return iter([Change(f"unmount {device}", apply=self.umount_fs),
                     Change(f"mount {device}", apply=self._mount_after_umount)])  # fmt: skip

    def action_enable(self) -> Iterator[Change]:
        if self._fstab_unchanged():
            return self.up_to_date(f"{self.resource} already enabled")
        return iter([Change(f"enable {self.current_device}", apply=self.enable_fs)])

    def action_disable(self) -> Iterator[Change]:
        if self.fstab is None:
            return self.up_to_date(f"{self.resource} already disabled")
        return iter([Change(f"disable {self.current_device}", apply=self.disable_fs)])

    # -- doing it --------------------------------------------------------------------------------
    def mountable(self) -> None:
        new = self.new
        if self._device_should_exist() and not os.path.exists(self.device_real()):
            raise ProviderError(
                f"Device {new.device} does not exist", kind="Chef::Exceptions::Mount"
            )
        if new.mount_point != "none" and not os.path.exists(new.mount_point):
            raise ProviderError(f"Mount point {new.mount_point} does not exist",
                                kind="Chef::Exceptions::Mount")  # fmt: skip

    def _device_should_exist(self) -> bool:
        new = self.new
        return new.device != "none" and not self.network_device() and new.fstype not in NO_DEVICE_FS

    def mount_fs(self) -> None:
        self.mountable()
        new = self.new
        command = ["mount", "-t", new.fstype or "auto"]
        if self.options:
            command += ["-o", ",".join(self.options)]
        kind = str(new.device_type)
        command += {"label": ["-L", new.device], "uuid": ["-U", new.device]}.get(
            kind, [self.device_real()]
        )
        run(self, [*command, new.mount_point])

    def umount_fs(self) -> None:
        run(self, ["umount", self.new.mount_point])

    def remount_fs(self) -> None:
        run(self, ["mount", "-o", "remount," + ",".join(self.options or []), self.new.mount_point])

    def _mount_after_umount(self) -> None:
        for _ in range(20):  # Chef's unmount_retries, 0.1 s apart
            if not self._mounted():
                break
            self.ctx.sleep(0.1)
        else:
            raise ProviderError("Retries exceeded waiting for filesystem to unmount",
                                kind="Chef::Exceptions::Mount")  # fmt: skip
        self.mount_fs()

    def fstab_line(self) -> str:
        new = self.new
        options = "defaults" if self.options is None else ",".join(self.options)
        return (f"{self.device_fstab()} {new.mount_point} {new.fstype} {options} "
                f"{_ruby_s(new.dump)} {_ruby_s(new.get('pass'))}")  # fmt: skip

    def enable_fs(self) -> None:
        if self.fstab is not None:
            self._edit_fstab(replace_with=self.fstab_line())
            return
        text = self.backend.read_bytes(FSTAB).decode() if self.backend.stat(FSTAB) else ""
        if text and not text.endswith("\n"):
            text += "\n"
        self._write_fstab(text + self.fstab_line() + "\n")

    def disable_fs(self) -> None:
        self._edit_fstab(replace_with=None)

    def _edit_fstab(self, replace_with: str | None) -> None:
        """The last fstab line for this device and mount point replaced (or removed)."""
        lines = self.backend.read_bytes(FSTAB).decode().splitlines()
        pattern = re.compile(rf"^{self.fstab_pattern()}\s+{re.escape(self.new.mount_point)}\s")
        for i in range(len(lines) - 1, -1, -1):
            if pattern.match(lines[i]):
                lines[i : i + 1] = [] if replace_with is None else [replace_with]
                break
        self._write_fstab("".join(line + "\n" for line in lines))

    def _write_fstab(self, text: str) -> None:
        found = self.backend.stat(FSTAB)
        mode = found.mode & 0o7777 if found is not None else 0o644
        self.backend.write_atomic(FSTAB, text.encode(), mode)


def _unescape(field: str) -> str:
    """/proc/mounts writes a space in a path as \\040 (and tab, newline, backslash likewise)."""
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m[1], 8)), field)


def _int(value: Any) -> int:
    return 0 if value is False or value is None else int(value)


def _ruby_s(value: Any) -> str:
    return "false" if value is False else str(value)
