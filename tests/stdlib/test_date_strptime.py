"""Date._strptime's fields where MRI answers with a Rational, which toque does not have: a
clear NotImplementedError naming what, never a wrong number; the same fields still make
dates and times (MRI's goldens: tests/ruby/cases/stdlib/date_strptime_directives)."""

from __future__ import annotations

from fractions import Fraction

from toque.interpreter.stdlib.date_strptime import scan, zone_to_diff


def test_a_rational_field_is_refused_by_name(ruby):
    out = ruby(
        'require "date"\n'
        "[['1600000000123', '%Q'], ['10:00:00.5', '%T.%L'], ['+9.5', '%z']].each do |s, f|\n"
        "  begin\n"
        "    p Date._strptime(s, f)\n"
        "  rescue NotImplementedError => e\n"
        "    puts e.message\n"
        "  end\n"
        "end\n"
        "p Date.strptime('1600000000123', '%Q').to_s\n"
        "p DateTime.strptime('2020-01-02 10:00 +9.5', '%F %H:%M %z').to_s\n"
    )
    refused = "Rational (a %L, %N or %Q field, a fractional zone offset) is not supported"
    lines = out.splitlines()
    assert all(line.startswith(refused) for line in lines[:3]), out
    assert lines[3:] == ['"2020-09-13"', '"2020-01-02T10:00:00+09:30"']


def test_fields_keep_the_first_place_and_the_last_value():
    assert list(scan("01 2020 02", "%m %Y %m").items()) == [("mon", 2), ("year", 2020)]
    assert scan("10:00:00.25", "%T.%L")["sec_fraction"] == Fraction(1, 4)
    assert zone_to_diff("+9.5") == Fraction(34200)
    assert zone_to_diff("Tokyo Standard Time") == 32400
