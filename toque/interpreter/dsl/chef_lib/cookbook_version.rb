# Chef::CookbookVersion and Chef::CookbookCollection as `run_context.cookbook_collection`
# gives them: a Mash of cookbook name => the loaded cookbook, each answering its name,
# version, root folder, metadata and dependencies (Chef's CookbookVersion readers).
class Chef
  class CookbookVersion
    attr_reader :name, :root_paths, :metadata

    def initialize(name, *root_paths)
      @name = name.to_s
      @root_paths = root_paths.map(&:to_s)
      @metadata = Chef::Cookbook::Metadata.new
      @metadata.name(@name)
    end

    def root_dir = @root_paths.first
    def version = @metadata.version
    def version=(value)
      @metadata.version(value)
    end
    def metadata_version = version
    def full_name = "#{name}-#{version}"
    def cookbook_name = name
    def to_s = full_name
    def inspect = "#<Chef::CookbookVersion #{full_name}>"
    def <=>(other) = Chef::Version.new(version) <=> Chef::Version.new(other.version)
  end

  class Cookbook
    class Metadata
      attr_reader :dependencies

      def initialize
        @name = nil
        @version = "0.0.0"
        @dependencies = Mash.new
      end

      def name(arg = nil)
        @name = arg.to_s unless arg.nil?
        @name
      end

      def version(arg = nil)
        @version = arg.to_s unless arg.nil?
        @version
      end

      def depends(cookbook, constraint = ">= 0.0.0")
        @dependencies[cookbook.to_s] = constraint.to_s
      end
    end
  end

  class CookbookCollection < Mash
  end
end
