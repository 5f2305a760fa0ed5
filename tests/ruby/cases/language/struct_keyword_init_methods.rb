Rec = Struct.new(:name, :tags, keyword_init: true) do
  def label; "#{name}(#{tags.join(',')})"; end
end
r = Rec.new(name: "n", tags: %w[a b])
p r.label, r == Rec.new(name: "n", tags: %w[a b]), r.eql?(Rec.new(name: "n", tags: %w[a b]))
r.name = "m"
p r[:name], r["tags"], r.dig(:tags, 0)
