"""The `cron_access` resource (`cron_manage`): a user in cron.allow or cron.deny. As in Chef,
each one adds its user to one root-level template[<dir>/cron.allow] (or cron.deny) that is
written once, by a delayed :create at the end of the run, with every user sorted."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.notifications import Notification
from toque.stdlib_cookbooks.core._host import fact

TEMPLATE = str(Path(__file__).parent / "templates" / "cron_access.erb")
CRON_PATHS = {"aix": "/var/adm/cron", "solaris2": "/etc/cron.d"}  # else /etc


@provides("cron_access", "cron_manage")
class CronAccess(Resource):
    """A user allowed (cron.allow) or denied (cron.deny) the use of cron."""

    user = Property(str, name_property=True)
    # toque: the folder of cron.allow/cron.deny (Chef picks it by platform); tests move it
    cron_dir = Property(str, desired_state=False)
    actions, default_action = ("allow", "deny"), "allow"


@provides("cron_access", "cron_manage")
class CronAccessProvider(Provider):
    def action_allow(self) -> Iterator[Change]:
        return self._list("cron.allow")

    def action_deny(self) -> Iterator[Change]:
        return self._list("cron.deny")

    def _list(self, file_name: str) -> Iterator[Change]:
        folder = self.new.cron_dir or CRON_PATHS.get(fact(self.ctx, "platform_family"), "/etc")
        template = self._template(os.path.join(folder, file_name))
        variables = template.get("variables")
        variables.setdefault("users", []).append(self.new.user)
        return self.up_to_date(f"{self.new.user} will be listed in {template.name}")

    def _template(self, path: str) -> Any:
        """Chef's `edit_resource(:template, path)` in the root run context: found or added
        right after the resource now converging, set to write at the end of the run."""
        root = self.ctx.root
        template = root.collection.lookup(f"template[{path}]")
        if template is None:
            r = self.resource
            template = self.ctx.registry.build("template", path, span=r.span,
                                               cookbook=r.cookbook_name, recipe=r.recipe)  # fmt: skip
            items = root.collection.live
            at = next((i + 1 for i, x in enumerate(items) if x is self.resource), len(items))
            root.collection.insert(at, template)
        for name, value in (("source", TEMPLATE), ("local", True), ("mode", "0600")):
            template.set(name, value)
        if not isinstance(template.get("variables"), dict):
            template.set("variables", {})
        template.set_action("nothing")
        delayed = Notification(template, "create", template, "delayed", self.resource.span)
        delayed.resolved = template
        root.delayed.add(delayed)
        return template
