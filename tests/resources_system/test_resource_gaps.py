"""Properties Chef has on resources toque already had: file's checksum, diff and `user` alias,
directory's `user`, execute's String timeout and cgroup, and `umask` on every resource."""

from __future__ import annotations

import os

HELLO = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  # sha256("hello")


def test_file_checksum_guards_the_content(host):
    ok = f"file '/T/a' do\n  content 'hello'\n  checksum '{HELLO.upper()}'\nend\n"
    out = host.converges_then_idempotent(ok.replace("/T", str(host.tmp)))
    assert "    - create new file /T/a\n" in out
    bad = f"file '/T/b' do\n  content 'hello!'\n  checksum '{HELLO}'\nend\n"
    status, out = host.apply(bad.replace("/T", str(host.tmp)))
    assert status == 1 and "Chef::Exceptions::ChecksumMismatch" in out
    assert "Checksum on resource (2cf24d...) does not match checksum on content (ce0609...)" in out
    assert not (host.tmp / "b").exists()
    status, out = host.apply(f"file '{host.tmp}/c' do\n  checksum 'abc'\nend\n")
    assert status == 1
    assert (
        "Property checksum's value abc does not match regular expression [/^[0-9a-fA-F]{64}$/]"
        in out
    )


def test_user_is_owner_for_file_and_directory_and_diff_is_accepted(host):
    text = (f"directory '{host.tmp}/d' do\n  user 'root'\n  mode '0750'\nend\n"
            f"file '{host.tmp}/d/f' do\n  user 0\n  content 'x'\n  diff 'kept'\nend\n")  # fmt: skip
    out = host.converges_then_idempotent(text)
    assert "    - change owner from '' to 'root'\n" in out
    assert (host.tmp / "d" / "f").stat().st_uid == 0


def test_umask_on_any_resource(host):
    text = (f"directory '{host.tmp}/m' do\n  umask '077'\nend\n"
            f"file '{host.tmp}/m/f' do\n  content 'x'\n  umask 0o027\nend\n"
            f"execute 'touch {host.tmp}/m/e' do\n  umask '0077'\n  creates '{host.tmp}/m/e'\nend\n"
            f"file '{host.tmp}/plain' do\n  content 'x'\nend\n")  # fmt: skip
    status, out = host.apply(text)
    assert status == 0, out
    assert (host.tmp / "m").stat().st_mode & 0o777 == 0o700
    assert (host.tmp / "m" / "f").stat().st_mode & 0o777 == 0o640
    assert (host.tmp / "m" / "e").stat().st_mode & 0o777 == 0o600
    assert (host.tmp / "plain").stat().st_mode & 0o777 == 0o644  # the mask was put back
    status, out = host.apply("file '/x' do\n  umask :bad\nend\n")
    assert status == 1 and "Property umask must be one of: String, Integer, nil!" in out


def test_execute_timeout_as_a_string(host):
    status, out = host.apply("execute 'sleep 5' do\n  timeout '0.5'\nend\n")
    assert status == 1 and "Command timed out after 0.5s" in out
    status, out = host.apply("execute 'true' do\n  timeout '30'\nend\n")
    assert status == 0, out
    status, out = host.apply("execute 'true' do\n  timeout 'soon'\nend\n")
    assert status == 1 and 'invalid value for Float(): "soon"' in out


def test_execute_cgroup(host):
    v2 = os.path.exists("/sys/fs/cgroup/cgroup.controllers")
    name = f"toque-test-{os.getpid()}"
    text = f"execute 'cat /proc/self/cgroup > {host.tmp}/cg' do\n  cgroup '{name}'\nend\n"
    try:
        status, out = host.apply(text)
        if v2:
            assert status == 0, out
            assert f"0::/{name}" in (host.tmp / "cg").read_text()
        else:
            assert status == 1
            assert f"cannot run in cgroup {name}: cgroup v2 is not mounted at /sys/fs/cgroup" in out
    finally:
        if os.path.isdir(f"/sys/fs/cgroup/{name}"):
            os.rmdir(f"/sys/fs/cgroup/{name}")


def test_execute_user_with_a_domain_and_windows_only_identity(host):
    """Chef's qualify_user splits `user@domain` and `domain\\user`; domain, password and
    elevated are refused off Windows with Chef's UnsupportedPlatform messages."""
    text = (
        f"r = execute 'id -un > {host.tmp}/who' do\n  user 'root@corp.example'\nend\nlog r.domain\n"
    )
    status, out = host.apply(text)
    assert status == 0, out
    assert (host.tmp / "who").read_text() == "root\n" and "* log[corp.example]" in out
    cases = {
        "  password 'secret'\n": "Chef::Exceptions::UnsupportedPlatform: Values for `domain` and "
        "`password` are only supported on the Windows platform",
        "  domain 'corp'\n": "Values for `domain` and `password` are only supported",
        "  elevated true\n": "Value for `elevated` is only supported on the Windows platform",
        "  user 'a@b@c'\n": "The specified user name `a@b@c` is not a syntactically valid user name",
    }
    for line, message in cases.items():
        status, out = host.apply(f"execute 'true' do\n{line}end\n")
        assert status == 1 and message in out and "recipe.rb:1" in out, (line, out)
        assert "secret" not in out
