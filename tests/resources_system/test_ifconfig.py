"""ifconfig: a stand-in net-tools `ifconfig` (2.x output) that keeps the interface's address in a
file (this host's interfaces never change); the Debian configuration under tmp_path."""

from __future__ import annotations

from system_events import updated

IFCONFIG = """state="$(dirname "$0")/../addr"
case "$1" in
  --version) echo "net-tools 2.10" >&2 ;;
  "") echo "tq0: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500"
      [ -s "$state" ] && echo "        inet $(cat "$state")  netmask 255.255.255.0  broadcast 10.9.9.255"
      echo "        ether 02:42:ac:11:00:02  txqueuelen 0  (Ethernet)" ;;
  *) if [ "$2" = down ]; then : > "$state"; else echo "$2" > "$state"; fi ;;
esac"""


def iface(action: str = "add", body: str = "") -> str:
    return (f"ifconfig '10.9.9.5' do\n  device 'tq0'\n  mask '255.255.255.0'\n  mtu '1400'\n"
            f"  onboot 'yes'\n  interfaces_dir '/T/interfaces.d'\n  interfaces_file '/T/interfaces'\n"
            f"{body}  action :{action}\nend\n")  # fmt: skip


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


DEBIAN = "node.automatic['platform_family'] = 'debian'\n"


def test_add_writes_the_debian_stanza_then_up_to_date(host, fake_bin):
    calls = fake_bin("ifconfig", IFCONFIG)
    (host.tmp / "interfaces").write_text("auto lo\niface lo inet loopback\n")
    status, out = run(host, DEBIAN + iface())
    assert status == 0, out
    assert (
        "    - run ifconfig tq0 10.9.9.5 netmask 255.255.255.0 mtu 1400 to add ifconfig[10.9.9.5]\n"
        in out
    )
    assert (host.tmp / "interfaces").read_text().endswith(f"source {host.tmp}/interfaces.d/*\n")
    # Chef's template through ERB's "-" trim mode: indentation left by the skipped lines
    assert (host.tmp / "interfaces.d" / "ifcfg-tq0").read_text() == (
        "\nauto tq0\niface tq0 inet static\n        address 10.9.9.5\n"
        "            netmask 255.255.255.0\n                            mtu 1400\n" + " " * 18
    )  # (MRI's ERB rendering of Chef's template, checked once)
    assert "ifconfig tq0 10.9.9.5 netmask 255.255.255.0 mtu 1400" in calls.read_text()
    status, out = run(host, DEBIAN + iface())
    assert "Infra Phase complete, 0/1" in out, out


def test_disable_delete_why_run_and_json(host, fake_bin):
    fake_bin("ifconfig", IFCONFIG)
    (host.tmp / "addr").write_text("10.9.9.5\n")
    status, out = run(host, DEBIAN + iface("disable"), why_run=True)
    assert "    - Would run ifconfig tq0 down to disable ifconfig[10.9.9.5]" in out
    assert (host.tmp / "addr").read_text() == "10.9.9.5\n"
    events = host.events((DEBIAN + iface("disable")).replace("/T", str(host.tmp)))
    assert updated(events) == ["ifconfig[10.9.9.5]"]
    status, out = run(host, DEBIAN + iface("enable"))
    assert "    - run ifconfig tq0 10.9.9.5 netmask 255.255.255.0 mtu 1400 to enable" in out


def test_without_net_tools_chefs_message(host, fake_bin):
    fake_bin("ifconfig", "echo 'ifconfig: command not found' >&2; exit 127")
    status, out = run(host, DEBIAN + iface())
    assert status == 1 and "net-tools not found - this is required for ifconfig" in out


class Props(dict):
    def get(self, key, default=None):
        return dict.get(self, key, default)

    def __getattr__(self, key):
        return self.get(key)


def test_config_texts_are_what_mri_renders_from_chefs_templates():
    from toque.stdlib_cookbooks.core.ifconfig import debian_config, redhat_config

    rh = Props(device="tq0", onboot="yes", bootproto="static", target="10.9.9.5",
               mask="255.255.255.0", mtu="1400", ethtool_opts="-K tq0 tx off")  # fmt: skip
    assert redhat_config(rh) == (
        "\nDEVICE=tq0\nONBOOT=yes\nBOOTPROTO=static\nIPADDR=10.9.9.5\nNETMASK=255.255.255.0\n"
        'MTU=1400\nETHTOOL_OPTS="-K tq0 tx off"\n' + " " * 10
    )
    dhcp = Props(device="tq0", onboot="no", family="inet", bootproto="dhcp")
    assert debian_config(dhcp) == "\niface tq0 inet dhcp\n" + " " * 10
