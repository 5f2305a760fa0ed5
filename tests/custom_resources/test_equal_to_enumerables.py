"""`equal_to:` takes what Chef's Array() takes (a Range, an Enumerator), and a long list is
cut in its error message."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from toque.errors import ToqueError
from toque.session import ClientOptions, client


def run(tmp_path: Path, recipe: str) -> str:
    book = tmp_path / "books" / "ka"
    (book / "resources").mkdir(parents=True, exist_ok=True)
    (book / "recipes").mkdir(exist_ok=True)
    (book / "metadata.rb").write_text("name 'ka'\n")
    (book / "resources" / "site.rb").write_text(
        "unified_mode true\nproperty :port, Integer, equal_to: 1.upto(65_535)\n"
        "property :level, Integer, equal_to: (1..3)\n"
        'action :create do\n  log "port #{new_resource.port} level #{new_resource.level}"\nend\n'
    )
    (book / "recipes" / "default.rb").write_text(recipe)
    out = io.StringIO()
    options = ClientOptions(["ka"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"),
                            override_run_list=True, log_level="info")  # fmt: skip
    client(options, out)
    return out.getvalue()


def test_an_enumerator_and_a_range_as_equal_to(tmp_path):
    out = run(tmp_path, "ka_site 'x' do\n  port 8080\n  level 2\nend\n")
    assert "port 8080 level 2" in out


def test_a_value_outside_a_long_list_names_a_few_of_them(tmp_path):
    with pytest.raises(ToqueError) as err:
        run(tmp_path, "ka_site 'y' do\n  port 70000\nend\n")
    text = err.value.render()
    assert "must be equal to one of: 1, 2, 3" in text and "(65535 values in all)" in text
    assert "You passed 70000" in text and len(text) < 1000
