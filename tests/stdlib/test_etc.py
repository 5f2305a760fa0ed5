"""etc against the host's own user and group databases."""

from __future__ import annotations

import grp
import os
import pwd


def test_current_user_and_group_come_from_the_host(ruby):
    me = pwd.getpwuid(os.getuid())
    group = grp.getgrgid(os.getgid())
    out = ruby(
        'require "etc"\nu = Etc.getpwuid\nputs u.name, u.uid, u.dir, u.shell\n'
        "g = Etc.getgrgid\nputs g.name, g.gid\nputs Etc.getpwnam(u.name).uid\n"
        "puts Etc.nprocessors\n"
    )
    assert out.splitlines() == [
        me.pw_name,
        str(me.pw_uid),
        me.pw_dir,
        me.pw_shell,
        group.gr_name,
        str(group.gr_gid),
        str(me.pw_uid),
        str(len(os.sched_getaffinity(0))),
    ]


def test_every_user_is_enumerated(ruby):
    out = ruby('require "etc"\nEtc.passwd { |u| puts u.name }\n')
    assert out.splitlines() == [p.pw_name for p in pwd.getpwall()]
