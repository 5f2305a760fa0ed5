"""bench/corpus_compile.py over a small made-up corpus: outcomes, refusals, the table."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cookbook(folder: Path, name: str, recipes: dict[str, str], meta: str = "") -> None:
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text(f"name '{name}'\nversion '1.0.0'\n{meta}")
    for recipe, text in recipes.items():
        (folder / "recipes" / f"{recipe}.rb").write_text(text)


@pytest.fixture(scope="module")
def bench():
    path = ROOT / "bench" / "corpus_compile.py"
    spec = importlib.util.spec_from_file_location("corpus_compile", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["corpus_compile"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def outcomes(bench, tmp_path_factory):
    corpus = tmp_path_factory.mktemp("corpus")
    cookbook(corpus / "alpha", "alpha", {
        "default": "file '/tmp/toque-bench-never-written' do\n  content 'x'\nend\n",
        "broken": "NoSuchModuleHere::Thing.new\n",
        "rhel": "raise 'this recipe only supports RHEL platforms'\n",
        "spin": "loop do\nend\n",
    })  # fmt: skip
    cookbook(corpus / "alpha" / "test" / "cookbooks" / "test", "test", {
        "default": "include_recipe 'alpha::default'\n",
    }, "depends 'alpha'\n")  # fmt: skip
    cookbook(corpus / "winonly", "winonly", {"default": "win32_only_thing 'IIS'\n"},
             "supports 'windows'\n")  # fmt: skip
    repos, paths = bench.find_repos([str(corpus)])
    assert [r.name for r in repos] == ["alpha", "winonly"]
    found = []

    def limit(recipe) -> float:  # only the endless recipe is meant to run out of time: a
        return 1.0 if recipe[0].endswith("::spin") else 60.0  # loaded machine is no failure

    for repo in repos:
        for folder in repo.main:
            for recipe in bench.recipes_of(folder):
                found.append(bench.run_one(repo.name, recipe, paths, False, limit(recipe)))
        for folder in repo.tests:
            for recipe in bench.recipes_of(folder):
                found.append(
                    bench.run_one(repo.name, recipe, repo.test_paths + paths, True, limit(recipe))
                )
    return {o.spec: o for o in found}


def test_a_recipe_compiles_in_why_run_and_writes_nothing(outcomes):
    assert outcomes["alpha::default"].error == ""
    assert not Path("/tmp/toque-bench-never-written").exists()


def test_a_failure_keeps_its_ruby_class_and_message(bench, outcomes):
    broken = outcomes["alpha::broken"]
    assert broken.error_class == "NameError"
    assert broken.error == "uninitialized constant NoSuchModuleHere"
    assert not broken.refused
    assert bench.cause(broken).startswith("NameError: uninitialized constant")


def test_refusals_are_told_apart(outcomes):
    assert outcomes["alpha::rhel"].refused  # the cookbook raises about the platform
    assert outcomes["winonly::default"].refused  # metadata supports only windows


def test_a_recipe_that_never_ends_times_out(outcomes):
    assert outcomes["alpha::spin"].error_class == "Timeout"


def test_test_cookbooks_run_with_the_repository_on_the_path(outcomes):
    assert outcomes["test::default"].test
    assert outcomes["test::default"].error == ""


def test_the_table_and_report(bench, outcomes, capsys):
    rows = {r["repo"]: r for r in bench.table(list(outcomes.values()))}
    alpha = rows["alpha"]
    assert (alpha["recipes"], alpha["compiled"], alpha["failed"], alpha["refused"]) == (4, 1, 2, 1)
    assert (alpha["test_recipes"], alpha["test_compiled"]) == (1, 1)
    assert alpha["top_cause"] in (
        "Timeout: no result in 1 s",
        bench.cause(outcomes["alpha::broken"]),
    )
    bench.print_report(list(outcomes.values()), 1.0)
    out = capsys.readouterr().out
    assert "main-cookbook recipes: 1/5 compile" in out
    assert "Timeout: no result in 1 s" in out.split("top 30")[1]
