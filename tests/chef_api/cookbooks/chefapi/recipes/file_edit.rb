path = ::File.join(ENV['CHEFAPI_DIR'], 'hosts')
::File.write(path, "127.0.0.1 localhost\n# comment\n10.0.0.1 old.example\n")
fe = Chef::Util::FileEdit.new(path)
p fe.unwritten_changes?, fe.file_edited?
fe.search_file_replace_line(/old\.example/, '10.0.0.2 new.example')
fe.search_file_replace(/localhost/, 'loopback')
fe.search_file_delete_line(/^#/)
fe.insert_line_after_match(/loopback/, '::1 ip6-loopback')
fe.insert_line_if_no_match(/db\.example/, '10.0.0.3 db.example')
fe.insert_line_if_no_match(/new\.example/, 'never added')
p fe.unwritten_changes?
fe.write_file
p fe.file_edited?, fe.unwritten_changes?
print ::File.read(path)
p ::File.read("#{path}.old").lines.size
fe2 = Chef::Util::FileEdit.new(path)
fe2.search_file_delete(/\.example/)
fe2.search_file_replace_line(/nothing matches/, 'x')
p fe2.unwritten_changes?
fe2.write_file
print ::File.read(path)
fe3 = Chef::Util::FileEdit.new(path)
fe3.search_file_replace(/nothing/, 'x')
fe3.write_file
p fe3.file_edited?
begin
  Chef::Util::FileEdit.new(::File.join(ENV['CHEFAPI_DIR'], 'missing'))
rescue ArgumentError => e
  puts e.message.sub(ENV['CHEFAPI_DIR'], 'DIR')
end
p Chef::Digester.checksum_for_file(path) == Digest::SHA256.file(path).hexdigest
p Chef::Digester.instance.generate_md5_checksum_for_file(path) == Digest::MD5.file(path).hexdigest
p Chef::Digester.instance.generate_checksum(StringIO.new('abc'))
