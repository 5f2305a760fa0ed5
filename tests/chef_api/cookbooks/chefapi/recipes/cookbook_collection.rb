# run_context.cookbook_collection: a Mash of name => Chef::CookbookVersion (Chef's readers)
books = run_context.cookbook_collection
p books.class, books.is_a?(Mash), books.key?('chefapi'), books.key?(:chefapi)
cb = books['chefapi']
p cb.class, cb.name, cb.version, cb.metadata.name, cb.metadata.version
p ::File.basename(cb.root_dir), cb.root_dir == cb.root_paths.first, ::File.directory?(::File.join(cb.root_dir, 'recipes'))
p cb.metadata.dependencies.class, cb.full_name
p books.keys.include?('chefapi'), books[:chefapi].equal?(nil)
