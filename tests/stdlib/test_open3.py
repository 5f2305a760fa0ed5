"""open3: what depends on the child's pid, and a timeout around a child."""

from __future__ import annotations


def test_status_names_the_childs_pid(ruby):
    out = ruby(
        'require "open3"\no, st = Open3.capture2("sh", "-c", "echo $$")\n'
        'p o.to_i == st.pid, st.inspect == "#<Process::Status: pid #{st.pid} exit 0>", st.to_s\n'
    )
    first, second, text = out.splitlines()
    assert (first, second) == ("true", "true")
    assert text.startswith('"pid ') and text.endswith(' exit 0"')


def test_timeout_interrupts_a_sleeping_block(ruby):
    out = ruby(
        'require "timeout"\nt = Process.clock_gettime(Process::CLOCK_MONOTONIC)\n'
        "begin\n  Timeout.timeout(0.2) { sleep 5 }\nrescue Timeout::Error => e\n  p e.message\nend\n"
        "p Process.clock_gettime(Process::CLOCK_MONOTONIC) - t < 2\n"
    )
    assert out.splitlines() == ['"execution expired"', "true"]
