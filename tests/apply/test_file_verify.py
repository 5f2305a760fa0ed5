"""`verify` on file-like resources: proposed content is checked before it replaces anything."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions


def converge(tmp_path: Path, recipe_text: str) -> tuple[int, str]:
    recipe = tmp_path / "r.rb"
    recipe.write_text(recipe_text)
    out = io.StringIO()
    status = apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out)
    return status, out.getvalue()


def test_commands_and_blocks_accumulate_and_pass(tmp_path):
    target = tmp_path / "good"
    status, out = converge(
        tmp_path,
        f"file '{target}' do\n  content \"ok\\n\"\n  verify 'grep -q ok %{{path}}'\n"
        '  verify { |path| File.read(path) == "ok\\n" }\nend\n',
    )
    assert status == 0, out
    assert target.read_text() == "ok\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good", "lock", "r.rb"]  # no staging


def test_a_failed_verification_leaves_the_file_alone(tmp_path):
    target = tmp_path / "conf"
    target.write_text("old\n")
    status, out = converge(
        tmp_path,
        f"file '{target}' do\n  content \"new\\n\"\n  verify {{ |path| File.read(path) == 'x' }}\nend\n",
    )
    assert status == 1
    assert f"Proposed content for {target} failed verification block" in out
    assert "Chef::Exceptions::ValidationFailed" in out
    assert target.read_text() == "old\n"
    assert not list(tmp_path.glob("conf.chef-*"))  # rejected before any backup was made


def test_a_failing_command_names_it(tmp_path):
    target = tmp_path / "fresh"
    status, out = converge(
        tmp_path, f"file '{target}' do\n  content 'x'\n  verify 'false %{{file}}'\nend\n"
    )
    assert status == 1
    assert "failed verification 'false %{file}'" in out
    assert not target.exists()


def test_unchanged_content_is_not_verified(tmp_path):
    target = tmp_path / "same"
    target.write_text("same")
    status, out = converge(
        tmp_path, f"file '{target}' do\n  content 'same'\n  verify 'false'\nend\n"
    )
    assert status == 0, out
    assert "(up to date)" in out
