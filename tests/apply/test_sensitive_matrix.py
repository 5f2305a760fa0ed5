"""`sensitive` across every output channel: a secret Chef hides is never printed, by any format,
log level or mode, while the same recipe without `sensitive` still shows it (so each case
proves something). Channels: the formatter's output (stdout) and the failure lines (stderr)."""

from __future__ import annotations

import contextlib
import io
import itertools
from pathlib import Path

import pytest

from toque.cli import main
from toque.runtime.sensitive import (
    SUPPRESSED_DIFF,
    SUPPRESSED_OUTPUT,
    SUPPRESSED_PROPERTY,
    SUPPRESSED_VALUE,
)

FORMATS, LEVELS, MODES = ("doc", "min", "json"), ("warn", "info", "debug"), ("create", "update")

# scenario → recipe; {T} is the secret (or, without sensitive, the plain text), {S} true/false
RECIPES = {
    "file": 'file "{D}/f.conf" do\n  content "password={T}\\n"\n  sensitive {S}\nend\n',
    "template": (
        'template "{D}/t.conf" do\n  source "t.erb"\n  variables(pw: "{T}")\n  sensitive {S}\nend\n'
    ),
    "live_stream": (
        'execute "setpw" do\n  command "echo out-{T}; echo err-{T} >&2"\n  live_stream true\n'
        "  sensitive {S}\nend\n"
    ),
    "command": 'execute "setpw2" do\n  command "echo out-{T}"\n  sensitive {S}\nend\n',
    "guard": (
        'file "{D}/g1" do\n  sensitive {S}\n  not_if "echo {T} >/dev/null"\nend\n'
        'file "{D}/g2" do\n  sensitive {S}\n  only_if {{ "{T}" == "no" }}\nend\n'
        'file "{D}/g3" do\n  sensitive {S}\n  only_if {{ "{T}" }}\nend\n'
    ),
    "property": 'sec_account "bob" do\n  home "{D}/bob"\n  password "{T}"\nend\n',
    "nested": 'sec_account "eve" do\n  password "{T}"\n  action :announce\nend\n',
    "exec_fails": (
        'execute "failpw" do\n  command "echo out-{T}; echo err-{T} >&2; exit 3"\n'
        "  sensitive {S}\n  ignore_failure true\nend\n"
    ),
    "action_fails": 'sec_account "carol" do\n  password "{T}"\n  action :fail\nend\n',
    "compile_fails": (
        'sec_account "bob" do\n  password "{T}"\n  compile_time true\n  action :fail\nend\n'
    ),
}
# all run together (action_fails ends that run: it comes last), but compile_fails runs alone
TOGETHER = tuple(s for s in RECIPES if s != "compile_fails")
UPDATED = {"file": "f.conf", "template": "t.conf", "property": "bob"}  # made beforehand in update

ACCOUNT = """\
property :user, String, name_property: true
property :password, String, sensitive: {S}
property :home, String

load_current_value do |want|
  current_value_does_not_exist! unless want.home && ::File.exist?(want.home)
  password ::File.read(want.home).strip
end

action :create do
  converge_if_changed :password do
    file new_resource.home do
      content new_resource.password
      sensitive {S}
    end
  end
end

action :announce do
  execute "announce" do
    command "echo #{{new_resource.password}}"
    live_stream true
  end
end

action :fail do
  raise "cannot set the password #{{new_resource.password}} of #{{new_resource.user}}"
end
"""


def token(scenario: str, sensitive: bool) -> str:
    return f"{'S3CRET' if sensitive else 'PLA1N'}-{scenario.replace('_', '')}"


