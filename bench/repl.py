"""Time `toque shell`: how soon the prompt appears, and what one keystroke costs.

    python bench/repl.py [RUNS]

1. Start-up: `python -m toque shell` is started on a pseudo-terminal, and the clock
   stops when the prompt text arrives (median and best of RUNS; target 0.5 s). A bare
   `python -c pass` is timed the same way, for the machine's own start-up cost.
2. A keystroke on a 50-line entry (cursor inside a resource block at the end): the
   highlighting of the whole entry (prompt_toolkit's PygmentsLexer over the recipe
   lexer), completion while typing and on Tab, and the bottom toolbar, each called
   directly (median of 50; target under 20 ms in all).
"""

from __future__ import annotations

import io
import os
import pty
import select
import statistics
import subprocess
import sys
import tempfile
import time

PROMPT = b"toque (recipe)>"

ENTRY_HEAD = """\
%w[alpha beta gamma].each do |site|
  directory "/srv/#{site}" do
    owner node['site']['user']
    mode '0755'
    recursive true
  end

"""
STANZA = """\
  file "/srv/#{{site}}/part{i}.conf" do
    content "port = #{{8000 + {i}}}\\n"
    mode '0644'
    only_if {{ ::File.directory?("/srv/#{{site}}") }}
  end
"""


def entry(lines: int = 50) -> str:
    """An unfinished 50-line entry; the cursor sits in the last resource block."""
    text, i = ENTRY_HEAD, 0
    while text.count("\n") + STANZA.count("\n") <= lines - 2:
        text += STANZA.format(i=i)
        i += 1
    text += "  # padding\n" * (lines - 2 - text.count("\n"))
    text += '  file "/srv/#{site}/last" do\n'
    return text + "    co"


def time_to_text(argv: list[str], marker: bytes | None, timeout: float = 20.0) -> float:
    """Seconds from starting `argv` on a pty until `marker` is printed (or it exits)."""
    master, slave = pty.openpty()
    env = dict(os.environ, TERM="xterm-256color")
    env.setdefault("TOQUE_STATE_DIR", tempfile.mkdtemp(prefix="toque-bench-"))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    seen = b""
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:  # the other end closed
                    break
                if marker is not None and marker in seen:
                    return time.perf_counter() - start
            elif marker is None and proc.poll() is not None:
                break
        if marker is not None:
            raise RuntimeError(f"no prompt within {timeout} s; got {seen[-200:]!r}")
        return time.perf_counter() - start
    finally:
        proc.kill()
        proc.wait()
        os.close(master)


def startup(runs: int) -> None:
    shell = [time_to_text([sys.executable, "-m", "toque", "shell"], PROMPT) for _ in range(runs)]
    bare = [time_to_text([sys.executable, "-c", "pass"], None) for _ in range(runs)]
    print(
        f"start-up to prompt: median {statistics.median(shell) * 1000:.0f} ms, "
        f"best {min(shell) * 1000:.0f} ms over {runs} runs (target ≤ 500 ms)"
    )
    print(f"  (python -c pass on this machine: median {statistics.median(bare) * 1000:.0f} ms)")


def timed(fn, repeat: int = 50) -> float:
    fn()  # warm caches, as a session's earlier keystrokes have
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1000


def keystroke() -> None:
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document
    from prompt_toolkit.lexers import PygmentsLexer

    from toque.highlight import RecipeLexer
    from toque.repl.app import ShellCompleter, resource_line
    from toque.repl.core import ShellCore
    from toque.repl.entry import open_blocks

    core = ShellCore(io.StringIO())
    core.submit("site = 'x'")
    text = entry()
    doc = Document(text, len(text))
    lexer = PygmentsLexer(RecipeLexer)
    completer = ShellCompleter(core)
    lines = text.count("\n") + 1

    def highlight() -> None:
        get_line = lexer.lex_document(doc)  # a new document on every keystroke
        for n in range(lines):
            get_line(n)

    typing, tab = CompleteEvent(text_inserted=True), CompleteEvent(completion_requested=True)

    def completing(event: CompleteEvent) -> None:
        open_blocks.cache_clear()  # a keystroke makes a new text: nothing is cached for it
        list(completer.get_completions(doc, event))

    figures = {
        "highlight": timed(highlight),
        "complete (typing)": timed(lambda: completing(typing)),
        "complete (Tab)": timed(lambda: completing(tab)),
        # after completion in the same keystroke: the open blocks are known by then
        "toolbar": timed(lambda: resource_line(core, doc.text_before_cursor)),
    }
    print(f"keystroke on a {lines}-line entry (median of 50):")
    for name, ms in figures.items():
        print(f"  {name:<18} {ms:6.2f} ms")
    total = figures["highlight"] + figures["complete (typing)"] + figures["toolbar"]
    print(f"  {'total':<18} {total:6.2f} ms (target < 20 ms)")


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    startup(runs)
    keystroke()


if __name__ == "__main__":
    main()
