class Package
  attr_accessor :name, :version
  attr_reader :installed
  attr_writer :notes

  def initialize(name)
    @name = name
    @installed = false
  end

  def install!
    @installed = true
    self
  end

  def summary
    "#{name}-#{version || 'latest'} installed=#{installed} notes=#{@notes.inspect}"
  end
end

pkg = Package.new("nginx")
puts pkg.summary
pkg.version = "1.24"
pkg.notes = "web"
puts pkg.install!.summary
result = (pkg.name = "nginx-full")
puts result
puts pkg.name
puts pkg.respond_to?(:notes)
puts pkg.respond_to?(:notes=)
puts pkg.respond_to?(:installed=)
puts Package.instance_methods(false).sort.inspect
