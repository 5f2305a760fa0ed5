require 'forwardable'
module Defaults
  SETTINGS = {port: 80, host: "h"}
end
class Srv
  extend Forwardable
  def_delegator :"Defaults::SETTINGS", :fetch
  def_delegators :"::Defaults::SETTINGS", :keys
end
p Srv.new.fetch(:port), Srv.new.keys
