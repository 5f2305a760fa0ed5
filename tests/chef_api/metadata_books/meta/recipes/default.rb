md = Meta::METADATA
lines = [
  Meta::VERSION,
  md.name,
  md.maintainer,
  md.license,
  md.dependencies.to_h.inspect,
  md.platforms.to_h.inspect,
  md.chef_versions.map { |d| d.requirement.as_list }.inspect,
  md.gems.inspect,
  md.recipes.to_h.inspect,
  md.to_h.keys.join(','),
  md.to_h['chef_versions'].inspect,
  (Chef::Cookbook::Metadata.from_json(md.to_json) == md).to_s,
  Meta::File.kind,
  run_context.cookbook_collection['meta'].metadata.maintainer,
  run_context.cookbook_collection['jsonfirst'].version,
]
::File.write(ENV.fetch('SAID'), lines.join("\n") + "\n")
