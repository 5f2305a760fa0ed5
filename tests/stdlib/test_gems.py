"""The gems Chef Infra Client ships, against goldens MRI printed with each gem's source
(see gems/README.md): stdout of `toque ruby` must match byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ruby.runner import run_one

CASES = sorted((Path(__file__).parent / "gems").glob("*.rb"))


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_gem_case_matches_mri(case: Path) -> None:
    _, status, out, err = run_one(str(case))
    assert status == 0, err
    assert out == case.with_suffix(".out").read_text()


def test_carried_gems_are_installed_specs_and_loaded_once_required(ruby) -> None:
    # what cookbooks ask before declaring `chef_gem 'deepsort'` (chef_auto_accumulator,
    # postgresql): the gems toque carries answer as installed, at the version carried
    out = ruby(
        """
spec = Gem::Specification.find_by_name("deepsort")
p spec.full_name, spec.version >= Gem::Version.new("0.5"), spec.class
p Gem::Specification.find_all_by_name("inifile", "~> 3.0").map(&:full_name)
p Gem::Specification.find_all_by_name("inifile", "~> 4.0")
begin
  Gem::Specification.find_by_name("inifile", "~> 4.0")
rescue Gem::MissingSpecVersionError => e
  puts e.message
end
begin
  Gem::Specification.find_by_name("pg")
rescue Gem::MissingSpecError => e
  p e.name
end
p Gem.loaded_specs.key?("toml-rb")
require "toml-rb"
p Gem.loaded_specs["toml-rb"].full_name, Gem::Specification.all.map(&:name).include?("hcl-checker")
"""
    )
    assert out.splitlines() == [
        '"deepsort-0.5.0"', "true", "Gem::Specification", '["inifile-3.0.0"]', "[]",
        "Could not find 'inifile' (~> 4.0) - did find: [inifile-3.0.0]", '"pg"', "false",
        '"toml-rb-4.2.0"', "true",
    ]  # fmt: skip
