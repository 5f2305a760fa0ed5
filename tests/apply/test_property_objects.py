"""A Hash or Array property read from Ruby is the resource's own object, as Chef's
properties hold it: changed in place, the change is the property's value at converge."""

from __future__ import annotations

import io

from run_status import apply

from toque.session import ApplyOptions


def converge(tmp_path, recipe: str) -> tuple[int, str]:
    path = tmp_path / "r.rb"
    path.write_text(recipe)
    out = io.StringIO()
    options = ApplyOptions(recipe=str(path), lock_file=str(tmp_path / "lock"), log_level="info")
    return apply(options, out), out.getvalue()


def test_template_variables_changed_in_place_reach_the_template(tmp_path):
    erb = tmp_path / "t.erb"
    erb.write_text("<%= @entries.join(',') %> <%= @more %>\n")
    status, out = converge(
        tmp_path,
        f"""
t = template '{tmp_path}/out' do
  source '{erb}'
  local true
  variables(entries: [1])
end
t.variables[:entries] << 2
t.variables[:more] = 'x'
log t.variables.inspect
""",
    )
    assert status == 0, out
    assert 'INFO: {:entries=>[1, 2], :more=>"x"}' in out
    assert (tmp_path / "out").read_text() == "1,2 x\n"


def test_a_new_value_replaces_the_old_object_and_lazy_stays_lazy(tmp_path):
    status, out = converge(
        tmp_path,
        f"""
$n = 0
e = execute 'x' do
  command 'true'
  environment('A' => '1')
  action :nothing
end
old = e.environment
e.environment('B' => '2')
old['C'] = '3'
log e.environment.inspect
f = file '{tmp_path}/f' do
  content lazy {{ $n += 1; "n=#{{$n}}" }}
end
log f.content
log f.content
""",
    )
    assert status == 0, out
    assert 'INFO: {"B"=>"2"}' in out  # the object read before the new value is not it
    assert "INFO: n=1" in out and "INFO: n=2" in out  # a lazy value is computed at each read
    assert (tmp_path / "f").read_text() == "n=3"  # and once more at converge
