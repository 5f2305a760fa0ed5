"""`require 'chef/…'`: Chef's own files, as cookbook libraries require them.

Chef has loaded its library before any cookbook runs, so such a require only has to
succeed when toque defines what the file defines, and fail with Ruby's LoadError when it
does not (a file of Chef's that toque lacks, or no file of Chef's at all). A file's
constant follows Chef's naming (`chef/mixin/shell_out` → `Chef::Mixin::ShellOut`,
`chef/dsl/platform_introspection` → `Chef::DSL::PlatformIntrospection`); the files whose
constant is named otherwise are listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# feature -> the constant it defines, where its name is not the file's
NAMED = {
    "chef": "Chef",
    "chef/version": "Chef::VERSION",
    "chef/version_class": "Chef::Version",
    "chef/mash": "Mash",
    "chef-utils/mash": "ChefUtils::Mash",
    "chef-utils": "ChefUtils",
    "chef-config/config": "ChefConfig::Config",
    "chef-config/exceptions": "ChefConfig",
    "chef/node/immutable_collections": "Chef::Node::ImmutableMash",
    "chef/node/attribute_collections": "Chef::Node::VividMash",
    "chef/util/editor": "Chef::Util::Editor",
    "chef/dsl/recipe": "Chef::DSL::Recipe",
    "chef/mixin/params_validate": "Chef::Mixin::ParamsValidate",
    "mixlib/shellout": "Mixlib::ShellOut",
}
# words Chef spells in capitals in its constant names
ACRONYMS = {"json": "JSON", "dsl": "DSL", "lwrp": "LWRP", "api": "API", "xml": "XML",
            "http": "HTTP"}  # fmt: skip
PREFIXES = ("chef/", "chef-utils/dsl/")


def constant_of(feature: str) -> str | None:
    """The constant path Chef's file `feature` defines, or None if it is no file of Chef's."""
    named = NAMED.get(feature)
    if named is not None:
        return named
    if feature.startswith("chef-utils/dsl/"):
        return "ChefUtils"  # toque's ChefUtils holds the helpers of all its DSL files
    if not feature.startswith("chef/"):
        return None
    parts = feature.split("/")
    return "::".join(_camel(p) for p in parts)


def _camel(word: str) -> str:
    return "".join(ACRONYMS.get(w, w.capitalize()) for w in word.split("_"))


def provides(rt: Runtime, feature: str) -> bool:
    """Whether toque defines what `require feature` would load."""
    path = constant_of(feature.removesuffix(".rb"))
    if path is None:
        return False
    scope: Any = rt.Object
    for name in path.split("::"):
        consts = getattr(scope, "consts", None)
        if consts is None or name not in consts:
            return False
        scope = consts[name]
    return True


def install(rt: Runtime) -> None:
    rt.provides_feature = lambda feature: provides(rt, feature)
