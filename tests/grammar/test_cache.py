"""The on-disk AST cache of `parse_file`: a hit gives the same tree, a change is never stale,
and a broken cache costs only time."""

from __future__ import annotations

import os

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


# -- planted entries: the cache never runs code and never trusts what it did not sign ---------


class _WritesAFile:
    """Unpickling this runs `open(path, "w")`: what an attacker's entry would do."""

    def __init__(self, path):
        self.path = str(path)

    def __reduce__(self):
        return (open, (self.path, "w"))


def test_planted_pickle_is_never_unpickled(cache, recipe, tmp_path):
    import pickle

    expected = dump(parse_file(recipe))
    marker = tmp_path / "pwned"
    payload = pickle.dumps(_WritesAFile(marker))
    for path in entries(cache):
        path.write_bytes(payload)
    assert dump(parse_file(recipe)) == expected
    assert not marker.exists()


def test_planted_entry_in_the_right_format_but_unsigned_is_ignored(cache, recipe):
    import marshal

    from toque.grammar import astcache, serial
    from toque.grammar.parser import parse

    expected = dump(parse_file(recipe))
    forged = serial.encode(parse('system "evil"\n', str(recipe)), str(recipe))
    for path in entries(cache):
        path.write_bytes(astcache.MAGIC + b"\0" * astcache.MAC_SIZE + marshal.dumps(forged))
    assert dump(parse_file(recipe)) == expected


def test_an_entry_moved_under_another_name_is_ignored(cache, tmp_path):
    a, b = tmp_path / "a.rb", tmp_path / "b.rb"
    a.write_text("x = 1\n")
    b.write_text("y = 2\n")
    parse_file(a)
    (entry,) = entries(cache)
    parse_file(b)
    (other,) = [p for p in entries(cache) if p != entry]
    other.write_bytes(entry.read_bytes())  # a valid entry of a.rb, planted as b.rb's
    assert dump(parse_file(b)) == dump(parse_file(b, use_cache=False))


def test_a_symlink_planted_at_an_entry_is_not_followed(cache, recipe, tmp_path):
    expected = dump(parse_file(recipe))
    (entry,) = entries(cache)
    victim = tmp_path / "victim"
    victim.write_text("keep me\n")
    entry.unlink()
    entry.symlink_to(victim)
    assert dump(parse_file(recipe)) == expected  # a miss, parsed again and stored
    assert victim.read_text() == "keep me\n"
    assert not entry.is_symlink()


def test_a_lost_key_makes_every_entry_a_miss(cache, recipe, monkeypatch):
    from toque.grammar import astcache

    parse_file(recipe)
    (cache / "ast" / astcache.KEY_NAME).write_bytes(b"short")
    monkeypatch.setattr(astcache, "_keys", {})
    with monkeypatch.context() as m:
        m.setattr(toque.grammar.parser, "parse", _refuse)
        with pytest.raises(AssertionError, match="parsed again"):
            parse_file(recipe)
    parse_file(recipe)  # a new key, a new entry signed with it
    with monkeypatch.context() as m:
        m.setattr(toque.grammar.parser, "parse", _refuse)
        parse_file(recipe)


def test_cache_files_are_private(cache, recipe):
    import stat

    parse_file(recipe)
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    for path in [*entries(cache), cache / "ast" / ".key"]:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


# -- the cache is bounded ------------------------------------------------------------------


def _fill(cache, tmp_path, names):
    """Recipes parsed once each: {recipe: its cache entry}."""
    made = {}
    for name in names:
        path = tmp_path / f"{name}.rb"
        path.write_text(f"{name} = 1\n")
        before = set(entries(cache))
        parse_file(path)
        (made[path],) = set(entries(cache)) - before
    return made


def test_prune_removes_the_least_recently_used_entries(cache, tmp_path):
    from toque.grammar.astcache import prune

    made = _fill(cache, tmp_path, ["a", "b", "c", "d", "e"])
    recipes = list(made)
    for age, entry in enumerate(made.values()):  # used long ago: a the latest, e the oldest
        os.utime(entry, (1_000_000 - age, 1_000_000 - age))
    parse_file(recipes[-1])  # a hit touches its entry: e becomes the most recent
    assert prune(cache, max_entries=2) == 3
    assert entries(cache) == sorted([made[recipes[-1]], made[recipes[0]]])


def test_prune_bounds_the_total_size(cache, tmp_path):
    from toque.grammar.astcache import prune

    _fill(cache, tmp_path, ["a", "b", "c", "d", "e"])
    total = sum(p.stat().st_size for p in entries(cache))
    assert prune(cache, max_bytes=total - 1) == 1
    assert len(entries(cache)) == 4
    assert prune(cache, max_bytes=0) == 4
    assert entries(cache) == []


def test_prune_removes_temp_files_of_killed_runs(cache, recipe):
    from toque.grammar.astcache import prune

    parse_file(recipe)
    (entry,) = entries(cache)
    stale = entry.parent / ".tmp-killed"
    fresh = entry.parent / ".tmp-writing"
    stale_key = cache / "ast" / ".tmp-key"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"half")
    stale_key.write_bytes(b"half")
    os.utime(stale, (1_000_000, 1_000_000))
    os.utime(stale_key, (1_000_000, 1_000_000))
    assert prune(cache) == 2
    assert not stale.exists() and not stale_key.exists()
    assert fresh.exists() and entry.exists() and (cache / "ast" / ".key").exists()


def test_storing_prunes_at_most_once_per_interval(cache, tmp_path, monkeypatch):
    from toque.grammar import astcache

    monkeypatch.setattr(astcache, "MAX_ENTRIES", 2)
    _fill(cache, tmp_path, ["a", "b", "c", "d"])  # the first store pruned (1 entry), no other did
    assert len(entries(cache)) == 4
    stamp = cache / "ast" / astcache.STAMP_NAME
    os.utime(stamp, (1_000_000, 1_000_000))  # the last prune was long ago
    _fill(cache, tmp_path, ["e"])
    assert len(entries(cache)) == 2
    assert stamp.stat().st_mtime > 1_000_000


def test_a_key_made_meanwhile_by_another_run_is_kept_a_bad_one_replaced(tmp_path):
    from toque.grammar import astcache

    path = tmp_path / "key"
    path.write_bytes(b"k" * astcache.MAC_SIZE)
    assert astcache._new_key(str(path)) == b"k" * astcache.MAC_SIZE
    path.write_bytes(b"short")
    key = astcache._new_key(str(path))
    assert len(key) == astcache.MAC_SIZE and path.read_bytes() == key
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key"]  # no temp file left


def test_the_same_content_by_another_path_is_a_hit(cache, recipe, tmp_path, monkeypatch):
    # a relative name, a link, a copy: one entry, each tree with the file name it was given
    first = parse_file(recipe)
    link = tmp_path / "link.rb"
    link.symlink_to(recipe)
    monkeypatch.chdir(tmp_path)
    with monkeypatch.context() as m:
        m.setattr(toque.grammar.parser, "parse", _refuse)
        by_link = parse_file(link)
        relative = parse_file("recipe.rb")
    assert len(entries(cache)) == 1
    assert (by_link.file, relative.file) == (str(link), "recipe.rb")
    assert relative.body[0].file == "recipe.rb"
    assert dump(relative).replace("recipe.rb", "") == dump(first).replace(str(recipe), "")
