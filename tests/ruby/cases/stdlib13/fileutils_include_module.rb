require 'fileutils'
require 'tmpdir'
class Builder
  include FileUtils
  def run(d)
    mkdir_p File.join(d, "out")
    touch File.join(d, "out", "x")
    Dir.children(File.join(d, "out"))
  end
end
Dir.mktmpdir { |d| p Builder.new.run(d) }
p FileUtils.respond_to?(:mkdir_p), Builder.new.respond_to?(:mkdir_p)
