"""ERB speed: a generated 1,000-line template with loops and conditionals, rendered 100 times.

Prints the first render (translate + parse + compile + run) and the mean of the next
renders (compiled code cached per runtime), in ms, and the rendered size.
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from toque.interpreter.erb_template import render  # noqa: E402
from toque.interpreter.model.world import Runtime  # noqa: E402

SECTION = """\
# section {i}: generated for <%= @fqdn %>
[server_{i}]
listen = <%= @port + {i} %>
name = "<%= @names[{i} % @names.size] %>"
<% if @settings['debug'] -%>
debug = true
<% else -%>
debug = false
<% end -%>
<% @backends.each do |b| -%>
backend <%= b['host'] %>:<%= b['port'] %><%= " backup" if b['backup'] %>
<% end -%>
<%- @settings.each do |key, value| -%>
  <%= key %> = <%= value %>
<%- end -%>
<%# a comment that renders nothing %>
timeout = <%= @settings['timeout'] * 2 %>s <%% literal %%>

"""


def template(lines: int) -> str:
    out, i = [], 0
    while sum(s.count("\n") for s in out) < lines:
        out.append(SECTION.replace("{i}", str(i)))
        i += 1
    return "".join(out)


VARIABLES = {
    "fqdn": "web1.example.com",
    "port": 8000,
    "names": ["alpha", "beta", "gamma"],
    "settings": {"debug": False, "timeout": 30, "workers": 4, "user": "www-data"},
    "backends": [{"host": f"10.0.0.{n}", "port": 8080, "backup": n == 4} for n in range(1, 5)],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--renders", type=int, default=100)
    parser.add_argument("--trim-mode", default="-")
    opts = parser.parse_args()
    text = template(opts.lines)
    rt = Runtime(stdout=io.StringIO())
    start = time.perf_counter()
    out = render(rt, text, "bench.erb", VARIABLES, trim_mode=opts.trim_mode)
    first = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(opts.renders - 1):
        render(rt, text, "bench.erb", VARIABLES, trim_mode=opts.trim_mode)
    rest = (time.perf_counter() - start) / max(opts.renders - 1, 1)
    print(f"template: {text.count(chr(10))} lines, output {len(out)} chars")
    print(f"first render (compile + run): {first * 1000:.1f} ms")
    print(f"render, cached code: {rest * 1000:.2f} ms per render ({opts.renders - 1} renders)")


if __name__ == "__main__":
    main()
