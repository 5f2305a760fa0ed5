"""Bad pack templates and data in a recipe: each stops the run with MRI's error class and
message at the recipe's file:line, never a Python traceback (core/pack.py)."""

from __future__ import annotations

import pytest

from tests.bad_input.test_catalogue import PYTHON_LEAKS, Case, run_case

CASES = [
    Case("too few", 'x = 1\nv = [1].pack("C2")\n', "site.rb:2", "ArgumentError: too few arguments"),
    Case(
        "strict base64",
        'v = "not base64!".unpack1("m0")\n',
        "site.rb:1",
        "ArgumentError: invalid base64",
    ),
    Case(
        "malformed UTF-8",
        'ok = 1\n"\\xff".b.unpack("U*")\n',
        "site.rb:2",
        "ArgumentError: malformed UTF-8 character",
    ),
    Case(
        "a String for C",
        'file "/tmp/x" do\n  content ["1"].pack("C")\nend\n',
        "site.rb:2",
        "TypeError: no implicit conversion of String into Integer",
    ),
    Case(
        "U out of range", "[-5].pack('U')\n", "site.rb:1", "RangeError: pack(U): value out of range"
    ),
    Case("% directive", "'ab'.unpack('%')\n", "site.rb:1", "ArgumentError: % is not supported"),
    Case(
        "modifier on C",
        "x = 2\n[x].pack('C_')\n",
        "site.rb:2",
        "'_' allowed only after types sSiIlLqQjJ",
    ),
    Case("X outside", "''.unpack('X')\n", "site.rb:1", "ArgumentError: X outside of string"),
    Case(
        "offset outside",
        "'ab'.unpack('C', offset: 9)\n",
        "site.rb:1",
        "ArgumentError: offset outside of string",
    ),
    Case(
        "a pointer to a String",
        "['s'].pack('p')\n",
        "site.rb:1",
        "NotImplementedError: pack('p'): toque has no C memory",
    ),
    Case(
        "buffer not a String",
        "[1].pack('C', buffer: 3)\n",
        "site.rb:1",
        "TypeError: buffer must be String, not Integer",
    ),
    Case(
        "Base64.strict_decode64",
        "require 'base64'\nBase64.strict_decode64('YR==')\n",
        "site.rb:2",
        "ArgumentError: invalid base64",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_pack_input_is_located(case, tmp_path, capsys):
    status, out = run_case(case, tmp_path, capsys)
    assert status == case.status, out
    assert case.message in out, out
    assert case.place in out, out
    assert not PYTHON_LEAKS.search(out), out


def test_lenient_base64_in_yaml_does_not_fail(tmp_path, capsys):
    """YAML's !binary decodes as unpack('m'): a truncated group is no error (it was a
    Python binascii.Error before)."""
    case = Case(
        "yaml binary",
        "require 'yaml'\nraise 'wrong' unless YAML.load('!binary aGV') == 'he'\n",
        "",
        "",
        status=0,
    )
    status, out = run_case(case, tmp_path, capsys)
    assert status == 0, out
