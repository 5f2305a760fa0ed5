"""The run context from Ruby (Chef::DSL::DeclareResource and friends): run_context and its
resource collection, declare/build/find/edit/delete_resource, with_run_context, Chef.node,
Chef.run_context, tags — in recipes and in a custom resource's action."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from run_status import apply, client

from toque.errors import ToqueError
from toque.session import ApplyOptions, ClientOptions


def converge(tmp_path: Path, recipe: str) -> tuple[int, str, str]:
    path = tmp_path / "recipe.rb"
    path.write_text(recipe)
    out = io.StringIO()
    opts = ApplyOptions(recipe=str(path), lock_file=str(tmp_path / "lock"))
    status = apply(opts, out)
    return (
        status,
        out.getvalue(),
        (tmp_path / "said").read_text() if (tmp_path / "said").exists() else "",
    )


def said(tmp_path: Path) -> str:
    return f'def say(x) = ::File.write("{tmp_path}/said", x.to_s + "\\n", mode: "a")\n'


def test_the_run_context_and_its_resource_collection(tmp_path):
    status, out, text = converge(
        tmp_path,
        said(tmp_path)
        + """
log "one"
log "two"
rc = run_context
say rc.equal?(Chef.run_context)
say rc.resource_collection.map(&:to_s).join(",")
say rc.resource_collection.all_resources.size
say rc.resource_collection.lookup("log[two]").name
say Chef.node.equal?(node)
say node.run_context.equal?(rc)
say rc.parent_run_context.inspect
begin
  rc.resource_collection.lookup("log[three]")
rescue Chef::Exceptions::ResourceNotFound => e
  say e.message
end
""",
    )
    assert status == 0, out
    assert text.splitlines() == [
        "true",
        "log[one],log[two]",
        "2",
        "two",
        "true",
        "true",
        "nil",
        "Cannot find a resource matching log[three] (did you define it first?)",
    ]


def test_declare_find_edit_and_delete_resources(tmp_path):
    status, out, text = converge(
        tmp_path,
        said(tmp_path)
        + f"""
declare_resource(:file, "{tmp_path}/a") do
  content "declared"
end
say find_resource(:file, "{tmp_path}/a").content
say find_resource(:file, "{tmp_path}/nowhere").inspect
edit_resource(:file, "{tmp_path}/a") {{ content "edited" }}
edit_resource(:file, "{tmp_path}/b") {{ content "made by edit" }}
built = build_resource(:file, "{tmp_path}/c") {{ content "never" }}
say built.content
file "{tmp_path}/d" do
  content "to go"
end
say delete_resource(:file, "{tmp_path}/d").name
say delete_resource(:file, "{tmp_path}/d").inspect
begin
  find_resource!(:file, "{tmp_path}/d")
rescue Chef::Exceptions::ResourceNotFound => e
  say e.class
end
begin
  edit_resource!(:file, "{tmp_path}/e") {{ content "x" }}
rescue Chef::Exceptions::ResourceNotFound => e
  say e.class
end
say run_context.resource_collection.map(&:to_s).join(",")
""",
    )
    assert status == 0, out
    assert text.splitlines() == [
        "declared",
        "nil",
        "never",
        f"{tmp_path}/d",
        "nil",
        "Chef::Exceptions::ResourceNotFound",
        "Chef::Exceptions::ResourceNotFound",
        f"file[{tmp_path}/a],file[{tmp_path}/b]",
    ]
    assert (tmp_path / "a").read_text() == "edited"
    assert (tmp_path / "b").read_text() == "made by edit"
    assert not (tmp_path / "c").exists() and not (tmp_path / "d").exists()


def test_tags_from_a_recipe_are_the_nodes(tmp_path):
    status, out, text = converge(
        tmp_path,
        said(tmp_path)
        + 'tag("web", "db")\nuntag("db")\nsay tagged?("web")\nsay node.tags.inspect\n',
    )
    assert status == 0, out
    assert text.splitlines() == ["true", '["web"]']


def test_with_run_context_needs_a_known_context(tmp_path):
    path = tmp_path / "recipe.rb"
    path.write_text("with_run_context(:sideways) { log 'x' }\n")
    with pytest.raises(ToqueError) as caught:
        apply(ApplyOptions(recipe=str(path), lock_file=str(tmp_path / "lock")), io.StringIO())
    assert "with_run_context takes :root, :parent or a run context" in caught.value.message
    assert caught.value.span.line == 1


WRAPPER = """
property :path, String, name_property: true

action :create do
  file new_resource.path do
    content "inner"
  end
  say run_context.resource_collection.map(&:to_s).join(",")
  say run_context.parent_run_context.resource_collection.size
  with_run_context :root do
    log "from the action, run at the end of the run"
  end
  say find_resource(:log, "outer").to_s
end
"""


def test_a_custom_resource_action_has_a_child_context_and_can_declare_into_the_root(tmp_path):
    books = tmp_path / "books"
    cb = books / "web"
    (cb / "resources").mkdir(parents=True)
    (cb / "recipes").mkdir()
    (cb / "libraries").mkdir()
    (cb / "metadata.rb").write_text("name 'web'\nversion '1.0.0'\n")
    (cb / "libraries" / "say.rb").write_text(
        f'def say(x) = ::File.write("{tmp_path}/said", x.to_s + "\\n", mode: "a")\n'
    )
    (cb / "resources" / "wrapper.rb").write_text(WRAPPER)
    (cb / "recipes" / "default.rb").write_text(
        f'log "outer"\nweb_wrapper "{tmp_path}/w"\nsay run_context.resource_collection.size\n'
    )
    out = io.StringIO()
    opts = ClientOptions(run_list=["web"], cookbook_paths=[str(books)],
                         lock_file=str(tmp_path / "lock"))  # fmt: skip
    assert client(opts, out) == 0, out.getvalue()
    assert (tmp_path / "said").read_text().splitlines() == [
        "2",  # compile: log[outer], web_wrapper[…]
        f"file[{tmp_path}/w]",  # the action's own collection
        "2",
        "log[outer]",  # found in the parent
    ]
    assert (tmp_path / "w").read_text() == "inner"
    assert "log[from the action, run at the end of the run] action write" in out.getvalue()


def test_resources_of_a_missing_resource_is_chefs_rescuable_located_error(tmp_path):
    """`resources("log[x]")` with no such resource: Chef::Exceptions::ResourceNotFound, which
    a recipe can rescue and which, unrescued, names the recipe line (the fuzzer once got an
    error without file:line)."""
    recipe = (
        said(tmp_path)
        + """\
log "one"
begin
  resources("log[two]")
rescue Chef::Exceptions::ResourceNotFound => e
  say e.message
end
say resources(log: "one").name
log "x #{resources('log[three]')}"
"""
    )
    with pytest.raises(ToqueError) as info:
        converge(tmp_path, recipe)
    assert (tmp_path / "said").read_text().splitlines() == [
        "Cannot find a resource matching log[two] (did you define it first?)",
        "one",
    ]
    shown = info.value.render()
    assert shown.startswith(f"{tmp_path / 'recipe.rb'}:9:1: Chef::Exceptions::ResourceNotFound: ")
    assert "Cannot find a resource matching log[three]" in shown
