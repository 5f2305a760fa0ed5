"""The application driven through a pipe: Enter submits only complete entries, Ctrl-C
drops an entry, errors never end the session, and a converge changes the disk."""

from __future__ import annotations


def test_single_line_entry_prints_its_value(core, drive):
    out = drive(core, "1 + 2\r")
    assert "=> 3" in out


def test_enter_continues_an_open_block_and_submits_when_closed(core, drive, tmp_path):
    target = tmp_path / "motd"
    keys = f'file "{target}" do\rcontent "hello"\rend\r'
    out = drive(core, keys)
    assert out.count("=>") == 1  # one entry, not three
    assert f"=> file[{target}]" in out
    assert [r.key for r in core.session.pending()] == [f"file[{target}]"]


def test_open_bracket_and_string_continue(core, drive):
    out = drive(core, 'x = [1,\r2,\r3]\rs = "a\rb"\r')
    assert "=> [1, 2, 3]" in out
    assert '=> "a\\nb"' in out


def test_syntax_error_is_reported_not_waited_on(core, drive):
    out = drive(core, "foo(1))\r7\r")
    assert "unexpected ')'" in out
    assert "^" in out  # the caret under the place
    assert "=> 7" in out  # the session went on


def test_ruby_error_shows_the_entry_line_and_the_session_goes_on(core, drive):
    out = drive(core, "x = 1\rif x\rno_such_thing\rend\rx + 1\r")
    assert "(entry 2):2:" in out
    assert "NoMethodError" in out
    assert "no_such_thing" in out
    assert "=> 2" in out


def test_ctrl_c_cancels_the_entry_only(core, drive):
    out = drive(core, "y = (1 +\r\x03z = 5\r")
    assert "=> 5" in out
    assert "y" not in core.mode.local_names()


def test_ctrl_d_ends_the_shell(core, drive):
    out = drive(core, "")
    assert out == ""


def test_exit_ends_before_later_entries(core, drive):
    out = drive(core, "exit\r1 + 1\r")
    assert "=> 2" not in out


def test_converge_from_the_shell_creates_the_file(core, drive, tmp_path):
    target = tmp_path / "made-by-shell"
    keys = f'file "{target}" do\rcontent "from the shell\\n"\rmode "0640"\rend\rrun\r'
    out = drive(core, keys)
    assert target.read_text() == "from the shell\n"
    assert oct(target.stat().st_mode & 0o777) == "0o640"
    assert "1/1 resources updated" in out


def test_tab_completes_a_resource_type(core, drive, tmp_path):
    assert core.session is not None  # loaded: resource types are offered
    out = drive(core, ["direc", "\t", f' "{tmp_path}/d" do\rend\r'])
    assert f"=> directory[{tmp_path}/d]" in out


def test_locals_and_methods_persist_between_entries(core, drive):
    out = drive(core, "def twice(n)\rn * 2\rend\rbase = 21\rtwice(base)\r")
    assert "=> 42" in out
