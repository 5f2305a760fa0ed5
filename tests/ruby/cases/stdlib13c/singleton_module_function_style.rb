require 'singleton'
class Conf2
  include Singleton
  def self.get(k); instance.data[k]; end
  def data; @data ||= {a: 1}; end
end
p Conf2.get(:a), Conf2.include?(Singleton), Conf2.instance.is_a?(Singleton)
