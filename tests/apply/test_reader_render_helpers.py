"""Chef's universal DSL reader and render helpers: parse_file/parse_json/parse_yaml/
parse_toml of a file, render_json/render_yaml/render_toml of a Hash, as Chef 18 does them."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions


def test_parse_and_render(tmp_path: Path, capsys):
    (tmp_path / "c.toml").write_text(
        'a = 1\n[srv]\nhost = "x"\nports = [1, 2]\n[[srv.users]]\nname = "bob"\nwhen = 2024-01-02\n'
    )
    (tmp_path / "c.json").write_text('{"k": [1, {"x": null}]}')
    (tmp_path / "c.yml").write_text("k: v\nn: [1, 2]\n")
    recipe = tmp_path / "r.rb"
    recipe.write_text(f"""
t = parse_file('{tmp_path}/c.toml')
p t['srv']['users'][0]['when'].class, t['srv']['ports'], t['a']
p parse_file('{tmp_path}/c.json'), parse_yaml('{tmp_path}/c.yml'), parse_file('{tmp_path}/c.txt')
print render_json('a' => [1])
p render_yaml(a: :sym), render_yaml('plain' => 1)
print render_toml('title' => 'T', 'owner' => {{ 'name' => 'Tom', 'dob' => 1 }},
                  'servers' => [{{ 'ip' => '10.0.0.1' }}, {{ 'ip' => '10.0.0.2' }}],
                  'key with space' => true, 'empty' => {{}})
""")
    out = io.StringIO()
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out) == 0, out
    assert capsys.readouterr().out == (
        "Date\n[1, 2]\n1\n"
        '{"k"=>[1, {"x"=>nil}]}\n{"k"=>"v", "n"=>[1, 2]}\nnil\n'
        '{\n  "a": [\n    1\n  ]\n}\n'
        '"---\\na: sym\\n"\nnil\n'  # Chef's gsub! answers nil where no " :" was replaced
        '"key with space" = true\ntitle = "T"\n[empty]\n[owner]\ndob = 1\nname = "Tom"\n'
        '[[servers]]\nip = "10.0.0.1"\n[[servers]]\nip = "10.0.0.2"\n'
    )
