"""group: groupadd/groupmod/groupdel, members through gpasswd, as Chef's Gpasswd provider."""

from __future__ import annotations

from account_files import group_line


def test_create_with_members_then_up_to_date_then_replace(host):
    a, b, grp = host.user("a"), host.user("b"), host.group()
    host.apply(f"user '{a}'\nuser '{b}'\n")
    recipe = f"group '{grp}' do\n  gid 45992\n  members ['{a}']\nend\n"
    status, out = host.apply(recipe)
    assert status == 0, out
    assert f"  * group[{grp}] action create\n    - create group {grp}\n" in out
    assert group_line(grp)[2:] == ["45992", a]
    status, out = host.apply(recipe)
    assert f"  * group[{grp}] action create (up to date)\n" in out
    status, out = host.apply(f"group '{grp}' do\n  users '{b}, {a}'\n  gid 45993\nend\n")
    assert (
        f"    - alter group {grp}\n    - change gid 45992 to 45993\n"
        f"    - replace group members with new list of members: {b}, {a}\n"
    ) in out
    assert group_line(grp)[2] == "45993" and sorted(group_line(grp)[3].split(",")) == [a, b]


def test_append_and_excluded_members(host):
    a, b, grp = host.user("a"), host.user("b"), host.group()
    host.apply(f"user '{a}'\nuser '{b}'\ngroup '{grp}' do\n  members '{a}'\nend\n")
    recipe = (f"group '{grp}' do\n  members ['{b}']\n  excluded_members ['{a}']\n"
              "  append true\n  action :modify\nend\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert (
        f"    - modify group {grp}\n    - add missing member(s): {b}\n"
        f"    - remove existing member(s): {a}\n"
    ) in out
    assert group_line(grp)[3] == b
    assert "(up to date)" in host.apply(recipe)[1]


def test_why_run_reports_and_changes_nothing(host):
    grp = host.group()
    status, out = host.apply(f"group '{grp}'\n", why_run=True)
    assert status == 0 and f"    - Would create group {grp}\n" in out
    assert group_line(grp) is None
    status, out = host.apply(f"group '{grp}' do\n  action :modify\nend\n", why_run=True)
    assert f"    * Cannot modify group[{grp}] - group does not exist!\n" in out
    host.apply(f"group '{grp}'\n")
    status, out = host.apply(f"group '{grp}' do\n  action :remove\nend\n", why_run=True)
    assert f"    - Would remove group {grp}\n" in out and group_line(grp) is not None
    status, out = host.apply(f"group '{grp}' do\n  action :remove\nend\n")
    assert f"    - remove group {grp}\n" in out and group_line(grp) is None


def test_manage_skips_a_missing_group_and_system_groups_get_low_gids(host):
    grp = host.group()
    status, out = host.apply(f"group '{grp}' do\n  action :manage\nend\n")
    assert status == 0 and "(up to date)" in out and group_line(grp) is None
    host.apply(f"group '{grp}' do\n  system true\nend\n")
    assert int(group_line(grp)[2]) < 1000


def test_failures_carry_chefs_messages(host):
    grp = host.group()
    status, out = host.apply(f"group '{grp}' do\n  action :modify\nend\n")
    assert status == 1
    assert (
        f"Chef::Exceptions::Group\n    -----------------------\n    Cannot modify group[{grp}] - group does not exist!"
        in out
    )
    recipe = f"group '{grp}' do\n  members ['a', 'b']\n  excluded_members 'b'\nend\n"
    status, out = host.apply(recipe, why_run=True)
    assert status == 1
    assert "Attempting to both add and remove users from a group: 'b'" in out
    status, out = host.apply(f"group '{grp}' do\n  members ['tqnosuchuser']\nend\n")
    assert status == 1 and "gpasswd -M tqnosuchuser" in out
    status, out = host.apply(f"group '{grp}' do\n  append 'yes'\nend\n")
    assert status == 1 and 'Property append must be one of: true, false!  You passed "yes".' in out


def test_json_events(host):
    grp = host.group()
    events = host.events(f"group '{grp}'\n")
    updates = [e for e in events if e["event"] == "resource_update"]
    assert len(updates) == 1 and updates[0]["resource"]["resource"] == f"group[{grp}]"
    assert f"create group {grp}" in str(updates[0])
    kinds = [e["event"] for e in host.events(f"group '{grp}'\n")]
    assert "resource_up_to_date" in kinds and "resource_update" not in kinds
