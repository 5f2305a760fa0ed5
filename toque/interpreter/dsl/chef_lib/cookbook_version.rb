# Chef::CookbookVersion and Chef::CookbookCollection as `run_context.cookbook_collection`
# gives them: a Mash of cookbook name => the loaded cookbook, each answering its name,
# version, root folder, metadata and dependencies (Chef's CookbookVersion readers).
class Chef
  class CookbookVersion
    attr_reader :name, :root_paths
    attr_accessor :metadata

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

    # "cb::name" for each recipes/*.rb (or .yml/.yaml/.json) of the cookbook, sorted
    def fully_qualified_recipe_names
      files = Dir.glob(File.join(root_dir.to_s, "recipes", "*.{rb,yml,yaml,json}"))
      files.map { |file| "#{name}::#{File.basename(file, ".*")}" }.uniq.sort
    end
  end

  class CookbookCollection < Mash
  end
end
