"""Chef::Cookbook::Metadata as a whole (issue 14): the class toque's loader reads every
metadata file with, which libraries also use (`Chef::Cookbook::Metadata.new.from_file`);
metadata.json preferred as Chef's loader prefers it; a metadata error kept until its
cookbook is used; libraries loaded with Kernel.require and as eager_load_libraries says."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from run_status import apply, client

from toque.errors import ToqueError
from toque.session import ApplyOptions, ClientOptions

HERE = Path(__file__).parent


def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, recipe: str) -> list[str]:
    books = tmp_path / "books"
    shutil.copytree(HERE / "metadata_books", books)
    said = tmp_path / "said"
    monkeypatch.setenv("SAID", str(said))
    options = ClientOptions([recipe], [str(books)], lock_file=str(tmp_path / "lock"),
                            override_run_list=True)  # fmt: skip
    out = io.StringIO()
    assert client(options, out) == 0, out.getvalue()
    return said.read_text().splitlines()


def test_a_library_reads_its_cookbooks_metadata_as_the_loader_did(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "meta") == [
        "1.4.2",
        "meta",
        "Toque Tests",
        "Apache-2.0",
        '{"jsonfirst"=>"~> 2.0", "lazylib"=>">= 0.0.0"}',
        '{"debian"=>">= 11", "ubuntu"=>">= 0.0.0"}',
        '[[">= 16", "< 20"]]',
        '[["deepsort", "~> 0.4"]]',
        '{"meta::default"=>"Reports the metadata"}',
        "name,description,long_description,maintainer,maintainer_email,license,platforms,"
        "dependencies,providing,recipes,version,source_url,issues_url,privacy,chef_versions,"
        "ohai_versions,gems,eager_load_libraries",
        '[["< 20", ">= 16"]]',  # to_h sorts each line's requirements, as Chef's does
        "true",  # to_json, then from_json: an equal object
        "Meta::File",  # version.rb, require_relative'd by meta.rb, was not loaded again
        "Toque Tests",  # cookbook_collection holds the loader's object
        "2.1.0",  # metadata.json wins over metadata.rb
    ]


def test_eager_load_libraries_loads_only_the_files_it_names(tmp_path, monkeypatch):
    # not_me.rb raises if loaded; extra/later.rb is found by `require` on $LOAD_PATH
    assert run(tmp_path, monkeypatch, "lazylib") == ['["only_this"]', "required"]


def test_a_metadata_error_is_raised_only_for_a_cookbook_in_use(tmp_path, monkeypatch):
    # `broken` (a version Chef::Version refuses) is on the path: a run without it goes on
    assert run(tmp_path, monkeypatch, "lazylib") == ['["only_this"]', "required"]
    books = tmp_path / "books"
    (books / "user" / "recipes").mkdir(parents=True)
    (books / "user" / "metadata.rb").write_text("name 'user'\ndepends 'broken'\n")
    (books / "user" / "recipes" / "default.rb").write_text("log 'x'\n")
    options = ClientOptions(["user"], [str(books)], lock_file=str(tmp_path / "lock"),
                            override_run_list=True)  # fmt: skip
    with pytest.raises(ToqueError) as info:
        client(options, io.StringIO())
    text = info.value.render()
    assert (
        "broken/metadata.rb:2:1: Chef::Exceptions::InvalidCookbookVersion: '1.0.0-beta' "
        "does not match 'x.y.z' or 'x.y'" in text
    )
    assert "version '1.0.0-beta'" in text and "Traceback" not in text


API = r"""
def said(x) = ::File.write(ENV.fetch('SAID'), x.to_s + "\n", mode: 'a')
def error_of
  yield
  'no error'
rescue => e
  "#{e.class}: #{e.message.lines.first.chomp}"
