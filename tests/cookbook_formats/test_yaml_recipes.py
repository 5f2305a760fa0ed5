"""YAML and JSON recipes: resources declared as the Ruby DSL would, include_recipes, located errors."""

from __future__ import annotations

import pytest

from toque.errors import ToqueError


def test_yaml_recipe_declares_resources_with_properties_and_actions(books, tmp_path):
    motd, gone, folder = tmp_path / "motd", tmp_path / "gone", tmp_path / "dir"
    gone.write_text("x")
    books.add(
        "web",
        {
            "recipes/default.yml": f"""\
resources:
  - type: file
    name: {motd}
    content: "hello\\n"
    mode: "0600"
  - type: file
    name: {gone}
    action: delete
  - type: directory
    name: {folder}
    action: [create]
"""
        },
    )
    status, out = books.run(["web"])
    assert status == 0, out
    assert motd.read_text() == "hello\n"
    assert oct(motd.stat().st_mode & 0o777) == "0o600"
    assert not gone.exists() and folder.is_dir()
    assert "Recipe: web::default\n" in out
    assert f"  * file[{gone}] action delete\n    - delete file {gone}\n" in out
    status, out = books.run(["web"])
    assert "Infra Phase complete, 0/3 resources updated" in out


def test_json_recipe_and_include_recipes_both_ways(books, tmp_path):
    books.add("web", {
        "recipes/default.yaml": "include_recipes:\n  - web::data\n",
        "recipes/data.json": f"""{{
  "resources": [
    {{"type": "file", "name": "{tmp_path / 'a'}", "content": "a"}}
  ],
  "include_recipes": ["web::ruby"]
}}
""",
        "recipes/ruby.rb": f"file '{tmp_path / 'b'}' do\n  content 'b'\nend\n"
                           "include_recipe 'web::data'\n",
    })  # fmt: skip
    status, out = books.run(["web"])
    assert status == 0, out
    assert (tmp_path / "a").read_text() == "a" and (tmp_path / "b").read_text() == "b"
    assert out.index("Recipe: web::data\n") < out.index("Recipe: web::ruby\n")


def test_a_ruby_recipe_includes_a_yaml_recipe_and_why_run_changes_nothing(books, tmp_path):
    target = tmp_path / "t"
    books.add("web", {
        "recipes/default.rb": "include_recipe 'web::files'\n",
        "recipes/files.yml": f"resources:\n- type: file\n  name: {target}\n  content: x\n",
    })  # fmt: skip
    status, out = books.run(["web"], why_run=True)
    assert status == 0
    assert not target.exists()
    assert (
        f"Recipe: web::files\n  * file[{target}] action create\n    - Would create new file" in out
    )


def error_of(books, run_list: list[str]) -> ToqueError:
    with pytest.raises(ToqueError) as info:
        books.run(run_list)
    return info.value


def test_a_bad_property_is_the_same_error_as_in_ruby_at_the_yaml_line(books, tmp_path):
    books.add("web", {
        "recipes/default.yml": f"resources:\n  - type: file\n    name: {tmp_path}/x\n"
                               "    mode: [1, 2]\n",
        "recipes/ruby.rb": f"file '{tmp_path}/x' do\n  mode [1, 2]\nend\n",
    })  # fmt: skip
    from_yaml, from_ruby = error_of(books, ["web"]), error_of(books, ["web::ruby"])
    assert from_yaml.message == from_ruby.message
    assert "Property mode must be one of: String, Integer, nil!" in from_yaml.message
    text = from_yaml.render()
    assert text.startswith(f"{books.path}/web/recipes/default.yml:4:5: ")
    assert "  4 |     mode: [1, 2]" in text


def test_unknown_property_and_unknown_type_are_located(books, tmp_path):
    books.add("web", {
        "recipes/prop.yml": f"resources:\n  - type: file\n    name: {tmp_path}/x\n"
                            "    contentt: hi\n",
        "recipes/type.yml": "resources:\n  - type: file\n    name: /a\n  - type: fiel\n"
                            "    name: /x\n",
    })  # fmt: skip
    err = error_of(books, ["web::prop"])
    assert "has no property `contentt`" in err.message
    assert err.render().startswith(f"{books.path}/web/recipes/prop.yml:4:5:")
    assert "did you mean `content`?" in err.render()
    err = error_of(books, ["web::type"])
    assert err.render().startswith(f"{books.path}/web/recipes/type.yml:4:5: "
                                   "No resource or method named `fiel'")  # fmt: skip


@pytest.mark.parametrize(
    ("name", "text", "where", "words"),
    [
        ("top.yml", "stuff:\n  - type: file\n", "top.yml:1:1",
         "must contain a top-level 'resources' or 'include_recipes' hash (YAML sequence)"),
        ("top.json", '{"stuff": []}\n', "top.json:1:1",
         "must contain a top-level 'resources' or 'include_recipes' hash key"),
        ("docs.yml", "---\nresources: []\n---\nresources: []\n", "docs.yml:1:1",
         "contains multiple documents, only one is supported"),
        ("syntax.yml", 'resources:\n  - type: file\n    name: "/x\n  - oops: [\n',
         "syntax.yml:5:1", "while scanning a quoted scalar at line 3"),
        ("syntax.json", '{\n  "resources": [\n    {"type": "file", "name": "/x",}\n  ]\n}\n',
         "syntax.json:3:35", "not valid JSON: Expecting property name enclosed in double quotes"),
        ("notype.yml", "resources:\n  - name: /x\n    content: y\n", "notype.yml:2:5",
         "resource entry has no 'type'"),
        ("notype.json", '{"resources": [\n  {"name": "/x"}\n]}\n', "notype.json:2:3",
         "resource entry has no 'type'"),
        ("scalar.yml", "resources:\n  - just a string\n", "scalar.yml:2:5",
         "each entry of 'resources' must be a mapping"),
    ],
)  # fmt: skip
def test_malformed_data_recipes_are_located_errors(books, name, text, where, words):
    books.add("web", {f"recipes/{name}": text})
    err = error_of(books, [f"web::{name.split('.')[0]}"])
    rendered = err.render()
    assert rendered.startswith(f"{books.path}/web/recipes/{where}: "), rendered
    assert words in rendered
    assert "Traceback" not in rendered
