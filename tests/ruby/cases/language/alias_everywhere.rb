S = Struct.new(:a) do
  def x; a * 2; end
  alias y x
  alias_method :z, :x
end
p S.new(2).y, S.new(2).z
K = Class.new do
  def m; :m; end
  alias n m
end
p K.new.n
String.class_eval do
  alias_method :my_up, :upcase
  alias my_down downcase
end
p "a".my_up, "B".my_down
module Mixin
  def self.included(base)
    base.class_eval do
      alias_method :orig_hello, :hello
      def hello; "wrapped " + orig_hello; end
    end
  end
end
class H; def hello; "hi"; end; include Mixin; end
p H.new.hello
class H
  alias :"weird?" :hello
  alias + hello
end
p H.new.weird?, H.new.+
$old = 5
alias $new $old
p $new
