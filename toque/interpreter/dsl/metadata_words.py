"""The words of metadata.rb, native methods of Chef::Cookbook::Metadata (the rest of the class,
from_hash/to_h/validate…, is chef_lib/cookbook_metadata.rb, which calls these).

toque's cookbook loader evaluates the metadata.rb of every cookbook on the path at each run
(hundreds for a large repository), so these words are Python: as Ruby they made a run's
start-up several times slower. Each does what Chef's does, with Chef's errors:
- the String words as `set_or_return(word, arg, kind_of: [String])` (ValidationFailed);
- `version` as Chef::Version.new (InvalidCookbookVersion), kept as a Chef::Version;
- `depends`/`supports`/`provides` keep the normal form of one constraint as
  Chef::VersionConstraint::Platform parses it (ObsoleteDependencySyntax for several,
  InvalidVersionConstraint for a bad one, InvalidPlatformVersion for a bad version in it);
- `chef_version`/`ohai_version` keep each line as written (the Ruby readers make Gem::
  Dependency objects of them) and the metadata.rb line it is on, for the loader's errors;
- `gem` keeps Bundler's arguments, `recipe` a description."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RObject, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

metadata = Builtins("Chef::Cookbook::Metadata")

STRING_WORDS = (
    "name",
    "maintainer",
    "maintainer_email",
    "license",
    "description",
    "long_description",
    "source_url",
    "issues_url",
)
_VERSION = re.compile(r"\A(\d+)\.(\d+)(?:\.(\d+))?\Z")
_PLATFORM_VERSION = re.compile(r"^(\d+)(?:\.(\d+))?(?:\.(\d+))?$")
_FREEBSD = re.compile(r"^(\d+).(\d+)-[a-z]+\d?(-p(\d+))?$", re.IGNORECASE)
_CONSTRAINT = re.compile(r"^(<=|>=|~>|<|>|=) *([0-9].*)$")
DEFAULT_CONSTRAINT = ">= 0.0.0"


def _string_word(word: str) -> Any:
    ivar = f"@{word}"

    def word_method(rt: Runtime, self: RObject, arg: Any = None) -> Any:
        if arg is None:
            return self.ivars.get(ivar)
        if not isinstance(arg, RString):
            raise rt.error(
                "Chef::Exceptions::ValidationFailed",
                f"Option {word} must be a kind of [String]!  You passed {rt.inspect(arg)}.",
            )
        self.ivars[ivar] = arg
        return arg

    return word_method


for _word in STRING_WORDS:
    metadata.method(_word)(_string_word(_word))


@metadata.method("version")
def version(rt: Runtime, self: RObject, arg: Any = None) -> RString:
    """Sets the version ("x.y.z" or "x.y", as Chef::Version parses it); answers it as a String."""
    if rt.truthy(arg):
        text = rt.to_s(arg)
        found = _VERSION.match(text)
        if found is None:
            raise rt.error(
                "Chef::Exceptions::InvalidCookbookVersion",
                f"'{text}' does not match 'x.y.z' or 'x.y'",
            )
        made = RObject(rt.const_get("Chef::Version"))
        made.ivars.update(
            {"@major": int(found[1]), "@minor": int(found[2]), "@patch": int(found[3] or 0)}
        )
        self.ivars["@version"] = made
    current = self.ivars.get("@version")
    if isinstance(current, RObject) and "@major" in current.ivars:
        parts = (current.ivars.get(f"@{p}") for p in ("major", "minor", "patch"))
        return RString(".".join(str(p) for p in parts))
    return RString(rt.to_s(current))  # a String from metadata.json (from_hash)


def _platform_version(rt: Runtime, text: str) -> None:
    """Chef::Version::Platform's parse: x, x.y, x.y.z, or FreeBSD's 10.3-RELEASE-p4."""
    if _PLATFORM_VERSION.match(text) is None and _FREEBSD.match(text) is None:
        raise rt.error(
            "Chef::Exceptions::InvalidPlatformVersion",
            f"'{text}' does not match 'x.y.z', 'x.y' or 'x'",
        )


def _normal_constraint(rt: Runtime, spec: Any) -> str:
    """Chef::VersionConstraint::Platform.new(spec).to_s, or the InvalidVersionConstraint it
    raises (raised as Chef's message, to be wrapped by the caller)."""
    if isinstance(spec, RArray):
        if len(spec) > 1:
            joined = ", ".join(rt.to_s(s) for s in spec)
            raise ValueError(
                f"only one version constraint operation is supported, but you gave "
                f"{len(spec)} ['{joined}']"
            )
        spec = spec[0] if spec else RString(DEFAULT_CONSTRAINT)
    if spec is None:
        spec = RString(DEFAULT_CONSTRAINT)
    if not isinstance(spec, RString):
        raise ValueError(
            f"VersionConstraint should be created from a String. You gave: {rt.inspect(spec)}"
        )
    text = spec.v
    if " " not in text and text[:1].isdigit():
        op, raw = "=", text
    else:
        found = _CONSTRAINT.match(text)
        if found is None:
            raise ValueError(f"'{text}'")
        op, raw = found[1], found[2]
    _platform_version(rt, raw)
    return f"{op} {raw}"


def _constraint(rt: Runtime, word: str, subject: Any, constraints: tuple[Any, ...]) -> RString:
    """One constraint (">= 0.0.0" when none is given) in its normal form, as Chef's
    new_args_format and validate_version_constraint check it."""
    if len(constraints) > 1:
        given = ", ".join(rt.inspect(c) for c in constraints)
        raise rt.error(
            "Chef::Exceptions::ObsoleteDependencySyntax",
            "The dependency specification syntax you are using is no longer valid. You may not\n"
            "specify more than one version constraint for a particular cookbook.\n"
            "Consult https://docs.chef.io/config_rb_metadata/ for the updated syntax.\n\n"
            f"Called by: {word} '{rt.to_s(subject)}', {given}\n",
        )
    spec = constraints[0] if constraints else RString(DEFAULT_CONSTRAINT)
    try:
        return RString(_normal_constraint(rt, spec))
    except ValueError:
        raise rt.error(
            "Chef::Exceptions::InvalidVersionConstraint",
            "The version constraint syntax you are using is not valid. If you recently\n"
            "upgraded from Chef Infra releases before 0.10, be aware that you no may\n"
            "longer use \"<<\" and \">>\" for 'less than' and 'greater than'; use '<' and\n"
            "'>' instead. Consult https://docs.chef.io/config_rb_metadata/ for more\n"
            f"information.\n\nCalled by: {word} '{rt.to_s(subject)}', '{rt.to_s(spec)}'\n",
        ) from None


def _keep(rt: Runtime, self: RObject, ivar: str, key: Any, value: Any) -> Any:
    """`@ivar[key] = value` (a Mash: a Symbol key is kept as a String)."""
    rt.send(self.ivars[ivar], "[]=", [key, value])
    return value


@metadata.method("supports")
def supports(rt: Runtime, self: RObject, platform: Any, *constraint: Any) -> Any:
    return _keep(
        rt, self, "@platforms", platform, _constraint(rt, "supports", platform, constraint)
    )


@metadata.method("depends")
def depends(rt: Runtime, self: RObject, cookbook: Any, *constraint: Any) -> Any:
    name = self.ivars.get("@name")
    if isinstance(cookbook, RString) and isinstance(name, RString) and cookbook.v == name.v:
        raise rt.error(
            "RuntimeError",
            f"Cookbook depends on itself in cookbook {name.v}, please remove the this "
            "unnecessary self-dependency",
        )
    value = _constraint(rt, "depends", cookbook, constraint)
    return _keep(rt, self, "@dependencies", cookbook, value)


@metadata.method("provides")
def provides(rt: Runtime, self: RObject, thing: Any, *constraint: Any) -> Any:
    return _keep(rt, self, "@providing", thing, _constraint(rt, "provides", thing, constraint))


def _version_line(word: str) -> Any:
    def version_line(rt: Runtime, self: RObject, *requirement: Any) -> Any:
        if not requirement:  # the reading form: Chef's Gem::Dependency objects
            return rt.send(self, f"{word}s", [])
        node = rt.callsite  # the metadata.rb line, for the loader's error
        lines = self.ivars.setdefault("@version_lines", RHash())
        at = rt.send(lines, "[]", [RString(word)])
        if at is None:
            at = RArray()
            rt.send(lines, "[]=", [RString(word), at])
        at.append(getattr(node, "line", None) if node is not None else None)
        kept = self.ivars[f"@{word}s"]
        kept.append(RArray(requirement))
        return kept

    return version_line


metadata.method("chef_version")(_version_line("chef_version"))
metadata.method("ohai_version")(_version_line("ohai_version"))


@metadata.method("gem")
def gem(rt: Runtime, self: RObject, *args: Any) -> Any:
    """Bundler's arguments for a gem Chef installs before the run, kept as given."""
    gems = self.ivars["@gems"]
    if args:
        gems.append(RArray(args))
    return gems


@metadata.method("recipe")
def recipe(rt: Runtime, self: RObject, name: Any, description: Any) -> Any:
    return _keep(rt, self, "@recipes", name, description)


def install(rt: Runtime) -> None:
    metadata.install(rt)
