module Chef
  module Mixin
    module ShellOut
      def run(cmd)
        "ran #{cmd}"
      end
    end
  end

  class Resource
    class File < Resource
      include Chef::Mixin::ShellOut

      def label
        "file resource"
      end
    end
  end
end

f = Chef::Resource::File.new
puts f.label
puts f.run("ls")
puts Chef::Resource::File.name
puts Chef::Resource::File.superclass
puts Chef::Resource::File.include?(Chef::Mixin::ShellOut)
puts ::File.basename("/etc/hosts")
puts Chef::Resource.const_get(:File).name
module Chef
  class Resource
    puts File.name
    puts ::File.name
  end
end
