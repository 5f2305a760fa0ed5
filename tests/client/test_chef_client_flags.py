"""chef-client's command line as toque client (and chef-apply's as toque apply) accept it:
same spellings, same meanings; flags for servers and daemons refused in one line."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from toque.cli import main


def book(tmp_path: Path, recipe: str) -> Path:
    folder = tmp_path / "books" / "web"
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text("name 'web'\n")
    (folder / "recipes" / "default.rb").write_text(recipe)
    return tmp_path / "books"


def client(tmp_path: Path, *flags: str) -> int:
    return main(["client", "--cookbook-path", str(tmp_path / "books"),
                 "--lockfile", str(tmp_path / "lock"), *flags])  # fmt: skip


def test_local_mode_runlist_formats_and_levels(tmp_path, capsys):
    book(tmp_path, "log 'hi'\n")
    assert client(tmp_path, "-z", "-r", "web", "-F", "minimal", "-l", "trace") == 0
    assert "Converging 1 resources\n." in capsys.readouterr().out
    assert client(tmp_path, "-z", "-o", "web", "--format", "null", "--log_level", "fatal") == 0
    assert capsys.readouterr().out == ""
    for level in ("auto", "debug", "info", "warn", "error"):
        assert client(tmp_path, "-o", "web", "-l", level, "--no-color") == 0
    assert "\x1b[" not in capsys.readouterr().out
    assert client(tmp_path, "-o", "web", "--minimal-ohai", "--force-formatter") == 0


def test_config_option_reaches_chef_config_and_disable_config_skips_the_file(tmp_path):
    said = tmp_path / "said"
    book(tmp_path, f"::File.write('{said}', Chef::Config[:my_setting].inspect)\n")
    config = tmp_path / "client.rb"
    config.write_text("my_setting 'from the file'\n")
    assert client(tmp_path, "-o", "web", "-c", str(config)) == 0
    assert said.read_text() == '"from the file"'
    assert (
        client(tmp_path, "-o", "web", "-c", str(config), "--config-option", "my_setting=cli") == 0
    )
    assert said.read_text() == '"cli"'
    assert client(tmp_path, "-o", "web", "-c", str(config), "--disable-config") == 0
    assert said.read_text() == "nil"


def test_logfile_gets_the_log_as_chef_writes_it(tmp_path):
    book(tmp_path, "log 'to the file'\n")
    log = tmp_path / "client.log"
    assert client(tmp_path, "-o", "web", "-l", "info", "-L", str(log), "-F", "null") == 0
    lines = log.read_text().splitlines()
    assert lines[0].startswith("[") and lines[0].endswith("] INFO: to the file")


@pytest.mark.parametrize(
    "flag, words",
    [
        (["--daemonize"], "does not run as a daemon"),
        (["-i", "60"], "runs once"),
        (["-S", "https://chef"], "no Chef Infra Server"),
        (["--chef-license", "accept"], "no licence"),
        (["--no-fork"], "its own process"),
        (["-s", "30"], "runs once"),
        (["-u", "bob"], "does not change privilege"),
        (["-t", "ssh://host"], "no target mode"),
        (["--chef-zero-port", "8889"], "no chef-zero server"),
        (["--license-list"], "needs no licence"),
    ],
)
def test_server_and_daemon_flags_are_refused_in_one_line(tmp_path, capsys, flag, words):
    with pytest.raises(SystemExit) as done:
        main(["client", *flag])
    err = capsys.readouterr().err
    assert done.value.code == 2 and words in err and err.count("\n") == 1


def test_legacy_mode_is_accepted(tmp_path):
    book(tmp_path, "log 'hi'\n")
    assert client(tmp_path, "--legacy-mode", "-o", "web", "-F", "null") == 0


def test_named_run_lists_need_a_policy(tmp_path, capsys):
    book(tmp_path, "log 'hi'\n")
    assert client(tmp_path, "-n", "prod") == 1
    assert "Policyfile" in capsys.readouterr().err


def test_version(capsys):
    for argv in (["--version"], ["-v"], ["client", "--version"]):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 0
        assert capsys.readouterr().out.startswith("toque ")


def test_apply_runs_code_from_the_command_line_or_stdin(tmp_path, monkeypatch, capsys):
    target = tmp_path / "made"
    lock = str(tmp_path / "lock")
    assert main(["apply", "-e", f"file '{target}' do content 'e' end", "--lock-file", lock]) == 0
    assert target.read_text() == "e"
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"file '{target}' do content 's' end\n"))
    assert main(["apply", "-s", "--lock-file", lock]) == 0
    assert target.read_text() == "s"
    assert main(["apply", "--lock-file", lock]) == 1
    assert "takes one recipe" in capsys.readouterr().err


def test_slow_report_lists_the_slowest_actions_as_chefs_handler_does(tmp_path, capsys):
    book(tmp_path, "execute 'sleep 0.2'\nlog 'quick'\nlog 'quicker'\n")
    assert client(tmp_path, "-o", "web", "--slow-report", "2", "--no-color") == 0
    out = capsys.readouterr().out
    report = out.split("Top 2 slowest resources:\n\n")[1].split("\n\n")[0].splitlines()
    assert report[0].split() == ["resource", "elapsed_time", "action", "cookbook", "recipe",
                                 "source"]  # fmt: skip
    assert set(report[1]) == {"-", " "}
    assert report[2].startswith("execute[sleep 0.2] ") and " run " in report[2]
    assert report[2].rstrip().endswith("web/recipes/default.rb:1:in `from_file'")
    assert len(report) == 4
    assert "  - Chef::Handler::SlowReport\n" in out
    assert client(tmp_path, "-o", "web", "--slow-report", "--no-slow-report") == 0
    assert "slowest" not in capsys.readouterr().out
    book(tmp_path / "empty", "")
    assert main(["client", "--cookbook-path", str(tmp_path / "empty" / "books"), "-o", "web",
                 "--lockfile", str(tmp_path / "lock"), "--slow-report"]) == 0  # fmt: skip
    assert "\nNo resources to profile\n" in capsys.readouterr().out
