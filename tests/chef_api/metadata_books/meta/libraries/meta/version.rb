module Meta
  metadata_file = File.expand_path('../../metadata.rb', __dir__)
  METADATA = Chef::Cookbook::Metadata.new
  METADATA.from_file(metadata_file)
  VERSION = METADATA.version.dup.freeze
end
