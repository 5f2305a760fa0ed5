"""IniParse: the INI library Chef Infra Client ships (iniparse.rb beside this file)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def define(rt: Runtime) -> None:
    if "IniParse" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file

    rt.define_module("IniParse")  # first: `module IniParse` must not autoload it again
    run_file(rt, Path(__file__).with_name("iniparse.rb"))
