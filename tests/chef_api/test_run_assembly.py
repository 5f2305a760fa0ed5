"""A compile run is complete when built (issue 12): the session makes the cookbook loader
first and gives it to the run context as it is built; the loader reaches the run through
the Ruby world's host; nothing sets an attribute of the run context or of the RecipeDSL
from outside once they exist."""

from __future__ import annotations

import ast
import dataclasses
import io
from pathlib import Path

import pytest

import toque
from toque.interpreter.dsl.cookbook import CookbookRun
from toque.runtime import RunContext
from toque.session import ClientOptions, compile_cookbooks, compile_recipe

HERE = Path(__file__).parent
PACKAGE = Path(toque.__file__).parent


def test_the_loader_is_the_run_contexts_from_the_start():
    options = ClientOptions(
        run_list=["ok"], cookbook_paths=[str(HERE / "loader_books")], why_run=True
    )
    dsl = compile_cookbooks(options, RunContext(why_run=True), io.StringIO())
    loader = dsl.ctx.loader
    assert isinstance(loader, CookbookRun)
    assert loader.dsl is dsl and loader.rt is dsl.rt
    assert "ok" in loader.cookbooks and dsl.ctx.files.cookbooks["ok"] is loader.cookbooks["ok"]
    assert dsl.ctx.loaded_recipes == ["ok::default"]
    assert [r.name for r in dsl.ctx.collection] == ["x"]


def test_a_lone_recipe_has_no_loader(tmp_path):
    recipe = tmp_path / "site.rb"
    recipe.write_text("log 'hi'\n")
    dsl = compile_recipe(str(recipe), RunContext(why_run=True))
    assert dsl.ctx.loader is None and dsl.ctx.loaded_recipes == []


def test_the_run_context_cannot_be_changed_once_built():
    ctx = RunContext(why_run=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ctx.loader = object()  # type: ignore[misc]
    assert ctx.derive(why_run=False).why_run is False and ctx.why_run is True


def test_the_recipe_dsl_keeps_its_own_members(tmp_path):
    recipe = tmp_path / "site.rb"
    recipe.write_text("log 'hi'\n")
    dsl = compile_recipe(str(recipe), RunContext(why_run=True))
    state = dsl.resource_classes  # built with the DSL, not on first use by another module
    assert state.provider_pending == [] and state.resource is dsl.resource_class
    assert dsl.definitions is dsl.definitions  # made once, by the DSL


# who holds the run: `dsl`, `self.dsl`, `rt.host`, `X.ctx`
_RUN_HOLDERS = ("dsl", "host", "ctx")


def _holder(node: ast.expr) -> str | None:
    """The run-holding name an attribute target hangs off (`dsl.x = …`, `rt.host.x = …`)."""
    if isinstance(node, ast.Name) and node.id in ("dsl", "ctx"):
        return node.id
    if isinstance(node, ast.Attribute) and node.attr in _RUN_HOLDERS:
        return node.attr
    return None


def _outside_assignments(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "setattr"
            and node.args
            and _holder(node.args[0]) is not None
        ):
            found.append(f"{path.name}:{node.lineno}: setattr")
        for target in targets:
            for t in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(t, ast.Attribute) and _holder(t.value) is not None:
                    found.append(f"{path.name}:{node.lineno}: {ast.unparse(t)} =")
    return found


def test_nothing_sets_the_run_context_or_the_dsl_from_outside():
    files = [
        *sorted((PACKAGE / "interpreter" / "dsl").glob("*.py")),
        PACKAGE / "session.py",
        PACKAGE / "chef_repo.py",
        *sorted((PACKAGE / "repl").glob("*.py")),
        *sorted((PACKAGE / "cli").glob("*.py")),
    ]
    found = [hit for path in files for hit in _outside_assignments(path)]
    assert found == []
