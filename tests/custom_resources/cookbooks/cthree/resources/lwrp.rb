# an LWRP resource (its provider is providers/lwrp.rb)
actions :create
default_action :create
attribute :text, kind_of: String, name_attribute: true
