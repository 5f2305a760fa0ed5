"""data_bag and data_bag_item over a local data_bags/ folder beside the cookbooks."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from run_status import client

from toque.errors import ToqueError
from toque.session import ClientOptions


def repo(tmp_path: Path, recipe: str) -> Path:
    cb = tmp_path / "repo" / "cookbooks" / "app"
    (cb / "recipes").mkdir(parents=True)
    (cb / "metadata.rb").write_text("name 'app'\nversion '1.0.0'\n")
    (cb / "recipes" / "default.rb").write_text(recipe)
    users = tmp_path / "repo" / "data_bags" / "users"
    users.mkdir(parents=True)
    (users / "bob.json").write_text(json.dumps({"id": "bob", "shell": "/bin/zsh"}))
    (users / "alice.json").write_text(json.dumps({"id": "alice", "shell": "/bin/bash"}))
    return cb.parent


def run(books: Path, **kw) -> tuple[int, str]:
    out = io.StringIO()
    options = ClientOptions(["app"], [str(books)], lock_file=str(books / "lock"), **kw)
    return client(options, out), out.getvalue()


def test_items_and_bags_from_the_repo_folder(tmp_path: Path):
    target = tmp_path / "shells"
    recipe = (
        "shells = data_bag('users').map { |u| \"#{u}=#{data_bag_item('users', u)['shell']}\" }\n"
        f"file '{target}' do\n  content shells.join(',')\nend\n"
    )
    status, out = run(repo(tmp_path, recipe))
    assert status == 0, out
    assert target.read_text() == "alice=/bin/bash,bob=/bin/zsh"


def test_a_missing_bag_raises_what_chef_raises(tmp_path: Path):
    target = tmp_path / "rescued"
    recipe = (
        "msg = begin\n  data_bag_item('nope', 'x')\nrescue Net::HTTPClientException => e\n"
        f"  e.message\nend\nfile '{target}' do\n  content msg\nend\n"
    )
    status, out = run(repo(tmp_path, recipe))
    assert status == 0, out
    assert target.read_text().startswith("404 \"Object Not Found\": data bag 'nope' not found")


def test_an_item_that_is_not_json_is_a_located_error(tmp_path: Path):
    books = repo(tmp_path, "data_bag_item('users', 'broken')\n")
    (books.parent / "data_bags" / "users" / "broken.json").write_text('{"id": "broken",\n  oops}')
    with pytest.raises(ToqueError) as failed:
        run(books)
    assert "is not valid JSON" in failed.value.message
    assert failed.value.span.line == 2


def test_data_bag_path_option(tmp_path: Path):
    elsewhere = tmp_path / "bags" / "cfg"
    elsewhere.mkdir(parents=True)
    (elsewhere / "main.json").write_text('{"port": 8080}')
    target = tmp_path / "port"
    recipe = f"file '{target}' do\n  content data_bag_item('cfg', 'main')['port'].to_s\nend\n"
    status, out = run(repo(tmp_path, recipe), data_bag_path=str(tmp_path / "bags"))
    assert status == 0, out
    assert target.read_text() == "8080"


def test_items_are_chef_data_bag_items(tmp_path: Path):
    target = tmp_path / "seen"
    recipe = (
        "item = data_bag_item('users', 'bob')\n"
        "seen = [item.is_a?(Chef::DataBagItem), item[:shell], item.raw_data['id'],\n"
        "        item.data_bag, item.keys.sort, item.to_hash['chef_type']]\n"
        f"file '{target}' do\n  content seen.inspect\nend\n"
    )
    status, out = run(repo(tmp_path, recipe))
    assert status == 0, out
    assert target.read_text() == (
        '[true, "/bin/zsh", "bob", "users", ["id", "shell"], "data_bag_item"]'
    )


def test_items_may_hold_comments_as_chefs_json_parser_allows(tmp_path: Path):
    # ffi-yajl, under Chef::JSONCompat, allows // and /* */ comments (Chef's own kitchen
    # tests keep one in a data bag item); a comment-like text inside a string stays
    books = repo(tmp_path, "")
    (books.parent / "data_bags" / "users" / "carol.json").write_text(
        '{\n  "id": "carol", // the admin\n  /* a\n  block */ "url": "http://x//y/*z*/",\n'
        '  "uid": 666\n}\n'
    )
    target = tmp_path / "carol"
    recipe = (
        f"item = data_bag_item('users', 'carol')\nfile '{target}' do\n"
        "  content \"#{item['url']} #{item['uid']}\"\nend\n"
    )
    (books / "app" / "recipes" / "default.rb").write_text(recipe)
    status, out = run(books)
    assert status == 0, out
    assert target.read_text() == "http://x//y/*z*/ 666"
    (books.parent / "data_bags" / "users" / "carol.json").write_text('{"id": /* x */\n  oops}')
    with pytest.raises(ToqueError) as failed:
        run(books)
    assert "is not valid JSON" in failed.value.message and failed.value.span.line == 2
