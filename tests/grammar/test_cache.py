"""The on-disk AST cache of `parse_file`: a hit gives the same tree, a change is never stale,
and a broken cache costs only time."""

from __future__ import annotations

import pytest

import toque.grammar.parser
from toque.grammar.ast import dump
from toque.grammar.files import parse_file

RECIPE = 'package "curl" do\n  action :install\nend\nx = <<~EOS\n  #{node["a"]}\nEOS\n'


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("TOQUE_CACHE_DIR", str(folder))
    monkeypatch.delenv("TOQUE_NO_CACHE", raising=False)
    return folder


@pytest.fixture
def recipe(tmp_path):
    path = tmp_path / "recipe.rb"
    path.write_text(RECIPE)
    return path


def _refuse(text, file="-"):
    raise AssertionError(f"{file} was parsed again instead of read from the cache")


def entries(folder):
    """The cached trees (not the key or the prune stamp beside them)."""
    return sorted(p for p in (folder / "ast").glob("*/*") if p.is_file())


def test_second_parse_is_served_from_the_cache(cache, recipe, monkeypatch):
    first = parse_file(recipe)
    assert len(entries(cache)) == 1
    with monkeypatch.context() as m:
        m.setattr(toque.grammar.parser, "parse", _refuse)
        second = parse_file(recipe)
        with pytest.raises(AssertionError, match="parsed again"):  # the patch does bite
            parse_file(recipe, use_cache=False)
    assert second is not first
    assert dump(second) == dump(first)


def test_changed_content_is_parsed_again(cache, recipe):
    before = dump(parse_file(recipe))
    recipe.write_text(RECIPE.replace("curl", "wget"))
    after = dump(parse_file(recipe))
    assert "'wget'" in after and "'curl'" not in after
    assert after != before
    assert len(entries(cache)) == 2
    # and back again: the first entry answers, still right
    recipe.write_text(RECIPE)
    assert dump(parse_file(recipe)) == before


def test_same_content_under_another_name_keeps_its_own_file_name(cache, tmp_path):
    a, b = tmp_path / "a.rb", tmp_path / "b.rb"
    a.write_text("x = __FILE__\n")
    b.write_text("x = __FILE__\n")
    assert parse_file(a).body[0].value.value == str(a)
    assert parse_file(b).body[0].value.value == str(b)
    assert parse_file(a).body[0].value.value == str(a)


def test_corrupt_entries_are_ignored(cache, recipe):
    expected = dump(parse_file(recipe, use_cache=False))
    parse_file(recipe)
    files = [p for p in cache.rglob("*") if p.is_file()]
    assert files
    for path in files:
        path.write_bytes(b"\x80\x04garbage, not a pickle\xff" * 3)
    assert dump(parse_file(recipe)) == expected
    # the bad entry was replaced by a good one
    for path in entries(cache):
        path.write_bytes(b"")
    assert dump(parse_file(recipe)) == expected


def test_foreign_pickle_in_an_entry_is_ignored(cache, recipe):
    import pickle

    expected = dump(parse_file(recipe))
    for path in entries(cache):
        path.write_bytes(pickle.dumps({"not": "a tree"}))
    assert dump(parse_file(recipe)) == expected


def test_unusable_cache_folder_is_not_fatal(tmp_path, monkeypatch, recipe):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TOQUE_CACHE_DIR", str(blocker / "cache"))
    assert dump(parse_file(recipe)) == dump(parse_file(recipe, use_cache=False))


def test_no_cache_writes_nothing(cache, recipe, monkeypatch):
    parse_file(recipe, use_cache=False)
    monkeypatch.setenv("TOQUE_NO_CACHE", "1")
    parse_file(recipe)
    assert entries(cache) == []


def test_tree_too_deep_to_store_still_parses(cache, tmp_path):
    path = tmp_path / "deep.rb"
    path.write_text("if x\n" * 500 + "1\n" + "end\n" * 500)
    first = parse_file(path)
    second = parse_file(path)
    assert type(second).__name__ == "Seq"
    assert len(second.body) == len(first.body) == 1


def test_syntax_errors_are_not_cached_as_trees(cache, tmp_path):
    from toque.errors import RubySyntaxError

    path = tmp_path / "bad.rb"
    path.write_text("x = = 1\n")
    for _ in range(2):
        with pytest.raises(RubySyntaxError):
            parse_file(path)
