"""`provider Chef::Provider::Service::X` in a recipe's service block picks that init system,
as it does in Chef (the class, not only the resource's Python property)."""

from __future__ import annotations

import io

from run_status import apply

from toque.session import ApplyOptions

RECIPE = """service 'toque-no-such-daemon' do
  provider Chef::Provider::Service::{kind}
  action :start
end
"""


def why_run(tmp_path, kind: str) -> str:
    path = tmp_path / f"{kind}.rb"
    path.write_text(RECIPE.format(kind=kind))
    out = io.StringIO()
    options = ApplyOptions(str(path), lock_file=str(tmp_path / "lock"), why_run=True)
    assert apply(options, out) == 0, out.getvalue()
    return out.getvalue()


def test_the_provider_named_in_the_recipe_picks_the_init_system(tmp_path):
    init = why_run(tmp_path, "Init")
    assert "Init script '/etc/init.d/toque-no-such-daemon' doesn't exist" in init
    systemd = why_run(tmp_path, "Systemd")
    assert "/etc/init.d" not in systemd  # systemctl is asked, not an init script
    assert "Would start service service[toque-no-such-daemon]" in systemd