end
m = Chef::Cookbook::Metadata.new
said m.name.inspect
said m.version
said m.license
said m.valid?
said m.errors.inspect
m.name 'x'
said m.valid?
said error_of { m.version '1.0.0-beta' }
said error_of { m.version '1' }
said m.version('2.1')
said error_of { m.maintainer :me }
said error_of { m.depends 'x' }
said error_of { m.depends 'y', '>= 1.0', '< 2.0' }
said error_of { m.depends 'y', '>> 1.0' }
said error_of { m.supports 'centos', '>= 7.1.2.3' }
said m.supports('freebsd', '>= 10.3-RELEASE-p4')
said m.depends('z', '1.2')
said m.provides('service[x]')
said m.privacy
said error_of { m.privacy 'yes' }
said m.eager_load_libraries(['a.rb'])
said m.chef_version.inspect
m.chef_version '>= 99'
said error_of { m.validate_chef_version! }
said error_of { m.validate_ohai_version! }
m.ohai_version '>= 99', '< 100'
said error_of { m.validate_ohai_version! }
m.chef_version '>= 1'
said error_of { m.validate_chef_version! }
said m.unknown_word('ignored').inspect
h = Chef::Cookbook::Metadata.from_hash('name' => 'h', 'version' => '3.0.0',
  'dependencies' => { 'a' => ['>= 1', '< 2'], 'b' => '~> 1.0' }, 'chef_versions' => [['>= 17']])
said h.dependencies.to_h.inspect
said h.chef_versions.map(&:to_s).inspect
said Chef::Cookbook::Metadata.validate_json('{"dependencies": {"a": ">= 1.0"}}')
said error_of { Chef::Cookbook::Metadata.validate_json('{"dependencies": {"a": "junk"}}') }
said Chef::Cookbook::MinimalMetadata.new('min', 'version' => '0.3.0').version
"""


def test_the_metadata_api(tmp_path, monkeypatch):
    recipe = tmp_path / "r.rb"
    recipe.write_text(API)
    said = tmp_path / "said"
    monkeypatch.setenv("SAID", str(said))
    out = io.StringIO()
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out) == 0, (
        out.getvalue()
    )
    assert said.read_text().splitlines() == [
        "nil",
        "0.0.0",
        "All rights reserved",
        "false",
        '["The `name\' attribute is required in cookbook metadata"]',
        "false",  # Chef's run_validation never clears an error it recorded
        "Chef::Exceptions::InvalidCookbookVersion: '1.0.0-beta' does not match 'x.y.z' or 'x.y'",
        "Chef::Exceptions::InvalidCookbookVersion: '1' does not match 'x.y.z' or 'x.y'",
        "2.1.0",
        "Chef::Exceptions::ValidationFailed: Option maintainer must be a kind of [String]!  "
        "You passed :me.",
        "RuntimeError: Cookbook depends on itself in cookbook x, please remove the this "
        "unnecessary self-dependency",
        "Chef::Exceptions::ObsoleteDependencySyntax: The dependency specification syntax you "
        "are using is no longer valid. You may not",
        "Chef::Exceptions::InvalidVersionConstraint: The version constraint syntax you are "
        "using is not valid. If you recently",
        "Chef::Exceptions::InvalidPlatformVersion: '7.1.2.3' does not match 'x.y.z', 'x.y' or 'x'",
        ">= 10.3-RELEASE-p4",
        "= 1.2",
        ">= 0.0.0",
        "false",
        "Chef::Exceptions::ValidationFailed: Option privacy must be a kind of "
        '[TrueClass, FalseClass]!  You passed "yes".',
        '["a.rb"]',
        "[]",
        "Chef::Exceptions::CookbookChefVersionMismatch: Cookbook 'x' version '2.1.0' depends on "
        'Chef Infra Client version [">= 99"], but the running Chef Infra Client version is '
        "18.5.0",
        "no error",
        "Chef::Exceptions::CookbookOhaiVersionMismatch: Cookbook 'x' version '2.1.0' depends on "
        'ohai version [">= 99", "< 100"], but the running ohai version is 18.1.11',
        "no error",  # any one chef_version line met is enough
        "nil",
        '{"a"=>[], "b"=>"~> 1.0"}',  # several constraints from old JSON: none kept
        '["chef (>= 17)"]',
        "true",
        "Chef::Exceptions::InvalidVersionConstraint: The version constraint syntax you are "
        "using is not valid. If you recently",
        "0.3.0",
    ]
