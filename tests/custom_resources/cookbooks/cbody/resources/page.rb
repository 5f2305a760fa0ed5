# A custom resource file as Chef evaluates it: the body of a Chef::Resource subclass.
include Cbody::Helpers
extend Cbody::ClassHelpers

unified_mode true
provides :cbody_page
PORT = 8080
FAMILY = node['platform_family']
MODE = default_mode

use '_common'
use 'partial/_tags'

Label = property_type(is: String, default: 'plain')
property :path, String, name_property: true
property :port, Integer, default: lazy { default_port }
property :label, Label
property :style, Label, default: 'bold'
property :kind, Symbol, equal_to: %i(page post), default: :page
property :slug, String, regex: /\A[a-z]+\z/
property :size, Integer, coerce: proc { |v| v.to_i }, callbacks: { 'must be small' => ->(v) { v < 100 } }
property :token, String, sensitive: true, default: 'hidden'
property :note, String, desired_state: false
deprecated_property_alias :where, :path, 'where was renamed to path'
alias_method :location, :path

def default_port
  PORT + 1
end

def after_created
  raise ArgumentError, 'port 1 is reserved' if port == 1
end

action_class do
  include Cbody::Helpers

  def body
    [greeting(new_resource.owner_name), new_resource.port, new_resource.label, new_resource.style,
     new_resource.kind, new_resource.size, MODE, FAMILY.class, new_resource.tags.join('+')].join(' ') + "\n"
  end
end

load_current_value do |desired|
  current_value_does_not_exist! unless ::File.exist?(desired.path)
  words = ::File.read(desired.path).split
  port words[2].to_i
  token 'hidden'
end

action :create do
  converge_if_changed :port, :token do
    file new_resource.path do
      content body
      mode MODE
    end
  end
end

# a coerce proc runs with the resource as self: it may call the file's helpers
property :words, Array, coerce: proc { |v| split_words(v) }, default: []

def split_words(value)
  value.is_a?(String) ? value.split(',') : value
end
