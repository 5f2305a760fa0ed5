"""The `ohai` resource: collect the host's facts again and replace the node's automatic attributes."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, provides


@provides("ohai")
class Ohai(Resource):
    """Re-run ohai.  + plugin: reload only the attributes of this plugin (a top-level fact key)"""

    plugin = Property((str, None))
    actions, default_action = ("reload",), "reload"


@provides("ohai")
class OhaiProvider(Provider):
    def action_reload(self) -> Iterator[Change]:
        return iter(
            [Change("re-run ohai and merge results into node attributes", apply=self.reload)]
        )

    def reload(self) -> None:
        from toque.repo import facts

        node, fresh = self.ctx.node, facts.collect()
        if node is None:
            return
        plugin = self.new.plugin
        if plugin and plugin in fresh:  # one plugin: only its attributes change
            node.automatic[plugin] = fresh[plugin]  # (other lazy facts stay unread)
            return
        node.replace_level("automatic", fresh)