def cookbooks(base: Path, sensitive: bool, out: Path) -> Path:
    book = base / ("secret" if sensitive else "plain") / "sec"
    for folder in ("recipes", "resources", "templates/default"):
        (book / folder).mkdir(parents=True)
    (book / "metadata.rb").write_text("name 'sec'\nversion '1.0.0'\n")
    (book / "templates/default/t.erb").write_text("pw=<%= @pw %>\n")
    flag = "true" if sensitive else "false"
    (book / "resources/account.rb").write_text(ACCOUNT.format(S=flag))
    for name, text in RECIPES.items():
        recipe = text.format(D=out, T=token(name, sensitive), S=flag)
        (book / "recipes" / f"{name}.rb").write_text(recipe)
    return book.parent


@pytest.fixture(scope="module")
def books(tmp_path_factory) -> dict[bool, tuple[Path, Path]]:
    base = tmp_path_factory.mktemp("sensitive")
    return {s: (cookbooks(base, s, base / f"out-{s}"), base / f"out-{s}") for s in (True, False)}


def converge(books: Path, out: Path, run_list: str, argv: list[str], mode: str, secret: bool):
    for child in out.glob("*") if out.exists() else ():
        child.unlink()
    out.mkdir(exist_ok=True)
    if mode == "update":
        for scenario, name in UPDATED.items():
            (out / name).write_text(f"OLD{token(scenario, secret)}\n")
    stdout, stderr = io.StringIO(), io.StringIO()
    args = ["client", "--cookbook-path", str(books), "-o", run_list, *argv]
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        status = main([*args, "--lock-file", str(out.parent / "lock")])
    text = stdout.getvalue() + stderr.getvalue()
    assert "internal error" not in text and "Traceback" not in text, text
    return status, text


def outputs(books, secret: bool, fmt: str, level: str, why_run: bool, mode: str):
    """Each scenario's output under these settings: stdout and stderr of the run it was in."""
    path, out = books[secret]
    argv = ["-F", fmt, "-l", level, *(["-W"] if why_run else [])]
    run_list = ",".join(f"sec::{s}" for s in TOGETHER)
    status, text = converge(path, out, run_list, argv, mode, secret)
    assert status == 1 and "sec_account[carol]" in text.splitlines()[-1], text
    status, alone = converge(path, out, "sec::compile_fails", argv, mode, secret)
    assert status == 1, alone
    return {**dict.fromkeys(TOGETHER, text), "compile_fails": alone}


def evidence(scenario: str, text: str, fmt: str, level: str, why_run: bool, mode: str) -> list[str]:
    """Where a run without `sensitive` prints a scenario's `text`, in these settings: the places
    the sensitive run must keep it out of (`suppressed` lists what Chef prints instead)."""
    q = '\\"' if fmt == "json" else '"'  # how a quote looks in the output
    runs = not why_run  # commands run, and a new file's content is diffed, only in converge
    diffed = fmt != "min" and (runs or mode == "update")
    streamed = fmt != "min" and runs
    line = {"doc": "\n    {}\n", "json": '"line": "{}"', "min": "{}"}[fmt]
    nested_line = {"doc": "\n      {}\n", "json": '"line": "{}"', "min": "{}"}[fmt]
    found = {
        "file": [f"+password={text}"] if diffed else [],
        "template": [f"+pw={text}"] if diffed else [],
        "live_stream": [line.format(f"out-{text}")] if streamed else [],
        "command": [line.format(f"out-{text}")] if streamed and level != "warn" else [],
        "guard": {
            "doc": [f"returned {q}{text}{q}"]
            + ([f"not_if {q}echo {text} >/dev/null{q} was true"] if level == "debug" else []),
            "json": [f"returned {q}{text}{q}", f"not_if {q}echo {text} >/dev/null{q}"],
            "min": [],
        }[fmt],
        # Chef's minimal formatter lists only the first line of each update: not these
        "property": [f"set password to {q}{text}{q}"] if fmt != "min" else [],
        "nested": (
            [f"execute echo {text}"] + ([nested_line.format(text)] if streamed else [])
            if fmt != "min"
            else []
        ),
        "exec_fails": (
            ([f"STDOUT: out-{text}"] if fmt != "min" else [])
            + ([f"command {q}echo out-{text}"] if fmt == "doc" else [])
            if runs
            else [f"execute echo out-{text}"]
            if fmt != "min"
            else []  # a failed run: no list
        ),
        "action_fails": [f"cannot set the password {text} of carol"],
        "compile_fails": [f"cannot set the password {text} of bob"],
    }
    return found[scenario]


