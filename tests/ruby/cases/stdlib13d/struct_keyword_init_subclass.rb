Base2 = Struct.new(:id, keyword_init: true)
class Item2 < Base2
  def label = "item-#{id}"
end
p Item2.new(id: 3).label, Item2.new(id: 3), Item2.keyword_init?
