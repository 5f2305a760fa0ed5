"""Time the recipe lexer on a generated, realistic 20,000-line recipe.

    python bench/highlight.py [LINES]

Prints the size of the recipe, the number of tokens and the time to lex it (best of 3,
wall clock and CPU).
The target is one second or less for 20,000 lines.
"""

from __future__ import annotations

import sys
import time

from toque.highlight import RecipeLexer

# One stanza of a typical recipe: resources with blocks, guards, interpolation, hashes,
# heredocs, attribute reads, notifications, a lazy value and a loop.
STANZA = """\
# site {i}
directory "/srv/site{i}" do
  owner node['site']['user']
  group 'www-data'
  mode '0755'
  recursive true
end

template "/etc/nginx/sites-available/site{i}.conf" do
  source 'site.conf.erb'
  variables(
    name: "site{i}",
    port: 8000 + {i},
    root: "/srv/site{i}/#{{node['site']['docroot']}}",
    'upstreams' => node['site']['upstreams'].map {{ |u| "#{{u}}:#{{80 + {i} % 7}}" }}
  )
  notifies :reload, 'service[nginx]', :delayed
  only_if {{ ::File.directory?('/etc/nginx') && node['site']['enabled'] }}
end

execute "seed-site{i}" do
  command <<~EOS
    /usr/local/bin/seed --site site{i} \\
      --path /srv/site{i} --threads #{{node['cpu']['total'] / 2}}
  EOS
  creates "/srv/site{i}/.seeded"
  not_if 'test -f /srv/site{i}/.lock', cwd: '/srv'
  environment('HOME' => '/root', 'SITE' => "site{i}")
  retries 2
end

%w(access error).each do |log|
  file "/var/log/site{i}-#{{log}}.log" do
    content lazy {{ IO.read("/etc/motd") =~ /welcome/i ? "ok\\n" : "" }}
    action :create_if_missing
  end
end

"""


def recipe(lines: int) -> str:
    """A recipe of about `lines` lines, made of numbered stanzas."""
    stanza_lines = STANZA.count("\n")
    return "".join(STANZA.format(i=i) for i in range(lines // stanza_lines + 1))


def main() -> None:
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    text = recipe(lines)
    lexer = RecipeLexer()
    best_wall = best_cpu = float("inf")
    count = 0
    for _ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        count = sum(1 for _ in lexer.get_tokens_unprocessed(text))
        best_wall = min(best_wall, time.perf_counter() - wall)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    line_count = text.count("\n")
    print(f"{line_count} lines, {len(text)} characters, {count} tokens")
    # CPU time too: on a busy machine the wall clock says more about the neighbours.
    print(
        f"lexed in {best_wall:.3f} s ({line_count / best_wall:,.0f} lines/s), cpu {best_cpu:.3f} s"
    )


if __name__ == "__main__":
    main()
