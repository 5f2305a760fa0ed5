"""route: a stand-in `ip` that writes the route into a fixture copy of /proc/net/route (this
host's routes never change), read back to find the route present."""

from __future__ import annotations

from system_events import updated

HEADER = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
# `ip route replace 198.51.100.0/24 via 192.0.2.1 …` → the kernel's little-endian hex line
IP = """table="$(dirname "$0")/../route"
if [ "$2" = replace ]; then
  printf 'eth0\\t006433C6\\t010200C0\\t0003\\t0\\t0\\t0\\t00FFFFFF\\t0\\t0\\t0\\n' >> "$table"
elif [ "$2" = delete ]; then head -1 "$table" > "$table.new"; mv "$table.new" "$table"; fi"""


def route(action: str = "add", body: str = "") -> str:
    return (f"route '198.51.100.0' do\n  netmask '255.255.255.0'\n  gateway '192.0.2.1'\n"
            f"  device 'eth0'\n  metric 5\n  route_table '/T/route'\n{body}  action :{action}\nend\n")  # fmt: skip


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_add_then_up_to_date_then_delete(host, fake_bin):
    (host.tmp / "route").write_text(HEADER)
    calls = fake_bin("ip", IP)
    status, out = run(host, route())
    assert status == 0, out
    assert ("    - run ip route replace 198.51.100.0/24 via 192.0.2.1 dev eth0 metric 5 to add "
            "route\n") in out  # fmt: skip
    assert "Infra Phase complete, 0/1" in run(host, route())[1]
    status, out = run(host, route("delete"))
    assert "    - run ip route delete 198.51.100.0/24 via 192.0.2.1 to delete route \n" in out
    assert calls.read_text().splitlines()[-1] == "ip route delete 198.51.100.0/24 via 192.0.2.1"
    assert "Infra Phase complete, 0/1" in run(host, route("delete"))[1]


def test_why_run_json_and_failures(host, fake_bin):
    (host.tmp / "route").write_text(HEADER)
    fake_bin("ip", IP)
    status, out = run(host, route(), why_run=True)
    assert status == 0 and "Would run ip route replace" in out
    assert (host.tmp / "route").read_text() == HEADER
    assert updated(host.events(route().replace("/T", str(host.tmp)))) == ["route[198.51.100.0]"]
    status, out = run(host, route(body="  route_type :bridge\n"))
    assert status == 1 and "Option route_type must be equal to one of: :host, :net!" in out
    fake_bin("ip", "echo 'RTNETLINK answers: Network is unreachable' >&2; exit 2")
    (host.tmp / "route").write_text(HEADER)
    status, out = run(host, route())
    assert status == 1 and "RTNETLINK answers: Network is unreachable" in out
