unified_mode true
provides :my_app

property :x, String, name_property: true
property :list, Array, default: lazy { [] }
property :mode, [String, Integer], default: '0644', coerce: proc { |m| m.to_s }

load_current_value do |desired|
  current_value_does_not_exist! unless ::File.exist?(desired.x)
  list ::File.readlines(desired.x).map(&:chomp)
end

action :create do
  converge_if_changed :list do
    file new_resource.x do
      content new_resource.list.join("\n")
      mode new_resource.mode
    end
  end
end

action_class do
  def helper
    new_resource.x
  end
end
