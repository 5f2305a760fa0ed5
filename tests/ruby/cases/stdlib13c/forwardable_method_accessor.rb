require 'forwardable'
class Doc
  extend Forwardable
  def_delegators :body, :length, :upcase
  def body; "text body"; end
end
p Doc.new.length, Doc.new.upcase
