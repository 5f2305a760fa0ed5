"""mdadm with a stand-in `mdadm` on PATH (a real array would reach past the test): the probe,
create/assemble/stop commands as Chef builds them, idempotence, why-run, json, failures."""

from __future__ import annotations

# the stand-in knows the devices listed in $T/arrays, as `mdadm --detail --test` would
FAKE = """case "$1" in
  --detail) grep -qx "$3" "$(dirname "$0")/../arrays" 2>/dev/null && exit 0 || exit 4 ;;
  --create|--assemble) echo "$2" >> "$(dirname "$0")/../arrays" ;;
  --stop) grep -vx "$2" "$(dirname "$0")/../arrays" > "$(dirname "$0")/../a2"; mv "$(dirname "$0")/../a2" "$(dirname "$0")/../arrays" ;;
esac"""


def test_create_then_idempotent_then_stop(host, fake_bin, tmp_path):
    log = fake_bin("mdadm", FAKE)
    text = ("mdadm '/dev/md9' do\n  devices ['/dev/loop8', '/dev/loop9']\n  level 5\n"
            "  bitmap 'internal'\n  layout 'ls'\nend\n")  # fmt: skip
    status, out = host.apply(text, why_run=True)
    assert status == 0 and "    - Would create RAID device /dev/md9\n" in out, out
    assert "--create" not in log.read_text()
    status, out = host.apply(text)
    assert status == 0 and "    - create RAID device /dev/md9\n" in out, out
    assert ("mdadm --create /dev/md9 --level 5 --chunk=16 --metadata=0.90 --bitmap=internal "
            "--layout=ls --raid-devices 2 /dev/loop8 /dev/loop9") in log.read_text()  # fmt: skip
    status, out = host.apply(text)
    assert "0/1 resources updated" in out, out
    stop = "mdadm '/dev/md9' do\n  action :stop\nend\n"
    status, out = host.apply(stop)
    assert "    - stop RAID device /dev/md9\n" in out and "mdadm --stop /dev/md9" in log.read_text()
    status, out = host.apply(stop)
    assert "0/1 resources updated" in out


def test_assemble_mirror_and_json(host, fake_bin):
    log = fake_bin("mdadm", FAKE)
    events = host.events(
        "mdadm '/dev/md7' do\n  devices ['/dev/sdb1', '/dev/sdc1']\n  action :assemble\nend\n"
    )
    lines = [
        line for e in events if e.get("event") == "resource_update" for line in e["change"]["lines"]
    ]
    assert lines == ["assemble RAID device /dev/md7"]
    assert "mdadm --assemble /dev/md7 /dev/sdb1 /dev/sdc1" in log.read_text()
    host.apply("mdadm 'md6' do\n  raid_device '/dev/md6'\n  devices ['/dev/a', '/dev/b']\nend\n")
    assert "--level 1 --metadata=0.90 --raid-devices 2 /dev/a /dev/b" in log.read_text()  # no chunk


def test_failures(host, fake_bin):
    fake_bin(
        "mdadm",
        'case "$1" in --detail) exit 4 ;; *) echo "mdadm: cannot open /dev/x" >&2; exit 1 ;; esac',
    )
    status, out = host.apply("mdadm '/dev/md5' do\n  devices ['/dev/x']\nend\n")
    assert status == 1 and "Expected process to exit with [0], but received '1'" in out
    assert "mdadm: cannot open /dev/x" in out
    status, out = host.apply("mdadm '/dev/md5' do\n  level 'five'\nend\n")
    assert status == 1 and 'Property level must be one of: Integer!  You passed "five".' in out
