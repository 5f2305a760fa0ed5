"""The data and crypto libraries of the standard library (digest, base64, yaml, erb, zlib,
date, openssl, …): `require` defines their constants, and a method they lack fails with a
located NoMethodError, never a Python traceback."""

from __future__ import annotations

import pytest

from toque.grammar.parser import parse
from toque.interpreter.standalone import run_tree

# require name -> constants it must define, and an expression making one of its objects
LIBRARIES = {
    "digest": (["Digest", "Digest::MD5", "Digest::SHA256", "Digest::SHA2"], "Digest::MD5.new"),
    "digest/sha2": (["Digest::SHA512", "Digest::SHA384"], "Digest::SHA512.new"),
    "base64": (["Base64"], "Base64"),
    "rubygems": (
        ["Gem::Version", "Gem::Requirement", "Gem::Dependency", "Gem::Platform", "Gem::LoadError"],
        "Gem::Version.new('1.2')",
    ),
    "yaml": (["YAML", "Psych", "Psych::SyntaxError", "Psych::DisallowedClass"], "YAML"),
    "psych": (["Psych", "YAML", "Psych::BadAlias"], "Psych"),
    "erb": (["ERB", "ERB::Util"], "ERB.new('x')"),
    "stringio": (["StringIO"], "StringIO.new('x')"),
    "date": (["Date", "DateTime", "Date::Error"], "Date.new(2020, 1, 31)"),
    "openssl": (
        [
            "OpenSSL::Digest::SHA256",
            "OpenSSL::HMAC",
            "OpenSSL::PKey::RSA",
            "OpenSSL::X509::Certificate",
        ],
        "OpenSSL::Digest.new('SHA256')",
    ),
    "zlib": (["Zlib", "Zlib::GzipReader", "Zlib::Deflate", "Zlib::DataError"], "Zlib::Deflate.new"),
}


def _run(code: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = run_tree(parse(code, "prog.rb"), "prog.rb", code, [])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("name", sorted(LIBRARIES))
def test_require_defines_the_constants(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    constants, _ = LIBRARIES[name]
    code = f"require({name!r})\n" + "".join(f"p defined?({c})\n" for c in constants)
    status, out, err = _run(code, capsys)
    assert (status, err) == (0, "")
    assert out.splitlines() == ['"constant"'] * len(constants)


@pytest.mark.parametrize("name", sorted(LIBRARIES))
def test_a_missing_method_is_a_located_no_method_error(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, make = LIBRARIES[name]
    status, out, err = _run(f"require {name!r}\nx = {make}\nx.no_such_method(1)\n", capsys)
    assert status == 1
    assert err.startswith("prog.rb:3:in `<main>': undefined method `no_such_method' for ")
    assert err.rstrip().endswith("(NoMethodError)") and "Traceback" not in err


def test_files_on_disk(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """The path-taking calls: gzip files written and read back, a YAML file, a digest."""
    (tmp_path / "conf.yml").write_text("name: web\nports: [80, 443]\n")
    gz, conf = tmp_path / "out.gz", tmp_path / "conf.yml"
    code = f"""
require 'zlib'; require 'yaml'; require 'digest'
Zlib::GzipWriter.open({str(gz)!r}) {{ |w| w.puts "zipped" }}
Zlib::GzipReader.open({str(gz)!r}) {{ |r| p r.read }}
p YAML.load_file({str(conf)!r})
p Digest::SHA256.file({str(conf)!r}).hexdigest
begin
  Zlib::GzipReader.open({str(tmp_path / "missing.gz")!r})
rescue Errno::ENOENT => e
  p e.class
end
"""
    status, out, err = _run(code, capsys)
    import gzip
    import hashlib

    assert (status, err) == (0, "")
    assert gzip.decompress(gz.read_bytes()) == b"zipped\n"
    assert out.splitlines() == [
        '"zipped\\n"',
        '{"name"=>"web", "ports"=>[80, 443]}',
        f'"{hashlib.sha256(conf.read_bytes()).hexdigest()}"',
        "Errno::ENOENT",
    ]
