"""Certificates toque's `cryptography` cannot sign (OpenSSL would): a located OpenSSL
error naming the limit, never a Python ValueError (bench/fuzz.py seed 22 case 6698)."""

from __future__ import annotations

SIGN = """require 'openssl'
key = OpenSSL::PKey::RSA.new(2048)
cert = OpenSSL::X509::Certificate.new
cert.version = 2
cert.serial = 1
cert.subject = cert.issuer = OpenSSL::X509::Name.parse("/CN=x")
cert.public_key = key.public_key
cert.not_before = %s
cert.not_after = %s
begin
  cert.sign(key, OpenSSL::Digest.new("SHA256"))
  puts "signed"
rescue OpenSSL::X509::CertificateError => e
  puts e.message, e.backtrace.first[/\\d+/]
end
"""


def test_not_after_before_not_before_is_a_certificate_error(ruby):
    out = ruby(SIGN % ("Time.now", "Time.now - 30"))
    message, line = out.splitlines()
    assert message.startswith("toque cannot sign this certificate: The not valid after date")
    assert line == "11"


def test_times_before_1950_are_a_certificate_error(ruby):
    out = ruby(SIGN % ("Time.at(-10**10)", "Time.now"))
    assert out.startswith("toque cannot sign this certificate: The not valid before date")


def test_an_ordinary_window_signs(ruby):
    assert ruby(SIGN % ("Time.now", "Time.now + 600")) == "signed\n"
