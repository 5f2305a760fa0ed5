"""include_recipe's spellings, as Chef reads them: `cb`, `cb::r`, and `::r` (a recipe of the
including recipe's own cookbook)."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import client

from toque.session import ClientOptions


def test_a_leading_double_colon_names_the_current_cookbook(tmp_path: Path) -> None:
    book = tmp_path / "books" / "web"
    (book / "recipes").mkdir(parents=True)
    (book / "metadata.rb").write_text("name 'web'\n")
    said = tmp_path / "said"
    (book / "recipes" / "default.rb").write_text("include_recipe '::extra'\n")
    (book / "recipes" / "extra.rb").write_text(
        f"::File.write('{said}', \"#{{cookbook_name}}::#{{recipe_name}}\")\n"
    )
    options = ClientOptions(["web"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"),
                            override_run_list=True)  # fmt: skip
    out = io.StringIO()
    assert client(options, out) == 0, out.getvalue()
    assert said.read_text() == "web::extra"
