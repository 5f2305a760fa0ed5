require 'ostruct'
o = OpenStruct.new(cfg: {db: {host: "h"}}, n: 1)
p o.dig(:cfg, :db, :host), o.delete_field(:n), o.to_h, o.delete_field(:missing) { :none }
