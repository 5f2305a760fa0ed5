v = Chef::Version.new('1.2')
p v, v.to_s, v.major, v.minor, v.patch
p Chef::Version.new('1.10.0') > Chef::Version.new('1.9.9'), Chef::Version.new('2.0.0') == Chef::Version.new('2.0')
p [Chef::Version.new('1.0.1'), Chef::Version.new('0.9.0')].max.to_s
p Chef::Version.new('1.0') <=> 'x'
begin
  Chef::Version.new('1.x')
rescue Chef::Exceptions::InvalidCookbookVersion => e
  puts e.message
end
c = Chef::VersionConstraint.new('~> 1.2')
p c, c.to_s, c.op, c.version.to_s
p c.include?('1.2.0'), c.include?('1.9.9'), c.include?('2.0.0'), c.include?('1.1.9')
c3 = Chef::VersionConstraint.new('~> 1.2.3')
p c3.include?('1.2.9'), c3.include?('1.3.0'), c3.include?('1.2.2')
p Chef::VersionConstraint.new('1.0.0').op, Chef::VersionConstraint.new.to_s, Chef::VersionConstraint.new(nil).to_s
p Chef::VersionConstraint.new(['>= 2.0']).include?('2.1'), Chef::VersionConstraint.new('< 2.0').include?('1.99.99')
p Chef::VersionConstraint.new('= 1.0') == Chef::VersionConstraint.new('= 1.0.0')
['bogus', '>> 1.0'].each do |bad|
  begin
    Chef::VersionConstraint.new(bad)
  rescue Chef::Exceptions::InvalidVersionConstraint => e
    puts e.message
  end
end
begin
  Chef::VersionConstraint.new(['> 1', '< 2'])
rescue Chef::Exceptions::InvalidVersionConstraint => e
  puts e.message
end
p Chef::VersionConstraint.new('>= 16.0').include?(Chef::VERSION)
