# The parts of Chef's namespace that are plain Ruby: evaluated once per run.

# Erubis (the gem Chef renders templates with, autoloaded by chef/mixin/template): its
# Context, the class of a template's `self`, whose instance variables are the template's
# variables (Hash-like: [], []=, keys, each, to_hash, update)
module Erubis
  class Context
    include Enumerable

    def initialize(hash = nil)
      hash&.each { |name, value| self[name] = value }
    end

    def [](key) = instance_variable_get("@#{key}")
    def []=(key, value)
      instance_variable_set("@#{key}", value)
    end
    def keys = instance_variables.map { |name| name[1..] }

    def each
      instance_variables.each { |name| yield(name[1..], instance_variable_get(name)) }
    end

    def to_hash = keys.to_h { |key| [key, self[key]] }

    # another context's variables, or a Hash's pairs, become this one's
    def update(context_or_hash)
      if context_or_hash.is_a?(Hash)
        context_or_hash.each { |key, value| self[key] = value }
      else
        context_or_hash.instance_variables.each do |name|
          self[name[1..]] = context_or_hash.instance_variable_get(name)
        end
      end
    end
  end
end

# Chef::VERSION compares as a version with numbers and strings: `Chef::VERSION >= 18`.
# The class is chef-utils' (platform_version returns one too); Chef names it Chef::VersionString.
module ChefUtils
  class VersionString < String
    def <=>(other)
      return nil unless other.is_a?(String) || other.is_a?(Numeric)
      mine = split('.').map(&:to_i)
      theirs = other.to_s.split('.').map(&:to_i)
      mine << 0 while mine.size < theirs.size
      theirs << 0 while theirs.size < mine.size
      mine <=> theirs
    end

    def <(other) = (self <=> other) < 0
    def <=(other) = (self <=> other) <= 0
    def >(other) = (self <=> other) > 0
    def >=(other) = (self <=> other) >= 0
  end
end

class Chef
  VersionString = ChefUtils::VersionString

  # Mixlib::Config's reading: Chef::Config[:key], Chef::Config['key'], Chef::Config.key.
  module Config
    def self.[](key) = @values[key.to_sym]
    def self.[]=(key, value)
      @values[key.to_sym] = value
    end

    def self.key?(key) = @values.key?(key.to_sym)
    def self.fetch(key, *default) = @values.fetch(key.to_sym, *default)
    def self.to_hash = @values.dup
    def self.respond_to_missing?(name, include_private = false) = true

    def self.method_missing(name, *args)
      key = name.to_s
      return @values[key.chomp('=').to_sym] = args[0] if key.end_with?('=')
      return @values[name] = args[0] unless args.empty?
      @values[name]
    end
  end

  module Mixin
    # templates render in a TemplateContext: `TemplateContext.include(Helpers)` reaches them,
    # and as it is an Erubis::Context (Chef renders with Erubis), so does
    # `Erubis::Context.include(Helpers)`
    module Template
      class TemplateContext < Erubis::Context; end
    end
  end
end
