class MO
  def first; end
  alias second first
  alias_method :third, :second
end
p MO.new.method(:third).name, MO.new.method(:third).original_name, MO.instance_method(:second).name
