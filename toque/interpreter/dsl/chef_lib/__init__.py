"""The parts of Chef's library that are plain Ruby, each a file here, evaluated once per
run after the Chef namespace exists (`chef_api.install`): Chef::Version and
VersionConstraint, Digester, the DeepMerge, ConvertToClassName and ParamsValidate mixins,
Util::FileEdit, and the other mixins and DSL modules cookbooks include."""

from __future__ import annotations

from pathlib import Path
from typing import Any

# in load order: a file may use what an earlier one defines
FILES = (
    "version.rb",
    "digester.rb",
    "deep_merge.rb",
    "convert_to_class_name.rb",
    "params_validate.rb",
    "file_edit.rb",
    "path_helper.rb",
    "mixins.rb",
    "cookbook_version.rb",
)


def load(rt: Any) -> None:
    from toque.interpreter.program import run_file

    here = Path(__file__).parent
    for name in FILES:
        run_file(rt, here / name)
