"""The core index (toque/interpreter/core/index.py) says which core modules start-up installs
and which module each autoloaded constant comes from: it must be what a discovery of the core
package finds (regenerate: `python -m toque.interpreter.core.discover`)."""

from __future__ import annotations

import sys
import types

import pytest

from toque.interpreter.core import discover, index
from toque.interpreter.core.builtins import Builtins


def test_index_matches_the_core_package() -> None:
    startup, autoload = discover.discover()
    assert index.STARTUP == startup
    assert index.AUTOLOAD == autoload
    assert discover.render() == open(index.__file__).read()


def test_the_known_kinds_are_found() -> None:
    assert index.STARTUP[0] == "kernel"
    assert {"string", "array", "hash", "numeric"} <= set(index.STARTUP)
    assert index.AUTOLOAD["File"] == "file_lib"
    assert index.AUTOLOAD["JSON"] == "json_lib"
    assert "number_parsing" not in index.STARTUP  # a helper


def _fake(monkeypatch: pytest.MonkeyPatch, **attrs: object) -> None:
    module = types.ModuleType(f"{discover.PACKAGE}.fake")
    vars(module).update(attrs)
    real = discover._modules
    monkeypatch.setattr(discover, "_modules", lambda: [*real(), ("fake", module)])
    monkeypatch.setitem(sys.modules, module.__name__, module)


def test_methods_nobody_installs_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake(monkeypatch, b=Builtins("Object"))
    with pytest.raises(discover.CoreModuleError, match="fake declares Ruby methods"):
        discover.discover()


def test_an_autoload_without_define_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake(monkeypatch, AUTOLOAD=("Fake",))
    with pytest.raises(discover.CoreModuleError, match="no define"):
        discover.discover()


def test_a_constant_autoloaded_twice_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake(monkeypatch, AUTOLOAD=("File",), define=lambda rt: None)
    with pytest.raises(discover.CoreModuleError, match="File is autoloaded by both"):
        discover.discover()


def test_a_module_missing_from_the_package_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from toque.interpreter import core
    from toque.interpreter.model.world import Runtime

    monkeypatch.setattr(core, "STARTUP", (*index.STARTUP, "no_such_module"))
    with pytest.raises(ModuleNotFoundError, match="no_such_module"):
        Runtime()


def test_a_part_installed_by_a_missing_module_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake(monkeypatch, INSTALLED_BY="no_such_module", b=Builtins("Object"))
    with pytest.raises(discover.CoreModuleError, match="installed by no_such_module"):
        discover.discover()


def test_the_parts_of_file_lib_are_installed_with_it() -> None:
    from toque.interpreter.model.world import Runtime
    from toque.interpreter.program import eval_string

    rt = Runtime()
    out = eval_string(
        rt,
        "[File.basename('/a/b.rb'), File.exist?('/'), Dir.exist?('/')]",
        rt.main,
        (rt.Object,),
        rt.Object,
    )
    assert [rt.to_s(x) if not isinstance(x, bool) else x for x in out] == ["b.rb", True, True]
