# Chef::Cookbook::Metadata: what a cookbook's metadata.rb says (the DSL it is evaluated with,
# through Chef::Mixin::FromFile) or its metadata.json holds (from_json/from_hash), and its
# hash form (to_h/to_json). toque's cookbook loader reads every metadata file with this class,
# so a library calling `Chef::Cookbook::Metadata.new.from_file(path)` sees what the loader saw.
# The words metadata.rb is written with (name, version, depends, supports, chef_version…)
# are native, for start-up time: toque/interpreter/dsl/metadata_words.py, installed when
# this file has run. A word metadata.rb does not know is ignored (Chef logs it at trace
# level), as old metadata (`recommends`, `attribute`) has them.
class Chef
  class Cookbook
    class Metadata
      NAME = "name".freeze
      DESCRIPTION = "description".freeze
      LONG_DESCRIPTION = "long_description".freeze
      MAINTAINER = "maintainer".freeze
      MAINTAINER_EMAIL = "maintainer_email".freeze
      LICENSE = "license".freeze
      PLATFORMS = "platforms".freeze
      DEPENDENCIES = "dependencies".freeze
      PROVIDING = "providing".freeze
      RECIPES = "recipes".freeze
      VERSION = "version".freeze
      SOURCE_URL = "source_url".freeze
      ISSUES_URL = "issues_url".freeze
      PRIVACY = "privacy".freeze
      CHEF_VERSIONS = "chef_versions".freeze
      OHAI_VERSIONS = "ohai_versions".freeze
      GEMS = "gems".freeze
      EAGER_LOAD_LIBRARIES = "eager_load_libraries".freeze

      COMPARISON_FIELDS = %i{name description long_description maintainer maintainer_email
                            license platforms dependencies providing recipes version source_url
                            issues_url privacy chef_versions ohai_versions gems
                            eager_load_libraries}.freeze

      VERSION_CONSTRAINTS = { depends: DEPENDENCIES, provides: PROVIDING,
                              chef_version: CHEF_VERSIONS, ohai_version: OHAI_VERSIONS }.freeze

      DEFAULT_VERSION = Chef::Version.new("0.0.0").freeze # no mutators: one for all

      include Chef::Mixin::ParamsValidate
      include Chef::Mixin::FromFile

      attr_reader :platforms, :dependencies, :providing, :recipes, :gems

      def initialize
        @name = nil
        @description = ""
        @long_description = ""
        @license = "All rights reserved"
        @maintainer = ""
        @maintainer_email = ""
        @platforms = Mash.new
        @dependencies = Mash.new
        @providing = Mash.new
        @recipes = Mash.new
        @version = DEFAULT_VERSION
        @source_url = ""
        @issues_url = ""
        @privacy = false
        @chef_versions = []
        @ohai_versions = []
        @gems = []
        @eager_load_libraries = true
        @errors = []
      end

      def self.from_hash(hash) = new.from_hash(hash)
      def self.from_json(text) = from_hash(Chef::JSONCompat.from_json(text))

      # metadata.json's constraints checked as metadata.rb's words would check them
      def self.validate_json(text)
        data = Chef::JSONCompat.from_json(text)
        metadata = new
        VERSION_CONSTRAINTS.each do |word, key|
          (data[key] || {}).each do |cookbook, constraints|
            metadata.public_send(word, cookbook, *Array(constraints)) if metadata.respond_to?(word)
          end
        end
        true
      end

      def ==(other)
        COMPARISON_FIELDS.all? { |field| other.respond_to?(field) && other.send(field) == send(field) }
      end

      # Setters check their value when called, so only the required name is left to check
      def valid?
        run_validation
        @errors.empty?
      end

      def errors
        run_validation
        @errors
      end

      def chef_versions = gem_dependencies(@chef_versions, "chef")
      def ohai_versions = gem_dependencies(@ohai_versions, "ohai")

      def privacy(arg = nil) = set_or_return(:privacy, arg, kind_of: [TrueClass, FalseClass])

      # true: every library loads in name order; false, or files/globs: only those do
      def eager_load_libraries(arg = nil)
        set_or_return(:eager_load_libraries, arg, kind_of: [Array, String, TrueClass, FalseClass])
      end

      # The cookbook's recipes, each listed (a described one keeps its description) and provided
      def recipes_from_cookbook_version(cookbook)
        cookbook.fully_qualified_recipe_names.map do |recipe_name|
          short = recipe_name.end_with?("::default") ? name.to_s : recipe_name
          @recipes[short] ||= ""
          provides(short)
          short
        end
      end

      # [Gem::Dependency] -> [[">= 12.5"], [">= 11.18.0", "< 12.0"]], as to_json writes them
      def gem_requirements_to_array(*deps)
        deps.map { |dep| dep.requirement.requirements.map { |op, version| "#{op} #{version}" }.sort }
      end

      def gem_requirements_from_array(what, array)
        array.map { |requirement| Gem::Dependency.new(what, *requirement) }
      end

      def to_h
        {
          NAME => name, DESCRIPTION => description, LONG_DESCRIPTION => long_description,
          MAINTAINER => maintainer, MAINTAINER_EMAIL => maintainer_email, LICENSE => license,
          PLATFORMS => platforms, DEPENDENCIES => dependencies, PROVIDING => providing,
          RECIPES => recipes, VERSION => version, SOURCE_URL => source_url,
          ISSUES_URL => issues_url, PRIVACY => privacy,
          CHEF_VERSIONS => gem_requirements_to_array(*chef_versions),
          OHAI_VERSIONS => gem_requirements_to_array(*ohai_versions),
          GEMS => gems, EAGER_LOAD_LIBRARIES => eager_load_libraries
        }
      end
      alias_method :to_hash, :to_h

      def to_json(*args) = Chef::JSONCompat.to_json(to_h, *args)

      # Fields a hash holds replace this object's, unchecked (Chef trusts JSON it wrote)
      def from_hash(hash)
        @name = hash[NAME] if hash.key?(NAME)
        @description = hash[DESCRIPTION] if hash.key?(DESCRIPTION)
        @long_description = hash[LONG_DESCRIPTION] if hash.key?(LONG_DESCRIPTION)
        @maintainer = hash[MAINTAINER] if hash.key?(MAINTAINER)
        @maintainer_email = hash[MAINTAINER_EMAIL] if hash.key?(MAINTAINER_EMAIL)
        @license = hash[LICENSE] if hash.key?(LICENSE)
        @platforms = hash[PLATFORMS] if hash.key?(PLATFORMS)
        @dependencies = handle_incorrect_constraints(hash[DEPENDENCIES]) if hash.key?(DEPENDENCIES)
        @providing = hash[PROVIDING] if hash.key?(PROVIDING)
        @recipes = hash[RECIPES] if hash.key?(RECIPES)
        @version = hash[VERSION] if hash.key?(VERSION)
        @source_url = hash[SOURCE_URL] if hash.key?(SOURCE_URL)
        @issues_url = hash[ISSUES_URL] if hash.key?(ISSUES_URL)
        @privacy = hash[PRIVACY] if hash.key?(PRIVACY)
        @chef_versions = gem_requirements_from_array("chef", hash[CHEF_VERSIONS]) if hash.key?(CHEF_VERSIONS)
        @ohai_versions = gem_requirements_from_array("ohai", hash[OHAI_VERSIONS]) if hash.key?(OHAI_VERSIONS)
        @gems = hash[GEMS] if hash.key?(GEMS)
        @eager_load_libraries = hash[EAGER_LOAD_LIBRARIES] if hash.key?(EAGER_LOAD_LIBRARIES)
        self
      end

      def from_json(text) = from_hash(Chef::JSONCompat.from_json(text))

      # Pre-0.10 metadata could list several constraints for one cookbook: those now mean
      # none ([]); a single one is kept
      def handle_incorrect_constraints(specification)
        specification.each_with_object(Mash.new) do |(cookbook, constraints), out|
          constraints = Array(constraints)
          out[cookbook] = constraints.size == 1 ? constraints.first : []
        end
      end

      def validate_chef_version! = validate_version!(:chef)

      def validate_ohai_version! = validate_version!(:ohai)

      def method_missing(method, *args, &block)
        return super if block

        Chef::Log.trace("ignoring method #{method} on cookbook with name #{name}, possible typo or the ghosts of metadata past or future?")
        nil
      end

      private

      def gem_dependencies(lines, what)
        lines.map! { |line| line.is_a?(Gem::Dependency) ? line : Gem::Dependency.new(what, *line) }
      end

      # `chef_version`/`ohai_version` lines against the running Chef or Ohai: any one line
      # met (or none given) passes, else the Mismatch error naming every line
      def validate_version!(kind)
        deps, running, label, error =
          if kind == :chef
            [chef_versions, Chef::VERSION, "Chef Infra Client", Chef::Exceptions::CookbookChefVersionMismatch]
          else
            [ohai_versions, Ohai::VERSION, "ohai", Chef::Exceptions::CookbookOhaiVersionMismatch]
          end
        return if deps.empty? || deps.any? { |dep| dep.match?(kind.to_s, Gem::Version.new(running.to_s)) }

        lists = deps.map { |dep| dep.requirement.as_list.to_s }.join(", ")
        raise error,
          "Cookbook '#{name}' version '#{version}' depends on #{label} version #{lists}, " \
          "but the running #{label} version is #{running}"
      end

      def run_validation
        @errors = ["The `name' attribute is required in cookbook metadata"] if name.nil?
      end
    end

    # What a Chef Server's depsolver needs of a cookbook: its name and a metadata hash
    class MinimalMetadata < Metadata
      def initialize(name, params) # no super: only what the hash holds is set
        @name = name
        from_hash(params)
      end
    end
  end
end
