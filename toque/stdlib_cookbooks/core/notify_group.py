"""`notify_group`: does nothing itself; running it marks it updated so its notifications fire."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Provider, Resource, provides


@provides("notify_group")
class NotifyGroup(Resource):
    """A bundle of notifications.  (default action :nothing)"""

    actions, default_action = ("run",), "nothing"


@provides("notify_group")
class NotifyGroupProvider(Provider):
    def action_run(self) -> Iterator[Change]:
        yield Change("", quiet=True)
