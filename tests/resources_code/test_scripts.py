"""The script resources added for issue 15 (`ruby`, `ksh`, `csh`): run when the interpreter
exists, Chef's Errno::ENOENT when it does not; guards, why-run, json and failures."""

from __future__ import annotations

import shutil

import pytest


def test_ruby_runs_with_guard_and_why_run(host, tmp_path):
    out_file = tmp_path / "r.txt"
    text = (f"ruby 'write' do\n  code \"File.write('{out_file}', RUBY_VERSION)\"\n"
            f"  not_if {{ ::File.exist?('{out_file}') }}\nend\n")  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0 and '    - Would execute "ruby" \n' in out and not out_file.exists(), out
    status, out = host.apply(text)
    assert status == 0 and '    - execute "ruby" \n' in out, out
    assert out_file.read_text().startswith("3.")
    status, out = host.apply(text)
    assert "skipped due to not_if" in out and "0/1 resources updated" in out, out


def test_ruby_failure_and_json(host):
    status, out = host.apply("ruby 'fails' do\n  code 'exit 3'\n  flags '-W0'\nend\n")
    assert status == 1 and "Expected process to exit with [0], but received '3'" in out
    assert 'Ran "ruby" -W0  returned 3' in out or 'Ran "ruby" -W0 returned 3' in out, out
    events = [
        e
        for e in host.events("ruby 'ok' do\n  code 'puts 1'\nend\n")
        if e.get("event") == "resource_update"
    ]
    assert events and events[0]["change"]["lines"] == ['execute "ruby" ']
    status, out = host.apply("ruby 'cmd' do\n  command 'x'\nend\n")
    assert (
        status == 1
        and "Do not use the command property on a ruby resource, use the code property" in out
    )


@pytest.mark.parametrize("shell", ["ksh", "csh"])
def test_ksh_and_csh(host, tmp_path, shell):
    target = tmp_path / f"{shell}.txt"
    status, out = host.apply(f"{shell} 'hello' do\n  code 'echo hi > {target}'\nend\n")
    if shutil.which(shell):
        assert status == 0 and target.read_text() == "hi\n", out
    else:  # what Chef's shell_out raises when the interpreter is not installed
        assert status == 1 and "Errno::ENOENT" in out, out
        assert f"No such file or directory - {shell}" in out
    status, out = host.apply(f"{shell} 'w' do\n  code 'echo hi > {target}.w'\nend\n", why_run=True)
    assert (
        status == 0
        and f'Would execute "{shell}"' in out
        and not (tmp_path / f"{shell}.txt.w").exists()
    )
