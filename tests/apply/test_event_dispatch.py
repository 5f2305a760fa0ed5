"""run_context.events as Chef's Dispatcher (its subscribers: the output formatters, then the
Ruby event handlers) and Chef::EventDispatch::EventsOutputStream, whose output shows under
the converging resource and reaches the handlers' stream_output."""

from __future__ import annotations

import io
from pathlib import Path

from run_status import apply

from toque.session import ApplyOptions

RECIPE = """
ev = run_context.events
p ev.class, ev.respond_to?(:subscribers), ev.subscribers.map(&:class), ev.formatter?
class Heard < Chef::EventDispatch::Base
  def stream_output(stream, output, options) = (@got ||= []) << [output, options[:name]]
  attr_reader :got
end
heard = Heard.new
Chef::Config[:event_handlers] = [heard]
ruby_block 'stream' do
  block do
    out = Chef::EventDispatch::EventsOutputStream.new(run_context.events, name: :job)
    out << "line one\\n"
    out.print("line two\\nline three\\n")
    out.close
    puts heard.got.inspect
  end
end
"""


def test_events_and_their_output_stream(tmp_path: Path, capsys):
    recipe = tmp_path / "r.rb"
    recipe.write_text(RECIPE)
    out = io.StringIO()
    assert apply(ApplyOptions(str(recipe), lock_file=str(tmp_path / "lock")), out) == 0, out
    printed = capsys.readouterr().out.splitlines()
    assert printed == [
        "Chef::EventDispatch::Dispatcher", "true", "[Chef::Formatters::Doc]", "true",
        '[["line one\\n", :job], ["line two\\nline three\\n", :job]]',
    ]  # fmt: skip
    shown = out.getvalue().split("ruby_block[stream]")[1]
    assert "    line one\n    line two\n    line three\n" in shown
