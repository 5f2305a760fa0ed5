"""A custom resource's nested resources in the output (Chef's doc formatter indents them) and in
the counts (Chef counts every resource that ran, nested ones too); min and json agree."""

from __future__ import annotations

import io
import json

SITE = """\
unified_mode true
property :root, String, name_property: true

action :create do
  directory new_resource.root
  file "#{new_resource.root}/index.html" do
    content "hello\\n"
  end
  converge_by "announce #{new_resource.root}" do
  end
end

action :check do
  directory new_resource.root
end

action :fail do
  execute 'false'
end
"""


def web(host, recipe: str) -> None:
    host.book("web", {"resources/site.rb": SITE, "recipes/default.rb": recipe})


def test_nested_resources_are_indented_and_the_parent_closes_after_them(host):
    web(host, f"web_site '{host.tmp}/www'\nlog 'after'\n")
    status, out = host.client(["web"])
    assert status == 0, out
    assert host.normal(out).split("Recipe: web::default\n")[1] == (
        "  * web_site[/T/www] action create\n"
        "    * directory[/T/www] action create\n"
        "      - create new directory /T/www\n"
        "    * file[/T/www/index.html] action create\n"
        "      - create new file /T/www/index.html\n"
        "      - update content in file /T/www/index.html from none to 5891b5\n"
        "      --- /T/www/index.html\t<mtime>\n"
        "      +++ /T/www/.chef-index.html\t<mtime>\n"
        "      @@ -0,0 +1 @@\n"
        "      +hello\n"
        "    - announce /T/www\n"
        "  * log[after] action write\n"
        "\n"
        "Running handlers:\n"
        "Running handlers complete\n"
        "Infra Phase complete, 3/4 resources updated in 00 seconds\n"
    )  # the parent's converge_by line comes after its nested resources, at its own depth


def test_up_to_date_parent_status_goes_on_its_own_line(host):
    web(host, f"web_site '{host.tmp}/www'\n")
    host.client(["web"])
    status, out = host.client(["web"])
    assert status == 0, out
    assert host.normal(out).split("Recipe: web::default\n")[1].split("\n\nRunning")[0] == (
        "  * web_site[/T/www] action create\n"
        "    * directory[/T/www] action create (up to date)\n"
        "    * file[/T/www/index.html] action create (up to date)\n"
        "    - announce /T/www"
    )
    (host.tmp / "www" / "index.html").unlink()
    web(host, f"web_site '{host.tmp}/www' do\n  action :check\nend\n")
    status, out = host.client(["web"])
    assert "  * web_site[/T/www] action check\n    * directory[/T/www] action create (up to date)\n" \
           "     (up to date)\n" in host.normal(out)  # fmt: skip
    assert "Converging 1 resources" in out and "0/2 resources updated" in out


def test_a_parent_updated_by_a_nested_resource_ends_with_an_indented_empty_line(host):
    # Chef's stream ends a `- change` line lazily: the parent's end finds no open line
    web(host, f"web_site '{host.tmp}/www' do\n  action :check\nend\nlog 'next'\n")
    status, out = host.client(["web"])
    text = host.normal(out)
    assert "      - create new directory /T/www\n  \n  * log[next] action write\n" in text
    assert "Converging 2 resources" in out  # the run list's resources, not the nested ones
    assert "2/3 resources updated" in out  # the parent, its directory; the log is not counted


def test_why_run_counts_and_indents_the_same_way(host):
    web(host, f"web_site '{host.tmp}/www'\n")
    status, out = host.client(["web"], why_run=True)
    assert status == 0, out
    assert "    * directory[/T/www] action create\n      - Would create new directory /T/www\n" \
        in host.normal(out)  # fmt: skip
    assert "    - Would announce /T/www\n" in host.normal(out)
    assert "Infra Phase complete, 3/3 resources would have been updated" in out
    assert not (host.tmp / "www").exists()


def test_a_nested_failure_shows_both_error_blocks_one_level_apart(host):
    web(host, "web_site 'x' do\n  action :fail\nend\n")
    status, out = host.client(["web"])
    assert status == 1
    assert "      Error executing action `run` on resource 'execute[false]'\n" in out
    assert "    Error executing action `fail` on resource 'web_site[x]'\n" in out
    assert out.index("execute[false]'") < out.index("web_site[x]'\n")
    assert "Infra Phase failed. 0 resources updated" in out


def test_a_retried_action_starts_once(host):
    marker = host.tmp / "tries"
    status, out = host.apply(
        f"""ruby_block 'flaky' do
  block {{ n = ::File.exist?('{marker}') ? 2 : 1; ::File.write('{marker}', 'x'); raise 'again' if n == 1 }}
  retries 1
  retry_delay 0
end
"""
    )
    assert status == 0, out
    assert out.count("* ruby_block[flaky] action run") == 1
    assert "    Retrying execution of ruby_block[flaky], 0 attempt(s) left\n" in out
    assert "1/1 resources updated" in out


def test_min_lists_a_parent_once_after_its_nested_resources(host):
    web(host, f"web_site '{host.tmp}/www'\n")
    status, out = host.client(["web"], formatter="min")
    assert status == 0, out
    text = host.normal(out)
    assert "Converging 1 resources\nUUU\n" in text  # directory, file, then the parent
    assert "\nSystem converged.\n\nresources updated this run:\n" in text  # as Chef 18
    listed = text.split("resources updated this run:\n")[1]
    assert listed.count("* web_site[/T/www]") == 1
    assert "* web_site[/T/www]\n  - announce /T/www\n" in listed
    assert text.endswith("Infra phase complete, 3 resources updated\n")


def test_json_gives_each_resource_event_its_depth(host):
    web(host, f"web_site '{host.tmp}/www'\n")
    status, out = host.client(["web"], formatter="json")
    assert status == 0, out
    records = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    starts = [(r["resource"]["resource"], r["depth"]) for r in records
              if r["event"] == "resource_action_start"]  # fmt: skip
    assert starts == [(f"web_site[{host.tmp}/www]", 0), (f"directory[{host.tmp}/www]", 1),
                      (f"file[{host.tmp}/www/index.html]", 1)]  # fmt: skip
    updated = [(r["resource"]["resource"], r["depth"]) for r in records
               if r["event"] == "resource_updated"]  # fmt: skip
    assert updated[-1] == (f"web_site[{host.tmp}/www]", 0)
    announce = [r for r in records if r["event"] == "resource_update"][-1]
    assert announce["change"]["lines"] == [f"announce {host.tmp}/www"] and announce["depth"] == 0
    assert records[-1]["result"]["updated"] == 3 and records[-1]["result"]["total"] == 3


def test_a_run_starts_at_the_left_margin_after_an_interrupted_one():
    # the shell keeps its formatter across converges; Ctrl-C may stop one inside an action
    from toque.runtime import Registry
    from toque.runtime.formatters import make_formatter

    resource = Registry.discover().build("log", "x")

    def last_line(name: str) -> str:
        out = io.StringIO()
        formatter = make_formatter(name, out)
        formatter.run_start(1, False)
        formatter.resource_action_start(resource, "write", None, None)  # then interrupted
        formatter.run_start(1, False)
        formatter.resource_action_start(resource, "write", None, None)
        return out.getvalue().splitlines()[-1]

    assert last_line("doc") == "  * log[x] action write"
    assert json.loads(last_line("json"))["depth"] == 0
