"""ssh_known_hosts_entry: entries gathered into one template per file, written at the end of the
run (or by :flush); a stand-in ssh-keyscan answers for hosts given without a key."""

from __future__ import annotations

from system_events import updated

ED = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl"


def entry(host_name: str, body: str = "") -> str:
    return (f"ssh_known_hosts_entry '{host_name}' do\n  file_location '/T/known_hosts'\n"
            f"  owner 'root'\n  group 'root'\n{body}end\n")  # fmt: skip


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


RECIPE = (entry("github.com", f"  key '{ED}'\n  key_type 'ed25519'\n")
          + entry("git.example.com", "  key 'AAAAB3xyz'\n  port 2222\n")
          + entry("github.com", f"  key '{ED}'\n  key_type 'ed25519'\n"))  # fmt: skip


def test_entries_sorted_into_one_file_at_the_end_then_up_to_date(host):
    status, out = run(host, RECIPE + "log 'last'\n")
    assert status == 0, out
    assert (host.tmp / "known_hosts").read_text() == (
        f"[git.example.com]:2222 ssh-rsa AAAAB3xyz\ngithub.com ssh-ed25519 {ED}\n"
    )
    assert (host.tmp / "known_hosts").stat().st_mode & 0o777 == 0o644
    assert out.index("log[last]") < out.index(
        "template[update ssh known hosts file /T/known_hosts] action create"
    )
    status, out = run(host, RECIPE)
    assert "Infra Phase complete, 0/" in out


def test_keyscan_for_a_host_without_a_key_and_hashing(host, fake_bin):
    calls = fake_bin("ssh-keyscan", 'echo "scanned.example ssh-rsa AAAAscan"')
    status, out = run(host, entry("scanned.example", "  hash_entries true\n  timeout 5\n"))
    assert status == 0, out
    assert calls.read_text() == "ssh-keyscan -trsa -p 22 -H scanned.example\n"
    # ssh-keyscan's own newline is kept, as in Chef (a blank line follows)
    assert (host.tmp / "known_hosts").read_text() == "scanned.example ssh-rsa AAAAscan\n\n"


def test_flush_writes_at_once(host):
    text = entry("a.example", "  key 'AAAAa'\n") + entry("a.example", "  action :flush\n")
    text += "ruby_block 'look' do\n  block { raise 'not yet' unless ::File.exist?('/T/known_hosts') }\nend\n"
    status, out = run(host, text)
    assert status == 0, out
    assert "flushed ssh_known_hosts entries to file" in out


def test_failures_and_why_run(host, fake_bin):
    fake_bin("ssh-keyscan", "echo 'getaddrinfo nowhere: Name or service not known' >&2; exit 1")
    status, out = run(host, entry("nowhere.invalid"))
    assert status == 1 and "getaddrinfo nowhere: Name or service not known" in out
    status, out = run(host, entry("x", "  port '22'\n"))
    assert status == 1 and 'Property port must be one of: Integer!  You passed "22".' in out
    status, out = run(host, RECIPE, why_run=True)
    assert status == 0 and not (host.tmp / "known_hosts").exists()
    assert "    - Would create new file /T/known_hosts" in out


def test_json(host):
    events = host.events(RECIPE.replace("/T", str(host.tmp)))
    assert updated(events) == ["template[update ssh known hosts file /T/known_hosts]"]
