"""Legacy definitions: `define :name, params do … end` expanded in place where a recipe calls it."""

from __future__ import annotations

import pytest

from toque.errors import ToqueError

SITE = """\
define :web_site, port: 80, enabled: true do
  file "#{node['root']}/site-#{params[:name]}" do
    content "port=#{params[:port]} enabled=#{params[:enabled]} tags=#{params[:tags].inspect}\\n"
  end
end
"""


def attrs(tmp_path) -> str:
    path = tmp_path / "node.json"
    path.write_text(f'{{"root": "{tmp_path}"}}')
    return str(path)


def test_a_definition_expands_in_place_with_params_and_defaults(books, tmp_path):
    books.add("web", {
        "definitions/site.rb": SITE,
        "recipes/default.rb": "before = 'x'\n"
                              "web_site 'blog' do\n  port 8080\n  tags 'a', 'b'\nend\n"
                              "web_site 'shop'\n"
                              "log \"after #{before}\"\n",
    })  # fmt: skip
    status, out = books.run(["web"], attributes=attrs(tmp_path))
    assert status == 0, out
    assert (tmp_path / "site-blog").read_text() == 'port=8080 enabled=true tags=["a", "b"]\n'
    assert (tmp_path / "site-shop").read_text() == "port=80 enabled=true tags=nil\n"
    # the definition's resources belong to the calling recipe, in declaration order
    blog, shop = (out.index(f"file[{tmp_path}/site-{n}]") for n in ("blog", "shop"))
    assert blog < shop < out.index("log[after x]")
    assert "Recipe: web::default\n" in out and "Recipe: web::site" not in out


def test_a_definition_from_another_cookbook_declares_into_the_callers_recipe(books, tmp_path):
    books.add("lib", {"definitions/site.rb": SITE})
    books.add("app", {
        "metadata.rb": "name 'app'\nversion '1.0.0'\ndepends 'lib'\n",
        "recipes/front.rb": "web_site 'front' do\n  enabled false\nend\n",
    })  # fmt: skip
    status, out = books.run(["app::front"], attributes=attrs(tmp_path))
    assert status == 0, out
    assert (tmp_path / "site-front").read_text() == "port=80 enabled=false tags=nil\n"
    assert f"Recipe: app::front\n  * file[{tmp_path}/site-front] action create\n" in out


def test_params_are_copied_for_each_call(books, tmp_path):
    books.add("web", {
        "definitions/list.rb": "define :collect, items: [] do\n"
                               "  params[:items] += [params[:name]]\n"
                               "  log params[:items].inspect\nend\n",
        "recipes/default.rb": "collect 'a'\ncollect 'b'\n",
    })  # fmt: skip
    status, out = books.run(["web"])
    assert status == 0, out
    assert '* log[["a"]] action write' in out and '* log[["b"]] action write' in out


def test_a_later_definition_overrides_an_earlier_one(books, tmp_path):
    books.add("web", {
        "definitions/a.rb": "define :greet do\n  log 'first'\nend\n",
        "definitions/b.rb": "define :greet do\n  log \"second #{params[:name]}\"\nend\n",
        "recipes/default.rb": "greet 'you'\n",
    })  # fmt: skip
    status, out = books.run(["web"])
    assert "* log[second you] action write" in out and "log[first]" not in out


def test_a_definition_inside_a_custom_resource_action_declares_into_the_action(books, tmp_path):
    books.add("web", {
        "definitions/site.rb": SITE,
        "resources/pair.rb": "action :make do\n  web_site \"#{new_resource.name}-1\"\n"
                             "  web_site \"#{new_resource.name}-2\" do\n    port 81\n  end\nend\n",
        "recipes/default.rb": "web_pair 'p'\n",
    })  # fmt: skip
    status, out = books.run(["web"], attributes=attrs(tmp_path))
    assert status == 0, out
    assert (tmp_path / "site-p-2").read_text().startswith("port=81 ")
    assert (tmp_path / "site-p-1").exists()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("define 'str' do\nend\n", "You must use a symbol when defining a new resource!"),
        ("define :x, 3 do\nend\n", "You must pass a hash as the prototype parameters"),
        ("define :x\n", "You must pass a block to a definition."),
    ],
)
def test_bad_define_calls_are_located(books, text, words):
    books.add("web", {"definitions/bad.rb": text, "recipes/default.rb": ""})
    with pytest.raises(ToqueError) as info:
        books.run(["web"])
    rendered = info.value.render()
    assert rendered.startswith(f"{books.path}/web/definitions/bad.rb:1:1: "), rendered
    assert words in rendered


def test_an_error_in_a_definition_body_points_into_the_definition(books, tmp_path):
    books.add("web", {
        "definitions/bad.rb": "define :broken do\n  log 'a'\n  params[:name].nope\nend\n",
        "recipes/default.rb": "broken 'x'\n",
    })  # fmt: skip
    with pytest.raises(ToqueError) as info:
        books.run(["web"])
    rendered = info.value.render()
    assert rendered.startswith(f"{books.path}/web/definitions/bad.rb:3"), rendered
    assert "undefined method `nope'" in rendered
