"""Threads and WEBrick misused in a recipe: a Ruby error at the recipe's line, never a
Python traceback (run as `toque apply`, the bad-input catalogue's way)."""

from __future__ import annotations

import pytest

from tests.bad_input.test_catalogue import PYTHON_LEAKS, Case, run_case

CASES = [
    Case(
        "Thread.new without a block",
        "x = 1\nThread.new\n",
        "site.rb:2",
        "must be called with a block",
    ),
    Case(
        "waiting for ever alone",
        "q = Queue.new\nq.pop\n",
        "site.rb:2",
        "No live threads left. Deadlock?",
    ),
    Case(
        "recursive lock",
        "m = Mutex.new\nm.synchronize { m.lock }\n",
        "site.rb:2",
        "deadlock; recursive locking",
    ),
    Case(
        "unlock of an unlocked mutex",
        "x = 1\nMutex.new.unlock\n",
        "site.rb:2",
        "Attempt to unlock a mutex which is not locked",
    ),
    Case(
        "join of a failed thread",
        "t = Thread.new { Thread.current.report_on_exception = false; raise ArgumentError, 'inner' }\nt.join\n",
        "site.rb:2",
        "ArgumentError: inner",
    ),
    Case(
        "SizedQueue of no room",
        "x = 1\nSizedQueue.new(0)\n",
        "site.rb:2",
        "queue size must be positive",
    ),
    Case(
        "WEBrick port taken",
        "require 'webrick'\na = WEBrick::HTTPServer.new(Port: 0, BindAddress: '127.0.0.1', Logger: WEBrick::Log.new(File::NULL), AccessLog: [])\n"
        "WEBrick::HTTPServer.new(Port: a[:Port], BindAddress: '127.0.0.1', Logger: WEBrick::Log.new(File::NULL), AccessLog: [])\n",
        "site.rb:3",
        "Errno::EADDRINUSE: Address already in use",
    ),
    Case(
        "WEBrick TLS without a key",
        "require 'webrick/https'\nWEBrick::HTTPServer.new(Port: 0, SSLEnable: true, SSLCertificate: 'x', Logger: WEBrick::Log.new(File::NULL))\n",
        "site.rb:2",
        "undefined method `to_pem'",
    ),
    Case(
        "mount_proc without a proc",
        "require 'webrick'\ns = WEBrick::HTTPServer.new(Port: 0, Logger: WEBrick::Log.new(File::NULL), AccessLog: [])\ns.mount_proc('/x')\n",
        "site.rb:3",
        "must pass a proc or block",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_input_is_located(case, tmp_path, capsys):
    status, out = run_case(case, tmp_path, capsys)
    assert status == case.status, out
    assert case.message in out, out
    assert case.place in out, out
    assert not PYTHON_LEAKS.search(out), out
