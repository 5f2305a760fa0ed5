"""The terminal's live line (runtime/formatters/live.py): what it draws is cut to the row,
erased before any other output and, when transient, drawn again below it; a bar stays. The
screen a terminal shows (tests/terminal.py's `render`) is then exactly the permanent text."""

from __future__ import annotations

import io
import time

from terminal import render

from toque.runtime.formatters.live import LiveLine, Spinner, plain


class Tty(io.StringIO):
    def __init__(self, width: int = 40) -> None:
        super().__init__()
        self.columns = width

    def isatty(self) -> bool:
        return True


def live(width: int = 40) -> tuple[LiveLine, Tty]:
    out = Tty(width)
    line = LiveLine(out)
    line.width = lambda: width  # type: ignore[method-assign]
    return line, out


def test_transient_text_is_erased_before_other_output_and_drawn_again_below_it():
    line, out = live()
    line.write("Compiling cookbooks...\n")
    line.show("  loading libraries (1/3)")
    assert render(out.getvalue()) == ["Compiling cookbooks...", "  loading libraries (1/3)"]
    line.write("WARN: something\n")
    assert render(out.getvalue()) == [
        "Compiling cookbooks...", "WARN: something", "  loading libraries (1/3)"
    ]  # fmt: skip
    line.show("  loading libraries (3/3)")
    line.clear()
    line.write("Converging 2 resources\n")
    assert render(out.getvalue()) == [
        "Compiling cookbooks...", "WARN: something", "Converging 2 resources", ""
    ]  # fmt: skip


def test_after_an_open_line_only_the_live_text_goes_and_the_line_continues():
    line, out = live(80)
    line.write("  * apt_package[a] action install")
    line.show(" | installing a (0s): Reading package lists...")
    line.show(" / installing a (1s): ok")  # shorter: the rest of the row is erased
    assert render(out.getvalue()) == ["  * apt_package[a] action install / installing a (1s): ok"]
    line.clear()
    line.write("\n    - install version 1 of package a\n")
    assert render(out.getvalue()) == [
        "  * apt_package[a] action install", "    - install version 1 of package a", ""
    ]  # fmt: skip


def test_live_text_is_cut_to_the_row_never_wrapped():
    line, out = live(width=20)
    line.write("abcdefghijklmno")
    line.show(" a long status that cannot fit")
    assert render(out.getvalue(), width=20) == ["abcdefghijklmno ..."]
    line.show("x" * 30)
    assert len(render(out.getvalue(), width=20)[0]) == 19
    line.write("\n")  # (render asserts no row wrapped)


def test_a_bar_stays_and_gets_its_own_line():
    line, out = live()
    line.show("    - Progress: [#...] 10%", sticky=True)
    line.show("    - Progress: [####] 100%", sticky=True)
    line.write("    next\n")
    assert render(out.getvalue()) == ["    - Progress: [####] 100%", "    next", ""]
    line.end()  # nothing left to end
    assert render(out.getvalue())[-1] == ""


def test_program_output_makes_way_through_a_sharing_writer():
    line, out = live()
    stderr = io.StringIO()
    line.show("  loading recipes (0/1)")
    puts = line.sharing(out)
    puts.write("hello from the recipe\n")
    assert render(out.getvalue()) == ["hello from the recipe", "  loading recipes (0/1)"]
    line.sharing(stderr).write("a warning\n")
    assert stderr.getvalue() == "a warning\n"
    assert render(out.getvalue()) == ["hello from the recipe", "  loading recipes (0/1)"]


def test_before_a_child_writes_the_line_is_erased_and_nothing_drawn_until_a_line_ends():
    line, out = live()
    line.show("  loading recipes (0/1)")
    line.sharing(out).flush()  # Ruby's `system`: the child writes to the terminal itself
    assert render(out.getvalue()) == [""]
    line.show("  loading recipes (1/1)")
    assert render(out.getvalue()) == [""]
    line.write("done\n")
    assert render(out.getvalue()) == ["done", "  loading recipes (1/1)"]


def test_plain_text_of_a_package_managers_line():
    assert plain("\x1b[32mok\x1b[0m") == "ok"
    assert plain("50%\r 75%\r100%\n") == "100%"
    assert plain("a\tb") == "a b"


def test_a_spinner_turns_until_stopped_then_draws_nothing():
    line, out = live()
    line.write("  * x action install")
    spinner = Spinner(line, lambda frame: f" {frame} busy", period=0.01).start()
    deadline = time.monotonic() + 5
    while spinner.frame < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    spinner.stop()
    line.clear()
    written = out.getvalue()
    for frame in "|/-":
        assert f" {frame} busy" in written
    time.sleep(0.05)
    assert out.getvalue() == written
    assert render(written) == ["  * x action install"]


def test_not_a_terminal_or_a_dumb_one(monkeypatch):
    assert not LiveLine.supported(io.StringIO())
    monkeypatch.setenv("TERM", "dumb")
    assert not LiveLine.supported(Tty())
    monkeypatch.setenv("TERM", "xterm")
    assert LiveLine.supported(Tty())


def test_a_warning_on_the_same_terminal_moves_the_cursor_too():
    line, out = live()

    class Stderr:  # another stream, writing on the same screen
        def write(self, text: str) -> int:
            return out.write(text)

        def isatty(self) -> bool:
            return True

    line.write("  * x action install")
    line.show(" | busy")
    line.sharing(Stderr()).write("warning: something\n")
    # the warning lands where it would with no live line; the busy text comes back below
    assert render(out.getvalue()) == ["  * x action installwarning: something", " | busy"]
