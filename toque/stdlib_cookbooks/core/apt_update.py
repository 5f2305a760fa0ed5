"""The `apt_update` resource: refresh apt's package lists, periodically (by a stamp file) or now."""

from __future__ import annotations

import time
from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.stdlib_cookbooks.core._host import fact, run

STAMP_DIR = "/var/lib/apt/periodic"
STAMP = f"{STAMP_DIR}/update-success-stamp"
APT_CONF_DIR = "/etc/apt/apt.conf.d"
# apt touches the stamp after each successful update, whoever runs it (Chef writes the same file)
HOOK = (
    'APT::Update::Post-Invoke-Success {"touch /var/lib/apt/periodic/update-success-stamp '
    '2>/dev/null || true";};\n'
)


@provides("apt_update")
class AptUpdate(Resource):
    """apt-get update.  + frequency: seconds between updates under :periodic"""

    frequency = Property(int, default=86_400)
    actions, default_action = ("periodic", "update"), "periodic"
    name_optional = True  # a bare `apt_update` is the common spelling


@provides("apt_update")
class AptUpdateProvider(Provider):
    def action_periodic(self) -> Iterator[Change]:
        if fact(self.ctx, "platform_family") != "debian":
            return self.up_to_date("apt_update does nothing on a non-Debian platform")
        stamp = self.backend.stat(STAMP)
        if stamp is not None and stamp.mtime > time.time() - self.new.frequency:
            return self.up_to_date(f"{STAMP} is younger than {self.new.frequency} seconds")
        return iter([Change("update new lists of packages", apply=self.update)])

    def action_update(self) -> Iterator[Change]:
        if fact(self.ctx, "platform_family") != "debian":
            return self.up_to_date("apt_update does nothing on a non-Debian platform")
        return iter([Change("force update new lists of packages", apply=self.update)])

    def update(self) -> None:
        for folder in (STAMP_DIR, APT_CONF_DIR):
            if self.backend.stat(folder) is None:
                self.backend.mkdir(folder, parents=True)
        hook = f"{APT_CONF_DIR}/15update-stamp"
        if self.backend.stat(hook) is None:
            self.backend.write_atomic(hook, HOOK.encode(), mode=0o644)
        with self.busy("updating the package lists") as progress:  # a slow mirror: minutes
            run(self, ["apt-get", "-q", "update"], on_output=progress)
        if self.backend.stat(STAMP) is None:  # apt's hook writes it on hosts with the hook active
            self.backend.write_atomic(STAMP, b"", mode=0o644)
        else:
            self.backend.touch(STAMP)
