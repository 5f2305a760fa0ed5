"""The `reboot` resource: a reboot requested for the end of a successful run, one now (the run
stops at once), or a request cancelled. toque records it on the run and never reboots: the run
ends with Chef's "reboot scheduled" exit code (35) and the request, for the caller to act on."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.errors import EndRunEarly


@provides("reboot")
class Reboot(Resource):
    """A reboot request.  + delay_mins: minutes before the reboot"""

    reason = Property(str, default="Reboot by Chef Infra Client")
    delay_mins = Property(int, default=0)
    actions, default_action = ("request_reboot", "reboot_now", "cancel"), "nothing"


@provides("reboot")
class RebootProvider(Provider):
    def _request(self) -> None:
        # Chef's run_context.request_reboot: the last request wins
        self.runner.result.reboot = {"delay_mins": self.new.delay_mins,
                                     "reason": self.new.reason,
                                     "timestamp": _now(), "requested_by": self.resource.name}  # fmt: skip

    def action_request_reboot(self) -> Iterator[Change]:
        def request() -> None:
            self.log("warn", f"Reboot requested:'{self.resource.name}'")
            self._request()

        yield Change("request a system reboot to occur if the run succeeds", apply=request)

    def action_reboot_now(self) -> Iterator[Change]:
        def now() -> None:
            self.log("warn", f"Rebooting system immediately, requested by '{self.resource.name}'")
            self._request()
            raise EndRunEarly(str(self.resource))

        yield Change("rebooting the system immediately", apply=now)

    def action_cancel(self) -> Iterator[Change]:
        def cancel() -> None:
            self.log("warn", f"Reboot canceled: '{self.resource.name}'")
            self.runner.result.reboot = None

        yield Change("cancel any existing end-of-run reboot request", apply=cancel)


def _now() -> str:
    import datetime

    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
