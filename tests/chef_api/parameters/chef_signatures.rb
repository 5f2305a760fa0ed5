# The signatures Chef Infra Client 18 writes these methods with, to print what MRI answers
# for their arity and parameters (the golden of test_dsl_parameters.py):
#   ruby chef_signatures.rb exprs.txt > parameters.golden
class Chef
  class Resource
    NOT_PASSED = Object.new
    class ToqueParamsT < Resource
      # Property#emit_dsl
      def path(value = NOT_PASSED); end
      def path=(value); end
      # Property.emit_deprecated_alias
      def old(value = NOT_PASSED); end
      def old=(value); end
    end
  end

  class Recipe
    # DSL::Definitions.add_definition
    def toque_params_def(*args, &block); end
  end

  module Search
    class Query
      def search(type, query = "*:*", *args, &block); end
    end
  end

  class Node
    class ImmutableMash < Hash
      # Mixin::ImmutablizeHash: define_method(mutator_method_name) do |*args, &block|
      define_method(:merge!) { |*args, &block| }
      define_method(:[]=) { |*args, &block| }
      alias :attribute? :has_key?
      def dup; end
      def to_h; end
      alias_method :to_hash, :to_h
    end

    class ImmutableArray < Array
      define_method(:<<) { |*args, &block| }
      define_method(:push) { |*args, &block| }
      def dup; end
      def to_a; end
      alias_method :to_array, :to_a
    end
  end
end

module Kernel
  # DSL::DataQuery
  def search(*args, &block); end
end

class ToqueRoleFile # Chef::Role
  def name(arg = nil); end
  def description(arg = nil); end
  def run_list(*args); end
  alias_method :recipes, :run_list
  def env_run_lists(env_run_lists = nil); end
  def env_run_lists_add(env_run_lists = nil); end
  alias :env_run_list_add :env_run_lists_add
  def default_attributes(arg = nil); end
  def override_attributes(arg = nil); end
end

class ToqueEnvironmentFile # Chef::Environment
  def name(arg = nil); end
  def cookbook(cookbook, version); end
  def cookbook_versions(arg = nil); end
  def default_attributes(arg = nil); end
end

class ToqueConfigFile # Mixlib::Config
  def method_missing(method_symbol, *args); end
end

File.readlines(ARGV[0], chomp: true).each do |expr|
  m = eval(expr)
  puts "#{expr}: #{m.arity} #{m.parameters.inspect}"
end