def suppressed(scenario: str, fmt: str, why_run: bool, mode: str) -> list[str]:
    """Chef's words where it hides a secret, as these settings print them."""
    diffed = fmt != "min" and (not why_run or mode == "update")
    found = {
        "file": [SUPPRESSED_DIFF] if diffed else [],
        "template": [SUPPRESSED_DIFF] if diffed else [],
        "property": [SUPPRESSED_PROPERTY] if fmt != "min" else [],
        "nested": [f"execute echo {SUPPRESSED_VALUE}"] if fmt != "min" else [],
        "exec_fails": (
            ["Resource Declaration:\n    ---------------------\n    " + SUPPRESSED_OUTPUT]
            if fmt == "doc" and not why_run
            else []
        ),
        "action_fails": [f"the password {SUPPRESSED_VALUE} of carol"],
        "compile_fails": [f"the password {SUPPRESSED_VALUE} of bob"],
    }
    return found.get(scenario, [])


@pytest.mark.parametrize(
    ("fmt", "level", "why_run", "mode"),
    list(itertools.product(FORMATS, LEVELS, (False, True), MODES)),
)
def test_no_secret_printed_where_chef_hides_it(books, fmt, level, why_run, mode):
    hidden = outputs(books, True, fmt, level, why_run, mode)
    leaks = {s: [ln for ln in text.splitlines() if token(s, True) in ln]
             for s, text in hidden.items()}  # fmt: skip
    assert not {s: lines for s, lines in leaks.items() if lines}
    missing = {s: [w for w in suppressed(s, fmt, why_run, mode) if w not in text]
               for s, text in hidden.items()}  # fmt: skip
    assert not {s: words for s, words in missing.items() if words}


@pytest.mark.parametrize(
    ("fmt", "level", "why_run", "mode"),
    list(itertools.product(FORMATS, LEVELS, (False, True), MODES)),
)
def test_without_sensitive_the_same_text_is_shown(books, fmt, level, why_run, mode):
    plain = outputs(books, False, fmt, level, why_run, mode)
    missing = {
        s: [w for w in evidence(s, token(s, False), fmt, level, why_run, mode) if w not in text]
        for s, text in plain.items()
    }
    assert not {s: words for s, words in missing.items() if words}


def test_every_scenario_is_shown_somewhere_without_sensitive():
    """(so that no scenario of the matrix passes by printing nothing at all)"""
    settings = list(itertools.product(FORMATS, LEVELS, (False, True), MODES))
    assert all(any(evidence(s, "x", *each) for each in settings) for s in RECIPES)


@pytest.mark.parametrize("fmt", FORMATS)
def test_toque_apply_hides_them_too(tmp_path, fmt):
    """`toque apply` (one recipe, no cookbook) prints through the same formatters."""
    recipe = tmp_path / "site.rb"
    recipe.write_text(
        RECIPES["file"].format(D=tmp_path, T="S3CRET-apply", S="true")
        + RECIPES["exec_fails"].format(D=tmp_path, T="S3CRET-apply", S="true")
        + 'execute "last" do\n  command "echo S3CRET-apply; exit 1"\n  sensitive true\nend\n'
    )
    stdout, stderr = io.StringIO(), io.StringIO()
    argv = ["apply", str(recipe), "-F", fmt, "-l", "debug", "--lock-file", str(tmp_path / "lock")]
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        status = main(argv)
    assert status == 1
    assert "S3CRET" not in stdout.getvalue() + stderr.getvalue()
    assert "execute[last]" in stderr.getvalue()
