"""One Chef version's words: the fixed lines of Chef Infra Client 18's doc and minimal
formatters (chef/chef v18.9.5, lib/chef/formatters/doc.rb and minimal.rb), recorded here,
are the lines toque prints for the same events."""

from __future__ import annotations

import json
import re
from pathlib import Path

from toque.cli import main

# Chef 18's lines, with its interpolations as regular expressions
DOC = {
    "compile": r"Compiling cookbooks\.\.\.",
    "converge": r"Converging \d+ resources",
    "recipe": r"Recipe: \w+::\w+",
    "action": r"  \* \w+\[[^\]]+\] action \w+",
    "up_to_date": r"  \* \w+\[[^\]]+\] action \w+ \(up to date\)",
    "skipped": r"  \* \w+\[[^\]]+\] action \w+ \(skipped due to only_if\)",
    "handlers": r"Running handlers:",
    "handlers_done": r"Running handlers complete",
    "complete": r"Infra Phase complete, \d+/\d+ resources updated in \d\d seconds",
}
WHY_RUN = r"Infra Phase complete, \d+/\d+ resources would have been updated"
FAILED = r"Infra Phase failed\. \d+ resources updated in \d\d seconds"
MINIMAL = [r"Compiling cookbooks", r"done\.", r"Converging \d+ resources", r"[.SU]+",
           r"System converged\.", r"resources updated this run:",
           r"Infra phase complete, \d+ resources updated"]  # fmt: skip
# what toque once printed from older Chef versions: never again
OLD = ["Compiling Cookbooks", "Chef Client finished", "Chef Infra Client finished",
       "Resources updated this run"]  # fmt: skip


def cookbook(tmp_path: Path, recipe: str) -> list[str]:
    book = tmp_path / "books" / "web"
    (book / "recipes").mkdir(parents=True, exist_ok=True)
    (book / "metadata.rb").write_text("name 'web'\n")
    (book / "recipes" / "default.rb").write_text(recipe)
    return ["client", "--cookbook-path", str(tmp_path / "books"), "-o", "web",
            "--lockfile", str(tmp_path / "lock"), "--no-color"]  # fmt: skip


RECIPE = """file '{d}/a' do
  content 'x'
end
file '{d}/b' do
  content 'y'
  only_if {{ false }}
end
directory '{d}'
"""


def lines(text: str) -> list[str]:
    return text.splitlines()


def test_doc_lines_are_chef_18s(tmp_path, capsys):
    argv = cookbook(tmp_path, RECIPE.format(d=tmp_path))
    assert main(argv) == 0
    out = lines(capsys.readouterr().out)
    for name, pattern in DOC.items():
        assert any(re.fullmatch(pattern, ln) for ln in out), (name, out)
    assert main([*argv, "--why-run"]) == 0
    out = lines(capsys.readouterr().out)
    assert any(re.fullmatch(WHY_RUN, ln) for ln in out), out


def test_a_failed_run_and_the_minimal_formatter_are_chef_18s(tmp_path, capsys):
    argv = cookbook(tmp_path, RECIPE.format(d=tmp_path))
    assert main([*argv, "-F", "minimal"]) == 0
    out = capsys.readouterr().out
    assert [ln for ln in lines(out) if any(re.fullmatch(p, ln) for p in MINIMAL)] == [
        ln for ln in lines(out) if ln and not ln.startswith(("*", "  -"))
    ], out
    argv = cookbook(tmp_path, "execute 'false'\n")
    assert main(argv) == 1
    out = capsys.readouterr().out
    assert any(re.fullmatch(FAILED, ln) for ln in lines(out)), out
    for old in OLD:
        assert old not in out


COMPILE_FAILURE = """class Failure < Chef::Handler
  def report
    puts "FAILURE #{failed?} #{exception.class}: #{exception.message} #{all_resources.size}"
  end
end
class Report < Chef::Handler
  def report = puts("REPORT")
end
Chef::Config[:exception_handlers] << Failure.new
Chef::Config[:report_handlers] << Report.new
log 'declared before the error'
raise 'boom'
"""


def test_a_compile_error_runs_the_exception_handlers_and_fails_the_infra_phase(tmp_path, capsys):
    # chef-client after a recipe compile error: exception handlers (not report handlers)
    # with run_status.exception and the resources declared so far, then "Infra Phase
    # failed", before the error itself
    argv = cookbook(tmp_path, COMPILE_FAILURE)
    assert main(argv) == 1
    captured = capsys.readouterr()
    out = lines(captured.out)
    assert "FAILURE true RuntimeError: boom 1" in out and "REPORT" not in out, out
    assert "Running handlers:" in out and any(ln.endswith("Failure") for ln in out), out
    assert any(re.fullmatch(FAILED, ln) for ln in out), out
    assert out.index("Running handlers complete") < out.index(
        next(ln for ln in out if re.fullmatch(FAILED, ln))
    )
    assert "RuntimeError: boom" in captured.err and "default.rb:12" in captured.err
    assert main([*argv, "-F", "json"]) == 1
    printed = capsys.readouterr().out.splitlines()  # the handler's puts among the events
    events = [json.loads(ln)["event"] for ln in printed if ln.startswith("{")]
    tail = events[events.index("load_failed") :]
    assert tail[1] == "handlers_start" and tail[-2:] == ["handlers_completed", "run_failed"], events
