"""Recipes and attribute files run as Chef's `instance_eval` inside Chef::Mixin::FromFile
runs them: a name of that lexical scope (a library's `Chef::EncryptedPasswords`, Chef's own
`Chef::Log`) resolves without its `Chef::` prefix, before a top-level one (Ruby looks a
constant up lexically first)."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import client

from toque.session import ClientOptions


def test_chef_scoped_names_resolve_in_recipes_and_attribute_files(tmp_path: Path) -> None:
    book = tmp_path / "books" / "pw"
    for folder in ("recipes", "attributes", "libraries"):
        (book / folder).mkdir(parents=True)
    (book / "metadata.rb").write_text("name 'pw'\n")
    (book / "libraries" / "passwords.rb").write_text(
        'class Chef\n  class EncryptedPasswords\n    def self.find(k) = "secret-#{k}"\n'
        "  end\nend\nclass Version\n  def self.to_s = 'top-level'\nend\n"
    )
    (book / "attributes" / "default.rb").write_text(
        "default['pw']['root'] = EncryptedPasswords.find('root')\n"
    )
    said = tmp_path / "said"
    (book / "recipes" / "default.rb").write_text(
        "Log.info('from Chef::Log')\n"
        f"::File.write('{said}', [node['pw']['root'], EncryptedPasswords.find('app'),"
        " Version.name].join(' '))\n"
    )
    options = ClientOptions(["pw"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"),
                            override_run_list=True)  # fmt: skip
    out = io.StringIO()
    assert client(options, out) == 0, out.getvalue()
    assert said.read_text() == "secret-root secret-app Chef::Version"


def test_unknown_names_still_fail_with_rubys_message(tmp_path: Path) -> None:
    book = tmp_path / "books" / "nope"
    (book / "recipes").mkdir(parents=True)
    (book / "metadata.rb").write_text("name 'nope'\n")
    (book / "recipes" / "default.rb").write_text("NoSuchThing.new\n")
    options = ClientOptions(["nope"], [str(tmp_path / "books")], lock_file=str(tmp_path / "l"),
                            override_run_list=True)  # fmt: skip
    out = io.StringIO()
    try:
        client(options, out)
    except Exception as exc:  # noqa: BLE001 - the compile error reaches the caller
        assert "uninitialized constant NoSuchThing" in str(exc)
    else:
        raise AssertionError("compiled")
