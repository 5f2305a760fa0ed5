actions :run
default_action :run
attribute :note, kind_of: String
