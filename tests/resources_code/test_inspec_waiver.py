"""inspec_waiver_file_entry: entries added sorted (YAML as Ruby's Psych writes it), left alone
when equal, changed, removed; why-run, json and Chef's validation messages."""

from __future__ import annotations


def entry(path, control: str, body: str) -> str:
    return f"inspec_waiver_file_entry '{control}' do\n  file_path '{path}'\n{body}end\n"


def test_add_sorted_idempotent_update_and_remove(host, tmp_path):
    path = tmp_path / "waivers.yml"
    text = entry(
        path, "ctl_b", "  expiration '2031-07-01'\n  run_test false\n  justification 'why: not'\n"
    )
    text += entry(path, "ctl_a", "  justification 'accepted risk'\n")
    status, out = host.apply(text)
    assert status == 0, out
    assert (
        "    * file[Update Waiver File /T/waivers.yml to update waiver for control ctl_b] action create\n"
        in out
    )
    assert path.read_text() == ("---\nctl_a:\n  justification: accepted risk\nctl_b:\n"
                                "  expiration_date: '2031-07-01'\n  run: false\n  justification: 'why: not'\n")  # fmt: skip
    status, out = host.apply(text)
    assert "Infra Phase complete, 0/" in out, out
    status, out = host.apply(entry(path, "ctl_a", "  justification 'renewed'\n"))
    assert "justification: renewed" in path.read_text()
    status, out = host.apply(entry(path, "ctl_b", "  action :remove\n"))
    assert (
        status == 0
        and "to remove waiver for control ctl_b" in out
        and "ctl_b" not in path.read_text()
    )
    status, out = host.apply(entry(path, "ctl_b", "  action :remove\n"))
    assert "Infra Phase complete, 0/" in out


def test_why_run_and_json(host, tmp_path):
    path = tmp_path / "w.yaml"
    status, out = host.apply(entry(path, "c", "  justification 'j'\n"), why_run=True)
    assert (
        status == 0 and "      - Would create new file /T/w.yaml\n" in out and not path.exists()
    ), out
    events = host.events(entry(path, "c", "  justification 'j'\n"))
    assert any(e.get("event") == "resource_updated" for e in events)


def test_validation(host, tmp_path):
    status, out = host.apply(entry(tmp_path / "w.yml", "c", "  expiration '2031-02-30'\n"))
    assert status == 1 and ("Expiration date should be a valid calendar date and match the "
                            "following format: YYYY-MM-DD") in out  # fmt: skip
    status, out = host.apply(entry(tmp_path / "w.yml", "c", ""))
    assert (
        status == 1 and "Entries in the InSpec waiver file must have a justification given" in out
    )
    status, out = host.apply(entry(tmp_path / "w.txt", "c", "  justification 'j'\n"))
    assert (
        status == 1
        and "Waiver files needs to be a YAML file which should have a .yaml or .yml extension"
        in out
    )
