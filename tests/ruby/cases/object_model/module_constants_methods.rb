module Platform
  FAMILIES = {
    "ubuntu" => "debian",
    "debian" => "debian",
    "centos" => "rhel",
    "rocky" => "rhel",
  }.freeze

  def self.family(platform)
    FAMILIES.fetch(platform, "unknown")
  end

  def self.debian?(platform)
    family(platform) == "debian"
  end

  class << self
    def all_families
      FAMILIES.values.uniq.sort
    end
  end
end

puts Platform.family("ubuntu")
puts Platform.family("arch")
puts Platform.debian?("debian")
puts Platform.all_families.inspect
puts Platform::FAMILIES.frozen?
puts Platform.respond_to?(:family)
puts Platform.class
puts Platform.is_a?(Module)
puts Platform.instance_of?(Class)
puts Class.superclass
puts Module.superclass
