"""The `log` resource: a message at a level; never counts as updated (Chef 16+)."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Property, Provider, Resource, Sym, provides

LEVELS = tuple(Sym(x) for x in ("debug", "info", "warn", "error", "fatal"))


@provides("log")
class Log(Resource):
    """A log message.  + level: :debug … :fatal"""

    message = Property(str, name_property=True, identity=True)
    level = Property((Sym, str), default="info", coerce=str, equal_to=LEVELS)
    actions, default_action = ("write",), "write"
    reports_up_to_date = False  # the doc formatter prints no "(up to date)" for it


@provides("log")
class LogProvider(Provider):
    def action_write(self) -> Iterator[Change]:
        self.log(self.new.level, self.new.message)
        return self.up_to_date("log resources are not counted as updated")
