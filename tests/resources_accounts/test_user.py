"""user / linux_user: useradd/usermod/userdel as Chef's Linux provider runs them."""

from __future__ import annotations

import subprocess

from account_files import passwd, shadow

HASH = "$6$toque$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ./0123456789abcd"


def account(name: str, home: str, shell: str = "/bin/sh", extra: str = "") -> str:
    return (f"user '{name}' do\n  comment 'Toque Test'\n  shell '{shell}'\n  home '{home}'\n"
            f"  manage_home true\n{extra}end\n")  # fmt: skip


def test_create_then_up_to_date_then_alter(host):
    name, home = host.user(), str(host.tmp / "home")
    status, out = host.apply(account(name, home))
    assert status == 0, out
    assert f"  * linux_user[{name}] action create\n    - create user {name}\n" in out
    assert passwd(name)[4:] == ["Toque Test", home, "/bin/sh"]
    assert (host.tmp / "home").is_dir()  # manage_home: useradd -m
    status, out = host.apply(account(name, home))
    assert f"  * linux_user[{name}] action create (up to date)\n" in out
    assert "0/1 resources updated" in out
    status, out = host.apply(account(name, home, "/bin/bash"))
    assert f"    - alter user {name}\n    - change shell from /bin/sh to /bin/bash\n" in out
    assert passwd(name)[6] == "/bin/bash"


def test_why_run_reports_and_changes_nothing(host):
    name, home = host.user(), str(host.tmp / "home")
    status, out = host.apply(account(name, home), why_run=True)
    assert status == 0, out
    assert f"    - Would create user {name}\n" in out and passwd(name) is None
    host.apply(account(name, home))
    status, out = host.apply(account(name, home, "/bin/bash"), why_run=True)
    assert "    - Would alter user tq" in out
    assert "    - Would change shell from /bin/sh to /bin/bash\n" in out
    assert passwd(name)[6] == "/bin/sh"
    status, out = host.apply(f"user '{name}' do\n  action :remove\nend\n", why_run=True)
    assert f"    - Would remove user {name}\n" in out and passwd(name) is not None


def test_shadow_properties_group_by_name_and_password(host):
    name, grp = host.user(), host.group()
    subprocess.run(["groupadd", "-g", "45991", grp], check=True)
    recipe = (f"user '{name}' do\n  group '{grp}'\n  password '{HASH}'\n"
              f"  expire_date '2031-01-02'\n  inactive 5\nend\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert status == 0, out
    assert passwd(name)[3] == "45991"
    fields = shadow(name)
    assert fields[1] == HASH and fields[6] == "5" and fields[7] == "22281"
    status, out = host.apply(recipe)  # the group name compares as its number
    assert "(up to date)" in out, out


def test_modify_manage_and_remove(host):
    name = host.user()
    missing = f"user '{name}' do\n  shell '/bin/bash'\n  action :manage\nend\n"
    status, out = host.apply(missing)  # manage: nothing when the user does not exist
    assert status == 0 and "(up to date)" in out and passwd(name) is None
    host.apply(f"user '{name}'\n")
    status, out = host.apply(missing)
    assert f"    - manage user {name}\n    - change shell from /bin/sh to /bin/bash\n" in out
    modify = f"user '{name}' do\n  comment 'x y'\n  action :modify\nend\n"
    status, out = host.apply(modify)
    assert f"    - modify user {name}\n    - change comment from  to x y\n" in out
    assert passwd(name)[4] == "x y"
    status, out = host.apply(f"user '{name}' do\n  action :remove\nend\n")
    assert f"    - remove user {name}\n" in out and passwd(name) is None
    status, out = host.apply(f"user '{name}' do\n  action :remove\nend\n")
    assert "(up to date)" in out


def test_lock_and_unlock_follow_passwd_status(host):
    name = host.user()
    host.apply(f"user '{name}' do\n  password '{HASH}'\nend\n")
    lock = f"user '{name}' do\n  action :lock\nend\n"
    status, out = host.apply(lock)
    assert f"    - lock the user {name}\n" in out and shadow(name)[1] == "!" + HASH
    assert "(up to date)" in host.apply(lock)[1]
    status, out = host.apply(f"user '{name}' do\n  action :unlock\nend\n")
    assert f"    - unlock user {name}\n" in out and shadow(name)[1] == HASH


def test_failures_carry_chefs_messages(host):
    name = host.user()
    status, out = host.apply(f"user '{name}' do\n  action :modify\nend\n")
    assert status == 1
    assert (
        f"Chef::Exceptions::User\n    ----------------------\n    Cannot modify user {name} - does not exist!"
        in out
    )
    status, out = host.apply(f"user '{name}' do\n  action :modify\nend\n", why_run=True)
    assert status == 0
    assert f"    * Cannot modify user {name} - does not exist!\n" in out
    assert f"    * Assuming user {name} would have been created\n" in out
    host.apply(f"user '{name}'\n")
    status, out = host.apply(f"user '{name}' do\n  gid 'tqnosuchgroup'\nend\n")
    assert status == 1 and "Couldn't lookup integer GID for group name tqnosuchgroup" in out
    status, out = host.apply(f"user '{name}' do\n  gid 'tqnosuchgroup'\nend\n", why_run=True)
    assert status == 0
    assert "    * group name tqnosuchgroup does not exist.  This will cause group assignment" in out
    assert "    - Would change gid from " in out and " to tqnosuchgroup\n" in out
    status, out = host.apply(f"user '{name}' do\n  uid 'abc'\n  shell 1\nend\n")
    assert status == 1 and "Property shell must be one of: String!  You passed 1." in out


def test_useradd_failure_shows_the_command(host):
    name = host.user()
    status, out = host.apply(f"user '{name}' do\n  shell '/bin/sh'\n  uid 0\nend\n")
    assert status == 1
    assert f"---- Begin output of useradd -s /bin/sh -u 0 -M {name} ----" in out


def test_json_events(host):
    name = host.user()
    events = host.events(f"user '{name}' do\n  shell '/bin/sh'\nend\n")
    updates = [e for e in events if e["event"] == "resource_update"]
    assert updates and updates[0]["resource"]["resource"] == f"linux_user[{name}]"
    assert updates[0]["resource"]["key"] == f"user[{name}]"
    assert f"create user {name}" in str(updates[0])
    events = host.events(f"linux_user '{name}' do\n  shell '/bin/sh'\nend\n")
    assert [e["event"] for e in events if e["event"].startswith("resource_")][-1] == (
        "resource_up_to_date"
    )


def test_system_users_get_system_ids(host):
    name = host.user()
    status, out = host.apply(f"user '{name}' do\n  system true\nend\n")
    assert status == 0, out
    assert int(passwd(name)[2]) < 1000  # useradd -r


def test_manage_home_moves_the_home_and_non_unique_shares_a_uid(host):
    name, twin = host.user(), host.user("t")
    old, new = str(host.tmp / "old"), str(host.tmp / "new")
    host.apply(account(name, old))
    (host.tmp / "old" / "keep").write_text("x")
    status, out = host.apply(account(name, new))
    assert f"    - change homedir from {old} to {new}\n" in out
    assert (host.tmp / "new" / "keep").read_text() == "x" and not (host.tmp / "old").exists()
    uid = passwd(name)[2]
    status, out = host.apply(f"user '{twin}' do\n  uid {uid}\n  non_unique true\nend\n")
    assert status == 0, out
    assert passwd(twin)[2] == uid
