"""file_durability (docs/runtime.md, "Durability"): what each mode syncs, and when."""

from __future__ import annotations

import io
import os

import pytest

from toque.errors import ConfigurationError
from toque.runtime import EventBus, LocalBackend, RunContext, Runner, Subscriber
from toque.runtime.backends.durability import durability
from toque.session import ApplyOptions, apply, file_durability


@pytest.fixture
def synced(monkeypatch):
    """The fsyncs and renames made, in order: ("file", name) / ("folder", path) / ("rename",)."""
    events: list[tuple[str, ...]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        target = os.readlink(f"/proc/self/fd/{fd}")
        kind = "folder" if os.path.isdir(target) else "file"
        events.append((kind, target if kind == "folder" else ""))
        real_fsync(fd)

    def replace(src, dst):
        events.append(("rename", os.path.basename(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return events


def test_full_syncs_data_then_renames_then_syncs_the_folder_before_returning(tmp_path, synced):
    backend = LocalBackend("full")
    backend.write_atomic(str(tmp_path / "a"), b"1")
    assert synced == [("file", ""), ("rename", "a"), ("folder", str(tmp_path))]
    backend.sync_pending()  # nothing was left for later
    assert len(synced) == 3


def test_data_batches_the_folder_syncs_one_per_folder(tmp_path, synced):
    (tmp_path / "sub").mkdir()
    backend = LocalBackend("data")
    for name in ("a", "b", "sub/c", "d"):
        backend.write_atomic(str(tmp_path / name), name.encode())
    assert [e for e in synced if e[0] == "folder"] == []
    assert [e[0] for e in synced[:2]] == ["file", "rename"]  # data first: never a torn file
    assert (tmp_path / "sub" / "c").read_bytes() == b"sub/c"
    backend.sync_pending()
    assert synced[-2:] == [("folder", str(tmp_path)), ("folder", str(tmp_path / "sub"))]
    backend.sync_pending()  # synced once only
    assert len([e for e in synced if e[0] == "folder"]) == 2


def test_none_syncs_nothing_but_still_renames_into_place(tmp_path, synced):
    backend = LocalBackend("none")
    backend.write_atomic(str(tmp_path / "a"), b"new")
    backend.write_in_place(str(tmp_path / "a"), b"in place")
    backend.sync_pending()
    assert synced == [("rename", "a")]
    assert (tmp_path / "a").read_bytes() == b"in place"
    assert [p for p in os.listdir(tmp_path) if p != "a"] == []  # no temporary file left


def test_write_in_place_syncs_its_data_unless_none(tmp_path, synced):
    LocalBackend("data").write_in_place(str(tmp_path / "a"), b"x")
    assert synced == [("file", "")]


@pytest.mark.parametrize(
    ("given", "mode"), [("full", "full"), (":data", "data"), (" none ", "none")]
)
def test_a_setting_reads_as_a_mode(given, mode):
    assert durability(given) == mode


def test_an_unknown_setting_is_an_error_naming_the_choices():
    with pytest.raises(ValueError, match=r"one of :full, :data, :none, not 'fast'"):
        durability("fast")
    with pytest.raises(ConfigurationError, match="file_durability must be one of"):
        file_durability({"file_durability": "sync"})
    assert file_durability({}) == "full"


class Order(Subscriber):
    def __init__(self, events):
        self.events = events

    def resource_updated(self, resource, action):
        self.events.append(("updated", resource.name))

    def run_complete(self, result):
        self.events.append(("run_complete",))


def test_data_syncs_the_folders_before_the_run_is_reported_complete(h, synced):
    h.add("file", h.path("one"), content="1")
    h.add("file", h.path("two"), content="2")
    ctx = h.context(subs=[Order(synced)]).derive(backend=LocalBackend("data"))
    Runner(ctx).converge(h.collection)
    kinds = [e[0] for e in synced]
    assert kinds.index("folder") > max(i for i, k in enumerate(kinds) if k == "updated")
    assert synced[-2:] == [("folder", str(h.tmp)), ("run_complete",)]


def test_a_failed_run_syncs_what_it_wrote_too(h, synced):
    h.add("file", h.path("one"), content="1")
    h.add("file", h.path("missing", "deep", "two"), content="2")  # no parent: fails
    ctx = h.context().derive(backend=LocalBackend("data"))
    with pytest.raises(Exception, match="two"):
        Runner(ctx).converge(h.collection)
    assert ("folder", str(h.tmp)) in synced


def test_a_recipe_run_syncs_per_file_by_default(tmp_path, synced):
    recipe = tmp_path / "r.rb"
    recipe.write_text(f"file '{tmp_path}/out' do\n  content 'hi'\nend\n")
    apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), io.StringIO())
    ours = [e for e in synced if e[0] != "rename" or e[1] == "out"]  # not the parse cache's
    assert ours == [("file", ""), ("rename", "out"), ("folder", str(tmp_path))]


def test_a_run_context_writes_with_full_durability_unless_told():
    assert RunContext(events=EventBus()).backend.durability == "full"
