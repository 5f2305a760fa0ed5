"""git against bare repositories made here: clone and checkout of a branch, tag, sha and HEAD,
sync after new commits (fetch + reset), export, depth, submodules, additional remotes, why-run,
json output, and Chef's failures (unresolvable revision, remote branch, missing parent)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

GIT = [
    "git",
    "-c",
    "user.name=t",
    "-c",
    "user.email=t@example.com",
    "-c",
    "protocol.file.allow=always",
]


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        [*GIT, *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


class Upstream:
    """A work repository and the bare repository it pushes to (what recipes clone)."""

    def __init__(self, tmp: Path, name: str = "app") -> None:
        self.work, self.bare = tmp / f"{name}-work", tmp / f"{name}.git"
        self.work.mkdir()
        git(self.work, "init", "-q", "-b", "main")
        git(tmp, "init", "-q", "--bare", "-b", "main", str(self.bare))
        git(self.work, "remote", "add", "origin", str(self.bare))

    def commit(self, name: str, text: str) -> str:
        (self.work / name).write_text(text)
        git(self.work, "add", name)
        git(self.work, "commit", "-q", "-m", name)
        git(self.work, "push", "-q", "--all", "origin")
        git(self.work, "push", "-q", "--tags", "origin")
        return git(self.work, "rev-parse", "HEAD")


@pytest.fixture
def upstream(tmp_path: Path) -> Upstream:
    return Upstream(tmp_path)


def recipe(dest: Path, repo: Path, body: str = "") -> str:
    return f"git '{dest}' do\n  repository '{repo}'\n{body}end\n"


def head(dest: Path) -> str:
    return git(dest, "rev-parse", "HEAD")


def test_sync_clones_then_is_idempotent_then_follows_new_commits(host, upstream, tmp_path):
    first = upstream.commit("a.txt", "one\n")
    dest = tmp_path / "out"
    text = recipe(dest, upstream.bare, "  revision 'main'\n")
    status, out = host.apply(text)
    assert status == 0, out
    assert "  * git[/T/out] action sync\n    - clone from /T/app.git into /T/out\n" in out
    assert f"    - checkout ref {first} branch main\n" in out
    assert head(dest) == first and git(dest, "rev-parse", "--abbrev-ref", "HEAD") == "main"
    status, out = host.apply(text)
    assert "action sync (up to date)" in out and "0/1 resources updated" in out
    second = upstream.commit("b.txt", "two\n")
    status, out = host.apply(text)
    assert status == 0, out
    assert ("    - set up remote tracking branches for /T/app.git at origin\n"
            "    - fetch updates for origin\n") in out  # fmt: skip
    assert head(dest) == second and (dest / "b.txt").read_text() == "two\n"
    (dest / "a.txt").write_text("local edit\n")  # reset --hard leaves no local change
    upstream.commit("c.txt", "three\n")
    host.apply(text)
    assert (dest / "a.txt").read_text() == "one\n"


def test_head_tag_and_sha(host, upstream, tmp_path):
    first = upstream.commit("a.txt", "one\n")
    git(upstream.work, "tag", "-a", "v1", "-m", "v1")  # annotated: its commit is tag^{}
    second = upstream.commit("b.txt", "two\n")
    status, out = host.apply(recipe(tmp_path / "h", upstream.bare))
    assert status == 0 and head(tmp_path / "h") == second, out
    status, out = host.apply(recipe(tmp_path / "t", upstream.bare, "  revision 'v1'\n"))
    assert status == 0 and head(tmp_path / "t") == first, out
    assert f"checkout ref {first} branch v1" in out
    sha = recipe(tmp_path / "s", upstream.bare, f"  reference '{first}'\n")
    status, out = host.apply(sha)
    assert status == 0 and head(tmp_path / "s") == first, out
    status, out = host.apply(sha)
    assert "0/1 resources updated" in out


def test_checkout_branch_enable_checkout_and_checkout_action(host, upstream, tmp_path):
    sha = upstream.commit("a.txt", "one\n")
    dest = tmp_path / "d"
    status, out = host.apply(recipe(dest, upstream.bare, "  checkout_branch 'deploy'\n"))
    assert status == 0, out
    assert git(dest, "rev-parse", "--abbrev-ref", "HEAD") == "deploy" and head(dest) == sha
    upstream.commit("b.txt", "two\n")
    text = recipe(dest, upstream.bare, "  action :checkout\n")
    status, out = host.apply(text)  # checkout leaves an existing clone alone
    assert "action checkout (up to date)" in out and head(dest) == sha
    plain = tmp_path / "p"
    status, out = host.apply(recipe(plain, upstream.bare, "  enable_checkout false\n"))
    assert status == 0 and "checkout ref" not in out and (plain / "b.txt").exists(), out


def test_export_depth_remote_and_environment(host, upstream, tmp_path):
    for n in range(3):
        upstream.commit(f"f{n}", f"{n}\n")
    status, out = host.apply(
        recipe(tmp_path / "e", f"file://{upstream.bare}", "  action :export\n")
    )
    assert status == 0, out
    assert "- complete the export by removing /T/e.git after checkout" in out
    assert (tmp_path / "e/f2").exists() and not (tmp_path / "e/.git").exists()
    template = tmp_path / "tpl/info"
    template.mkdir(parents=True)
    (template / "marker").write_text("x")
    shallow = tmp_path / "shallow"
    body = (f"  depth 1\n  remote 'upstream'\n  environment('GIT_TEMPLATE_DIR' => "
            f"'{tmp_path / 'tpl'}')\n  timeout 60\n")  # fmt: skip
    text = recipe(shallow, f"file://{upstream.bare}", body)
    status, out = host.apply(text)
    assert status == 0, out
    assert git(shallow, "rev-list", "--count", "HEAD") == "1"
    assert git(shallow, "remote") == "upstream" and (shallow / ".git/info/marker").exists()
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out


def test_additional_remotes_added_once_and_repointed(host, upstream, tmp_path):
    upstream.commit("a.txt", "one\n")
    dest = tmp_path / "r"
    text = recipe(dest, upstream.bare, "  additional_remotes('mirror' => '/srv/mirror.git')\n")
    status, out = host.apply(text)
    assert "    - add remote mirror from /srv/mirror.git\n" in out
    assert git(dest, "config", "--get", "remote.mirror.url") == "/srv/mirror.git"
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    status, out = host.apply(text.replace("/srv/mirror.git", "/srv/other.git"))
    assert "add remote mirror from /srv/other.git" in out
    assert git(dest, "config", "--get", "remote.mirror.url") == "/srv/other.git"


def test_submodules(host, upstream, tmp_path):
    lib = Upstream(tmp_path, "lib")
    lib.commit("lib.txt", "lib\n")
    git(
        upstream.work,
        "-c",
        "protocol.file.allow=always",
        "submodule",
        "add",
        "-q",
        str(lib.bare),
        "lib",
    )
    upstream.commit("a.txt", "one\n")
    dest = tmp_path / "sub"
    body = (
        "  enable_submodules true\n  environment('GIT_CONFIG_COUNT' => '1', "
        "'GIT_CONFIG_KEY_0' => 'protocol.file.allow', 'GIT_CONFIG_VALUE_0' => 'always')\n"
    )
    status, out = host.apply(recipe(dest, upstream.bare, body))
    assert status == 0, out
    assert "    - enable git submodules for git[/T/sub]\n" in out
    assert (dest / "lib/lib.txt").read_text() == "lib\n"


def test_why_run_changes_nothing(host, upstream, tmp_path):
    sha = upstream.commit("a.txt", "one\n")
    status, out = host.apply(recipe(tmp_path / "w", upstream.bare), why_run=True)
    assert status == 0, out
    assert "    - Would clone from /T/app.git into /T/w\n" in out
    assert f"    - Would checkout ref {sha} branch HEAD\n" in out
    assert not (tmp_path / "w").exists()
    status, out = host.apply(recipe(tmp_path / "no/such/w", upstream.bare), why_run=True)
    assert status == 0 and "Directory /T/no/such does not exist, this run will fail" in out, out


def test_failures_with_chefs_messages(host, upstream, tmp_path):
    upstream.commit("a.txt", "one\n")
    status, out = host.apply(recipe(tmp_path / "x", upstream.bare, "  revision 'nope'\n"))
    assert status == 1
    assert "Unable to parse SHA reference for 'nope' in repository '/T/app.git'" in out
    assert "`git ls-remote '/T/app.git' 'nope*'` output:" in out
    status, out = host.apply(recipe(tmp_path / "x", upstream.bare, "  revision 'origin/main'\n"))
    assert status == 1 and "Deploying remote branches is not supported." in out
    assert "(ie: 'main' rather than 'origin/main')" in out
    status, out = host.apply(recipe(tmp_path / "no/x", upstream.bare))
    assert status == 1 and ("Cannot clone git[/T/no/x] to /T/no/x, the enclosing directory "
                            "/T/no does not exist") in out  # fmt: skip
    status, out = host.apply(recipe(tmp_path / "x", upstream.bare, "  depth 'one'\n"))
    assert status == 1 and "Property depth must be one of: Integer, nil!" in out
    status, out = host.apply(recipe(tmp_path / "x", upstream.bare, "  user 'no-such-user-i15'\n"))
    assert (
        status == 1 and "no-such-user-i15 required by resource" in out and "does not exist" in out
    )


def test_json_events(host, upstream, tmp_path):
    upstream.commit("a.txt", "one\n")
    events = host.events(recipe(tmp_path / "j", upstream.bare, "  sensitive true\n"))
    updates = [e for e in events if e.get("event") == "resource_update"]
    assert updates and all(e["resource"]["resource"] == "git[/T/j]" for e in updates)
    assert any("**Suppressed Sensitive URL**" in str(e) for e in updates)
    assert [e["change"]["lines"] for e in updates][0] == [
        "clone from **Suppressed Sensitive URL** into /T/j"
    ]
    assert not any("app.git" in str(e) for e in events)  # nor in the debug lines
