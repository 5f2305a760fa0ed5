"""The parts of Chef's library that are plain Ruby, each a file here, set up once per run
after the Chef namespace exists (`chef_api.install`): Chef::Version and VersionConstraint,
Digester, the DeepMerge, ConvertToClassName, ParamsValidate and Securable mixins,
Util::FileEdit, Util::Selinux, Chef::Platform, Chef::RunList, and the other mixins and DSL
modules cookbooks include.

Most recipes use none of the first ones, and compiling a file costs start-up: those are
autoloaded (`LazyConsts`), each file evaluated when a constant it defines is first named.
`mixins.rb` reopens Chef's DSL modules and Recipe, so it runs at once."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# evaluated at every start: mixins.rb reopens Chef's DSL modules; path_helper.rb defines
# top-level names too (ChefConfig, Mixlib::Log), which a lazy table under Chef cannot hold
EAGER = ("mixins.rb", "path_helper.rb")
# file -> the constants it defines, as paths under Chef: each is autoloaded from its file
LAZY = {
    "version.rb": (
        "Version",
        "VersionConstraint",
        "Exceptions::InvalidCookbookVersion",
        "Exceptions::InvalidVersionConstraint",
    ),
    "digester.rb": ("Digester",),
    "deep_merge.rb": ("Mixin::DeepMerge",),
    "convert_to_class_name.rb": ("Mixin::ConvertToClassName",),
    "params_validate.rb": (
        "Mixin::ParamsValidate",
        "Exceptions::CannotValidateStaticallyError",
    ),
    "securable.rb": ("Mixin::Securable",),
    "file_edit.rb": ("Util::FileEdit",),
    "selinux.rb": ("Util::Selinux",),
    "platform.rb": ("Platform",),
    "run_list.rb": ("RunList",),
    "cookbook_version.rb": ("CookbookVersion", "CookbookCollection"),
    "cookbook_metadata.rb": ("Cookbook",),
    "encrypted_data_bag_item.rb": ("EncryptedDataBagItem", "DataBag"),
    "http.rb": ("HTTP",),
    "attribute_filters.rb": ("AttributeAllowlist", "AttributeBlocklist", "AttributePaths"),
    "backup.rb": ("Util::Backup",),
    "resource_resolver.rb": ("ResourceResolver",),
    "file_content_management.rb": ("FileContentManagement",),
    "event_dispatch.rb": (
        "EventDispatch::Dispatcher",
        "EventDispatch::EventsOutputStream",
        "Formatters",
    ),
}

# file -> the module whose `install(rt)` adds the file's native methods once it has run
NATIVE = {"cookbook_metadata.rb": "toque.interpreter.dsl.metadata_words"}

# constants beneath a core provider class (made when its namespace is first named, by
# core_classes): class path -> file -> the constants it defines there
BENEATH = {
    "Chef::Resource": {"notification.rb": ("Notification",)},
    "Chef::Provider::Package::Dnf": {"package_helpers.rb": ("PythonHelper", "Version")},
    "Chef::Provider::Package::Yum": {"package_helpers.rb": ("PythonHelper", "YumCache", "Version")},
}


def attach(rt: Runtime, klass: Any) -> None:
    """Autoload, beneath core class `klass`, the constants `BENEATH` names for it."""
    from toque.interpreter.core.autoload import lazy_consts

    for file, names in BENEATH.get(klass.name, {}).items():
        for name in names:
            lazy_consts(klass).pending[name] = _runner(rt, Path(__file__).parent / file)


def _runner(rt: Runtime, path: Path) -> Any:
    def run() -> None:
        if str(path) not in rt.loaded_features:  # a file named in several tables runs once
            rt.loaded_features.add(str(path))
            from toque.interpreter.program import run_file

            run_file(rt, path)

    return run


def load(rt: Runtime) -> None:
    from toque.interpreter.core.autoload import lazy_consts
    from toque.interpreter.program import run_file

    here = Path(__file__).parent
    chef = rt.Object.consts["Chef"]
    if "Util" not in chef.consts:  # a class in Chef (files reopen it with `class Util`)
        rt.define_class("Util", rt.Object, chef)
    for file, paths in LAZY.items():

        def run(path: Path = here / file, done: list[bool] = []) -> None:  # noqa: B006
            if not done:  # a file registered in several tables runs once
                done.append(True)
                run_file(rt, path)
                if path.name in NATIVE:
                    import importlib

                    importlib.import_module(NATIVE[path.name]).install(rt)

        for path in paths:
            *outer, name = path.split("::")
            scope = chef
            for part in outer:
                scope = scope.consts.get(part) or rt.define_module(part, scope)
            lazy_consts(scope).pending[name] = run
    for file in EAGER:
        run_file(rt, here / file)
