"""The `cron` resource: an entry in a user's crontab, marked by a "# Chef Name: NAME" line, read
with `crontab -l -u USER` and written with `crontab -u USER -`, as Chef's cron provider does."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from toque.lazy_re import lazy_compile
from toque.runtime import Change, Property, Provider, Resource, Sym, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core import _cron_spec as spec
from toque.stdlib_cookbooks.core._host import run

INT_OR_STR = (int, str)


@provides("cron")
class Cron(Resource):
    """A crontab entry.  + time: a shortcut (:daily, :reboot…) instead of the five fields"""

    minute = Property(INT_OR_STR, default="*", callbacks={
        "should be a valid minute spec": lambda s: spec.numeric(s, 0, 59)})  # fmt: skip
    hour = Property(INT_OR_STR, default="*", callbacks={
        "should be a valid hour spec": lambda s: spec.numeric(s, 0, 23)})  # fmt: skip
    day = Property(INT_OR_STR, default="*", callbacks={
        "should be a valid day spec": lambda s: spec.numeric(s, 1, 31)})  # fmt: skip
    month = Property(INT_OR_STR, default="*", callbacks={
        "should be a valid month spec": spec.month})  # fmt: skip
    weekday = Property((int, str, Sym), default="*", coerce=spec.weekday_number, callbacks={
        "should be a valid weekday spec": spec.weekday})  # fmt: skip
    shell = Property(str)
    path = Property(str)
    home = Property(str)
    mailto = Property(str)
    command = Property(str, identity=True, required=("create",))
    user = Property(str, default="root")
    environment = Property(dict, default={})
    time_out = Property(dict, default={}, coerce=spec.time_out)
    time = Property(Sym, equal_to=spec.SPECIAL_TIMES)
    actions = ("create", "delete")
    default_action = "create"


CRON_PATTERN = lazy_compile(
    r"\A([-0-9*,/]+)\s([-0-9*,/]+)\s([-0-9*,/]+)\s([-0-9*,/]+|[a-zA-Z]{3})\s"
    r"([-0-9*,/]+|[a-zA-Z]{3})\s(.*)"
)
SPECIAL_PATTERN = lazy_compile(rf"\A(@({'|'.join(spec.SPECIAL_TIMES)}))\s(.*)")
ENV_PATTERN = lazy_compile(r"\A(\S+)=(\S*)")
ENV_PROPERTIES = ("MAILTO", "PATH", "SHELL", "HOME")
COMPARED = ("minute", "hour", "day", "month", "weekday", "time", "command", "mailto", "path",
            "shell", "home", "environment")  # fmt: skip


def _lines(text: str | None) -> list[tuple[str, str]]:
    """Each line with its ending, and chomped, as Ruby's each_line and chomp give them."""
    found = re.findall(r"[^\n]*\n|[^\n]+\Z", text or "")
    return [(line, line.removesuffix("\n").removesuffix("\r")) for line in found]


def _kind(line: str) -> str:
    """What a crontab line is, in the order Chef's provider tests it."""
    if ENV_PATTERN.match(line):
        return "env"
    if SPECIAL_PATTERN.match(line) or CRON_PATTERN.match(line):
        return "job"
    return "other"


