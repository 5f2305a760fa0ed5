# Odd arguments found by bench/sweep_builtins.py in OpenSSL (MRI 3.1 goldens)
require "openssl"
def show(label)
  p [label, yield]
rescue Exception => e
  p [label, e.class, e.message]
end
c = OpenSSL::X509::Certificate.new
[nil, "", "5", 1.5, Float::NAN, :s, -1, 2**64].each { |v| show("serial=#{v.inspect}") { c.serial = v; c.serial.to_i } }
[nil, "", 1.5, -1].each { |v| show("version=#{v.inspect}") { c.version = v; c.version } }
[nil, 5, [5], []].each { |v| show("extensions=#{v.inspect}") { c.extensions = v; c.extensions } }
[-1, "", Float::NAN, [[1]], [["CN"]], [["CN", "x"]]].each { |v| show("Name.new(#{v.inspect})") { OpenSSL::X509::Name.new(v).to_s } }
f = OpenSSL::X509::ExtensionFactory.new
[nil, 5, [], {}].each { |v| show("from_array(#{v.inspect})") { f.create_ext_from_array(v) } }
[nil, 5, {}].each { |v| show("from_hash(#{v.inspect})") { f.create_ext_from_hash(v) } }
show("config(nil)") { f.config(nil) }
show("config=(5, 5)") { f.send(:config=, 5, 5) }
show("config") { f.config }
[nil, "", Float::NAN].each { |v| show("DH.generate(#{v.inspect})") { OpenSSL::PKey::DH.generate(v) } }
