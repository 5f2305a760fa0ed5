"""`toque apply`: a recipe compiles into resources, converges, and converges again idempotently."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def apply(recipe: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "toque",
            "apply",
            str(recipe),
            "--lock-file",
            str(recipe.parent / "run.lock"),
            *extra,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ,
    )


@pytest.fixture
def recipe(tmp_path: Path) -> Path:
    out = tmp_path / "out"
    path = tmp_path / "site.rb"
    path.write_text(f'''
base = "{out}"
names = %w[a b]

directory base do
  mode "0755"
end

names.each do |n|
  file "#{{base}}/#{{n}}.txt" do
    content "hello #{{n}}\\n"
    mode "0644"
    notifies :run, "execute[marker]", :delayed
  end
end

execute "marker" do
  command "touch #{{base}}/marker"
  action :nothing
end

file "#{{base}}/skipped" do
  content "never"
  only_if {{ names.empty? }}
end

file "#{{base}}/lazy.txt" do
  content lazy {{ "#{{::Dir.glob(base + '/[ab].txt').size}} files" }}
end
''')
    return path


def test_converges_then_is_idempotent(recipe: Path):
    out = recipe.parent / "out"
    first = apply(recipe)
    assert first.returncode == 0, first.stderr
    assert (out / "a.txt").read_text() == "hello a\n"
    assert oct((out / "a.txt").stat().st_mode & 0o777) == "0o644"
    assert (out / "marker").exists()
    assert not (out / "skipped").exists()
    assert (out / "lazy.txt").read_text() == "2 files"
    assert "* file[" in first.stdout and "create new file" in first.stdout
    assert "(skipped due to only_if)" in first.stdout
    second = apply(recipe)
    assert second.returncode == 0, second.stderr
    assert "(up to date)" in second.stdout
    assert "Infra Phase complete, 0/" in second.stdout


def test_why_run_changes_nothing(recipe: Path):
    out = recipe.parent / "out"
    result = apply(recipe, "--why-run")
    assert result.returncode == 0, result.stderr
    assert not out.exists()
    assert "would have been updated" in result.stdout
    assert "Would create new file" in result.stdout or "would" in result.stdout.lower()


def test_a_compile_error_changes_nothing(tmp_path: Path):
    out = tmp_path / "out"
    recipe = tmp_path / "broken.rb"
    recipe.write_text(f'directory "{out}"\nfile "{out}/x" do\n  contnet "typo"\nend\n')
    result = apply(recipe)
    assert result.returncode == 1
    assert "broken.rb:3:3" in result.stderr
    assert "has no property `contnet`" in result.stderr
    assert "did you mean `content`?" in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()  # the directory declared before the error was not created


def test_unknown_resource_type_suggests_the_nearest(tmp_path: Path):
    recipe = tmp_path / "r.rb"
    recipe.write_text('filee "/tmp/x"\n')
    result = apply(recipe)
    assert result.returncode == 1
    assert "r.rb:1:1" in result.stderr and "did you mean file?" in result.stderr


def test_a_syntax_error_is_reported_with_its_place(tmp_path: Path):
    recipe = tmp_path / "r.rb"
    recipe.write_text('file "/tmp/x" do\n  content "x\nend\n')
    result = apply(recipe)
    assert result.returncode == 1
    assert "r.rb:2:" in result.stderr and "unterminated string" in result.stderr
    assert "Traceback" not in result.stderr


def test_ruby_errors_in_recipes_are_located(tmp_path: Path):
    recipe = tmp_path / "r.rb"
    recipe.write_text('def helper(x)\n  raise ArgumentError, "bad #{x}" if x > 1\nend\nhelper(2)\n')
    result = apply(recipe)
    assert result.returncode == 1
    assert "r.rb:2" in result.stderr and "ArgumentError: bad 2" in result.stderr


def test_a_failing_resource_fails_the_run(tmp_path: Path):
    recipe = tmp_path / "r.rb"
    recipe.write_text('execute "false"\n')
    result = apply(recipe)
    assert result.returncode == 1
    assert "execute[false]" in result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def test_a_failure_shows_the_resource_declaration_like_chef(tmp_path: Path):
    rb = tmp_path / "fail.rb"
    rb.write_text(
        "log 'first'\n"
        "execute 'false' do\n"
        "  cwd '/'\n"
        "  only_if { [1].each do |x| x end }\n"
        "end\n"
        "log 'after'\n"
    )
    result = apply(rb)
    assert result.returncode == 1
    block = result.stdout.split("Resource Declaration:\n", 1)[1]
    assert block.splitlines()[:9] == [
        "    ---------------------",
        f"    # In {rb}",
        "",
        "      2: execute 'false' do",
        "      3:   cwd '/'",
        "      4:   only_if { [1].each do |x| x end }",
        "      5: end",
        "      6: log 'after'",
        "",
    ]