@provides("cron")
class CronProvider(Provider):
    def load_current(self) -> None:
        self.marker = f"# Chef Name: {self.resource.name}"
        self.cur: dict[str, Any] = {"minute": "*", "hour": "*", "day": "*", "month": "*",
                                    "weekday": "*", "environment": {}}  # fmt: skip
        self.exists = False
        self.crontab = self.read_crontab()
        found = False
        for _, line in _lines(self.crontab):
            if line == self.marker:
                found = self.exists = True
            elif m := ENV_PATTERN.match(line):
                if found:
                    self._current_env(m.group(1), m.group(2))
            elif m := SPECIAL_PATTERN.match(line):
                if found:
                    self.cur.update(time=Sym(m.group(2)), command=m.group(3))
                found = False
            elif m := CRON_PATTERN.match(line):
                if found:
                    fields = ("minute", "hour", "day", "month", "weekday", "command")
                    self.cur.update(zip(fields, m.groups(), strict=True))
                found = False
            else:
                found = False  # a Chef Name comment with no job line after it

    def _current_env(self, name: str, value: str) -> None:
        if name in ENV_PROPERTIES:
            self.cur[name.lower()] = re.sub(r'^"|"$', "", value)
        else:
            self.cur["environment"] = {**self.cur["environment"], name: value}

    def different(self) -> bool:
        """Chef's cron_different?: same-class values compare as they are, others as strings."""
        for name in COMPARED:
            want, have = self.new.get(name), self.cur.get(name)
            if type(want) is type(have):
                if want != have:
                    return True
            elif _to_s(want) != _to_s(have):
                return True
        return False

    # -- actions ---------------------------------------------------------------------------------
    def action_create(self) -> Iterator[Change]:
        entry = self.entry()  # first: it moves MAILTO & co. from `environment` to properties
        if self.exists:
            if self.cur.get("command") is not None and not self.different():
                return self.up_to_date(f"{self.resource} is in the crontab")
            text = self._replaced(entry)
            return iter([Change(f"update crontab entry for {self.resource}",
                                apply=lambda: self.write_crontab(text))])  # fmt: skip
        text = (self.crontab or "") + entry
        return iter([Change(f"add crontab entry for {self.resource}",
                            apply=lambda: self.write_crontab(text))])  # fmt: skip

    def action_delete(self) -> Iterator[Change]:
        if not self.exists:
            return self.up_to_date(f"{self.resource} is not in the crontab")
        kept, found = [], False
        for line, bare in _lines(self.crontab):
            kind = _kind(bare)
            if bare == self.marker:
                found = True
                continue
            if kind == "env" and found:
                continue
            if kind == "job" and found:
                found = False
                continue
            if kind == "other":
                found = False
            kept.append(line)
        text = "".join(kept)
        # Chef's wording: "found" is already false again once the job line went, so a normal
        # delete reads "save unmodified crontab"
        what = f"remove {self.resource.name} from crontab" if found else "save unmodified crontab"
        return iter([Change(what, apply=lambda: self.write_crontab(text))])

    def _replaced(self, entry: str) -> str:
        """The crontab with this entry's lines (marker, variables, job) swapped for `entry`."""
        out, found = [], False
        for line, bare in _lines(self.crontab):
            kind = _kind(bare)
            if bare == self.marker:
                found = True
                continue
            if kind == "env":
                if not found:
                    out.append(line)
                continue
            if found:
                out.append(entry)
                found = False
                if kind == "job":
                    continue
            out.append(line)
        if found:
            out.append(entry)
        return "".join(out)

    # -- the entry Chef writes -------------------------------------------------------------------
    def entry(self) -> str:
        lines = [self.marker]
        self._env_lines()  # Chef builds it twice: the first pass moves MAILTO & co. to properties
        env = self._env_lines()
        if env:
            lines.append(env)
        lines.append(self._schedule() + self._time_out() + f" {self.new.command}\n")
        return "\n".join(lines)

    def _env_lines(self) -> str:
        new, lines = self.new, []
        for name in ("mailto", "path", "shell", "home"):
            if new.get(name) is not None:
                lines.append(f'{name.upper()}="{new.get(name)}"')
        environment = dict(new.environment)
        for name, value in list(environment.items()):
            key = str(name)
            if key not in ENV_PROPERTIES:
                lines.append(f"{key}={_to_s(value)}")
                continue
            if self.resource.is_set(key.lower()):
                raise ProviderError(
                    f"{self.resource.name}: the '{key}' property is set and environment property "
                    f"also contains the '{key}' variable. Remove the variable from the "
                    "environment property.",
                    self.resource.span,
                    kind="Chef::Exceptions::Cron",
                )
            self.log("warn", f"{self.resource.name}: the environment property contains the "
                             f"'{key}' variable, which should be set separately as a property.")  # fmt: skip
            setattr(new, key.lower(), re.sub(r'^"|"$', "", _to_s(value)))
            del environment[name]
            lines.append(f'{key}="{_to_s(value)}"')
        new.environment = environment
        return "\n".join(lines)

    def _schedule(self) -> str:
        new = self.new
        if new.time:
            return f"@{new.time}"
        return f"{new.minute} {new.hour} {new.day} {new.month} {new.weekday}"

    def _time_out(self) -> str:
        t = self.new.time_out or {}
        if not t:
            return ""
        words = [" timeout"]
        if _to_s(t.get("preserve-status")).lower() == "true":
            words.append(" --preserve-status")
        if _to_s(t.get("foreground")).lower() == "true":
            words.append(" --foreground")
        if t.get("kill-after"):
            words.append(f" --kill-after {t['kill-after']}")
        if t.get("signal"):
            words.append(f" --signal {t['signal']}")
        words.append(f" {_to_s(t.get('duration'))};")
        return "".join(words)

    # -- the crontab -----------------------------------------------------------------------------
    def read_crontab(self) -> str | None:
        result = run(self, ["crontab", "-l", "-u", self.new.user], check=False)
        if result.exit_code == 1:
            return None
        if result.exit_code != 0:
            self._cron_error("determining", ["crontab", "-l", "-u", self.new.user], result)
        return result.stdout

    def write_crontab(self, text: str) -> None:
        argv = ["crontab", "-u", self.new.user, "-"]
        result = self.backend.run(argv, input=text)
        if result.exit_code != 0:
            self._cron_error("updating", argv, result)

    def _cron_error(self, doing: str, argv: list[str], result: Any) -> None:
        shown = " ".join(argv)
        raise ProviderError(
            f"Error {doing} state of {self.resource.name}, error: Expected process to exit with "
            f"[0], but received '{result.exit_code}'\n---- Begin output of {shown} ----\n"
            f"STDOUT: {result.stdout.rstrip()}\nSTDERR: {result.stderr.rstrip()}\n"
            f"---- End output of {shown} ----\nRan {shown} returned {result.exit_code}",
            self.resource.span,
            kind="Chef::Exceptions::Cron",
        )


def _to_s(value: Any) -> str:
    if value is None:
        return ""
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)
